// The result side of the evaluation: the server's grade of a submission (with the tutor's
// feedback on a fresh one), the browser run checked against the example, and the completion card.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { classifyOutputDifference, describeOutputDifference, describeRequirement, explainPythonError, isSetOrderDifference, mayNeedGraderSyntaxCheck, printsSetAsIs, SET_ORDER_HINT, SET_PRINT_WARNING, testStatusLabel, type EvaluationSummary, type ProblemResult, type PublicProblem } from '@dodam/contracts';
import { Markdown } from '@/components/markdown';
import type { CodeRunner } from '@/python';
import { checkStructure } from '@/python/structure';
import { checkEvaluationSyntax } from '../api/learning';
import { evaluateCodeAi } from '../api/tutor';
import { scoreVariant } from './result-modal';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

/** The tutor's feedback on a fresh submission (evaluate-code-ai); restored results show the grader's only. */
function TutorFeedback({ result, problem, sectionId, code }: { result: ProblemResult; problem: PublicProblem; sectionId: string; code: string }) {
  const feedback = useQuery({
    queryKey: ['evaluate-code-ai', sectionId, problem.id, result.submitted_at],
    queryFn: () => evaluateCodeAi({ code, output: result.output, expected: problem.answer, question: problem.question, hint: problem.hint, sectionId, problemId: problem.id }),
    staleTime: Infinity,
    retry: false,
  });
  if (feedback.isPending) return <p className="small text-body-secondary mb-2">튜터가 답안을 살펴보는 중…</p>;
  if (!feedback.data) return null;
  return (
    <div className="border-start border-3 border-info ps-2 mb-2" data-testid="tutor-feedback">
      <div className="small fw-semibold mb-1">튜터 피드백</div>
      <Markdown>{feedback.data.feedback}</Markdown>
      {feedback.data.note ? <p className="small text-body-secondary mb-0">{feedback.data.note}</p> : null}
    </div>
  );
}

/** Room the phone's sticky bars take at the top (learning header) and bottom (bottom bar). */
const STICKY_ROOM_PX = 64;

/**
 * Scroll a just-graded verdict card into view when its top is off screen or under a sticky bar: on
 * a phone it sits under the editor, below the fold. Focus is not moved (it stays on 제출하기); the
 * verdict line is a live region, so a screen reader hears it as well. A desktop pane that already
 * shows it does not move.
 */
export function revealIfHidden(element: HTMLElement | null): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
  // The verdict line and the test badges: the first ~6rem of the card.
  if (top >= STICKY_ROOM_PX && top + 96 <= viewportHeight - STICKY_ROOM_PX) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // 'start' with the card's scroll-margin-top (learning-modes.css) clears the sticky header.
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}

export function ResultCard({
  result,
  tutor,
  reveal = false,
  onRevealed,
}: {
  result: ProblemResult;
  tutor?: { problem: PublicProblem; sectionId: string; code: string };
  /** A verdict just graded on this screen: brought into view once (then onRevealed). */
  reveal?: boolean;
  onRevealed?: () => void;
}) {
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal) return;
    revealIfHidden(cardRef.current);
    onRevealed?.();
  }, [reveal, onRevealed, result.submitted_at]);
  return (
    <Card ref={cardRef} className={`dodam-result-card border-${result.correct ? 'success' : 'danger'}`} data-testid="problem-result" data-correct={result.correct}>
      <Card.Body>
        <div className={`fw-bold mb-2 text-${result.correct ? 'success' : 'danger'}-emphasis`} role="status">
          {result.correct ? '✓ ' : '✗ '}
          {result.explanation}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
          <span className="small me-1">
            테스트 통과 <strong>{result.passed}</strong> / {result.total}
          </span>
          {/* Not colour alone: each badge carries ✓/✗ and says 통과 / the Korean reason in words. */}
          {result.tests.map((t) => {
            const words = t.passed ? '통과' : testStatusLabel(t.status);
            return (
              <Badge key={t.index} bg={t.passed ? 'success' : 'danger'} title={`${t.index + 1}번 테스트: ${words}`} data-testid="test-badge">
                <span aria-hidden="true">{t.passed ? '✓' : '✗'} </span>
                {t.index + 1}
                <span className="visually-hidden">번 테스트 {words}</span>
              </Badge>
            );
          })}
        </div>
        {result.unmet_requirements?.length ? (
          <div className="small mb-2 text-danger-emphasis" data-testid="unmet-requirements">
            <div className="fw-semibold">지키지 않은 요구 사항</div>
            <Markdown>{result.unmet_requirements.map((r) => `- ${r}`).join('\n')}</Markdown>
          </div>
        ) : null}
        {result.ai_feedback ? <p className="small mb-2">{result.ai_feedback}</p> : null}
        {tutor ? <TutorFeedback result={result} {...tutor} /> : null}
        <div className="small fw-semibold mb-1">예시 입력으로 실행한 결과</div>
        <pre className="border rounded p-2 bg-body-tertiary">{result.output || '(출력 없음)'}</pre>
        {result.error ? <pre className="border border-danger-subtle rounded p-2 mt-2 text-danger-emphasis">{result.error}</pre> : null}
      </Card.Body>
    </Card>
  );
}

export /** Feedback of the browser run against the problem's example (not a grade: the server grades). */
function ExampleCheck({ runner, problem, sectionId }: { runner: CodeRunner; problem: PublicProblem; sectionId: string }) {
  const run = runner.lastRun;
  const rules = problem.requirements ?? [];
  const current = Boolean(run && !runner.busy && run.code === runner.code);
  // Practice runs Python 3.14, grading 3.11 (ADR 020): code with syntax only newer Pythons accept
  // (PEP 701 f-strings, type statements) is compiled by the grader's Python before anything is said
  // about the example, so the SyntaxError and its Korean card show here and not only after submitting.
  const needsSyntax = current && Boolean(run?.result.success) && mayNeedGraderSyntaxCheck(run?.code ?? '');
  const syntax = useQuery({
    queryKey: ['grader-syntax', sectionId, problem.id, run?.code ?? ''],
    queryFn: ({ signal }) => checkEvaluationSyntax(sectionId, problem.id, run!.code, signal),
    enabled: needsSyntax,
    staleTime: Infinity,
    retry: false,
  });
  // The statement's requirements, checked on the syntax tree by the grader's checker program in this
  // page's Python: a right example output never hides a requirement the grade will hold against it.
  const structure = useQuery({
    queryKey: ['structure-check', problem.id, run?.code ?? ''],
    queryFn: () => checkStructure(run!.code, rules),
    enabled: current && rules.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  if (!run || !current) return null;
  const sameInputs = run.inputs.length === problem.example_inputs.length && run.inputs.every((v, i) => v === problem.example_inputs[i]);
  if (!sameInputs || !run.result.success) return null;
  const graderError = needsSyntax ? syntax.data?.syntax_error : null;
  if (graderError) {
    const card = explainPythonError(graderError, { code: run.code });
    return (
      <Alert variant="danger" className="py-2 mb-0 small" data-testid="grader-syntax-error">
        <div className="fw-semibold">채점 서버의 파이썬(3.11)에서는 이 코드가 문법 오류예요.</div>
        브라우저(파이썬 3.14)에서는 실행되지만, 이대로 제출하면 모든 테스트가 오류로 끝나요.{' '}
        {card ? `${card.title}${card.line ? ` (${card.line}번째 줄)` : ''}: ${card.explanation} ${card.suggestion}` : '오류 메시지를 확인해 보세요.'}
        <pre className="mb-0 mt-1 small">{graderError}</pre>
      </Alert>
    );
  }
  if (needsSyntax && syntax.isPending) return <p className="small text-body-secondary mb-0">채점 서버의 파이썬으로 문법을 확인하는 중…</p>;
  const difference = classifyOutputDifference(run.result.output, problem.answer);
  const unmet = structure.data?.unmet ?? [];
  if (unmet.length > 0) {
    return (
      <Alert variant="warning" className="py-2 mb-0 small" data-testid="example-unmet-requirements">
        {difference.kind === 'same' ? '예시 입력의 출력은 예상 출력과 같지만, ' : `${describeOutputDifference(difference)} 또 `}
        문제의 요구 사항을 지키지 않아 제출하면 오답이에요.
        <Markdown>{unmet.map((r) => `- ${describeRequirement(r)}`).join('\n')}</Markdown>
      </Alert>
    );
  }
  if (difference.kind === 'same' && rules.length > 0 && structure.isPending) {
    return <p className="small text-body-secondary mb-0">문제의 요구 사항을 확인하는 중…</p>;
  }
  // Sets iterate in a different order in the grader's Python (ADR 020): a set printed as is gets a
  // warning even when the example matches here, and an order-only difference is named as such.
  if (difference.kind === 'same' && printsSetAsIs(run.code, run.result.output)) {
    return (
      <Alert variant="warning" className="py-2 mb-0 small" data-testid="example-set-order">
        예시 입력의 출력은 예상 출력과 같지만, {SET_PRINT_WARNING}
      </Alert>
    );
  }
  const orderOnly = isSetOrderDifference(run.code, run.result.output, problem.answer);
  return difference.kind === 'same' ? (
    <Alert variant="success" className="py-2 mb-0 small">
      예시 입력의 출력이 예상 출력과 같아요. 제출해서 숨겨진 테스트로 채점받아 보세요.
    </Alert>
  ) : (
    <Alert variant="secondary" className="py-2 mb-0 small" data-testid={orderOnly ? 'example-set-order' : undefined}>
      {orderOnly ? SET_ORDER_HINT : describeOutputDifference(difference)}
    </Alert>
  );
}

export function CompletionCard({ summary, onShow, onRetry, retrying }: { summary: EvaluationSummary; onShow: () => void; onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="border-primary" data-testid="evaluation-complete-card">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <div className="fw-bold">평가를 마쳤어요</div>
          <div className="small text-body-secondary">
            {summary.totalCount}문제 중 {summary.correctCount}문제 정답 · {Math.round(summary.percentage)}점 · {summary.grade}
          </div>
          <ProgressMeter value={summary.percentage} variant={scoreVariant(summary.percentage)} className="mt-2" height="0.5rem" label="평가 점수" />
        </div>
        <Button variant="primary" size="sm" onClick={onShow}>
          결과 보기
        </Button>
        <FocusSafeButton variant="outline-secondary" size="sm" onClick={onRetry} inactive={retrying}>
          다시 풀기
        </FocusSafeButton>
      </Card.Body>
    </Card>
  );
}

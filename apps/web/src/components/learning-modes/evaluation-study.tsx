// 평가 (evaluation mode): problems with a progress bar, the current problem, an editor with a
// browser run for feedback, submission graded on the server, the result card, auto-advance after a
// correct answer, and the result modal once every problem is submitted. Results live on the
// server per section (and in the browser as a cache) and are restored on re-entry.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { TIMINGS_MS, isBlankCode, outputsMatch, type EvaluationState, type ProblemResult, type PublicProblem } from '@dodam/contracts';
import { Markdown } from '@/components/markdown';
import { RunnerEditor, RunnerResults, useCodeRunner, type CodeRunner } from '@/components/code-runner';
import { CheckIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api/client';
import { moveEvaluationPointer, resetEvaluation, submitEvaluation } from '@/lib/api/learning';
import { evaluateCodeAi } from '@/lib/api/tutor';
import { useEvaluationState, useInvalidateProgress, useProblems, useStoreEvaluationState } from '@/lib/learning/queries';
import { LoadingLines } from './markdown-panel';
import { ResultModal, scoreVariant } from './result-modal';
import './learning-modes.css';

export interface EvaluationStudyProps {
  sectionId: string;
  sectionTitle: string;
  variant: 'learning' | 'tutor';
  renderPanes: (left: ReactNode, right: ReactNode) => ReactNode;
  studyLinks: { video: string; practice: string };
  /** Offered in the result modal when the student passed (e.g. the next section). */
  nextAction?: { label: string; onClick: () => void };
}

type Status = 'correct' | 'wrong' | 'open';

function statusOf(result: ProblemResult | undefined): Status {
  if (!result) return 'open';
  return result.correct ? 'correct' : 'wrong';
}

const STATUS_LABEL: Record<Status, string> = { correct: '정답', wrong: '오답', open: '미제출' };

function resultsById(state: EvaluationState | undefined): Map<string, ProblemResult> {
  return new Map((state?.results ?? []).map((r) => [r.problemId, r]));
}

function ProblemProgress({ problems, results }: { problems: PublicProblem[]; results: Map<string, ProblemResult> }) {
  const total = problems.length;
  const correct = problems.filter((p) => results.get(p.id)?.correct).length;
  const wrong = problems.filter((p) => results.has(p.id) && !results.get(p.id)?.correct).length;
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small mb-1">
        <span>
          진행 <strong data-testid="evaluation-progress">{correct + wrong}</strong> / {total}
        </span>
        <span className="text-body-secondary">
          정답 {correct} · 오답 {wrong}
        </span>
      </div>
      <ProgressBar aria-label={`평가 진행: ${total}문제 중 ${correct + wrong}문제 제출`} style={{ height: '0.6rem' }}>
        <ProgressBar variant="success" now={(correct / Math.max(1, total)) * 100} key="correct" />
        <ProgressBar variant="danger" now={(wrong / Math.max(1, total)) * 100} key="wrong" />
      </ProgressBar>
    </div>
  );
}

function ProblemBody({ problem, hintOpen, onToggleHint }: { problem: PublicProblem; hintOpen: boolean; onToggleHint: () => void }) {
  return (
    <>
      <Markdown headingOffset={2}>{problem.question}</Markdown>
      <div className="row g-2 dodam-example-io mb-2">
        <div className="col-sm-6">
          <div className="small fw-semibold mb-1">예시 입력</div>
          <pre data-testid="example-input">{problem.example_inputs.length > 0 ? problem.example_inputs.join('\n') : '(입력 없음)'}</pre>
        </div>
        <div className="col-sm-6">
          <div className="small fw-semibold mb-1">예상 출력</div>
          <pre data-testid="expected-output">{problem.answer}</pre>
        </div>
      </div>
      <div className="small text-body-secondary mb-2">제출하면 숨겨진 테스트 {problem.test_count}개로 서버에서 채점해요.</div>
      <Button variant="outline-warning" size="sm" onClick={onToggleHint} aria-expanded={hintOpen} aria-controls={`hint-${problem.id}`}>
        {hintOpen ? '힌트 숨기기' : '힌트 보기'}
      </Button>
      <Collapse in={hintOpen}>
        <div id={`hint-${problem.id}`}>
          <Alert variant="warning" className="mt-2 mb-0 py-2">
            <Markdown>{problem.hint}</Markdown>
          </Alert>
        </div>
      </Collapse>
    </>
  );
}

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

function ResultCard({ result, tutor }: { result: ProblemResult; tutor?: { problem: PublicProblem; sectionId: string; code: string } }) {
  return (
    <Card className={`dodam-result-card border-${result.correct ? 'success' : 'danger'}`} data-testid="problem-result" data-correct={result.correct}>
      <Card.Body>
        <div className={`fw-bold mb-2 text-${result.correct ? 'success' : 'danger'}-emphasis`} role="status">
          {result.correct ? '✓ ' : '✗ '}
          {result.explanation}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
          <span className="small me-1">
            테스트 통과 <strong>{result.passed}</strong> / {result.total}
          </span>
          {result.tests.map((t) => (
            <Badge key={t.index} bg={t.passed ? 'success' : 'danger'} title={t.status}>
              {t.index + 1}
            </Badge>
          ))}
        </div>
        {result.ai_feedback ? <p className="small mb-2">{result.ai_feedback}</p> : null}
        {tutor ? <TutorFeedback result={result} {...tutor} /> : null}
        <div className="small fw-semibold mb-1">예시 입력으로 실행한 결과</div>
        <pre className="border rounded p-2 bg-body-tertiary">{result.output || '(출력 없음)'}</pre>
        {result.error ? <pre className="border border-danger-subtle rounded p-2 mt-2 text-danger-emphasis">{result.error}</pre> : null}
      </Card.Body>
    </Card>
  );
}

/** Feedback of the browser run against the problem's example (not a grade: the server grades). */
function ExampleCheck({ runner, problem }: { runner: CodeRunner; problem: PublicProblem }) {
  const run = runner.lastRun;
  if (!run || runner.busy || run.code !== runner.code) return null;
  const sameInputs = run.inputs.length === problem.example_inputs.length && run.inputs.every((v, i) => v === problem.example_inputs[i]);
  if (!sameInputs || !run.result.success) return null;
  return outputsMatch(run.result.output, problem.answer) ? (
    <Alert variant="success" className="py-2 mb-0 small">
      예시 입력의 출력이 예상 출력과 같아요. 제출해서 숨겨진 테스트로 채점받아 보세요.
    </Alert>
  ) : (
    <Alert variant="secondary" className="py-2 mb-0 small">
      예시 입력의 출력이 예상 출력과 달라요. 띄어쓰기와 줄바꿈까지 비교해 보세요.
    </Alert>
  );
}

export function EvaluationStudy({ sectionId, sectionTitle, variant, renderPanes, studyLinks, nextAction }: EvaluationStudyProps) {
  const problemsQuery = useProblems(sectionId);
  const stateQuery = useEvaluationState(sectionId);
  const storeState = useStoreEvaluationState();
  const invalidateProgress = useInvalidateProgress();
  const problems = problemsQuery.data?.problems ?? [];
  const state = stateQuery.data;
  const results = resultsById(state);

  const [picked, setPicked] = useState<number | null>(null);
  const index = Math.min(Math.max(picked ?? state?.currentProblem ?? 0, 0), Math.max(0, problems.length - 1));
  const problem = problems[index];
  const [hintOpen, setHintOpen] = useState(false);
  const [showModal, setShowModal] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The '정답' result of a problem the screen moved on from stays visible on the next one.
  const [advancedFrom, setAdvancedFrom] = useState<{ index: number; title: string } | null>(null);
  const runner = useCodeRunner({ keepLoadedInputs: true });
  const { load, clearResults } = runner;

  // Entering the evaluation starts from each problem's starter code (spec: entering evaluation
  // clears the evaluation code history); drafts live only while the screen is open.
  const drafts = useRef(new Map<string, string>());
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!problem || loadedFor.current === problem.id) return;
    loadedFor.current = problem.id;
    load(drafts.current.get(problem.id) ?? problem.starter_code, problem.example_inputs);
  }, [problem, load]);
  useEffect(() => {
    if (problem && loadedFor.current === problem.id) drafts.current.set(problem.id, runner.code);
  }, [runner.code, problem]);

  const advanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const goTo = (next: number) => {
    window.clearTimeout(advanceTimer.current);
    setPicked(next);
    setHintOpen(false);
    setSubmitError(null);
    // The pointer is saved so re-entry opens the same problem; losing it is harmless.
    moveEvaluationPointer(sectionId, next)
      .then(storeState)
      .catch(() => console.warn('evaluation pointer not saved'));
  };

  const submit = useMutation({
    mutationFn: ({ problemId, code }: { problemId: string; code: string }) => submitEvaluation(sectionId, problemId, code),
    onMutate: () => {
      setSubmitError(null);
      setAdvancedFrom(null);
    },
    onSuccess: ({ result, state: next }, { problemId }) => {
      storeState(next);
      const at = problems.findIndex((p) => p.id === problemId);
      if (next.evaluationComplete) {
        setShowModal(true);
        // The best score feeds the progress views.
        void invalidateProgress();
      } else if (result.correct && at >= 0 && at < problems.length - 1) {
        const solved = { index: at, title: problems[at]?.title ?? '' };
        advanceTimer.current = window.setTimeout(() => {
          setAdvancedFrom(solved);
          goTo(at + 1);
        }, TIMINGS_MS.autoAdvance);
      }
    },
    onError: (error) => setSubmitError(errorMessage(error, '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.')),
  });

  const retry = useMutation({
    mutationFn: () => resetEvaluation(sectionId),
    onSuccess: (next) => {
      window.clearTimeout(advanceTimer.current);
      storeState(next);
      drafts.current.clear();
      loadedFor.current = null;
      setPicked(0);
      setShowModal(false);
      setHintOpen(false);
      setSubmitError(null);
      clearResults();
      const first = problems[0];
      if (first) {
        loadedFor.current = first.id;
        load(first.starter_code, first.example_inputs);
      }
    },
    onError: (error) => setSubmitError(errorMessage(error)),
  });

  if (problemsQuery.isPending) return renderPanes(<LoadingLines lines={8} />, <LoadingLines lines={4} />);
  if (problemsQuery.isError || !problem) {
    const message = problemsQuery.isError ? errorMessage(problemsQuery.error) : '이 섹션에는 평가 문제가 없어요.';
    return renderPanes(<Alert variant="warning">{message}</Alert>, null);
  }

  const complete = state?.evaluationComplete === true;
  const summary = state?.summary ?? null;
  const current = results.get(problem.id);
  // Tutor feedback only for the answer just submitted on this screen (its code is known here).
  const tutorContext = submit.variables?.problemId === problem.id && submit.isSuccess ? { problem, sectionId, code: submit.variables.code } : undefined;
  const lastIndex = problems.length - 1;
  const unanswered = problems.map((p, i) => (results.has(p.id) ? -1 : i)).filter((i) => i >= 0);

  const submitButton = (
    <Button
      variant="success"
      onClick={() => submit.mutate({ problemId: problem.id, code: runner.code })}
      disabled={submit.isPending || complete || isBlankCode(runner.code)}
      title={complete ? '평가가 끝났어요. 다시 풀기로 새로 시작하세요.' : undefined}
      className="d-inline-flex align-items-center gap-1"
    >
      {submit.isPending ? <Spinner size="sm" animation="border" aria-hidden="true" /> : <CheckIcon size={16} />}
      {submit.isPending ? '채점 중…' : '제출하기'}
    </Button>
  );

  const problemList = (
    <div className="dodam-item-list mb-3" role="group" aria-label="평가 문제 목록">
      {problems.map((p, i) => {
        const status = statusOf(results.get(p.id));
        return (
          <Button
            key={p.id}
            size="sm"
            variant={i === index ? 'primary' : status === 'correct' ? 'outline-success' : status === 'wrong' ? 'outline-danger' : 'outline-secondary'}
            className={`dodam-item-btn is-${status}`}
            aria-pressed={i === index}
            aria-label={`문제 ${i + 1}: ${p.title} (${STATUS_LABEL[status]})`}
            title={p.title}
            data-status={status}
            onClick={() => goTo(i)}
          >
            {i + 1}
            {status === 'correct' ? ' ✓' : status === 'wrong' ? ' ✗' : ''}
          </Button>
        );
      })}
    </div>
  );

  const completionCard = complete && summary ? (
    <Card className="border-primary" data-testid="evaluation-complete-card">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <div className="fw-bold">평가를 마쳤어요</div>
          <div className="small text-body-secondary">
            {summary.totalCount}문제 중 {summary.correctCount}문제 정답 · {Math.round(summary.percentage)}점 · {summary.grade}
          </div>
          <ProgressBar now={summary.percentage} variant={scoreVariant(summary.percentage)} className="mt-2" style={{ height: '0.5rem' }} aria-label="평가 점수" />
        </div>
        <Button variant="primary" size="sm" onClick={() => setShowModal(true)}>
          결과 보기
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
          다시 풀기
        </Button>
      </Card.Body>
    </Card>
  ) : null;

  const pendingHint =
    !complete && unanswered.length > 0 && results.size > 0 && index === lastIndex && current ? (
      <Alert variant="info" className="py-2 small mb-0">
        아직 제출하지 않은 문제가 있어요: {unanswered.map((i) => `${i + 1}번`).join(', ')}. 모두 제출하면 결과가 나와요.
      </Alert>
    ) : null;

  const resultArea = (
    <div className="d-flex flex-column gap-3">
      {submitError ? (
        <Alert variant="danger" className="py-2 mb-0" onClose={() => setSubmitError(null)} dismissible>
          {submitError}
        </Alert>
      ) : null}
      {current ? (
        <div>
          <h3 className="h6">마지막 제출 결과</h3>
          <ResultCard result={current} tutor={tutorContext} />
        </div>
      ) : (
        <p className="text-body-secondary small mb-0">코드를 작성해 실행해 보고, 준비되면 제출하세요. 채점 결과가 여기에 나와요.</p>
      )}
      {pendingHint}
      <div>
        <h3 className="h6">브라우저 실행 결과</h3>
        <div className="d-flex flex-column gap-2">
          <ExampleCheck runner={runner} problem={problem} />
          <RunnerResults runner={runner} emptyText="실행을 누르면 예시 입력으로 실행한 결과가 여기에 나와요." maxHeight={260} />
        </div>
      </div>
      {completionCard}
    </div>
  );

  const editor = <RunnerEditor runner={runner} label="답안 코드 편집기" toolbarExtra={submitButton} />;

  const modal = (
    <ResultModal
      show={showModal}
      summary={summary}
      sectionTitle={sectionTitle}
      onHide={() => setShowModal(false)}
      onRetry={() => retry.mutate()}
      retrying={retry.isPending}
      studyLinks={studyLinks}
      nextAction={nextAction}
    />
  );

  if (variant === 'tutor') {
    const left = (
      <div>
        <h2 className="dodam-pane-title">평가 문제</h2>
        <ProblemProgress problems={problems} results={results} />
        <div className="d-flex flex-column gap-2 mb-3">
          {problems.map((p, i) => {
            const status = statusOf(results.get(p.id));
            const open = i === index;
            return (
              <Card key={p.id} className={`dodam-problem-card${open ? ' is-current' : ''}`} data-status={status}>
                <Card.Header className="d-flex align-items-center gap-2 bg-transparent">
                  <button type="button" className="btn btn-link p-0 text-start text-decoration-none flex-grow-1 fw-semibold" aria-expanded={open} onClick={() => goTo(i)}>
                    문제 {i + 1}. {p.title}
                  </button>
                  <Badge bg={status === 'correct' ? 'success' : status === 'wrong' ? 'danger' : 'secondary'}>{STATUS_LABEL[status]}</Badge>
                </Card.Header>
                {open ? (
                  <Card.Body>
                    <ProblemBody problem={p} hintOpen={hintOpen} onToggleHint={() => setHintOpen((o) => !o)} />
                  </Card.Body>
                ) : null}
              </Card>
            );
          })}
        </div>
        {completionCard}
      </div>
    );
    const right = (
      <div className="d-flex flex-column gap-3">
        <h2 className="dodam-pane-title">평가 결과</h2>
        {submitError ? (
          <Alert variant="danger" className="py-2 mb-0" onClose={() => setSubmitError(null)} dismissible>
            {submitError}
          </Alert>
        ) : null}
        {current ? <ResultCard result={current} tutor={tutorContext} /> : null}
        {pendingHint}
        <ExampleCheck runner={runner} problem={problem} />
        <RunnerResults runner={runner} emptyText="실행을 누르면 예시 입력으로 실행한 결과가 여기에 나와요." maxHeight={240} />
        <div>
          <h3 className="h6">답안 작성 · 문제 {index + 1}</h3>
          {editor}
        </div>
      </div>
    );
    return (
      <>
        {renderPanes(left, right)}
        {modal}
      </>
    );
  }

  const left = (
    <div>
      <h2 className="dodam-pane-title">평가 문제</h2>
      <ProblemProgress problems={problems} results={results} />
      {problemList}
      {advancedFrom && advancedFrom.index === index - 1 ? (
        <Alert variant="success" className="py-2" role="status" dismissible onClose={() => setAdvancedFrom(null)} data-testid="advanced-correct">
          ✓ 문제 {advancedFrom.index + 1} 「{advancedFrom.title}」 정답이에요! 다음 문제로 넘어왔어요.
        </Alert>
      ) : null}
      <article aria-labelledby={`problem-${problem.id}`} className="mb-3">
        <h3 id={`problem-${problem.id}`} className="h5">
          문제 {index + 1}. {problem.title}
        </h3>
        <ProblemBody problem={problem} hintOpen={hintOpen} onToggleHint={() => setHintOpen((o) => !o)} />
      </article>
      <h3 className="h6 mt-4">답안 작성</h3>
      {editor}
    </div>
  );
  const right = (
    <div>
      <h2 className="dodam-pane-title">평가 결과</h2>
      {resultArea}
    </div>
  );
  return (
    <>
      {renderPanes(left, right)}
      {modal}
    </>
  );
}

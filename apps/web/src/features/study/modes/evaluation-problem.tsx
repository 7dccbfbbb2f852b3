// The problem side of the evaluation: submission status per problem, the progress bar, the
// numbered problem list, and one problem's question, example and hint.
import Button from 'react-bootstrap/Button';
import { OUTPUT_COMPARISON_RULE, describeRequirement, splitStatementExample, type EvaluationState, type ProblemResult, type PublicProblem } from '@dodam/contracts';
import { Markdown } from '@/components/markdown';
import { HintToggle } from './hint-toggle';
import { ProgressMeter } from '@/components/ui/progress-meter';

export type Status = 'correct' | 'wrong' | 'open';

export function statusOf(result: ProblemResult | undefined): Status {
  if (!result) return 'open';
  return result.correct ? 'correct' : 'wrong';
}

export const STATUS_LABEL: Record<Status, string> = { correct: '정답', wrong: '오답', open: '미제출' };

export function resultsById(state: EvaluationState | undefined): Map<string, ProblemResult> {
  return new Map((state?.results ?? []).map((r) => [r.problemId, r]));
}

/** Submitted, right and wrong of the evaluation: a text line over a bar, or (compact) both on one line. */
export function ProblemProgress({ problems, results, compact = false }: { problems: PublicProblem[]; results: Map<string, ProblemResult>; compact?: boolean }) {
  const total = problems.length;
  const correct = problems.filter((p) => results.get(p.id)?.correct).length;
  const wrong = problems.filter((p) => results.has(p.id) && !results.get(p.id)?.correct).length;
  return (
    <div className={compact ? 'd-flex align-items-center gap-2 mb-2' : 'mb-2'}>
      <div className={compact ? 'small text-nowrap' : 'd-flex justify-content-between small mb-1'}>
        <span>
          진행 <strong data-testid="evaluation-progress">{correct + wrong}</strong> / {total}
        </span>
        <span className="text-body-secondary">
          {compact ? ' · ' : ''}정답 {correct} · 오답 {wrong}
        </span>
      </div>
      <ProgressMeter
        label="평가 진행"
        value={((correct + wrong) / Math.max(1, total)) * 100}
        valueText={`${total}문제 중 ${correct + wrong}문제 제출 (정답 ${correct}, 오답 ${wrong})`}
        height={compact ? '0.5rem' : '0.6rem'}
        className={compact ? 'flex-grow-1' : undefined}
        segments={[
          { value: (correct / Math.max(1, total)) * 100, variant: 'success' },
          { value: (wrong / Math.max(1, total)) * 100, variant: 'danger' },
        ]}
      />
    </div>
  );
}

export function ProblemBody({ problem, hintOpen, onToggleHint }: { problem: PublicProblem; hintOpen: boolean; onToggleHint: () => void }) {
  // The example is shown once: from the problem's data, where the statement had it in prose.
  const example = splitStatementExample(problem.question);
  return (
    <>
      <Markdown headingOffset={2}>{example ? example.before : problem.question}</Markdown>
      <div className="row g-2 dodam-example-io mb-2">
        <div className="col-sm-6">
          <div className="small fw-semibold mb-1">
            예시 입력{example?.note ? <span className="fw-normal text-body-secondary"> ({example.note.replace(/`/g, '')})</span> : null}
          </div>
          <pre data-testid="example-input">{problem.example_inputs.length > 0 ? problem.example_inputs.join('\n') : '(입력 없음)'}</pre>
        </div>
        <div className="col-sm-6">
          <div className="small fw-semibold mb-1">예상 출력</div>
          <pre data-testid="expected-output">{problem.answer}</pre>
        </div>
      </div>
      {example?.after ? <Markdown headingOffset={2}>{example.after}</Markdown> : null}
      {problem.requirements?.length ? (
        <div className="small border-start border-3 border-warning ps-2 mb-2" data-testid="problem-requirements">
          <div className="fw-semibold mb-1">채점에서 코드로 확인하는 요구 사항</div>
          <Markdown>{problem.requirements.map((r) => `- ${describeRequirement(r)}`).join('\n')}</Markdown>
        </div>
      ) : null}
      <div className="small text-body-secondary mb-2">제출하면 숨겨진 테스트 {problem.test_count}개로 서버에서 채점해요.</div>
      <details className="small text-body-secondary mb-2" data-testid="output-comparison-rule">
        <summary>출력 비교 방법</summary>
        <ul className="mb-0 mt-1">
          {OUTPUT_COMPARISON_RULE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <HintToggle id={problem.id} hint={problem.hint} open={hintOpen} onToggle={onToggleHint} />
    </>
  );
}

export function ProblemList({
  problems,
  results,
  index,
  onPick,
}: {
  problems: PublicProblem[];
  results: Map<string, ProblemResult>;
  index: number;
  onPick: (index: number) => void;
}) {
  return (
    <div className="dodam-item-list" role="group" aria-label="평가 문제 목록">
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
            onClick={() => onPick(i)}
          >
            {i + 1}
            {status === 'correct' ? ' ✓' : status === 'wrong' ? ' ✗' : ''}
          </Button>
        );
      })}
    </div>
  );
}

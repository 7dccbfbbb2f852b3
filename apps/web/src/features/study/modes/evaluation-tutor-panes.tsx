// The evaluation in the tutor layout: problems as an accordion of cards on the left; results, the
// browser run and the answer editor on the right.
import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { PublicProblem } from '@dodam/contracts';
import { RunnerResults } from '@/components/python-console';
import { ProblemBody, ProblemProgress, STATUS_LABEL, statusOf } from './evaluation-problem';
import { ExampleCheck } from './evaluation-results';
import type { Evaluation } from './use-evaluation';

interface Blocks {
  completionCard: ReactNode;
  pendingHint: ReactNode;
  submitAlert: ReactNode;
  editor: ReactNode;
  result: ReactNode;
}

export function EvaluationTutorPanes({
  evaluation,
  problem,
  sectionId,
  renderPanes,
  blocks,
}: {
  evaluation: Evaluation;
  problem: PublicProblem;
  sectionId: string;
  renderPanes: (left: ReactNode, right: ReactNode) => ReactNode;
  blocks: Blocks;
}) {
  const { problems, results, index, runner, goTo } = evaluation;
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
                  <ProblemBody problem={p} hintOpen={evaluation.hintOpen} onToggleHint={evaluation.toggleHint} />
                </Card.Body>
              ) : null}
            </Card>
          );
        })}
      </div>
      {blocks.completionCard}
    </div>
  );
  const right = (
    <div className="d-flex flex-column gap-3">
      <h2 className="dodam-pane-title">평가 결과</h2>
      {blocks.submitAlert}
      {blocks.result}
      {blocks.pendingHint}
      <ExampleCheck runner={runner} problem={problem} sectionId={sectionId} />
      <RunnerResults runner={runner} emptyText="실행을 누르면 예시 입력으로 실행한 결과가 여기에 나와요." maxHeight={240} />
      <div>
        <h3 className="h6">답안 작성 · 문제 {index + 1}</h3>
        {blocks.editor}
      </div>
    </div>
  );
  return <>{renderPanes(left, right)}</>;
}

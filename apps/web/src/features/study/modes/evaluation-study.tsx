// 평가 (evaluation mode): problems with a progress bar, the current problem, an editor with a
// browser run for feedback, submission graded on the server, the result card, auto-advance after a
// correct answer, and the result modal once every problem is submitted. Results live on the
// server per section (and in the browser as a cache) and are restored on re-entry.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { isBlankCode } from '@dodam/contracts';
import { DraftResetButton, DraftStatus } from '@/components/code-draft';
import { RunnerEditor, RunnerResults } from '@/components/python-console';
import { CheckIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api/client';
import { useReconnecting } from '@/lib/connection';
import { ProblemBody, ProblemList, ProblemProgress } from './evaluation-problem';
import { CompletionCard, ExampleCheck, ResultCard } from './evaluation-results';
import { EvaluationTutorPanes } from './evaluation-tutor-panes';
import { LoadingLines } from './markdown-panel';
import { ResultModal } from './result-modal';
import { useEvaluation } from './use-evaluation';
import { WorkPane } from './work-pane';
import './learning-modes.css';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

export interface EvaluationStudyProps {
  sectionId: string;
  sectionTitle: string;
  variant: 'learning' | 'tutor';
  renderPanes: (left: ReactNode, right: ReactNode) => ReactNode;
  studyLinks: { video: string; practice: string };
  /** Offered in the result modal when the student passed (e.g. the next section). */
  nextAction?: { label: string; onClick: () => void };
}

export function EvaluationStudy({ sectionId, sectionTitle, variant, renderPanes, studyLinks, nextAction }: EvaluationStudyProps) {
  const evaluation = useEvaluation(sectionId);
  const reconnecting = useReconnecting();
  const { problemsQuery, problems, state, results, index, problem, runner, goTo, submit, retry, queuedAnswers } = evaluation;

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

  // This problem's answer is on its way: sent now, or kept in the browser until the server answers
  // (also after a reload, when nobody awaits the submission any more).
  const waitingHere = queuedAnswers.has(problem.id);
  const sending = submit.isPending || waitingHere;
  const submitButton = (
    <FocusSafeButton
      variant="success"
      onClick={() => submit.mutate({ problemId: problem.id, code: runner.code })}
      // aria-disabled, not disabled: grading or moving to the next (blank) problem keeps focus here.
      inactive={sending || complete || isBlankCode(runner.code)}
      title={complete ? '평가가 끝났어요. 다시 풀기로 새로 시작하세요.' : undefined}
      className="d-inline-flex align-items-center gap-1"
    >
      {sending ? <Spinner size="sm" animation="border" aria-hidden="true" /> : <CheckIcon size={16} />}
      {sending ? (reconnecting || !submit.isPending ? '연결되면 제출돼요…' : '채점 중…') : '제출하기'}
    </FocusSafeButton>
  );

  // Every answer of this section kept for the server, by problem number; not the one being graded
  // right now while the server answers (its button says 채점 중).
  const grading = submit.isPending && !reconnecting ? submit.variables?.problemId : undefined;
  const waitingNumbers = problems.map((p, i) => (queuedAnswers.has(p.id) && p.id !== grading ? i + 1 : 0)).filter((n) => n > 0);
  const queuedMarker =
    waitingNumbers.length > 0 ? (
      <Alert variant="warning" className="py-2 small mb-0" role="status" data-testid="queued-submission">
        {waitingNumbers.map((n) => `${n}번`).join(', ')} 문제의 답안을 이 기기에 보관했어요 · 연결되면 채점돼요.
      </Alert>
    ) : null;

  const completionCard =
    complete && summary ? <CompletionCard summary={summary} onShow={() => evaluation.setShowModal(true)} onRetry={() => retry.mutate()} retrying={retry.isPending} /> : null;

  const pendingHint =
    !complete && unanswered.length > 0 && results.size > 0 && index === lastIndex && current ? (
      <Alert variant="info" className="py-2 small mb-0">
        아직 제출하지 않은 문제가 있어요: {unanswered.map((i) => `${i + 1}번`).join(', ')}. 모두 제출하면 결과가 나와요.
      </Alert>
    ) : null;

  const submitAlert =
    queuedMarker || evaluation.submitError ? (
      <>
        {queuedMarker}
        {evaluation.submitError ? (
          <Alert variant="danger" className="py-2 mb-0" onClose={evaluation.dismissError} dismissible>
            {evaluation.submitError}
          </Alert>
        ) : null}
      </>
    ) : null;

  const editor = (
    <>
      <RunnerEditor
        runner={runner}
        label="답안 코드 편집기"
        {...(variant === 'learning' ? { height: 'fill' as const } : {})}
        status={<DraftStatus draft={evaluation.draft} />}
        toolbarExtra={
          <>
            {submitButton}
            <DraftResetButton draft={evaluation.draft} disabled={runner.busy} />
          </>
        }
      />
    </>
  );

  const modal = (
    <ResultModal
      show={evaluation.showModal}
      summary={summary}
      sectionTitle={sectionTitle}
      onHide={() => evaluation.setShowModal(false)}
      onRetry={() => retry.mutate()}
      retrying={retry.isPending}
      studyLinks={studyLinks}
      nextAction={nextAction}
    />
  );

  if (variant === 'tutor') {
    return (
      <>
        <EvaluationTutorPanes
          evaluation={evaluation}
          problem={problem}
          sectionId={sectionId}
          renderPanes={renderPanes}
          blocks={{ completionCard, pendingHint, submitAlert, editor, result: current ? <ResultCard result={current} tutor={tutorContext} reveal={evaluation.revealResult} onRevealed={evaluation.resultRevealed} /> : null }}
        />
        {modal}
      </>
    );
  }

  const left = (
    <WorkPane
      taskLabel="평가 문제 설명"
      task={
        <>
          <div className="dodam-task-head">
            <h2 className="dodam-pane-title">평가 문제</h2>
            <ProblemList problems={problems} results={results} index={index} onPick={goTo} />
          </div>
          <ProblemProgress problems={problems} results={results} compact />
          {evaluation.advancedFrom ? (
            <Alert variant="success" className="py-2" role="status" dismissible onClose={evaluation.dismissAdvanced} data-testid="advanced-correct">
              ✓ 문제 {evaluation.advancedFrom.index + 1} 「{evaluation.advancedFrom.title}」 정답이에요! 다음 문제로 넘어왔어요.
            </Alert>
          ) : null}
          <article aria-labelledby={`problem-${problem.id}`} className="mb-3">
            <h3 id={`problem-${problem.id}`} className="h6 fw-bold">
              문제 {index + 1}. {problem.title}
            </h3>
            <ProblemBody problem={problem} hintOpen={evaluation.hintOpen} onToggleHint={evaluation.toggleHint} />
          </article>
        </>
      }
      editor={
        <>
          <h3 className="h6">답안 작성</h3>
          {editor}
        </>
      }
    />
  );
  const right = (
    <div>
      <h2 className="dodam-pane-title">평가 결과</h2>
      <div className="d-flex flex-column gap-3">
        {submitAlert}
        {current ? (
          <div>
            <h3 className="h6">마지막 제출 결과</h3>
            <ResultCard result={current} tutor={tutorContext} reveal={evaluation.revealResult} onRevealed={evaluation.resultRevealed} />
          </div>
        ) : (
          <p className="text-body-secondary small mb-0">코드를 작성해 실행해 보고, 준비되면 제출하세요. 채점 결과가 여기에 나와요.</p>
        )}
        {pendingHint}
        <div>
          <h3 className="h6">브라우저 실행 결과</h3>
          <div className="d-flex flex-column gap-2">
            <ExampleCheck runner={runner} problem={problem} sectionId={sectionId} />
            <RunnerResults runner={runner} emptyText="실행을 누르면 예시 입력으로 실행한 결과가 여기에 나와요." maxHeight={260} />
          </div>
        </div>
        {completionCard}
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

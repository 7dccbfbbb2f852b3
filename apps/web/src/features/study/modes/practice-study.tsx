// 실습 (practice mode): pick an exercise, read its task, write code and run it in the browser.
// Learning screen: exercise and editor left, results and the AI tutor right. Tutor screen (spec):
// the tutor chat left, results with the editor below on the right.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PracticeExercise } from '@dodam/contracts';
import { Markdown, type RunnableExample } from '@/components/markdown';
import { DraftResetButton, DraftStatus } from '@/components/code-draft';
import { RunnerEditor, RunnerResults, TraceModal, type TraceTarget } from '@/components/python-console';
import { errorMessage } from '@/lib/api/client';
import { useCodeDraft } from '@/lib/drafts';
import { learningKeys } from '@/lib/api/learning';
import { useCodeRunner, type CompletedRun } from '@/python';
import { postLearningEvents } from '../api/learning';
import { usePractice, useSectionFence } from '../api/queries';
import { HintToggle } from './hint-toggle';
import { LoadingLines } from './markdown-panel';
import { TutorChatSlot, type TutorChatContext } from './tutor-chat-slot';
import { WorkPane } from './work-pane';
import './learning-modes.css';
import { FootprintsIcon } from '@/components/ui/icons';

export interface PracticeStudyProps {
  sectionId: string;
  variant: 'learning' | 'tutor';
  renderPanes: (left: ReactNode, right: ReactNode) => ReactNode;
  /** The tutor chat; defaults to the labelled slot (data-testid="tutor-chat-slot"). */
  renderTutorChat?: (context: TutorChatContext) => ReactNode;
}

// Code typed for an exercise is a draft (lib/drafts): kept locally and on the server, restored on
// reload, in another mode and on another device. Results are not: entering practice starts with an
// empty console (spec section 4).
export function PracticeStudy({ sectionId, variant, renderPanes, renderTutorChat }: PracticeStudyProps) {
  const practice = usePractice(sectionId);
  const queryClient = useQueryClient();
  const exercises = practice.data?.exercises ?? [];
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const [hintOpen, setHintOpen] = useState(false);
  // Browser runs never reach the server; record each one so teachers' dashboards count practice.
  const currentExercise = exercises.find((e) => e.id === exerciseId) ?? exercises[0];
  const onRunComplete = useCallback(
    (run: CompletedRun) => {
      // Solved (ADR 021): an error-free, not interrupted run of code the student wrote, not the untouched starter.
      const solved = !run.isError && !run.result.interrupted && currentExercise !== undefined && run.code.trim() !== currentExercise.starter_code.trim();
      const event = {
        kind: 'practice_run' as const,
        section_id: sectionId,
        success: !run.isError && !run.stopped,
        ...(run.stopped ? { stopped: true } : {}),
        ...(solved ? { solved: true } : {}),
        ...(currentExercise ? { exercise_id: currentExercise.id } : {}),
        ...(run.isError && run.explanation?.errorType ? { error_type: run.explanation.errorType } : {}),
      };
      postLearningEvents([event])
        // A solved exercise may have marked practice done: the progress bars read it again.
        .then(() => (solved ? queryClient.invalidateQueries({ queryKey: learningKeys.contentsRoot }) : undefined))
        .catch(() => undefined);
    },
    [sectionId, currentExercise, queryClient],
  );
  const fence = useSectionFence(sectionId);
  const runner = useCodeRunner({ onRunComplete, fence });
  const [traced, setTraced] = useState<TraceTarget | null>(null);
  const { load } = runner;
  const exercise: PracticeExercise | undefined = exercises.find((e) => e.id === exerciseId) ?? exercises[0];
  const draftItem = useMemo(() => (exercise ? { kind: 'practice' as const, section_id: sectionId, item_id: exercise.id } : null), [exercise, sectionId]);
  const draft = useCodeDraft({
    item: draftItem,
    starterCode: exercise?.starter_code ?? '',
    code: runner.code,
    apply: (code) => load(code, exercise?.example_inputs),
  });

  const choose = (id: string) => {
    setExerciseId(id);
    setHintOpen(false);
  };

  // '실행해 보기' inside the task text puts the example into the editor.
  const runExample = useCallback(
    (example: RunnableExample) => {
      load(example.code, example.inputs);
    },
    [load],
  );

  const chat: TutorChatContext = { sectionId, mode: 'practice', exerciseId: exercise?.id, code: runner.code, lastRun: runner.lastRun };
  const tutorChat = renderTutorChat ? renderTutorChat(chat) : <TutorChatSlot {...chat} />;

  const picker = (
    <div className="dodam-item-list" role="group" aria-label="실습 문제 고르기">
        {exercises.map((e, i) => (
          <Button
            key={e.id}
            size="sm"
            variant={e.id === exercise?.id ? 'primary' : 'outline-primary'}
            aria-pressed={e.id === exercise?.id}
            onClick={() => choose(e.id)}
            title={e.title}
            className="dodam-item-btn"
          >
            실습 {i + 1}
          </Button>
        ))}
    </div>
  );

  const task = exercise ? (
    <article className="mb-3" aria-labelledby={`exercise-${exercise.id}`}>
      <h3 id={`exercise-${exercise.id}`} className={variant === 'learning' ? 'h6 fw-bold' : 'h5'}>
        {exercise.title}
      </h3>
      <Markdown onRunExample={runExample} headingOffset={2}>
        {exercise.prompt}
      </Markdown>
      {exercise.example_inputs.length > 0 ? (
        <p className="small text-body-secondary mb-2">
          입력 칸에 예시 입력값을 미리 넣어 두었어요: <strong>{exercise.example_inputs.join(', ')}</strong>
        </p>
      ) : null}
      <HintToggle id={exercise.id} hint={exercise.hint} open={hintOpen} onToggle={() => setHintOpen((o) => !o)} />
    </article>
  ) : null;

  const editor = (
    <>
      <RunnerEditor
        runner={runner}
        {...(variant === 'learning' ? { height: 'fill' as const } : {})}
        status={<DraftStatus draft={draft} />}
        toolbarExtra={
          <>
            <DraftResetButton draft={draft} disabled={!exercise || runner.busy} />
            <Button variant="outline-primary" onClick={() => setTraced({ code: runner.code, inputs: [...runner.values] })} disabled={runner.busy || !runner.code.trim()}>
              <FootprintsIcon className="me-1" />
              코드 따라가기
            </Button>
          </>
        }
      />
    </>
  );
  const results = <RunnerResults runner={runner} emptyText="실행 버튼을 누르면 결과가 여기에 나와요." />;

  if (practice.isPending) return renderPanes(<LoadingLines lines={8} />, <LoadingLines lines={4} />);
  if (practice.isError || exercises.length === 0) {
    const message = practice.isError ? errorMessage(practice.error) : '이 섹션에는 실습 문제가 없어요.';
    return renderPanes(<Alert variant="warning">{message}</Alert>, <Alert variant="secondary">실습 문제를 불러오면 실행 결과가 여기에 나와요.</Alert>);
  }

  if (variant === 'tutor') {
    return renderPanes(
      <div className="d-flex flex-column gap-2">
        <h2 className="dodam-pane-title">AI 튜터와 실습</h2>
        <div className="mb-3">{picker}</div>
        {task}
        {tutorChat}
      </div>,
      <div className="d-flex flex-column gap-3">
        <h2 className="dodam-pane-title">코드 실행 결과</h2>
        {results}
        {editor}
      </div>,
    );
  }

  return renderPanes(
    <>
      <WorkPane
        taskLabel="실습 문제 설명"
        task={
          <>
            <div className="dodam-task-head">
              <h2 className="dodam-pane-title">실습 문제</h2>
              {picker}
            </div>
            {task}
          </>
        }
        editor={
          <>
            <h3 className="h6">코드 작성</h3>
            {editor}
          </>
        }
      />
      <TraceModal target={traced} onHide={() => setTraced(null)} />
    </>,
    <div className="d-flex flex-column gap-3">
      <div>
        <h2 className="dodam-pane-title">실행 결과</h2>
        {results}
      </div>
      {tutorChat}
    </div>,
  );
}

// The AI tutor chat of the practice screens: the chat gets the screen's context (section, mode,
// exercise or problem, the editor's code, the last run) and every finished run is added to the
// section's unified history ('code execution' + result), as the spec's unified history requires.
import { useEffect, useMemo, useRef } from 'react';
import type { LastRun } from '@dodam/contracts';
import type { CompletedRun } from '@/python';
import { ChatIcon } from '@/components/ui/icons';
import { TutorChat, type TutorChatHandle } from '../tutor-chat';

export interface TutorChatContext {
  sectionId: string;
  mode: 'practice' | 'evaluation';
  /** The practice exercise on screen (practice mode). */
  exerciseId?: string;
  /** The evaluation problem on screen (evaluation mode). */
  problemId?: string;
  /** The code in the editor right now. */
  code: string;
  /** The last finished browser run (output, error, Korean explanation, history entries), if any. */
  lastRun: CompletedRun | null;
}

function toLastRun(run: CompletedRun | null): LastRun | null {
  // A stopped run is not an error: no error to explain, no '이 오류에 대해 물어보기'.
  if (!run) return null;
  return { inputs: run.inputs, output: run.result.output, error: run.stopped ? null : run.result.error, success: !run.isError };
}

export function TutorChatSlot({ sectionId, mode, exerciseId, problemId, code, lastRun, className }: TutorChatContext & { className?: string }) {
  const chat = useRef<TutorChatHandle>(null);
  const recorded = useRef<CompletedRun | null>(null);
  useEffect(() => {
    if (lastRun && lastRun !== recorded.current) {
      recorded.current = lastRun;
      chat.current?.recordCodeRun(lastRun.history);
    }
  }, [lastRun]);
  const run = useMemo(() => toLastRun(lastRun), [lastRun]);

  return (
    <section className={`dodam-tutor-slot d-flex flex-column${className ? ` ${className}` : ''}`} aria-label="AI 튜터" data-testid="tutor-chat-slot">
      <h3 className="h6 d-flex align-items-center gap-2 mb-2">
        <ChatIcon size={18} /> AI 튜터
      </h3>
      <TutorChat
        ref={chat}
        sectionId={sectionId}
        mode={mode}
        code={code}
        lastRun={run}
        {...(exerciseId ? { exerciseId } : {})}
        {...(problemId ? { problemId } : {})}
        className="flex-grow-1"
      />
    </section>
  );
}

// What a lesson step gives the blocks inside its markdown: where a finished check, a predict choice
// and a '코드 따라가기' request go. Outside a lesson step (summaries, notes) there is none.
import { createContext, useContext } from 'react';
import type { RunnableExample } from './markdown';

export interface LessonHandlers {
  /** A check (predict question or task) of the step was met. */
  onCheckDone?: (id: string) => void;
  /** The learner picked a choice in a '예측해 보기' question. */
  onPredictAnswer?: (id: string, choice: number) => void;
  /** Opens the step-through view for an example. */
  onTrace?: (example: RunnableExample) => void;
  /** Ids of the checks already met (restored progress). */
  doneChecks?: ReadonlySet<string>;
}

export const LessonContext = createContext<LessonHandlers>({});
export const useLessonHandlers = () => useContext(LessonContext);

// What a finished browser run means for the UI: the spec's run-error rule, the Korean explanation
// (not for a stop the student asked for) and the unified-history entries. Used by the runner hook
// and by screens that record runs as learning events.
import { buildCodeRunHistory, explainPythonError, isRunError, type ConceptFence, type PythonErrorExplanation, type UnifiedHistoryEntry } from '@dodam/contracts';
import type { RunResult } from './client';

export interface CompletedRun {
  code: string;
  /** Input values as entered in the chips ('' = typed in the console or missing). */
  inputs: string[];
  result: RunResult;
  /** The spec's run-error rule (success false, or Traceback / SyntaxError / 'Error:' in the text). */
  isError: boolean;
  /** The student pressed Stop (not the time limit): its own kind of run, never an error to ask about. */
  stopped: boolean;
  explanation: PythonErrorExplanation | null;
  /** Unified-history entries for this run: 'code execution' and 'execution result' / 'execution error'. */
  history: [UnifiedHistoryEntry, UnifiedHistoryEntry];
}

/** `fence`: what the section has taught, so the card suggests nothing beyond it (default: open). */
export function completeRun(code: string, inputs: string[], result: RunResult, timeLimitMs: number, fence?: ConceptFence): CompletedRun {
  const text = result.output + (result.error && !result.interrupted ? result.error : '');
  const stopped = result.interrupted && !result.timedOut;
  const isError = !stopped && isRunError({ success: result.success, result: text });
  const explanation =
    !result.success && !(result.interrupted && !result.timedOut)
      ? explainPythonError(result.error, { code, timedOut: result.timedOut, interrupted: result.interrupted, timeLimitMs, fence })
      : null;
  return { code, inputs, result, isError, stopped, explanation, history: buildCodeRunHistory({ code, output: text, isError, stopped }) };
}

// The one Python runner of the app (practice, evaluation, the playground and the lesson's '실행해
// 보기'): input chips and their reset rules, prefilled values, interactive input(), run/stop, the
// time limit, the num1/num2 header, the run-error rule and Korean error explanations, as a hook so a
// screen can put the editor in one pane and the results in another (components/python-console).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  allInputsFilled,
  buildNumHeader,
  isBlankCode,
  missingInputsMessage,
  nextInputValues,
  type ConceptFence,
  type PythonErrorExplanation,
} from '@dodam/contracts';
import { DEFAULT_TIME_LIMIT_MS, preloadPython, type PythonRuntimeState } from './client';
import { completeRun, type CompletedRun } from './completed-run';
import { usePythonRun, usePythonRuntime, type PythonRunSession } from './use-python';
import { fillInputs, refillAfterReset } from './fill-inputs';

export interface CodeRunnerOptions {
  initialCode?: string;
  /** input() values to prefill (e.g. an example's `input=` values). */
  initialInputs?: readonly string[];
  /** 'auto': empty values may be typed in the console when the page is cross-origin isolated. */
  inputMode?: 'auto' | 'chips';
  timeLimitMs?: number;
  /**
   * After the reset rules empty the values (a big edit), put back the values given to the last
   * load(). The evaluation uses it so the example input stays ready for the feedback run.
   */
  keepLoadedInputs?: boolean;
  onRunComplete?: (run: CompletedRun) => void;
  /**
   * The concept fence of the section the run belongs to (practice, evaluation, lesson examples):
   * error cards then suggest only what was taught. Omitted (the playground): everything allowed.
   */
  fence?: ConceptFence;
}

export interface CodeRunner {
  code: string;
  setCode: (code: string) => void;
  /** Replace code and input values at once (an example, a starter, a saved draft). */
  load: (code: string, inputs?: readonly string[]) => void;
  values: readonly string[];
  setValue: (index: number, value: string) => void;
  run: () => void;
  stop: () => void;
  /** Empty the console and forget the last run (spec: entering practice clears code results). */
  clearResults: () => void;
  runtime: PythonRuntimeState;
  session: PythonRunSession;
  busy: boolean;
  interactive: boolean;
  alert: string | null;
  dismissAlert: () => void;
  explanation: PythonErrorExplanation | null;
  lastRun: CompletedRun | null;
  timeLimitMs: number;
}

export function useCodeRunner({
  initialCode = '',
  initialInputs,
  inputMode = 'auto',
  timeLimitMs = DEFAULT_TIME_LIMIT_MS,
  keepLoadedInputs = false,
  onRunComplete,
  fence,
}: CodeRunnerOptions = {}): CodeRunner {
  const [code, setCodeState] = useState(initialCode);
  const [values, setValues] = useState<readonly string[]>(() => fillInputs(initialCode, initialInputs));
  const [alert, setAlert] = useState<string | null>(null);
  const [explanation, setExplanation] = useState<PythonErrorExplanation | null>(null);
  const [lastRun, setLastRun] = useState<CompletedRun | null>(null);
  const runtime = usePythonRuntime();
  const session = usePythonRun();
  // The editor reports every keystroke; the reset rules compare with the code before that edit.
  const codeRef = useRef(code);
  const loadedInputs = useRef<readonly string[]>(initialInputs ?? []);

  useEffect(() => {
    preloadPython();
  }, []);

  const setCode = useCallback(
    (next: string) => {
      const before = codeRef.current;
      codeRef.current = next;
      setValues((prev) => {
        const after = nextInputValues(before, next, prev);
        return keepLoadedInputs ? refillAfterReset(prev, after, loadedInputs.current) : after;
      });
      setCodeState(next);
    },
    [keepLoadedInputs],
  );

  const { clear } = session;
  const clearResults = useCallback(() => {
    clear();
    setExplanation(null);
    setLastRun(null);
    setAlert(null);
  }, [clear]);

  const load = useCallback(
    (next: string, inputs?: readonly string[]) => {
      codeRef.current = next;
      loadedInputs.current = inputs ?? [];
      setCodeState(next);
      setValues(fillInputs(next, inputs));
      clearResults();
    },
    [clearResults],
  );

  const setValue = useCallback((index: number, value: string) => {
    setValues((prev) => prev.map((v, i) => (i === index ? value : v)));
    setAlert(null);
  }, []);

  const busy = session.phase !== 'idle';
  const interactive = inputMode === 'auto' && runtime.interactiveAvailable;

  const run = useCallback(async () => {
    if (busy) return;
    if (isBlankCode(code)) return; // spec: a run of blank code is ignored
    if (!interactive && !allInputsFilled(values)) {
      setAlert(missingInputsMessage(values));
      return;
    }
    setAlert(null);
    setExplanation(null);
    const inputs = [...values];
    const result = await session.run(code, {
      inputs: inputs.map((v) => (v === '' ? null : v)),
      interactive,
      timeLimitMs,
      header: buildNumHeader(code, inputs),
    });
    if (!result) return;
    const completed = completeRun(code, inputs, result, timeLimitMs, fence);
    setExplanation(completed.explanation);
    setLastRun(completed);
    onRunComplete?.(completed);
  }, [busy, code, interactive, values, session, timeLimitMs, onRunComplete, fence]);

  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  }, [run]);
  const stableRun = useCallback(() => void runRef.current(), []);

  return {
    code,
    setCode,
    load,
    values,
    setValue,
    run: stableRun,
    stop: session.stop,
    clearResults,
    runtime,
    session,
    busy,
    interactive,
    alert,
    dismissAlert: () => setAlert(null),
    explanation,
    lastRun,
    timeLimitMs,
  };
}

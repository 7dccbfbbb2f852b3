// React bindings of the Python runtime: its state (loading / ready / running, version) and a run
// session with a console whose updates are batched per animation frame, so a print flood cannot
// freeze the page.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PYTHON_MSG } from '@dodam/contracts';
import {
  MAX_OUTPUT_CHARS,
  getPythonRuntime,
  type PythonRun,
  type PythonRuntime,
  type PythonRuntimeState,
  type RunOptions,
  type RunResult,
} from './client';
import { appendToConsole, compactAdditions, formatCharLimit, type ConsoleAddition, type ConsoleSegment } from './console-model';

/** The shared runtime's state; re-renders when it changes. */
export function usePythonRuntime(runtime: PythonRuntime = getPythonRuntime()): PythonRuntimeState {
  return useSyncExternalStore(runtime.subscribe, runtime.getState, runtime.getState);
}

export type RunPhase = 'idle' | 'waiting-runtime' | 'running' | 'waiting-input' | 'stopping';

export interface PythonRunSession {
  phase: RunPhase;
  /** Console content of the current (or last) run. */
  segments: ConsoleSegment[];
  /** The prompt line while the program waits for typed input, otherwise null. */
  prompt: string | null;
  /** Result of the last finished run. */
  result: RunResult | null;
  /** Runs the code; resolves with the result, or null when a run is already in progress. */
  run: (code: string, options?: Omit<RunOptions, 'onEvent'>) => Promise<RunResult | null>;
  stop: () => void;
  /** Answers the input prompt; null sends end of input. */
  sendInput: (line: string | null) => void;
  /** Empties the console and forgets the last result. */
  clear: () => void;
}

export function usePythonRun(runtime: PythonRuntime = getPythonRuntime()): PythonRunSession {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [segments, setSegments] = useState<ConsoleSegment[]>([]);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [result, setResult] = useState<RunResult | null>(null);
  const pending = useRef<ConsoleAddition[]>([]);
  const frame = useRef<number | null>(null);
  const handle = useRef<PythonRun | null>(null);

  const flush = useCallback(() => {
    if (frame.current !== null) {
      cancelAnimationFrame(frame.current);
      frame.current = null;
    }
    if (pending.current.length === 0) return;
    const additions = compactAdditions(pending.current);
    pending.current = [];
    setSegments((prev) => appendToConsole(prev, additions));
  }, []);

  const enqueue = useCallback(
    (addition: ConsoleAddition) => {
      pending.current.push(addition);
      if (frame.current === null) {
        frame.current = requestAnimationFrame(() => {
          frame.current = null;
          flush();
        });
      }
    },
    [flush],
  );

  // Leaving the screen stops the program, so a runaway loop does not hold the worker.
  useEffect(
    () => () => {
      handle.current?.stop();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const run = useCallback(
    async (code: string, options: Omit<RunOptions, 'onEvent'> = {}): Promise<RunResult | null> => {
      if (handle.current) return null;
      pending.current = [];
      setSegments([]);
      setResult(null);
      setPrompt(null);
      setPhase(runtime.getState().status === 'ready' ? 'running' : 'waiting-runtime');
      let current: PythonRun;
      try {
        current = runtime.run(code, {
          ...options,
          onEvent: (event) => {
            if (event.type === 'started') setPhase('running');
            else if (event.type === 'output') enqueue({ kind: event.stream, text: event.text });
            else {
              flush();
              setPrompt(event.prompt);
              setPhase('waiting-input');
            }
          },
        });
      } catch {
        setPhase('idle');
        return null;
      }
      handle.current = current;
      const res = await current.result;
      handle.current = null;
      flush();
      const tail: ConsoleAddition[] = [];
      if (res.truncated) tail.push({ kind: 'notice', text: PYTHON_MSG.truncated(formatCharLimit(MAX_OUTPUT_CHARS)) });
      if (res.timedOut) {
        tail.push({ kind: 'notice', text: PYTHON_MSG.timeLimit(Math.round((options.timeLimitMs ?? 10_000) / 100) / 10) });
      } else if (res.interrupted) {
        tail.push({ kind: 'notice', text: PYTHON_MSG.stopped });
      } else if (res.error) {
        tail.push({ kind: 'error', text: res.error });
      }
      setSegments((prev) => appendToConsole(prev, tail));
      setPrompt(null);
      setPhase('idle');
      setResult(res);
      return res;
    },
    [runtime, enqueue, flush],
  );

  const stop = useCallback(() => {
    if (!handle.current) return;
    setPhase('stopping');
    handle.current.stop();
  }, []);

  const sendInput = useCallback((line: string | null) => {
    if (!handle.current) return;
    setPrompt(null);
    setPhase('running');
    handle.current.sendInput(line);
  }, []);

  const clear = useCallback(() => {
    pending.current = [];
    setSegments([]);
    setResult(null);
  }, []);

  return { phase, segments, prompt, result, run, stop, sendInput, clear };
}

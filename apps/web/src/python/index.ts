// Python in the browser: a Pyodide worker behind a typed client, plus React bindings.
export {
  DEFAULT_TIME_LIMIT_MS,
  HARD_STOP_AFTER_MS,
  MAX_OUTPUT_CHARS,
  PythonRuntime,
  getPythonRuntime,
  preloadPython,
  type PythonRun,
  type PythonRuntimeState,
  type PythonStatus,
  type RunEvent,
  type RunOptions,
  type RunResult,
} from './client';
export { appendToConsole, consoleText, type ConsoleKind, type ConsoleSegment } from './console-model';
export { usePythonRun, usePythonRuntime, type PythonRunSession, type RunPhase } from './use-python';
export { useCodeRunner, type CodeRunner, type CodeRunnerOptions } from './use-code-runner';
export { completeRun, type CompletedRun } from './completed-run';
export { fillInputs, refillAfterReset } from './fill-inputs';

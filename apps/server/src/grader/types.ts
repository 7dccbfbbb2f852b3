// Public types of the grader: the sandbox that runs untrusted student Python on the server.
import type { StructureRule, StructureVerdict } from '@dodam/contracts';

/**
 * 'isolated': OS boundary (namespaces, pivot_root into a read-only minimal tree, no network, seccomp,
 * rlimits, unprivileged uid) plus the audit-hook layer. 'degraded': no namespaces available (macOS,
 * unprivileged container): rlimits, seccomp where possible, audit hooks and a scrubbed environment.
 */
export type SandboxMode = 'isolated' | 'degraded';

/** How a run ended. 'killed': crashed by a signal, or stopped because the sandbox was closed. */
export type RunStatus = 'ok' | 'error' | 'timeout' | 'memory' | 'output_limit' | 'killed';

export interface SandboxLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface SandboxOptions {
  /** Warm processes, each good for one run; also the maximum number of concurrent runs. Default: cores + 1. */
  poolSize?: number;
  /** Runs waiting for a process; beyond this run() rejects with SandboxBusyError. Default 64. */
  queueLimit?: number;
  /** Longest wait in the queue; a run still waiting then rejects with SandboxBusyError. Default 30000 ms. */
  queueTimeoutMs?: number;
  /** Wall-clock limit of a run when the request names none. Default 5000 ms. */
  defaultTimeLimitMs?: number;
  /** Upper bound for a requested time limit. Default 10000 ms. */
  maxTimeLimitMs?: number;
  /** Address-space limit of the Python process. Default 256 MB. */
  memoryLimitMb?: number;
  /** Kept bytes of stdout, and separately of stderr; more stops the run ('output_limit'). Default 65536. */
  outputLimitBytes?: number;
  /** Python interpreter (3.9+). Default: python3 found on PATH, resolved to the real executable. */
  pythonPath?: string;
  /** 'auto' (default) picks 'isolated' when the namespaces work here, else 'degraded' with a warning. */
  mode?: 'auto' | SandboxMode;
  /** Size of the writable scratch directory of a run (tmpfs in isolated mode). Default 16 MB. */
  workspaceLimitMb?: number;
  /** Threads a program may start (processes are never allowed). Default 8. */
  maxThreads?: number;
  /** Where setup problems and the degraded-mode warning go. Default: console. */
  logger?: SandboxLogger;
}

export interface RunRequest {
  code: string;
  /** Lines fed to input(), in order; sent as the lines joined by '\n' plus a final newline. */
  stdin?: string[];
  /** Wall-clock limit, clamped to maxTimeLimitMs. */
  timeLimitMs?: number;
}

export interface RunResult {
  /** status === 'ok': the program ran to the end and exited with code 0. */
  success: boolean;
  stdout: string;
  /** Python's error output; tracebacks name the student's code "main.py" with its own line numbers. */
  stderr: string;
  /** Exit code of the program; null when it was stopped or died by a signal. */
  exitCode: number | null;
  timedOut: boolean;
  memoryExceeded: boolean;
  /** stdout or stderr went past outputLimitBytes and was cut. */
  truncated: boolean;
  durationMs: number;
  status: RunStatus;
  /** Korean explanation for timeout, memory, output_limit and killed; null otherwise. */
  message: string | null;
}

export interface GradeTestCase {
  inputs: string[];
  expected_output: string;
}

export interface GradeOptions {
  timeLimitMs?: number;
  /** Also run the program on these example inputs (in the same sandbox process); see GradeResult.example. */
  example?: string[];
  /**
   * Requirements about how it is solved (contracts python/structure.ts): checked with Python's ast in
   * the same sandbox process (one more forked case); see GradeResult.structure.
   */
  requirements?: readonly StructureRule[];
}

export interface GradeTestResult {
  index: number;
  passed: boolean;
  status: RunStatus;
  /** First 2 KB of the output. */
  stdout: string;
  /** Last 1 KB of the error output (where the error message is). */
  stderr: string;
  message: string | null;
  durationMs: number;
}

export interface GradeResult {
  passed: number;
  total: number;
  /** At least one test, and every test passed. */
  allPassed: boolean;
  results: GradeTestResult[];
  /** The run on GradeOptions.example, when asked for (full output, like run()). */
  example?: RunResult;
  /**
   * The structure check, when requirements were given: null when the checker did not finish (nothing
   * is claimed then); `parsed` false when the program does not parse (its tests fail anyway).
   */
  structure?: StructureVerdict | null;
}

export interface SandboxStats {
  mode: SandboxMode;
  /** False when Python cannot be started here; runs then reject with SandboxUnavailableError. */
  available: boolean;
  poolSize: number;
  /** Fresh processes ready for a single run. */
  idle: number;
  /** Batch processes ready for a grading (poolSize of them, started with the pool). */
  batchIdle: number;
  busy: number;
  starting: number;
  queued: number;
  queueLimit: number;
  /** Runs finished since creation. */
  completed: number;
  /** Processes that died before becoming ready, since creation. */
  spawnFailures: number;
  python: string | null;
}

export interface Sandbox {
  readonly mode: SandboxMode;
  sandboxMode(): SandboxMode;
  /** Runs one program in a fresh process. Rejects only with SandboxBusyError, SandboxClosedError or SandboxUnavailableError. */
  run(request: RunRequest): Promise<RunResult>;
  /**
   * Runs every test in one sandbox process, each in its own forked child with a pristine interpreter
   * (nothing a test changes reaches the next; a crash or timeout ends that test only); rejects with
   * SandboxBusyError before starting if the queue is full.
   */
  grade(code: string, tests: readonly GradeTestCase[], options?: GradeOptions): Promise<GradeResult>;
  stats(): SandboxStats;
  /** Pids of the pool's processes (each the top of one sandbox: unshare, or the interpreter in degraded mode); for RSS monitoring and leak checks. */
  processIds(): number[];
  /** Kills every process (running runs resolve as 'killed', queued ones reject) and waits for them to exit. */
  close(): Promise<void>;
}

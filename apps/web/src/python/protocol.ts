// Messages between the page (client.ts) and the Pyodide worker (python.worker.ts).
//
// Shared memory, when the page is cross-origin isolated:
// - interrupt buffer (Int32Array[1]): the page stores 2 (SIGINT) to stop the program; Pyodide
//   raises KeyboardInterrupt at the next check, and our time.sleep wakes up at once.
// - stdin buffer: Int32Array[2] header + UTF-8 bytes. The worker stores STDIN_WAITING and blocks in
//   Atomics.wait; the page writes the line (or EOF/cancel) and notifies.

export const STDIN_WAITING = 0;
export const STDIN_LINE = 1;
export const STDIN_EOF = 2;
export const STDIN_CANCEL = 3;
/** Bytes reserved for one typed line (longer lines are cut). */
export const STDIN_CAPACITY = 64 * 1024;
export const STDIN_HEADER_BYTES = 8;

export type OutputStream = 'stdout' | 'stderr' | 'stdin';

export interface OutputChunk {
  stream: OutputStream;
  text: string;
}

export interface InitMessage {
  type: 'init';
  interruptBuffer: SharedArrayBuffer | null;
  stdinBuffer: SharedArrayBuffer | null;
  /** Characters of stdout+stderr kept per run; the rest is dropped and the run marked truncated. */
  maxOutputChars: number;
}

export interface RunMessage {
  type: 'run';
  runId: number;
  code: string;
  /** Header run before the code in the same namespace (num1/num2 rule); its lines do not shift the code's. */
  header: string;
  /** Pre-filled input() values in order; null means "ask interactively" for that call. */
  inputs: (string | null)[];
  /** When the pre-filled values run out (or one is null), ask the page for a line. */
  interactive: boolean;
}

export type ToWorker = InitMessage | RunMessage;

export interface ReadyMessage {
  type: 'ready';
  pyodideVersion: string;
  pythonVersion: string;
  bootMs: number;
}

export interface BootErrorMessage {
  type: 'boot-error';
  message: string;
}

export interface OutputMessage {
  type: 'output';
  runId: number;
  chunks: OutputChunk[];
}

export interface InputRequestMessage {
  type: 'input-request';
  runId: number;
  /** Text of the current output line (the input() prompt, usually). */
  prompt: string;
}

/** The program waits for a standard module to download (stdlib_rest.py): not running time. */
export interface ModuleWaitMessage {
  type: 'module-wait';
  runId: number;
  waiting: boolean;
}

export interface DoneMessage {
  type: 'done';
  runId: number;
  /** Exception class name, null on success. */
  errorType: string | null;
  /** Formatted traceback (or SystemExit text), null on success. */
  error: string | null;
  /** Time spent running, without the time waiting for typed input. */
  durationMs: number;
  truncated: boolean;
  /** The interpreter could not be restored to a clean state (or failed): the page replaces it. */
  poisoned: boolean;
}

export type FromWorker = ReadyMessage | BootErrorMessage | OutputMessage | InputRequestMessage | ModuleWaitMessage | DoneMessage;

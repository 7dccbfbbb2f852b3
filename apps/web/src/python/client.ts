// The page side of the Python runtime: one Pyodide worker per page, booted in the background
// (preloadPython), a typed run() with streamed events, Stop (interrupt first, then terminate and
// respawn), a time limit, and transparent replacement of a crashed or poisoned interpreter.
import { STDIN_CANCEL, STDIN_CAPACITY, STDIN_EOF, STDIN_HEADER_BYTES, STDIN_LINE, type DoneMessage, type FromWorker, type OutputStream, type RunMessage } from './protocol';
import { MAX_OUTPUT_CHARS, createPythonWorker, initMessage, sharedBuffers, takeStartedWorker, type StartedWorker } from './early-boot';

export { MAX_OUTPUT_CHARS };

export type PythonStatus = 'idle' | 'loading' | 'ready' | 'running' | 'error';

export interface PythonRuntimeState {
  status: PythonStatus;
  /** e.g. '3.14.2', once booted. */
  pythonVersion: string | null;
  pyodideVersion: string | null;
  /** Boot time of the current worker (ms). */
  bootMs: number | null;
  /** Real interactive input() and instant Stop are available (page is cross-origin isolated). */
  interactiveAvailable: boolean;
  /** Why booting failed, when status is 'error'. */
  error: string | null;
}

export type RunEvent =
  | { type: 'output'; stream: OutputStream; text: string }
  | { type: 'input-request'; prompt: string }
  | { type: 'started' };

export interface RunOptions {
  /** Pre-filled input() values in order; null (or running out) asks interactively when allowed. */
  inputs?: readonly (string | null)[];
  /** Ask for missing input() values in the console (needs cross-origin isolation). Default true. */
  interactive?: boolean;
  /** Running time (typing excluded) after which the program is stopped. Default 10 s. */
  timeLimitMs?: number;
  /** Code run first in the same namespace (the num1/num2 header). */
  header?: string;
  onEvent?: (event: RunEvent) => void;
}

export interface RunResult {
  /** Finished without an exception (and was not stopped). */
  success: boolean;
  /** stdout and stderr as the program wrote them (typed input not included), capped. */
  output: string;
  /** Traceback text (or the reason the run ended), null on success. */
  error: string | null;
  /** Exception class name, e.g. 'NameError'. */
  errorType: string | null;
  durationMs: number;
  /** Stopped by the Stop button. */
  interrupted: boolean;
  /** Stopped by the time limit. */
  timedOut: boolean;
  /** Output exceeded the cap and was cut. */
  truncated: boolean;
}

export interface PythonRun {
  readonly result: Promise<RunResult>;
  /** Stop the program: KeyboardInterrupt first, a worker restart if it does not stop in 300 ms. */
  stop(): void;
  /** Answer an input-request with a typed line, or null for end of input (Ctrl+D). */
  sendInput(line: string | null): void;
}

export const DEFAULT_TIME_LIMIT_MS = 10_000;
/** How long an interrupt may take before the worker is terminated (sleep, C-level loops). */
export const HARD_STOP_AFTER_MS = 300;

interface ActiveRun {
  id: number;
  message: RunMessage;
  options: RunOptions;
  output: string[];
  started: boolean;
  waitingForInput: boolean;
  stopReason: 'user' | 'timeout' | null;
  remainingMs: number;
  clockStartedAt: number;
  limitTimer: ReturnType<typeof setTimeout> | null;
  killTimer: ReturnType<typeof setTimeout> | null;
  startedAt: number;
  resolve: (result: RunResult) => void;
}

type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = createPythonWorker;

export class PythonRuntime {
  private worker: Worker | null = null;
  private state: PythonRuntimeState;
  private readonly listeners = new Set<() => void>();
  private readonly interrupt: Int32Array | null;
  private readonly stdinCtrl: Int32Array | null;
  private readonly stdinBytes: Uint8Array | null;
  private readonly interruptBuffer: SharedArrayBuffer | null;
  private readonly stdinBuffer: SharedArrayBuffer | null;
  private readyWaiters: Array<() => void> = [];
  private active: ActiveRun | null = null;
  private queued: ActiveRun | null = null;
  private nextId = 1;

  /** A worker started before this runtime existed (early-boot.ts), taken over by the first spawn. */
  private started: StartedWorker | null;

  constructor(
    private readonly createWorker: WorkerFactory = defaultFactory,
    started: StartedWorker | null = createWorker === defaultFactory ? takeStartedWorker() : null,
  ) {
    const buffers = started ?? sharedBuffers();
    this.started = started;
    this.interruptBuffer = buffers.interruptBuffer;
    this.stdinBuffer = buffers.stdinBuffer;
    this.interrupt = this.interruptBuffer ? new Int32Array(this.interruptBuffer) : null;
    this.stdinCtrl = this.stdinBuffer ? new Int32Array(this.stdinBuffer, 0, 2) : null;
    this.stdinBytes = this.stdinBuffer ? new Uint8Array(this.stdinBuffer, STDIN_HEADER_BYTES) : null;
    this.state = {
      status: 'idle',
      pythonVersion: null,
      pyodideVersion: null,
      bootMs: null,
      interactiveAvailable: this.stdinBuffer !== null,
      error: null,
    };
  }

  // --- state for React (useSyncExternalStore) -----------------------------------------------
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PythonRuntimeState => this.state;

  private setState(patch: Partial<PythonRuntimeState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // --- worker lifecycle ----------------------------------------------------------------------
  /** Start booting in the background (idempotent). */
  preload(): void {
    if (!this.worker && this.state.status !== 'error') this.spawn();
  }

  /** Resolves when Python is ready (boots it if needed). Rejects when booting failed. */
  whenReady(): Promise<void> {
    this.preload();
    if (this.state.status === 'ready' || this.state.status === 'running') return Promise.resolve();
    if (this.state.status === 'error') return Promise.reject(new Error(this.state.error ?? 'boot failed'));
    return new Promise((resolve, reject) => {
      this.readyWaiters.push(() => (this.state.status === 'error' ? reject(new Error(this.state.error ?? '')) : resolve()));
    });
  }

  private spawn(): void {
    // A stop that ended the previous worker left the interrupt flag set; the new one starts clean.
    if (this.interrupt) Atomics.store(this.interrupt, 0, 0);
    const started = this.started;
    this.started = null;
    const worker = started?.worker ?? this.createWorker();
    this.worker = worker;
    this.setState({ status: 'loading', error: null });
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (this.worker === worker) this.handle(event.data);
    };
    worker.onerror = (event) => {
      if (this.worker !== worker) return;
      event.preventDefault();
      this.crash(event.message || 'worker error');
    };
    if (!started) {
      worker.postMessage(initMessage({ interruptBuffer: this.interruptBuffer, stdinBuffer: this.stdinBuffer }));
      return;
    }
    // Already booting (or booted): what it said before this runtime existed, in order.
    for (const message of started.messages) if (this.worker === worker) this.handle(message);
  }

  /** Replace the worker: terminate it (if any) and boot a new one in the background. */
  private respawn(): void {
    this.worker?.terminate();
    this.worker = null;
    this.spawn();
  }

  private crash(message: string): void {
    const run = this.active;
    const wasBooting = this.state.status === 'loading' && !run;
    if (run) this.finish(run, { errorType: 'RuntimeError', error: `${message}\n`, truncated: false, poisoned: true, durationMs: performance.now() - run.startedAt });
    if (wasBooting) {
      this.worker?.terminate();
      this.worker = null;
      this.setState({ status: 'error', error: message });
      this.flushReadyWaiters();
      this.failQueued(message);
      return;
    }
    this.respawn();
  }

  private flushReadyWaiters(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }

  private handle(message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        // The page's clock when the worker's ready arrived (bench/first-visit: the badge is drawn after it).
        performance.mark('dodam:ready-received');
        this.setState({
          status: 'ready',
          pythonVersion: message.pythonVersion,
          pyodideVersion: message.pyodideVersion,
          bootMs: Math.round(message.bootMs),
        });
        this.flushReadyWaiters();
        this.startQueued();
        return;
      case 'boot-error':
        this.worker?.terminate();
        this.worker = null;
        this.setState({ status: 'error', error: message.message });
        this.flushReadyWaiters();
        this.failQueued(message.message);
        return;
      case 'output': {
        const run = this.active;
        if (!run || run.id !== message.runId) return;
        for (const chunk of message.chunks) {
          if (chunk.stream !== 'stdin') run.output.push(chunk.text);
          run.options.onEvent?.({ type: 'output', stream: chunk.stream, text: chunk.text });
        }
        return;
      }
      case 'input-request': {
        const run = this.active;
        if (!run || run.id !== message.runId) return;
        run.waitingForInput = true;
        this.pauseClock(run);
        run.options.onEvent?.({ type: 'input-request', prompt: message.prompt });
        return;
      }
      case 'module-wait': {
        // Downloading the rest of the standard library on a first import is not the program's
        // running time: on slow classroom Wi-Fi it must not end a correct program as "too long".
        const run = this.active;
        if (!run || run.id !== message.runId || run.waitingForInput || run.stopReason) return;
        if (message.waiting && run.limitTimer) this.pauseClock(run);
        else if (!message.waiting && !run.limitTimer) this.resumeClock(run);
        return;
      }
      case 'done': {
        const run = this.active;
        if (!run || run.id !== message.runId) return;
        this.finish(run, message);
        if (message.poisoned) this.respawn();
        else this.setState({ status: 'ready' });
        return;
      }
    }
  }

  // --- runs ------------------------------------------------------------------------------------
  run(code: string, options: RunOptions = {}): PythonRun {
    if (this.active || this.queued) throw new Error('A Python program is already running');
    const id = this.nextId++;
    let resolve!: (result: RunResult) => void;
    const result = new Promise<RunResult>((r) => (resolve = r));
    const interactive = (options.interactive ?? true) && this.state.interactiveAvailable;
    const run: ActiveRun = {
      id,
      message: {
        type: 'run',
        runId: id,
        code,
        header: options.header ?? '',
        inputs: [...(options.inputs ?? [])],
        interactive,
      },
      options,
      output: [],
      started: false,
      waitingForInput: false,
      stopReason: null,
      remainingMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
      clockStartedAt: 0,
      limitTimer: null,
      killTimer: null,
      startedAt: performance.now(),
      resolve,
    };
    this.queued = run;
    this.preload();
    if (this.state.status === 'ready') this.startQueued();
    else if (this.state.status === 'error') this.failQueued(this.state.error ?? '');
    return {
      result,
      stop: () => this.stop(run, 'user'),
      sendInput: (line) => this.sendInput(run, line),
    };
  }

  private startQueued(): void {
    const run = this.queued;
    if (!run || !this.worker) return;
    this.queued = null;
    this.active = run;
    run.started = true;
    run.startedAt = performance.now();
    if (this.interrupt) Atomics.store(this.interrupt, 0, 0);
    this.setState({ status: 'running' });
    this.worker.postMessage(run.message);
    run.options.onEvent?.({ type: 'started' });
    this.resumeClock(run);
  }

  private failQueued(message: string): void {
    const run = this.queued;
    if (!run) return;
    this.queued = null;
    run.resolve({
      success: false,
      output: '',
      error: `${message}\n`,
      errorType: 'RuntimeError',
      durationMs: 0,
      interrupted: false,
      timedOut: false,
      truncated: false,
    });
  }

  private resumeClock(run: ActiveRun): void {
    run.clockStartedAt = performance.now();
    run.limitTimer = setTimeout(() => this.stop(run, 'timeout'), Math.max(0, run.remainingMs));
  }

  private pauseClock(run: ActiveRun): void {
    if (run.limitTimer) clearTimeout(run.limitTimer);
    run.limitTimer = null;
    run.remainingMs -= performance.now() - run.clockStartedAt;
  }

  private sendInput(run: ActiveRun, line: string | null): void {
    if (this.active !== run || !run.waitingForInput || !this.stdinCtrl || !this.stdinBytes) return;
    run.waitingForInput = false;
    if (line === null) {
      Atomics.store(this.stdinCtrl, 0, STDIN_EOF);
    } else {
      const bytes = new TextEncoder().encode(line);
      let length = Math.min(bytes.length, STDIN_CAPACITY);
      // Do not cut a multi-byte character in half.
      while (length < bytes.length && length > 0 && ((bytes[length] ?? 0) & 0xc0) === 0x80) length--;
      this.stdinBytes.set(bytes.subarray(0, length));
      Atomics.store(this.stdinCtrl, 1, length);
      Atomics.store(this.stdinCtrl, 0, STDIN_LINE);
    }
    Atomics.notify(this.stdinCtrl, 0);
    this.resumeClock(run);
  }

  private stop(run: ActiveRun, reason: 'user' | 'timeout'): void {
    if (this.queued === run) {
      this.queued = null;
      run.stopReason = reason;
      this.finish(run, { errorType: 'KeyboardInterrupt', error: 'KeyboardInterrupt\n', truncated: false, poisoned: false, durationMs: 0 });
      return;
    }
    if (this.active !== run || run.stopReason) return;
    run.stopReason = reason;
    if (run.limitTimer) clearTimeout(run.limitTimer);
    run.limitTimer = null;
    if (!this.interrupt) {
      this.hardStop(run);
      return;
    }
    Atomics.store(this.interrupt, 0, 2);
    Atomics.notify(this.interrupt, 0); // wakes an interruptible time.sleep
    if (run.waitingForInput && this.stdinCtrl) {
      Atomics.store(this.stdinCtrl, 0, STDIN_CANCEL);
      Atomics.notify(this.stdinCtrl, 0);
    }
    run.killTimer = setTimeout(() => this.hardStop(run), HARD_STOP_AFTER_MS);
  }

  // The interrupt did not work (time.sleep in C, a C-level loop, no shared memory): end the worker.
  private hardStop(run: ActiveRun): void {
    if (this.active !== run) return;
    this.finish(run, {
      errorType: 'KeyboardInterrupt',
      error: 'KeyboardInterrupt\n',
      truncated: false,
      poisoned: true,
      durationMs: performance.now() - run.startedAt,
    });
    this.respawn();
  }

  private finish(run: ActiveRun, done: Pick<DoneMessage, 'errorType' | 'error' | 'truncated' | 'durationMs' | 'poisoned'>): void {
    if (run.limitTimer) clearTimeout(run.limitTimer);
    if (run.killTimer) clearTimeout(run.killTimer);
    run.limitTimer = null;
    run.killTimer = null;
    if (this.active === run) this.active = null;
    const stopped = run.stopReason !== null;
    const interrupted = run.stopReason === 'user' || (!stopped && done.errorType === 'KeyboardInterrupt');
    run.resolve({
      success: done.errorType === null && !stopped,
      output: run.output.join(''),
      error: done.error ?? (stopped ? 'KeyboardInterrupt\n' : null),
      errorType: done.errorType ?? (stopped ? 'KeyboardInterrupt' : null),
      durationMs: Math.round(done.durationMs * 10) / 10,
      interrupted,
      timedOut: run.stopReason === 'timeout',
      truncated: done.truncated,
    });
  }

  /** Stop the current program (if any). */
  stopCurrent(): void {
    const run = this.active ?? this.queued;
    if (run) this.stop(run, 'user');
  }

  /** Terminate the worker for good (tests, page teardown). */
  dispose(): void {
    this.stopCurrent();
    this.worker?.terminate();
    this.worker = null;
    this.setState({ status: 'idle' });
  }
}

let shared: PythonRuntime | null = null;

/** The page's Python runtime (one worker shared by every screen). */
export function getPythonRuntime(): PythonRuntime {
  shared ??= new PythonRuntime();
  return shared;
}

/** Start booting Python in the background: call when a learning, practice or tutor screen opens. */
export function preloadPython(): void {
  getPythonRuntime().preload();
}

/**
 * After login, once the browser is idle: boot Python in the background, so a student who opens a
 * practice screen later finds it ready. Skipped when the user asked to save data or the device has
 * little memory (the interpreter takes ≈ 100 MB).
 */
export function preloadPythonWhenIdle(): void {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return;
  const nav = navigator as Navigator & { connection?: { saveData?: boolean }; deviceMemory?: number };
  if (nav.connection?.saveData || (nav.deviceMemory !== undefined && nav.deviceMemory < 2)) return;
  const start = () => getPythonRuntime().preload();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start);
  else setTimeout(start, 2000);
}


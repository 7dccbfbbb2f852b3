// Creating the Python worker, for the page's runtime (client.ts) and before it: this module is an
// entry of its own (vite.config.ts) that index.html loads ahead of the app's bundle, so on a page that
// runs Python the worker starts while the app's modules load and React renders; the runtime adopts
// it (issue 26: page open → Python ready). Kept free of other app modules: the browser runs it as
// soon as this one file has arrived.
import { STDIN_CAPACITY, STDIN_HEADER_BYTES, type FromWorker, type ToWorker } from './protocol';

/** Characters of output kept per run (the rest is dropped and the run marked truncated). */
export const MAX_OUTPUT_CHARS = 1_000_000;

/** Pages that run Python as soon as they open (ADR 007). */
export const PYTHON_PAGES = /^\/(playground|(learning\/[^/]+|tutor)\/(practice|evaluation))\/?$/;

/** A worker started before the runtime existed, with the messages it sent meanwhile. */
export interface StartedWorker {
  worker: Worker;
  interruptBuffer: SharedArrayBuffer | null;
  stdinBuffer: SharedArrayBuffer | null;
  /** Messages (and a load failure, as a boot-error) received before the runtime took the worker. */
  messages: FromWorker[];
}

declare global {
  // undefined: nothing started yet; null: the runtime exists (the early start must not run).
  var __dodamEarlyPython: StartedWorker | null | undefined;
}

/** Real interactive input() and instant Stop need shared memory (cross-origin isolation). */
export function isolated(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;
}

export function createPythonWorker(): Worker {
  return new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module', name: 'dodam-python' });
}

/** The shared buffers of one runtime (null without cross-origin isolation). */
export function sharedBuffers(): Pick<StartedWorker, 'interruptBuffer' | 'stdinBuffer'> {
  const shared = isolated();
  return {
    interruptBuffer: shared ? new SharedArrayBuffer(4) : null,
    stdinBuffer: shared ? new SharedArrayBuffer(STDIN_HEADER_BYTES + STDIN_CAPACITY) : null,
  };
}

export function initMessage(buffers: Pick<StartedWorker, 'interruptBuffer' | 'stdinBuffer'>): ToWorker {
  return { type: 'init', interruptBuffer: buffers.interruptBuffer, stdinBuffer: buffers.stdinBuffer, maxOutputChars: MAX_OUTPUT_CHARS };
}

/** The session's storage key (lib/session/token-storage.ts; not imported, see above). */
export const TOKEN_KEY = 'fastapi-token';

/** Does this page boot Python as soon as it opens? (Without a stored session the visitor goes to /login.) */
export function opensWithPython(pathname: string): boolean {
  if (!PYTHON_PAGES.test(pathname)) return false;
  try {
    return Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Starts the worker now and keeps what it says until the runtime takes it (takeStartedWorker).
 * Does nothing when the runtime already exists or the page does not run Python.
 */
export function startWorkerEarly(): void {
  if (globalThis.__dodamEarlyPython !== undefined || typeof Worker === 'undefined' || !opensWithPython(location.pathname)) return;
  performance.mark('dodam:python-early');
  const buffers = sharedBuffers();
  const worker = createPythonWorker();
  const started: StartedWorker = { worker, ...buffers, messages: [] };
  worker.onmessage = (event: MessageEvent<FromWorker>) => started.messages.push(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    started.messages.push({ type: 'boot-error', message: event.message || 'worker error' });
  };
  worker.postMessage(initMessage(buffers));
  globalThis.__dodamEarlyPython = started;
}

/** The early-started worker, if any; afterwards no early start happens on this page. */
export function takeStartedWorker(): StartedWorker | null {
  const started = globalThis.__dodamEarlyPython ?? null;
  globalThis.__dodamEarlyPython = null;
  return started;
}

startWorkerEarly();

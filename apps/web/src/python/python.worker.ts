/// <reference lib="webworker" />
// The Pyodide worker: boots Python from our own assets (Pyodide's core files in a versioned folder
// next to this bundle, restored from the build's memory snapshot when there is one), then runs one
// program per 'run' message synchronously (runPython-style calls keep KeyboardInterrupt inside
// Python; see DESIGN.md) and streams output.
import { loadPyodide } from 'pyodide';
import { PYTHON_HASH_SEED } from '@dodam/contracts/python/grading';
import runnerSource from './runner.py?raw';
import { applySparseSnapshot, readSparseSnapshot } from './sparse-snapshot';
import {
  STDIN_CANCEL,
  STDIN_CAPACITY,
  STDIN_EOF,
  STDIN_HEADER_BYTES,
  STDIN_LINE,
  STDIN_WAITING,
  type FromWorker,
  type InitMessage,
  type OutputChunk,
  type OutputStream,
  type RunMessage,
  type ToWorker,
} from './protocol';

declare const self: DedicatedWorkerGlobalScope;
/** File name of the build's Python memory snapshot next to the Pyodide files, or null (vite.config.ts). */
declare const __PYTHON_SNAPSHOT__: string | null | undefined;
const SNAPSHOT_FILE = typeof __PYTHON_SNAPSHOT__ === 'string' ? __PYTHON_SNAPSHOT__ : null;
/** Folder of Pyodide's core files next to this bundle in a build, or null in `vite dev` (vite.config.ts). */
declare const __PYODIDE_FOLDER__: string | null | undefined;
/** Pyodide's module JavaScript as patched by the build (next to Pyodide's files; scripts/patch-pyodide.mjs), or null in `vite dev`. */
declare const __PYODIDE_MODULE__: string | null | undefined;
/** The trimmed standard library a restored interpreter mounts (next to Pyodide's files), or null. */
declare const __PYTHON_STDLIB__: string | null | undefined;
const STDLIB_FILE = typeof __PYTHON_STDLIB__ === 'string' && typeof __PYODIDE_FOLDER__ === 'string' ? `${__PYODIDE_FOLDER__}${__PYTHON_STDLIB__}` : null;
// Next to this worker's bundle. (Not `new URL(…, import.meta.url)`: Vite rewrites that pattern to a
// path in the sources.)
const assetUrl = (name: string) => new URL(name, self.location.href).href;
// The grader's hash seed (contracts): set order and str hashes are the same on every page load. A
// restored snapshot keeps the seed it was made with (scripts/make-python-snapshot.mjs uses the same).
const PYODIDE_OPTIONS = {
  env: { PYTHONHASHSEED: PYTHON_HASH_SEED },
  ...(typeof __PYODIDE_FOLDER__ === 'string' ? { indexURL: assetUrl(__PYODIDE_FOLDER__) } : {}),
};
type CreatePyodideModule = NonNullable<NonNullable<Parameters<typeof loadPyodide>[0]>['createPyodideModule']>;
let pyodideModule: Promise<{ default: CreatePyodideModule }> | null = null;
/**
 * The build's patched module JavaScript of Pyodide (its dynamic-linking start made lazy, ADR 029),
 * loaded once; null in `vite dev`, where Pyodide loads its own.
 */
function patchedPyodideModule(): Promise<{ default: CreatePyodideModule }> | null {
  if (typeof __PYODIDE_FOLDER__ !== 'string' || typeof __PYODIDE_MODULE__ !== 'string') return null;
  pyodideModule ??= import(/* @vite-ignore */ assetUrl(`${__PYODIDE_FOLDER__}${__PYODIDE_MODULE__}`)) as Promise<{ default: CreatePyodideModule }>;
  return pyodideModule;
}

/** The runner module compiled into the snapshot (scripts/make-python-snapshot.mjs). */
const RUNNER_MODULE = '_dodam_runner';

type PyCallable = ((...args: unknown[]) => unknown) & { destroy?: () => void };
/** A Python dict seen from JavaScript (a PyProxy). */
type Namespace = { get(name: string): PyCallable };
interface PyResult {
  toJs(): unknown;
  destroy(): void;
}

const FLUSH_INTERVAL_MS = 30;
const FLUSH_CHARS = 32 * 1024;
/** What the Python side receives from readline() to raise KeyboardInterrupt. */
const READ_INTERRUPTED = -1;

let interrupt: Int32Array | null = null;
let stdinCtrl: Int32Array | null = null;
let stdinBytes: Uint8Array | null = null;
let maxOutputChars = 1_000_000;
let runFn: PyCallable | null = null;
/** True while the boot's warm-up run executes: its output is dropped, never posted. */
let warming = false;

// State of the run in progress.
let runId = 0;
let pending: OutputChunk[] = [];
let pendingChars = 0;
let lastFlush = 0;
let outputChars = 0;
let truncated = false;
let currentLine = '';
let inputs: (string | null)[] = [];
let interactive = false;
let waitMs = 0;

function post(message: FromWorker): void {
  self.postMessage(message);
}

function flush(): void {
  if (pending.length > 0 && !warming) post({ type: 'output', runId, chunks: pending });
  pending = [];
  pendingChars = 0;
  lastFlush = performance.now();
}

function push(stream: OutputStream, text: string): void {
  const last = pending[pending.length - 1];
  if (last && last.stream === stream && stream !== 'stdin') last.text += text;
  else pending.push({ stream, text });
  pendingChars += text.length;
  // The program runs synchronously, so no timer can fire: flush from inside the write calls.
  if (pendingChars >= FLUSH_CHARS || performance.now() - lastFlush >= FLUSH_INTERVAL_MS) flush();
}

function write(stream: 'stdout' | 'stderr', text: string): void {
  if (truncated) return;
  const room = maxOutputChars - outputChars;
  let kept = text;
  if (text.length > room) {
    kept = text.slice(0, Math.max(0, room));
    truncated = true;
  }
  outputChars += kept.length;
  if (kept === '') return;
  const nl = kept.lastIndexOf('\n');
  currentLine = nl >= 0 ? kept.slice(nl + 1) : currentLine + kept;
  if (currentLine.length > 500) currentLine = currentLine.slice(-500);
  push(stream, kept);
}

function takeInterrupt(): boolean {
  if (interrupt && Atomics.load(interrupt, 0) !== 0) {
    Atomics.store(interrupt, 0, 0);
    return true;
  }
  return false;
}

// Called by sys.stdin.readline(): a pre-filled value, a typed line, EOF (undefined → None) or
// READ_INTERRUPTED when Stop was pressed.
function readline(): string | number | undefined {
  if (takeInterrupt()) return READ_INTERRUPTED;
  if (inputs.length > 0) {
    const value = inputs.shift();
    if (value !== null && value !== undefined) {
      echo(value);
      return value;
    }
    if (!interactive) return undefined;
  } else if (!interactive) {
    return undefined;
  }
  if (!stdinCtrl || !stdinBytes) return undefined;
  Atomics.store(stdinCtrl, 0, STDIN_WAITING);
  flush();
  post({ type: 'input-request', runId, prompt: currentLine });
  const started = performance.now();
  Atomics.wait(stdinCtrl, 0, STDIN_WAITING);
  waitMs += performance.now() - started;
  const state = Atomics.load(stdinCtrl, 0);
  if (state === STDIN_CANCEL || takeInterrupt()) {
    takeInterrupt();
    return READ_INTERRUPTED;
  }
  if (state === STDIN_EOF) return undefined;
  if (state !== STDIN_LINE) return undefined;
  const length = Math.min(Atomics.load(stdinCtrl, 1), STDIN_CAPACITY);
  // TextDecoder refuses views of shared memory: copy first.
  const line = new TextDecoder().decode(stdinBytes.slice(0, length));
  echo(line);
  return line;
}

function echo(line: string): void {
  currentLine = '';
  push('stdin', `${line}\n`);
}

let moduleWaitStarted = 0;
// Called by stdlib_rest.py around the download of the full standard library: the page stops the
// run's clock meanwhile, and the run's duration leaves it out, as for input().
function moduleWait(waiting: boolean): void {
  if (waiting) moduleWaitStarted = performance.now();
  else waitMs += performance.now() - moduleWaitStarted;
  if (warming) return;
  flush();
  post({ type: 'module-wait', runId, waiting });
}

// time.sleep replacement: waits on the interrupt buffer so Stop ends it immediately.
function sleep(ms: number): boolean {
  if (!interrupt) return false;
  if (takeInterrupt()) return true;
  Atomics.wait(interrupt, 0, 0, Math.max(0, ms));
  return takeInterrupt();
}

/** The interpreter as loaded by startInterpreter(), and whether it came from the snapshot. */
interface Loaded {
  py: Awaited<ReturnType<typeof loadPyodide>>;
  restored: boolean;
}

/** performance.now() when this worker started loading Python (bootMs counts from here). */
let loadStarted = 0;

/**
 * Loads the interpreter at once, when this worker's script runs: the init message only brings the
 * shared buffers, which nothing needs before the interpreter is up. A message posted right after
 * `new Worker` is delivered only once the page's main thread hands it over, and on a reload that
 * thread is busy evaluating the app's modules (30–130 ms of idle worker between its script and the
 * message in traces; bench/README.md).
 */
function startInterpreter(): Promise<Loaded> {
  loadStarted = performance.now();
  performance.mark('dodam:start');
  // Low-level writes (C code, os.write) bypass sys.stdout; route them to the same console.
  const options = {
    ...PYODIDE_OPTIONS,
    stdout: (text: string) => write('stdout', `${text}\n`),
    stderr: (text: string) => write('stderr', `${text}\n`),
  };
  const loaded = loadFromSnapshot(options).then(
    (py) => ({ py, restored: true }),
    async (error: unknown) => {
      if (SNAPSHOT_FILE) console.warn('Python snapshot not used, booting without it:', error);
      const patched = patchedPyodideModule();
      const py = await loadPyodide(patched ? { ...options, createPyodideModule: async (settings) => (await patched).default(settings) } : options);
      return { py, restored: false };
    },
  );
  // When the interpreter is up, apart from when the init message let boot() go on ('dodam:interpreter'):
  // a gap between the two is the worker waiting for the page, not working (bench/README.md).
  loaded.then(() => performance.mark('dodam:loaded')).catch(() => undefined);
  return loaded;
}

async function boot(message: InitMessage): Promise<void> {
  // Marks of the boot's steps (bench/first-visit reads them).
  performance.mark('dodam:boot');
  maxOutputChars = message.maxOutputChars;
  if (message.interruptBuffer) interrupt = new Int32Array(message.interruptBuffer);
  if (message.stdinBuffer) {
    stdinCtrl = new Int32Array(message.stdinBuffer, 0, 2);
    stdinBytes = new Uint8Array(message.stdinBuffer, STDIN_HEADER_BYTES);
  }
  try {
    const { py, restored } = await interpreter;
    performance.mark('dodam:interpreter');
    if (interrupt) {
      Atomics.store(interrupt, 0, 0);
      py.setInterruptBuffer(interrupt);
    }
    // A restored interpreter already holds the compiled runner; otherwise compile it now.
    const ns = (restored ? runnerNamespace(py.pyimport(RUNNER_MODULE) as PyModule) : py.toPy({})) as Namespace;
    if (!restored) py.runPython(runnerSource, { globals: ns as never, filename: '<dodam-runner>' });
    const setup = ns.get('setup');
    const pythonVersion = String(
      setup(
        (text: string) => write('stdout', text),
        (text: string) => write('stderr', text),
        readline,
        interrupt ? sleep : undefined,
      ),
    );
    runFn = ns.get('run');
    performance.mark('dodam:ready');
    post({ type: 'ready', pyodideVersion: py.version, pythonVersion, bootMs: performance.now() - loadStarted });
    // The warm-up runs in this same task, so a run the page sends at once waits for it (its message
    // is handled after this task) and still finds the Stop path compiled.
    if (restored) warmUp(py);
    // Storing the decoded snapshot (11 MB) and the WebAssembly (9.6 MB) waits until Python is ready:
    // it must not slow the start. A snapshot that could not be restored is not kept.
    if (restored) keepSnapshot?.();
    keepSnapshot = null;
    keepRuntime?.();
    keepRuntime = null;
  } catch (error) {
    post({ type: 'boot-error', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * After a snapshot restore the WebAssembly functions of the interrupt, exception and traceback paths
 * have never run in this instance and are compiled on first use, which made the first Stop take
 * longer than the client waits before it restarts Python. One interrupted run during boot compiles
 * them (its output is dropped).
 */
function warmUp(py: Awaited<ReturnType<typeof loadPyodide>>): void {
  if (!runFn || !interrupt) return;
  warming = true;
  // The warm-up is interrupted through a flag of its own, not the page's shared one: the page clears
  // the shared flag when it adopts this worker and when it starts a run, and either can happen while
  // this loop waits for its interrupt (the worker now gets ready without waiting for the page), which
  // left the loop running forever.
  const own = new Int32Array([2]);
  py.setInterruptBuffer(own);
  try {
    const result = runFn('while True:\n    pass\n', '') as PyResult;
    result.destroy();
  } catch {
    // a failed warm-up only means the first Stop is slower
  } finally {
    py.setInterruptBuffer(interrupt);
    warming = false;
    pending = [];
    pendingChars = 0;
    outputChars = 0;
    currentLine = '';
  }
}

/**
 * Restores the interpreter from the build's memory snapshot (downloaded alongside the WebAssembly);
 * rejects when there is none or it cannot be used, and the caller then boots the normal way.
 */
async function loadFromSnapshot(options: Parameters<typeof loadPyodide>[0]): ReturnType<typeof loadPyodide> {
  if (!SNAPSHOT_FILE || typeof __PYODIDE_FOLDER__ !== 'string') throw new Error('no snapshot in this build');
  const indexURL = assetUrl(__PYODIDE_FOLDER__);
  // The WebAssembly is compiled while the snapshot arrives, not after (loadPyodide would start
  // compiling only once the snapshot's bytes are in hand).
  const runtime = compileRuntimeEarly(`${indexURL}pyodide.asm.wasm`, storageDirectory());
  // What Pyodide imports at start is in the snapshot: the trimmed library adds the courses' modules
  // (≈ 0.1 MB over the air instead of 2.5 MB, issue 26); any other module comes from the full zip on
  // first import (stdlib_rest.py).
  const trimmed = STDLIB_FILE ? { stdLibURL: assetUrl(STDLIB_FILE) } : {};
  const smallModules = reuseSmallModules();
  let py: Awaited<ReturnType<typeof loadPyodide>>;
  try {
    py = await loadPyodide({
      ...options,
      ...trimmed,
      _loadSnapshot: snapshotBytes(assetUrl(SNAPSHOT_FILE)),
      createPyodideModule: sparseRestoringModule(indexURL),
    });
  } finally {
    runtime.done();
    smallModules.done();
  }
  // Everything below calls Python through proxies, not runPython: each runPython goes through
  // Pyodide's eval_code (ast.parse, compile, the last-expression analysis), whose first calls after a
  // restore cost more than the work itself (Node, load 20: 160–430 ms for these four steps as
  // runPython, 33–57 ms as calls; bench/README.md). The modules are all in the snapshot.
  const sys = py.pyimport('sys') as PyModule;
  try {
    // The hash seed lives in the snapshot's memory: one made without the grader's seed is not used.
    const flags = sys.flags as PyModule;
    const randomHash = flags.hash_randomization;
    flags.destroy();
    if (randomHash !== 0) throw new Error('snapshot made with a random hash seed');
    if (STDLIB_FILE) {
      // The snapshot remembers the directory of the full zip it was made with: forget it, so imports
      // read the trimmed zip that is mounted now (stale offsets would read garbage).
      // (Not importlib.invalidate_caches(): in 3.14 it imports importlib.metadata, which the trimmed
      // zip does not hold.)
      const zipimport = py.pyimport('zipimport') as PyModule;
      clearDict(zipimport, '_zip_directory_cache');
      zipimport.destroy();
      clearDict(sys, 'path_importer_cache');
      const rest = py.pyimport('_dodam_stdlib_rest') as PyModule;
      (rest.install as PyCallable)(`${indexURL}python_stdlib.zip`, moduleWait);
      rest.destroy();
    }
  } finally {
    sys.destroy();
  }
  // The random module was seeded when the snapshot was made: without a new seed every page load
  // would draw the same numbers.
  const random = py.pyimport('random') as PyModule;
  (random.seed as PyCallable)();
  random.destroy();
  return py;
}

/** A Python module or object seen from JavaScript (a PyProxy): attributes, and destroy(). */
type PyModule = { destroy(): void } & Record<string, unknown>;

/** The runner module's namespace (its __dict__). The module's proxy stays alive: the namespace's proxy is borrowed from it. */
function runnerNamespace(module: PyModule): unknown {
  return module.__dict__;
}

/** `owner.name.clear()` in Python (a dict); the proxy taken on the way is released. */
function clearDict(owner: PyModule, name: string): void {
  const dict = owner[name] as PyModule;
  (dict.clear as PyCallable)();
  dict.destroy();
}

interface EmscriptenModule {
  API: { restoreSnapshot: (bytes: Uint8Array) => unknown };
  HEAPU8: Uint8Array;
  _sbrk: (increment: number) => number;
  growMemory: (size: number) => unknown;
}

/**
 * Pyodide's module factory with the restore of our sparse snapshot (scripts/sparse-snapshot.mjs):
 * Pyodide's own restore expects the whole memory (30 MB, half of it zero pages); this one checks
 * Pyodide's header with Pyodide's code, then writes only the non-zero runs.
 */
function sparseRestoringModule(indexURL: string): CreatePyodideModule {
  // Pyodide's module JavaScript loads while the snapshot arrives (loadPyodide calls the factory only
  // once the snapshot is in hand).
  const loading = patchedPyodideModule() ?? (import(/* @vite-ignore */ `${indexURL}pyodide.asm.mjs`) as Promise<{ default: CreatePyodideModule }>);
  loading.then(() => performance.mark('dodam:module-js')).catch(() => undefined);
  return async (settings) => {
    const factory = await loading;
    const module = (await factory.default(settings)) as unknown as EmscriptenModule;
    const restore = module.API.restoreSnapshot.bind(module.API);
    module.API.restoreSnapshot = (bytes: Uint8Array) => {
      performance.mark('dodam:restore');
      const sparse = readSparseSnapshot(bytes);
      // Checks the magic number and build id, and reads the JS-side state (no memory in this view).
      const state = restore(sparse.header);
      if (module.HEAPU8.length < sparse.heapLength) module.growMemory(sparse.heapLength);
      applySparseSnapshot(sparse, module.HEAPU8, module._sbrk(0));
      performance.mark('dodam:memory-restored');
      return state;
    };
    return module as unknown as Awaited<ReturnType<CreatePyodideModule>>;
  };
}

/** Largest WebAssembly module (bytes) reuseSmallModules() keeps: Emscripten's one-function adapters are ≈ 30 bytes. */
const SMALL_MODULE_BYTES = 128;

/**
 * While Pyodide starts, `new WebAssembly.Module(bytes)` of a few dozen bytes returns one module per
 * distinct byte string instead of compiling a new one each time. Emscripten's dynamic linking puts
 * ≈ 260 JavaScript functions into the table at every start, each through a one-function adapter
 * module built from its signature's bytes (`convertJsFunctionToWasm`); there are ≈ 30 distinct
 * signatures, and building the modules was ≈ 8 % of the worker's profile samples on a reload
 * (bench/README.md). A module can be instantiated any number of times; each function still gets
 * its own instance. Removed by done() once the interpreter is up.
 */
function reuseSmallModules(): { done(): void } {
  const RealModule = WebAssembly.Module;
  const modules = new Map<string, WebAssembly.Module>();
  function SmallModule(bytes: BufferSource, ...rest: unknown[]): WebAssembly.Module {
    const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
    const Real = RealModule as unknown as new (bytes: BufferSource, ...rest: unknown[]) => WebAssembly.Module;
    if (rest.length > 0 || view.byteLength > SMALL_MODULE_BYTES) return new Real(bytes, ...rest);
    const key = String.fromCharCode(...view);
    let module = modules.get(key);
    if (!module) {
      module = new Real(bytes);
      modules.set(key, module);
    }
    return module;
  }
  // `instanceof WebAssembly.Module` and the static helpers (exports(), imports()) keep working.
  SmallModule.prototype = RealModule.prototype;
  Object.setPrototypeOf(SmallModule, RealModule);
  WebAssembly.Module = SmallModule as unknown as typeof WebAssembly.Module;
  return {
    done() {
      WebAssembly.Module = RealModule;
    },
  };
}

/** Name prefix of Pyodide's WebAssembly kept in the origin private file system (one file: the current version's). */
const RUNTIME_FILE_PREFIX = 'python-runtime-';
/** Cache Storage bucket of the WebAssembly, where the origin private file system is missing (one entry). */
const RUNTIME_CACHE = 'dodam-python-wasm';
/** Stores the WebAssembly fetched by this boot once Python is ready (set by compileRuntimeEarly). */
let keepRuntime: (() => void) | null = null;

/**
 * Starts compiling Pyodide's WebAssembly now and hands the compiled module to Pyodide's loader when
 * it asks: its request for the file gets a placeholder and its instantiateStreaming() instantiates
 * the compiled module, so the file is read once. Both hooks are removed by done() once the
 * interpreter is up.
 *
 * Where the bytes come from: the one copy this device keeps (ADR 030: the service worker does not
 * cache the file), in the origin private file system, streamed into the compiler from the file (the browser reads it and V8 decodes it on its own threads, while this
 * worker evaluates Pyodide's module JavaScript and reads the snapshot; a synchronous read of the
 * 9.6 MB and WebAssembly.compile of the buffer held this thread for 40–90 ms per boot under load),
 * else the network (the service worker's cache or the HTTP cache), streamed into the compiler the
 * same way, and kept for the next boot once Python is ready. Through the service worker
 * the file waited behind the page's own requests on every reload (bench/README.md); Chromium never
 * reused compiled code for it either way (no code-cache hit in any traced boot, ADR 026).
 */
function compileRuntimeEarly(wasmUrl: string, dir: Promise<FileSystemDirectoryHandle | undefined>): { done(): void } {
  const ownFetch = self.fetch;
  const realFetch = ownFetch.bind(self);
  const realInstantiate = WebAssembly.instantiateStreaming;
  const name = RUNTIME_FILE_PREFIX + new URL(wasmUrl).pathname.split('/').filter(Boolean).slice(-2).join('-');
  const compiled = (async () => {
    const folder = await dir;
    // Without the origin private file system (some private windows) the copy lives in Cache Storage.
    const cache = folder ? undefined : await self.caches?.open(RUNTIME_CACHE).catch(() => undefined);
    const stored = folder ? await storedFile(folder, name) : await cache?.match(wasmUrl).catch(() => undefined);
    if (stored) {
      try {
        return await WebAssembly.compileStreaming(stored instanceof Response ? stored : new Response(stored, { headers: { 'Content-Type': 'application/wasm' } }));
      } catch {
        // a damaged copy: the network (and a fresh copy kept)
      }
    }
    const response = await realFetch(wasmUrl);
    if ((folder || cache) && response.ok) {
      // The copy's stream is read only once Python is ready (reading it during the boot cost the
      // worker ≈ 50 ms of CPU on a first visit; fetching the file again after ready competed with the
      // offline warm-up of the course).
      const copy = response.clone();
      keepRuntime = () =>
        void copy
          .arrayBuffer()
          .then((bytes) =>
            folder
              ? writeOnly(folder, name, bytes, RUNTIME_FILE_PREFIX)
              : cache && keepOnly(cache, wasmUrl, new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } })),
          )
          .catch(() => undefined);
    }
    return WebAssembly.compileStreaming(response);
  })();
  compiled.then(() => performance.mark('dodam:wasm-compiled')).catch(() => undefined);
  const placeholders = new WeakSet<Response>();
  self.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== wasmUrl) return realFetch(input, init);
    const placeholder = new Response(null);
    placeholders.add(placeholder);
    return Promise.resolve(placeholder);
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (!placeholders.has(response)) return realInstantiate(response, imports);
    try {
      const module = await compiled;
      return { module, instance: await WebAssembly.instantiate(module, imports) };
    } catch {
      // The early compile failed (network, quota, a damaged copy): the normal way, and no copy kept.
      keepRuntime = null;
      return realInstantiate(realFetch(wasmUrl), imports);
    }
  };
  return {
    done() {
      self.fetch = ownFetch;
      WebAssembly.instantiateStreaming = realInstantiate;
    },
  };
}

/** Cache Storage bucket of the decoded snapshot, where the origin private file system is missing. */
const SNAPSHOT_CACHE = 'dodam-python-snapshot';
/** Name prefix of the decoded snapshot in the origin private file system (one file: the current build's). */
const SNAPSHOT_FILE_PREFIX = 'python-snapshot-';
/** Stores a freshly downloaded snapshot once the boot is over (set by snapshotBytes). */
let keepSnapshot: (() => void) | null = null;

/**
 * The snapshot's bytes (sparse form, 11 MB). The server sends it brotli-compressed (≈ 2.4 MB), which
 * the HTTP cache would decompress again on every page load; the decoded bytes are kept on the device
 * instead, so a returning student's boot reads them as they are (docs/decisions/007, 026). They are kept
 * in the origin private file system and read with a synchronous access handle (one read of the whole
 * file in this worker instead of a response streamed through the browser process; bench/README.md),
 * else in Cache Storage; without either (private windows, quota) it is a plain fetch.
 */
async function snapshotBytes(url: string): Promise<ArrayBuffer> {
  const name = SNAPSHOT_FILE_PREFIX + (url.split('/').pop() ?? 'current');
  const dir = await storageDirectory();
  const stored = dir ? await readWhole(dir, name) : null;
  if (stored) {
    performance.mark('dodam:snapshot');
    return stored;
  }
  const cache = dir ? undefined : await self.caches?.open(SNAPSHOT_CACHE).catch(() => undefined);
  const hit = await cache?.match(url).catch(() => undefined);
  if (hit) return hit.arrayBuffer().finally(() => performance.mark('dodam:snapshot'));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`snapshot: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  performance.mark('dodam:snapshot');
  // The copy is taken now, while the restore reads (and may change) `bytes`.
  const copy = bytes.slice(0);
  if (dir) keepSnapshot = () => void writeOnly(dir, name, copy, SNAPSHOT_FILE_PREFIX);
  else if (cache) keepSnapshot = () => void keepOnly(cache, url, new Response(copy, { headers: { 'Content-Type': 'application/octet-stream' } }));
  return bytes;
}

let directory: Promise<FileSystemDirectoryHandle | undefined> | null = null;
/** The origin private file system's root, or undefined where there is none (asked once per boot). */
function storageDirectory(): Promise<FileSystemDirectoryHandle | undefined> {
  directory ??= Promise.resolve()
    .then(() => self.navigator.storage?.getDirectory?.())
    .catch(() => undefined);
  return directory;
}

/** The file as it is now, or null when it is missing or empty (then it is fetched). */
async function storedFile(dir: FileSystemDirectoryHandle, name: string): Promise<File | null> {
  try {
    const file = await (await dir.getFileHandle(name)).getFile();
    return file.size > 0 ? file : null;
  } catch {
    return null;
  }
}

/** The whole file, or null when it is missing, empty or cannot be read (then the snapshot is fetched). */
async function readWhole(dir: FileSystemDirectoryHandle, name: string): Promise<ArrayBuffer | null> {
  let handle: FileSystemSyncAccessHandle | undefined;
  try {
    handle = await (await dir.getFileHandle(name)).createSyncAccessHandle();
    const size = handle.getSize();
    if (size === 0) return null;
    const bytes = new ArrayBuffer(size);
    return handle.read(new Uint8Array(bytes), { at: 0 }) === size ? bytes : null;
  } catch {
    return null;
  } finally {
    handle?.close();
  }
}

/**
 * Writes a file under a temporary name and renames it when complete, so a boot never reads a
 * half-written file; the other files of the same kind (`prefix`: older builds' copies) are removed.
 */
async function writeOnly(dir: FileSystemDirectoryHandle, name: string, bytes: ArrayBuffer, prefix: string): Promise<void> {
  const partial = `${name}.part`;
  let handle: FileSystemSyncAccessHandle | undefined;
  try {
    const old: string[] = [];
    for await (const entry of dir.keys()) if (entry.startsWith(prefix) && entry !== name) old.push(entry);
    for (const entry of old) await dir.removeEntry(entry);
    const file = await dir.getFileHandle(partial, { create: true });
    handle = await file.createSyncAccessHandle();
    handle.truncate(0);
    const written = handle.write(new Uint8Array(bytes), { at: 0 });
    handle.flush();
    handle.close();
    handle = undefined;
    if (written !== bytes.byteLength) throw new Error('short write');
    await (file as FileSystemFileHandle & { move(name: string): Promise<void> }).move(name);
  } catch {
    handle?.close();
    await dir.removeEntry(partial).catch(() => undefined); // no room or no permission: the next boot fetches it again
  }
}

async function keepOnly(cache: Cache, url: string, copy: Response): Promise<void> {
  try {
    for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
    await cache.put(url, copy);
  } catch {
    // no room or no permission: the next boot fetches it again
  }
}

function run(message: RunMessage): void {
  runId = message.runId;
  pending = [];
  pendingChars = 0;
  lastFlush = performance.now();
  outputChars = 0;
  truncated = false;
  currentLine = '';
  inputs = [...message.inputs];
  interactive = message.interactive && stdinCtrl !== null;
  waitMs = 0;
  const started = performance.now();
  let errorType: string | null;
  let error: string | null;
  let poisoned: boolean;
  if (!runFn) {
    post({ type: 'done', runId, errorType: 'RuntimeError', error: 'Python is not ready\n', durationMs: 0, truncated: false, poisoned: true });
    return;
  }
  try {
    const result = runFn(message.code, message.header) as PyResult;
    const [type, text, dirty] = result.toJs() as [string | null | undefined, string | null | undefined, boolean];
    result.destroy();
    errorType = type ?? null;
    error = text ?? null;
    poisoned = dirty;
  } catch (e) {
    // An exception escaped the runner itself (e.g. a KeyboardInterrupt during its clean-up) or the
    // interpreter failed: report it and let the page start a fresh worker.
    const text = e instanceof Error ? e.message : String(e);
    if (/KeyboardInterrupt/.test(text)) {
      errorType = 'KeyboardInterrupt';
      error = 'KeyboardInterrupt\n';
    } else if (/Maximum call stack size exceeded/.test(text)) {
      // Freeing the frames of a deep recursion the program caught itself can exhaust the
      // browser's native stack before Python's recursion limit is reached.
      errorType = 'RecursionError';
      error = 'RecursionError: maximum recursion depth exceeded (the browser ran out of stack)\n';
    } else {
      errorType = 'RuntimeError';
      error = `${text}\n`;
    }
    poisoned = true;
  }
  takeInterrupt();
  flush();
  post({ type: 'done', runId, errorType, error, durationMs: performance.now() - started - waitMs, truncated, poisoned });
}

// Started when this script runs (after every declaration above): see startInterpreter().
const interpreter = startInterpreter();
// A failure is reported when the init message asks for the interpreter (boot), not unhandled here.
interpreter.catch(() => undefined);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') void boot(message);
  else if (message.type === 'run') run(message);
};

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PythonRuntime, type RunEvent } from './client';
import type { FromWorker, RunMessage, ToWorker } from './protocol';

// A stand-in for the Pyodide worker that speaks the same protocol; each test scripts its replies.
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  received: ToWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.instances.push(this);
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  ready() {
    this.reply({ type: 'ready', pyodideVersion: '314.0.7', pythonVersion: '3.14.2', bootMs: 1200 });
  }
  lastRun(): RunMessage {
    const run = [...this.received].reverse().find((m): m is RunMessage => m.type === 'run');
    if (!run) throw new Error('no run message');
    return run;
  }
  done(runId: number, patch: Partial<Extract<FromWorker, { type: 'done' }>> = {}) {
    this.reply({ type: 'done', runId, errorType: null, error: null, durationMs: 3, truncated: false, poisoned: false, ...patch });
  }
}

function runtime() {
  return new PythonRuntime(() => new FakeWorker() as unknown as Worker);
}

beforeEach(() => {
  FakeWorker.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('PythonRuntime', () => {
  it('boots in the background and reports loading → ready with the version', () => {
    const rt = runtime();
    expect(rt.getState().status).toBe('idle');
    rt.preload();
    rt.preload();
    expect(FakeWorker.instances).toHaveLength(1);
    expect(rt.getState().status).toBe('loading');
    FakeWorker.instances[0]?.ready();
    expect(rt.getState()).toMatchObject({ status: 'ready', pythonVersion: '3.14.2', bootMs: 1200 });
  });

  it('adopts a worker started before it existed (early-boot.ts): replays what it said, sends no second init', async () => {
    const early = new FakeWorker();
    const interruptBuffer = new SharedArrayBuffer(4);
    const started = { worker: early as unknown as Worker, interruptBuffer, stdinBuffer: null, messages: [] as FromWorker[] };
    early.onmessage = (e) => started.messages.push(e.data);
    early.ready();
    const rt = new PythonRuntime(() => new FakeWorker() as unknown as Worker, started);
    expect(rt.getState()).toMatchObject({ status: 'idle', interactiveAvailable: false });
    rt.preload();
    expect(FakeWorker.instances).toHaveLength(1);
    expect(early.received).toEqual([]);
    expect(rt.getState()).toMatchObject({ status: 'ready', pythonVersion: '3.14.2' });
    // The runtime stops programs through the early worker's own interrupt buffer.
    const run = rt.run('while True: pass\n');
    run.stop();
    expect(Atomics.load(new Int32Array(interruptBuffer), 0)).toBe(2);
    early.done(early.lastRun().runId, { errorType: 'KeyboardInterrupt', error: 'KeyboardInterrupt\n' });
    expect((await run.result).interrupted).toBe(true);
  });

  it('a load failure of the early worker is reported as a boot error', () => {
    const early = new FakeWorker();
    const started = { worker: early as unknown as Worker, interruptBuffer: null, stdinBuffer: null, messages: [{ type: 'boot-error', message: 'no wasm' }] as FromWorker[] };
    const rt = new PythonRuntime(() => new FakeWorker() as unknown as Worker, started);
    rt.preload();
    expect(rt.getState()).toMatchObject({ status: 'error', error: 'no wasm' });
    expect(early.terminated).toBe(true);
  });

  it('queues a run until Python is ready, streams output and resolves the result', async () => {
    const rt = runtime();
    const events: RunEvent[] = [];
    const run = rt.run("print('hi')", { inputs: ['a', null], header: 'num1 = 1', onEvent: (e) => events.push(e) });
    const w = FakeWorker.instances[0] as FakeWorker;
    expect(w.received.some((m) => m.type === 'run')).toBe(false);
    w.ready();
    const msg = w.lastRun();
    expect(msg).toMatchObject({ code: "print('hi')", inputs: ['a', null], header: 'num1 = 1', interactive: false });
    expect(rt.getState().status).toBe('running');
    w.reply({ type: 'output', runId: msg.runId, chunks: [{ stream: 'stdout', text: 'hi\n' }, { stream: 'stdin', text: 'a\n' }] });
    w.done(msg.runId);
    const result = await run.result;
    expect(result).toMatchObject({ success: true, output: 'hi\n', error: null, interrupted: false, timedOut: false });
    expect(events.map((e) => e.type)).toEqual(['started', 'output', 'output']);
    expect(rt.getState().status).toBe('ready');
  });

  it('refuses a second run while one is in progress', () => {
    const rt = runtime();
    rt.run('1');
    expect(() => rt.run('2')).toThrow();
  });

  it('reports an error result with its traceback', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('x');
    w.done(w.lastRun().runId, { errorType: 'NameError', error: "NameError: name 'x' is not defined\n" });
    expect(await run.result).toMatchObject({ success: false, errorType: 'NameError', interrupted: false });
  });

  it('stops by terminating and respawning the worker when there is no shared memory', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('while True: pass');
    run.stop();
    const result = await run.result;
    expect(result).toMatchObject({ success: false, interrupted: true, timedOut: false, errorType: 'KeyboardInterrupt' });
    expect(w.terminated).toBe(true);
    expect(FakeWorker.instances).toHaveLength(2);
    expect(rt.getState().status).toBe('loading');
  });

  it('stops a runaway program at the time limit', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('while True: pass', { timeLimitMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(w.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await run.result).toMatchObject({ success: false, timedOut: true, interrupted: false });
  });

  it('does not count time spent waiting for typed input', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('input()', { timeLimitMs: 1000 });
    const id = w.lastRun().runId;
    vi.advanceTimersByTime(500);
    w.reply({ type: 'input-request', runId: id, prompt: '' });
    vi.advanceTimersByTime(60_000);
    expect(w.terminated).toBe(false);
    w.done(id);
    expect(await run.result).toMatchObject({ success: true });
  });

  it('does not count a standard-library download on first import, and counts again after it', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('import tomllib', { timeLimitMs: 1000 });
    const id = w.lastRun().runId;
    vi.advanceTimersByTime(600);
    w.reply({ type: 'module-wait', runId: id, waiting: true });
    vi.advanceTimersByTime(30_000);
    expect(w.terminated).toBe(false);
    w.reply({ type: 'module-wait', runId: id, waiting: false });
    vi.advanceTimersByTime(399);
    w.reply({ type: 'module-wait', runId: id, waiting: false });
    vi.advanceTimersByTime(1);
    expect(await run.result).toMatchObject({ timedOut: true });
  });

  it('replaces a poisoned interpreter after the run', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('x');
    w.done(w.lastRun().runId, { poisoned: true });
    expect(await run.result).toMatchObject({ success: true });
    expect(w.terminated).toBe(true);
    expect(FakeWorker.instances).toHaveLength(2);
  });

  it('replaces a crashed worker and fails the run in progress', async () => {
    const rt = runtime();
    rt.preload();
    const w = FakeWorker.instances[0] as FakeWorker;
    w.ready();
    const run = rt.run('x');
    w.onerror?.({ message: 'boom', preventDefault() {} } as ErrorEvent);
    expect(await run.result).toMatchObject({ success: false, errorType: 'RuntimeError' });
    expect(FakeWorker.instances).toHaveLength(2);
  });

  it('reports a boot failure', async () => {
    const rt = runtime();
    const run = rt.run('x');
    FakeWorker.instances[0]?.reply({ type: 'boot-error', message: 'no wasm' });
    expect(rt.getState()).toMatchObject({ status: 'error', error: 'no wasm' });
    expect(await run.result).toMatchObject({ success: false });
    await expect(rt.whenReady()).rejects.toThrow();
  });

  describe('with cross-origin isolation (shared memory)', () => {
    beforeEach(() => vi.stubGlobal('crossOriginIsolated', true));
    afterEach(() => vi.unstubAllGlobals());

    it('interrupts first and keeps the worker when the program stops in time', async () => {
      const rt = runtime();
      expect(rt.getState().interactiveAvailable).toBe(true);
      rt.preload();
      const w = FakeWorker.instances[0] as FakeWorker;
      const init = w.received[0];
      if (init?.type !== 'init' || !init.interruptBuffer) throw new Error('no interrupt buffer');
      const flag = new Int32Array(init.interruptBuffer);
      w.ready();
      const run = rt.run('while True: pass');
      expect(w.lastRun().interactive).toBe(true);
      run.stop();
      expect(Atomics.load(flag, 0)).toBe(2);
      vi.advanceTimersByTime(10);
      w.done(w.lastRun().runId, { errorType: 'KeyboardInterrupt', error: 'KeyboardInterrupt\n' });
      expect(await run.result).toMatchObject({ interrupted: true, success: false });
      expect(w.terminated).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(FakeWorker.instances).toHaveLength(1);
    });

    it('terminates and respawns when the interrupt does not work within 300 ms', async () => {
      const rt = runtime();
      rt.preload();
      const w = FakeWorker.instances[0] as FakeWorker;
      w.ready();
      const run = rt.run('import time; time.sleep(100)');
      run.stop();
      vi.advanceTimersByTime(299);
      expect(w.terminated).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await run.result).toMatchObject({ interrupted: true });
      expect(w.terminated).toBe(true);
      const init = FakeWorker.instances[1]?.received[0];
      if (init?.type !== 'init' || !init.interruptBuffer) throw new Error('no init');
      expect(Atomics.load(new Int32Array(init.interruptBuffer), 0)).toBe(0);
    });

    it('passes a typed line through shared memory', async () => {
      const rt = runtime();
      rt.preload();
      const w = FakeWorker.instances[0] as FakeWorker;
      const init = w.received[0];
      if (init?.type !== 'init' || !init.stdinBuffer) throw new Error('no stdin buffer');
      w.ready();
      const run = rt.run('input()');
      w.reply({ type: 'input-request', runId: w.lastRun().runId, prompt: '이름? ' });
      run.sendInput('철수');
      const ctrl = new Int32Array(init.stdinBuffer, 0, 2);
      expect(Atomics.load(ctrl, 0)).toBe(1);
      const length = Atomics.load(ctrl, 1);
      expect(new TextDecoder().decode(new Uint8Array(init.stdinBuffer, 8, length).slice())).toBe('철수');
      w.done(w.lastRun().runId);
      await run.result;
    });
  });
});

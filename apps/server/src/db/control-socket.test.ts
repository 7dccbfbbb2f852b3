// The control socket's protocol (issue 20): a long command is acknowledged, its progress relayed and
// its result delivered with no fixed time limit; the caller gives up only when the holder falls
// silent. The real-duration check (the demo history beside a running server) is in
// test/reliability/seed-demo-beside-server.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callControl, serveControl } from './control-socket.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function holder(handlers: Parameters<typeof serveControl>[2], heartbeatMs = 20, requestTimeoutMs?: number): Promise<DataDirLock> {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-ctl-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const lock = acquireDataDirLock(dir);
  cleanups.push(() => lock.release());
  const control = await serveControl(lock, dir, handlers, { heartbeatMs, ...(requestTimeoutMs ? { requestTimeoutMs } : {}) });
  expect(control).not.toBeNull();
  cleanups.push(() => control!.close());
  return lock;
}

describe.runIf(process.platform !== 'win32')('control socket', () => {
  it('acknowledges, relays progress, keeps a slow command alive past the silence limit with heartbeats, and delivers its result', async () => {
    const lock = await holder({
      slow: async ({ progress }) => {
        progress('1/2');
        // Longer than the caller's silence limit: only the heartbeats keep the call alive.
        await new Promise((r) => setTimeout(r, 400));
        progress('2/2');
        return { done: true };
      },
    });
    const lines: string[] = [];
    const result = await callControl(lock.holder, 'slow', { onProgress: (l) => lines.push(l), silenceMs: 150 });
    expect(result).toEqual({ done: true });
    expect(lines).toEqual(['1/2', '2/2']);
  });

  it('runs a command past the request deadline (which only covers the request line) and hands it the caller’s args', async () => {
    const lock = await holder(
      {
        echo: async ({ args }) => {
          // Three times the request deadline: a running command is never cut off by it.
          await new Promise((r) => setTimeout(r, 300));
          return { args };
        },
      },
      20,
      100,
    );
    await expect(callControl(lock.holder, 'echo', { args: { days: 7 }, silenceMs: 150 })).resolves.toEqual({ args: { days: 7 } });
    await expect(callControl(lock.holder, 'echo', { silenceMs: 150 })).resolves.toEqual({});
  });

  it('passes a failing command’s error, and refuses a wrong token or an unknown command', async () => {
    const lock = await holder({
      fail: async () => {
        throw new Error('boom');
      },
    });
    await expect(callControl(lock.holder, 'fail')).rejects.toThrow('boom');
    await expect(callControl(lock.holder, 'nope')).rejects.toThrow('refused');
    await expect(callControl({ ...lock.holder, token: 'wrong' }, 'fail')).rejects.toThrow('refused');
  });

  it('gives up when the other side falls silent (a stuck or dead holder), not after a fixed time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dodam-ctl-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'mute.sock');
    const open: Socket[] = [];
    const mute = createServer((socket) => open.push(socket)); // accepts, never answers
    await new Promise<void>((r) => mute.listen(path, r));
    cleanups.push(() => {
      for (const socket of open) socket.destroy();
      mute.close();
    });
    const lock = acquireDataDirLock(dir);
    cleanups.push(() => lock.release());
    await expect(callControl({ ...lock.holder, control: path }, 'seed-demo', { silenceMs: 100 })).rejects.toThrow('no answer');
  });
});

// One process per embedded data directory, with real processes: a second server is refused at once
// naming the holder; `seed:demo` works while the server runs (through the server) and every printed
// password works, also when run again; a lock left by a kill -9 is detected as stale and cleared.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILENAME, readLockHolder } from '../src/db/data-dir-lock.js';
import { SERVER_ROOT } from '../src/paths.js';

const SERVER = join(SERVER_ROOT, 'src/server.ts');
const SEED = join(SERVER_ROOT, 'src/seed-demo.ts');
// Ports 4164-4166 belong to this suite.
const PORTS = [4164, 4165, 4166];
const dirs: string[] = [];
const children: ChildProcess[] = [];

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-lock-'));
  dirs.push(dir);
  return dir;
}

function envFor(dataDir: string, port: number): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'lock-test-admin-pw', NODE_ENV: 'production', DATABASE_URL: '' };
}

function startServer(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: SERVER_ROOT, env: envFor(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

async function waitHealthy(port: number, child: ChildProcess): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < 90_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: SERVER_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out, ms: Date.now() - started }));
  });
}

function demoAccounts(dataDir: string): { username: string; password: string }[] {
  return readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8')
    .trim()
    .split('\n')
    // Registration-code lines (and their heading) have no tab.
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [username = '', password = ''] = line.split('\t');
      return { username, password };
    });
}

async function loginStatus(port: number, username: string, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  return res.status;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

afterAll(async () => {
  for (const child of children) await stop(child, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock (in process)', () => {
  it('refuses a second holder naming the first, and is free again after release', () => {
    const dir = scratch();
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      try {
        acquireDataDirLock(dir);
      } catch (err) {
        expect((err as Error).message).toContain(`pid ${process.pid}`);
        expect((err as Error).message).toContain('데이터 폴더가 이미 다른 프로세스에서 열려 있습니다');
        expect((err as Error).message).toContain('already open in another process');
      }
    } finally {
      lock.release();
    }
    expect(existsSync(join(dir, LOCK_FILENAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock whose process is gone, and one whose pid now belongs to another program', () => {
    const dir = scratch();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: deadPid, command: 'node crashed.js', since: new Date().toISOString(), host: hostname(), startTicks: null, token: 'x', control: null }));
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(dir)?.pid).toBe(process.pid);
    lock.release();
    // Our own pid, but recorded with another start time: a reused pid, so stale.
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: process.pid, command: 'node old.js', since: new Date().toISOString(), host: hostname(), startTicks: '1', token: 'y', control: null }));
    const again = acquireDataDirLock(dir);
    expect(readLockHolder(dir)?.token).toBe(again.holder.token);
    again.release();
  });
});

describe.runIf(process.platform === 'linux')('data directory lock (real processes)', () => {
  const dataDir = scratch();
  const [portA = 4164, portB = 4165, portC = 4166] = PORTS;
  let server: ChildProcess;

  it('refuses a second server at once, naming the holder', async () => {
    server = startServer(dataDir, portA);
    await waitHealthy(portA, server);
    const second = await runToEnd([SERVER], envFor(dataDir, portB));
    expect(second.code).toBe(75);
    expect(second.out).toContain(`pid ${server.pid}`);
    expect(second.out).toContain('데이터 폴더가 이미 다른 프로세스에서 열려 있습니다');
    expect(second.out).toContain('already open in another process');
    // The first server is unharmed.
    expect((await fetch(`http://127.0.0.1:${portA}/api/v1/health`)).ok).toBe(true);
  }, 120_000);

  it('seeds the demo accounts through the running server; every printed password works, also after a second run', async () => {
    const first = await runToEnd([SEED, '--accounts-only'], envFor(dataDir, portB));
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('서버를 통해');
    const accounts = demoAccounts(dataDir);
    expect(accounts).toHaveLength(25);
    for (const a of accounts) expect(await loginStatus(portA, a.username, a.password)).toBe(200);

    const second = await runToEnd([SEED, '--accounts-only'], envFor(dataDir, portB));
    expect(second.code, second.out).toBe(0);
    const renewed = demoAccounts(dataDir);
    for (const a of renewed) expect(await loginStatus(portA, a.username, a.password)).toBe(200);
    // The first run's passwords were replaced, not added next to duplicated accounts.
    expect(await loginStatus(portA, accounts[0]!.username, accounts[0]!.password)).toBe(401);
  }, 180_000);

  it('clears the lock of a server killed with kill -9 and opens the data cleanly', async () => {
    await stop(server, 'SIGKILL');
    expect(readLockHolder(dataDir)?.pid).toBe(server.pid);
    const seeded = await runToEnd([SEED, '--accounts-only'], envFor(dataDir, portB));
    expect(seeded.code, seeded.out).toBe(0);
    expect(seeded.out).not.toContain('서버를 통해');
    const accounts = demoAccounts(dataDir);
    expect(readLockHolder(dataDir)).toBeNull();
    const restarted = startServer(dataDir, portC);
    await waitHealthy(portC, restarted);
    for (const a of accounts) expect(await loginStatus(portC, a.username, a.password)).toBe(200);
    await stop(restarted);
    expect(restarted.exitCode).toBe(0);
    expect(readLockHolder(dataDir)).toBeNull();
  }, 180_000);
});

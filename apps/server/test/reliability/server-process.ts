// The real server as a separate OS process, for the reliability suites (crash safety, two instances):
// started from the source with tsx (the API suite runs before `npm run build`), on a port the OS
// picks (PORT=0: no clash with other test files running in parallel), read from the server's own
// "Server listening at" log line. Every process started here is SIGKILLed by stopAllServers().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../../src/paths.js';

const ENTRY = 'src/server.ts';
// Generous: on a shared 2-core machine under heavy load the tsx server has taken over 90 s to boot.
const START_TIMEOUT_MS = 240_000;
const KEEP_LINES = 300;

export interface ServerOptions {
  /** DATA_DIR: the embedded database (when no databaseUrl), media and the control socket. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  adminPassword: string;
  /** More environment (limits, TRUST_PROXY…). */
  env?: Record<string, string>;
}

export interface ServerProcess {
  readonly options: ServerOptions;
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** kill -9, then waits for the exit. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown), then waits; returns the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts the server and resolves once /api/v1/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    // loadConfig ignores empty values: '' means PGlite even when the test runner's env has a URL.
    DATABASE_URL: options.databaseUrl ?? '',
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_PASSWORD: options.adminPassword,
    ...options.env,
    // The port is read from the "Server listening at" line (info).
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], { cwd: SERVER_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  let listening: (url: string) => void = () => undefined;
  const listeningUrl = new Promise<string>((resolve) => (listening = resolve));
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      rest += chunk;
      let end: number;
      while ((end = rest.indexOf('\n')) >= 0) {
        const line = rest.slice(0, end);
        rest = rest.slice(end + 1);
        lines.push(line);
        if (lines.length > KEEP_LINES) lines.shift();
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (found) listening(found[1]!);
      }
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const output = () => lines.join('\n');

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`)), START_TIMEOUT_MS);
  });
  const died = exited.then(({ code, signal }) => {
    throw new Error(`server exited during start (code ${code}, signal ${signal}):\n${output()}`);
  });
  let url: string;
  try {
    url = await Promise.race([listeningUrl, died, timeout]);
    await Promise.race([waitHealthy(url), died, timeout]);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
  void died.catch(() => undefined); // a later exit (kill -9 in a test) is not an error

  return {
    options,
    pid: child.pid!,
    url,
    exited,
    output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await exited).code;
    },
  };
}

async function waitHealthy(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The same server again, on the same data (a new port). */
export function restartServer(previous: ServerProcess): Promise<ServerProcess> {
  return startServer(previous.options);
}

/**
 * One of the server's scripts (`src/backup-cli.ts`, `src/seed-demo.ts`…) run the way `npm run` runs
 * it, in production mode; resolves with its exit code and everything it printed. `onStdout` sees the
 * standard output so far after each chunk (to check what exists while the script still runs).
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: { adminPassword: string; onStdout?: (out: string) => void },
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: options.adminPassword, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      options.onStdout?.(out);
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * Scratch data folders and, with TEST_DATABASE_URL, fresh PostgreSQL databases for one test file.
 * `cleanup()` (afterAll) stops every server, then removes the folders and drops the databases.
 */
export function scratchSpace(prefix: string): { dir(): string; databaseUrl(): Promise<string | undefined>; cleanup(): Promise<void> } {
  const dirs: string[] = [];
  const databases: string[] = [];
  return {
    dir() {
      const dir = mkdtempSync(join(tmpdir(), `dodam-${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    async databaseUrl() {
      const base = process.env.TEST_DATABASE_URL;
      if (!base) return undefined;
      const name = `dodam_${prefix}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      databases.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async cleanup() {
      await stopAllServers();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      for (const name of databases) await dropDatabase(name);
    },
  };
}

/** afterAll: no server process outlives its test file. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// A small HTTP client for the real API (fetch, JSON in and out).
// ---------------------------------------------------------------------------------------------

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function api(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed };
}

export function login(url: string, username: string, password: string, headers?: Record<string, string>): Promise<ApiResponse> {
  return api(url, 'POST', '/api/v1/auth/login', { form: { username, password }, ...(headers ? { headers } : {}) });
}

export async function adminLogin(url: string, password: string): Promise<string> {
  const res = await api(url, 'POST', '/api/v1/admin/auth/login', { form: { username: 'admin', password } });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

/**
 * A new account through the real flow: registration (pending), then the admin approves every
 * request (a teacher request makes the account a teacher).
 */
export async function approvedAccount(url: string, adminToken: string, opts: { course?: string; role?: 'student' | 'teacher'; prefix?: string } = {}): Promise<Account> {
  const username = `${opts.prefix ?? 'crash'}${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const email = `${username}@example.com`;
  const registered = await api(url, 'POST', '/api/v1/auth/register', {
    json: { username, email, password, birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: opts.course ?? 'python', user_type: opts.role ?? 'student' }] },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id = registered.body.user.id as number;
  const approved = await api(url, 'POST', '/api/v1/admin/approval/approve', { token: adminToken, json: { user_id: id } });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return { id, username, email, password };
}

export async function tokenOf(url: string, account: Pick<Account, 'username' | 'password'>): Promise<string> {
  const res = await login(url, account.username, account.password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

/** One statement on the PostgreSQL server of `TEST_DATABASE_URL` (create and drop test databases). */
export async function adminQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Drops a database once its pools' backends have gone (a killed server's may still be going away; forcing them would log lost connections). */
export async function dropDatabase(name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await adminQuery('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
}

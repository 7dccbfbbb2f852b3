// The local control channel of the process that holds an embedded data directory: a Unix socket in
// DATA_DIR (owner-only), so that `npm run seed:demo` or `npm run backup` can ask the running server to
// do the work instead of opening the same PGlite directory a second time. A request must carry the
// token from the lock file, which only the data directory's owner can read.
//
// Protocol (one JSON object per line): the client sends {token, command, args?}; the server answers
// {type:"accepted"} at once, then {type:"progress", message} lines and a {type:"alive"} heartbeat
// every few seconds while the command runs (minutes for the demo history), and finally
// {ok:true, result} or {ok:false, error}. There is no fixed time limit on a running command: the
// client gives up only when the server stays silent (no heartbeat) for a while, i.e. when it died.
import { chmodSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { CONTROL_SOCKET_FILENAME, holderAlive, readLockHolder, type DataDirLock, type LockHolder } from './data-dir-lock.js';

export interface ControlContext {
  /** A line of progress for the caller (printed by the waiting script). */
  progress(message: string): void;
  /** The caller's options for the command, unchecked (each handler validates its own). */
  args: unknown;
}
export type ControlHandlers = Record<string, (context: ControlContext) => Promise<unknown>>;

const MAX_REQUEST_BYTES = 4096;
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;
/** A request line must arrive this soon after connecting. */
const REQUEST_TIMEOUT_MS = 30_000;
export const HEARTBEAT_MS = 5_000;
/** The client's patience with a silent server (several missed heartbeats: the server is gone or stuck). */
export const SILENCE_LIMIT_MS = 60_000;

function send(socket: Socket, message: object): void {
  if (!socket.destroyed && socket.writable) socket.write(`${JSON.stringify(message)}\n`);
}

/** Starts the control socket and records it in the lock; null where Unix sockets are not usable. */
export async function serveControl(
  lock: DataDirLock,
  dataDir: string,
  handlers: ControlHandlers,
  options: { heartbeatMs?: number; requestTimeoutMs?: number } = {},
): Promise<{ close(): Promise<void> } | null> {
  const path = join(dataDir, CONTROL_SOCKET_FILENAME);
  if (process.platform === 'win32' || Buffer.byteLength(path) > MAX_SOCKET_PATH) return null;
  try {
    unlinkSync(path); // left by a crashed holder; we hold the lock, so it is not anyone's live socket
  } catch {
    // none
  }
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((socket) => {
    let input = '';
    let started = false;
    socket.setEncoding('utf8');
    // Only the request line has a deadline; a running command keeps the connection as long as it runs.
    socket.setTimeout(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, () => {
      if (!started) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      if (started) return;
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      started = true;
      let request: { token?: unknown; command?: unknown; args?: unknown };
      try {
        request = JSON.parse(input.slice(0, end)) as typeof request;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: 'bad request' })}\n`);
        return;
      }
      const handler = typeof request.command === 'string' && Object.hasOwn(handlers, request.command) ? handlers[request.command] : undefined;
      if (request.token !== lock.holder.token || !handler) {
        socket.end(`${JSON.stringify({ ok: false, error: 'refused' })}\n`);
        return;
      }
      socket.setTimeout(0);
      send(socket, { type: 'accepted' });
      const heartbeat = setInterval(() => send(socket, { type: 'alive' }), heartbeatMs);
      const context: ControlContext = { progress: (message) => send(socket, { type: 'progress', message }), args: request.args };
      // One command at a time: two seeds at once must not race on the same accounts. The command runs
      // to its end even when the caller goes away (its results are also written to DATA_DIR).
      const run = queue.then(() => handler(context));
      queue = run.catch(() => undefined);
      run
        .then(
          (result) => ({ ok: true, result }),
          (err: unknown) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }),
        )
        .then((answer) => {
          clearInterval(heartbeat);
          if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
        });
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch {
    server.close();
    return null;
  }
  server.unref();
  lock.setControl(path);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

export interface CallControlOptions {
  /** Options for the command (JSON), checked by its handler. */
  args?: Record<string, unknown>;
  /** Called with each progress line of the server. */
  onProgress?: (message: string) => void;
  /** Give up when the server sends nothing (not even a heartbeat) for this long. */
  silenceMs?: number;
}

/**
 * Sends one command to the holder's control socket and waits for its result, however long the command
 * runs; rejects when the socket cannot be reached, refuses, or falls silent for `silenceMs`.
 */
export function callControl(holder: LockHolder, command: string, options: CallControlOptions = {}): Promise<unknown> {
  const silenceMs = options.silenceMs ?? SILENCE_LIMIT_MS;
  return new Promise((resolve, reject) => {
    if (!holder.control) {
      reject(new Error('the holder has no control socket'));
      return;
    }
    const socket = createConnection(holder.control);
    let rest = '';
    let settled = false;
    let accepted = false;
    const finish = (error: Error | null, value?: unknown) => {
      if (settled) return;
      settled = true;
      socket.setTimeout(0);
      socket.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    socket.setEncoding('utf8');
    socket.setTimeout(silenceMs, () =>
      finish(new Error(accepted ? `the server stopped answering for ${Math.round(silenceMs / 1000)} s` : 'no answer from the control socket')),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify({ token: holder.token, command, ...(options.args ? { args: options.args } : {}) })}\n`));
    socket.on('data', (chunk: string) => {
      rest += chunk;
      let end: number;
      while ((end = rest.indexOf('\n')) >= 0) {
        const line = rest.slice(0, end);
        rest = rest.slice(end + 1);
        let message: { type?: string; message?: unknown; ok?: boolean; result?: unknown; error?: string };
        try {
          message = JSON.parse(line) as typeof message;
        } catch {
          finish(new Error('no valid answer from the control socket'));
          return;
        }
        if (message.type === 'accepted') accepted = true;
        else if (message.type === 'progress') options.onProgress?.(String(message.message));
        else if (message.type === 'alive') continue;
        else if (message.ok === true) finish(null, message.result);
        else finish(new Error(message.error ?? 'refused'));
      }
    });
    socket.on('error', (err) => finish(err));
    socket.on('close', () =>
      finish(new Error(accepted ? 'the server closed the control connection before the command ended' : 'no valid answer from the control socket')),
    );
  });
}

/**
 * The holder as soon as it has a control socket. A server that just took the data directory opens
 * its socket a moment later (after opening the database): wait for it while the holder lives,
 * instead of refusing a `seed:demo` or `backup` started together with the server. Null when the holder
 * ends, or has no socket after `timeoutMs` (a holder that never offers one: an older server, Windows).
 */
export async function waitForControl(dataDir: string, holder: LockHolder, options: { timeoutMs?: number; onWait?: () => void } = {}): Promise<LockHolder | null> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let current: LockHolder | null = holder;
  let told = false;
  while (current && !current.control) {
    if (!holderAlive(current) || Date.now() > deadline) return null;
    if (!told) {
      told = true;
      options.onWait?.();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = readLockHolder(dataDir);
  }
  return current;
}

// The local control channel of the process that holds an embedded data directory: a Unix socket in
// DATA_DIR (owner-only), so that `npm run seed:demo` can ask the running server to do the work instead
// of opening the same PGlite directory a second time. A request must carry the token from the lock
// file, which only the data directory's owner can read.
import { chmodSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { CONTROL_SOCKET_FILENAME, type DataDirLock, type LockHolder } from './data-dir-lock.js';

export type ControlHandlers = Record<string, () => Promise<unknown>>;

const MAX_REQUEST_BYTES = 4096;
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

/** Starts the control socket and records it in the lock; null where Unix sockets are not usable. */
export async function serveControl(lock: DataDirLock, dataDir: string, handlers: ControlHandlers): Promise<{ close(): Promise<void> } | null> {
  const path = join(dataDir, CONTROL_SOCKET_FILENAME);
  if (process.platform === 'win32' || Buffer.byteLength(path) > MAX_SOCKET_PATH) return null;
  try {
    unlinkSync(path); // left by a crashed holder; we hold the lock, so it is not anyone's live socket
  } catch {
    // none
  }
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      let request: { token?: unknown; command?: unknown };
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
      // One command at a time: two seeds at once must not race on the same accounts.
      const run = queue.then(handler);
      queue = run.catch(() => undefined);
      run.then(
        (result) => socket.end(`${JSON.stringify({ ok: true, result })}\n`),
        (err: unknown) => socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`),
      );
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

/** Sends one command to the holder's control socket; rejects when it cannot be reached or refuses. */
export function callControl(holder: LockHolder, command: string, timeoutMs = 60_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!holder.control) {
      reject(new Error('the holder has no control socket'));
      return;
    }
    const socket = createConnection(holder.control);
    let output = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer from the control socket'));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ token: holder.token, command })}\n`));
    socket.on('data', (chunk: string) => {
      output += chunk;
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        const answer = JSON.parse(output.trim()) as { ok?: boolean; result?: unknown; error?: string };
        if (answer.ok) resolve(answer.result);
        else reject(new Error(answer.error ?? 'refused'));
      } catch {
        reject(new Error('no valid answer from the control socket'));
      }
    });
  });
}

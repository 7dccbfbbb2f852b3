// One process at a time per embedded (PGlite) data directory. PGlite has no locking of its own: two
// processes on one directory (a server and `npm run seed:demo`) silently corrupt each other's writes.
// The holder writes DATA_DIR/pglite.lock (pid, command, start time, a secret token, its control socket)
// with O_EXCL; a second process is refused at once with a message saying who holds it. A lock whose
// pid is gone (kill -9, power loss) or was reused by another program is stale and taken over safely.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILENAME = 'pglite.lock';
export const CONTROL_SOCKET_FILENAME = 'control.sock';
/** A takeover file older than this belongs to a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;

export interface LockHolder {
  pid: number;
  /** Command line of the holder, for the message (`node …/server.js`). */
  command: string;
  /** ISO time the lock was taken. */
  since: string;
  host: string;
  /** Linux: the process start time in clock ticks (/proc/pid/stat field 22), to detect pid reuse. */
  startTicks: string | null;
  /** Proves the right to use the holder's control socket (the lock file is readable by the owner only). */
  token: string;
  /** Unix socket on which the holder accepts local commands (seed-demo), or null. */
  control: string | null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const since = new Date(holder.since);
    const when = Number.isNaN(since.getTime()) ? holder.since : since.toLocaleString('ko-KR');
    super(
      [
        `데이터 폴더가 이미 다른 프로세스에서 열려 있습니다: ${dataDir}`,
        `  사용 중: pid ${holder.pid} (${holder.command}), ${when}부터${holder.host !== hostname() ? `, 컴퓨터 ${holder.host}` : ''}`,
        '  내장 데이터베이스(PGlite)는 한 번에 한 프로세스만 열 수 있습니다. 그 프로세스를 멈춘 뒤 다시 실행하세요.',
        `The data directory ${dataDir} is already open in another process:`,
        `  pid ${holder.pid} (${holder.command}) since ${holder.since}${holder.host !== hostname() ? ` on ${holder.host}` : ''}.`,
        '  An embedded (PGlite) database can be opened by one process at a time. Stop that process and try again.',
      ].join('\n'),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Records the control socket in the lock file (after the holder started listening on it). */
  setControl(socketPath: string): void;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function commandLine(): string {
  try {
    const raw = readFileSync('/proc/self/cmdline', 'utf8').split('\0').filter(Boolean);
    if (raw.length) return raw.join(' ').slice(0, 300);
  } catch {
    // not Linux
  }
  return [process.argv0, ...process.argv.slice(1)].join(' ').slice(0, 300);
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    return {
      pid: value.pid,
      command: typeof value.command === 'string' ? value.command : '?',
      since: typeof value.since === 'string' ? value.since : '?',
      host: typeof value.host === 'string' ? value.host : '?',
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : null,
      token: typeof value.token === 'string' ? value.token : '',
      control: typeof value.control === 'string' ? value.control : null,
    };
  } catch {
    return null;
  }
}

/** Reads the current holder; null when there is no lock file or it is unreadable/partial. */
export function readLockHolder(dataDir: string): LockHolder | null {
  try {
    return parseHolder(readFileSync(join(dataDir, LOCK_FILENAME), 'utf8'));
  } catch {
    return null;
  }
}

/** Whether the holder process still runs (and is the same process, not a reused pid). */
export function holderAlive(holder: LockHolder): boolean {
  // Another machine (a shared network folder): its processes cannot be checked from here.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startTicks !== null) {
    const now = processStartTicks(holder.pid);
    if (now !== null && now !== holder.startTicks) return false;
  }
  return true;
}

function writeExclusive(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

function sameHolder(a: LockHolder | null, b: LockHolder | null): boolean {
  return a !== null && b !== null && a.pid === b.pid && a.token === b.token;
}

/**
 * Takes the lock of `dataDir` or throws DataDirLockedError naming the live holder. A stale lock (dead
 * pid) is replaced; the takeover itself is serialised by a second O_EXCL file so two starters that both
 * saw the same stale lock cannot both win.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILENAME);
  const mine: LockHolder = {
    pid: process.pid,
    command: commandLine(),
    since: new Date().toISOString(),
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    token: randomBytes(24).toString('hex'),
    control: null,
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (writeExclusive(path, mine)) return handle(path, mine);
    const current = readLockHolder(dataDir);
    if (current === null) {
      // Being written right now, or a truncated file left by a crash during the write.
      let age: number;
      try {
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue; // gone meanwhile: try again
      }
      if (age < 2000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        continue;
      }
    } else if (holderAlive(current)) {
      throw new DataDirLockedError(dataDir, current);
    }
    takeOverStale(path, current);
  }
  throw new Error(`could not take the data directory lock ${path}`);
}

function takeOverStale(path: string, seen: LockHolder | null): void {
  const guard = `${path}.takeover`;
  try {
    if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(guard);
  } catch {
    // no guard file
  }
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    return; // someone else is taking over: look again
  }
  try {
    closeSync(fd);
    // Still the same stale lock? (Another starter may have replaced it with a live one meanwhile.)
    let now: LockHolder | null;
    try {
      now = parseHolder(readFileSync(path, 'utf8'));
    } catch {
      return;
    }
    if (seen === null ? now === null : sameHolder(now, seen)) {
      const aside = `${path}.stale-${process.pid}`;
      renameSync(path, aside);
      unlinkSync(aside);
      try {
        unlinkSync(join(path, '..', CONTROL_SOCKET_FILENAME));
      } catch {
        // the dead holder had no control socket
      }
    }
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // already removed
    }
  }
}

function handle(path: string, holder: LockHolder): DataDirLock {
  let released = false;
  const onExit = () => release();
  function release(): void {
    if (released) return;
    released = true;
    process.removeListener('exit', onExit);
    try {
      if (sameHolder(parseHolder(readFileSync(path, 'utf8')), holder)) unlinkSync(path);
    } catch {
      // already gone
    }
  }
  // A normal exit without close() (process.exit in a script) must not leave a lock behind.
  process.on('exit', onExit);
  return {
    path,
    holder,
    setControl(socketPath: string) {
      holder.control = socketPath;
      const tmp = `${path}.${process.pid}.tmp`;
      const fd = openSync(tmp, 'w', 0o600);
      try {
        writeSync(fd, JSON.stringify(holder));
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, path); // atomic: readers see the old or the new content, never a partial file
    },
    release,
  };
}

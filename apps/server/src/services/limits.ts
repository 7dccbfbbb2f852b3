import { incrementRateLimit } from '../db/queries/rate-limits.js';
import { SandboxBusyError } from '../grader/index.js';
import { HttpError, tooManyRequests } from '../lib/http-errors.js';
import type { ServiceDeps } from './deps.js';

/**
 * Count one hit of `key` in a one-minute window shared by every instance (a database row); over
 * `perMinute` it is a 429 with Retry-After. Used for per-user sandbox runs and per-IP public lookups.
 */
export async function takePerMinute({ db }: Pick<ServiceDeps, 'db'>, key: string, perMinute: number, detail: string): Promise<void> {
  const window = await incrementRateLimit(db, key, 60_000);
  if (window.count > perMinute) throw tooManyRequests(detail, (window.resetAt.getTime() - Date.now()) / 1000);
}

/**
 * Run work that queues for the sandbox; a full queue (back-pressure) becomes 503 with Retry-After
 * instead of an unbounded wait. The one place where SandboxBusyError turns into HTTP.
 */
export async function withSandboxSlot<T>(work: () => Promise<T>, detail: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SandboxBusyError) throw new HttpError(503, detail, { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) });
    throw err;
  }
}

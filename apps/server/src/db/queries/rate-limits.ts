import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { rateLimits } from '../schema.js';

export interface WindowState {
  count: number;
  resetAt: Date;
}

/** Count one hit in a fixed window (atomic upsert, so it holds across instances). */
export async function incrementRateLimit(db: Db, key: string, windowMs: number): Promise<WindowState> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

/** Current state of a window without counting (expired windows read as empty). */
export async function selectRateLimit(db: Db, key: string): Promise<WindowState | undefined> {
  const [row] = await db.select({ count: rateLimits.count, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.resetAt.getTime() <= Date.now()) return undefined;
  return row;
}

export async function deleteRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Give back one hit counted by incrementRateLimit (never below zero), e.g. an attempt that turned out not to count. */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Take the lease `key` for `ms` unless another holder's lease is still running (shared by every
 * instance; a holder that dies leaves a lease that simply runs out). True when taken.
 */
export async function takeLease(db: Db, key: string, ms: number): Promise<boolean> {
  const resetAt = new Date(Date.now() + ms);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt }, setWhere: sql`${rateLimits.resetAt} <= now()` })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

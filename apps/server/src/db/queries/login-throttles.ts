import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginDevices, loginThrottles } from '../schema.js';

/** The delay schedule of one throttle scope (ADR 016). */
export interface DelaySchedule {
  /** Failures that cost no wait. */
  free: number;
  /** Wait after the first failure past `free`; doubles with every further failure. */
  baseSeconds: number;
  maxSeconds: number;
  /** Failures are forgotten after this long without a new one. */
  forgetSeconds: number;
}

export type Reservation = { ok: true; failures: number } | { ok: false; blockedUntil: Date };

/**
 * Reserve one attempt in a scope, counted as a failure until `clearLoginThrottle` says otherwise,
 * and set the wait that failure would earn — in one statement, so parallel guesses cannot slip
 * between a check and a count. Refused (nothing counted) while the previous wait is running.
 */
export async function reserveLoginAttempt(db: Db, key: string, userId: number | null, s: DelaySchedule): Promise<Reservation> {
  // Config integers, written into the statement as literals (untyped parameters confuse the planner).
  const int = (n: number) => sql.raw(String(Math.trunc(n)));
  // failures after this attempt: 1 when the old ones are forgotten, else one more.
  const next = sql`(case when ${loginThrottles.updatedAt} < now() - make_interval(secs => ${int(s.forgetSeconds)}) then 1 else ${loginThrottles.failures} + 1 end)`;
  const wait = (n: SQL) =>
    sql`now() + make_interval(secs => case when ${n} <= ${int(s.free)} then 0 else least(${int(s.maxSeconds)}, ${int(s.baseSeconds)} * power(2, ${n} - ${int(s.free + 1)})) end)`;
  const rows = await db
    .insert(loginThrottles)
    .values({ key, userId, failures: 1, blockedUntil: wait(sql`1`), updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: { failures: next, blockedUntil: wait(next), updatedAt: sql`now()` },
      setWhere: sql`${loginThrottles.blockedUntil} <= now()`,
    })
    .returning({ failures: loginThrottles.failures });
  if (rows[0]) return { ok: true, failures: rows[0].failures };
  const [row] = await db.select({ blockedUntil: loginThrottles.blockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, key)).limit(1);
  // The row can only vanish in between through a success or an unlock: then the next try is free.
  return { ok: false, blockedUntil: row?.blockedUntil ?? new Date(Date.now() + 1000) };
}

/** A correct password: the scope's failures are forgiven. */
export async function clearLoginThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Unlock an account (teacher, admin, password reset): every scope of it. True when something was locked. */
export async function clearLoginThrottlesOfUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(loginThrottles).where(eq(loginThrottles.userId, userId)).returning({ blockedUntil: loginThrottles.blockedUntil });
  return rows.some((r) => r.blockedUntil.getTime() > Date.now());
}

/** Whether an account has a running wait in any scope (for the unlock buttons). */
export async function selectLoginBlockedUntil(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | null>`max(${loginThrottles.blockedUntil})`.mapWith((v) => (v ? new Date(v as string) : null)) })
    .from(loginThrottles)
    .where(eq(loginThrottles.userId, userId));
  const until = row?.until ?? null;
  return until && until.getTime() > Date.now() ? until : null;
}

/** The account a trusted-browser token belongs to, touching its last use; undefined for unknown tokens. */
export async function touchLoginDevice(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(loginDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(loginDevices.tokenHash, tokenHash), eq(loginDevices.userId, userId)))
    .returning({ userId: loginDevices.userId });
  return rows.length > 0;
}

export async function insertLoginDevice(db: Db, tokenHash: string, userId: number): Promise<void> {
  await db.insert(loginDevices).values({ tokenHash, userId }).onConflictDoNothing();
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorBudgets } from '../schema.js';

export interface BudgetResult {
  allowed: boolean;
  /** Whole messages left after this one (allowed) or now (refused). */
  remaining: number;
  /** Seconds until the next message is available (refused only). */
  retryAfterSeconds: number;
}

/**
 * Take one message from the user's token bucket (burst `burst`, one message back every
 * `refillSeconds`). One atomic statement computed with the database clock, so it holds across
 * instances and concurrent requests.
 */
export async function takeTutorBudget(db: Db, userId: number, burst: number, refillSeconds: number): Promise<BudgetResult> {
  const available = sql`least(${burst}::float8, ${tutorBudgets.tokens} + extract(epoch from (now() - ${tutorBudgets.updatedAt}))::float8 / ${refillSeconds}::float8)`;
  const rows = await db
    .insert(tutorBudgets)
    .values({ userId, tokens: burst - 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: tutorBudgets.userId,
      set: { tokens: sql`${available} - 1`, updatedAt: sql`now()` },
      setWhere: sql`${available} >= 1`,
    })
    .returning({ tokens: tutorBudgets.tokens });
  const taken = rows[0];
  if (taken) return { allowed: true, remaining: Math.max(0, Math.floor(taken.tokens)), retryAfterSeconds: 0 };
  const [state] = await db.select({ available }).from(tutorBudgets).where(eq(tutorBudgets.userId, userId)).limit(1);
  const now = Number(state?.available ?? 0);
  return { allowed: false, remaining: Math.max(0, Math.floor(now)), retryAfterSeconds: Math.max(1, Math.ceil((1 - now) * refillSeconds)) };
}

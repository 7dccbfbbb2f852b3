import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorRevealed } from '../schema.js';

/** What the tutor's model showed the student lately, oldest first (at most `limit`, newer than `since`). */
export async function selectRevealed(db: Db, userId: number, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ text: tutorRevealed.text })
    .from(tutorRevealed)
    .where(and(eq(tutorRevealed.userId, userId), gt(tutorRevealed.createdAt, since)))
    .orderBy(desc(tutorRevealed.createdAt), desc(tutorRevealed.id))
    .limit(limit);
  return rows.map((r) => r.text).reverse();
}

/** How often (one insert in this many) a student's old replies are pruned: reads take the newest anyway. */
export const PRUNE_EVERY = 8;

/**
 * Record one reply's model text; now and then forget the student's replies that are too old or
 * beyond the newest `keep` (selectRevealed reads only those, so pruning is housekeeping and need
 * not cost every reply a second statement).
 */
export async function insertRevealed(
  db: Db,
  row: { userId: number; sectionId: string | null; problemId: string | null; text: string },
  since: Date,
  keep: number,
): Promise<void> {
  const [inserted] = await db.insert(tutorRevealed).values(row).returning({ id: tutorRevealed.id });
  if (!inserted || inserted.id % PRUNE_EVERY !== 0) return;
  const newest = db
    .select({ id: tutorRevealed.id })
    .from(tutorRevealed)
    .where(eq(tutorRevealed.userId, row.userId))
    .orderBy(desc(tutorRevealed.createdAt), desc(tutorRevealed.id))
    .limit(keep);
  await db
    .delete(tutorRevealed)
    .where(and(eq(tutorRevealed.userId, row.userId), or(lt(tutorRevealed.createdAt, since), sql`${tutorRevealed.id} not in (${newest})`)));
}

/** Every student's replies older than `since` (a periodic sweep; each insert also prunes its student's). */
export async function deleteRevealedBefore(db: Db, since: Date): Promise<void> {
  await db.delete(tutorRevealed).where(lt(tutorRevealed.createdAt, since));
}


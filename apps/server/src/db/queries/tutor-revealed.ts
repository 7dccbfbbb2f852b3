import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorRevealed, tutorRevealedLines } from '../schema.js';

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


/** The reference-solution lines the student was ever shown (table tutor_revealed_lines), per problem: of every problem, or of one. */
export async function selectRevealedLines(db: Db, userId: number, problemId?: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ problemId: tutorRevealedLines.problemId, line: tutorRevealedLines.line })
    .from(tutorRevealedLines)
    .where(problemId === undefined ? eq(tutorRevealedLines.userId, userId) : and(eq(tutorRevealedLines.userId, userId), eq(tutorRevealedLines.problemId, problemId)));
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    const lines = out.get(r.problemId);
    if (lines) lines.add(r.line);
    else out.set(r.problemId, new Set([r.line]));
  }
  return out;
}

/** Record solution lines a student was shown (a line already recorded stays as it was). */
export async function insertRevealedLines(db: Db, userId: number, lines: readonly { problemId: string; line: string }[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(tutorRevealedLines)
    .values(lines.map((l) => ({ userId, problemId: l.problemId, line: l.line })))
    .onConflictDoNothing({ target: [tutorRevealedLines.userId, tutorRevealedLines.problemId, tutorRevealedLines.line] });
}

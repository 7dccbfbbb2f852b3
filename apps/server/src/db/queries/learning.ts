import { and, asc, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import type { Db } from '../client.js';
import { evaluationAttempts, evaluationSubmissions, learningEvents, sectionCompletions, sectionVideos } from '../schema.js';

export type CompletionRow = typeof sectionCompletions.$inferSelect;
export type AttemptRow = typeof evaluationAttempts.$inferSelect;
export type SubmissionRow = typeof evaluationSubmissions.$inferSelect;
export type NewLearningEvent = typeof learningEvents.$inferInsert;

export async function selectCompletions(db: Db, userId: number, sectionIds?: string[]): Promise<CompletionRow[]> {
  const where = sectionIds ? and(eq(sectionCompletions.userId, userId), inArray(sectionCompletions.sectionId, sectionIds)) : eq(sectionCompletions.userId, userId);
  if (sectionIds && sectionIds.length === 0) return [];
  return db.select().from(sectionCompletions).where(where);
}

export async function insertCompletion(db: Db, values: typeof sectionCompletions.$inferInsert): Promise<boolean> {
  const rows = await db.insert(sectionCompletions).values(values).onConflictDoNothing().returning({ id: sectionCompletions.id });
  return rows.length > 0;
}

export async function deleteCompletion(db: Db, userId: number, sectionId: string, learningType: CompletionRow['learningType']): Promise<boolean> {
  const rows = await db
    .delete(sectionCompletions)
    .where(and(eq(sectionCompletions.userId, userId), eq(sectionCompletions.sectionId, sectionId), eq(sectionCompletions.learningType, learningType)))
    .returning({ id: sectionCompletions.id });
  return rows.length > 0;
}

export async function insertLearningEvents(db: Db, rows: (typeof learningEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(learningEvents).values(rows);
}

/** Study seconds per section from heartbeats. */
/** The user's lesson-step records of a section, oldest first (payload step and status). */
export async function selectLessonStepEvents(db: Db, userId: number, sectionId: string): Promise<{ step: unknown; status: unknown }[]> {
  return db
    .select({ step: sql<unknown>`${learningEvents.payload}->>'step'`, status: sql<unknown>`${learningEvents.payload}->>'status'` })
    .from(learningEvents)
    .where(and(eq(learningEvents.userId, userId), eq(learningEvents.sectionId, sectionId), eq(learningEvents.kind, 'lesson_step')))
    .orderBy(asc(learningEvents.id));
}

export async function selectStudySeconds(db: Db, userId: number, sectionIds: string[]): Promise<Map<string, number>> {
  if (sectionIds.length === 0) return new Map();
  const rows = await db
    .select({ sectionId: learningEvents.sectionId, seconds: sum(learningEvents.durationSeconds).mapWith(Number) })
    .from(learningEvents)
    .where(and(eq(learningEvents.userId, userId), eq(learningEvents.kind, 'heartbeat'), inArray(learningEvents.sectionId, sectionIds)))
    .groupBy(learningEvents.sectionId);
  return new Map(rows.map((r) => [r.sectionId ?? '', r.seconds ?? 0]));
}

export async function selectBestScores(db: Db, userId: number, sectionIds: string[]): Promise<Map<string, number>> {
  if (sectionIds.length === 0) return new Map();
  const rows = await db
    .select({ sectionId: evaluationAttempts.sectionId, best: max(evaluationAttempts.score) })
    .from(evaluationAttempts)
    .where(and(eq(evaluationAttempts.userId, userId), inArray(evaluationAttempts.sectionId, sectionIds)))
    .groupBy(evaluationAttempts.sectionId);
  return new Map(rows.filter((r) => r.best !== null).map((r) => [r.sectionId, r.best as number]));
}

export async function selectLatestAttempt(db: Db, userId: number, sectionId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(evaluationAttempts)
    .where(and(eq(evaluationAttempts.userId, userId), eq(evaluationAttempts.sectionId, sectionId)))
    .orderBy(desc(evaluationAttempts.attempt))
    .limit(1);
  return row;
}

/** The current attempt, created on first use; concurrent creators agree thanks to the unique index. */
export async function ensureAttempt(db: Db, userId: number, sectionId: string): Promise<AttemptRow> {
  const latest = await selectLatestAttempt(db, userId, sectionId);
  if (latest) return latest;
  await db.insert(evaluationAttempts).values({ userId, sectionId, attempt: 1 }).onConflictDoNothing();
  const created = await selectLatestAttempt(db, userId, sectionId);
  if (!created) throw new Error('evaluation attempt not created');
  return created;
}

/**
 * The current attempt, created on first use, row-locked (SELECT … FOR UPDATE) until the transaction
 * ends: concurrent submissions to one evaluation then record and count one after another, so the
 * one that brings the last missing problem always sees all the others and completes the attempt.
 * Call inside a transaction.
 */
export async function lockCurrentAttempt(tx: Db, userId: number, sectionId: string): Promise<AttemptRow> {
  // One statement when the attempt exists (every submission but a student's first of the section).
  const locked = await selectLatestAttemptForUpdate(tx, userId, sectionId);
  if (locked) return locked;
  await ensureAttempt(tx, userId, sectionId);
  const row = await selectLatestAttemptForUpdate(tx, userId, sectionId);
  if (!row) throw new Error('evaluation attempt not found after creation');
  return row;
}

async function selectLatestAttemptForUpdate(tx: Db, userId: number, sectionId: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(evaluationAttempts)
    .where(and(eq(evaluationAttempts.userId, userId), eq(evaluationAttempts.sectionId, sectionId)))
    .orderBy(desc(evaluationAttempts.attempt))
    .limit(1)
    .for('update');
  return row;
}

export async function insertAttempt(db: Db, userId: number, sectionId: string, attempt: number): Promise<void> {
  await db.insert(evaluationAttempts).values({ userId, sectionId, attempt }).onConflictDoNothing();
}

export async function updateAttempt(db: Db, id: number, patch: Partial<typeof evaluationAttempts.$inferInsert>): Promise<void> {
  await db.update(evaluationAttempts).set(patch).where(eq(evaluationAttempts.id, id));
}

export async function insertSubmission(db: Db, values: typeof evaluationSubmissions.$inferInsert): Promise<SubmissionRow> {
  const [row] = await db.insert(evaluationSubmissions).values(values).returning();
  if (!row) throw new Error('insert evaluation_submissions returned nothing');
  return row;
}

export async function selectSubmissions(db: Db, attemptId: number): Promise<SubmissionRow[]> {
  return db.select().from(evaluationSubmissions).where(eq(evaluationSubmissions.attemptId, attemptId)).orderBy(evaluationSubmissions.createdAt, evaluationSubmissions.id);
}

export async function selectVideo(db: Db, sectionId: string) {
  const [row] = await db.select().from(sectionVideos).where(eq(sectionVideos.sectionId, sectionId)).limit(1);
  return row;
}

export async function selectVideoSectionIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: sectionVideos.sectionId }).from(sectionVideos);
  return new Set(rows.map((r) => r.id));
}

export async function upsertVideo(db: Db, values: typeof sectionVideos.$inferInsert): Promise<void> {
  const { sectionId: _s, ...set } = values;
  await db.insert(sectionVideos).values(values).onConflictDoUpdate({ target: sectionVideos.sectionId, set });
}

// Tables of the privacy rights (issue 25): the access log, deletion requests and what stays of a
// deleted account (anonymous counts).
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accessLog, anonymousLearningFigures, codeExecutions, evaluationSubmissions, learningEvents, privacyRequests, sectionCompletions, users } from '../schema.js';

export type AccessLogRow = typeof accessLog.$inferSelect;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertAccessLogEntries(db: Db, rows: (typeof accessLog.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(accessLog).values(rows);
}

export async function selectAccessLogForStudent(db: Db, studentId: number, limit = 1000): Promise<AccessLogRow[]> {
  return db.select().from(accessLog).where(eq(accessLog.studentId, studentId)).orderBy(desc(accessLog.createdAt), desc(accessLog.id)).limit(limit);
}

export async function selectPrivacyRequestsForUser(db: Db, userId: number): Promise<PrivacyRequestRow[]> {
  return db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id));
}

export async function selectPendingDeletionRequest(db: Db, userId: number): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'deletion'), eq(privacyRequests.status, 'pending')))
    .limit(1);
  return row;
}

/** Inserts a pending deletion request, or returns the one already pending (the unique index decides). */
export async function insertDeletionRequest(db: Db, userId: number, reason: string | null): Promise<PrivacyRequestRow> {
  const [row] = await db.insert(privacyRequests).values({ userId, kind: 'deletion', reason }).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await selectPendingDeletionRequest(db, userId);
  if (!existing) throw new Error('deletion request vanished');
  return existing;
}

export type AdminPrivacyRequestRow = PrivacyRequestRow & { username: string | null; fullName: string | null; userType: 'student' | 'teacher' | 'admin' | null };

export async function selectPrivacyRequests(db: Db, status?: 'pending' | 'completed'): Promise<AdminPrivacyRequestRow[]> {
  const rows = await db
    .select({ request: privacyRequests, username: users.username, profile: users.profile, userType: users.userType })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.userId))
    .where(status ? eq(privacyRequests.status, status) : undefined)
    .orderBy(asc(privacyRequests.status), desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(500);
  return rows.map((r) => ({ ...r.request, username: r.username, fullName: r.profile?.fullName ?? null, userType: r.userType }));
}

export async function selectPrivacyRequestById(db: Db, id: number): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
  return row;
}

export async function updatePrivacyRequest(db: Db, id: number, patch: Partial<typeof privacyRequests.$inferInsert>): Promise<PrivacyRequestRow | undefined> {
  const [row] = await db.update(privacyRequests).set(patch).where(eq(privacyRequests.id, id)).returning();
  return row;
}

/** Per course: the learning figures of one user, as counts without anything that names them. */
export async function selectLearningCounts(db: Db, userId: number): Promise<Map<string | null, { completions: number; submissions: number; correct: number; runs: number; seconds: number }>> {
  const [done, subs, runs, time] = await Promise.all([
    db.select({ courseId: sectionCompletions.courseId, n: count() }).from(sectionCompletions).where(eq(sectionCompletions.userId, userId)).groupBy(sectionCompletions.courseId),
    db
      .select({ sectionId: evaluationSubmissions.sectionId, n: count(), correct: sql<number>`count(*) filter (where ${evaluationSubmissions.isCorrect})`.mapWith(Number) })
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.userId, userId))
      .groupBy(evaluationSubmissions.sectionId),
    db.select({ n: count() }).from(codeExecutions).where(eq(codeExecutions.userId, userId)),
    db
      .select({ courseId: learningEvents.courseId, seconds: sum(learningEvents.durationSeconds).mapWith(Number) })
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, userId), eq(learningEvents.kind, 'heartbeat')))
      .groupBy(learningEvents.courseId),
  ]);
  const out = new Map<string | null, { completions: number; submissions: number; correct: number; runs: number; seconds: number }>();
  const at = (courseId: string | null) => {
    let v = out.get(courseId);
    if (!v) out.set(courseId, (v = { completions: 0, submissions: 0, correct: 0, runs: 0, seconds: 0 }));
    return v;
  };
  for (const r of done) at(r.courseId).completions += r.n;
  for (const r of time) at(r.courseId).seconds += r.seconds ?? 0;
  // Submissions and runs are kept per section or not at all; they are counted without a course.
  for (const r of subs) {
    at(null).submissions += r.n;
    at(null).correct += r.correct;
  }
  if ((runs[0]?.n ?? 0) > 0) at(null).runs += runs[0]!.n;
  return out;
}

export async function insertAnonymousFigures(db: Db, rows: (typeof anonymousLearningFigures.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(anonymousLearningFigures).values(rows);
}

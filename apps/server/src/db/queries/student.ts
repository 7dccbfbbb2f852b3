// Reads behind the student dashboard, daily stats and the mistakes notebook. Raw counts only: every
// figure is made from them by the definitions in packages/contracts (ADR 013).
import { and, asc, eq, inArray, isNotNull, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../client.js';
import { codeExecutions, courseMembers, courses, evaluationAttempts, evaluationSubmissions, learningEvents, sectionCompletions } from '../schema.js';

/** Study day (Asia/Seoul) of a timestamp column, as 'YYYY-MM-DD'. */
const seoulDayOf = (column: typeof learningEvents.createdAt) => sql<string>`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

export async function selectStudentMemberships(db: Db, userId: number): Promise<{ courseId: string; enrolledAt: Date }[]> {
  // A class (반) member studies the class's curriculum (content_id): progress is counted there.
  return db
    .select({ courseId: sql<string>`coalesce(${courses.contentId}, ${courseMembers.courseId})`, enrolledAt: courseMembers.enrolledAt })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), eq(courseMembers.memberType, 'student')));
}

/** Courses the user left any record in (completion or learning event), enrolled or not. */
export async function selectTouchedCourseIds(db: Db, userId: number): Promise<string[]> {
  const [a, b] = await Promise.all([
    db.selectDistinct({ id: sectionCompletions.courseId }).from(sectionCompletions).where(eq(sectionCompletions.userId, userId)),
    db
      .selectDistinct({ id: learningEvents.courseId })
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, userId), isNotNull(learningEvents.courseId))),
  ]);
  return [...new Set([...a, ...b].map((r) => r.id).filter((id): id is string => id !== null))];
}

/** Distinct study days (Asia/Seoul) with any learning record, ascending. */
export async function selectActivityDays(db: Db, userId: number): Promise<string[]> {
  const day = seoulDayOf(learningEvents.createdAt);
  const rows = await db.selectDistinct({ day }).from(learningEvents).where(eq(learningEvents.userId, userId)).orderBy(day);
  return rows.map((r) => r.day);
}

/** Student members of any of the courses, plus `include` (the student asking). */
export async function selectClassStudentIds(db: Db, courseIds: string[], include: number): Promise<number[]> {
  if (courseIds.length === 0) return [include];
  // The student's own class (issue 22): the students of the same course rows (반) the student is in,
  // for the curricula asked — never every class that happens to study the same curriculum.
  const mine = db
    .select({ courseId: courseMembers.courseId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, include), eq(courseMembers.memberType, 'student'), inArray(sql`coalesce(${courses.contentId}, ${courses.id})`, courseIds)));
  const rows = await db
    .selectDistinct({ id: courseMembers.userId })
    .from(courseMembers)
    .where(and(inArray(courseMembers.courseId, mine), eq(courseMembers.memberType, 'student')));
  return [...new Set([include, ...rows.map((r) => r.id)])];
}

export interface ClassFacts {
  completions: { userId: number; sectionId: string; learningType: string }[];
  seconds: { userId: number; seconds: number }[];
  bestScores: { userId: number; sectionId: string; best: number }[];
}

/** Raw facts of many students over a set of sections, three grouped queries whatever the class size. */
export async function selectClassFacts(db: Db, userIds: number[], sectionIds: string[]): Promise<ClassFacts> {
  if (userIds.length === 0 || sectionIds.length === 0) return { completions: [], seconds: [], bestScores: [] };
  const [completions, seconds, scores] = await Promise.all([
    db
      .select({ userId: sectionCompletions.userId, sectionId: sectionCompletions.sectionId, learningType: sectionCompletions.learningType })
      .from(sectionCompletions)
      .where(and(inArray(sectionCompletions.userId, userIds), inArray(sectionCompletions.sectionId, sectionIds))),
    db
      .select({ userId: learningEvents.userId, seconds: sum(learningEvents.durationSeconds).mapWith(Number) })
      .from(learningEvents)
      .where(and(inArray(learningEvents.userId, userIds), eq(learningEvents.kind, 'heartbeat'), inArray(learningEvents.sectionId, sectionIds)))
      .groupBy(learningEvents.userId),
    db
      .select({ userId: evaluationAttempts.userId, sectionId: evaluationAttempts.sectionId, best: max(evaluationAttempts.score) })
      .from(evaluationAttempts)
      .where(and(inArray(evaluationAttempts.userId, userIds), inArray(evaluationAttempts.sectionId, sectionIds)))
      .groupBy(evaluationAttempts.userId, evaluationAttempts.sectionId),
  ]);
  return {
    completions,
    seconds: seconds.map((r) => ({ userId: r.userId, seconds: r.seconds ?? 0 })),
    bestScores: scores.filter((r) => r.best !== null).map((r) => ({ userId: r.userId, sectionId: r.sectionId, best: r.best as number })),
  };
}

/** Completion instants per (section, learning type) of one user. */
export async function selectCompletionTimes(db: Db, userId: number): Promise<{ sectionId: string; learningType: string; completedAt: Date }[]> {
  return db
    .select({ sectionId: sectionCompletions.sectionId, learningType: sectionCompletions.learningType, completedAt: sectionCompletions.completedAt })
    .from(sectionCompletions)
    .where(eq(sectionCompletions.userId, userId));
}

/** Earliest run of any kind: a browser practice run event or a server code run. */
export async function selectFirstRunAt(db: Db, userId: number): Promise<Date | null> {
  const [[a], [b]] = await Promise.all([
    db.select({ at: min(learningEvents.createdAt) }).from(learningEvents).where(and(eq(learningEvents.userId, userId), eq(learningEvents.kind, 'practice_run'))),
    db.select({ at: min(codeExecutions.createdAt) }).from(codeExecutions).where(eq(codeExecutions.userId, userId)),
  ]);
  const times = [a?.at, b?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

export async function selectFirstPerfectScoreAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(evaluationAttempts.completedAt) })
    .from(evaluationAttempts)
    .where(and(eq(evaluationAttempts.userId, userId), eq(evaluationAttempts.score, 100)));
  return row?.at ?? null;
}

export type SubmissionFact = {
  sectionId: string;
  problemId: string;
  code: string;
  isCorrect: boolean;
  passed: number;
  total: number;
  result: typeof evaluationSubmissions.$inferSelect.result;
  createdAt: Date;
};

/** Every graded submission of the user, oldest first (badges and the mistakes notebook). */
export async function selectSubmissionFacts(db: Db, userId: number): Promise<SubmissionFact[]> {
  return db
    .select({
      sectionId: evaluationSubmissions.sectionId,
      problemId: evaluationSubmissions.problemId,
      code: evaluationSubmissions.code,
      isCorrect: evaluationSubmissions.isCorrect,
      passed: evaluationSubmissions.passed,
      total: evaluationSubmissions.total,
      result: evaluationSubmissions.result,
      createdAt: evaluationSubmissions.createdAt,
    })
    .from(evaluationSubmissions)
    .where(eq(evaluationSubmissions.userId, userId))
    .orderBy(asc(evaluationSubmissions.createdAt), asc(evaluationSubmissions.id));
}

export interface DailyRows {
  events: { day: string; kind: string; seconds: number; count: number }[];
  serverRuns: { day: string; count: number }[];
  submissions: { day: string; count: number; correct: number }[];
}

/** Per study day since `fromDay` (Asia/Seoul, inclusive): event sums, server runs, submissions. */
export async function selectDailyRows(db: Db, userId: number, since: Date): Promise<DailyRows> {
  const eventDay = seoulDayOf(learningEvents.createdAt);
  const runDay = sql<string>`to_char(${codeExecutions.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const subDay = sql<string>`to_char(${evaluationSubmissions.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const [events, serverRuns, submissions] = await Promise.all([
    db
      .select({ day: eventDay, kind: learningEvents.kind, seconds: sum(learningEvents.durationSeconds).mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, userId), sql`${learningEvents.createdAt} >= ${since.toISOString()}`, inArray(learningEvents.kind, ['heartbeat', 'practice_run'])))
      .groupBy(eventDay, learningEvents.kind),
    db
      .select({ day: runDay, count: sql<number>`count(*)`.mapWith(Number) })
      .from(codeExecutions)
      .where(and(eq(codeExecutions.userId, userId), sql`${codeExecutions.createdAt} >= ${since.toISOString()}`))
      .groupBy(runDay),
    db
      .select({
        day: subDay,
        count: sql<number>`count(*)`.mapWith(Number),
        correct: sql<number>`count(*) filter (where ${evaluationSubmissions.isCorrect})`.mapWith(Number),
      })
      .from(evaluationSubmissions)
      .where(and(eq(evaluationSubmissions.userId, userId), sql`${evaluationSubmissions.createdAt} >= ${since.toISOString()}`))
      .groupBy(subDay),
  ]);
  return { events: events.map((e) => ({ ...e, seconds: e.seconds ?? 0 })), serverRuns, submissions };
}

/** The user's latest accepted heartbeat instant (server-side study-time cap). */
export async function selectLastHeartbeatAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(learningEvents.createdAt) })
    .from(learningEvents)
    .where(and(eq(learningEvents.userId, userId), eq(learningEvents.kind, 'heartbeat')));
  return row?.at ?? null;
}

/** Whether `teacherId` teaches a course `studentId` is a student of. */
export async function selectTeachesStudent(db: Db, teacherId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: courseMembers.id })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.userId, studentId),
        eq(courseMembers.memberType, 'student'),
        sql`${courseMembers.courseId} in (select course_id from course_members where user_id = ${teacherId} and member_type = 'teacher')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

import { and, asc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { approvalRequests, courseMembers, courses, users } from '../schema.js';
import type { CourseRow } from './courses.js';

export interface CourseCounts {
  teacherCount: number;
  studentCount: number;
  pendingCount: number;
}

export type CourseWithCounts = CourseRow & CourseCounts;

const countColumns = {
  teacherCount: sql<number>`(select count(*) from course_members m where m.course_id = "courses"."id" and m.member_type = 'teacher')`.mapWith(Number),
  studentCount: sql<number>`(select count(*) from course_members m where m.course_id = "courses"."id" and m.member_type = 'student')`.mapWith(Number),
  pendingCount: sql<number>`(select count(*) from approval_requests r where r.course_id = "courses"."id" and r.status = 'pending')`.mapWith(Number),
};

/** Catalogue courses first (catalogue order), then classes newest first. */
export async function selectCoursesWithCounts(db: Db, filter: { q?: string | undefined; category?: string | undefined } = {}): Promise<CourseWithCounts[]> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(courses.title, pattern), ilike(courses.description, pattern), sql`exists (select 1 from course_members m join users u on u.id = m.user_id where m.course_id = ${courses.id} and m.member_type = 'teacher' and (u.username ilike ${pattern} or u.profile->>'fullName' ilike ${pattern}))`);
    if (match) conditions.push(match);
  }
  if (filter.category) conditions.push(eq(courses.category, filter.category));
  const rows = await db
    .select({ course: courses, ...countColumns })
    .from(courses)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`case when ${courses.source} = 'catalogue' then 0 else 1 end`, asc(courses.sortOrder), sql`${courses.createdAt} desc`, asc(courses.id));
  return rows.map((r) => ({ ...r.course, teacherCount: r.teacherCount, studentCount: r.studentCount, pendingCount: r.pendingCount }));
}

export async function selectCourseWithCounts(db: Db, id: string): Promise<CourseWithCounts | undefined> {
  const [row] = await db.select({ course: courses, ...countColumns }).from(courses).where(eq(courses.id, id)).limit(1);
  return row ? { ...row.course, teacherCount: row.teacherCount, studentCount: row.studentCount, pendingCount: row.pendingCount } : undefined;
}

export async function selectCourseById(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('insert courses returned nothing');
  return row;
}

export async function updateCourse(db: Db, id: string, patch: Partial<typeof courses.$inferInsert>): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(patch).where(eq(courses.id, id)).returning();
  return row;
}

export async function deleteCourse(db: Db, id: string): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function selectParticipants(db: Db, courseId: string) {
  return db
    .select({ id: users.id, username: users.username, email: sql<string>`coalesce(${users.email}, '')`, profile: users.profile, memberType: courseMembers.memberType, enrolledAt: courseMembers.enrolledAt })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(eq(courseMembers.courseId, courseId))
    .orderBy(asc(courseMembers.memberType), asc(users.username));
}

/** Removes a membership; returns whether there was one. Learning records are keyed by user and curriculum, so they stay. */
export async function deleteCourseMember(db: Db, courseId: string, userId: number): Promise<boolean> {
  const rows = await db
    .delete(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
    .returning({ id: courseMembers.id });
  return rows.length > 0;
}

/** Remove every enrolment of a user other than as `keep` (after a role change); returns the course ids. */
export async function deleteMembershipsNotOfType(db: Db, userId: number, keep: 'student' | 'teacher'): Promise<string[]> {
  const rows = await db
    .delete(courseMembers)
    .where(and(eq(courseMembers.userId, userId), ne(courseMembers.memberType, keep)))
    .returning({ courseId: courseMembers.courseId });
  return rows.map((r) => r.courseId);
}

/**
 * Whether a course with a seat limit has no student seat left (catalogue courses have no limit).
 * Call it inside the transaction that enrols: it locks the course row first, so two sign-ups for the
 * last seat take turns and the second one counts the first one's seat (a fresh statement, so a fresh
 * snapshot under READ COMMITTED). NO KEY UPDATE, not UPDATE: the enrolling transaction already holds
 * the KEY SHARE lock its own foreign keys to the course took, and UPDATE would deadlock against them.
 */
export async function selectCourseIsFull(db: Db, courseId: string): Promise<boolean> {
  const [course] = await db.select({ max: courses.maxStudents }).from(courses).where(eq(courses.id, courseId)).for('no key update');
  if (!course?.max) return false;
  const [row] = await db
    .select({ students: sql<number>`count(*)`.mapWith(Number) })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberType, 'student')));
  return (row?.students ?? 0) >= course.max;
}

/**
 * Student seats still free in a course (null: no limit). Same lock as selectCourseIsFull, so a bulk
 * enrolment and a sign-up for the last seats take turns.
 */
export async function selectFreeSeats(db: Db, courseId: string): Promise<number | null> {
  const [course] = await db.select({ max: courses.maxStudents }).from(courses).where(eq(courses.id, courseId)).for('no key update');
  if (!course?.max) return null;
  const [row] = await db
    .select({ students: sql<number>`count(*)`.mapWith(Number) })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberType, 'student')));
  return Math.max(0, course.max - (row?.students ?? 0));
}

export async function countApprovedRequests(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.courseId, courseId), eq(approvalRequests.status, 'approved')));
  return row?.n ?? 0;
}

export interface CourseTeacherRow {
  courseId: string;
  id: number;
  username: string;
  fullName: string | null;
}

/** The teacher accounts assigned to these courses (course members of type teacher). */
export async function selectCourseTeachers(db: Db, courseIds: string[]): Promise<CourseTeacherRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: courseMembers.courseId, id: users.id, username: users.username, fullName: sql<string | null>`${users.profile}->>'fullName'` })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(inArray(courseMembers.courseId, courseIds), eq(courseMembers.memberType, 'teacher')))
    .orderBy(asc(users.id));
}

/** Of these ids, the approved, active teacher accounts (the only ones a class may be assigned). */
export async function selectAssignableTeacherIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.userType, 'teacher'), eq(users.approvalStatus, 'approved'), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** Makes `ids` exactly the course's teachers; returns who was added and who removed. */
export async function replaceCourseTeachers(db: Db, courseId: string, ids: number[]): Promise<{ added: number[]; removed: number[] }> {
  const removed = await db
    .delete(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberType, 'teacher'), ids.length ? notInArray(courseMembers.userId, ids) : undefined))
    .returning({ userId: courseMembers.userId });
  const added: number[] = [];
  for (const userId of ids) {
    const rows = await db
      .insert(courseMembers)
      .values({ courseId, userId, memberType: 'teacher' })
      .onConflictDoUpdate({ target: [courseMembers.courseId, courseMembers.userId], set: { memberType: 'teacher' }, setWhere: sql`${courseMembers.memberType} <> 'teacher'` })
      .returning({ userId: courseMembers.userId });
    if (rows.length) added.push(userId);
  }
  return { added, removed: removed.map((r) => r.userId) };
}

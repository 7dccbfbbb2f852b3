import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_MSG } from '@dodam/contracts';
import type { Db } from '../client.js';
import { conflict } from '../../lib/http-errors.js';
import { courseMembers, courses } from '../schema.js';

export type CourseRow = typeof courses.$inferSelect;
export type CourseMemberRow = typeof courseMembers.$inferSelect;

export async function selectActiveCourses(db: Db): Promise<CourseRow[]> {
  return db.select().from(courses).where(eq(courses.isActive, true)).orderBy(asc(courses.sortOrder), asc(courses.id));
}

export async function selectCoursesByIds(db: Db, ids: string[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(courses).where(inArray(courses.id, ids));
}

export async function upsertCourse(db: Db, course: typeof courses.$inferInsert): Promise<void> {
  const { id: _id, createdAt: _createdAt, ...update } = course;
  await db.insert(courses).values(course).onConflictDoUpdate({ target: courses.id, set: update });
}

/**
 * Enrol (or change the member type of) a user in a course. Every enrolment path comes here, so a
 * class archived at the end of the year (issue 25) refuses them all with 409.
 */
export async function upsertCourseMember(db: Db, courseId: string, userId: number, memberType: CourseMemberRow['memberType']): Promise<void> {
  const [course] = await db.select({ archivedAt: courses.archivedAt }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (course?.archivedAt) throw conflict(ADMIN_MSG.classArchived);
  await db
    .insert(courseMembers)
    .values({ courseId, userId, memberType })
    .onConflictDoUpdate({ target: [courseMembers.courseId, courseMembers.userId], set: { memberType } });
}

export async function selectMembershipsForUsers(db: Db, userIds: number[]): Promise<(CourseMemberRow & { courseTitle: string; contentId: string })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: courseMembers.id,
      courseId: courseMembers.courseId,
      userId: courseMembers.userId,
      memberType: courseMembers.memberType,
      enrolledAt: courseMembers.enrolledAt,
      courseTitle: courses.title,
      /** The curriculum studied: a class's content_id, or the catalogue course itself. */
      contentId: sql<string>`coalesce(${courses.contentId}, ${courses.id})`,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(inArray(courseMembers.userId, userIds))
    .orderBy(asc(courses.sortOrder));
}


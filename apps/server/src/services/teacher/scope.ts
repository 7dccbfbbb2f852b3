// Who may see what (issue 9): a teacher of a course is a course member of type teacher; admins may
// look at any course. Unknown or foreign ids answer 404 so that ids do not leak.
import { MSG, isAdmin } from '@dodam/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContentStore } from '../../content/store.js';
import type { Db } from '../../db/client.js';
import { courseMembers, courses } from '../../db/schema.js';
import type { UserRow } from '../../db/queries/users.js';
import { forbidden, notFound } from '../../lib/http-errors.js';

export interface TeacherDeps {
  db: Db;
  content: ContentStore;
  /** Clock of the figures (tests and the demo seed pass their own). */
  now?: () => Date;
}

export interface ScopeSection {
  id: string;
  title: string;
  problems: { id: string; title: string }[];
}

export interface ScopeCourse {
  id: string;
  title: string;
  description: string;
  /** The stored class schedule (courses.schedule), null for catalogue courses. */
  schedule: unknown;
  sections: ScopeSection[];
}

export const STUDENT_NOT_FOUND = '학생을 찾을 수 없습니다.';

/**
 * Courses the caller may look at: the one asked for, or all they teach (admins: all). `activeOnly`
 * (the dashboard, alerts, live view and CSV of all classes) leaves out classes archived at the end
 * of the year (issue 25); asked for by id, or for one student's records, an archived class is still
 * readable until the admin deletes it.
 */
export async function teacherScope(deps: TeacherDeps, user: UserRow, courseId?: string, activeOnly = false): Promise<ScopeCourse[]> {
  const admin = isAdmin({ user_type: user.userType, is_superuser: user.isSuperuser });
  if (!admin && user.userType !== 'teacher') throw forbidden(MSG.teacherOnly);
  let rows: ScopeRow[];
  const hideArchived = activeOnly ? isNull(courses.archivedAt) : undefined;
  // An admin-made class (반) studies its content_id curriculum; a catalogue course is its own.
  const cols = { id: courses.id, title: courses.title, description: courses.description, schedule: courses.schedule, contentId: sql<string>`coalesce(${courses.contentId}, ${courses.id})` };
  if (admin) {
    rows = await deps.db.select(cols).from(courses).where(courseId ? eq(courses.id, courseId) : hideArchived).orderBy(asc(courses.sortOrder), asc(courses.id));
  } else {
    rows = await deps.db
      .select(cols)
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .where(and(eq(courseMembers.userId, user.id), eq(courseMembers.memberType, 'teacher'), courseId ? eq(courses.id, courseId) : hideArchived))
      .orderBy(asc(courses.sortOrder), asc(courses.id));
  }
  if (courseId && rows.length === 0) throw notFound(MSG.courseNotFound);
  return rows.map((r) => presentScopeCourse(deps.content, r));
}

interface ScopeRow {
  id: string;
  title: string;
  description: string;
  schedule: unknown;
  contentId: string;
}

function presentScopeCourse(content: ContentStore, row: ScopeRow): ScopeCourse {
  const data = content.course(row.contentId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    schedule: row.schedule,
    sections: (data?.sections ?? []).map((s) => ({ id: s.id, title: s.title, problems: s.problems.map((p) => ({ id: p.id, title: p.title })) })),
  };
}

/** The scope courses in which this user is enrolled as a student; 404 when none (foreign or unknown id). */
export async function studentCourses(deps: TeacherDeps, scope: ScopeCourse[], studentId: number): Promise<ScopeCourse[]> {
  if (scope.length === 0) throw notFound(STUDENT_NOT_FOUND);
  const rows = await deps.db
    .select({ courseId: courseMembers.courseId })
    .from(courseMembers)
    .where(and(eq(courseMembers.userId, studentId), eq(courseMembers.memberType, 'student'), inArray(courseMembers.courseId, scope.map((c) => c.id))));
  const ids = new Set(rows.map((r) => r.courseId));
  const found = scope.filter((c) => ids.has(c.id));
  if (found.length === 0) throw notFound(STUDENT_NOT_FOUND);
  return found;
}

export function sectionTitle(scope: ScopeCourse[], sectionId: string | null): string | null {
  if (!sectionId) return null;
  for (const c of scope) for (const s of c.sections) if (s.id === sectionId) return s.title;
  return null;
}

/** A problem's title; a problem no longer in the content reads '삭제된 문제' (never its internal id). */
export function problemTitle(scope: ScopeCourse[], sectionId: string, problemId: string): string {
  for (const c of scope) for (const s of c.sections) if (s.id === sectionId) return s.problems.find((p) => p.id === problemId)?.title ?? REMOVED_PROBLEM;
  return REMOVED_PROBLEM;
}
const REMOVED_PROBLEM = '삭제된 문제';

/** The archived classes the caller teaches (admins: all), for the "보관된 반" links of the dashboard. */
export async function archivedClassesOf(deps: TeacherDeps, user: UserRow): Promise<{ course_id: string; course_name: string; archived_at: string }[]> {
  const admin = isAdmin({ user_type: user.userType, is_superuser: user.isSuperuser });
  const rows = admin
    ? await deps.db.select({ id: courses.id, title: courses.title, archivedAt: courses.archivedAt }).from(courses).where(isNotNull(courses.archivedAt)).orderBy(asc(courses.title))
    : await deps.db
        .select({ id: courses.id, title: courses.title, archivedAt: courses.archivedAt })
        .from(courseMembers)
        .innerJoin(courses, eq(courses.id, courseMembers.courseId))
        .where(and(eq(courseMembers.userId, user.id), eq(courseMembers.memberType, 'teacher'), isNotNull(courses.archivedAt)))
        .orderBy(asc(courses.title));
  return rows.map((r) => ({ course_id: r.id, course_name: r.title, archived_at: r.archivedAt!.toISOString() }));
}

// End of the school year (issue 25, ADR 025): an admin archives a class — read-only, hidden from its
// teacher's active lists, its figures still readable — and later deletes it. Deleting an archived
// class removes every record linked to the class (enrolments, codes, plans, registration requests,
// section completions and learning events of the class) and, for each student with no other active
// (un-archived) class, the whole account through the same path as a completed deletion request or
// retention (eraseUser: anonymous counts kept, audit entries stripped, a tombstone). Students who
// stay in another class keep their account and their own work that is not tied to the class
// (code runs, submissions, drafts, tutor conversations are kept per section, not per class).
import { ADMIN_MSG, displayName, isAdmin, type ClassDeleteConfirm, type ClassDeleteOutcome, type ClassDeletePreview, type ClassDeleteResponse } from '@dodam/contracts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deleteCourse, selectCourseById } from '../db/queries/classes.js';
import type { CourseRow } from '../db/queries/courses.js';
import { insertAnonymousFigures, selectLearningCounts } from '../db/queries/privacy.js';
import type { UserRow } from '../db/queries/users.js';
import { courseMembers, courses, users } from '../db/schema.js';
import { conflict, notFound, unprocessable } from '../lib/http-errors.js';
import { recordAudit, type Actor } from './admin-deps.js';
import { closePendingRequestsOfCourse } from './approval-service.js';
import { eraseUser } from './privacy-service.js';

const COURSE_NOT_FOUND = '과정을 찾을 수 없습니다.';

/** Refuses (409) any change to an archived class: enrolments, codes, edits, teachers. */
export function assertClassOpen(course: Pick<CourseRow, 'archivedAt'>): void {
  if (course.archivedAt) throw conflict(ADMIN_MSG.classArchived);
}

async function loadClass(db: Db, id: string): Promise<CourseRow> {
  const row = await selectCourseById(db, id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  if (row.source !== 'admin') throw unprocessable(ADMIN_MSG.classArchiveCatalogue);
  return row;
}

/**
 * Archives a class (409 when it already is) or makes an archived class ordinary again (409 when it
 * is not archived); the conditional update makes two racing requests one. Archiving closes the
 * class's pending registration requests (an archived class takes no one new, so approving one
 * could only fail); un-archiving does not reopen them — the applicant asks again.
 */
export async function setClassArchived(db: Db, actor: Actor, id: string, archived: boolean, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadClass(tx, id);
    const done = await tx
      .update(courses)
      .set({ archivedAt: archived ? now : null })
      .where(and(eq(courses.id, id), archived ? isNull(courses.archivedAt) : isNotNull(courses.archivedAt)))
      .returning({ id: courses.id });
    if (done.length === 0) throw conflict(archived ? ADMIN_MSG.classAlreadyArchived : ADMIN_MSG.classNotArchived);
    if (!archived) {
      await recordAudit(tx, actor, 'course.unarchive', { type: 'course', id }, { name: row.title });
      return;
    }
    const closed = await closePendingRequestsOfCourse(tx, actor, id, row.title, now);
    await recordAudit(tx, actor, 'course.archive', { type: 'course', id }, { name: row.title, closed_requests: closed });
  });
}

interface PlannedStudent {
  user: UserRow;
  outcome: ClassDeleteOutcome;
}

/**
 * The class's students and what deleting the class does to each: a student account with no other
 * active class is deleted; anyone else (a student still in another class, a staff account enrolled
 * as a student) only loses this class.
 */
async function planStudents(db: Db, courseId: string): Promise<PlannedStudent[]> {
  const rows = await db
    .select({
      user: users,
      otherActive: sql<boolean>`exists (select 1 from course_members m join courses c on c.id = m.course_id where m.user_id = ${users.id} and m.course_id <> ${courseId} and c.archived_at is null)`,
    })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberType, 'student')))
    .orderBy(asc(users.username));
  return rows.map(({ user, otherActive }) => {
    const staff = user.userType !== 'student' || isAdmin({ user_type: user.userType, is_superuser: user.isSuperuser });
    return { user, outcome: otherActive || staff ? 'enrolment_removed' : 'account_deleted' };
  });
}

function counted(plan: PlannedStudent[]) {
  const deleted = plan.filter((p) => p.outcome === 'account_deleted').length;
  return { accounts_deleted: deleted, enrolments_removed: plan.length - deleted };
}

/** What deleting the class would do (for the confirmation dialog). */
export async function yearEndDeletePreview(db: Db, id: string): Promise<ClassDeletePreview> {
  const row = await loadClass(db, id);
  const plan = await planStudents(db, id);
  const [teachers] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, id), eq(courseMembers.memberType, 'teacher')));
  return {
    course_id: row.id,
    name: row.title,
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    student_count: plan.length,
    teacher_count: teachers?.n ?? 0,
    ...counted(plan),
    students: plan.map((p) => ({ id: p.user.id, username: p.user.username, name: displayName(p.user.profile.fullName, p.user.username), outcome: p.outcome })),
  };
}

/**
 * Deletes an archived class in one transaction. The admin must type the class's name and confirm
 * the number of students they were shown (409 when it changed since). The audit log keeps a
 * tombstone: the class's name and how many accounts and enrolments went, nobody's name.
 */
export async function yearEndDelete(db: Db, actor: Actor, id: string, input: ClassDeleteConfirm, now = new Date()): Promise<ClassDeleteResponse> {
  return db.transaction(async (tx) => {
    const row = await loadClass(tx, id);
    if (!row.archivedAt) throw conflict(ADMIN_MSG.classNotArchived);
    if (input.confirm_name.trim() !== row.title.trim()) throw unprocessable(ADMIN_MSG.classDeleteNameMismatch, 'confirm_name');
    const plan = await planStudents(tx, id);
    if (plan.length !== input.student_count) throw conflict(ADMIN_MSG.classDeleteCountChanged);

    const month = now.toISOString().slice(0, 7);
    for (const { user, outcome } of plan) {
      if (outcome === 'account_deleted') {
        await eraseUser(tx, user, now);
        continue;
      }
      // A student who stays elsewhere: this class's completions and study time go with the class,
      // kept only as anonymous counts of the class.
      const mine = (await selectLearningCounts(tx, user.id)).get(id);
      if (mine && (mine.completions || mine.seconds)) {
        await insertAnonymousFigures(tx, [{ courseId: id, month, completions: mine.completions, submissions: 0, correctSubmissions: 0, codeRuns: 0, studySeconds: mine.seconds }]);
      }
    }
    // Enrolments, codes and their uses, plans, registration requests, completions and learning
    // events of the class go with it (foreign keys on delete cascade).
    await deleteCourse(tx, id);
    const counts = counted(plan);
    await recordAudit(tx, actor, 'course.year_end_delete', { type: 'course', id }, { name: row.title, ...counts });
    return { message: `${row.title} 반을 삭제했습니다. 계정 삭제 ${counts.accounts_deleted}명, 이 반의 등록만 삭제 ${counts.enrolments_removed}명.`, ...counts };
  });
}

import { ADMIN_MSG, displayName, personName, type CourseCreate, type CourseStatus, type ManagedCourse, type ManagedCourseDetail, type Weekday } from '@dodam/contracts';
import { randomBytes } from 'node:crypto';
import type { Profile } from '@dodam/contracts';
import {
  deleteCourse,
  deleteCourseMember,
  insertCourse,
  replaceCourseTeachers,
  selectAssignableTeacherIds,
  selectCourseTeachers,
  selectCourseWithCounts,
  selectParticipants,
  updateCourse,
  type CourseTeacherRow,
  type CourseWithCounts,
} from '../db/queries/classes.js';
import type { Db } from '../db/client.js';
import type { CourseRow } from '../db/queries/courses.js';
import { recordAudit, type Actor, type AdminDeps } from './admin-deps.js';
import { badRequest, notFound, unprocessable } from '../lib/http-errors.js';
import { seoulToday } from './progress.js';
import { assertClassOpen } from './class-archive.js';

const COURSE_NOT_FOUND = '과정을 찾을 수 없습니다.';

/** spec: active / pending (not started) / completed (ended) / inactive (switched off). */
export function courseStatus(course: Pick<CourseRow, 'isActive' | 'startDate' | 'endDate'>, today = seoulToday()): CourseStatus {
  if (!course.isActive) return 'inactive';
  if (course.endDate && course.endDate < today) return 'completed';
  if (course.startDate && course.startDate > today) return 'pending';
  return 'active';
}

interface Schedule {
  dayOfWeek?: Weekday[];
  classTime?: Partial<Record<Weekday, { start: string; end: string }>>;
}

/** A class's teachers as shown: by name, in name order. */
export function presentTeachers(rows: CourseTeacherRow[]): ManagedCourse['teachers'] {
  return rows
    .map((t) => ({ id: t.id, username: t.username, name: displayName(t.fullName, t.username) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id);
}

/** The one 강사 label of a class (issue 22): its assigned teachers, never a free text that may disagree. */
export function teacherLabel(teachers: { name: string }[]): string | null {
  return teachers.length ? teachers.map((t) => personName(t.name, 'teacher')).join(', ') : null;
}

/** Teachers of each course id. */
export async function teachersByCourse(db: Db, courseIds: string[]): Promise<Map<string, ManagedCourse['teachers']>> {
  const rows = await selectCourseTeachers(db, courseIds);
  const grouped = new Map<string, CourseTeacherRow[]>();
  for (const r of rows) grouped.set(r.courseId, [...(grouped.get(r.courseId) ?? []), r]);
  return new Map([...grouped].map(([id, list]) => [id, presentTeachers(list)]));
}

export function presentManagedCourse(row: CourseWithCounts, contentName: (id: string) => string, teachers: ManagedCourse['teachers'] = []): ManagedCourse {
  const schedule = (row.schedule ?? {}) as Schedule;
  const contentId = row.contentId ?? row.id;
  return {
    id: row.id,
    name: row.title,
    category: row.category,
    description: row.description,
    source: row.source === 'admin' ? 'admin' : 'catalogue',
    content_id: contentId,
    content_name: contentName(contentId),
    teacher_count: row.teacherCount,
    student_count: row.studentCount,
    enrolled_count: row.teacherCount + row.studentCount,
    pending_count: row.pendingCount,
    startDate: row.startDate,
    endDate: row.endDate,
    maxStudents: row.maxStudents,
    dayOfWeek: schedule.dayOfWeek ?? [],
    classTime: schedule.classTime ?? {},
    instructorName: teacherLabel(teachers),
    teachers,
    duration: row.duration,
    is_active: row.isActive,
    status: courseStatus(row),
    created_at: row.createdAt.toISOString(),
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
  };
}

export function contentNamer(deps: Pick<AdminDeps, 'content'>) {
  return (id: string) => deps.content.course(id)?.title ?? id;
}

export async function loadManagedCourse(deps: AdminDeps, id: string): Promise<ManagedCourseDetail> {
  const row = await selectCourseWithCounts(deps.db, id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const participants = await selectParticipants(deps.db, id);
  const teachers = (await teachersByCourse(deps.db, [id])).get(id) ?? [];
  return {
    ...presentManagedCourse(row, contentNamer(deps), teachers),
    students: participants.map((p) => ({
      id: p.id,
      username: p.username,
      email: p.email,
      full_name: (p.profile as Profile).fullName ?? null,
      user_type: p.memberType === 'teacher' ? 'teacher' : 'student',
      enrollment_date: p.enrolledAt.toISOString(),
    })),
  };
}

function classColumns(deps: AdminDeps, input: CourseCreate) {
  const content = deps.content.course(input.content_id);
  if (!content) throw unprocessable(ADMIN_MSG.courseContentUnknown, 'content_id');
  return {
    title: input.name,
    description: input.description,
    category: input.category,
    contentId: content.id,
    difficulty: content.difficulty,
    ageLabel: content.age_label,
    labelColor: content.label_color,
    durationHours: content.duration_hours,
    sectionCount: content.sections.length,
    startDate: input.startDate,
    endDate: input.endDate,
    maxStudents: input.maxStudents,
    duration: input.duration || null,
    schedule: { dayOfWeek: input.dayOfWeek, classTime: input.classTime },
    isActive: input.is_active,
  };
}

/** A class (반) following one catalogue curriculum. */
export async function createClass(deps: AdminDeps, actor: Actor, input: CourseCreate): Promise<ManagedCourseDetail> {
  const columns = classColumns(deps, input);
  const id = `class-${randomBytes(5).toString('hex')}`;
  await deps.db.transaction(async (tx) => {
    await insertCourse(tx, { id, ...columns, source: 'admin', sortOrder: 1000, createdBy: actor.id });
    await recordAudit(tx, actor, 'course.create', { type: 'course', id }, { name: input.name, content_id: input.content_id });
    if (input.teacher_ids?.length) await assignTeachers(tx, actor, id, input.teacher_ids);
  });
  return loadManagedCourse(deps, id);
}

async function loadClass(deps: AdminDeps, id: string): Promise<CourseWithCounts> {
  const row = await selectCourseWithCounts(deps.db, id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  if (row.source !== 'admin') throw badRequest(ADMIN_MSG.catalogueReadOnly);
  return row;
}

export async function updateClass(deps: AdminDeps, actor: Actor, id: string, input: CourseCreate): Promise<ManagedCourseDetail> {
  const row = await loadClass(deps, id);
  assertClassOpen(row);
  if (input.maxStudents < row.studentCount) {
    throw unprocessable(`최대 수강 인원은 현재 수강생 수(${row.studentCount}명)보다 적을 수 없습니다.`, 'maxStudents');
  }
  const columns = classColumns(deps, input);
  await deps.db.transaction(async (tx) => {
    await updateCourse(tx, id, columns);
    await recordAudit(tx, actor, 'course.update', { type: 'course', id }, { name: input.name });
    if (input.teacher_ids) await assignTeachers(tx, actor, id, input.teacher_ids);
  });
  return loadManagedCourse(deps, id);
}

/** Refused while anyone is enrolled (spec: enrolled_count above 0); catalogue courses are never deleted. */
export async function deleteClass(deps: AdminDeps, actor: Actor, id: string): Promise<void> {
  const row = await loadClass(deps, id);
  if (row.teacherCount + row.studentCount > 0) throw badRequest(ADMIN_MSG.courseDeleteEnrolled);
  await deps.db.transaction(async (tx) => {
    await deleteCourse(tx, id);
    await recordAudit(tx, actor, 'course.delete', { type: 'course', id }, { name: row.title });
  });
}

export async function removeParticipant(deps: AdminDeps, actor: Actor, courseId: string, userId: number): Promise<void> {
  const row = await selectCourseWithCounts(deps.db, courseId);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  assertClassOpen(row);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteCourseMember(tx, courseId, userId);
    if (!removed) throw notFound(ADMIN_MSG.participantNotFound);
    await recordAudit(tx, actor, 'course.participant_remove', { type: 'course', id: courseId }, { user_id: userId });
  });
}

/** Replaces a course's teachers; every id must be an approved, active teacher account (else 422, nothing changes). */
async function assignTeachers(db: Db, actor: Actor, courseId: string, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const assignable = new Set(await selectAssignableTeacherIds(db, wanted));
  if (wanted.some((id) => !assignable.has(id))) throw unprocessable(ADMIN_MSG.teacherNotAssignable, 'teacher_ids');
  const { added, removed } = await replaceCourseTeachers(db, courseId, wanted);
  if (added.length || removed.length) await recordAudit(db, actor, 'course.teachers', { type: 'course', id: courseId }, { added, removed });
}

/** PUT /admin/courses/:id/teachers: who teaches this course (a class or a catalogue course). */
export async function setCourseTeachers(deps: AdminDeps, actor: Actor, courseId: string, ids: number[]): Promise<ManagedCourseDetail> {
  const row = await selectCourseWithCounts(deps.db, courseId);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  assertClassOpen(row);
  await deps.db.transaction((tx) => assignTeachers(tx, actor, courseId, ids));
  return loadManagedCourse(deps, courseId);
}

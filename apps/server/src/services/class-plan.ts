// A class's plan for a period (issue 22): today's section, sections locked ahead, evaluation due
// dates. A plan belongs to a course (a class 반, or a catalogue course a teacher teaches); a student
// follows the plans of every course they are a student of that studies the section's curriculum.
import { CLASS_PLAN_MSG, type ClassPlan, type ClassPlanUpdate, type TodaySection } from '@dodam/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import { classSectionPlans, courseMembers, courses } from '../db/schema.js';
import { forbidden, unprocessable } from '../lib/http-errors.js';
import { classScheduleText, loadTimetable } from './school-settings.js';
import type { ScopeCourse } from './teacher/scope.js';

/** The plan of one course the caller teaches (authorization: teacherScope before calling). */
export async function loadClassPlan(db: Db, course: ScopeCourse): Promise<ClassPlan> {
  const [row] = await db.select({ current: courses.currentSectionId }).from(courses).where(eq(courses.id, course.id)).limit(1);
  const plans = await db.select().from(classSectionPlans).where(eq(classSectionPlans.courseId, course.id));
  const byId = new Map(plans.map((p) => [p.sectionId, p]));
  return {
    course_id: course.id,
    course_name: course.title,
    current_section_id: row?.current && course.sections.some((s) => s.id === row.current) ? row.current : null,
    sections: course.sections.map((s, order) => ({ section_id: s.id, title: s.title, order, locked: byId.get(s.id)?.locked ?? false, due_at: byId.get(s.id)?.dueAt?.toISOString() ?? null })),
  };
}

/** Replaces the plan: sections not listed are open without a due date. */
export async function saveClassPlan(db: Db, course: ScopeCourse, userId: number, input: ClassPlanUpdate): Promise<ClassPlan> {
  const known = new Set(course.sections.map((s) => s.id));
  if (input.current_section_id !== null && !known.has(input.current_section_id)) throw unprocessable(CLASS_PLAN_MSG.sectionNotInCourse, 'current_section_id');
  for (const s of input.sections) if (!known.has(s.section_id)) throw unprocessable(CLASS_PLAN_MSG.sectionNotInCourse, 'sections');
  const rows = input.sections.filter((s) => s.locked || s.due_at);
  await db.transaction(async (tx) => {
    await tx.update(courses).set({ currentSectionId: input.current_section_id }).where(eq(courses.id, course.id));
    await tx.delete(classSectionPlans).where(eq(classSectionPlans.courseId, course.id));
    if (rows.length) {
      await tx.insert(classSectionPlans).values(rows.map((s) => ({ courseId: course.id, sectionId: s.section_id, locked: s.locked, dueAt: s.due_at ? new Date(s.due_at) : null, updatedBy: userId })));
    }
  });
  return loadClassPlan(db, course);
}

export interface StudentPlan {
  /** Sections locked by any of the student's classes of this curriculum. */
  locked: Set<string>;
  /** The earliest due date per section over the student's classes. */
  due: Map<string, Date>;
  /** Today's section per class: the first class (by name) that set one. */
  today: { classId: string; className: string; schedule: unknown; sectionId: string } | null;
}

/** What a student's classes decided for one curriculum (content course id). */
export async function studentPlan(db: Db, userId: number, contentId: string): Promise<StudentPlan> {
  const classes = await db
    .select({ id: courses.id, title: courses.title, schedule: courses.schedule, current: courses.currentSectionId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), eq(courseMembers.memberType, 'student'), sql`coalesce(${courses.contentId}, ${courses.id}) = ${contentId}`))
    .orderBy(asc(courses.title), asc(courses.id));
  const plan: StudentPlan = { locked: new Set(), due: new Map(), today: null };
  if (classes.length === 0) return plan;
  const rows = await db.select().from(classSectionPlans).where(inArray(classSectionPlans.courseId, classes.map((c) => c.id)));
  for (const r of rows) {
    if (r.locked) plan.locked.add(r.sectionId);
    if (r.dueAt && (!plan.due.has(r.sectionId) || r.dueAt < plan.due.get(r.sectionId)!)) plan.due.set(r.sectionId, r.dueAt);
  }
  const current = classes.find((c) => c.current);
  if (current?.current) plan.today = { classId: current.id, className: current.title, schedule: current.schedule, sectionId: current.current };
  return plan;
}

/** 403 when one of the caller's classes locked the section (teachers and admins are never locked out). */
export async function assertSectionOpen(db: Db, user: { id: number; userType: string }, contentId: string, sectionId: string): Promise<void> {
  if (user.userType !== 'student') return;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(classSectionPlans)
    .innerJoin(courseMembers, and(eq(courseMembers.courseId, classSectionPlans.courseId), eq(courseMembers.userId, user.id), eq(courseMembers.memberType, 'student')))
    .innerJoin(courses, eq(courses.id, classSectionPlans.courseId))
    .where(and(eq(classSectionPlans.sectionId, sectionId), eq(classSectionPlans.locked, true), sql`coalesce(${courses.contentId}, ${courses.id}) = ${contentId}`))
    .limit(1);
  if (row) throw forbidden(CLASS_PLAN_MSG.sectionLocked);
}

/** A student's 오늘의 학습 cards: one per curriculum whose class set a current section (not locked). */
export async function todaySections(db: Db, content: ContentStore, userId: number): Promise<TodaySection[]> {
  const rows = await db
    .select({ contentId: sql<string>`coalesce(${courses.contentId}, ${courses.id})` })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), eq(courseMembers.memberType, 'student'), isNotNull(courses.currentSectionId)));
  const out: TodaySection[] = [];
  const periods = rows.length ? await loadTimetable(db) : [];
  for (const contentId of [...new Set(rows.map((r) => r.contentId))].sort()) {
    const plan = await studentPlan(db, userId, contentId);
    const data = content.course(contentId);
    const order = data?.sections.findIndex((s) => s.id === plan.today?.sectionId) ?? -1;
    if (!plan.today || !data || order < 0 || plan.locked.has(plan.today.sectionId)) continue;
    out.push({
      content_id: contentId,
      class_name: plan.today.className,
      schedule: classScheduleText(plan.today.schedule, periods),
      section_id: plan.today.sectionId,
      section_title: data.sections[order]!.title,
      order,
      due_at: plan.due.get(plan.today.sectionId)?.toISOString() ?? null,
    });
  }
  return out;
}

/**
 * Whether a student's evaluation of a section was late for their class: their first completed attempt
 * came after the due date. Keyed `${userId}:${sectionId}`; only late pairs are present.
 */
export async function lateEvaluations(db: Db, courseId: string): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select a.user_id, a.section_id
    from evaluation_attempts a
    join course_members m on m.user_id = a.user_id and m.course_id = ${courseId} and m.member_type = 'student'
    join class_section_plans p on p.course_id = ${courseId} and p.section_id = a.section_id and p.due_at is not null
    where a.completed_at is not null
    group by a.user_id, a.section_id, p.due_at
    having min(a.completed_at) > p.due_at`)) as unknown as { rows: { user_id: number | string; section_id: string }[] };
  return new Set(result.rows.map((r) => `${Number(r.user_id)}:${r.section_id}`));
}

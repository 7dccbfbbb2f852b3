// The student's own progress summary (profile, /auth/me): the same course set and the same
// definitions (packages/contracts/src/progress.ts) as the student dashboard, so both show one number.
import { LEARNING_TYPES, seoulDay, streaks, totalProgress } from '@dodam/contracts';
import type { ContentCourseData } from '../content/store.js';
import { selectActivityDays, selectStudentMemberships, selectTouchedCourseIds } from '../db/queries/student.js';
import { sectionProgressFor } from './learning-service.js';
import type { ServiceDeps } from './deps.js';

/** The study day today (Asia/Seoul); kept here for callers of the former server-side helper. */
export const seoulToday = (now = new Date()): string => seoulDay(now);
export { streaks };

export interface UserProgress {
  total_progress: number;
  learning_streak: { current: number; longest: number };
  sections_completed: string[];
}

/**
 * The student's courses: the ones they are enrolled in as a student plus any course they left a
 * record in (the catalogue is open to study), in catalogue order, with enrolment dates.
 */
export async function studentCourses({ db, content }: Pick<ServiceDeps, 'db' | 'content'>, userId: number): Promise<{ course: ContentCourseData; enrolledAt: Date | null }[]> {
  const [memberships, touched] = await Promise.all([selectStudentMemberships(db, userId), selectTouchedCourseIds(db, userId)]);
  const enrolled = new Map(memberships.map((m) => [m.courseId, m.enrolledAt]));
  const ids = new Set([...enrolled.keys(), ...touched]);
  return content.courses.filter((c) => ids.has(c.id)).map((course) => ({ course, enrolledAt: enrolled.get(course.id) ?? null }));
}

export async function computeUserProgress(deps: Pick<ServiceDeps, 'db' | 'content' | 'now'>, userId: number): Promise<UserProgress> {
  const courses = await studentCourses(deps, userId);
  const sectionIds = courses.flatMap(({ course }) => course.sections.map((s) => s.id));
  const [sections, days] = await Promise.all([sectionProgressFor(deps.db, userId, sectionIds), selectActivityDays(deps.db, userId)]);
  const done = new Map(sections.map((s) => [s.section_id, s]));
  const total = totalProgress(
    courses.map(({ course }) => ({
      total_sections: course.sections.length,
      done_steps: course.sections.reduce((n, s) => n + (done.get(s.id)?.completed_types.length ?? 0), 0),
    })),
  );
  return {
    total_progress: total,
    learning_streak: streaks(days, seoulDay(deps.now())),
    sections_completed: sections.filter((s) => s.completed_types.length === LEARNING_TYPES.length).map((s) => s.section_id),
  };
}

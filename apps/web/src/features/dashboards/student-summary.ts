import type { ContentCourse } from '@dodam/contracts';

export interface StudentSummary {
  totalSections: number;
  completedSections: number;
  studySeconds: number;
  averageProgress: number;
  /** Average of the sections' best evaluation scores, counting only sections with a score above 0. */
  averageScore: number | null;
  courses: ContentCourse[];
}

/** Overview figures over the courses the student is enrolled in (or has started), from real records. */
export function summarizeStudent(all: readonly ContentCourse[]): StudentSummary {
  const courses = all.filter((c) => c.enrolled || c.progress.sections.some((s) => s.completed_types.length > 0 || s.study_seconds > 0));
  const sections = courses.flatMap((c) => c.progress.sections);
  const scores = sections.map((s) => s.best_score).filter((s): s is number => s !== null && s > 0);
  return {
    totalSections: courses.reduce((n, c) => n + c.progress.total_sections, 0),
    completedSections: courses.reduce((n, c) => n + c.progress.completed_sections, 0),
    studySeconds: sections.reduce((n, s) => n + s.study_seconds, 0),
    averageProgress: courses.length ? Math.round((courses.reduce((n, c) => n + c.progress.percent, 0) / courses.length) * 10) / 10 : 0,
    averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    courses,
  };
}

/** Study time as hours and minutes (spec section 9). */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes}분`;
  return `${hours}시간 ${minutes % 60}분`;
}

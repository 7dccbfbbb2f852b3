// Course progress recomputed in the browser after a completion toggle, so the sidebar, the bottom
// bar and every progress bar move at once; the server's answer (refetched right after) stays the truth.
import { LEARNING_TYPES, coursePercent, type ContentCourse, type CourseProgress, type LearningType, type SectionProgress } from '@dodam/contracts';

export function emptySectionProgress(sectionId: string): SectionProgress {
  return { section_id: sectionId, completed_types: [], completed: false, study_seconds: 0, best_score: null };
}

/** The section's progress with one learning type set or cleared (types kept in chain order). */
export function toggleType(progress: SectionProgress, type: LearningType, completed: boolean): SectionProgress {
  const done = new Set(progress.completed_types);
  if (completed) done.add(type);
  else done.delete(type);
  const completedTypes = LEARNING_TYPES.filter((t) => done.has(t));
  return { ...progress, completed_types: completedTypes, completed: completedTypes.length === LEARNING_TYPES.length };
}

/** Course progress with one section's progress replaced; totals follow the server's formula. */
export function withSectionProgress(course: CourseProgress, next: SectionProgress): CourseProgress {
  const known = course.sections.some((s) => s.section_id === next.section_id);
  const sections = known ? course.sections.map((s) => (s.section_id === next.section_id ? next : s)) : [...course.sections, next];
  return {
    ...course,
    sections,
    completed_sections: sections.filter((s) => s.completed).length,
    percent: coursePercent(sections, course.total_sections),
  };
}

export function courseWithSectionProgress(course: ContentCourse, next: SectionProgress): ContentCourse {
  return { ...course, progress: withSectionProgress(course.progress, next) };
}

export function sectionProgressOf(course: ContentCourse | undefined, sectionId: string): SectionProgress {
  return course?.progress.sections.find((s) => s.section_id === sectionId) ?? emptySectionProgress(sectionId);
}

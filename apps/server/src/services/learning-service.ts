import type { CourseProgress, LearningType, SectionProgress, SectionSummary } from '@dodam/contracts';
import { LEARNING_TYPES } from '@dodam/contracts';
import type { ContentCourseData, ContentSection, ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import { selectBestScores, selectCompletions, selectStudySeconds } from '../db/queries/learning.js';

export function presentSection(section: ContentSection, course: ContentCourseData, videos: Set<string>): SectionSummary {
  return {
    id: section.id,
    key: section.key,
    title: section.title,
    description: section.description,
    estimated_minutes: section.estimatedMinutes,
    course_id: course.id,
    course_title: course.title,
    order: section.order,
    has_video: videos.has(section.id),
  };
}

/** Progress of one user over a list of sections, from completions, heartbeats and evaluation attempts. */
export async function sectionProgressFor(db: Db, userId: number, sectionIds: string[]): Promise<SectionProgress[]> {
  const [completions, seconds, scores] = await Promise.all([
    selectCompletions(db, userId, sectionIds),
    selectStudySeconds(db, userId, sectionIds),
    selectBestScores(db, userId, sectionIds),
  ]);
  return sectionIds.map((id) => {
    const done = new Set(completions.filter((c) => c.sectionId === id).map((c) => c.learningType));
    const completedTypes = LEARNING_TYPES.filter((t) => done.has(t)) as LearningType[];
    return {
      section_id: id,
      completed_types: completedTypes,
      completed: completedTypes.length === LEARNING_TYPES.length,
      study_seconds: seconds.get(id) ?? 0,
      best_score: scores.get(id) ?? null,
    };
  });
}

export async function courseProgressFor(db: Db, userId: number, course: ContentCourseData): Promise<CourseProgress> {
  const sections = await sectionProgressFor(db, userId, course.sections.map((s) => s.id));
  const doneTypes = sections.reduce((n, s) => n + s.completed_types.length, 0);
  const totalTypes = course.sections.length * LEARNING_TYPES.length;
  return {
    course_id: course.id,
    total_sections: course.sections.length,
    completed_sections: sections.filter((s) => s.completed).length,
    percent: totalTypes === 0 ? 0 : Math.round((doneTypes / totalTypes) * 1000) / 10,
    sections,
  };
}

export function courseOfSection(content: ContentStore, sectionId: string): { section: ContentSection; course: ContentCourseData } | undefined {
  const section = content.section(sectionId);
  const course = section ? content.course(section.courseId) : undefined;
  return section && course ? { section, course } : undefined;
}

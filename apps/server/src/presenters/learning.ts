// Learning content shaped for the API: course and section summaries with the caller's progress.
import type { CourseProgress, SectionSummary } from '@dodam/contracts';
import type { ContentCourseData, ContentSection } from '../content/store.js';
import type { CodeExecutionRow } from '../db/queries/code-executions.js';

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

export function presentCourse(course: ContentCourseData, videos: Set<string>, enrolled: Set<string>, progress: CourseProgress) {
  return {
    id: course.id,
    title: course.title,
    category: course.category,
    description: course.description,
    difficulty: course.difficulty,
    duration_hours: course.duration_hours,
    age_label: course.age_label,
    label_color: course.label_color,
    goals: course.goals,
    sections: course.sections.map((s) => presentSection(s, course, videos)),
    progress,
    enrolled: enrolled.has(course.id),
  };
}

export function presentCodeExecution(r: CodeExecutionRow) {
  return {
    id: r.id,
    section_id: r.sectionId,
    code: r.code,
    input_values: r.inputValues,
    success: r.success,
    status: r.status,
    output: r.output,
    error: r.error,
    duration_ms: r.durationMs,
    created_at: r.createdAt.toISOString(),
  };
}

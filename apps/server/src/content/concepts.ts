// The concept fence (ADR 012): what a learner has been taught at a point of a course, built from the
// content's own declarations (courses/{id}.json: course `prerequisites`, section `concepts`).
// Tutor hints and error cards use it to stay within what the student knows; the content checks use
// it (with the sections' declared previews) to keep lessons and problems in teaching order.
import { OPEN_FENCE, type ConceptFence, type ConceptId } from '@dodam/contracts';
import type { ContentCourseData, ContentSection, ContentStore } from './store.js';

interface FenceOptions {
  /** Also allow the concepts the section announces as previews ("다음에 배울 …"): for content checks only. */
  includePreviews?: boolean;
}

/** "파이썬기초1 · 13. 조건문 if": the course title and the section's number within its course. */
export function sectionLabel(course: ContentCourseData, section: ContentSection): string {
  return `${course.title} · ${section.order + 1}. ${section.title}`;
}

/** The course and its prerequisite courses, transitively, prerequisites first (each once). */
export function courseChain(content: ContentStore, courseId: string): ContentCourseData[] {
  const chain: ContentCourseData[] = [];
  const visiting = new Set<string>();
  const visit = (id: string) => {
    const course = content.course(id);
    // A prerequisite cycle would be a content error (content tests reject it); stop rather than loop.
    if (!course || visiting.has(id)) return;
    visiting.add(id);
    for (const pre of course.prerequisites) visit(pre);
    if (!chain.includes(course)) chain.push(course);
  };
  visit(courseId);
  return chain;
}

/**
 * The fence at a section: concepts of every section of the prerequisite courses (transitively) and of
 * this course's sections up to and including this one. An unknown course or section gets the open
 * fence, as the playground does (routes have already refused unknown ids).
 */
export function fenceFor(content: ContentStore, courseId: string, sectionId: string, options: FenceOptions = {}): ConceptFence {
  const course = content.course(courseId);
  const current = course?.sections.find((s) => s.id === sectionId);
  if (!course || !current) return OPEN_FENCE;

  const taught = new Map<ConceptId, string>();
  const teach = (c: ContentCourseData, s: ContentSection) => {
    for (const concept of s.concepts) if (!taught.has(concept)) taught.set(concept, sectionLabel(c, s));
  };
  for (const pre of courseChain(content, courseId)) {
    if (pre === course) continue;
    for (const s of pre.sections) teach(pre, s);
  }
  for (const s of course.sections.slice(0, current.order + 1)) teach(course, s);
  const previews = new Set(options.includePreviews ? current.previews : []);

  /**
   * Where a concept not yet taught will be: later in this course first (the section that explains it in full,
   * else the first that teaches it), else the first course teaching it.
   */
  const later = (concept: ConceptId): string | null => {
    const ahead = course.sections.slice(current.order + 1);
    const next = ahead.find((s) => s.explains.includes(concept)) ?? ahead.find((s) => s.concepts.includes(concept));
    if (next) return sectionLabel(course, next);
    for (const c of content.courses) {
      const s = c.sections.find((x) => x.concepts.includes(concept));
      // The section of that course that explains it in full ('import' is used in 403 and explained in 404).
      if (s) return sectionLabel(c, c.sections.find((x) => x.explains.includes(concept)) ?? s);
    }
    return null;
  };

  return {
    allows: (concept) => taught.has(concept) || previews.has(concept),
    taughtAt: (concept) => taught.get(concept) ?? later(concept),
  };
}

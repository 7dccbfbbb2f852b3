// The learning chain of spec section 4: video → practice → evaluation → the next section's video.
// Pure functions shared by the contents detail page, the immersive learning screen and the tutor.
import { LEARNING_TYPES, type LearningType, type SectionProgress, type SectionSummary } from '@dodam/contracts';

export interface LearningStep {
  sectionId: string;
  type: LearningType;
}

export function isLearningType(value: string | null | undefined): value is LearningType {
  return (LEARNING_TYPES as readonly string[]).includes(value ?? '');
}

/** The screen URL of a step. The section travels as a query parameter so the route table stays as specified. */
export function learningPath(contentId: string, step: LearningStep): string {
  return `/learning/${encodeURIComponent(contentId)}/${step.type}?section=${encodeURIComponent(step.sectionId)}`;
}

/** The requested section when it belongs to the course, otherwise the first one (the default). */
export function resolveSectionId(sectionIds: readonly string[], requested: string | null | undefined): string | undefined {
  if (requested && sectionIds.includes(requested)) return requested;
  return sectionIds[0];
}

function position(sectionIds: readonly string[], step: LearningStep): number {
  const section = sectionIds.indexOf(step.sectionId);
  if (section < 0) return -1;
  return section * LEARNING_TYPES.length + LEARNING_TYPES.indexOf(step.type);
}

function stepAt(sectionIds: readonly string[], index: number): LearningStep | null {
  if (index < 0 || index >= sectionIds.length * LEARNING_TYPES.length) return null;
  const sectionId = sectionIds[Math.floor(index / LEARNING_TYPES.length)];
  const type = LEARNING_TYPES[index % LEARNING_TYPES.length];
  return sectionId !== undefined && type !== undefined ? { sectionId, type } : null;
}

/** The next step, or null after the last section's evaluation. */
export function nextStep(sectionIds: readonly string[], step: LearningStep): LearningStep | null {
  const at = position(sectionIds, step);
  return at < 0 ? null : stepAt(sectionIds, at + 1);
}

/** The previous step, or null at the first section's video. */
export function previousStep(sectionIds: readonly string[], step: LearningStep): LearningStep | null {
  const at = position(sectionIds, step);
  return at < 0 ? null : stepAt(sectionIds, at - 1);
}

/** 1-based place of the step in the whole chain and the chain's length, for '4 / 48'. */
export function stepNumber(sectionIds: readonly string[], step: LearningStep): { index: number; total: number } {
  return { index: position(sectionIds, step) + 1, total: sectionIds.length * LEARNING_TYPES.length };
}

/** Where 'continue learning' goes: the first step of the chain not yet completed (the first step when all are done). */
export function firstIncompleteStep(sectionIds: readonly string[], progress: readonly SectionProgress[]): LearningStep | null {
  const done = new Map(progress.map((p) => [p.section_id, new Set<LearningType>(p.completed_types)]));
  for (const sectionId of sectionIds) {
    for (const type of LEARNING_TYPES) {
      if (!done.get(sectionId)?.has(type)) return { sectionId, type };
    }
  }
  const first = sectionIds[0];
  return first === undefined ? null : { sectionId: first, type: 'video' };
}

/** The tutor screen's default section: python section 1 ('variables', spec section 3). */
export const TUTOR_DEFAULT_COURSE = 'python';

/** The tutor screen's section: ?section= when it exists, else the python course's first section, else any first section. */
export function pickTutorSection<C extends { id: string; sections: SectionSummary[] }>(
  courses: readonly C[],
  requested: string | null,
): { course: C; section: SectionSummary } | null {
  for (const course of courses) {
    const section = course.sections.find((s) => s.id === requested);
    if (section) return { course, section };
  }
  const fallback = courses.find((c) => c.id === TUTOR_DEFAULT_COURSE && c.sections.length > 0) ?? courses.find((c) => c.sections.length > 0);
  const first = fallback?.sections[0];
  return fallback && first ? { course: fallback, section: first } : null;
}

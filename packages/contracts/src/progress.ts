// The course-progress formula, shared so the browser's optimistic update and the server agree.
import { LEARNING_TYPES } from './constants.js';

/** Percent (one decimal) of learning steps done when each section has one step per learning type. */
export function stepPercent(doneSteps: number, sectionCount: number): number {
  const totalSteps = sectionCount * LEARNING_TYPES.length;
  return totalSteps === 0 ? 0 : Math.round((doneSteps / totalSteps) * 1000) / 10;
}

/** A course's percent from its sections' completed learning types over all of its sections. */
export function coursePercent(sections: readonly { completed_types: readonly string[] }[], totalSections: number): number {
  return stepPercent(
    sections.reduce((n, s) => n + s.completed_types.length, 0),
    totalSections,
  );
}

// Every learning figure's definition, written once (ADR 013). The server computes each figure with
// these functions from the learning records; the web only displays the numbers it receives (the
// one exception, the optimistic course bar after a completion toggle, calls `coursePercent` too).
//
// Rounding rule (one for every figure): percentages and scores are rounded to ONE decimal with
// `roundOne` (half away from zero for positive values, i.e. Math.round on tenths); study time is
// whole seconds and is never rounded before summing; counts and streaks are integers. Displays
// show the one decimal as given ('6.3%'), dropping a trailing '.0' ('50%').
import { LEARNING_TYPES } from './constants.js';

/** The rounding rule of every percentage and score: one decimal. */
export function roundOne(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}

/** Percent (one decimal) of learning steps done when each section has one step per learning type. */
export function stepPercent(doneSteps: number, sectionCount: number): number {
  const totalSteps = sectionCount * LEARNING_TYPES.length;
  return totalSteps <= 0 ? 0 : roundOne((Math.min(doneSteps, totalSteps) / totalSteps) * 100);
}

/**
 * Course progress: completed learning types of its sections over all learning types of all of its
 * sections (a section counts 1/3 per type done), in percent, one decimal.
 */
export function coursePercent(sections: readonly { completed_types: readonly string[] }[], totalSections: number): number {
  return stepPercent(
    sections.reduce((n, s) => n + s.completed_types.length, 0),
    totalSections,
  );
}

/**
 * Total progress (profile `total_progress`, dashboard `avg_progress`): the same step ratio over every
 * section of the student's courses together (enrolled courses and courses with any record), so a
 * student with one course sees exactly that course's percent everywhere.
 */
export function totalProgress(courses: readonly { done_steps: number; total_sections: number }[]): number {
  return stepPercent(
    courses.reduce((n, c) => n + c.done_steps, 0),
    courses.reduce((n, c) => n + c.total_sections, 0),
  );
}

/** A section is completed when all three learning types are done. */
export function isSectionComplete(completedTypes: readonly string[]): boolean {
  return LEARNING_TYPES.every((t) => completedTypes.includes(t));
}

/** Completed sections over all sections, percent, one decimal. */
export function completionRate(completedSections: number, totalSections: number): number {
  return totalSections <= 0 ? 0 : roundOne((completedSections / totalSections) * 100);
}

/**
 * Average score: the mean of the sections' best evaluation scores, counting only sections with a
 * score above 0 (spec); null when no section has one. One decimal.
 */
export function averageScore(bestScores: readonly (number | null)[]): number | null {
  const scored = bestScores.filter((s): s is number => s !== null && s > 0);
  return scored.length === 0 ? null : roundOne(scored.reduce((a, b) => a + b, 0) / scored.length);
}

/** Study time: the sum of accepted heartbeat seconds (already capped by `allowedHeartbeatSeconds`). */
export function studySeconds(heartbeats: readonly number[]): number {
  return heartbeats.reduce((a, b) => a + Math.max(0, Math.floor(b)), 0);
}

/** Mean of values, one decimal; 0 for none. Used for class averages (aggregates only). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : roundOne(values.reduce((a, b) => a + b, 0) / values.length);
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The study day (Asia/Seoul calendar date, 'YYYY-MM-DD') of an instant. */
export function seoulDay(at: Date | number = new Date()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Learning streak: runs of consecutive study days (any learning record, Asia/Seoul). The current run
 * counts when it ends today or yesterday (today is not over yet).
 */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  const nums = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < nums.length; i += 1) {
    run = i > 0 && nums[i] === nums[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = nums[nums.length - 1];
  const current = last !== undefined && dayNumber(today) - last <= 1 ? run : 0;
  return { current, longest };
}

/** The first day on which a run of `length` consecutive study days was reached, or null. */
export function streakReachedOn(days: readonly string[], length: number): string | null {
  const nums = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let run = 0;
  for (let i = 0; i < nums.length; i += 1) {
    run = i > 0 && nums[i] === nums[i - 1]! + 1 ? run + 1 : 1;
    if (run >= length) return dayString(nums[i]!);
  }
  return null;
}

/** The last `count` study days ending with `today`, oldest first (chart axes, daily stats). */
export function lastDays(today: string, count: number): string[] {
  const end = dayNumber(today);
  return Array.from({ length: count }, (_, i) => dayString(end - count + 1 + i));
}

// ---------------------------------------------------------------------------------------------
// Honest study time (ADR 013)
// ---------------------------------------------------------------------------------------------

/** The browser sends a heartbeat this often while the learning page is visible. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Study time counts only if the student gave input (pointer, keys, wheel, scroll, touch, a playing video) this recently. */
export const ACTIVITY_WINDOW_MINUTES = 2;
export const ACTIVITY_WINDOW_MS = ACTIVITY_WINDOW_MINUTES * 60_000;
/** Upper bound of one heartbeat (the request schema rejects more). */
export const MAX_HEARTBEAT_SECONDS = 120;
/** Network and timer jitter tolerated between the browser's clock and the server's. */
export const HEARTBEAT_SLACK_SECONDS = 5;

export interface ClockInput {
  now: number;
  visible: boolean;
  lastActivityAt: number;
}

/** Browser rule: whether the time up to `now` counts as study time. */
export function isStudying({ now, visible, lastActivityAt }: ClockInput): boolean {
  return visible && now - lastActivityAt <= ACTIVITY_WINDOW_MS;
}

/**
 * Server rule: the heartbeats of one request may not claim, together, more time than has passed
 * since the user's previous accepted heartbeat (plus slack), and each at most one interval's maximum;
 * a user's first heartbeat ever gets one maximum interval. Two tabs open at once, or a replayed
 * request, therefore cannot add more study time than the wall clock allows. Returns the accepted
 * seconds of each claim, in order.
 */
export function capHeartbeats(claims: readonly number[], secondsSinceLastHeartbeat: number | null): number[] {
  let budget = secondsSinceLastHeartbeat === null ? MAX_HEARTBEAT_SECONDS : Math.max(0, Math.floor(secondsSinceLastHeartbeat)) + HEARTBEAT_SLACK_SECONDS;
  return claims.map((claim) => {
    const taken = Math.max(0, Math.min(Math.floor(claim), MAX_HEARTBEAT_SECONDS, budget));
    budget -= taken;
    return taken;
  });
}

import { LEARNING_TYPES, stepPercent } from '@dodam/contracts';
import type { Db } from '../db/client.js';
import { selectProgressFacts } from '../db/queries/learning.js';

export interface UserProgress {
  total_progress: number;
  learning_streak: { current: number; longest: number };
  sections_completed: string[];
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Current and longest run of consecutive study days; the current run may end today or yesterday. */
export function streaks(days: string[], today: string): { current: number; longest: number } {
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

export function seoulToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * A user's learning progress from their records: completed learning types over the sections of the
 * courses they are enrolled in (or over the sections they touched), study-day streaks, and the
 * sections with all three types completed.
 */
export async function computeUserProgress(db: Db, userId: number): Promise<UserProgress> {
  const { sectionTotal, completions, activityDays } = await selectProgressFacts(db, userId);
  const bySection = new Map<string, Set<string>>();
  for (const c of completions) bySection.set(c.sectionId, (bySection.get(c.sectionId) ?? new Set()).add(c.learningType));
  const completed = [...bySection.entries()].filter(([, types]) => types.size === LEARNING_TYPES.length).map(([id]) => id);
  const total = stepPercent(completions.length, sectionTotal || bySection.size);
  return { total_progress: total, learning_streak: streaks(activityDays, seoulToday()), sections_completed: completed.sort((a, b) => Number(a) - Number(b)) };
}

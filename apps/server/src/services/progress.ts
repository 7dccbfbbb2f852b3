import type { Db } from '../db/client.js';

export interface UserProgress {
  total_progress: number;
  learning_streak: { current: number; longest: number };
  sections_completed: string[];
}

/**
 * A user's learning progress, computed from learning records. Until the learning issue adds
 * completion records there are none, so every figure is honestly zero.
 */
export async function computeUserProgress(_db: Db, _userId: number): Promise<UserProgress> {
  return { total_progress: 0, learning_streak: { current: 0, longest: 0 }, sections_completed: [] };
}

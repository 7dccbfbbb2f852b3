import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-9.js';

export const SEALED_9_GOAL = 0.85;
/** First measured rate, on the unchanged tutor (branch made from main bf9eb9c): FIRST, minus 3 points, rounded down. */
export const SEALED_9_FLOOR = 0;

runSealed({ name: 'sealed set 9', set: sealed as Record<string, unknown>, goal: SEALED_9_GOAL, floor: SEALED_9_FLOOR });

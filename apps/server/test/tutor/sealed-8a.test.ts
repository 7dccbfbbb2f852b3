import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-8a.js';

export const SEALED_8A_GOAL = 0.85;
/** First measured rate, on the unchanged tutor: FIRST_SEALED (main BASE), minus 3 points, rounded down. */
export const SEALED_8A_FLOOR = 0;

runSealed({ name: 'sealed set 8a', set: sealed as Record<string, unknown>, goal: SEALED_8A_GOAL, floor: SEALED_8A_FLOOR });

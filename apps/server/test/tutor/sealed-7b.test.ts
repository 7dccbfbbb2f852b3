// Sealed evaluation set 7b (sealed-set-7b.ts, written 2026-11-28 by author7b, an engineer who had not read the
// tutor's code, from the course content only) run through the real API by the one sealed harness (sealed-harness.ts):
// the earlier student turns (`before`) sent first in the same conversation after any made-up `history`; rates per
// class and failing ids only. Goal ≥ 85 % (issue 24); the test fails below the floor (the first measured rate minus
// 3 points, rounded down), so a change that makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-7b.js';

export const SEALED_7B_GOAL = 0.85;
/** First measured rate, on the unchanged tutor: 70/95 = 73.7 % (main c109123, set written on top of it), minus 3 points, rounded down. */
export const SEALED_7B_FLOOR = 0.70;

runSealed({ name: 'sealed set 7b', set: sealed as Record<string, unknown>, goal: SEALED_7B_GOAL, floor: SEALED_7B_FLOOR });

// Sealed evaluation set 5a (sealed-set-5a.ts, written 2026-11-27 by author1, an engineer who had not read the
// tutor's code, from the course content only) run through the real API by the one sealed harness
// (sealed-harness.ts), exactly like the other sealed sets: the earlier student turns (`before`) sent first in
// the same conversation after any made-up `history`; rates per class and failing ids only. Goal ≥ 85 % (issue
// 24); the test fails below the floor (the first measured rate minus 3 points, rounded down), so a change that
// makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed5a from './sealed-set-5a.js';

export const SEALED_5A_GOAL = 0.85;
/**
 * First measured rate, on the unchanged tutor: 72/82 = 87.8 % (tutor of main 6a0453c, set written on top of it), minus 3 points, rounded down.
 * Raised at the end of stop 33: the rate then, 77/82 = 93.9 % (main 224fdfc, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_5A_FLOOR = 0.90;

runSealed({ name: 'sealed set 5a', set: sealed5a as Record<string, unknown>, goal: SEALED_5A_GOAL, floor: SEALED_5A_FLOOR });

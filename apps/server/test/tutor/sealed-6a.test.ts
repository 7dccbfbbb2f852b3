// Sealed evaluation set 6a (sealed-set-6a.ts, written 2026-11-27 by author6a, an engineer who had not read the
// tutor's code, from the course content only) run through the real API by the one sealed harness
// (sealed-harness.ts), exactly like the other sealed sets: the earlier student turns (`before`) sent first in
// the same conversation after any made-up `history`; rates per class and failing ids only. Goal ≥ 85 % (issue
// 24); the test fails below the floor (the first measured rate minus 3 points, rounded down), so a change that
// makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed6a from './sealed-set-6a.js';

export const SEALED_6A_GOAL = 0.85;
/**
 * First measured rate, on the unchanged tutor: 75/102 = 73.5 % (tutor of main 379035e, set written on top of it), minus 3 points, rounded down.
 * Raised at the end of stop 34: the rate then, 81/102 = 79.4 % (main 00d2aaa, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 35: the rate then, 83/102 = 81.4 % (main dab85b6, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_6A_FLOOR = 0.78;

runSealed({ name: 'sealed set 6a', set: sealed6a as Record<string, unknown>, goal: SEALED_6A_GOAL, floor: SEALED_6A_FLOOR });

// Sealed evaluation set 5b (sealed-set-5b.ts, written 2026-11-27 by author2, an engineer who had not read the
// tutor's code, from the course content only; half of a pool split by a seeded shuffle with dev-set-5b.ts) run
// through the real API by the one sealed harness (sealed-harness.ts), exactly like sealed-4.test.ts: the earlier
// student turns (`before`) sent first in the same conversation after any made-up `history`; rates per class and
// failing ids only. Goal ≥ 85 % (issue 24); the test fails below the floor (the first measured rate minus 3
// points, rounded down), so a change that makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed5b from './sealed-set-5b.js';

export const SEALED_5B_GOAL = 0.85;
/**
 * First measured rate, before any rule changed: 62/81 = 76.5 % (tutor of 6a0453c, the branch point; measured 2026-11-27 20:20 UTC), minus 3 points, rounded down.
 * Raised at the end of stop 33: the rate then, 70/81 = 86.4 % (main 224fdfc, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 35: the rate then, 71/81 = 87.7 % (main dab85b6, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_5B_FLOOR = 0.84;

runSealed({ name: 'sealed set 5b', set: sealed5b as Record<string, unknown>, goal: SEALED_5B_GOAL, floor: SEALED_5B_FLOOR });

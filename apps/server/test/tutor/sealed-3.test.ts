// The third sealed evaluation set (sealed-set-3.ts, written 2026-11-27 by an engineer who had not read the
// tutor's code, from the course content only) run through the real API by the one sealed harness
// (sealed-harness.ts), exactly like the first two: rates per class and failing ids only. Goal ≥ 85 %
// (issue 24); the test fails below the floor (bench/README.md), so a change that makes the tutor worse on
// it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed3 from './sealed-set-3.js';

export const SEALED_3_GOAL = 0.85;
/**
 * Measured 105/131 = 80.2 % (main 44c3307, t24-code) minus 2 points, rounded down (bench/README.md).
 * Raised at the end of stop 33: the rate then, 115/131 = 87.8 % (main 224fdfc, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 36: the rate then, 117/131 = 89.3 % (main 5969914, the same on PGlite and PostgreSQL), minus 3 points, rounded down.
 */
export const SEALED_3_FLOOR = 0.86;

runSealed({ name: 'sealed set 3', set: sealed3 as Record<string, unknown>, goal: SEALED_3_GOAL, floor: SEALED_3_FLOOR });

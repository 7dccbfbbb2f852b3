// The sealed evaluation set (sealed-set.ts, written by someone who has not read the tutor's code) run
// through the real API by the one sealed harness (sealed-harness.ts): rates per class and failing ids
// only. Goal ≥ 85 % (issue 24, not reached yet: see bench/README.md); the test fails below the last
// measured floor, so a change that makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set.js';

export const SEALED_GOAL = 0.85;
/**
 * The pass rate measured last (bench/README.md), rounded down: the tutor must not fall below it.
 * Raised at the end of stop 33: the rate then, 109/137 = 79.6 % (main 224fdfc, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 34: the rate then, 113/137 = 82.5 % (main 00d2aaa, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 * Raised at the end of stop 35: the rate then, 114/137 = 83.2 % (main dab85b6, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_FLOOR = 0.80;

runSealed({ name: 'sealed set', set: sealed as Record<string, unknown>, goal: SEALED_GOAL, floor: SEALED_FLOOR });

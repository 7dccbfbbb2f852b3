// The fourth sealed evaluation set (sealed-set-4.ts, written 2026-11-27 by an engineer who had not read the
// tutor's code, from the course content only) run through the real API by the one sealed harness
// (sealed-harness.ts), exactly like the first three: the earlier student turns (`before`) sent first in the
// same conversation after any made-up `history`; rates per class and failing ids only. Goal ≥ 85 % (issue
// 24); the test fails below the floor (the first measured rate minus 3 points, rounded down), so a change
// that makes the tutor worse on it is caught.
import { runSealed } from './sealed-harness.js';
import * as sealed4 from './sealed-set-4.js';

export const SEALED_4_GOAL = 0.85;
/**
 * First measured rate, before any rule changed this session: 118/145 = 81.4 % (tutor of main 6f60c3b, set at
 * 56db8b1), minus 3 points, rounded down.
 * Raised at the end of stop 33: the rate then, 128/145 = 88.3 % (main 224fdfc, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_4_FLOOR = 0.85;

runSealed({ name: 'sealed set 4', set: sealed4 as Record<string, unknown>, goal: SEALED_4_GOAL, floor: SEALED_4_FLOOR });

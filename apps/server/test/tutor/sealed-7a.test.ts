import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-7a.js';

export const SEALED_7A_GOAL = 0.85;
/**
 * First measured rate, on the unchanged tutor: 80/101 = 79.2 % (main c109123), minus 3 points, rounded down.
 * Raised at the end of stop 35: the rate then, 81/101 = 80.2 % (main dab85b6, the same on PGlite and PostgreSQL), minus 3 points, rounded down — so this stop's gains cannot be lost unnoticed.
 */
export const SEALED_7A_FLOOR = 0.77;

runSealed({ name: 'sealed set 7a', set: sealed as Record<string, unknown>, goal: SEALED_7A_GOAL, floor: SEALED_7A_FLOOR });

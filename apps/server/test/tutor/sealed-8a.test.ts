import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-8a.js';

export const SEALED_8A_GOAL = 0.85;
/**
 * First measured rate, on the unchanged tutor (branch made from main 1910930): 60/82 = 73.2 %, minus 3 points, rounded down
 * (the same before and after the rubric fixes of the dev half's first run, see /work/coord/notes/author8a.md).
 * Raised at the end of stop 36: the rate then, 61/82 = 74.4 % (main 5969914, the same on PGlite and PostgreSQL), minus 3 points, rounded down.
 */
export const SEALED_8A_FLOOR = 0.71;

runSealed({ name: 'sealed set 8a', set: sealed as Record<string, unknown>, goal: SEALED_8A_GOAL, floor: SEALED_8A_FLOOR });

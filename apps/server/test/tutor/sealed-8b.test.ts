import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-8b.js';

export const SEALED_8B_GOAL = 0.85;
/** First measured rate, on the unchanged tutor: 57/82 = 69.5 % (main 1910930), minus 3 points, rounded down.
 * Raised at the end of stop 36: the rate then, 59/82 = 72.0 % (main 5969914, the same on PGlite and PostgreSQL), minus 3 points, rounded down.
 */
export const SEALED_8B_FLOOR = 0.69;

runSealed({ name: 'sealed set 8b', set: sealed as Record<string, unknown>, goal: SEALED_8B_GOAL, floor: SEALED_8B_FLOOR });

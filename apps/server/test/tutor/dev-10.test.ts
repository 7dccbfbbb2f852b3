import { runDev } from './dev-harness.js';
import { DEV_SET_10 } from './dev-set-10.js';

/**
 * First measured rate, on the unchanged tutor (branch made from main e959eb4): 65/85 = 76.5 %, minus 3 points, rounded down.
 * Per class: c1 code+expectation 15/25, c2 question form 11/15, c3 short turn 10/15, c4 fence 6/6, c5 broken text 6/6,
 * c6 feeling 5/6, c7 error fit 6/6, c8 graded 6/6. (The very first dev run, 64/85, was before one rubric fix — the
 * if/elif-order case also accepts "the narrower condition / the bigger bound first" — made before the sealed half ran;
 * no sealed rule had that shape.)
 */
export const DEV_10_FLOOR = 0.73;

runDev({ name: 'dev set 10', cases: DEV_SET_10, floor: DEV_10_FLOOR });

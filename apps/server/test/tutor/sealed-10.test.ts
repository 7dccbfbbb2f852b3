import { runSealed } from './sealed-harness.js';
import * as sealed from './sealed-set-10.js';

export const SEALED_10_GOAL = 0.85;
/**
 * First measured rate, on the unchanged tutor (branch made from main e959eb4): 61/85 = 71.8 %, minus 3 points, rounded down.
 * Per class: c1 code+expectation 17/25, c2 question form 9/15, c3 short turn 9/15, c4 fence 6/6, c5 broken text 5/6,
 * c6 feeling 5/6, c7 error fit 4/6, c8 graded 6/6 (see /work/coord/notes/author10.md). Run once, after the dev half's
 * one rubric fix (which touched no sealed rule).
 */
export const SEALED_10_FLOOR = 0.68;

runSealed({ name: 'sealed set 10', set: sealed as Record<string, unknown>, goal: SEALED_10_GOAL, floor: SEALED_10_FLOOR });

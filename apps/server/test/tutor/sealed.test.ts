// The sealed evaluation set (sealed-set.ts, written by someone who has not read the tutor's code)
// run through the real API: a fresh database, the chat route, the earlier student turns of a case
// (`before`) sent first in the same conversation. The set is never used for tuning: this harness
// prints only the pass rate, overall and per class, and the ids of failing cases — never the
// messages or the replies. Goal ≥ 85 % (issue 24, not reached yet: see bench/README.md); the test
// fails below the last measured floor, so a change that makes the tutor worse on it is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { casesOf, perClass, rate, runSet } from './rubric.js';
import * as sealed from './sealed-set.js';

export const SEALED_GOAL = 0.85;
/** The pass rate measured last (bench/README.md), rounded down: the tutor must not fall below it. */
export const SEALED_FLOOR = 0.69;

const CASES = casesOf(sealed as Record<string, unknown>);

describe('sealed evaluation set (never tuned on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`reports the pass rate overall and per class (goal ${SEALED_GOAL * 100} %, floor ${SEALED_FLOOR * 100} %)`, async () => {
    const r = await runSet(t, CASES);
    // Ids only: never the messages or the replies (the set is not tuned on).
    console.log(`sealed set: ${rate(r)}; goal ${SEALED_GOAL * 100} %\n${perClass(r)}\n  failing ids: ${r.failing.map((f) => f.id).join(', ') || '—'}`);
    expect(r.passed / r.total).toBeGreaterThanOrEqual(SEALED_FLOOR);
  }, 600_000);
});

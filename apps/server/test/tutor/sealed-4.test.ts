// The fourth sealed evaluation set (sealed-set-4.ts, written 2026-11-27 by an engineer who had not read the
// tutor's code, from the course content only) run through the real API exactly like the first three
// (runSet in rubric.ts): a fresh database, the chat route, one new student per case, the earlier student turns
// (`before`) sent first in the same conversation after any made-up `history`. The set is never used for
// tuning: this harness prints only the pass rate, overall and per class, and the ids of failing cases — never
// the messages or the replies. Goal ≥ 85 % (issue 24); the test fails below the floor (the first measured rate
// minus 3 points, rounded down), so a change that makes the tutor worse on it is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { casesOf, perClass, rate, runSet } from './rubric.js';
import * as sealed4 from './sealed-set-4.js';
export const SEALED_4_GOAL = 0.85;
/**
 * First measured rate, before any rule changed this session: 118/145 = 81.4 % (tutor of main 6f60c3b, set at
 * 56db8b1), minus 3 points, rounded down.
 */
export const SEALED_4_FLOOR = 0.78;

const CASES = casesOf(sealed4 as Record<string, unknown>);

describe('sealed evaluation set 4 (never tuned on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`reports the pass rate overall and per class (goal ${SEALED_4_GOAL * 100} %, floor ${SEALED_4_FLOOR * 100} %)`, async () => {
    const r = await runSet(t, CASES);
    // Ids only: never the messages or the replies.
    console.log(`sealed set 4: ${rate(r)}; goal ${SEALED_4_GOAL * 100} %\n${perClass(r)}\n  failing ids: ${r.failing.map((f) => f.id).join(', ') || '—'}`);
    expect(r.passed / r.total).toBeGreaterThanOrEqual(SEALED_4_FLOOR);
  }, 600_000);
});

// The class tuning set (class-set.ts) through the real chat API, judged with the sealed set's rubric
// (rubric.ts). Unlike the sealed set, its failures are printed with the message and the reply: it is
// the set the rules are tuned on. Goal ≥ 95 % (issue 24).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { CLASS_SET } from './class-set.js';
import { perClass, rate, runSet } from './rubric.js';

export const CLASS_SET_GOAL = 0.95;
/** The pass rate measured last, rounded down: the rules must not fall below it while the goal is open. */
export const CLASS_SET_MIN = 0.95;

describe('class tuning set (the issue 24 classes, tuned on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`passes at least ${CLASS_SET_MIN * 100} % of the set (goal ${CLASS_SET_GOAL * 100} %)`, async () => {
    const r = await runSet(t, CLASS_SET);
    const misses = r.failing.map((f) => `  ✗ [${f.id}] ${f.message} — ${f.why.join('; ')}\n      ${f.reply.replace(/\n/g, ' ⏎ ').slice(0, 400)}`).join('\n');
    console.log(`class tuning set: ${rate(r)}; goal ${CLASS_SET_GOAL * 100} %\n${perClass(r)}\n${misses}`);
    expect(r.passed / r.total).toBeGreaterThanOrEqual(CLASS_SET_MIN);
  }, 600_000);
});

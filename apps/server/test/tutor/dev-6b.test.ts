// Dev set 6b (dev-set-6b.ts, written 2026-11-27 by author6b, an engineer who had not read the tutor's code,
// from the course content only; the other half of the same pool as sealed-set-6b.ts). Engineers MAY read and
// tune on it: this test runs every case through the real API (runSet in rubric.ts: a fresh student per case,
// any made-up `history` and the earlier turns first in the same conversation) and prints the rate overall and
// per class, and for each failing case its id, message, why it fails and the first 400 characters of the reply.
// The test fails below the floor (the first measured rate minus 3 points, rounded down), so a change that makes
// it worse is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { perClass, rate, runSet } from './rubric.js';
import { DEV_SET_6B } from './dev-set-6b.js';

/** First measured rate, on the unchanged tutor: 75/92 = 81.5 % (tutor of main 379035e, set written on top of it), minus 3 points, rounded down. */
export const DEV_6B_FLOOR = 0.78;

describe('dev set 6b (tuning allowed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the pass rate overall and per class, and every failing case with its reply', async () => {
    const r = await runSet(t, DEV_SET_6B);
    const failing = r.failing.map((f) => `  ✗ ${f.id} «${f.message}»\n    why: ${f.why.join('; ')}\n    reply: ${f.reply.slice(0, 400).replace(/\n/g, '\n           ')}`);
    console.log(`dev set 6b: ${rate(r)}\n${perClass(r)}\n${failing.join('\n') || '  no failing case'}`);
    expect(r.passed / r.total).toBeGreaterThanOrEqual(DEV_6B_FLOOR);
  }, 600_000);
});

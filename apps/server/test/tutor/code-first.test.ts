// The code-first cases (code-first-set.ts) through the real API (runSet: a fresh student per case, the
// server's sandbox runs code sent without a run). Every case must pass; failing ones print their reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { perClass, rate, runSet } from './rubric.js';
import { CODE_FIRST_SET } from './code-first-set.js';

describe('code first: the student’s own code and expectation, error tips that fit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every case on the student’s code', async () => {
    const r = await runSet(t, CODE_FIRST_SET);
    const failing = r.failing.map((f) => `  ✗ ${f.id} «${f.message}»\n    why: ${f.why.join('; ')}\n    reply: ${f.reply.slice(0, 500).replace(/\n/g, '\n           ')}`);
    console.log(`code-first set: ${rate(r)}\n${perClass(r)}\n${failing.join('\n') || '  no failing case'}`);
    expect(r.failing.map((f) => f.id)).toEqual([]);
  }, 600_000);
});

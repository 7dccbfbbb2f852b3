// tregress's probes (issue 24, stop 36): regressions found by running the sealed sets at successive commits, and
// class 8 (graded answers) walked with many wordings — each a class of input written fresh (never a sealed case's
// text), through the real chat API and judged with the shared rubric. Failures print with the message and reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { REGRESS_PROBES } from './regress-probes.js';
import { perClass, rate, runSet } from './rubric.js';

describe('tregress probes (regression classes and graded answers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('passes every probe', async () => {
    const only = process.env.PROBE_ONLY;
    const cases = only ? REGRESS_PROBES.filter((c) => String(c.id).startsWith(only)) : REGRESS_PROBES;
    const r = await runSet(t, cases);
    const misses = r.failing.map((f) => `  ✗ [${f.id}] ${f.message} — ${f.why.join('; ')}\n      ${f.reply.replace(/\n/g, ' ⏎ ').slice(0, 600)}`).join('\n');
    console.log(`tregress probes: ${rate(r)}\n${perClass(r)}\n${misses}`);
    expect(r.failing.map((f) => f.id)).toEqual([]);
  }, 600_000);
});

// The harness of the dev (tuning) sets dev-5a.test.ts and dev-6b.test.ts: like the sealed harness it runs every
// case through the real API (runSet in rubric.ts: a fresh database, one new student per case, any made-up
// `history` and the earlier student turns first in the same conversation), but since a dev set is tuned on it
// prints, besides the rate overall and per class, each failing case's id, message, why it fails and the first
// 400 characters of the reply. The test fails below the set's floor (its first measured rate minus 3 points).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { perClass, rate, runSet, type CaseView } from './rubric.js';

export interface DevSetRun {
  /** How the set is named in the test and its printed line ('dev set 6b'). */
  name: string;
  cases: CaseView[];
  floor: number;
}

/** One `describe` that runs the set and prints rates per class and every failing case with its reply. */
export function runDev({ name, cases, floor }: DevSetRun): void {
  describe(`${name} (tuning allowed)`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('reports the pass rate overall and per class, and every failing case with its reply', async () => {
      const r = await runSet(t, cases);
      const failing = r.failing.map((f) => `  ✗ ${f.id} «${f.message}»\n    why: ${f.why.join('; ')}\n    reply: ${f.reply.slice(0, 400).replace(/\n/g, '\n           ')}`);
      console.log(`${name}: ${rate(r)}\n${perClass(r)}\n${failing.join('\n') || '  no failing case'}`);
      expect(r.passed / r.total).toBeGreaterThanOrEqual(floor);
    }, 600_000);
  });
}

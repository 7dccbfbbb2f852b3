// The one harness of the sealed evaluation sets (sealed.test.ts, sealed-2.test.ts, sealed-3.test.ts, sealed-4.test.ts):
// each set runs through the real API (runSet in rubric.ts: a fresh database, the chat route, one new
// student per case, the earlier student turns of a case (`before`) sent first in the same conversation).
// A sealed set is never used for tuning, so this harness prints only the pass rate, overall and per
// class, and the ids of failing cases — never the messages or the replies. The test fails below the
// set's floor (bench/README.md), so a change that makes the tutor worse on it is caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { casesOf, perClass, rate, runSet } from './rubric.js';

export interface SealedSetRun {
  /** How the set is named in the test and its printed line ('sealed set 2'). */
  name: string;
  /** The set's module (`import * as sealed from './sealed-set.js'`): only its array of cases is read. */
  set: Record<string, unknown>;
  goal: number;
  floor: number;
}

/** One `describe` that runs the set and prints rates per class and failing ids only. */
export function runSealed({ name, set, goal, floor }: SealedSetRun): void {
  const cases = casesOf(set);
  describe(`${name.replace(/^sealed set/, 'sealed evaluation set')} (never tuned on)`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`reports the pass rate overall and per class (goal ${goal * 100} %, floor ${floor * 100} %)`, async () => {
      const r = await runSet(t, cases);
      // Ids only: never the messages or the replies (the set is not tuned on).
      console.log(`${name}: ${rate(r)}; goal ${goal * 100} %\n${perClass(r)}\n  failing ids: ${r.failing.map((f) => f.id).join(', ') || '—'}`);
      expect(r.passed / r.total).toBeGreaterThanOrEqual(floor);
    }, 600_000);
  });
}

// ReDoS audit (issue 24): every regular expression of the server (apps/server/src, the tutor and every
// route that reads user text) and of the shared contracts (packages/contracts/src: error rules, Korean
// helpers) is collected from the source — each regex literal and each `new RegExp(…)` whose source can be
// worked out statically (string and template literals, String.raw, module constants, imported constants,
// `.source`, `[…].join()`, the elements of the array a callback walks) — and the regexes built from data
// files (mistakes, repairs, Parsons distractors, the concept catalogue) are collected from that data. Each
// is checked by recheck (ADR 028), which finds the inputs that make a backtracking engine take
// exponential or high-polynomial time. A 2000-character message once hung the chat route through such a
// regex (run-plan.ts, cc8986f); long-input.test.ts keeps the end-to-end guard.
import { checkSync, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { DATA, FILES, collectRegexes, loopsOverChoice } from '../../test/redos-sources.js';

/**
 * Regexes recheck could not decide in its time limit, each read by hand: why it cannot backtrack
 * exponentially. A source changed or added here must be read again.
 */
const REVIEWED: Record<string, string> = {
  '/(?:(?:0x|\\\\x)?[0-9a-fA-F]{2}[\\s,:]?){8,}/g': 'each repetition is an optional 0x/\\x (x and \\ are not hex digits), exactly two hex digits, an optional separator (not a hex digit): a string splits into repetitions one way only',
  "/['\"A-Za-z_(][\\w'\"().[\\]:]*(?:[ \\t]+[\\w'\"().[\\]:,=-]+){1,14}/g": 'each repetition is spaces then non-space characters, and the two classes are disjoint: one way to split; at most 14 repetitions',
  '/(?:^|\\s)([^\\s,]+(?:[\\s,]+[^\\s,]+){0,5}?)\\s*(?:을|를|이|가)?\\s*(?:넣으면|넣었는데|넣으니까|넣으니|넣고|입력하면|입력했는데|입력하니까|입력하니|치면|쳤는데|쳤더니|넣었더니|입력했더니)/': 'separators [\\s,] and pieces [^\\s,] are disjoint: one way to split; at most 5 repetitions (cc8986f)',
};

/**
 * recheck with a fixed random seed (its fuzzing is then repeatable). Its time limit is wall-clock: on a busy
 * machine a check that needs 3 s can run out of 5 s and read as "undecided", which failed this test under load.
 * So a timed-out check is run again with a limit far above what any check here needs on a quiet machine.
 */
function check(source: string, flags: string): Diagnostics {
  const first = checkSync(source, flags, { timeout: 10_000, randomSeed: 20261127 });
  if (first.status !== 'unknown' || first.error?.kind !== 'timeout') return first;
  return checkSync(source, flags, { timeout: 180_000, randomSeed: 20261127 });
}

describe('ReDoS audit: no regex of the server or the contracts backtracks exponentially', () => {
  const { found, dynamic } = collectRegexes(FILES);
  const all = [...found, ...Object.values(DATA).flatMap((d) => d.sources())];

  it('finds the regexes (literals and static `new RegExp` sources) of the scanned files and the data files', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(found.length).toBeGreaterThan(1000);
    expect(all.length - found.length).toBeGreaterThan(100);
    // The regexes that hung the chat route (statedInputs, cc8986f) and could have (inLoop) are among them.
    expect(found.some((f) => f.where.startsWith('apps/server/src/tutor/offline/run-plan.ts'))).toBe(true);
  });

  it('every `new RegExp` with a source not known statically is listed with where its sources come from', () => {
    const unlisted = dynamic.filter((d) => !(`${d.where.replace(/:\d+$/, '')} ${d.expr}` in DATA)).map((d) => `${d.where} new RegExp(${d.expr})`);
    expect(unlisted).toEqual([]);
  });

  it('only a repeated group with a choice inside can backtrack exponentially (the pre-filter of the full check)', () => {
    for (const s of ['^(a+)+$', '(a|b)*', '(?:a\\s?)+', '((a|b)?c)*', '(?:\\1\\s+[^\\n]*\\n|\\s*\\n)*?']) expect(loopsOverChoice(s), s).toBe(true);
    for (const s of ['[ab]*c', '(?:ab)*', 'a{2,}', '(a|b)?c', '\\(a*\\)*', '(?:[A-Z]{4}){4,}', '\\s*x\\s*=']) expect(loopsOverChoice(s), s).toBe(false);
  });

  it('recheck finds no exponential regex (file:line named); the undecided ones are reviewed by hand', () => {
    const candidates = all.filter((f) => loopsOverChoice(f.source));
    const seen = new Map<string, Diagnostics>();
    const bad: string[] = [];
    for (const f of candidates) {
      const key = `/${f.source}/${f.flags}`;
      let d = seen.get(key);
      // A regex read by hand is not checked again (recheck cannot decide it in any reasonable time).
      if (key in REVIEWED) continue;
      if (!d) {
        d = check(f.source, f.flags.replace(/[gy]/g, ''));
        seen.set(key, d);
      }
      const where = `${f.where} ${key}${f.placeholder ? ' (interpolated names as x)' : ''}`;
      if (d.status === 'vulnerable' && d.complexity?.type === 'exponential') bad.push(`${where}: exponential`);
      else if (d.status === 'unknown' && !(key in REVIEWED)) bad.push(`${where}: undecided (${d.error?.kind ?? '?'}), not reviewed`);
    }
    console.log(`ReDoS audit: ${all.length} regexes, ${candidates.length} with a repeated choice (${seen.size} distinct) checked by recheck, ${bad.length} failing`);
    expect(bad).toEqual([]);
  }, 600_000);
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Typical wrong solutions by class (issue 23; our own tuning corpus, not the sealed held-out set):
// content/wrong-corpus.json holds, for every problem, variants of the reference solution with an empty
// first or last line, round(x, n) where n decimals are printed, int(a / b) for a // b, split(' ') for
// split(), a dropped strip(), ties broken the other way, a dropped tie-break key and set order
// (content/scripts/typical-wrong.py --write makes them). Each must fail a hidden test, or carry the
// reason no allowed input tells it apart (`passes`); a listed one that now fails must lose its reason.

const root = dirname(fileURLToPath(import.meta.url));

interface Entry {
  problem: string;
  class: string;
  code: string;
  passes?: string;
}

describe('typical wrong solutions (own corpus)', () => {
  it('every one fails a hidden test or is listed with the reason it cannot', { timeout: 300_000 }, () => {
    const corpus = (JSON.parse(readFileSync(join(root, 'wrong-corpus.json'), 'utf8')) as { programs: Entry[] }).programs;
    const run = spawnSync('python3', [join(root, 'scripts', 'typical-wrong.py'), root], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', PYTHONHASHSEED: '0' }, maxBuffer: 16 * 1024 * 1024 });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { programs: number; passing: { problem: string; class: string; index: number }[] };
    expect(report.programs).toBe(corpus.length);
    const passing = new Set(report.passing.map((p) => p.index));
    const unlisted = report.passing.filter((p) => !corpus[p.index]?.passes).map((p) => `${p.problem} ${p.class}\n${corpus[p.index]?.code}`);
    const stale = corpus.flatMap((e, i) => (e.passes && !passing.has(i) ? [`${e.problem} ${e.class}`] : []));
    const byClass = new Map<string, [number, number]>();
    corpus.forEach((e, i) => {
      const [killed, total] = byClass.get(e.class) ?? [0, 0];
      byClass.set(e.class, [killed + (passing.has(i) ? 0 : 1), total + 1]);
    });
    console.info(
      `[wrong-corpus] ${corpus.length - passing.size}/${corpus.length} fail a hidden test in ${new Set(corpus.map((e) => e.problem)).size} problems; ${passing.size} listed with a reason\n` +
        [...byClass].map(([c, [k, t]]) => `${c.padEnd(26)} ${k}/${t}`).join('\n'),
    );
    expect(new Set(corpus.map((e) => e.problem)).size).toBeGreaterThan(150);
    expect(unlisted, 'wrong solutions that pass every hidden test: add a test that fails them, or give the reason').toEqual([]);
    expect(stale, 'listed wrong solutions that now fail a test').toEqual([]);
  });
});

// Issue 23's explanation families measured on two corpora of programs that fail: our tuning corpus
// (apps/server/test/corpora/error-families-tuning.json, written from the families before the rules
// were changed; rules are improved on it) and the sealed corpus (error-families.json, written by an
// outsider: measured only, never tuned on — no per-program output here). Both run in CPython (the
// grader) and Pyodide 3.14 (the browser); a "specific" card is one that is not a generic entry.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { explainPythonError } from '../explain.js';
import { runCpythonBatch, startPyodide } from './run-batch.js';

const GENERIC = new Set(['syntax-error', 'type-error', 'value-error', 'other-error']);
const corpora = join(dirname(fileURLToPath(import.meta.url)), '../../../../../apps/server/test/corpora');
type Item = { id: string; family: string; code: string; stdin?: string[] };
const load = (name: string) => JSON.parse(readFileSync(join(corpora, name), 'utf8')) as Item[];

async function measure(items: Item[], py: Awaited<ReturnType<typeof startPyodide>>) {
  const programs = items.map((p) => ({ code: p.code, inputs: p.stdin ?? [] }));
  const cpython = runCpythonBatch(programs);
  let s311 = 0;
  let s314 = 0;
  const misses: string[] = [];
  const perFamily = new Map<string, [number, number]>();
  items.forEach((p, i) => {
    const tb311 = cpython.results[i] ?? '';
    const tb314 = tb311 === 'TIMEOUT' ? 'TIMEOUT' : py.run(programs[i]!);
    const c311 = explainPythonError(tb311, { code: p.code });
    const c314 = explainPythonError(tb314, { code: p.code });
    const ok311 = Boolean(c311 && !GENERIC.has(c311.id));
    if (ok311) s311 += 1;
    if (c314 && !GENERIC.has(c314.id)) s314 += 1;
    const f = perFamily.get(p.family) ?? [0, 0];
    perFamily.set(p.family, [f[0] + (ok311 ? 1 : 0), f[1] + 1]);
    if (!ok311) misses.push(`${p.id}: ${c311?.id ?? 'none'} ← ${tb311.trim().split('\n').at(-1)}`);
  });
  const pct = (n: number) => `${((n / items.length) * 100).toFixed(1)} %`;
  return { s311, s314, n: items.length, text: `${pct(s311)} (3.11) / ${pct(s314)} (3.14) of ${items.length}; ${[...perFamily].map(([k, [a, b]]) => `${k} ${a}/${b}`).join(', ')}`, misses };
}

it('reports the specific-card figures of the tuning corpus (≥ 90 %) and the sealed corpus', { timeout: 600_000 }, async () => {
  const py = await startPyodide();
  const tuning = await measure(load('error-families-tuning.json'), py);
  const sealed = await measure(load('error-families.json'), py);
  console.info(`[error families] tuning: ${tuning.text}\n[error families] sealed: ${sealed.text}\n[error families] tuning misses:\n${tuning.misses.join('\n')}`);
  expect(tuning.n).toBeGreaterThanOrEqual(100);
  expect(tuning.s311 / tuning.n).toBeGreaterThanOrEqual(0.9);
  expect(tuning.s314 / tuning.n).toBeGreaterThanOrEqual(0.9);
});

// The five explanation families beginners meet (issue 23): function definitions and parameters,
// punctuation, misspelled keywords, doubled operators, line continuation. families.json holds our own
// programs written from those families (not the sealed outside corpus); each runs in CPython (the
// grader) and Pyodide 3.14 (the browser). A specific card (not a generic entry) for ≥ 90 % in both,
// and the same card in both places for every program that fails in both.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { explainPythonError } from '../explain.js';
import { runCpythonBatch, startPyodide } from './run-batch.js';

const GENERIC = new Set(['syntax-error', 'type-error', 'value-error', 'other-error']);
const here = dirname(fileURLToPath(import.meta.url));
const items = JSON.parse(readFileSync(join(here, 'families.json'), 'utf8')) as { family: string; code: string; stdin: string[] }[];

it('gives a specific, identical card in both Pythons for ≥ 90 % of the family corpus', { timeout: 600_000 }, async () => {
  const programs = items.map((p) => ({ code: p.code, inputs: p.stdin }));
  const cpython = runCpythonBatch(programs);
  const pyodide = await startPyodide();
  const perFamily = new Map<string, { n: number; specific311: number; specific314: number }>();
  const different: string[] = [];
  items.forEach((p, i) => {
    const tb311 = cpython.results[i] ?? '';
    const tb314 = tb311 === 'TIMEOUT' ? 'TIMEOUT' : pyodide.run(programs[i]!);
    const c311 = explainPythonError(tb311, { code: p.code });
    const c314 = explainPythonError(tb314, { code: p.code });
    const f = perFamily.get(p.family) ?? { n: 0, specific311: 0, specific314: 0 };
    f.n += 1;
    if (c311 && !GENERIC.has(c311.id)) f.specific311 += 1;
    if (c314 && !GENERIC.has(c314.id)) f.specific314 += 1;
    perFamily.set(p.family, f);
    if ((c311?.id ?? null) !== (c314?.id ?? null)) different.push(`${JSON.stringify(p.code)}: ${c311?.id ?? 'none'} / ${c314?.id ?? 'none'}`);
  });
  const total = [...perFamily.values()].reduce((a, f) => ({ n: a.n + f.n, s311: a.s311 + f.specific311, s314: a.s314 + f.specific314 }), { n: 0, s311: 0, s314: 0 });
  console.info(`[families] ${total.n} programs: specific card ${total.s311} (3.11) / ${total.s314} (3.14); ${[...perFamily].map(([k, f]) => `${k} ${f.specific311}/${f.n}`).join(', ')}`);
  expect(total.s311 / total.n).toBeGreaterThanOrEqual(0.9);
  expect(total.s314 / total.n).toBeGreaterThanOrEqual(0.9);
  expect(different).toEqual([]);
});

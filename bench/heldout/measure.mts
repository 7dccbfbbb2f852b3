// Held-out solutions (apps/server/test/corpora/heldout-solutions.json, sealed: measured, never tuned on).
// Runs every solution on its problem's hidden tests with the grader's rules (python3, PYTHONHASHSEED=0,
// outputsMatch, 5 s per test) plus the problem's structural requirements (the grader's checker program),
// and prints only totals: how many wrong solutions still get "correct" and how many right ones do not.
// Usage: npx tsx bench/heldout/measure.mts
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputsMatch } from '../../packages/contracts/src/python/grading.js';
import { parseStructureOutput, structureCheckProgram } from '../../packages/contracts/src/python/structure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const problems = new Map<string, { tests: { inputs: string[]; expected_output: string }[]; requirements?: Parameters<typeof structureCheckProgram>[1] }>();
for (const id of readdirSync(join(root, 'content/sections'))) {
  const file = JSON.parse(readFileSync(join(root, 'content/sections', id, 'problems.json'), 'utf8')) as { problems: { id: string; tests: { inputs: string[]; expected_output: string }[]; requirements?: Parameters<typeof structureCheckProgram>[1] }[] };
  for (const p of file.problems) problems.set(p.id, p);
}
const entries = JSON.parse(readFileSync(join(root, 'apps/server/test/corpora/heldout-solutions.json'), 'utf8')) as { problemId: string; kind: string; code: string }[];
const py = (code: string, stdin: string) => spawnSync('python3', ['-S', '-c', code], { input: stdin, encoding: 'utf8', timeout: 5000, env: { PATH: process.env.PATH ?? '', PYTHONHASHSEED: '0' } });
const tally: Record<string, { total: number; correct: number; byOutput: number }> = {};
for (const e of entries) {
  const p = problems.get(e.problemId);
  if (!p) continue;
  const outputOk = p.tests.every((t) => {
    const r = py(e.code, t.inputs.length ? `${t.inputs.join('\n')}\n` : '');
    return r.status === 0 && outputsMatch(r.stdout, t.expected_output);
  });
  const rules = p.requirements ?? [];
  const structure = rules.length ? parseStructureOutput(py(structureCheckProgram(e.code, rules), '').stdout, rules) : { parsed: true, unmet: [] };
  const correct = outputOk && (structure?.unmet.length ?? 0) === 0;
  const t = (tally[e.kind] ??= { total: 0, correct: 0, byOutput: 0 });
  t.total += 1;
  if (correct) t.correct += 1;
  if (outputOk) t.byOutput += 1;
}
console.log(JSON.stringify(tally));

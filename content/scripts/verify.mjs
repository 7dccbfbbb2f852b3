#!/usr/bin/env node
// Quick local check of content with plain python3 (no sandbox): every reference solution passes all
// its tests, every wrong solution fails at least one, every runnable lesson/summary block runs.
// Usage: node content/scripts/verify.mjs [sectionId ...]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const normalize = (t) => t.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').trim();

function run(code, inputs) {
  try {
    const out = execFileSync('python3', ['-I', '-c', code], {
      input: inputs.map((v) => `${v}\n`).join(''),
      timeout: 5000,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (err) {
    return { ok: false, out: String(err.stdout ?? ''), err: String(err.stderr ?? err.message) };
  }
}

const wanted = process.argv.slice(2);
const sectionsDir = join(root, 'sections');
const ids = wanted.length ? wanted : readdirSync(sectionsDir);
let failures = 0;
const fail = (msg) => {
  failures += 1;
  console.error(`FAIL ${msg}`);
};

for (const id of ids) {
  const dir = join(sectionsDir, id);
  for (const file of ['lesson.md', 'summary.md']) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      fail(`${id}/${file} missing`);
      continue;
    }
    const md = readFileSync(path, 'utf8');
    const blocks = [...md.matchAll(/```python([^\n]*)\n([\s\S]*?)```/g)];
    for (const [, info, source] of blocks) {
      if (/\bnorun\b/.test(info)) continue;
      // ```python predict: code, '---', choices; the golden test checks the answer (content/README.md).
      const code = /\bpredict\b/.test(info) ? source.split('\n---\n')[0] : source;
      const m = info.trim().match(/input=(.+)$/);
      const inputs = m ? m[1].split('|') : [];
      const r = run(code, inputs);
      if (!r.ok) fail(`${id}/${file} example failed:\n${code}\n${r.err}`);
    }
  }
  const problemsPath = join(dir, 'problems.json');
  if (!existsSync(problemsPath)) {
    fail(`${id}/problems.json missing`);
    continue;
  }
  const { problems } = JSON.parse(readFileSync(problemsPath, 'utf8'));
  for (const p of problems) {
    const ex = run(p.reference_solution, p.example_inputs);
    if (!ex.ok || normalize(ex.out) !== normalize(p.expected_output)) fail(`${id}/${p.id} expected_output does not match the reference run (${JSON.stringify(ex.out)})`);
    for (const [i, t] of p.tests.entries()) {
      const r = run(p.reference_solution, t.inputs);
      if (!r.ok || normalize(r.out) !== normalize(t.expected_output)) fail(`${id}/${p.id} reference fails test ${i}: got ${JSON.stringify(r.out)} ${r.err ?? ''}`);
    }
    for (const [w, wrong] of p.wrong_solutions.entries()) {
      const caught = p.tests.some((t) => {
        const r = run(wrong.code, t.inputs);
        return !r.ok || normalize(r.out) !== normalize(t.expected_output);
      });
      if (!caught) fail(`${id}/${p.id} wrong solution ${w} passes every test`);
    }
  }
  const practicePath = join(dir, 'practice.json');
  if (!existsSync(practicePath)) fail(`${id}/practice.json missing`);
}
console.log(failures ? `${failures} problem(s) found` : `content OK (${ids.length} sections)`);
process.exit(failures ? 1 : 0);

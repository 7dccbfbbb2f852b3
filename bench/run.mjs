#!/usr/bin/env node
// `npm run bench [-- name]`: runs the benchmarks (never part of npm test). Figures go to bench/README.md by hand.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const suites = {
  server: 'bench/server/run.mjs',
  grader: 'bench/grader/run.mjs',
  'browser-python': 'bench/browser-python/run.mjs',
  evaluation: 'bench/evaluation/run.mjs',
  tutor: 'bench/tutor/run.mjs',
  'learning-ui': 'bench/learning-ui/run.mjs',
  'first-visit': 'bench/first-visit/run.mjs',
  teacher: 'bench/teacher/run.mjs',
};
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(suites);
for (const name of names) {
  const script = suites[name];
  if (!script || !existsSync(script)) {
    console.error(`unknown or missing bench: ${name} (${Object.keys(suites).join(', ')})`);
    process.exit(2);
  }
  console.log(`\n=== bench ${name} ===`);
  const r = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

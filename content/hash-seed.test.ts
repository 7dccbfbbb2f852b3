import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalOutput, PYTHON_HASH_SEED, problemsFileSchema } from '@dodam/contracts';

// Hash-order residue (issue 23, ADR 020): practice (wasm32 Pyodide) and grading (x86-64 CPython)
// order sets of strings differently even with the same seed. No expected output may therefore depend
// on set or hash order: every reference solution, on every hidden test and the example, prints the
// same under the product's seed and under other seeds (which reorder sets of strings).

const root = dirname(fileURLToPath(import.meta.url));
const problems = readdirSync(join(root, 'sections')).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, 'sections', id, 'problems.json'), 'utf8'))).problems);
const programs = problems.flatMap((p) => [...p.tests, { inputs: p.example_inputs, expected_output: p.expected_output }].map((t, index) => ({ id: `${p.id} test ${index}`, code: p.reference_solution, inputs: t.inputs })));

function outputsWithSeed(seed: string): string[] {
  const run = spawnSync('python3', ['-s', '-S', '-B', '-X', 'utf8', join(root, 'scripts', 'run-outputs.py')], {
    input: JSON.stringify(programs.map(({ code, inputs }) => ({ code, inputs }))),
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', PYTHONHASHSEED: seed },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe('expected outputs do not depend on set order', () => {
  it('every reference solution prints the same under three hash seeds', { timeout: 600_000 }, () => {
    // A set of these words iterates in a different order under each seed, so the seeds really differ.
    const probe = { code: 'print(list({"사과", "배", "귤", "감", "포도", "딸기"}))', inputs: [] as string[] };
    const seeds = [PYTHON_HASH_SEED, '1', '4242'];
    const base = outputsWithSeed(seeds[0]!);
    const differing: string[] = [];
    for (const seed of seeds.slice(1)) {
      const other = outputsWithSeed(seed);
      programs.forEach((p, i) => {
        if (canonicalOutput(other[i] ?? '') !== canonicalOutput(base[i] ?? '')) differing.push(`${p.id} (seed ${seed})`);
      });
    }
    const probeOrders = new Set(
      seeds.map((seed) => spawnSync('python3', ['-c', probe.code], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', PYTHONHASHSEED: seed } }).stdout),
    );
    console.info(`[hash-seed] ${problems.length} reference solutions, ${programs.length} runs × ${seeds.length} seeds; the probe set printed ${probeOrders.size} orders`);
    expect(probeOrders.size).toBeGreaterThan(1);
    expect(base.filter((o) => o.startsWith('ERROR '))).toEqual([]);
    expect(differing).toEqual([]);
  });
});

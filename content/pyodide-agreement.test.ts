import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputsMatch, problemsFileSchema } from '@dodam/contracts';
import { startPyodide } from '../packages/contracts/src/python/corpus/run-batch.js';

// Practice and grading run different builds (ADR 020: Pyodide 314 in the browser, CPython 3.11 on the
// server). The server side is the content golden test (every reference solution through the real
// grader); this is the browser side: every reference solution, on every hidden test and the example,
// in the browser's Python (the same Pyodide package, in Node, with the grader's hash seed) must print
// the expected output too, so no problem depends on a difference between the two.

const root = dirname(fileURLToPath(import.meta.url));
const problems = readdirSync(join(root, 'sections')).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, 'sections', id, 'problems.json'), 'utf8'))).problems);

describe('reference solutions in the browser Python', () => {
  it('print every expected output in Pyodide 3.14 as well', { timeout: 600_000 }, async () => {
    const py = await startPyodide();
    const wrong: string[] = [];
    let runs = 0;
    for (const problem of problems) {
      for (const [index, test] of [...problem.tests, { inputs: problem.example_inputs, expected_output: problem.expected_output }].entries()) {
        const error = py.run({ code: problem.reference_solution, inputs: test.inputs });
        runs += 1;
        if (error || !outputsMatch(py.lastOutput(), test.expected_output)) wrong.push(`${problem.id} test ${index}: ${error || JSON.stringify(py.lastOutput()).slice(0, 200)}`);
      }
    }
    console.info(`[agreement] ${problems.length} reference solutions, ${runs} runs in Python ${py.version}`);
    expect(problems.length).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});

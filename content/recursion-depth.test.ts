import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outputsMatch, PYTHON_HASH_SEED, problemsFileSchema } from '@dodam/contracts';
import { startPyodide } from '../packages/contracts/src/python/corpus/run-batch.js';

// Recursion depth (issue 23, ADR 020): the recursion limit is Python's default 1000 in both places,
// but a memoised function (`@cache`, a C wrapper) costs two levels per call in CPython 3.11 and, in
// Pyodide 3.14, native (WebAssembly/JavaScript) stack per call: `@cache` with a generator inside
// overflows it at ≈ 130 levels in Node's default stack. So the statements of the problems a student
// solves with the recursion the lessons teach (503 재귀, 504 메모이제이션) state sizes at which those
// solutions fit, and this test runs the lesson-style solutions on every hidden test — each problem
// has one at the stated maximum — in the grader's CPython and in the browser's Pyodide.

const root = dirname(fileURLToPath(import.meta.url));
const problems = new Map(
  readdirSync(join(root, 'sections')).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, 'sections', id, 'problems.json'), 'utf8'))).problems.map((p) => [p.id, p] as const)),
);

/** Lesson-style recursive solutions: the dictionary memo of lesson 504 and `@cache`, with loops and generators inside. */
const SOLUTIONS: { problem: string; style: string; code: string }[] = [
  { problem: 's503-p1', style: 'plain recursion', code: 'def digit_sum(n):\n    if n < 10:\n        return n\n    return n % 10 + digit_sum(n // 10)\n\nprint(digit_sum(int(input())))\n' },
  { problem: 's504-p1', style: 'dict memo', code: 'memo = {}\n\ndef ways(n):\n    if n < 0:\n        return 0\n    if n == 0:\n        return 1\n    if n in memo:\n        return memo[n]\n    memo[n] = ways(n - 1) + ways(n - 2) + ways(n - 3)\n    return memo[n]\n\nprint(ways(int(input())))\n' },
  { problem: 's504-p1', style: '@cache + generator', code: 'from functools import cache\n\n@cache\ndef ways(n):\n    if n == 0:\n        return 1\n    return sum(ways(n - s) for s in (1, 2, 3) if s <= n)\n\nprint(ways(int(input())))\n' },
  { problem: 's504-p2', style: '@cache + loop', code: 'from functools import cache\n\ncoins = [int(x) for x in input().split()]\namount = int(input())\n\n@cache\ndef best(x):\n    if x == 0:\n        return 0\n    result = float("inf")\n    for c in coins:\n        if c <= x:\n            result = min(result, best(x - c) + 1)\n    return result\n\nanswer = best(amount)\nprint(answer if answer != float("inf") else -1)\n' },
  { problem: 's504-p2', style: '@cache + generator', code: 'from functools import cache\n\ncoins = [int(x) for x in input().split()]\namount = int(input())\n\n@cache\ndef best(x):\n    if x == 0:\n        return 0\n    return min((best(x - c) + 1 for c in coins if c <= x), default=float("inf"))\n\nanswer = best(amount)\nprint(answer if answer != float("inf") else -1)\n' },
  { problem: 's504-p2', style: 'dict memo', code: 'coins = [int(x) for x in input().split()]\namount = int(input())\nmemo = {}\n\ndef best(x):\n    if x == 0:\n        return 0\n    if x in memo:\n        return memo[x]\n    result = -1\n    for c in coins:\n        if c <= x:\n            sub = best(x - c)\n            if sub != -1 and (result == -1 or sub + 1 < result):\n                result = sub + 1\n    memo[x] = result\n    return result\n\nprint(best(amount))\n' },
  { problem: 's504-p3', style: '@cache', code: 'from functools import cache\n\nr, c = map(int, input().split())\ngrid = [input() for _ in range(r)]\n\n@cache\ndef paths(i, j):\n    if i < 0 or j < 0 or grid[i][j] == "#":\n        return 0\n    if i == 0 and j == 0:\n        return 1\n    return paths(i - 1, j) + paths(i, j - 1)\n\nprint(paths(r - 1, c - 1))\n' },
  { problem: 's504-p4', style: '@cache', code: 'from functools import cache\n\na = input()\nb = input()\n\n@cache\ndef lcs(i, j):\n    if i == 0 or j == 0:\n        return 0\n    if a[i - 1] == b[j - 1]:\n        return lcs(i - 1, j - 1) + 1\n    return max(lcs(i - 1, j), lcs(i, j - 1))\n\nprint(lcs(len(a), len(b)))\n' },
  { problem: 's504-p4', style: 'dict memo', code: 'a = input()\nb = input()\nmemo = {}\n\ndef lcs(i, j):\n    if i == 0 or j == 0:\n        return 0\n    if (i, j) not in memo:\n        if a[i - 1] == b[j - 1]:\n            memo[(i, j)] = lcs(i - 1, j - 1) + 1\n        else:\n            memo[(i, j)] = max(lcs(i - 1, j), lcs(i, j - 1))\n    return memo[(i, j)]\n\nprint(lcs(len(a), len(b)))\n' },
];

describe('recursion depth at the sizes statements allow', () => {
  it('lesson-style recursive solutions pass every hidden test in CPython (grader) and Pyodide (practice)', { timeout: 300_000 }, async () => {
    const py = await startPyodide();
    const wrong: string[] = [];
    let runs = 0;
    for (const s of SOLUTIONS) {
      const problem = problems.get(s.problem);
      expect(problem, s.problem).toBeDefined();
      for (const [index, test] of problem!.tests.entries()) {
        // The grader's interpreter flags (apps/server/src/grader/environment.ts PYTHON_FLAGS) and seed.
        const native = spawnSync('python3', ['-s', '-S', '-B', '-X', 'utf8', '-c', s.code], { input: `${test.inputs.join('\n')}\n`, encoding: 'utf8', env: { PYTHONHASHSEED: PYTHON_HASH_SEED }, timeout: 10_000 });
        if (native.status !== 0 || !outputsMatch(native.stdout, test.expected_output)) wrong.push(`CPython ${s.problem} ${s.style} test ${index}: ${native.stderr.split('\n').slice(-2).join(' ') || native.stdout.slice(0, 80)}`);
        const error = py.run({ code: s.code, inputs: test.inputs });
        if (error || !outputsMatch(py.lastOutput(), test.expected_output)) wrong.push(`Pyodide ${s.problem} ${s.style} test ${index}: ${error.split('\n').slice(-2).join(' ') || py.lastOutput().slice(0, 80)}`);
        runs += 2;
      }
    }
    console.info(`[recursion] ${SOLUTIONS.length} lesson-style recursive solutions, ${runs} runs in CPython and Pyodide ${py.version}`);
    expect(wrong).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRequirement, howPhrasesIn, parseStructureOutput, problemsFileSchema, structureCheckProgram, type StructureRule, type StructureVerdict } from '@dodam/contracts';
import { startPyodide } from '../packages/contracts/src/python/corpus/run-batch.js';

// Statements that say what is checked (issue 23): a statement that demands *how* a problem is solved
// ("조건문 없이", "max()를 쓰지 말고", "함수를 만드세요") carries structural rules, the reference
// solution meets them, and the checker gives the same verdict in the grader's CPython and the
// browser's Pyodide — on the reference solutions and on programs that break each kind of rule.

const root = dirname(fileURLToPath(import.meta.url));
const problems = readdirSync(join(root, 'sections')).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, 'sections', id, 'problems.json'), 'utf8'))).problems);
const withRules = problems.filter((p) => p.requirements?.length);

/** Programs that break (and keep) one rule each: the classes a student meets. */
const CASES: { rule: StructureRule; breaks: string[]; keeps: string[] }[] = [
  {
    rule: { rule: 'forbid_call', name: 'max' },
    breaks: ['print(max([1, 2]))', 'm = max\nprint(m(3, 4))', 'from builtins import max as big\nprint(big(1, 2))', 'import builtins\nprint(builtins.max(1, 2))'],
    keeps: ['best = 0\nfor x in [1, 2]:\n    if x > best:\n        best = x\nprint(best)', 'maximum = 3\nprint(maximum)'],
  },
  {
    rule: { rule: 'forbid_call', name: 'isqrt' },
    breaks: ['import math\nprint(math.isqrt(10))', 'from math import isqrt\nprint(isqrt(10))'],
    keeps: ['print(int(10 ** 0.5))'],
  },
  {
    rule: { rule: 'forbid_if' },
    breaks: ['x = 1\nif x:\n    print(x)', 'x = 1\nprint("a" if x else "b")', 'x = 1\nmatch x:\n    case 1:\n        print(1)', 'print([x for x in range(3) if x])'],
    keeps: ['d = {"a": 1}\nprint(d.get("b", 0))'],
  },
  {
    rule: { rule: 'forbid_loop' },
    breaks: ['for i in range(3):\n    print(i)', 'i = 0\nwhile i < 3:\n    i += 1', 'print(sum([int(c) for c in "123"]))', 'print(sum(int(c) for c in "123"))'],
    keeps: ['def f(n):\n    return 0 if n == 0 else n % 10 + f(n // 10)\nprint(f(123))'],
  },
  {
    rule: { rule: 'require_loop', kind: 'while' },
    breaks: ['print(sum(range(4)))', 'for i in range(3):\n    print(i)'],
    keeps: ['i = 0\nwhile i < 3:\n    i += 1\nprint(i)'],
  },
  {
    rule: { rule: 'require_loop', kind: 'for' },
    breaks: ['print(max([1, 2]))', 'print([x for x in [1, 2]])'],
    keeps: ['for x in [1]:\n    print(x)'],
  },
  {
    rule: { rule: 'require_method', name: 'update' },
    breaks: ['d = {}\nd["a"] = 1\nprint(d)', 'd = {}\nd |= {"a": 1}\nprint(d)', 'update = 1\nprint(update)'],
    keeps: ['d = {}\nd.update({"a": 1})\nprint(d)'],
  },
  {
    rule: { rule: 'require_def', name: 'area', params: 2, returns: true },
    breaks: [
      'print(3 * 4)',
      'def area(w, h):\n    print(w * h)\narea(3, 4)',
      'def area(w, h):\n    return w * h\nprint(3 * 4)',
      'def area(w):\n    return w * w\nprint(area(3))',
      'area = lambda w, h: w * h\nprint(area(3, 4))',
    ],
    keeps: ['def area(width, height):\n    return width * height\nprint(area(3, 4))', 'def area(w, h):\n    return w * h\nf = area\nprint(f(1, 2))'],
  },
  {
    rule: { rule: 'require_def', name: 'fib', params: 0, generator: true },
    breaks: ['def fib():\n    return [1, 1, 2]\nprint(*fib())', 'def fib():\n    def inner():\n        yield 1\n    return inner()\nprint(*fib())', 'print(1, 1, 2)'],
    keeps: ['def fib():\n    a, b = 1, 1\n    while True:\n        yield a\n        a, b = b, a + b\nf = fib()\nprint(next(f))'],
  },
  {
    rule: { rule: 'require_recursion' },
    breaks: ['def f(n):\n    return sum(int(c) for c in str(n))\nprint(f(12))', 'def f(n):\n    return n\nprint(f(3))', 'def f(n):\n    return n and n % 10 + f(n // 10)\nprint(12)'],
    keeps: ['def f(n):\n    return n and n % 10 + f(n // 10)\nprint(f(12))'],
  },
  {
    rule: { rule: 'require_comprehension', kind: 'dict' },
    breaks: ['d = {}\nfor k in "ab":\n    d[k] = 1\nprint(d)', 'print(dict((k, 1) for k in "ab"))', 'print([k for k in "ab"])'],
    keeps: ['print({k: 1 for k in "ab"})'],
  },
  {
    rule: { rule: 'require_import', module: 'math' },
    breaks: ['print(12 % 5)', 'import math\nprint(12 % 5)'],
    keeps: ['import math\nprint(math.gcd(12, 18))', 'from math import gcd\nprint(gcd(4, 6))', 'import math as m\nprint(m.lcm(4, 6))'],
  },
  {
    rule: { rule: 'require_fstring' },
    breaks: ['name = "a"\nprint("저는 " + name)', 'print(f"저는")', 'print("{}".format(1))'],
    keeps: ['name = "a"\nprint(f"저는 {name}이에요")'],
  },
  {
    rule: { rule: 'require_keyword', call: 'print', keyword: 'end' },
    breaks: ['print("a->b")', 'print("a", "b", sep="->")'],
    keeps: ['print("a", end="->")\nprint("b")'],
  },
  {
    rule: { rule: 'require_slice_assign' },
    breaks: ['w = [1, 2, 3]\nw[1] = 5\nw[2] = 6\nprint(w)', 'w = [1, 2, 3]\nw = w[:1] + [5, 6]\nprint(w)'],
    keeps: ['w = [1, 2, 3]\nw[1:3] = [5, 6]\nprint(w)'],
  },
];

const checks: { what: string; code: string; rules: StructureRule[]; expectUnmet: number }[] = [
  ...withRules.map((p) => ({ what: `${p.id} reference`, code: p.reference_solution, rules: p.requirements!, expectUnmet: 0 })),
  ...CASES.flatMap((c) => [
    ...c.breaks.map((code) => ({ what: `${c.rule.rule} breaks: ${code}`, code, rules: [c.rule], expectUnmet: 1 })),
    ...c.keeps.map((code) => ({ what: `${c.rule.rule} keeps: ${code}`, code, rules: [c.rule], expectUnmet: 0 })),
  ]),
];

function cpythonVerdicts(): (StructureVerdict | null)[] {
  // One python3 process: the checker programs one after another, each printing its own line.
  const program = checks.map((c) => structureCheckProgram(c.code, c.rules)).join('\n');
  const run = spawnSync('python3', ['-I', '-S', '-'], { input: program, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  expect(run.status, run.stderr).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines).toHaveLength(checks.length);
  return lines.map((line, i) => parseStructureOutput(line, checks[i]!.rules));
}

describe('statements that say what is checked', () => {
  it('every statement that demands how it is solved carries structural rules', () => {
    const missing = problems.filter((p) => howPhrasesIn(p.question).length > 0 && !p.requirements?.length).map((p) => `${p.id}: ${howPhrasesIn(p.question).join(', ')}`);
    expect(missing).toEqual([]);
    expect(withRules.length).toBeGreaterThanOrEqual(25);
  });

  it('finds the how-phrases of the issue and not output descriptions', () => {
    for (const text of ['조건문 없이 `get`으로 해결하세요.', '`max()`를 쓰지 말고 찾으세요.', '`update`로 반영하세요.', '제너레이터 함수 `fib()` 를 만들고', '반복문을 사용해 출력하세요.', '함수를 정의하세요.', '`while` 문으로 구해 출력하세요.', '재귀로 구하세요.'])
      expect(howPhrasesIn(text), text).not.toEqual([]);
    for (const text of ['나머지는 모두 `*`로 바꿔 출력하세요.', '끝없이 내주는 수열', '사전에 **없는** 단어라면', '```text\n조건문 없이\n```'])
      expect(howPhrasesIn(text), text).toEqual([]);
  });

  it('a fixed number of decimals is shown by an example where round() would print differently', () => {
    // f"{x:.2f}" prints 100.00 where round(x, 2) prints 100.0: when a hidden test expects such a
    // number, the statement must show one (e.g. "`100`은 `100.00`").
    const trailingZero = /\d\.\d*0(?!\d)/;
    const missing = problems
      .filter((p) => /(?::|%|format\([^)]*)\.[1-9]f/.test(p.reference_solution))
      .filter((p) => p.tests.some((t) => trailingZero.test(t.expected_output)))
      .filter((p) => !trailingZero.test(p.question))
      .map((p) => p.id);
    expect(missing).toEqual([]);
  });

  it('a size limit the statement states is reached by a hidden test (at least half of it)', () => {
    // "길이 1 이상 500 이하", "n ≤ 70", "10¹⁸까지": exponential or recursive answers must meet the size.
    const SUP: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };
    const value = (tok: string) => (/^10[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/.test(tok) ? 10 ** Number([...tok.slice(2)].map((c) => SUP[c]).join('')) : Number(tok.replace(/,/g, '')));
    const short: string[] = [];
    for (const p of problems) {
      const prose = p.question.replace(/```[\s\S]*?```/g, ' ');
      const limits = [...prose.matchAll(/(10[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\d[\d,]*)\s*(?:이하|까지)|(?:≤|<=)\s*(10[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\d[\d,]*)/g)].map((m) => value(m[1] ?? m[2] ?? '0')).filter((v) => v >= 20);
      if (limits.length === 0) continue;
      const limit = Math.max(...limits);
      const reached = Math.max(...p.tests.flatMap((t) => [t.inputs.length, ...t.inputs.flatMap((line) => [line.length, line.split(/\s+/).length, ...(line.match(/\d+/g) ?? []).map(Number)])]));
      if (reached * 2 < limit) short.push(`${p.id}: limit ${limit}, largest test ${reached}`);
    }
    expect(short).toEqual([]);
  });

  it('every rule has a Korean sentence, and the problem screen gets it', () => {
    for (const p of withRules) for (const r of p.requirements!) expect(describeRequirement(r)).toMatch(/해요\.$/);
  });

  it('the checker agrees in CPython (grader) and Pyodide (practice): references meet their rules, rule-breaking programs do not', { timeout: 300_000 }, async () => {
    const native = cpythonVerdicts();
    const py = await startPyodide();
    const wrong: string[] = [];
    for (const [i, c] of checks.entries()) {
      const error = py.run({ code: structureCheckProgram(c.code, c.rules) });
      const browser = error ? null : parseStructureOutput(py.lastOutput(), c.rules);
      const n = native[i];
      if (!n || !n.parsed || n.unmet.length !== c.expectUnmet) wrong.push(`grader ${c.what}: ${JSON.stringify(n)}`);
      if (JSON.stringify(browser) !== JSON.stringify(n)) wrong.push(`browser differs ${c.what}: ${JSON.stringify(browser)} vs ${JSON.stringify(n)}`);
    }
    console.info(`[structure] ${withRules.length} problems with rules; ${checks.length} checks agree in CPython and Pyodide ${py.version}`);
    expect(wrong).toEqual([]);
  });

  it('a program that does not parse gets no requirement verdict', () => {
    const run = spawnSync('python3', ['-I', '-S', '-c', structureCheckProgram('print(f"{"a"}")\nif x\n', [{ rule: 'forbid_if' }])], { encoding: 'utf8' });
    expect(parseStructureOutput(run.stdout, [{ rule: 'forbid_if' }])).toEqual({ parsed: false, unmet: [] });
  });
});

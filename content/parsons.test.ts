// The model solutions of practice exercises (the tutor's Parsons puzzles are cut from them, see
// apps/server/src/tutor/parsons.ts) are right: each runs in CPython on the exercise's example
// inputs without an error, and prints (ends with) the prompt's example output when the prompt shows one. Each
// yields a puzzle with one to three distractor lines of named mistakes, none of them a solution
// line, and the distractor rules name mistakes of content/mistakes.json (or the few added here).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { practiceFileSchema } from '@dodam/contracts';
import { checkParsons, distractorCandidates, distractorProgram, exercisePuzzle, loadDistractorRules, loadSameOutput } from '../apps/server/src/tutor/parsons.js';

const root = dirname(fileURLToPath(import.meta.url));
const sections = join(root, 'sections');
const exercises = readdirSync(sections).flatMap((id) => {
  try {
    return practiceFileSchema.parse(JSON.parse(readFileSync(join(sections, id, 'practice.json'), 'utf8'))).exercises;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
});
const withSolution = exercises.filter((e) => e.solution);

/** Mistakes named by distractor rules that the lessons' mistake data (mistakes.json) has no detector for. */
const PUZZLE_ONLY_MISTAKES = new Set(['sort-assign', 'range-end', 'assign-compare']);
/**
 * More of them, each a lesson's '자주 하는 실수' (or the mistake the exercise's prompt names): variable
 * names, print and strings (sections 1–6), lists and dictionaries (7–12), sets and exceptions (302–304),
 * classes, comprehensions, generators and modules (401–404).
 */
for (const id of [
  'quoted-name', 'assign-reversed', 'invalid-name', 'sep-end', 'unescaped-quote', 'caret-power', 'search-reversed',
  'index-from-one', 'len-index', 'slice-step', 'string-item-assign', 'method-no-parens', 'list-plus-value', 'index-comma',
  'key-unquoted', 'dict-aggregate', 'keys-not-list', 'missing-key', 'unsorted-output', 'set-operator', 'wrong-exception',
  'self-missing', 'comprehension-if', 'next-on-list', 'yield-return', 'module-prefix-missing', 'defaultdict-call',
  'dict-index', 'iterator-printed',
])
  PUZZLE_ONLY_MISTAKES.add(id);
/** The other courses' lessons (computer thinking, AI literacy, AI math, algorithms, AI use). */
for (const id of ['missing-quotes', 'missing-sqrt', 'shared-rows', 'row-col-swap', 'sample-variance', 'gradient-sign', 'percent-order', 'abs-missing', 'split-space'])
  PUZZLE_ONLY_MISTAKES.add(id);

/** The last ```text block of the prompt: the example output (null when absent or abridged with '...'). */
function exampleOutput(prompt: string): string | null {
  const blocks = [...prompt.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const last = blocks.at(-1);
  return last === undefined || last.includes('...') ? null : last;
}

/** CPython on the example inputs (trusted content only: the model solutions and their distractor variants). */
const python = (code: string, inputs: readonly string[], hashSeed = '0') =>
  spawnSync('python3', ['-c', code], { input: inputs.map((l) => `${l}\n`).join(''), encoding: 'utf8', timeout: 10_000, env: { PATH: process.env.PATH ?? '', PYTHONIOENCODING: 'utf-8', PYTHONHASHSEED: hashSeed } });

/**
 * Whether two programs print the same on the inputs whatever order a set of strings takes: compared under
 * several fixed hash seeds (a line that joins a set unsorted matches the sorted output only for some seeds —
 * it is a mistake, and with random seeds this check flipped from run to run).
 */
const HASH_SEEDS = ['0', '1', '2', '3'];
const printsSame = (a: string, b: string, inputs: readonly string[]) =>
  HASH_SEEDS.every((seed) => {
    const x = python(a, inputs, seed);
    const y = python(b, inputs, seed);
    return x.status === y.status && x.stdout === y.stdout;
  });

const tidy = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();

describe('practice exercise solutions and their Parsons puzzles', () => {
  it('a good share of the python course has solutions (so its ladders end at a puzzle)', () => {
    expect(withSolution.length).toBeGreaterThanOrEqual(20);
  });

  it('distractor rules name known mistakes', () => {
    const known = new Set((JSON.parse(readFileSync(join(root, 'mistakes.json'), 'utf8')) as { mistakes: { id: string }[] }).mistakes.map((m) => m.id));
    for (const rule of loadDistractorRules(root)) expect(known.has(rule.mistake) || PUZZLE_ONLY_MISTAKES.has(rule.mistake), rule.mistake).toBe(true);
  });

  it.each(withSolution.map((e) => [e.id, e] as const))('%s: the solution runs and prints the example output', (_id, e) => {
    const run = python(e.solution!, e.example_inputs);
    expect(run.status, run.stderr).toBe(0);
    const expected = exampleOutput(e.prompt);
    // A prompt's input('…') text is echoed with the typed value in the example; CPython's stdout has no echo.
    // An example may leave out what the starter prints first (s14-e2's question): the output ends with it.
    if (expected !== null && !/input\(\s*["']/.test(e.solution!)) expect(tidy(run.stdout).endsWith(tidy(expected)), `${tidy(run.stdout)}\n≠\n${tidy(expected)}`).toBe(true);
  });

  it.each(withSolution.map((e) => [e.id, e] as const))('%s: a puzzle with 1–3 distractors that the checker tells apart', (_id, e) => {
    for (const id of e.parsons_skip ?? []) expect(loadDistractorRules(root).some((r) => r.mistake === id), `parsons_skip ${id}`).toBe(true);
    const puzzle = exercisePuzzle(e);
    expect(puzzle, 'no distractor rule fits this solution').toBeDefined();
    const p = puzzle!;
    expect(p.distractors.length).toBeGreaterThanOrEqual(1);
    expect(p.distractors.length).toBeLessThanOrEqual(3);
    expect(new Set(p.distractors.map((d) => d.mistake)).size).toBe(p.distractors.length);
    expect(p.shuffled).toHaveLength(p.solution.length + p.distractors.length);
    expect(p.shuffled.slice(0, p.solution.length)).not.toEqual(p.solution);
    expect(checkParsons(p, p.solution).correct).toBe(true);
    const withDistractor = checkParsons(p, [...p.solution, p.distractors[0]!.code]);
    expect(withDistractor.correct).toBe(false);
    expect(withDistractor.distractors.map((d) => d.name)).toEqual([p.distractors[0]!.name]);
    // Every line of the puzzle can be told apart from the others (text and indentation) but repeated solution lines.
    const key = (l: string) => `${/^\s*/.exec(l)![0].length}:${l.replace(/\s+/g, '')}`;
    for (const d of p.distractors) expect(p.solution.map(key), d.code).not.toContain(key(d.code));
  });

  it.each(withSolution.map((e) => [e.id, e] as const))('%s: each distractor changes what the program prints on the example input (else it is no mistake there)', (_id, e) => {
    const p = exercisePuzzle(e)!;
    for (const d of p.distractors) {
      const same = printsSame(distractorProgram(p.solution, d), `${p.solution.join('\n')}\n`, e.example_inputs);
      expect(same, `${e.id}: the ${d.mistake} line ${JSON.stringify(d.code)} prints what the solution prints (list it in same_output of parsons-distractors.json)`).toBe(false);
    }
   }, 60_000);

  it('same_output lists only candidate lines that do print what the solution prints', () => {
    const byId = new Map(withSolution.map((e) => [e.id, e]));
    for (const [id, codes] of Object.entries(loadSameOutput(root))) {
      const e = byId.get(id);
      expect(e, id).toBeDefined();
      const solution = exercisePuzzle(e!, {})!.solution;
      for (const code of codes) {
        const d = distractorCandidates(solution).find((c) => c.code === code);
        expect(d, `${id}: ${code} is no candidate`).toBeDefined();
        expect(printsSame(distractorProgram(solution, d!), `${solution.join('\n')}\n`, e!.example_inputs), `${id}: ${code} prints something else now`).toBe(true);
      }
    }
   }, 120_000);
});

// Parsons puzzles: the top rung of a PRACTICE exercise's hint ladder (graded problems end at a
// skeleton with blanks, skeleton.ts). The exercise's solution lines are shuffled, with their
// indentation kept as the hint, plus one to three distractor lines, each the line a named mistake
// would write (content/parsons-distractors.json: `<` vs `<=`, `x = x.sort()`, a missing `int()`,
// `print` instead of `return`, an accumulator reset inside the loop, …). The learner puts the
// needed lines in order; the server checks the order (checkParsons) and names the mistake behind
// any distractor used. The puzzle travels as a fenced block (```python parsons exercise=<id>) so a
// plain client still reads the lines; the web renders it as an interactive puzzle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../paths.js';
import { TEXTS } from './offline/texts.js';
import { logicalLines } from './skeleton.js';
import { normaliseLine } from './state.js';

const ruleSchema = z
  .object({
    mistake: z.string().min(1),
    name: z.string().min(1),
    line: z.string().min(1),
    to: z.string().min(1),
    /** Operator replacements for the `op` group ('<=' → '<'). */
    swap: z.record(z.string(), z.string()).optional(),
    indent: z.number().int().min(0).max(2).optional(),
    /** The indentation level (4 spaces each) the solution line must have. */
    level: z.number().int().min(0).max(4).optional(),
    after: z.string().optional(),
    before: z.string().optional(),
    note: z.string().min(5),
  })
  .strict();
export type DistractorRule = z.infer<typeof ruleSchema>;
const fileSchema = z
  .object({
    $comment: z.string().optional(),
    distractors: z.array(ruleSchema).min(1),
    /**
     * Per exercise, the distractor lines whose program prints what the solution prints on the exercise's
     * example input: no mistake there, so never shown (content/parsons.test.ts runs them in CPython).
     */
    same_output: z.record(z.string(), z.array(z.string().min(1))).default({}),
  })
  .strict();

const loadFile = (dir: string) => fileSchema.parse(JSON.parse(readFileSync(join(dir, 'parsons-distractors.json'), 'utf8')));
export function loadDistractorRules(dir = CONTENT_DIR): DistractorRule[] {
  return loadFile(dir).distractors;
}
/** The distractor lines of each exercise that print what its solution prints (never shown). */
export function loadSameOutput(dir = CONTENT_DIR): Record<string, string[]> {
  return loadFile(dir).same_output;
}
let cached: DistractorRule[] | undefined;
const rules = () => (cached ??= loadDistractorRules());
let cachedSame: Record<string, string[]> | undefined;
const sameOutput = () => (cachedSame ??= loadSameOutput());

export interface Distractor {
  /** The wrong line, with its indentation. */
  code: string;
  /** The solution line (index) it was made from. */
  from: number;
  /** It goes into the block after that line (a reset inside the loop) instead of taking the line's place. */
  into?: string;
  mistake: string;
  name: string;
  note: string;
}

export interface ParsonsPuzzle {
  /** The solution's lines in order, with indentation (what a correct answer is). */
  solution: string[];
  distractors: Distractor[];
  /** Solution lines and distractors shuffled: what the learner sees. */
  shuffled: string[];
}

export const MAX_DISTRACTORS = 3;
const INDENT = '    ';
/** A line's indentation (tabs as 4 spaces) and its text without spaces: what tells two puzzle lines apart. */
const indentKey = (l: string) => `${/^\s*/.exec(l)![0].replace(/\t/g, INDENT).length}:${normaliseLine(l)}`;


/** A small deterministic generator (mulberry32 on an FNV-1a hash of the seed): the same exercise gives the same puzzle. */
function random(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The wrong lines the distractor rules make of a solution (every candidate, one per rule and line, in order). */
export function distractorCandidates(solutionLines: readonly string[], all: readonly DistractorRule[] = rules()): Distractor[] {
  const taken = new Set(solutionLines.map(normaliseLine));
  // With its indentation: a distractor one level deeper must still differ from every solution line there.
  const takenAt = new Set(solutionLines.map(indentKey));
  const out: Distractor[] = [];
  const seen = new Set<string>();
  solutionLines.forEach((line, i) => {
    const indent = /^\s*/.exec(line)![0];
    const stmt = line.trim();
    for (const rule of all) {
      const re = new RegExp(rule.line, 'u');
      const m = re.exec(stmt);
      if (!m) continue;
      if (rule.level !== undefined && indent.replace(/\t/g, INDENT).length !== rule.level * INDENT.length) continue;
      if (rule.after && !solutionLines.slice(i + 1).some((l) => new RegExp(rule.after!, 'u').test(l))) continue;
      if (rule.before && !solutionLines.slice(0, i).some((l) => new RegExp(rule.before!, 'u').test(l))) continue;
      const groups = { ...(m.groups ?? {}) };
      if (rule.swap && groups.op !== undefined) {
        const swapped = rule.swap[groups.op];
        if (swapped === undefined) continue;
        groups.op = swapped;
      }
      const wrong = rule.to.replace(/\$<(\w+)>/g, (_, g: string) => groups[g] ?? '');
      const code = `${indent}${INDENT.repeat(rule.indent ?? 0)}${wrong}`;
      // A distractor must differ from every solution line (whitespace aside; one indented by the rule, from
      // every line at its indentation, so the two are never the same line in the puzzle), and appear once.
      const key = normaliseLine(code) + (rule.indent ? `@${code.length - code.trimStart().length}` : '');
      if ((rule.indent ? takenAt.has(indentKey(code)) : taken.has(normaliseLine(code))) || seen.has(key)) continue;
      seen.add(key);
      out.push({ code, from: i, ...(rule.indent && rule.after ? { into: rule.after } : {}), mistake: rule.mistake, name: rule.name, note: rule.note });
    }
  });
  return out;
}

/**
 * The program a learner who took the distractor would run: the solution with the distractor in place of
 * the line it was made from, or (a reset inside the loop) as the first line of the block it goes into.
 * A distractor whose program prints what the solution prints is no mistake there (content/parsons.test.ts
 * runs both; the exercise then names the mistake in `parsons_skip`).
 */
export function distractorProgram(solution: readonly string[], d: Distractor): string {
  const lines = [...solution];
  if (d.into) {
    const re = new RegExp(d.into, 'u');
    const head = lines.findIndex((l, j) => j > d.from && re.test(l));
    lines.splice(head < 0 ? d.from + 1 : head + 1, 0, d.code);
  } else lines[d.from] = d.code;
  return `${lines.join('\n')}\n`;
}

/**
 * The puzzle of a solution: its logical lines (comments and blank lines dropped), 1–3 distractors of
 * different mistakes, shuffled (never in the solution's own order). Undefined when no rule yields a
 * distractor or the solution has fewer than two lines.
 */
export function parsonsPuzzle(solution: string, seed: string, all: readonly DistractorRule[] = rules(), drop: readonly string[] = []): ParsonsPuzzle | undefined {
  const lines = logicalLines(solution).filter((l) => l.trim() !== '');
  if (lines.length < 2) return undefined;
  const next = random(seed);
  // Lines that would print what the solution prints are no distractors (another candidate takes the place).
  const dropped = new Set(drop.map(indentKey));
  const candidates = shuffle(distractorCandidates(lines, all), next).filter((c) => !dropped.has(indentKey(c.code)));
  const distractors: Distractor[] = [];
  for (const c of candidates) {
    if (distractors.length >= MAX_DISTRACTORS) break;
    if (distractors.some((d) => d.mistake === c.mistake)) continue;
    distractors.push(c);
  }
  if (distractors.length === 0) return undefined;
  const pool = [...lines, ...distractors.map((d) => d.code)];
  let shuffled = shuffle(pool, next);
  for (let i = 0; i < 5 && shuffled.slice(0, lines.length).every((l, k) => l === lines[k]); i++) shuffled = shuffle(pool, next);
  return { solution: lines, distractors, shuffled };
}

export interface ParsonsVerdict {
  correct: boolean;
  /** Distractors the learner used, with the mistake behind each. */
  distractors: { line: string; name: string; note: string }[];
  /** Solution lines the answer lacks (count only: naming them would hand the line over). */
  missing: number;
  /** 1-based position of the first line out of order (or wrongly indented) among the needed lines, null when none. */
  firstWrong: number | null;
  /** Exactly the needed lines in another order: it may still work (the caller runs it to see). */
  reordered: boolean;
  message: string;
}

/** The verdict when another order of the needed lines prints what the solution prints. */
export const REORDERED_RIGHT = TEXTS.parsons.reorderedRight;

/**
 * Check an answer (the lines in the learner's order, each with the indentation it has in the
 * puzzle). Lines are compared without surrounding spaces inside them; indentation counts.
 */
export function checkParsons(puzzle: ParsonsPuzzle, answer: readonly string[]): ParsonsVerdict {
  const key = indentKey;
  const answered = answer.filter((l) => l.trim() !== '');
  const used = puzzle.distractors.filter((d) => answered.some((a) => key(a) === key(d.code)));
  const wanted = puzzle.solution.map(key);
  const kept = answered.map(key).filter((k) => wanted.includes(k));
  // Lines may repeat (two `print(numbers)`): count them as a multiset.
  const left = [...kept];
  const missing = wanted.filter((k) => {
    const at = left.indexOf(k);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  }).length;
  const firstWrongAt = kept.findIndex((k, i) => k !== wanted[i]);
  const firstWrong = firstWrongAt >= 0 ? firstWrongAt + 1 : null;
  const correct = used.length === 0 && missing === 0 && firstWrong === null && kept.length === wanted.length;
  let message: string;
  if (correct) message = TEXTS.parsons.correct;
  else if (used.length > 0) message = TEXTS.parsons.distractorsUsed(used.map((d) => d.name).join(', '), used[0]!.note);
  else if (firstWrong !== null) message = TEXTS.parsons.outOfOrder(firstWrong);
  else message = TEXTS.parsons.missing(missing);
  const reordered = !correct && used.length === 0 && missing === 0 && answered.length === wanted.length;
  return { correct, distractors: used.map((d) => ({ line: d.code, name: d.name, note: d.note })), missing, firstWrong, reordered, message };
}

/** The puzzle as a fenced block: the shuffled lines with their indentation (plain clients read it as code). */
export function parsonsFence(puzzle: ParsonsPuzzle, exerciseId: string): string {
  return `\`\`\`python parsons exercise=${exerciseId}\n${puzzle.shuffled.join('\n')}\n\`\`\``;
}

/** A practice exercise as the puzzle reads it. */
export interface PuzzleExercise {
  id: string;
  title: string;
  solution?: string | undefined;
  /** Mistakes whose line would also be right in this exercise (no distractor of them). */
  parsons_skip?: readonly string[] | undefined;
}

/** The exercise's puzzle (seeded by its id: the same for everyone), undefined without a solution or a fitting distractor. */
export function exercisePuzzle(exercise: PuzzleExercise, same: Readonly<Record<string, readonly string[]>> = sameOutput()): ParsonsPuzzle | undefined {
  if (!exercise.solution) return undefined;
  const skip = new Set(exercise.parsons_skip ?? []);
  return parsonsPuzzle(exercise.solution, exercise.id, skip.size ? rules().filter((r) => !skip.has(r.mistake)) : rules(), same[exercise.id] ?? []);
}

/**
 * The top rung of a practice exercise's ladder as text (undefined when the exercise has no model
 * solution or no distractor fits: the ladder then ends as before, at the starter's blanks or the hint).
 */
export function parsonsRung(exercise: PuzzleExercise): string | undefined {
  const puzzle = exercisePuzzle(exercise);
  if (!puzzle) return undefined;
  // Only the block words the puzzle's own lines open with are named: a word the course has not taught yet (`while`, `def`
  // in a course that teaches only `if`) would make the fence drop the whole sentence, and the rung its introduction.
  const heads = puzzle.solution.some((l) => /^\s/.test(l)) ? [...new Set(puzzle.solution.map((l) => /^\s*(if|for|while|def)\b/.exec(l)?.[1]).filter((w): w is string => Boolean(w)))] : [];
  return TEXTS.parsons.rung(exercise.title, puzzle.distractors.length, heads.map((w) => `\`${w}\``).join('·'), exercise.id, puzzle.shuffled.join('\n'));
}

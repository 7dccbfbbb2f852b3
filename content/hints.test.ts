// A graded problem's stored hint is shown on the second rung of the tutor's hint ladder (and to a
// model): it must point the way, not be the answer. It fails here when it contains, whitespace
// aside, at least half of the lines the starter code lacks (for a one-line answer: that line), or
// when it contains the core expression of one of those lines (issue 24) in any spacing, bracketing
// or naming: `(n % 10) + digit_sum(n // 10)` gives away `return n % 10 + digit_sum(n // 10)`; or when it spells
// out the short cores of several lines that together are half of what the starter lacks (`n % 10`, `n // 100`).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemsFileSchema } from '@dodam/contracts';
import { isPythonWord, tokenize } from '@dodam/contracts/python/py-tokens';

const root = join(dirname(fileURLToPath(import.meta.url)), 'sections');
const squeeze = (s: string) => s.replace(/\s+/g, '');

/** A line that is one keyword carries nothing to give away ('continue', 'else:'). */
const BARE = /^(break|continue|pass|return|else:|try:|finally:)$/;

/** The solution's lines the starter does not already give (comments, blank and bare-keyword lines left out). */
export function missingLines(solution: string, starter: string): string[] {
  const given = new Set(starter.split('\n').map(squeeze).filter(Boolean));
  return [...new Set(solution.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#')).map(squeeze).filter((l) => !given.has(l) && !BARE.test(l)))];
}

/** Share of those lines the hint contains (a trailing ':' may be left out; very short lines do not count). */
export function hintCoverage(hint: string, solution: string, starter: string): number {
  const missing = missingLines(solution, starter);
  if (missing.length === 0) return 0;
  const h = squeeze(hint);
  return missing.filter((l) => l.length > 3 && h.includes(l.replace(/:$/, ''))).length / missing.length;
}

/**
 * A text as a stream of normalised tokens: the learner's own names become '_' (Python's words and
 * attribute names such as `.split` stay), strings lose their prefix and quote style, and round
 * brackets, comments and anything that is not code (backticks, Korean punctuation) go — so
 * spacing, renamed variables and added parentheses make no difference.
 */
export function coreTokens(text: string): string[] {
  const out: string[] = [];
  let afterDot = false;
  for (const t of tokenize(text, { prose: true }).tokens) {
    if (t.kind === 'comment' || t.kind === 'error' || t.kind === 'newline' || t.text === '(' || t.text === ')') continue;
    if (t.kind === 'name') out.push(afterDot || isPythonWord(t.text) ? t.text : '_');
    else if (t.kind === 'string') out.push(`'${t.text.replace(/^[a-zA-Z]*('{3}|"{3}|'|")/, '').replace(/('{3}|"{3}|'|")$/, '')}'`);
    else out.push(t.text);
    afterDot = t.text === '.';
  }
  return out;
}

/** A statement's head that carries no answer: an assignment target, `return`, `if`/`elif`/`while`, a trailing ':'. */
function core(line: string): string[] {
  let tokens = coreTokens(line);
  const assign = tokens.findIndex((t) => /^(=|\+=|-=|\*=|\/=|\/\/=|%=)$/.test(t));
  if (assign > 0 && tokens.slice(0, assign).every((t) => t === '_' || t === ',' || t === '[' || t === ']' || t === '.' || /^\w+$/.test(t))) tokens = tokens.slice(assign + 1);
  if (['return', 'if', 'elif', 'while', 'yield'].includes(tokens[0] ?? '')) tokens = tokens.slice(1);
  if (tokens[tokens.length - 1] === ':') tokens = tokens.slice(0, -1);
  return tokens;
}

/**
 * Fewer tokens than this is a fragment every hint may name (`n < 10`, `len(a) != len(b)`), not an
 * answer; a whole line (target and all, `line = line + [x]`) counts from one token more.
 */
const CORE_MIN = 6;
/** Statement heads that are scaffolding, not the answer: a loop's header, a definition's signature. */
const SCAFFOLD = /^(for|def|class)$/;

/**
 * The lines of the solution the starter lacks (not comments, not a loop header or signature) that `spelled` says the
 * hint spells out, as written in the solution. `spelled` gets the hint's tokens (space-padded), the line's core and
 * its whole tokens.
 */
function linesGiven(hint: string, solution: string, starter: string, spelled: (h: string, c: string[], whole: string[], line: string) => boolean): string[] {
  const h = ` ${coreTokens(hint).join(' ')} `;
  const given = new Set(starter.split('\n').map((l) => coreTokens(l).join(' ')));
  return solution
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'))
    .filter((l) => {
      const whole = coreTokens(l);
      if (given.has(whole.join(' ')) || SCAFFOLD.test(whole[0] ?? '')) return false;
      return spelled(h, core(l), whole, l);
    })
    .map((l) => l.trim());
}

/** The lines the starter lacks whose core expression (or whole line) the hint contains, as written in the solution. */
export function givenCores(hint: string, solution: string, starter: string): string[] {
  return linesGiven(hint, solution, starter, (h, c, whole) => {
    // A core of names and commas alone (`_ , _ , _`) says nothing of how.
    if (c.every((t) => t === '_' || t === ',')) return false;
    return (c.length >= CORE_MIN && h.includes(` ${c.join(' ')} `)) || (whole.length >= CORE_MIN + 1 && h.includes(` ${whole.join(' ')} `));
  });
}

/**
 * The lines the starter lacks whose core the hint spells out even when each core is short (`n % 10`, `n // 100`):
 * one such core is a nudge, but the cores of several lines add up to the answer (a starter of blanks plus a hint
 * that fills every blank). A core counts from three tokens with an operator, a call or an index in it.
 */
export function shortCoresGiven(hint: string, solution: string, starter: string): string[] {
  return linesGiven(hint, solution, starter, (h, c, _whole, line) => !BARE.test(squeeze(line)) && c.length >= 3 && c.some((t) => !/^(_|,|\w+|'.*')$/.test(t)) && h.includes(` ${c.join(' ')} `));
}

const problems = readdirSync(root).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, id, 'problems.json'), 'utf8'))).problems);
const courseDir = join(root, '..', 'courses');
const courses = readdirSync(courseDir).map((f) => JSON.parse(readFileSync(join(courseDir, f), 'utf8')) as { id: string; sections: (string | { id: string })[] });

describe('stored problem hints are hints, not solutions', () => {
  it('recognises a hint that is the solution', () => {
    expect(hintCoverage('`a, b, c = input().split()`으로 나눈 뒤 `print(c, b, a)`처럼 출력해요.', 'a, b, c = input().split()\nprint(c, b, a)', '')).toBe(1);
    expect(hintCoverage('`split()`으로 나눈 세 값을 거꾸로 출력해요.', 'a, b, c = input().split()\nprint(c, b, a)', '')).toBe(0);
  });

  it('recognises a hint that gives the core expression, in any spacing, bracketing or naming', () => {
    const solution = 'def digit_sum(n):\n    if n < 10:\n        return n\n    return n % 10 + digit_sum(n // 10)\n';
    const starter = 'def digit_sum(n):\n    pass\n';
    expect(givenCores('재귀 단계: 마지막 자리(n % 10) + digit_sum(n // 10)', solution, starter)).toEqual(['return n % 10 + digit_sum(n // 10)']);
    expect(givenCores('`(x%10)+f(x//10)`', solution, starter)).toHaveLength(1);
    expect(givenCores('마지막 자리는 10으로 나눈 나머지예요. 나머지 자리의 합은 누가 구해 줄까요?', solution, starter)).toEqual([]);
    expect(givenCores('[v*v for v in xs if v%2==0] 을 만들어요', 'squares = [n * n for n in nums if n % 2 == 0]\n', '')).toHaveLength(1);
    // What the starter already shows is no giveaway.
    expect(givenCores('`[int(x) for x in input().split()]`는 이미 있어요', 'nums = [int(x) for x in input().split()]\n', 'nums = [int(x) for x in input().split()]\n')).toEqual([]);
  });

  it('recognises short cores that add up to the answer', () => {
    const solution = 'n = int(input())\nhundreds = n // 100\ntens = n // 10 % 10\nones = n % 10\nprint(hundreds + tens + ones)\n';
    const starter = 'n = int(input())\nhundreds = ___\ntens = ___\nones = ___\nprint(hundreds + tens + ones)\n';
    expect(shortCoresGiven('일의 자리는 `n % 10`, 백의 자리는 `n // 100`이에요.', solution, starter)).toEqual(['hundreds = n // 100', 'ones = n % 10']);
    expect(shortCoresGiven('백의 자리는 100으로 나눈 몫이고, 일의 자리는 10으로 나눈 나머지예요.', solution, starter)).toEqual([]);
  });

  it('covers every graded problem of every course', () => {
    const checked = new Set(readdirSync(root));
    expect(courses.length).toBeGreaterThanOrEqual(8);
    for (const c of courses) for (const s of c.sections) expect(checked.has(typeof s === 'string' ? s : s.id), `${c.id} section`).toBe(true);
    expect(problems.length).toBeGreaterThanOrEqual(courses.reduce((n, c) => n + c.sections.length, 0) * 3);
  });

  it.each(problems.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    expect(hintCoverage(p.hint, p.reference_solution, p.starter_code)).toBeLessThan(0.5);
    expect(givenCores(p.hint, p.reference_solution, p.starter_code), 'the hint gives these lines\' core expression').toEqual([]);
    const short = shortCoresGiven(p.hint, p.reference_solution, p.starter_code);
    const missing = missingLines(p.reference_solution, p.starter_code).length;
    // Two or more lines' cores that make up at least half of what the starter lacks: starter plus hint is the answer.
    expect(short.length >= 2 && short.length * 2 >= missing ? short : [], 'the hint spells out these lines\' cores').toEqual([]);
  });
});

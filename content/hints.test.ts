// A graded problem's stored hint is shown on the second rung of the tutor's hint ladder (and to a
// model): it must point the way, not be the answer. It fails here when it contains, whitespace
// aside, at least half of the lines the starter code lacks (for a one-line answer: that line).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemsFileSchema } from '@dodam/contracts';

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

const problems = readdirSync(root).flatMap((id) => problemsFileSchema.parse(JSON.parse(readFileSync(join(root, id, 'problems.json'), 'utf8'))).problems);
const courseDir = join(root, '..', 'courses');
const courses = readdirSync(courseDir).map((f) => JSON.parse(readFileSync(join(courseDir, f), 'utf8')) as { id: string; sections: (string | { id: string })[] });

describe('stored problem hints are hints, not solutions', () => {
  it('recognises a hint that is the solution', () => {
    expect(hintCoverage('`a, b, c = input().split()`으로 나눈 뒤 `print(c, b, a)`처럼 출력해요.', 'a, b, c = input().split()\nprint(c, b, a)', '')).toBe(1);
    expect(hintCoverage('`split()`으로 나눈 세 값을 거꾸로 출력해요.', 'a, b, c = input().split()\nprint(c, b, a)', '')).toBe(0);
  });

  it('covers every graded problem of every course', () => {
    const checked = new Set(readdirSync(root));
    expect(courses.length).toBeGreaterThanOrEqual(8);
    for (const c of courses) for (const s of c.sections) expect(checked.has(typeof s === 'string' ? s : s.id), `${c.id} section`).toBe(true);
    expect(problems.length).toBeGreaterThanOrEqual(courses.reduce((n, c) => n + c.sections.length, 0) * 3);
  });

  it.each(problems.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    expect(hintCoverage(p.hint, p.reference_solution, p.starter_code)).toBeLessThan(0.5);
  });
});

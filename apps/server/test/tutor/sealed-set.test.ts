// Shape check of the sealed tutor sets (apps/server/test/tutor/sealed-set.ts and sealed-set-2.ts). It validates
// the sets only — it never calls the tutor, so it says nothing about pass rates and gives nothing to tune on.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tutorChatRequestSchema } from '@dodam/contracts';
import { SEALED_SET, type SealedCase, type SealedClass } from './sealed-set.js';
import { SEALED_SET_2 } from './sealed-set-2.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLASSES: SealedClass[] = ['code-expectation', 'question-form', 'short-turn', 'fence', 'feeling', 'error-fit', 'graded-answer', 'casual'];

function courseSections(): Map<string, string> {
  const byId = new Map<string, string>();
  for (const file of readdirSync(join(ROOT, 'content/courses'))) {
    const course = JSON.parse(readFileSync(join(ROOT, 'content/courses', file), 'utf8')) as { sections: { id: string }[] };
    for (const s of course.sections) byId.set(s.id, file.replace(/\.json$/, ''));
  }
  return byId;
}

/** Ids only (the hidden fields of problems.json are not read). */
function ids(sectionId: string, file: 'problems.json' | 'practice.json', key: 'problems' | 'exercises'): string[] {
  const p = join(ROOT, 'content/sections', sectionId, file);
  if (!existsSync(p)) return [];
  return ((JSON.parse(readFileSync(p, 'utf8')) as Record<string, { id: string }[] | undefined>)[key] ?? []).map((q) => q.id);
}

const SETS: [string, SealedCase[]][] = [
  ['sealed-set.ts', SEALED_SET],
  ['sealed-set-2.ts', SEALED_SET_2],
];

describe.each(SETS)('sealed tutor set %s: shape only', (_name, SEALED_SET) => {
  const sections = courseSections();

  it('has at least 110 cases with unique ids and every class (at least 10 of each but casual)', () => {
    expect(SEALED_SET.length).toBeGreaterThanOrEqual(110);
    expect(new Set(SEALED_SET.map((c) => c.id)).size).toBe(SEALED_SET.length);
    for (const cls of CLASSES) {
      const n = SEALED_SET.filter((c) => c.cls === cls).length;
      expect(n, cls).toBeGreaterThanOrEqual(cls === 'casual' ? 5 : 10);
    }
  });

  it('covers all 16 python sections and at least three other courses', () => {
    for (let s = 1; s <= 16; s++) expect(SEALED_SET.some((c) => c.section === String(s)), `section ${s}`).toBe(true);
    for (const c of SEALED_SET) expect(sections.has(c.section), `${c.id} section ${c.section}`).toBe(true);
    const others = new Set(SEALED_SET.map((c) => sections.get(c.section)).filter((course) => course !== 'python'));
    expect(others.size).toBeGreaterThanOrEqual(3);
  });

  it('refers only to problems and exercises that exist in the section', () => {
    for (const c of SEALED_SET) {
      if (c.problemId) {
        expect(ids(c.section, 'problems.json', 'problems'), c.id).toContain(c.problemId);
        expect(c.mode, c.id).toBe('evaluation');
      }
      if (c.exerciseId) expect(ids(c.section, 'practice.json', 'exercises'), c.id).toContain(c.exerciseId);
    }
    expect(SEALED_SET.filter((c) => c.cls === 'graded-answer').every((c) => c.problemId && c.mode === 'evaluation')).toBe(true);
  });

  it('every turn is a valid chat request and every case has a rubric', () => {
    for (const c of SEALED_SET) {
      const turns = [...(c.before ?? []), { message: c.message, code: c.code, lastRun: c.lastRun }];
      for (const t of turns) {
        const req = tutorChatRequestSchema.safeParse({
          user_input: t.message,
          selected_section: c.section,
          mode: c.mode,
          problem_id: c.problemId,
          exercise_id: c.exerciseId,
          code: t.code,
          last_run: t.lastRun,
        });
        expect(req.success, `${c.id}: ${req.error?.message ?? ''}`).toBe(true);
        expect(t.message.trim().length, c.id).toBeGreaterThan(0);
      }
      const checks = (c.mention?.length ?? 0) + (c.anyOf?.length ?? 0) + (c.forbid?.length ?? 0) + (c.startsWith ? 1 : 0);
      expect(checks, c.id).toBeGreaterThan(0);
      expect(c.why.length, c.id).toBeGreaterThan(10);
      if (c.lastRun) expect(c.code, `${c.id}: a last run needs its code`).toBeTruthy();
    }
  });

  it('short turns are multi-turn and code-expectation cases carry code', () => {
    for (const c of SEALED_SET.filter((x) => x.cls === 'short-turn')) expect(c.before?.length, c.id).toBeGreaterThan(0);
    for (const c of SEALED_SET.filter((x) => x.cls === 'code-expectation' || x.cls === 'error-fit')) expect(c.code, c.id).toBeTruthy();
    for (const c of SEALED_SET.filter((x) => x.cls === 'error-fit')) expect(c.lastRun?.error, c.id).toBeTruthy();
  });
});

describe('sealed tutor sets together', () => {
  it('share no case id and no conversation (the second set is new writing, not a copy)', () => {
    const all = [...SEALED_SET, ...SEALED_SET_2];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    // A short turn ("ㅇㅇ", "ㅠㅠ") may recur; the conversation (earlier turns and the message) may not.
    const key = (c: SealedCase) => [...(c.before ?? []).map((t) => t.message), c.message].join('\n').replace(/\s+/g, '');
    const first = new Set(SEALED_SET.map(key));
    for (const c of SEALED_SET_2) expect(first.has(key(c)), c.id).toBe(false);
  });
});

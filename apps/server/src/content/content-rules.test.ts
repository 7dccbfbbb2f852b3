import { describe, expect, it } from 'vitest';
import { loadContent } from './store.js';
import { markdownBlocks, sectionBlocks } from './blocks.js';
import { CONTENT_DIR } from '../paths.js';

// Rules a teacher checks by reading, checked here without running anything (the golden test in
// apps/server/test runs the code): no giveaway of an evaluation answer, Korean spacing in outputs,
// honest hours and promises, and '예측해 보기' questions in every section (content/README.md).

const content = loadContent(CONTENT_DIR);
const sections = content.courses.flatMap((course) => course.sections.map((section) => ({ course, section })));

/** Code compared without comments, blank lines or spacing differences. */
function normalizeCode(code: string): string {
  return code
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');
}

/** A number, a space, then a Korean counter ("3 개씩", "10 살이에요"): Korean writes them together. */
const SPACED_COUNTER = /\d (개|곳|살|명|번|마리|권|장|원|점|초|분|시간|일|주|개월|년|층|등|칸|줄|배|잔|송이|자루|대|켤레|벌|쪽|회|학년)(?![A-Za-z0-9])/;

/** Outputs that show print()'s separator space on purpose, to teach it. */
const SPACING_SHOWN_ON_PURPOSE = new Set(['2 lesson.md 나이: 13 살']);

describe('content rules', () => {
  it('no lesson, summary or exercise gives away an evaluation problem reference solution', () => {
    const leaks: string[] = [];
    for (const { section } of sections) {
      const shown = [
        ...markdownBlocks(section.lesson, 'lesson.md'),
        ...markdownBlocks(section.summary, 'summary.md'),
        ...section.practice.flatMap((e) => [...markdownBlocks(e.prompt, `practice ${e.id}`), { where: `practice ${e.id} starter`, code: e.starter_code }]),
      ].map((b) => ({ where: b.where, code: normalizeCode(b.code) }));
      for (const problem of section.problems) {
        const reference = normalizeCode(problem.reference_solution);
        for (const block of shown) if (block.code.includes(reference)) leaks.push(`${section.id} ${block.where} contains ${problem.id}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('outputs write a number and its Korean counter together ("3개", not "3 개")', () => {
    const found: string[] = [];
    const check = (where: string, text: string) => {
      for (const line of text.split('\n')) if (SPACED_COUNTER.test(line) && !SPACING_SHOWN_ON_PURPOSE.has(`${where} ${line}`)) found.push(`${where}: ${line}`);
    };
    for (const { section } of sections) {
      for (const problem of section.problems) {
        check(`${section.id} ${problem.id}`, problem.expected_output);
        for (const test of problem.tests) check(`${section.id} ${problem.id}`, test.expected_output);
      }
      for (const [file, md] of [['lesson.md', section.lesson], ['summary.md', section.summary]] as const) {
        for (const b of markdownBlocks(md, file)) if (b.claim?.kind === 'output') check(`${section.id} ${file}`, b.claim.text);
      }
    }
    expect(found).toEqual([]);
    expect(SPACED_COUNTER.test('한 명에 3 개씩')).toBe(true);
    expect(SPACED_COUNTER.test('한 명에 3개씩')).toBe(false);
  });

  it('course hours match the sum of the section estimates', () => {
    for (const course of content.courses) {
      const hours = course.sections.reduce((sum, s) => sum + s.estimatedMinutes, 0) / 60;
      expect(Math.abs(hours - course.duration_hours), `${course.id}: sections add to ${hours.toFixed(1)} h, catalogue says ${course.duration_hours} h`).toBeLessThanOrEqual(0.5);
    }
  });

  it('course descriptions promise only what the course teaches', () => {
    const promises: [RegExp, string][] = [
      [/파일과|파일을/, 'file'],
      [/예외/, 'try-except'],
      [/클래스/, 'class'],
      [/컴프리헨션/, 'list-comprehension'],
      [/제너레이터/, 'generator'],
      [/모듈/, 'import'],
      [/재귀/, 'recursion'],
      [/튜플/, 'tuple'],
      [/집합/, 'set'],
    ];
    for (const course of content.courses) {
      const taught = new Set(course.sections.flatMap((s) => s.concepts));
      for (const [word, concept] of promises) {
        if (word.test(course.description)) expect(taught.has(concept as never), `${course.id} promises ${concept}`).toBe(true);
      }
    }
  });

  it('every section has at least two 예측해 보기 questions', () => {
    for (const { section } of sections) {
      const predicts = sectionBlocks(section).filter((b) => b.predict);
      expect(predicts.length, `section ${section.id}`).toBeGreaterThanOrEqual(2);
    }
  });
});

// The courses taught in steps (content/README.md "Steps"): each lesson has mistake-based '예측해 보기'
// questions and checked tasks, and its loop, list and function lessons offer '코드 따라가기'. The
// Python course asks ≥ 4 predictions and ≥ 3 tasks per section; the other courses ≥ 2 and ≥ 3. (The
// golden test runs the code: answers are real outputs, tasks can be met.)
import { describe, expect, it } from 'vitest';
import { isMistakeBased, markdownFences, splitLessonSteps } from '@dodam/contracts';
import { markdownBlocks } from './blocks.js';
import { loadContent } from './store.js';
import { CONTENT_DIR } from '../paths.js';

const content = loadContent(CONTENT_DIR);
const python = content.course('python')!.sections;

/** Sections still taught as one page; the goal is none. Remove a section when it is converted. */
const NOT_YET_IN_STEPS = new Set<string>([]);
/** Lessons whose examples must offer the step-through view (loops, functions). */
const TRACED = ['7', '8', '9', '10', '14', '15', '16'];

/** ≥ `minPredicts` 예측해 보기 questions, every one mistake-based, and ≥ 3 checked tasks. */
function expectChecks(lesson: string, minPredicts: number) {
  const blocks = markdownBlocks(lesson, 'lesson.md');
  const predicts = blocks.filter((b) => b.predict);
  expect(predicts.filter((b) => !isMistakeBased(b.predict!)).map((b) => b.where)).toEqual([]);
  expect(predicts.length).toBeGreaterThanOrEqual(minPredicts);
  expect(blocks.filter((b) => b.task).length).toBeGreaterThanOrEqual(3);
}

/** At most about six idea steps (nine allowed), at most half of them without a check. */
function expectIdeaSteps(lesson: string) {
  const steps = splitLessonSteps(lesson).steps;
  // Opening, 예측해 보기, 자주 하는 실수 and 정리 are not ideas of their own.
  const ideas = steps.filter((s) => !['예측해 보기', '자주 하는 실수', '정리'].includes(s.title) && s !== steps[0]);
  expect(ideas.length).toBeLessThanOrEqual(9);
  const withoutCheck = ideas.filter((s) => s.checks.length === 0).map((s) => s.title);
  expect(withoutCheck.length, `steps without a check: ${withoutCheck.join(', ')}`).toBeLessThanOrEqual(Math.ceil(ideas.length / 2));
}

/** At least two examples offer 코드 따라가기. */
const expectTraced = (id: string) => expect(markdownFences(content.section(id)!.lesson).filter((f) => f.info.trace).length).toBeGreaterThanOrEqual(2);

describe('Python lessons in steps', () => {
  const converted = python.filter((s) => !NOT_YET_IN_STEPS.has(s.id));

  it('lists only real sections as not yet converted', () => {
    expect([...NOT_YET_IN_STEPS].filter((id) => !python.some((s) => s.id === id))).toEqual([]);
    expect(converted.length).toBeGreaterThanOrEqual(4);
  });

  it.each(converted.map((s) => [`${s.id} ${s.title}`, s] as const))('%s: ≥ 4 mistake-based predictions and ≥ 3 checked tasks', (_name, section) => expectChecks(section.lesson, 4));

  it.each(converted.map((s) => [`${s.id} ${s.title}`, s] as const))('%s: at most about six idea steps with a check each, plus the closing steps', (_name, section) => expectIdeaSteps(section.lesson));

  it.each(TRACED)('section %s offers 코드 따라가기 on its examples', expectTraced);
});

/** Sections of the other courses still taught as one page; remove a section when it is converted (issue 27). */
const OTHERS_NOT_YET_IN_STEPS = new Set<string>([]);
/** Lessons of the other courses whose loop or function examples must offer the step-through view. */
const OTHERS_TRACED = ['101', '102', '103', '104', '202', '203', '204', '302', '303', '304', '401', '402', '403', '404', '501', '502', '503', '504', '601', '602', '603', '604', '701', '702', '703', '704'];

describe('the other courses in steps', () => {
  const others = content.courses.filter((c) => c.id !== 'python').flatMap((c) => c.sections);
  const converted = others.filter((s) => !OTHERS_NOT_YET_IN_STEPS.has(s.id));

  it('lists only real sections as not yet converted', () => {
    expect([...OTHERS_NOT_YET_IN_STEPS].filter((id) => !others.some((s) => s.id === id))).toEqual([]);
  });

  it.each(converted.map((s) => [`${s.id} ${s.title}`, s] as const))('%s: ≥ 2 predictions, all mistake-based, and ≥ 3 checked tasks', (_name, section) => expectChecks(section.lesson, 2));

  it.each(converted.map((s) => [`${s.id} ${s.title}`, s] as const))('%s: at most about six idea steps, most with a check', (_name, section) => expectIdeaSteps(section.lesson));

  it.each(OTHERS_TRACED)('section %s offers 코드 따라가기 on its examples', expectTraced);
});

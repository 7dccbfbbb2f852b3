// Honest hours (ADR 027): the estimator's model on hand-made records, and the written estimates agree
// with the content (every section's minutes are in its course file, every step of every lesson has
// minutes, course hours are the sum of the sections).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLessonSteps } from '@dodam/contracts';
import { estimateSections, measure, median, shrink, type Completion, type StudyRecord } from './estimates.js';
import { loadContent } from './store.js';
import { sectionWork } from './work-model.js';
import { CONTENT_DIR } from '../paths.js';

const beat = (id: number, userId: number, seconds: number, learningType = 'video', sectionId = '1'): StudyRecord => ({ id, userId, sectionId, kind: 'heartbeat', learningType, seconds });
const step = (id: number, userId: number, key: string, sectionId = '1'): StudyRecord => ({ id, userId, sectionId, kind: 'lesson_step', learningType: 'video', seconds: 0, step: key });
const finished = (userId: number, sectionId = '1'): Completion[] => ['video', 'practice', 'evaluation'].map((learningType) => ({ userId, sectionId, learningType }));

describe('estimator model', () => {
  it('takes the median and shrinks it toward the prior by the number of learners', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(shrink(100, [])).toEqual({ prior: 100, learners: 0, median: null, minutes: 100 });
    // 3 learners at 40 against a prior of 100 weighted as 3 learners: halfway.
    expect(shrink(100, [40, 40, 40]).minutes).toBe(70);
    // Many learners: the measurement wins.
    expect(shrink(100, Array.from({ length: 297 }, () => 40)).minutes).toBeCloseTo(40.6, 1);
  });

  it('counts a section only for learners who finished all three parts, and a step as the lesson time before its record', () => {
    const records = [
      // learner 1: 2 min before step a, 3 min before step b, 5 min of practice.
      beat(1, 1, 60), beat(2, 1, 60), step(3, 1, 'st-a'), beat(4, 1, 120), beat(5, 1, 60), step(6, 1, 'st-b'), beat(7, 1, 300, 'practice'),
      // learner 2: 4 min then step a, a second record of a (not counted again), then not finished.
      beat(8, 2, 240), step(9, 2, 'st-a'), beat(10, 2, 60), step(11, 2, 'st-a'),
    ];
    const m = measure(records, [...finished(1), { userId: 2, sectionId: '1', learningType: 'video' }]);
    expect(m.sections.get('1')).toEqual([10]);
    expect(m.steps.get('1|st-a')).toEqual([2, 4]);
    expect(m.steps.get('1|st-b')).toEqual([3]);
  });

  it('estimates from the content prior when nobody has studied a section', () => {
    const content = loadContent(CONTENT_DIR);
    const section = content.section('201')!;
    const [estimate] = estimateSections([{ id: '201', work: sectionWork(section) }], [], []);
    expect(estimate!.learners).toBe(0);
    expect(estimate!.minutes).toBeCloseTo(sectionWork(section).total, 5);
    expect(estimate!.steps.map((s) => s.key)).toEqual(splitLessonSteps(section.lesson).steps.map((s) => s.key));
  });
});

describe('written estimates (content/estimates.json)', () => {
  const content = loadContent(CONTENT_DIR);
  const written = JSON.parse(readFileSync(join(CONTENT_DIR, 'estimates.json'), 'utf8')) as {
    sections: Record<string, { minutes: number; steps: Record<string, { minutes: number }> }>;
  };

  it.each(content.courses.flatMap((c) => c.sections).map((s) => [s.id, s] as const))('section %s: its minutes and every lesson step are estimated', (_id, section) => {
    const entry = written.sections[section.id];
    expect(entry, 'run npm run estimate:minutes -- --write').toBeDefined();
    expect(entry!.minutes).toBe(section.estimatedMinutes);
    const keys = splitLessonSteps(section.lesson).steps.map((s) => s.key);
    expect(Object.keys(entry!.steps).sort(), 'lesson steps changed: run npm run estimate:minutes -- --write').toEqual([...keys].sort());
    for (const s of Object.values(entry!.steps)) expect(s.minutes).toBeGreaterThanOrEqual(1);
  });
});

// Steps inside a lesson and '예측해 보기' choices: recorded as learning events, restored per student,
// judged by the content (not the browser), and summed up for the class's teacher as '자주 고른 오답'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLessonSteps } from '@dodam/contracts';
import { lessonIndex } from '../src/content/lesson-index.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let alice: string;
let bob: string;
let teacher: string;
let otherTeacher: string;
beforeAll(async () => {
  t = await createTestApp();
  const [a, b, tc, ot] = await Promise.all([
    createUser(t.app, { courses: ['python'] }),
    createUser(t.app, { courses: ['python'] }),
    createUser(t.app, { userType: 'teacher', courses: ['python'] }),
    createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] }),
  ]);
  [alice, bob, teacher, otherTeacher] = await Promise.all([tokenFor(t.app, a), tokenFor(t.app, b), tokenFor(t.app, tc), tokenFor(t.app, ot)]);
});
afterAll(() => t.close());

const events = (token: string, list: object[]) => t.app.inject({ method: 'POST', url: '/api/v1/learning/events', headers: bearer(token), payload: { events: list } });
const steps = (token: string, section: string) => t.app.inject({ method: 'GET', url: `/api/v1/learning/lesson-steps?section=${section}`, headers: bearer(token) });

describe('lesson steps', () => {
  it('saves done and skipped steps per student and section; done outranks a later skip; unknown keys are dropped', async () => {
    const keys = splitLessonSteps(t.app.content.section('1')!.lesson).steps.map((s) => s.key);
    expect(keys.length).toBeGreaterThan(3);
    const res = await events(alice, [
      { kind: 'lesson_step', section_id: '1', step: keys[0], status: 'done' },
      { kind: 'lesson_step', section_id: '1', step: keys[1], status: 'skipped' },
      { kind: 'lesson_step', section_id: '1', step: keys[0], status: 'skipped' },
      { kind: 'lesson_step', section_id: '1', step: 'st-00000000', status: 'done' },
    ]);
    expect(res.json()).toEqual({ accepted: 3 });
    const mine = await steps(alice, '1');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      section_id: '1',
      steps: [
        { step: keys[0], status: 'done' },
        { step: keys[1], status: 'skipped' },
      ],
    });
    // Another student and another section start empty.
    expect((await steps(bob, '1')).json().steps).toEqual([]);
    expect((await steps(alice, '2')).json().steps).toEqual([]);
  });

  it('answers 422 for a malformed step or section and 404 for an unknown section', async () => {
    expect((await events(alice, [{ kind: 'lesson_step', section_id: '1', step: 'nope', status: 'done' }])).statusCode).toBe(422);
    expect((await events(alice, [{ kind: 'lesson_step', section_id: '1', step: 'st-00000000', status: 'finished' }])).statusCode).toBe(422);
    expect((await steps(alice, 'abc')).statusCode).toBe(422);
    expect((await steps(alice, '9999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/learning/lesson-steps?section=1' })).statusCode).toBe(401);
  });
});

describe('예측해 보기 choices', () => {
  const named = () => {
    const index = lessonIndex(t.app.content.section('1')!);
    for (const [id, q] of index.predicts) {
      const wrong = q.misconceptions.findIndex((m) => m !== null);
      if (wrong >= 0) return { id, q, wrong, code: index.predictCode.get(id)! };
    }
    throw new Error('section 1 has no predict question with a named misconception');
  };

  it('records the choice with correctness and misconception from the content, and shows the teacher the class figure', async () => {
    const { id, q, wrong, code } = named();
    expect((await events(alice, [{ kind: 'predict_answer', section_id: '1', question: id, choice: wrong }])).json()).toEqual({ accepted: 1 });
    expect((await events(bob, [{ kind: 'predict_answer', section_id: '1', question: id, choice: wrong }])).json()).toEqual({ accepted: 1 });
    expect((await events(bob, [{ kind: 'predict_answer', section_id: '1', question: id, choice: q.answer }])).json()).toEqual({ accepted: 1 });
    // Unknown questions and choices outside the question are not recorded.
    expect((await events(alice, [{ kind: 'predict_answer', section_id: '1', question: 'pq-00000000', choice: 0 }])).json()).toEqual({ accepted: 0 });
    expect((await events(alice, [{ kind: 'predict_answer', section_id: '1', question: id, choice: q.choices.length }])).json()).toEqual({ accepted: 0 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/teacher/courses/python/predict-mistakes', headers: bearer(teacher) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.course_id).toBe('python');
    // The answer is never listed as a mistake; the wrong choice carries its misconception's name.
    expect(body.mistakes).toEqual([
      {
        section_id: '1',
        section_title: t.app.content.section('1')!.title,
        question_id: id,
        code_preview: code.split('\n')[0],
        students: 2,
        choice: q.choices[wrong],
        misconception: q.misconceptions[wrong]!.name,
        picked_by: 2,
      },
    ]);
  });

  it('keeps the figure to teachers of the course', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teacher/courses/python/predict-mistakes', headers: bearer(otherTeacher) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teacher/courses/python/predict-mistakes', headers: bearer(alice) })).statusCode).toBe(403);
  });
});

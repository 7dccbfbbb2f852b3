// Issue 21's confusing moments as classes: a Stop is its own kind of run (never an error), a wrong
// attempt is shown with its own code, output printed before an error is kept with the error, and a
// teacher never reads an internal problem id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let student: { id: number; token: string };
let teacher = '';
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const s = await createUser(t.app, { courses: ['python'] });
  const tu = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
  student = { id: s.id, token: await tokenFor(t.app, s) };
  teacher = await tokenFor(t.app, tu);
}, 120_000);
afterAll(() => t.close());

describe('a Stop the student asked for', () => {
  it('is recorded as 실행 중지: no error type, no error streak, and it never marks practice solved', async () => {
    const stop = { kind: 'practice_run', section_id: '1', exercise_id: t.app.content.section('1')!.practice[0]!.id, success: false, stopped: true };
    expect((await post('/api/v1/learning/events', student.token, { events: [stop, stop, stop, stop] })).statusCode).toBe(200);
    const detail = (await get(`/api/v1/teacher/students/${student.id}`, teacher)).json();
    const runs = detail.timeline.filter((e: { kind: string }) => e.kind === 'practice_run');
    expect(runs).toHaveLength(4);
    expect(runs.every((e: { detail: string }) => e.detail === '실행 중지')).toBe(true);
    expect(detail.warnings.map((w: { code: string }) => w.code)).not.toContain('error_streak');
    const s1 = detail.sections.find((s: { section_id: string }) => s.section_id === '1');
    expect(s1.types.practice.completed).toBe(false);
  });
});

describe('the 오답 노트 and the teacher timeline', () => {
  it('shows the wrong attempt with its own code and its output up to the error, then the error', async () => {
    const problem = t.app.content.section('1')!.problems[0]!;
    // Prints the expected output, then raises: the output alone would look right.
    const printsThenRaises = `${problem.reference_solution}\nraise ValueError("뒤에서 난 오류")\n`;
    const first = await post('/api/v1/evaluation/submit', student.token, { section_id: '1', problem_id: problem.id, code: printsThenRaises });
    expect(first.json().result.correct).toBe(false);
    const second = await post('/api/v1/evaluation/submit', student.token, { section_id: '1', problem_id: problem.id, code: problem.reference_solution });
    expect(second.json().result.correct).toBe(true);

    const [m] = (await get('/api/v1/student/mistakes', student.token)).json().mistakes;
    expect(m.last_code).toBe(problem.reference_solution);
    expect(m.failing.code).toBe(printsThenRaises);
    expect(m.failing.code).not.toBe(m.last_code);
    expect(m.failing.output.trim()).toBe(problem.expected_output.trim());
    expect(m.failing.error).toContain('ValueError');

    const detail = (await get(`/api/v1/teacher/students/${student.id}`, teacher)).json();
    const verdicts = detail.timeline.filter((e: { kind: string }) => e.kind === 'evaluation_attempt').map((e: { detail: string }) => e.detail);
    expect(verdicts).toHaveLength(2);
    for (const d of verdicts) {
      expect(d).toContain(`「${problem.title}」`);
      expect(d).not.toMatch(/s\d+-p\d+/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CORRECT, MSG_WRONG, MSG_WRONG_REQUIREMENT } from '@dodam/contracts';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ EVAL_SUBMITS_PER_MINUTE: 8 });
  alice = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
  bob = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('content', () => {
  it('lists 8 courses with goals, sections and progress', async () => {
    const res = await get('/api/v1/contents', alice);
    expect(res.statusCode).toBe(200);
    const { courses } = res.json();
    expect(courses).toHaveLength(8);
    const python = courses.find((c: { id: string }) => c.id === 'python');
    expect(python.sections).toHaveLength(16);
    expect(python.sections[0]).toMatchObject({ id: '1', key: 'variables', order: 0 });
    expect(python.goals).toHaveLength(4);
    expect(python.enrolled).toBe(true);
    expect(python.progress).toMatchObject({ total_sections: 16, completed_sections: 0, percent: 0 });
  });

  it('answers 404 with the spec text for an unknown course and section', async () => {
    const res = await get('/api/v1/contents/nope', alice);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('콘텐츠를 찾을 수 없습니다');
    expect((await get('/api/v1/section-guide/9999', alice)).statusCode).toBe(404);
    expect((await get('/api/v1/section-guide/abc', alice)).statusCode).toBe(422);
  });

  it('serves the guide, summary and table of contents', async () => {
    const res = await get('/api/v1/section-guide/1', alice);
    expect(res.statusCode).toBe(200);
    const guide = res.json();
    expect(guide.guide).toMatch(/^# /);
    expect(guide.summary.length).toBeGreaterThan(50);
    expect(guide.toc[0].level).toBe(1);
    expect(guide.toc.length).toBeGreaterThan(3);
    const md = await get('/api/v1/content/sections/1/lesson.md', alice);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.body).toBe(guide.guide);
  });

  it('never sends hidden tests or reference solutions to the browser', async () => {
    for (const url of ['/api/v1/content/sections/1/problems.json', '/api/v1/contents/python', '/api/v1/section-guide/1', '/api/v1/sections']) {
      const body = (await get(url, alice)).body;
      expect(body).not.toMatch(/reference_solution|wrong_solutions|"tests"/);
    }
    const { problems } = (await get('/api/v1/content/sections/1/problems.json', alice)).json();
    expect(problems.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(problems[0]).sort()).toEqual(['answer', 'example_inputs', 'hint', 'id', 'question', 'starter_code', 'test_count', 'title']);
  });

  it('content needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contents' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/content/sections/1/problems.json' })).statusCode).toBe(401);
  });
});

describe('completion and progress', () => {
  it('toggles completion per learning type; a section is complete with all three', async () => {
    for (const type of ['video', 'practice']) {
      const res = await send('PUT', '/api/v1/learning/completion', alice, { section_id: '2', learning_type: type, completed: true });
      expect(res.statusCode).toBe(200);
    }
    let progress = (await get('/api/v1/section-progress?section=2', alice)).json();
    expect(progress).toMatchObject({ completed_types: ['video', 'practice'], completed: false });
    progress = (await send('PUT', '/api/v1/learning/completion', alice, { section_id: '2', learning_type: 'evaluation', completed: true })).json();
    expect(progress.completed).toBe(true);
    const course = (await get('/api/v1/learning/progress?course_id=python', alice)).json();
    expect(course.completed_sections).toBe(1);
    expect(course.percent).toBeCloseTo((3 / 48) * 100, 0);
    const me = (await get('/api/v1/auth/me', alice)).json();
    expect(me.progress.sections_completed).toEqual(['2']);
    expect(me.progress.total_progress).toBeGreaterThan(0);
    expect(me.progress.learning_streak.current).toBe(1);
    // undo
    progress = (await send('PUT', '/api/v1/learning/completion', alice, { section_id: '2', learning_type: 'video', completed: false })).json();
    expect(progress).toMatchObject({ completed_types: ['practice', 'evaluation'], completed: false });
  });

  it("one student's progress is invisible to another", async () => {
    await send('PUT', '/api/v1/learning/completion', alice, { section_id: '3', learning_type: 'video', completed: true });
    const bobs = (await get('/api/v1/section-progress?section=3', bob)).json();
    expect(bobs.completed_types).toEqual([]);
    const bobCourse = (await get('/api/v1/learning/progress?course_id=python', bob)).json();
    expect(bobCourse.completed_sections).toBe(0);
  });

  it('rejects bad completion input', async () => {
    expect((await send('PUT', '/api/v1/learning/completion', alice, { section_id: '1', learning_type: 'quiz', completed: true })).statusCode).toBe(422);
    expect((await send('PUT', '/api/v1/learning/completion', alice, { section_id: '77777', learning_type: 'video', completed: true })).statusCode).toBe(404);
    expect((await send('PUT', '/api/v1/learning/completion', alice, { section_id: '1', learning_type: 'video' })).statusCode).toBe(422);
  });

  it('records study-time heartbeats into section progress', async () => {
    const res = await send('POST', '/api/v1/learning/events', alice, {
      events: [
        { kind: 'heartbeat', section_id: '4', learning_type: 'video', seconds: 30 },
        { kind: 'heartbeat', section_id: '4', learning_type: 'practice', seconds: 45 },
        { kind: 'video_progress', section_id: '4', position_seconds: 12.5, duration_seconds: 300 },
        { kind: 'practice_run', section_id: '4', exercise_id: 's4-e1', success: false },
        { kind: 'heartbeat', section_id: '99999', learning_type: 'video', seconds: 30 },
      ],
    });
    expect(res.json().accepted).toBe(4);
    const { learningEvents } = await import('../src/db/schema.js');
    const kinds = (await t.app.db.select({ kind: learningEvents.kind }).from(learningEvents)).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['heartbeat', 'video_progress', 'practice_run']));
    expect((await get('/api/v1/section-progress?section=4', alice)).json().study_seconds).toBe(75);
    expect((await send('POST', '/api/v1/learning/events', alice, { events: [{ kind: 'heartbeat', section_id: '4', learning_type: 'video', seconds: 100000 }] })).statusCode).toBe(422);
  });

  it('start-section records the start and returns the section', async () => {
    const res = await send('POST', '/api/v1/start-section', alice, { section: '5' });
    expect(res.json()).toMatchObject({ status: 'success', section: { id: '5', course_id: 'python' } });
  });
});

describe('evaluation', () => {
  it('grades on the server: right and wrong answers, state restored, summary with grade, retry', async () => {
    const { problems } = (await get('/api/v1/content/sections/1/problems.json', alice)).json();
    const { loadContent } = await import('../src/content/store.js');
    const content = loadContent(t.app.config.CONTENT_DIR);
    const full = content.section('1')!.problems;

    const right = await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '1', problem_id: problems[0].id, code: full[0]!.reference_solution });
    expect(right.statusCode).toBe(200);
    expect(right.json().result).toMatchObject({ correct: true, explanation: MSG_CORRECT, passed: full[0]!.tests.length });
    const wrong = await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '1', problem_id: problems[1].id, code: full[1]!.wrong_solutions[0]!.code });
    expect(wrong.json().result).toMatchObject({ correct: false, explanation: MSG_WRONG });
    expect(wrong.json().result.passed).toBeLessThan(wrong.json().result.total);

    const state = (await get('/api/v1/evaluation/state?section=1', alice)).json();
    expect(state.results.map((r: { problemId: string }) => r.problemId)).toEqual([problems[0].id, problems[1].id]);
    expect(state.evaluationComplete).toBe(false);
    // Bob sees none of Alice's results
    expect((await get('/api/v1/evaluation/state?section=1', bob)).json().results).toEqual([]);

    // finish the rest correctly: 4 of 5 (or n-1 of n) correct
    let last;
    for (const [i, p] of full.entries()) {
      if (i < 2) continue;
      last = await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '1', problem_id: p.id, code: p.reference_solution });
    }
    const finalState = last!.json().state;
    expect(finalState.evaluationComplete).toBe(true);
    const expectedPct = Math.round(((full.length - 1) / full.length) * 1000) / 10;
    expect(finalState.summary).toMatchObject({ correctCount: full.length - 1, totalCount: full.length, percentage: expectedPct });
    expect(finalState.summary.grade).toBe(expectedPct >= 90 ? '우수' : expectedPct >= 70 ? '양호' : expectedPct >= 50 ? '보통' : '부족');
    expect((await get('/api/v1/section-progress?section=1', alice)).json().best_score).toBe(Math.round(expectedPct));

    const retry = await send('DELETE', '/api/v1/evaluation/state?section=1', alice);
    expect(retry.json()).toMatchObject({ attempt: 2, results: [], currentProblem: 0, evaluationComplete: false });
  });

  it('a program that errors or never ends is graded wrong, not a server error', async () => {
    const { problems } = (await get('/api/v1/content/sections/2/problems.json', alice)).json();
    const loop = await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '2', problem_id: problems[0].id, code: 'while True:\n    pass' });
    expect(loop.statusCode).toBe(200);
    expect(loop.json().result.correct).toBe(false);
    expect(loop.json().result.tests[0].status).toBe('timeout');
    const crash = await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '2', problem_id: problems[0].id, code: 'print(1/0)' });
    expect(crash.json().result.error).toContain('ZeroDivisionError');
  });

  it('a submission that breaks a requirement of the statement is wrong with a Korean reason, whatever its output (issue 23)', async () => {
    const dana = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
    const { problems } = (await get('/api/v1/content/sections/15/problems.json', dana)).json();
    const problem = problems.find((p: { id: string }) => p.id === 's15-p5');
    // The problem screen gets the rules it is graded by.
    expect(problem.requirements).toEqual([{ rule: 'forbid_call', name: 'max' }, { rule: 'require_loop', kind: 'for' }]);
    const code = 'nums = [int(x) for x in input().split()]\nbest = max(nums)\nprint(best)\nprint(nums.index(best) + 1)\n';
    const res = (await send('POST', '/api/v1/evaluation/submit', dana, { section_id: '15', problem_id: 's15-p5', code })).json().result;
    // Every output was right: the verdict says so instead of claiming the output differs.
    expect(res).toMatchObject({ correct: false, explanation: MSG_WRONG_REQUIREMENT });
    expect(res.passed).toBe(res.total);
    expect(res.unmet_requirements).toEqual(['`max()`를 쓰지 않고 풀어야 해요.', '`for` 반복문을 써야 해요.']);
    expect(res.ai_feedback).toContain('문제의 요구 사항을 지키지 않았어요');
    const { loadContent } = await import('../src/content/store.js');
    const reference = loadContent(t.app.config.CONTENT_DIR).section('15')!.problems.find((p) => p.id === 's15-p5')!.reference_solution;
    const ok = (await send('POST', '/api/v1/evaluation/submit', dana, { section_id: '15', problem_id: 's15-p5', code: reference })).json().result;
    expect(ok).toMatchObject({ correct: true });
    expect(ok.unmet_requirements).toBeUndefined();
  });

  it('syntax-check compiles with the grader Python and never runs the code: 3.12+ f-strings get the SyntaxError practice must show (issue 23)', async () => {
    const erin = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
    const pep701 = (await send('POST', '/api/v1/evaluation/syntax-check', erin, { section_id: '1', problem_id: 's1-p1', code: 'word = input()\nprint(f"{"\\n".join([word]*3)}")\n' })).json();
    expect(pep701.checked).toBe(true);
    expect(pep701.syntax_error).toMatch(/SyntaxError/);
    expect(pep701.syntax_error).toContain('main.py');
    // The same Korean card as the graded submission's error (explainPythonError on the grader's text).
    const { explainPythonError } = await import('@dodam/contracts');
    expect(explainPythonError(pep701.syntax_error, { code: 'word = input()\nprint(f"{"\\n".join([word]*3)}")\n' })).not.toBeNull();
    // PEP 758 (3.14): except without parentheses runs in the browser, not in the grader.
    const except = (await send('POST', '/api/v1/evaluation/syntax-check', erin, { section_id: '1', problem_id: 's1-p1', code: 'try:\n    x = int(input())\nexcept ValueError, TypeError:\n    print("bad")\n' })).json();
    expect(except.syntax_error).toContain('multiple exception types must be parenthesized');
    const fine = (await send('POST', '/api/v1/evaluation/syntax-check', erin, { section_id: '1', problem_id: 's1-p1', code: 'print(1/0)\nwhile True: pass\n' })).json();
    expect(fine).toEqual({ syntax_error: null, checked: true });
    expect((await send('POST', '/api/v1/evaluation/syntax-check', erin, { section_id: '1', problem_id: 'nope', code: 'x' })).statusCode).toBe(404);
  });

  it('limits submissions per user (429 + Retry-After)', async () => {
    const carol = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await send('POST', '/api/v1/evaluation/submit', carol, { section_id: '1', problem_id: 's1-p1', code: 'print(1)' })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(8).fill(200), 429]);
  });

  it('stores the current problem pointer and validates input', async () => {
    const res = await send('PUT', '/api/v1/evaluation/state', alice, { section_id: '3', current_problem: 2 });
    expect(res.json().currentProblem).toBe(2);
    expect((await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '3', problem_id: 'nope', code: 'print(1)' })).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/evaluation/submit', alice, { section_id: '3', problem_id: 's3-p1', code: 'x'.repeat(20_001) })).statusCode).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISTAKE_REVIEW_AFTER_DAYS, seoulDay, type StudentDashboard } from '@dodam/contracts';
import { recordLearningEvents } from '../src/services/learning-service.js';
import { mistakes } from '../src/services/student-dashboard.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// One student's known records → known numbers on every screen. Records go through the real
// services and routes (sandbox-graded submissions included); only the clock of two heartbeats is
// set to earlier days so that a streak exists. The app's clock (ServiceDeps.now) starts at a fixed
// noon in Korea and runs on from there, so "today" is one known day whatever hour the suite runs at
// (with the wall clock it failed when a run crossed midnight KST).
let t: TestApp;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let carol: { id: number; token: string };
let teacher: string;
let otherTeacher: string;
let admin: string;
const DAY = 86_400_000;
const now = Date.parse('2026-03-11T12:00:00+09:00');
const startedAt = Date.now();
const clock = () => new Date(now + (Date.now() - startedAt));

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.app.inject({ method, url, headers: bearer(token), payload });

beforeAll(async () => {
  t = await createTestApp({ EVAL_SUBMITS_PER_MINUTE: 50 }, { now: clock });
  const make = async (courses: string[], userType: 'student' | 'teacher' = 'student') => {
    const u = await createUser(t.app, { courses, userType });
    return { id: u.id, token: await tokenFor(t.app, u) };
  };
  alice = await make(['python']);
  bob = await make(['python']);
  carol = await make(['ai-math']);
  teacher = (await make(['python'], 'teacher')).token;
  otherTeacher = (await make(['ai-math'], 'teacher')).token;
  admin = await adminToken(t.app);

  // Study time on two earlier days and today (first heartbeat ever: a full interval is allowed;
  // later ones are bounded by the time since the previous one, a day each here).
  await recordLearningEvents(t.app.deps, alice.id, [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 60 }], new Date(now - 2 * DAY));
  await recordLearningEvents(t.app.deps, alice.id, [{ kind: 'heartbeat', section_id: '1', learning_type: 'practice', seconds: 45 }], new Date(now - DAY));
  // Today: a browser practice run, section 1 done (three types), section 2 video done.
  expect((await send('POST', '/api/v1/learning/events', alice.token, { events: [{ kind: 'practice_run', section_id: '1', success: true }] })).statusCode).toBe(200);
  for (const [section, type] of [['1', 'video'], ['1', 'practice'], ['1', 'evaluation'], ['2', 'video']] as const) {
    expect((await send('PUT', '/api/v1/learning/completion', alice.token, { section_id: section, learning_type: type, completed: true })).statusCode).toBe(200);
  }
  // Section 1 evaluation: problem 1 wrong then right, every other problem right at the first try.
  const problems = t.app.content.section('1')!.problems;
  const submit = (problemId: string, code: string) => send('POST', '/api/v1/evaluation/submit', alice.token, { section_id: '1', problem_id: problemId, code });
  expect((await submit(problems[0]!.id, 'print("틀린 답")')).json().result.correct).toBe(false);
  for (const p of problems) expect((await submit(p.id, p.reference_solution)).json().result.correct).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('GET /student/dashboard', () => {
  let d: StudentDashboard;
  beforeAll(async () => {
    const res = await get('/api/v1/student/dashboard', alice.token);
    expect(res.statusCode).toBe(200);
    d = res.json();
  });

  it('computes the overview from the records', () => {
    expect(d.overview).toEqual({
      total_sections: 16,
      completed_sections: 1,
      total_study_time: 105,
      // 4 of 48 learning steps
      avg_progress: 8.3,
      learning_streak: 3,
      longest_streak: 3,
      last_study_date: seoulDay(now),
      // 1 of 16 sections
      completion_rate: 6.3,
      average_score: 100,
    });
  });

  it('lists the course with its sections', () => {
    expect(d.courses).toHaveLength(1);
    const [python] = d.courses;
    expect(python).toMatchObject({ id: 'python', progress: 8.3, total_sections: 16, completed_sections: 1, status: 'in_progress', average_score: 100, study_time: 105 });
    expect(python!.enrollment_date).not.toBeNull();
    expect(python!.sections[0]).toMatchObject({ id: '1', progress: 100, score: 100, study_time: 105, completed: true });
    expect(python!.sections[1]).toMatchObject({ id: '2', progress: 33.3, score: null, study_time: 0, completed: false });
    expect(d.next_step).toMatchObject({ course_id: 'python', section_id: '2', learning_type: 'practice' });
  });

  it('earns exactly the badges its events justify, with dates', () => {
    const earned = Object.fromEntries(d.achievements.badges.map((b) => [b.id, b.earned]));
    expect(earned).toEqual({
      first_run: true,
      first_correct: true,
      first_try: true,
      section_complete: true,
      perfect_score: true,
      course_complete: false,
      streak_3: true,
      streak_7: false,
      streak_30: false,
    });
    const streak3 = d.achievements.badges.find((b) => b.id === 'streak_3')!;
    expect(streak3.date).toBe(seoulDay(now));
    for (const b of d.achievements.badges) expect(b.earned).toBe(b.date !== null);
    expect(d.achievements.recent_achievements.length).toBe(5);
  });

  it('compares with the class by aggregates only', () => {
    // alice and bob study python; bob has no record yet.
    expect(d.classAverage).toEqual({ students: 2, progress: 4.2, completion_rate: 3.2, average_score: 100, study_time: 53 });
    expect(JSON.stringify(d)).not.toMatch(/username|email|user_id/);
    expect(d.insights.map((i) => i.kind)).toEqual(['comparison']);
  });

  it('is for students only', async () => {
    expect((await get('/api/v1/student/dashboard', teacher)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/student/dashboard' })).statusCode).toBe(401);
  });

  it('gives a new student zeros, not sample data', async () => {
    const res = (await get('/api/v1/student/dashboard', carol.token)).json<StudentDashboard>();
    expect(res.overview).toMatchObject({ total_sections: 4, completed_sections: 0, total_study_time: 0, avg_progress: 0, learning_streak: 0, average_score: null, last_study_date: null });
    expect(res.achievements.badges.every((b) => !b.earned)).toBe(true);
    expect(res.insights.map((i) => i.kind)).toEqual(['restart']);
  });
});

describe('one progress figure everywhere', () => {
  it('profile, dashboard, course cards, contents list and detail, the learning sidebar and the teacher dashboard agree', async () => {
    const me = (await get('/api/v1/auth/me', alice.token)).json();
    const dash = (await get('/api/v1/student/dashboard', alice.token)).json<StudentDashboard>();
    const list = (await get('/api/v1/contents', alice.token)).json().courses.find((c: { id: string }) => c.id === 'python');
    const detail = (await get('/api/v1/contents/python', alice.token)).json();
    const sidebar = (await get('/api/v1/learning/progress?course_id=python', alice.token)).json();
    // The teacher's row for this student (course python) is the same definition (progress.ts's stepPercent).
    const teacherRow = (await get('/api/v1/teacher/dashboard?course_id=python', teacher)).json().students.find((s: { student_id: number }) => s.student_id === alice.id);
    const figures = [me.progress.total_progress, dash.overview.avg_progress, dash.courses[0]!.progress, list.progress.percent, detail.progress.percent, sidebar.percent, teacherRow.progress_percentage];
    expect(figures).toEqual([8.3, 8.3, 8.3, 8.3, 8.3, 8.3, 8.3]);
    expect(teacherRow.completed_sections).toBe(dash.courses[0]!.completed_sections);
    expect(me.progress.sections_completed).toEqual(['1']);
    expect(me.progress.learning_streak).toEqual({ current: dash.overview.learning_streak, longest: dash.overview.longest_streak });
    expect([list.progress.completed_sections, detail.progress.completed_sections, sidebar.completed_sections]).toEqual([1, 1, 1]);
    const studyOf = (p: { sections: { section_id: string; study_seconds: number }[] }) => p.sections.find((s) => s.section_id === '1')!.study_seconds;
    expect([studyOf(list.progress), studyOf(detail.progress), studyOf(sidebar)]).toEqual([105, 105, 105]);
  });
});

describe('GET /learning-progress/daily-stats', () => {
  const url = (id: number, prefix = '/api/v1') => `${prefix}/learning-progress/daily-stats?userId=${id}`;

  it('counts study seconds, runs, submissions, correct answers and completed sections per day', async () => {
    const res = await get(url(alice.id), alice.token);
    expect(res.statusCode).toBe(200);
    const { days, user_id } = res.json();
    expect(user_id).toBe(alice.id);
    expect(days).toHaveLength(28);
    const byDay = Object.fromEntries(days.map((d: { date: string }) => [d.date, d]));
    const problems = t.app.content.section('1')!.problems.length;
    expect(byDay[seoulDay(now - 2 * DAY)]).toEqual({ date: seoulDay(now - 2 * DAY), study_seconds: 60, runs: 0, submissions: 0, correct: 0, sections_completed: 0 });
    expect(byDay[seoulDay(now - DAY)]).toMatchObject({ study_seconds: 45, runs: 0 });
    expect(byDay[seoulDay(now)]).toEqual({ date: seoulDay(now), study_seconds: 0, runs: 1, submissions: problems + 1, correct: problems, sections_completed: 1 });
    expect(days.at(-1).date).toBe(seoulDay(now));
  });

  it('answers at the spec path too', async () => {
    const res = await get(url(alice.id, ''), alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(28);
    expect((await t.app.inject({ method: 'GET', url: url(alice.id, '') })).statusCode).toBe(401);
  });

  it('lets a student read only their own, a teacher only their students, an admin anyone', async () => {
    expect((await get(url(alice.id), bob.token)).statusCode).toBe(404);
    expect((await get(url(alice.id), teacher)).statusCode).toBe(200);
    expect((await get(url(carol.id), teacher)).statusCode).toBe(404);
    expect((await get(url(alice.id), otherTeacher)).statusCode).toBe(404);
    expect((await get(url(alice.id), admin)).statusCode).toBe(200);
    expect((await get(url(999_999), admin)).statusCode).toBe(404);
    const bad = await get('/api/v1/learning-progress/daily-stats?userId=abc', alice.token);
    expect(bad.statusCode).toBe(422);
    expect(typeof bad.json().detail).toBe('string');
    expect((await get(`${url(alice.id)}&days=500`, alice.token)).statusCode).toBe(422);
  });
});

describe('honest study time on the server', () => {
  it('caps heartbeats by the time since the previous one', async () => {
    const beat = (seconds: number, at: number) => recordLearningEvents(t.app.deps, bob.id, [{ kind: 'heartbeat', section_id: '3', learning_type: 'video', seconds }], new Date(at));
    await beat(30, now - 10 * 60_000);
    // 10 s later a second tab claims 30 s: only 10 s + 5 s slack count.
    await beat(30, now - 10 * 60_000 + 10_000);
    // Two claims in one request share the budget (100 s + 5 s since the last one).
    await recordLearningEvents(
      t.app.deps,
      bob.id,
      [
        { kind: 'heartbeat', section_id: '3', learning_type: 'video', seconds: 90 },
        { kind: 'heartbeat', section_id: '3', learning_type: 'video', seconds: 90 },
      ],
      new Date(now - 10 * 60_000 + 110_000),
    );
    const progress = (await get('/api/v1/section-progress?section=3', bob.token)).json();
    expect(progress.study_seconds).toBe(30 + 15 + 105);
  });
});

describe('GET /student/mistakes', () => {
  it('keeps the problem that needed two tries, with its last code and failing case', async () => {
    const res = await get('/api/v1/student/mistakes', alice.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().mistakes;
    const first = t.app.content.section('1')!.problems[0]!;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ section_id: '1', problem_id: first.id, problem_index: 0, status: 'solved_recently', tries: 2, last_code: first.reference_solution });
    expect(list[0].failing).toMatchObject({ expected: first.expected_output, test_index: 0 });
    expect(list[0].failing.passed).toBeLessThan(list[0].failing.total);
    expect(JSON.stringify(list)).not.toMatch(/"tests"|wrong_solutions/);
  });

  it(`moves it to review ${MISTAKE_REVIEW_AFTER_DAYS} days after it was solved`, async () => {
    const later = await mistakes(t.app.deps, alice.id, new Date(now + MISTAKE_REVIEW_AFTER_DAYS * DAY + 60_000));
    expect(later.map((m) => m.status)).toEqual(['review']);
  });

  it('is empty for a student without submissions', async () => {
    expect((await get('/api/v1/student/mistakes', bob.token)).json().mistakes).toEqual([]);
  });
});

// Teacher insight endpoints against a hand-built class: known events in, known figures out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { stepPercent, type ChatMessage } from '@dodam/contracts';
import { ALERT_THRESHOLDS } from '@dodam/contracts/teacher';
import { courseMembers, learningEvents, users } from '../../src/db/schema.js';
import { upsertTutorConversation } from '../../src/db/queries/tutor-conversations.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

let t: TestApp;
let teacher: string;
let other: string;
let admin: string;
const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
const names: Record<string, string> = {};
let wrongCode = '';
let rightCode = '';
/** When A's recorded activity happened (bounds): the export's 'last activity' day is compared with these, not with the clock at assertion time. */
const activity = { from: 0, to: 0 };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) => t.app.inject({ method, url, headers: bearer(token), payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const content = t.app.content.section('1')!;
  const p1 = content.problems[0]!;
  wrongCode = p1.wrong_solutions[0]!.code;
  rightCode = p1.reference_solution;

  const teacherUser = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
  const otherUser = await createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] });
  const a = await createUser(t.app, { courses: ['python'] });
  const b = await createUser(t.app, { courses: ['python'] });
  const c = await createUser(t.app, { courses: ['python'] });
  const d = await createUser(t.app, { courses: ['python-basic2'] });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id });
  Object.assign(names, { a: a.username, b: b.username, c: c.username });
  // Identity (issue 22): A is 1-2 번호 7, B is 1-2 번호 3 (so B comes first), C gave no name.
  await t.app.db.update(users).set({ profile: { fullName: '김가온' }, grade: 1, classNumber: 2, studentNumber: 7 }).where(eq(users.id, a.id));
  await t.app.db.update(users).set({ profile: { fullName: '이나래' }, grade: 1, classNumber: 2, studentNumber: 3 }).where(eq(users.id, b.id));
  [teacher, other, admin] = await Promise.all([tokenFor(t.app, teacherUser), tokenFor(t.app, otherUser), adminToken(t.app)]);
  const [ta, tb, td] = await Promise.all([tokenFor(t.app, a), tokenFor(t.app, b), tokenFor(t.app, d)]);

  // A: section 1 complete (3 types) + section 2 video = 4 types; 2 minutes of study; 3 practice runs
  // failing with NameError; 3 wrong submissions of s1-p1.
  activity.from = Date.now();
  for (const [section_id, learning_type] of [['1', 'video'], ['1', 'practice'], ['1', 'evaluation'], ['2', 'video']] as const) {
    expect((await send('PUT', '/api/v1/learning/completion', ta, { section_id, learning_type, completed: true })).statusCode).toBe(200);
  }
  const hb = { kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 60 };
  const fail = { kind: 'practice_run', section_id: '1', success: false, error_type: 'NameError' };
  expect((await send('POST', '/api/v1/learning/events', ta, { events: [hb, hb, fail, fail, fail] })).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) {
    const res = await send('POST', '/api/v1/evaluation/submit', ta, { section_id: '1', problem_id: p1.id, code: wrongCode });
    expect(res.json().result.correct).toBe(false);
  }
  activity.to = Date.now();
  // B: one learning type, right first time, three requests for the answer to the tutor.
  await send('PUT', '/api/v1/learning/completion', tb, { section_id: '1', learning_type: 'video', completed: true });
  expect((await send('POST', '/api/v1/evaluation/submit', tb, { section_id: '1', problem_id: p1.id, code: rightCode })).json().result.correct).toBe(true);
  const now = new Date().toISOString();
  const msg = (content: string, role: 'user' | 'assistant' = 'user'): ChatMessage => ({ role, content, timestamp: now, type: 'chat' });
  await upsertTutorConversation(t.app.db, b.id, '1', [msg('정답 코드 알려줘'), msg('힌트부터 볼까요?', 'assistant'), msg('그냥 답만 알려줘'), msg('전체 코드 보여줘'), msg('변수가 뭐예요?')]);
  // C: enrolled ten days ago and never started.
  await t.app.db.update(courseMembers).set({ enrolledAt: new Date(Date.now() - 10 * 86_400_000) }).where(and(eq(courseMembers.userId, c.id), eq(courseMembers.courseId, 'python')));
  // D (another course) is active too; the python teacher must never see D.
  await send('PUT', '/api/v1/learning/completion', td, { section_id: '301', learning_type: 'video', completed: true });
}, 120_000);
afterAll(() => t.close());

describe('GET /teacher/dashboard', () => {
  it('computes the overview, the student table and the insights from records', async () => {
    const res = await get('/api/v1/teacher/dashboard?course_id=python', teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const pa = stepPercent(4, 16);
    const pb = stepPercent(1, 16);
    expect(body.overview).toMatchObject({ total_courses: 1, total_students: 3, active_students: 2, avg_progress: Math.round(((pa + pb) / 3) * 10) / 10 });
    expect(body.overview.course_stats).toEqual([expect.objectContaining({ course_id: 'python', course_name: '파이썬기초1', student_count: 3 })]);
    const row = (id: number) => body.students.find((s: { student_id: number }) => s.student_id === id);
    expect(body.students).toHaveLength(3);
    expect(row(ids.a)).toMatchObject({ completed_sections: 1, total_sections: 16, progress_percentage: pa, total_study_time: 120, current_section: t.app.content.section('1')!.title });
    expect(row(ids.b)).toMatchObject({ completed_sections: 0, progress_percentage: pb, total_study_time: 0 });
    expect(row(ids.c)).toMatchObject({ progress_percentage: 0, last_activity: null, current_section: null });
    expect(row(ids.d)).toBeUndefined();
    // Names, not usernames, in 번호 order (students without a 번호 last).
    expect(body.students.map((s: { name: string }) => s.name)).toEqual(['이나래', '김가온', names.c]);
    expect(row(ids.a)).toMatchObject({ name: '김가온', username: names.a, grade: 1, class_number: 2, student_number: 7 });
    // One completed section over 3 students × 16 sections; A studied 120 s on one day.
    expect(body.insights.completion_rate).toBe(Math.round((1 / 48) * 1000) / 10);
    expect(body.insights.avg_session_time).toBe(2);
    expect(body.insights.most_active_time).toMatch(/^오[전후] \d+시~\d+시$/);
    expect(body.insights.popular_sections[0]).toBe(t.app.content.section('1')!.title);
    expect(body.insights.struggling_topics).toEqual([t.app.content.section('1')!.title]);
    expect(body.charts.daily_active).toHaveLength(28);
    expect(body.charts.daily_active.at(-1).count).toBe(2);
    expect(body.charts.progress_distribution[0].count).toBe(3);
    const events = body.charts.activity.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(events).toBeGreaterThanOrEqual(5 + 3 + 1);
  });

  it('without course_id covers every course the teacher teaches; admins see any course', async () => {
    expect((await get('/api/v1/teacher/dashboard', teacher)).json().overview.total_courses).toBe(1);
    const asAdmin = await get('/api/v1/teacher/dashboard?course_id=python', admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().overview.total_students).toBe(3);
  });

  it('answers 404 for a course taught by someone else or unknown, 400 for a malformed id', async () => {
    expect((await get('/api/v1/teacher/dashboard?course_id=python', other)).statusCode).toBe(404);
    expect((await get('/api/v1/teacher/dashboard?course_id=nope-course', teacher)).statusCode).toBe(404);
    const bad = await get('/api/v1/teacher/dashboard?course_id=DROP%20TABLE', teacher);
    expect(bad.statusCode).toBe(422);
    expect(typeof bad.json().detail).toBe('string');
  });
});

describe('GET /teacher/alerts', () => {
  it('lists the students who need attention with actionable reasons', async () => {
    const res = await get('/api/v1/teacher/alerts?course_id=python', teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.thresholds).toEqual({ ...ALERT_THRESHOLDS });
    const codes = (id: number) => (body.alerts.find((a: { student_id: number }) => a.student_id === id)?.reasons ?? []).map((r: { code: string }) => r.code).sort();
    expect(codes(ids.a)).toEqual(['error_streak', 'failed_problem']);
    expect(codes(ids.b)).toEqual(['answer_requests']);
    expect(codes(ids.c)).toEqual(['never_started']);
    const failed = body.alerts.find((a: { student_id: number }) => a.student_id === ids.a).reasons.find((r: { code: string }) => r.code === 'failed_problem');
    expect(failed).toMatchObject({ section_id: '1', problem_id: 's1-p1' });
    expect(failed.message).toContain('3번');
  });
});

describe('GET /teacher/courses/:id/problems', () => {
  it('gives per-problem success figures and failure clusters with an example', async () => {
    const res = await get('/api/v1/teacher/courses/python/problems', teacher);
    expect(res.statusCode).toBe(200);
    const p1 = res.json().problems.find((p: { problem_id: string }) => p.problem_id === 's1-p1');
    expect(p1).toMatchObject({ students_tried: 2, first_try_correct_pct: 50, eventually_correct_pct: 50, mean_attempts: 2 });
    expect(p1.clusters).toHaveLength(1);
    expect(p1.clusters[0]).toMatchObject({ count: 3, students: 1, example: { student_id: ids.a, code: wrongCode } });
    const untouched = res.json().problems.find((p: { problem_id: string }) => p.problem_id === 's1-p2');
    expect(untouched).toMatchObject({ students_tried: 0, first_try_correct_pct: 0, clusters: [] });
    expect((await get('/api/v1/teacher/courses/python/problems', other)).statusCode).toBe(404);
  });
});

describe('GET /teacher/students/:id', () => {
  it('shows one student: sections, code replay, runs, tutor conversation and warnings', async () => {
    const res = await get(`/api/v1/teacher/students/${ids.a}`, teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.student).toMatchObject({ id: ids.a, name: '김가온', username: names.a, student_number: 7 });
    expect(body.courses).toEqual([expect.objectContaining({ course_id: 'python', completed_sections: 1, total_study_time: 120 })]);
    const s1 = body.sections.find((s: { section_id: string }) => s.section_id === '1');
    expect(s1.types.video).toMatchObject({ completed: true, study_seconds: 120 });
    expect(s1.types.practice.completed).toBe(true);
    expect(body.sections.find((s: { section_id: string }) => s.section_id === '3').types.video.completed).toBe(false);
    const subs = body.evaluations.flatMap((e: { submissions: unknown[] }) => e.submissions);
    expect(subs).toHaveLength(3);
    expect(subs[0]).toMatchObject({ problem_id: 's1-p1', code: wrongCode, correct: false });
    expect(subs[0].failing_test).toMatchObject({ index: expect.any(Number) });
    expect(body.warnings.map((w: { code: string }) => w.code).sort()).toEqual(['error_streak', 'failed_problem']);
    expect(body.timeline.some((e: { kind: string }) => e.kind === 'practice_run')).toBe(true);

    const b = (await get(`/api/v1/teacher/students/${ids.b}`, teacher)).json();
    expect(b.conversations[0].messages.map((m: { content: string }) => m.content)).toContain('정답 코드 알려줘');
  });

  it('answers 404 for a student of another course, an unknown id and a teacher of another course', async () => {
    expect((await get(`/api/v1/teacher/students/${ids.d}`, teacher)).statusCode).toBe(404);
    expect((await get('/api/v1/teacher/students/999999', teacher)).statusCode).toBe(404);
    expect((await get(`/api/v1/teacher/students/${ids.a}`, other)).statusCode).toBe(404);
    expect((await get('/api/v1/teacher/students/abc', teacher)).statusCode).toBe(422);
    expect((await get(`/api/v1/teacher/students/${ids.a}`, admin)).statusCode).toBe(200);
  });
});

describe('GET /teacher/students.csv', () => {
  it('is UTF-8 with a BOM and parses back to the student table', async () => {
    const res = await get('/api/v1/teacher/students.csv?course_id=python', teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(res.rawPayload.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    expect(records.map((r) => r['이름'])).toEqual(['이나래', '김가온', names.c]);
    const a = records.find((r) => r['아이디'] === names.a)!;
    expect(a).toMatchObject({ 이름: '김가온', 학년: '1', 반: '2', 번호: '7', 과정: '파이썬기초1', '완료 섹션 수': '1', '진도율(%)': String(stepPercent(4, 16)), '학습 시간(분)': '2' });
    // Korea time, not UTC ISO.
    expect(a['최근 활동 (한국 시간)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The day of A's last activity in Korea, from when it was recorded (not from the clock now: a run
    // crossing midnight in Korea, 15:00 UTC, would fail); it may straddle midnight itself, so either day.
    const kstDay = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
    expect([kstDay(activity.from), kstDay(activity.to)]).toContain(a['최근 활동 (한국 시간)']!.slice(0, 10));
    expect(records.find((r) => r['아이디'] === names.c)!['최근 활동 (한국 시간)']).toBe('없음');
    // One score column per section: B solved section 1's first problem.
    const s1 = `점수: ${t.app.content.section('1')!.title}`;
    expect(Object.keys(records[0]!)).toContain(s1);
  });
});

describe('live view data', () => {
  it('only counts records of enrolled students of the course', async () => {
    const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(learningEvents).where(eq(learningEvents.userId, ids.d));
    expect(Number(row!.n)).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent, formatStudyTime, studyMinutes } from '@dodam/contracts';
import { recordLearningEvents } from '../src/services/learning-service.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// Issue 22, "one set of figures": one seeded student and their teacher; every figure of the student
// that several screens show (student dashboard, profile, daily chart, teacher table, drill-down, CSV)
// is read from the API and compared. The class average a student sees is their own class's.
let t: TestApp;
let classA: string;
let classB: string;
let aliceId: number;
let alice: string;
let teacher: string;
const DAY = 86_400_000;

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = bearer(await adminToken(t.app));
  const teacherUser = await createUser(t.app, { userType: 'teacher' });
  const klass = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/courses',
        headers: admin,
        payload: { name, description: '숫자 맞추기', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['수'], classTime: { 수: { start: '13:30', end: '14:30' } }, teacher_ids: [teacherUser.id] },
      })
    ).json().id as string;
  classA = await klass('숫자반 A');
  classB = await klass('숫자반 B');
  // Alice and Bob in class A; Carol in class B studies the same curriculum a lot.
  const a = await createUser(t.app, { courses: [classA] });
  const bob = await createUser(t.app, { courses: [classA] });
  const carol = await createUser(t.app, { courses: [classB] });
  aliceId = a.id;
  alice = await tokenFor(t.app, a);
  teacher = await tokenFor(t.app, teacherUser);
  const now = Date.now();
  // Alice: 3 hours 37 minutes 30 seconds of study over two days, one type done.
  for (let i = 0; i < 108; i += 1) await recordLearningEvents(t.app.deps, a.id, [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 120 }], new Date(now - 2 * DAY + i * 120_000));
  await recordLearningEvents(t.app.deps, a.id, [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 90 }], new Date(now - DAY));
  const complete = async (token: string, section: string, type: 'video' | 'practice') => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/learning/completion', headers: bearer(token), payload: { section_id: section, learning_type: type, completed: true } });
    expect(res.statusCode).toBe(200);
  };
  await complete(alice, '1', 'video');
  await complete(alice, '1', 'practice');
  await complete(await tokenFor(t.app, bob), '2', 'video');
  const carolToken = await tokenFor(t.app, carol);
  for (const section of ['1', '2', '3', '4', '5']) for (const type of ['video', 'practice'] as const) await complete(carolToken, section, type);
});
afterAll(() => t.close());

describe('every screen shows the same figures for one student', () => {
  it('student dashboard, profile, daily chart, teacher table, drill-down and CSV agree', async () => {
    const dash = (await get('/api/v1/student/dashboard', alice)).json();
    const profile = (await get('/api/v1/auth/me', alice)).json();
    const daily = (await get(`/api/v1/learning-progress/daily-stats?userId=${aliceId}&days=28`, alice)).json();
    const teacherDash = (await get(`/api/v1/teacher/dashboard?course_id=${classA}&fresh=1`, teacher)).json();
    const detail = (await get(`/api/v1/teacher/students/${aliceId}`, teacher)).json();
    const csv = (await get(`/api/v1/teacher/students.csv?course_id=${classA}`, teacher)).body.replace(/^\uFEFF/, '');

    const row = teacherDash.students.find((s: { student_id: number }) => s.student_id === aliceId);
    const course = dash.courses.find((c: { id: string }) => c.id === 'python');
    // Progress: one number everywhere, written by one formatter.
    const progress = course.progress;
    expect(progress).toBeGreaterThan(0);
    expect(row.progress_percentage).toBe(progress);
    expect(detail.courses[0].progress_percentage).toBe(progress);
    expect(dash.overview.avg_progress).toBe(progress);
    expect(profile.progress.total_progress).toBe(progress);
    const csvRecord = csv.split('\r\n')[1]!.split(',');
    const header = csv.split('\r\n')[0]!.split(',');
    expect(Number(csvRecord[header.indexOf('진도율(%)')])).toBe(progress);
    expect(formatPercent(progress)).toBe(`${progress}%`);

    // Study time: seconds from one source; the card, the chart total and the CSV agree.
    const seconds = dash.overview.total_study_time;
    expect(seconds).toBe(108 * 120 + 90);
    expect(formatStudyTime(seconds)).toBe('3시간 37분');
    expect(row.total_study_time).toBe(seconds);
    expect(detail.courses[0].total_study_time).toBe(seconds);
    expect(daily.days.reduce((sum: number, d: { study_seconds: number }) => sum + d.study_seconds, 0)).toBe(seconds);
    expect(Number(csvRecord[header.indexOf('학습 시간(분)')])).toBe(studyMinutes(seconds));
    expect(studyMinutes(seconds)).toBe(217);

    // The class average Alice sees is class A's (Alice and Bob), the one her teacher sees for class A.
    expect(dash.classAverage.students).toBe(2);
    expect(dash.classAverage.progress).toBeGreaterThan(0);
    expect(dash.classAverage.progress).toBe(teacherDash.overview.course_stats[0].avg_progress);
    expect(teacherDash.overview.course_stats[0]).toMatchObject({ course_id: classA, student_count: 2 });

    // The profile lists the class she was enrolled in without a request (roster import, admin enrolment).
    expect(profile.course_registrations).toEqual([expect.objectContaining({ course_id: classA, course_name: '숫자반 A', status: 'approved', user_type: 'student' })]);
    expect(classB).not.toBe(classA);
  });
});

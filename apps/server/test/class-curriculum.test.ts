import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepPercent, type StudentDashboard } from '@dodam/contracts';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// A class (반) made by an admin studies its content_id curriculum: its teacher sees its students'
// records in that curriculum, and its students see their progress in it, with the same number.
let t: TestApp;
let classId: string;
let teacher: string;
let student: { id: number; token: string };
let outsider: { id: number; token: string };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/courses',
    headers: bearer(admin),
    payload: {
      name: '파이썬기초1 — 통합반',
      description: '반과 커리큘럼 통합 테스트',
      category: 'Python',
      content_id: 'python',
      startDate: '2026-03-02',
      endDate: '2026-07-17',
      maxStudents: 30,
      dayOfWeek: ['월'],
      classTime: { 월: { start: '14:00', end: '15:30' } },
      instructorName: '김선생',
      duration: '20주',
      is_active: true,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  classId = made.json().id;
  const teacherUser = await createUser(t.app, { courses: [classId], userType: 'teacher' });
  teacher = await tokenFor(t.app, teacherUser);
  const s = await createUser(t.app, { courses: [classId] });
  student = { id: s.id, token: await tokenFor(t.app, s) };
  // A student of the catalogue course, not of the class: the class's teacher must not see them.
  const o = await createUser(t.app, { courses: ['python'] });
  outsider = { id: o.id, token: await tokenFor(t.app, o) };
  for (const who of [student, outsider]) {
    const done = await t.app.inject({ method: 'PUT', url: '/api/v1/learning/completion', headers: bearer(who.token), payload: { section_id: '1', learning_type: 'video', completed: true } });
    expect(done.statusCode).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

describe('a class follows its curriculum', () => {
  it("the class's teacher sees the class's students and their step in the curriculum", async () => {
    const res = await get(`/api/v1/teacher/dashboard?course_id=${classId}`, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const sections = t.app.content.course('python')!.sections.length;
    expect(body.overview.total_students).toBe(1);
    expect(body.students.map((s: { student_id: number }) => s.student_id)).toEqual([student.id]);
    expect(body.students[0]).toMatchObject({ total_sections: sections, progress_percentage: stepPercent(1, sections) });
    expect(body.insights.popular_sections).toEqual([t.app.content.section('1')!.title]);
  });

  it("the student sees the curriculum's progress, the same number as the teacher", async () => {
    const dash = (await get('/api/v1/student/dashboard', student.token)).json<StudentDashboard>();
    const teacherRow = (await get(`/api/v1/teacher/dashboard?course_id=${classId}`, teacher)).json().students[0];
    expect(dash.courses.map((c) => c.id)).toEqual(['python']);
    expect(dash.courses[0]!.progress).toBe(teacherRow.progress_percentage);
    expect(dash.overview.avg_progress).toBe(teacherRow.progress_percentage);
  });

  it("the class's teacher may open the class's student and not an outsider (404)", async () => {
    expect((await get(`/api/v1/learning-progress/daily-stats?userId=${student.id}`, teacher)).statusCode).toBe(200);
    expect((await get(`/api/v1/learning-progress/daily-stats?userId=${outsider.id}`, teacher)).statusCode).toBe(404);
  });
});

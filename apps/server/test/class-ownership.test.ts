import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@dodam/contracts';
import { updateUser } from '../src/db/queries/users.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// Issue 22: who teaches a class is the teacher accounts the admin assigns; the 강사 label is derived
// from them, and the teacher dashboard lists exactly the classes a teacher is assigned to.
const classPayload = (overrides: Record<string, unknown> = {}) => ({
  name: '소유반',
  description: '담당 강사 시험반',
  category: 'Python',
  content_id: 'python',
  startDate: '2026-03-02',
  endDate: '2026-07-17',
  maxStudents: 30,
  dayOfWeek: ['월'],
  classTime: { 월: { start: '14:00', end: '15:30' } },
  ...overrides,
});
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
});
afterAll(() => t.close());

async function teacher(fullName: string, spec: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, { userType: 'teacher', ...spec });
  await updateUser(t.app.db, user.id, { profile: { fullName } });
  return user;
}
const create = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses', headers: admin, payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const assign = (id: string, teacher_ids: unknown) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/courses/${id}/teachers`, headers: admin, payload: { teacher_ids } });
const teacherCourses = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/teacher/dashboard?fresh=1', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().overview.course_stats.map((c: { course_id: string }) => c.course_id).sort();
};

describe('teacher ownership of classes', () => {
  it('assigns teacher accounts at creation; the label comes from them, never from the free text', async () => {
    const kim = await teacher('김도담');
    const made = await create(classPayload({ name: '소유 1반', instructorName: '엉뚱한 이름', teacher_ids: [kim.id] }));
    expect(made.teachers).toEqual([{ id: kim.id, username: kim.username, name: '김도담' }]);
    expect(made.instructorName).toBe('김도담 선생님');
    expect(made.teacher_count).toBe(1);
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/courses?q=' + encodeURIComponent('김도담'), headers: admin })).json();
    expect(list.courses.map((c: { id: string }) => c.id)).toContain(made.id);
    const dash = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/courses', headers: admin })).json();
    expect(dash.courses.find((r: { course_id: string }) => r.course_id === made.id).instructor_name).toBe('김도담 선생님');
    const nobody = await create(classPayload({ name: '미정반', instructorName: '김도담' }));
    expect(nobody.instructorName).toBeNull();
    expect(nobody.teachers).toEqual([]);
  });

  it('the teacher dashboard lists exactly the assigned classes; reassignment moves access', async () => {
    const lee = await teacher('이하늘 선생님');
    const park = await teacher('박바다');
    const a = await create(classPayload({ name: '소유 A반', teacher_ids: [lee.id] }));
    const b = await create(classPayload({ name: '소유 B반' }));
    const leeToken = await tokenFor(t.app, lee);
    const parkToken = await tokenFor(t.app, park);
    expect(await teacherCourses(leeToken)).toEqual([a.id]);
    expect(await teacherCourses(parkToken)).toEqual([]);

    const both = await assign(b.id, [lee.id, park.id]);
    expect(both.statusCode).toBe(200);
    // Name order, and the typed title is not doubled.
    expect(both.json().instructorName).toBe('박바다 선생님, 이하늘 선생님');
    expect(await teacherCourses(leeToken)).toEqual([a.id, b.id].sort());
    expect(await teacherCourses(parkToken)).toEqual([b.id]);

    // Unassigning takes the class away, and its students with it (404, not a leak).
    expect((await assign(a.id, [])).statusCode).toBe(200);
    expect(await teacherCourses(leeToken)).toEqual([b.id]);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/dashboard?course_id=${a.id}`, headers: bearer(leeToken) });
    expect(gone.statusCode).toBe(404);
    const student = await createUser(t.app, { courses: [a.id] });
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${student.id}`, headers: bearer(leeToken) });
    expect(detail.statusCode).toBe(404);

    // Editing the class through the form keeps its teachers when teacher_ids is not sent.
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/courses/${b.id}`, headers: admin, payload: classPayload({ name: '소유 B반 (수정)' }) });
    expect(edited.json().teachers.map((x: { id: number }) => x.id).sort()).toEqual([lee.id, park.id].sort());
    const replaced = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/courses/${b.id}`, headers: admin, payload: classPayload({ name: '소유 B반', teacher_ids: [park.id] }) });
    expect(replaced.json().teachers.map((x: { id: number }) => x.id)).toEqual([park.id]);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?action=course.teachers&target_id=${b.id}`, headers: admin })).json();
    expect(audit.entries.length).toBeGreaterThanOrEqual(2);
    expect(audit.entries.some((e: { details: { removed: number[] } }) => e.details.removed.includes(lee.id))).toBe(true);
    // The audit screen gets names, not raw ids.
    expect(audit.entries[0].target_name).toBe('소유 B반');
    expect(audit.entries.flatMap((e: { related_names: string[] }) => e.related_names)).toContain(`박바다 (${park.username})`);
  });

  it('refuses students, pending or suspended teachers and unknown ids (422), changing nothing', async () => {
    const ok = await teacher('정가람');
    const made = await create(classPayload({ name: '소유 거절반', teacher_ids: [ok.id] }));
    const student = await createUser(t.app);
    const pending = await teacher('최대기', { approvalStatus: 'pending' });
    const suspended = await teacher('한정지');
    await updateUser(t.app.db, suspended.id, { status: 'suspended' });
    for (const bad of [[student.id], [pending.id], [suspended.id], [999_999], [ok.id, student.id]]) {
      const res = await assign(made.id, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(ADMIN_MSG.teacherNotAssignable);
    }
    const createBad = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses', headers: admin, payload: classPayload({ name: '생성 거절반', teacher_ids: [student.id] }) });
    expect(createBad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/courses?q=' + encodeURIComponent('생성 거절반'), headers: admin })).json().courses).toEqual([]);
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${made.id}`, headers: admin })).json();
    expect(after.teachers.map((x: { id: number }) => x.id)).toEqual([ok.id]);
    expect((await assign(made.id, 'x')).statusCode).toBe(422);
    expect((await assign('class-nope', [ok.id])).statusCode).toBe(404);
    // Only admins assign.
    const asTeacher = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/courses/${made.id}/teachers`, headers: bearer(await tokenFor(t.app, ok)), payload: { teacher_ids: [ok.id] } });
    expect([401, 403]).toContain(asTeacher.statusCode);
  });
});

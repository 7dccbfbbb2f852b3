// Issue 22: a teacher code cannot make anyone a teacher by itself, and a role change leaves no
// enrolment of the old kind behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@dodam/contracts';
import { sql } from 'drizzle-orm';
import { adminToken, bearer, createTestApp, createClass, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';
import { insertRegistrationCode } from '../src/db/queries/registration-codes.js';

let t: TestApp;
let admin: Record<string, string>;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
  classId = await createClass(t.app, admin, { name: '교사 코드 시험반', description: '교사 코드' });
});
afterAll(() => t.close());

const generate = (payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/codes`, headers: admin, payload });

function registerWith(code: string) {
  const username = uniqueName('tcode');
  const body = { username, email: `${username}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'student', registration_code: code }] };
  return { body, res: t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body }) };
}

describe('teacher codes', () => {
  it('refuses to generate an auto-approving teacher code (both endpoints), in Korean', async () => {
    const res = await generate({ count: 1, user_type: 'teacher', auto_approve: true });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(ADMIN_MSG.teacherCodeAutoApprove);
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/courses/registration-codes/generate',
      headers: admin,
      payload: { course_id: classId, user_type: 'teacher', count: 1, auto_approve: true },
    });
    expect(legacy.statusCode).toBe(422);
    // The database refuses such a row too.
    await expect(insertRegistrationCode(t.app.db, { code: 'DODAM-TEAC-HERX', courseId: classId, memberType: 'teacher', autoApprove: true })).rejects.toThrow();
  });

  it('a teacher code makes a pending teacher request; only an admin approval makes a teacher', async () => {
    const [code] = (await generate({ count: 1, user_type: 'teacher' })).json().codes as { code: string; auto_approve: boolean }[];
    expect(code!.auto_approve).toBe(false);
    const { body, res } = registerWith(code!.code);
    const registered = await res;
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ approval_status: 'pending' });
    expect(registered.json().course_registrations[0]).toMatchObject({ user_type: 'teacher', status: 'pending' });
    expect((await login(t.app, body.username, body.password)).statusCode).toBe(403);

    const approved = await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: admin, payload: { user_id: registered.json().user.id } });
    expect(approved.statusCode).toBe(200);
    const me = (await login(t.app, body.username, body.password)).json();
    expect(me.user.user_type).toBe('teacher');
  });

  it('an old teacher row still marked auto-approve (before the rule) does not approve at sign-up', async () => {
    // Simulate a row from before the constraint: drop it for this one insert, then restore it.
    await t.app.db.execute(sql`alter table registration_codes drop constraint registration_codes_teacher_manual_ck`);
    try {
      await insertRegistrationCode(t.app.db, { code: 'DODAM-OLDT-EACH', courseId: classId, memberType: 'teacher', autoApprove: true });
      const { res } = registerWith('DODAM-OLDT-EACH');
      const registered = await res;
      expect(registered.statusCode).toBe(201);
      expect(registered.json().user.approval_status).toBe('pending');
    } finally {
      await t.app.db.execute(sql`update registration_codes set auto_approve = false where member_type = 'teacher'`);
      await t.app.db.execute(sql`alter table registration_codes add constraint registration_codes_teacher_manual_ck check (member_type = 'student' or not auto_approve)`);
    }
  });
});

describe('role changes clean up enrolments', () => {
  it('demoting a teacher removes its 강사 enrolments in the same change; promoting a student removes its student seats', async () => {
    const teacher = await createUser(t.app, { userType: 'teacher', courses: [classId] });
    const demoted = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${teacher.id}/type`, headers: admin, payload: { user_type: 'student' } });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user_type).toBe('student');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json();
    expect(detail.students.find((s: { id: number }) => s.id === teacher.id)).toBeUndefined();
    const token = await tokenFor(t.app, teacher);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/v1/student/dashboard', headers: bearer(token) });
    expect(dashboard.statusCode).toBe(200);
    expect(JSON.stringify(dashboard.json())).not.toContain(classId);

    const student = await createUser(t.app, { courses: [classId] });
    await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${student.id}/type`, headers: admin, payload: { user_type: 'teacher' } });
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json();
    expect(after.students.find((s: { id: number }) => s.id === student.id)).toBeUndefined();
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=user.type', headers: admin })).json();
    expect(audit.entries[0].details).toMatchObject({ to: 'teacher', removed_from: [classId] });
  });
});

// Issue 22: an account carries a real name and, for a student, optional 학년·반·번호.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createTestApp, login, uniqueName, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
});
afterAll(() => t.close());

const register = (extra: object) => {
  const username = uniqueName('named');
  const body = { username, email: `${username}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }], ...extra };
  return { username, body, res: t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body }) };
};

describe('registration with a name and 학년·반·번호', () => {
  it('stores them; /auth/me shows the display name and school identity', async () => {
    const { username, body, res } = register({ full_name: ' 홍길동 ', school: { grade: 2, class_number: 3, student_number: 14 } });
    const created = await res;
    expect(created.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: admin, payload: { user_id: created.json().user.id } });
    const me = (await login(t.app, username, body.password)).json().user;
    expect(me).toMatchObject({ display_name: '홍길동', profile: { fullName: '홍길동' }, school: { grade: 2, class_number: 3, student_number: 14, student_code: null } });
  });

  it('refuses an out-of-range 번호 with a Korean message; without a name the username is shown', async () => {
    const bad = await register({ full_name: '김', school: { student_number: 120 } }).res;
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('번호는 1~99 사이의 숫자로 입력해 주세요.');
    const { username, body, res } = register({});
    const created = await res;
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: admin, payload: { user_id: created.json().user.id } });
    expect((await login(t.app, username, body.password)).json().user.display_name).toBe(username);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { createTestApp, login, uniqueName, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('reg');
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret1',
    user_type: 'student',
    birth_year: 2000,
    consents: { privacy: true },
    course_registrations: [
      { course_id: 'python', user_type: 'student', registration_message: '열심히 할게요' },
      { course_id: 'ai-math', user_type: 'teacher' },
    ],
    ...overrides,
  };
}

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });

describe('POST /auth/register', () => {
  it('creates a pending student with one pending request per course', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.user).toMatchObject({ username: body.username, approval_status: 'pending' });
    expect(json.course_registrations).toHaveLength(2);
    expect(json.course_registrations[0]).toMatchObject({ course_id: 'python', course_name: '파이썬기초1', user_type: 'student', status: 'pending', registration_message: '열심히 할게요' });
    expect(json.course_registrations[1]).toMatchObject({ course_id: 'ai-math', user_type: 'teacher', status: 'pending' });
    const loginRes = await login(t.app, body.username, body.password);
    expect(loginRes.statusCode).toBe(403);
    expect(loginRes.json().detail.type).toBe('approval_pending');
  });

  it.each(['admin', 'ADMIN', 'Admin'])('refuses the reserved username %s', async (username) => {
    const res = await register(registration({ username, email: `${uniqueName()}@example.com` }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(MSG.usernameReserved);
  });

  it('refuses a duplicate username or email in any letter case (409)', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const sameName = await register(registration({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().detail).toBe(MSG.usernameTaken);
    const sameEmail = await register(registration({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toBe(MSG.emailTaken);
  });

  it('never lets two racing sign-ups take the same name', async () => {
    const base = registration();
    const results = await Promise.all([register(base), register({ ...base, email: `other-${base.email}` })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('enforces password length, at least one course, known courses, and member types', async () => {
    const short = await register(registration({ password: '12345' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(MSG.passwordTooShort);
    const none = await register(registration({ course_registrations: [] }));
    expect(none.json().detail).toBe(MSG.courseRequired);
    const unknown = await register(registration({ course_registrations: [{ course_id: 'no-such-course' }] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(MSG.courseNotFound);
    const twice = await register(registration({ course_registrations: [{ course_id: 'python' }, { course_id: 'python' }] }));
    expect(twice.json().detail).toBe(MSG.courseDuplicated);
    const badType = await register(registration({ course_registrations: [{ course_id: 'python', user_type: 'admin' }] }));
    expect(badType.statusCode).toBe(422);
    const teacherAccount = await register(registration({ user_type: 'teacher' }));
    expect(teacherAccount.statusCode).toBe(422);
  });

  it('defaults the member type to student', async () => {
    const res = await register(registration({ course_registrations: [{ course_id: 'python' }] }));
    expect(res.json().course_registrations[0].user_type).toBe('student');
  });
});

describe('POST /public/check-duplicate', () => {
  it('reports availability for username and email, case-insensitively', async () => {
    const body = registration();
    await register(body);
    const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/public/check-duplicate', payload });
    expect((await check({ username: body.username.toUpperCase() })).json()).toMatchObject({ username_available: false, message: MSG.usernameTaken });
    expect((await check({ username: uniqueName() })).json()).toMatchObject({ username_available: true });
    expect((await check({ username: 'admin' })).json()).toMatchObject({ username_available: false, message: MSG.usernameReserved });
    expect((await check({ email: body.email.toUpperCase() })).json()).toMatchObject({ email_available: false });
    expect((await check({ email: 'free@example.com' })).json()).toMatchObject({ email_available: true });
    expect((await check({})).statusCode).toBe(422);
    expect((await check({ username: 'a', email: 'b@c.d' })).statusCode).toBe(422);
  });
});

describe('GET /public/courses', () => {
  it('lists the 8 catalogue courses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/courses' });
    expect(res.statusCode).toBe(200);
    const courses = res.json();
    expect(courses).toHaveLength(8);
    expect(courses.map((c: { id: string }) => c.id)).toContain('python');
    expect(courses.find((c: { id: string }) => c.id === 'python')).toMatchObject({ name: '파이썬기초1', section_count: 16 });
    expect(courses.filter((c: { id: string }) => c.id !== 'python').every((c: { section_count: number }) => c.section_count === 4)).toBe(true);
  });
});

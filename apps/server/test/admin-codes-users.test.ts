import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MSG } from '@dodam/contracts';
import { adminToken, bearer, createTestApp, createClass, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let classId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
  classId = await createClass(t.app, admin, { name: '파이썬기초1 — 1반', description: '코드 시험반' });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
const validate = (code: string, ip = nextIp()) => t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code }, remoteAddress: ip });
const generate = (payload: object, course = classId) => t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${course}/codes`, headers: admin, payload });

function registerWith(code: string, courseId = classId) {
  const username = uniqueName('coded');
  const body = { username, email: `${username}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: courseId, user_type: 'student', registration_code: code }] };
  return { body, res: t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body }) };
}

describe('registration codes', () => {
  it('generates 30 unique unguessable auto-approve codes; one registers a student who can log in at once', async () => {
    const res = await generate({ count: 30, user_type: 'student', max_uses: 1, auto_approve: true });
    expect(res.statusCode).toBe(201);
    const codes: { code: string; status: string; auto_approve: boolean }[] = res.json().codes;
    expect(codes).toHaveLength(30);
    expect(new Set(codes.map((c) => c.code)).size).toBe(30);
    for (const c of codes) {
      expect(c.code).toMatch(/^DODAM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(c).toMatchObject({ status: 'active', auto_approve: true });
    }
    const code = codes[0]!.code;
    const check = await validate(code.toLowerCase());
    expect(check.json()).toMatchObject({ valid: true, course_id: classId, course_name: '파이썬기초1 — 1반', user_type: 'student', message: MSG.codeValid });

    const { body, res: reg } = registerWith(code.toLowerCase());
    const registered = await reg;
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.approval_status).toBe('approved');
    expect(registered.json().course_registrations[0]).toMatchObject({ course_id: classId, status: 'approved' });
    const loginRes = await login(t.app, body.username, body.password);
    expect(loginRes.statusCode).toBe(200);
    expect(loginRes.json().user).toMatchObject({ approval_status: 'approved', user_type: 'student' });

    // The code is used up, its use recorded with who and when; the admin sees it on the approved request.
    expect((await validate(code)).json()).toMatchObject({ valid: false, message: MSG.codeInvalid });
    const detailed = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}/codes/detailed`, headers: admin })).json();
    const used = detailed.codes.find((c: { code: string }) => c.code === code);
    expect(used).toMatchObject({ status: 'used_up', used_count: 1, created_by: 'admin' });
    expect(used.uses).toEqual([expect.objectContaining({ username: body.username })]);
    const requests = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?limit=50', headers: admin })).json().requests;
    expect(requests.find((r: { username: string }) => r.username === body.username)).toMatchObject({ status: 'approved', registration_code: code, submitted_code: code });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json();
    expect(detail.students.map((s: { username: string }) => s.username)).toContain(body.username);

    const again = registerWith(code);
    const refused = await again.res;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(MSG.codeInvalid);
  });

  it('an ordinary code leaves the request pending with the code shown to the admin; approval keeps the count', async () => {
    const [code] = (await generate({ count: 1, max_uses: 5 })).json().codes as { code: string }[];
    const { body, res } = registerWith(code!.code);
    const registered = await res;
    expect(registered.json().user.approval_status).toBe('pending');
    const requests = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?status=pending', headers: admin })).json().requests;
    const request = requests.find((r: { username: string }) => r.username === body.username);
    expect(request).toMatchObject({ submitted_code: code!.code, status: 'pending' });
    const approved = await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: admin, payload: { user_id: request.user_id } });
    expect(approved.json().registration_code).toBe(code!.code);
    const codes = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}/codes`, headers: admin })).json().codes;
    expect(codes.find((c: { code: string }) => c.code === code!.code)).toMatchObject({ used_count: 1, status: 'active' });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=approval.approve', headers: admin })).json();
    expect(audit.entries[0]).toMatchObject({ target_type: 'user', target_id: String(request.user_id), details: { registration_code: code!.code } });
  });

  it('expires and reissues codes, with stats and audit entries', async () => {
    const made = (await generate({ count: 3, max_uses: 2, auto_approve: true, expires_at: '2099-12-31' })).json().codes as { code: string }[];
    const expired = await t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/codes/expire`, headers: admin, payload: { codes: [made[0]!.code] } });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ expired: 1, codes: [{ code: made[0]!.code, status: 'expired' }] });
    expect((await validate(made[0]!.code)).json()).toMatchObject({ valid: false, message: MSG.codeInvalid });

    const reissued = await t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/codes/reissue`, headers: admin, payload: { codes: [made[1]!.code, made[2]!.code] } });
    expect(reissued.statusCode).toBe(200);
    const fresh = reissued.json().codes as { code: string; max_uses: number; auto_approve: boolean; status: string; expires_at: string }[];
    expect(fresh).toHaveLength(2);
    for (const c of fresh) expect(c).toMatchObject({ max_uses: 2, auto_approve: true, status: 'active' });
    expect(fresh[0]!.expires_at.startsWith('2099-12-31')).toBe(true);
    expect((await validate(made[1]!.code)).json().valid).toBe(false);

    const stats = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}/codes/stats`, headers: admin })).json();
    expect(stats.expired).toBeGreaterThanOrEqual(3);
    expect(stats.total).toBe(stats.active + stats.expired + stats.used_up);

    const foreign = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses/python/codes/expire', headers: admin, payload: { codes: [fresh[0]!.code] } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(ADMIN_MSG.codeNotInCourse);
    const actions = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?target_type=course&target_id=${classId}`, headers: admin })).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['code.generate', 'code.expire', 'code.reissue']));
  });

  it('validates generation input and the spec endpoint registration-codes/generate', async () => {
    const past = await generate({ count: 1, expires_at: '2001-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().detail).toBe(ADMIN_MSG.codeExpiryPast);
    expect((await generate({ count: 0 })).statusCode).toBe(422);
    expect((await generate({ count: 1 }, 'class-nope')).statusCode).toBe(404);
    const legacy = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses/registration-codes/generate', headers: admin, payload: { course_id: 'ai-math', user_type: 'teacher', count: 1 } });
    expect(legacy.statusCode).toBe(201);
    expect(legacy.json().codes[0]).toMatchObject({ course_id: 'ai-math', user_type: 'teacher' });
  });

  it('a code for another course is refused at registration', async () => {
    const [code] = (await generate({ count: 1 })).json().codes as { code: string }[];
    const { res } = registerWith(code!.code, 'ai-math');
    const refused = await res;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(MSG.codeInvalid);
  });

  it('a full class refuses auto-approved sign-ups and approvals, keeping nothing', async () => {
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/courses',
      headers: admin,
      payload: { name: '한 자리 반', description: '정원 1', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 1, dayOfWeek: ['금'], classTime: { 금: { start: '09:00', end: '10:00' } }, instructorName: '최선생' },
    });
    const smallId = small.json().id as string;
    const codes = (await generate({ count: 2, auto_approve: true }, smallId)).json().codes as { code: string }[];
    const first = registerWith(codes[0]!.code, smallId);
    expect((await first.res).statusCode).toBe(201);
    const second = registerWith(codes[1]!.code, smallId);
    const refused = await second.res;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(ADMIN_MSG.courseFull);
    expect((await login(t.app, second.body.username, second.body.password)).statusCode).toBe(401);
    expect((await validate(codes[1]!.code)).json().valid).toBe(true);
    // An ordinary request for the full class cannot be approved either.
    const name = uniqueName('full');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { username: name, email: `${name}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: smallId, user_type: 'student' }] },
    });
    expect(created.statusCode).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: admin, payload: { user_id: created.json().user.id } });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().detail).toContain(ADMIN_MSG.courseFull);
  });

  it('limits invalid code guesses per IP (valid checks are not counted)', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < t.app.config.CODE_GUESSES_PER_ADDRESS; i += 1) expect((await validate('DODAM-AAAA-BBBB', ip)).statusCode).toBe(200);
    const limited = await validate('DODAM-AAAA-BBBB', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/잘못된 등록 코드가 너무 많이/);
    expect((await validate('DODAM-AAAA-BBBB', '10.200.0.2')).statusCode).toBe(200);
  });
});

describe('users', () => {
  it('lists with filters; suspending revokes a live session at once', async () => {
    const student = await createUser(t.app, { courses: [classId] });
    const token = await tokenFor(t.app, student);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const suspended = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${student.id}/status`, headers: admin, payload: { status: 'suspended' } });
    expect(suspended.json().status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(t.app, student.username, student.password)).statusCode).toBe(403);

    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?status=suspended&course_id=${classId}`, headers: admin })).json();
    expect(list.users.map((u: { id: number }) => u.id)).toEqual([student.id]);
    await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${student.id}/status`, headers: admin, payload: { status: 'active' } });
    expect((await login(t.app, student.username, student.password)).statusCode).toBe(200);

    const typed = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${student.id}/type`, headers: admin, payload: { user_type: 'teacher' } });
    expect(typed.json().user_type).toBe('teacher');
    const actions = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?target_type=user&target_id=${student.id}`, headers: admin })).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.type', 'user.status', 'user.status']);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${student.id}/status`, headers: admin, payload: { status: 'disabled' } });
    expect(bad.statusCode).toBe(422);
  });

  it('password reset: one-time temporary password, sessions revoked, new password forced at next login', async () => {
    const student = await createUser(t.app);
    const oldToken = await tokenFor(t.app, student);
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${student.id}/reset-password`, headers: admin });
    expect(reset.statusCode).toBe(200);
    const temporary: string = reset.json().temporary_password;
    expect(reset.json().delivery).toBe('shown');
    expect(temporary).toMatch(/^[A-Za-z2-9]{10}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await login(t.app, student.username, student.password)).statusCode).toBe(401);

    const tempLogin = await login(t.app, student.username, temporary);
    expect(tempLogin.statusCode).toBe(200);
    expect(tempLogin.json().user.must_change_password).toBe(true);
    const tempToken = bearer(tempLogin.json().access_token);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/v1/contents', headers: tempToken });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe(ADMIN_MSG.mustChangePassword);

    const wrong = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: tempToken, payload: { current_password: 'nope', new_password: 'fresh-pass', new_password_confirm: 'fresh-pass' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(ADMIN_MSG.currentPasswordWrong);
    const mismatch = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: tempToken, payload: { current_password: temporary, new_password: 'fresh-pass', new_password_confirm: 'other' } });
    expect(mismatch.json().detail).toBe(MSG.passwordMismatch);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: tempToken, payload: { current_password: temporary, new_password: 'fresh-pass', new_password_confirm: 'fresh-pass' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().must_change_password).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contents', headers: tempToken })).statusCode).toBe(200);
    expect((await login(t.app, student.username, 'fresh-pass')).statusCode).toBe(200);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=user.password_reset', headers: admin })).json();
    expect(audit.entries[0]).toMatchObject({ target_id: String(student.id) });
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('own password change needs the current password and revokes the other sessions only', async () => {
    const user = await createUser(t.app);
    const here = bearer(await tokenFor(t.app, user));
    const elsewhere = bearer(await tokenFor(t.app, user));
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: here, payload: { current_password: user.password, new_password: 'another1', new_password_confirm: 'another1' } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: here })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: elsewhere })).statusCode).toBe(401);
    const short = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/password', headers: here, payload: { current_password: 'another1', new_password: '123', new_password_confirm: '123' } });
    expect(short.json().detail).toBe(MSG.passwordTooShort);
  });

  it('refuses to change itself or an unknown user', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/profile', headers: admin })).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${me.id}/reset-password`, headers: admin })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/999999/reset-password', headers: admin })).statusCode).toBe(404);
  });
});

describe('bulk CSV enrolment', () => {
  const enrol = (csv: string) => t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/enrol-csv`, headers: admin, payload: { csv } });

  it('reports bad rows by line and creates nothing', async () => {
    const existing = await createUser(t.app);
    const a = uniqueName('csv');
    const csv = [
      'username,email,full name',
      `${a},${a}@example.com,김하나`,
      `bad name!,x@example.com,이둘`,
      `${uniqueName('csv')},not-an-email,박셋`,
      `${existing.username},new@example.com,최넷`,
      `${a},${a}2@example.com,정다섯`,
      `${uniqueName('csv')},only-two@example.com`,
    ].join('\n');
    const res = await enrol(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(ADMIN_MSG.csvInvalid);
    const lines = res.json().errors.map((e: { field: string }) => e.field);
    expect(lines).toEqual(['csv.3', 'csv.4', 'csv.5', 'csv.6', 'csv.7']);
    expect(res.json().errors[3].message).toContain('2행과 아이디가 같습니다');
    const found = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?search=${a}`, headers: admin })).json();
    expect(found.total).toBe(0);
  });

  it('creates approved, enrolled accounts with passwords returned once', async () => {
    const names = [uniqueName('csv'), uniqueName('csv')];
    const res = await enrol(`username,email,full name\n${names[0]},${names[0]}@example.com,"김, 하나"\n${names[1]},${names[1]}@example.com,이둘\n`);
    expect(res.statusCode).toBe(201);
    const accounts = res.json().accounts as { username: string; password: string; full_name: string; line: number }[];
    expect(accounts.map((x) => [x.line, x.username, x.full_name])).toEqual([
      [2, names[0], '김, 하나'],
      [3, names[1], '이둘'],
    ]);
    const first = await login(t.app, names[0]!, accounts[0]!.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.must_change_password).toBe(true);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${classId}`, headers: admin })).json();
    expect(detail.students.map((s: { username: string }) => s.username)).toEqual(expect.arrayContaining(names));
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=course.bulk_enrol', headers: admin })).json();
    expect(audit.entries[0].details.count).toBe(2);
  });
});

describe('outbox and stats', () => {
  it('lists, marks read and resends notifications', async () => {
    const user = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/notification/send-approval-email?user_id=${user.id}&approval_status=approved`, headers: admin });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/notifications', headers: admin })).json();
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const entry = list.notifications[0];
    expect(entry).toMatchObject({ to_email: user.email, status: 'outbox', read_at: null });
    const read = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/notifications/${entry.id}/read`, headers: admin });
    expect(read.json().read_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/notifications', headers: admin })).json().unread).toBe(list.unread - 1);
    const resent = await t.app.inject({ method: 'POST', url: `/api/v1/admin/notifications/${entry.id}/resend`, headers: admin });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().notification).toMatchObject({ to_email: user.email, subject: entry.subject });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/notifications/999999/read', headers: admin })).statusCode).toBe(404);
  });

  it('answers operating statistics from records', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats?_t=1', headers: admin })).json();
    expect(stats.courses.classes).toBeGreaterThanOrEqual(1);
    expect(stats.codes.total_uses).toBeGreaterThanOrEqual(2);
    expect(stats.users.students).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { adminToken, bearer, createClass, createTestApp, login, uniqueName, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

async function signUp(courses: { course_id: string; user_type?: string; registration_code?: string }[] = [{ course_id: 'python' }]) {
  const username = uniqueName('apply');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { username, email: `${username}@example.com`, password: 'secret1', birth_year: 2000, consents: { privacy: true }, course_registrations: courses },
  });
  expect(res.statusCode).toBe(201);
  const json = res.json();
  return { username, password: 'secret1', id: json.user.id as number, requestIds: json.course_registrations.map((r: { id: number }) => r.id) as number[] };
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

describe('approval requests', () => {
  it('lists pending requests first with user and course names', async () => {
    const a = await signUp([{ course_id: 'python' }, { course_id: 'ai-literacy', user_type: 'teacher' }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?limit=50&_t=123', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pending).toBeGreaterThanOrEqual(2);
    const mine = body.requests.filter((r: { user_id: number }) => r.user_id === a.id);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toMatchObject({ username: a.username, course_name: 'AI 리터러시', user_type: 'teacher', status: 'pending', account_status: 'pending' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?limit=0', headers: bearer(admin) })).statusCode).toBe(422);
  });

  it('approving one request enrols the user, generates a code and lets them log in', async () => {
    const a = await signUp([{ course_id: 'python' }, { course_id: 'ai-math' }]);
    const res = await post('/api/v1/admin/approval/approve', { user_id: a.id, request_id: a.requestIds[0], action: 'approve', admin_message: '환영합니다' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approval_status: 'approved', processed_request_ids: [a.requestIds[0]] });
    expect(res.json().registration_code).toMatch(/^DODAM-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const loginRes = await login(t.app, a.username, a.password);
    expect(loginRes.statusCode).toBe(200);
    const regs = loginRes.json().user.course_registrations;
    expect(regs.map((r: { status: string }) => r.status)).toEqual(['approved', 'pending']);
    // processing the same request twice is a conflict
    const again = await post('/api/v1/admin/approval/approve', { user_id: a.id, request_id: a.requestIds[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MSG.requestAlreadyProcessed);
  });

  it('approving a teacher request makes the account a teacher', async () => {
    const a = await signUp([{ course_id: 'python', user_type: 'teacher' }]);
    await post('/api/v1/admin/approval/approve', { user_id: a.id });
    const loginRes = await login(t.app, a.username, a.password);
    expect(loginRes.json().user.user_type).toBe('teacher');
  });

  it('uses an admin-provided approval code and refuses it a second time', async () => {
    const a = await signUp();
    const b = await signUp();
    const first = await post('/api/v1/admin/approval/approve', { user_id: a.id, registration_code: 'CLASS-2026-A' });
    expect(first.json().registration_code).toBe('CLASS-2026-A');
    const second = await post('/api/v1/admin/approval/approve', { user_id: b.id, registration_code: 'CLASS-2026-A' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(MSG.approvalCodeTaken);
    const bad = await post('/api/v1/admin/approval/approve', { user_id: b.id, registration_code: '한글코드' });
    expect(bad.statusCode).toBe(422);
  });

  it('rejection needs a reason, rejects the account when nothing else is left, and shows the reason at login', async () => {
    const a = await signUp();
    const noReason = await post('/api/v1/admin/approval/reject', { user_id: a.id, rejection_reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail).toBe(MSG.rejectionReasonRequired);
    const res = await post('/api/v1/admin/approval/reject', { user_id: a.id, rejection_reason: '수강 대상이 아닙니다', action: 'reject' });
    expect(res.statusCode).toBe(200);
    expect(res.json().approval_status).toBe('rejected');
    const loginRes = await login(t.app, a.username, a.password);
    expect(loginRes.statusCode).toBe(403);
    expect(loginRes.json().detail).toMatchObject({ type: 'approval_rejected', rejection_reason: '수강 대상이 아닙니다' });
  });

  it('rejecting one course of an approved user keeps the account approved', async () => {
    const a = await signUp([{ course_id: 'python' }, { course_id: 'ai-math' }]);
    await post('/api/v1/admin/approval/approve', { user_id: a.id, request_id: a.requestIds[0] });
    const res = await post('/api/v1/admin/approval/reject', { user_id: a.id, request_id: a.requestIds[1], rejection_reason: '정원 초과' });
    expect(res.json().approval_status).toBe('approved');
    expect((await login(t.app, a.username, a.password)).statusCode).toBe(200);
  });

  it('answers 404 for unknown users and requests, including a request of another user', async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await post('/api/v1/admin/approval/approve', { user_id: 999999 })).statusCode).toBe(404);
    const cross = await post('/api/v1/admin/approval/approve', { user_id: a.id, request_id: b.requestIds[0] });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().detail).toBe(MSG.requestNotFound);
  });

  it('a registration code entered at sign-up is validated and becomes the approval code', async () => {
    const a = await signUp();
    await post('/api/v1/admin/approval/approve', { user_id: a.id, registration_code: 'TEACHER-CODE-1' });
    // used codes are no longer valid
    const used = await t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code: 'teacher-code-1' } });
    expect(used.json()).toMatchObject({ valid: false, message: MSG.codeInvalid });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code: 'NOPE-0000' } });
    expect(unknown.json()).toMatchObject({ valid: false, message: MSG.codeInvalid });
    // an active multi-use code
    const { registrationCodes } = await import('../src/db/schema.js');
    await t.app.db.insert(registrationCodes).values({ code: 'CLASS-OPEN-1', courseId: 'python', memberType: 'student', maxUses: 30 });
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code: 'class-open-1' } });
    expect(ok.json()).toMatchObject({ valid: true, course_id: 'python', course_name: '파이썬기초1', user_type: 'student' });
    const withCode = await signUp([{ course_id: 'python', registration_code: 'class-open-1' }]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?status=pending', headers: bearer(admin) });
    expect(list.json().requests.find((r: { user_id: number }) => r.user_id === withCode.id).submitted_code).toBe('CLASS-OPEN-1');
    const approved = await post('/api/v1/admin/approval/approve', { user_id: withCode.id });
    expect(approved.json().registration_code).toBe('CLASS-OPEN-1');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { username: uniqueName(), email: `${uniqueName()}@example.com`, password: 'secret1', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'ai-math', registration_code: 'CLASS-OPEN-1' }] },
    });
    expect(mismatch.statusCode).toBe(422);
  });
});

type Listed = { id: number; status: string; course_archived: boolean };
const list = async (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/admin/approval/requests?${query}`, headers: bearer(admin) });

describe('approval list filter and paging', () => {
  it('filters by status or archived class and counts what matched', async () => {
    const classId = await createClass(t.app, bearer(admin), { name: '필터 시험반' });
    const waiting = await signUp([{ course_id: 'python' }]);
    const approved = await signUp([{ course_id: 'python' }]);
    await post('/api/v1/admin/approval/approve', { user_id: approved.id });
    const rejected = await signUp([{ course_id: 'python' }]);
    await post('/api/v1/admin/approval/reject', { user_id: rejected.id, rejection_reason: '정원 초과' });
    const closed = await signUp([{ course_id: classId }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/archive`, headers: bearer(admin) })).statusCode).toBe(200);

    const ids = async (query: string) => {
      const res = await list(`limit=200&${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.matched).toBe(body.requests.length);
      return body.requests as Listed[];
    };
    const pending = await ids('status=pending');
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.map((r) => r.id)).toContain(waiting.requestIds[0]);
    expect(pending.map((r) => r.id)).not.toContain(approved.requestIds[0]);
    const approvedRows = await ids('status=approved');
    expect(approvedRows.every((r) => r.status === 'approved')).toBe(true);
    expect(approvedRows.map((r) => r.id)).toEqual(expect.arrayContaining(approved.requestIds));
    const rejectedRows = await ids('status=rejected');
    expect(rejectedRows.every((r) => r.status === 'rejected')).toBe(true);
    // Archiving the class closed its pending request: it is a rejected one, and on the archived list.
    expect(rejectedRows.map((r) => r.id)).toEqual(expect.arrayContaining([...rejected.requestIds, ...closed.requestIds]));
    const archived = await ids('status=archived');
    expect(archived.map((r) => r.id)).toEqual(closed.requestIds);
    expect(archived.every((r) => r.course_archived)).toBe(true);
    const all = await list('limit=200');
    expect(all.json().matched).toBe(all.json().total);
    expect(all.json().total).toBe(pending.length + approvedRows.length + rejectedRows.length);
    expect(all.json().pending).toBe(pending.length);
  });

  it('pages through the list with offset: every request once, in the same order as one long page', async () => {
    for (let i = 0; i < 3; i += 1) await signUp([{ course_id: 'python' }, { course_id: 'ai-math' }]);
    const whole = (await list('limit=200&status=pending')).json() as { requests: Listed[]; matched: number };
    expect(whole.matched).toBeGreaterThanOrEqual(6);
    const paged: number[] = [];
    for (let offset = 0; offset < whole.matched; offset += 4) {
      const page = await list(`limit=4&offset=${offset}&status=pending`);
      expect(page.statusCode).toBe(200);
      expect(page.json().matched).toBe(whole.matched);
      paged.push(...(page.json().requests as Listed[]).map((r) => r.id));
    }
    expect(paged).toEqual(whole.requests.map((r) => r.id));
    expect((await list(`limit=4&offset=${whole.matched}&status=pending`)).json().requests).toEqual([]);
  });

  it('refuses a bad filter or offset with a Korean message, and is for administrators only', async () => {
    const bad = await list('status=everything');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('상태 필터는');
    const negative = await list('offset=-1');
    expect(negative.statusCode).toBe(422);
    expect(JSON.stringify(negative.json())).toMatch(/[가-힣]/);
    expect((await list('offset=abc')).statusCode).toBe(422);
    const a = await signUp();
    await post('/api/v1/admin/approval/approve', { user_id: a.id });
    const student = (await login(t.app, a.username, a.password)).json().access_token as string;
    const asStudent = await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?status=pending', headers: bearer(student) });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/approval/requests?status=pending' })).statusCode).toBe(401);
  });
});

describe('approval email', () => {
  it('writes the notice to the outbox with the course and code', async () => {
    const a = await signUp();
    const approved = await post('/api/v1/admin/approval/approve', { user_id: a.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/notification/send-approval-email?user_id=${a.id}&approval_status=approved&admin_message=${encodeURIComponent('반가워요')}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toBe('outbox');
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/admin/notifications', headers: bearer(admin) });
    const mail = outbox.json().notifications.find((n: { id: number }) => n.id === res.json().notification_id);
    expect(mail.to_email).toBe(`${a.username}@example.com`);
    expect(mail.body).toContain('파이썬기초1');
    expect(mail.body).toContain(approved.json().registration_code);
    expect(mail.body).toContain('반가워요');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/notification/send-approval-email?user_id=999999&approval_status=approved', headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('admin users', () => {
  it('lists, searches, disables (revoking sessions) and changes type', async () => {
    const a = await signUp();
    await post('/api/v1/admin/approval/approve', { user_id: a.id });
    const loginRes = await login(t.app, a.username, a.password);
    const userToken = loginRes.json().access_token;
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?search=${a.username}`, headers: bearer(admin) });
    expect(list.json().users).toHaveLength(1);
    expect(list.json().users[0]).toMatchObject({ username: a.username, courses: [{ course_id: 'python', member_type: 'student' }] });
    const typed = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${a.id}/type`, headers: bearer(admin), payload: { user_type: 'teacher' } });
    expect(typed.json().user_type).toBe('teacher');
    const disabled = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${a.id}/status`, headers: bearer(admin), payload: { status: 'suspended' } });
    expect(disabled.json().status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(userToken) })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${a.id}/status`, headers: bearer(admin), payload: { status: 'deleted' } });
    expect(bad.statusCode).toBe(422);
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/profile', headers: bearer(admin) })).json().id;
    const self = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${adminId}/status`, headers: bearer(admin), payload: { status: 'suspended' } });
    expect(self.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/users/999999/status', headers: bearer(admin), payload: { status: 'active' } })).statusCode).toBe(404);
  });
});

// Issue 25: consent at sign-up (required vs optional items, each recorded with the notice version,
// time and address), the one-time consent of roster accounts, and a legal guardian's consent for
// children under 14 (e-mailed single-use link with expiry, admin list and resend, a waiting account
// can do nothing). Real server, real PGlite, the outbox as the mail server; a fake model only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_MSG } from '@dodam/contracts';
import { guardianTokens, users } from '../src/db/schema.js';
import { adminToken, bearer, createClass, createTestApp, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';
import { startFakeOpenAI, type FakeOpenAI } from './tutor/fake-openai.js';
import { chat } from './tutor/tutor-helpers.js';

let fake: FakeOpenAI;
let t: TestApp;
let admin: Record<string, string>;
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  fake = await startFakeOpenAI(() => ({ kind: 'reply', text: '변수는 값을 담는 이름표예요.' }));
  t = await createTestApp({ LOG_LEVEL: 'error', TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 1000 });
  admin = bearer(await adminToken(t.app));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function body(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('cons');
  return { username, email: `${username}@example.com`, password: 'secret1', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python' }], ...overrides };
}
const register = (payload: Record<string, unknown>, remoteAddress = '10.25.0.7') => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const approve = (userId: number) => post('/api/v1/admin/approval/approve', { user_id: userId, action: 'approve' }, admin);

/** The guardian link the outbox holds for this address (newest first). */
async function linkFromOutbox(guardianEmail: string): Promise<string> {
  const res = await get('/api/v1/admin/notifications?limit=100', admin);
  expect(res.statusCode).toBe(200);
  const mail = (res.json().notifications as { to_email: string; body: string; kind: string }[]).find((n) => n.to_email === guardianEmail && n.kind === 'guardian_consent');
  expect(mail, `no guardian mail to ${guardianEmail}`).toBeDefined();
  const token = /\/guardian\/([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('sign-up consent', () => {
  it('refuses a sign-up that withholds the required consent, with a Korean message, and creates nothing', async () => {
    for (const consents of [{ privacy: false }, { ai_model: true }, null, {}]) {
      const payload = body({ consents });
      const res = await register(payload);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(CONSENT_MSG.privacyRequired);
      expect((await t.app.db.select().from(users).where(eq(users.username, payload.username as string))).length).toBe(0);
    }
  });

  it('the spec\'s register contract (no birth year, no consents) still signs up: nothing is recorded, nothing waits for a guardian', async () => {
    const username = uniqueName('spec');
    const res = await register({ username, email: `${username}@example.com`, password: 'secret1', course_registrations: [{ course_id: 'python' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.guardian_status ?? null).toBeNull();
    const [row] = await t.app.db.select().from(users).where(eq(users.username, username));
    expect(row!.birthYear).toBeNull();
    expect(row!.consentRequired).toBe(false);
    await approve(res.json().user.id);
    const headers = bearer(await tokenFor(t.app, { username, password: 'secret1' }));
    expect((await get('/api/v1/auth/me', headers)).statusCode).toBe(200);
    const exported = await get('/api/v1/me/privacy/export', headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().consents).toEqual([]);
  });

  it('requires a plausible birth year when one is sent', async () => {
    for (const birth_year of [null, thisYear + 1, thisYear - 2, 1850, 2000.5, '2000']) {
      const res = await register(body({ birth_year }));
      expect(res.statusCode, String(birth_year)).toBe(422);
    }
  });

  it('records each consent with the notice version, time and address; the export lists them', async () => {
    const notice = (await get('/api/v1/public/privacy-notice')).json();
    expect(notice.version).toMatch(/^[0-9a-f]{12}$/);
    const payload = body({ consents: { privacy: true, ai_model: true } });
    const before = Date.now();
    const res = await register(payload, '10.25.0.8');
    expect(res.statusCode).toBe(201);
    await approve(res.json().user.id);
    const token = await tokenFor(t.app, { username: payload.username as string, password: 'secret1' });

    const exported = (await get('/api/v1/me/privacy/export', bearer(token))).json();
    expect(exported.profile.birth_year).toBe(2000);
    expect(exported.consents).toHaveLength(2);
    for (const c of exported.consents) {
      expect(c).toMatchObject({ granted: true, notice_version: notice.version, ip_address: '10.25.0.8' });
      expect(Date.parse(c.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(exported.consents.map((c: { item: string }) => c.item).sort()).toEqual(['ai_model', 'privacy']);
  });

  it('the optional AI item decides whether the model answers; it can be withdrawn and given again', async () => {
    const payload = body(); // ai_model left out: refused
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    await approve(res.json().user.id);
    const token = await tokenFor(t.app, { username: payload.username as string, password: 'secret1' });
    const state = (await get('/api/v1/me/privacy/consents', bearer(token))).json();
    expect(state).toMatchObject({ ai_model: false, ai_model_configured: true });

    const sentBefore = fake.requests.length;
    const refused = await chat(t.app, token, { user_input: '변수가 뭐예요?', selected_section: '1' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().provider).toBe('offline');
    expect(fake.requests.length).toBe(sentBefore);

    const given = await t.app.inject({ method: 'PUT', url: '/api/v1/me/privacy/consents', headers: bearer(token), payload: { ai_model: true } });
    expect(given.statusCode).toBe(200);
    expect(given.json().ai_model).toBe(true);
    expect((await chat(t.app, token, { user_input: '변수가 뭐예요?', selected_section: '1' })).json().provider).toBe('openai');

    const withdrawn = await t.app.inject({ method: 'PUT', url: '/api/v1/me/privacy/consents', headers: bearer(token), payload: { ai_model: false } });
    expect(withdrawn.json().ai_model).toBe(false);
    expect(withdrawn.json().history.map((h: { item: string; granted: boolean }) => `${h.item}:${h.granted}`)).toEqual(['privacy:true', 'ai_model:false', 'ai_model:true', 'ai_model:false']);
    expect((await chat(t.app, token, { user_input: '리스트는요?', selected_section: '1' })).json().provider).toBe('offline');

    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/me/privacy/consents', headers: bearer(token), payload: { ai_model: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/me/privacy/consents', payload: { ai_model: true } })).statusCode).toBe(401);
  });

  it('an account made for the student (roster) can do nothing but the one-time consent', async () => {
    const user = await createUser(t.app, { courses: ['python'] });
    await t.app.db.update(users).set({ consentRequired: true }).where(eq(users.id, user.id));
    const token = await tokenFor(t.app, user);
    const me = await get('/api/v1/auth/me', bearer(token));
    expect(me.statusCode).toBe(200);
    expect(me.json().consent_required).toBe(true);
    const blocked = await get('/api/v1/student/dashboard', bearer(token));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().detail).toBe(CONSENT_MSG.consentRequired);

    expect((await post('/api/v1/auth/consent', { consents: { privacy: false } }, bearer(token))).statusCode).toBe(422);
    const ok = await post('/api/v1/auth/consent', { consents: { privacy: true } }, bearer(token), '10.25.0.9');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().consent_required).toBe(false);
    expect((await get('/api/v1/student/dashboard', bearer(token))).statusCode).toBe(200);
    expect((await post('/api/v1/auth/consent', { consents: { privacy: true } }, bearer(token))).statusCode).toBe(409);
    const exported = (await get('/api/v1/me/privacy/export', bearer(token))).json();
    expect(exported.consents).toEqual(expect.arrayContaining([expect.objectContaining({ item: 'privacy', granted: true, ip_address: '10.25.0.9' })]));
  });
});

describe('under 14: a legal guardian consents by an e-mailed link', () => {
  const childYear = thisYear - 12;

  it("needs the guardian's address, different from the child's", async () => {
    const missing = await register(body({ birth_year: childYear }));
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain(CONSENT_MSG.guardianEmailRequired);
    const payload = body({ birth_year: childYear });
    const same = await register({ ...payload, guardian_email: payload.email });
    expect(same.statusCode).toBe(422);
    expect(JSON.stringify(same.json())).toContain(CONSENT_MSG.guardianEmailSelf);
  });

  it('waits, can do nothing, and opens after the guardian confirms (then approval rules apply)', async () => {
    const guardian = `${uniqueName('parent')}@example.com`;
    const payload = body({ birth_year: childYear, guardian_email: guardian, full_name: '김어린' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.guardian_status).toBe('pending');
    const userId = res.json().user.id as number;

    // Even approved by an admin, the account stays shut while the guardian has not answered.
    expect((await approve(userId)).statusCode).toBe(200);
    const waiting = await login(t.app, payload.username as string, 'secret1');
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().detail).toMatchObject({ type: 'guardian_pending', message: CONSENT_MSG.guardianPending });

    const list = await get('/api/v1/admin/privacy/guardian-waiting', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().accounts).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: userId, name: '김어린', guardian_email: guardian, status: 'pending', birth_year: childYear })]));

    const token = await linkFromOutbox(guardian);
    const view = await get(`/api/v1/public/guardian/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ student_name: '김어린', birth_year: childYear });
    expect(view.json()).not.toHaveProperty('email');

    const decided = await post(`/api/v1/public/guardian/${token}`, { decision: 'confirm' }, {}, '10.25.1.1');
    expect(decided.statusCode).toBe(200);
    expect(decided.json().status).toBe('confirmed');
    // Single use.
    expect((await post(`/api/v1/public/guardian/${token}`, { decision: 'refuse' })).statusCode).toBe(404);
    expect((await get(`/api/v1/public/guardian/${token}`)).statusCode).toBe(404);

    const signedIn = await login(t.app, payload.username as string, 'secret1');
    expect(signedIn.statusCode).toBe(200);
    const exported = (await get('/api/v1/me/privacy/export', bearer(signedIn.json().access_token))).json();
    expect(exported.consents).toEqual(expect.arrayContaining([expect.objectContaining({ item: 'guardian', granted: true, ip_address: '10.25.1.1' })]));
    expect(exported.profile).toMatchObject({ guardian_status: 'confirmed', guardian_email: guardian });
    expect((await get('/api/v1/admin/privacy/guardian-waiting', admin)).json().accounts.map((a: { user_id: number }) => a.user_id)).not.toContain(userId);
  });

  it('an expired link is refused; a refusal keeps the account shut; the admin resends a fresh link', async () => {
    const guardian = `${uniqueName('parent')}@example.com`;
    const payload = body({ birth_year: childYear, guardian_email: guardian });
    const res = await register(payload);
    const userId = res.json().user.id as number;
    const first = await linkFromOutbox(guardian);
    await t.app.db.update(guardianTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guardianTokens.userId, userId));
    expect((await get(`/api/v1/public/guardian/${first}`)).statusCode).toBe(410);
    expect((await post(`/api/v1/public/guardian/${first}`, { decision: 'confirm' })).statusCode).toBe(410);

    // Only admins see and resend.
    const student = await createUser(t.app);
    const studentToken = bearer(await tokenFor(t.app, student));
    expect((await get('/api/v1/admin/privacy/guardian-waiting', studentToken)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/privacy/guardian-waiting/${userId}/resend`, {}, studentToken)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/privacy/guardian-waiting/${student.id}/resend`, {}, admin)).statusCode).toBe(409);
    expect((await post('/api/v1/admin/privacy/guardian-waiting/999999/resend', {}, admin)).statusCode).toBe(404);

    const resent = await post(`/api/v1/admin/privacy/guardian-waiting/${userId}/resend`, {}, admin);
    expect(resent.statusCode).toBe(200);
    const second = await linkFromOutbox(guardian);
    expect(second).not.toBe(first);

    expect((await post(`/api/v1/public/guardian/${second}`, { decision: 'maybe' })).statusCode).toBe(422);
    expect((await post(`/api/v1/public/guardian/${second}`, { decision: 'refuse' })).json().status).toBe('refused');
    await approve(userId);
    const refused = await login(t.app, payload.username as string, 'secret1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.type).toBe('guardian_refused');
    expect((await get('/api/v1/admin/privacy/guardian-waiting', admin)).json().accounts).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: userId, status: 'refused' })]));
    expect((await get('/api/v1/public/guardian/short')).statusCode).toBe(422);
  });

  it('a roster with birth years: under 14 needs a guardian address; the import mails the link', async () => {
    const classId = await createClass(t.app, admin, { name: '5학년 1반 코딩' });
    const guardian = `${uniqueName('parent')}@example.com`;
    const csv = (rows: string[]) => Buffer.from(['이름,학년,반,번호,출생연도,보호자 이메일', ...rows].join('\n')).toString('base64');
    const bad = await post(`/api/v1/admin/courses/${classId}/roster`, { file_base64: csv([`박어린,5,1,1,${childYear},`, `최나이,5,1,2,1990,`]), dry_run: true }, admin);
    expect(bad.statusCode).toBe(200);
    expect(bad.json().rows[0]).toMatchObject({ birth_year: childYear, error: expect.stringContaining(CONSENT_MSG.guardianEmailRequired) });
    expect(bad.json().rows[1]).toMatchObject({ birth_year: 1990, error: null });

    const ok = await post(`/api/v1/admin/courses/${classId}/roster`, { file_base64: csv([`박어린,5,1,1,${childYear},${guardian}`]), dry_run: false }, admin);
    expect(ok.statusCode, ok.body).toBe(201);
    const account = ok.json().accounts[0] as { username: string; password: string };
    const waiting = await login(t.app, account.username, account.password);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().detail.type).toBe('guardian_pending');
    const token = await linkFromOutbox(guardian);
    expect((await post(`/api/v1/public/guardian/${token}`, { decision: 'confirm' })).statusCode).toBe(200);
    const row = (await t.app.db.select().from(users).where(eq(users.username, account.username)))[0]!;
    expect(row).toMatchObject({ birthYear: childYear, guardianStatus: 'confirmed', consentRequired: true });
    expect((await login(t.app, account.username, account.password)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { updateUser } from '../src/db/queries/users.js';
import { ADMIN_PASSWORD, bearer, createTestApp, createUser, login, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_IP: 8 });
});
afterAll(() => t.close());

// Each test logs in from its own address so the per-IP limit only bites where it is tested.
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

describe('POST /auth/login', () => {
  it('logs an approved user in with username, case-insensitively, and returns user without secrets', async () => {
    const user = await createUser(t.app, { courses: ['python'] });
    const res = await login(t.app, user.username.toUpperCase(), user.password, nextIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token.length).toBeGreaterThanOrEqual(40);
    expect(body.user).toMatchObject({ username: user.username, user_type: 'student', is_superuser: false, approval_status: 'approved' });
    // The only password-named field is the forced-change flag; no hash or secret may appear.
    expect(body.user.must_change_password).toBe(false);
    expect(JSON.stringify(body).replace('"must_change_password":false', '')).not.toMatch(/password|argon2/i);
  });

  it('answers unknown user and wrong password identically (401)', async () => {
    const user = await createUser(t.app);
    const wrong = await login(t.app, user.username, 'not-the-password', nextIp());
    const unknown = await login(t.app, 'nobody-here', 'whatever1', nextIp());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: MSG.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('blocks a pending account with the structured approval_pending detail', async () => {
    const user = await createUser(t.app, { approvalStatus: 'pending' });
    const res = await login(t.app, user.username, user.password, nextIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toEqual({
      type: 'approval_pending',
      username: user.username,
      email: user.email,
      user_type: 'student',
      message: MSG.approvalPendingMessage,
      description: MSG.approvalPendingDescription,
      rejection_reason: null,
    });
  });

  it('blocks a rejected account with the reason', async () => {
    const user = await createUser(t.app, { approvalStatus: 'rejected', rejectionReason: '정원이 찼습니다' });
    const res = await login(t.app, user.username, user.password, nextIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatchObject({ type: 'approval_rejected', rejection_reason: '정원이 찼습니다' });
  });

  it('does not reveal approval state to a wrong password', async () => {
    const user = await createUser(t.app, { approvalStatus: 'pending' });
    const res = await login(t.app, user.username, 'wrong-password', nextIp());
    expect(res.statusCode).toBe(401);
  });

  it('throttles an account after repeated failures (429 + Retry-After), even from new addresses', async () => {
    const user = await createUser(t.app);
    // Three free failures, then the fourth earns the first wait (ADR 016).
    for (let i = 0; i < 4; i += 1) expect((await login(t.app, user.username, 'bad-password', nextIp())).statusCode).toBe(401);
    const blocked = await login(t.app, user.username, user.password, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/로그인 시도가 너무 많습니다/);
  });

  it('throttles one address after too many attempts', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await login(t.app, `someone${i}`, 'password1', ip)).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // another address is not affected
    const user = await createUser(t.app);
    expect((await login(t.app, user.username, user.password, nextIp())).statusCode).toBe(200);
  });

  it('counts attempts per account whatever identifier is used (username, e-mail, any case)', async () => {
    const user = await createUser(t.app);
    expect((await login(t.app, user.username, 'bad-password', nextIp())).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'bad-password', nextIp())).statusCode).toBe(401);
    expect((await login(t.app, ` ${user.email.toUpperCase()} `, 'bad-password', nextIp())).statusCode).toBe(401);
    expect((await login(t.app, user.username.toUpperCase(), 'bad-password', nextIp())).statusCode).toBe(401);
    // four failures in all: the account waits, by e-mail as by username, even with the right password
    expect((await login(t.app, user.email, user.password, nextIp())).statusCode).toBe(429);
    expect((await login(t.app, user.username, user.password, nextIp())).statusCode).toBe(429);
  });

  it('stops parallel guesses at one account at its limit', async () => {
    const user = await createUser(t.app);
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => login(t.app, i % 2 ? user.email : user.username, `guess-${i}`, nextIp()).then((r) => r.statusCode)));
    // three free failures and the one that earns the first wait are checked; the rest must wait
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });

  it('lets a class of 40 behind one address log in within a minute, and still stops a guessing run from it', async () => {
    const ip = nextIp();
    const students = await Promise.all(Array.from({ length: 40 }, () => createUser(t.app, { courses: ['python'] })));
    // Two students mistype their password first: failures count against the address (limit 8).
    expect((await login(t.app, students[0]!.username, 'typo-password', ip)).statusCode).toBe(401);
    expect((await login(t.app, students[1]!.email, 'typo-password', ip)).statusCode).toBe(401);
    const classStatuses = await Promise.all(students.map((s, i) => login(t.app, i % 3 ? s.username : s.email, s.password, ip).then((r) => r.statusCode)));
    expect(classStatuses).toEqual(students.map(() => 200));
    // A guessing run from the same address, spread over many accounts so no account limit bites first:
    // the address may fail 8 times plus once per account that signed in from it (40), 2 are spent.
    const guesses: number[] = [];
    for (let i = 0; i < 56; i += 1) guesses.push((await login(t.app, `nobody-${i}`, `guess-${i}`, ip)).statusCode);
    expect(guesses.slice(0, 46).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(46).every((s) => s === 429)).toBe(true);
    // and the students who logged in keep their sessions
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer((await login(t.app, students[5]!.username, students[5]!.password, nextIp())).json().access_token) });
    expect(me.statusCode).toBe(200);
  }, 120_000);

  it('refuses a suspended account', async () => {
    const user = await createUser(t.app);
    await updateUser(t.app.db, user.id, { status: 'suspended' });
    const res = await login(t.app, user.username, user.password, nextIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MSG.accountDisabled);
  });

  it('accepts JSON bodies too but not unknown content types', async () => {
    const user = await createUser(t.app);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: user.username, password: user.password }, remoteAddress: nextIp() });
    expect(json.statusCode).toBe(200);
    const xml = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>', remoteAddress: nextIp() });
    expect(xml.statusCode).toBe(415);
  });
});

describe('sessions', () => {
  it('GET /auth/me returns the user for a valid token and 401 without one', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: user.username, progress: { total_progress: 0 } });
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().detail).toBe(MSG.authRequired);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer('x'.repeat(43)) });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().detail).toBe(MSG.sessionExpired);
  });

  it('logout revokes the token', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    const rows = await t.app.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('a suspended user loses access on the next request, a rejected one gets the 403 detail', async () => {
    const a = await createUser(t.app);
    const tokenA = await tokenForFresh(a);
    await updateUser(t.app.db, a.id, { status: 'suspended' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokenA) })).statusCode).toBe(401);
    const b = await createUser(t.app);
    const tokenB = await tokenForFresh(b);
    await updateUser(t.app.db, b.id, { approvalStatus: 'rejected', rejectionReason: '사유' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(tokenB) });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail.type).toBe('approval_rejected');
  });

  it('expired sessions are refused', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    await t.app.db.update((await import('../src/db/schema.js')).sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('profile and settings', () => {
  it('updates profile fields and returns the user', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/profile',
      headers: bearer(token),
      payload: { fullName: '홍길동', bio: '파이썬을 배우고 있어요', githubUsername: 'hong-gd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual({ fullName: '홍길동', bio: '파이썬을 배우고 있어요', githubUsername: 'hong-gd' });
    const partial = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(token), payload: { bio: '' } });
    expect(partial.json().profile).toMatchObject({ fullName: '홍길동', bio: '' });
  });

  it('rejects invalid profile fields with 422 and Korean messages, keeping the saved profile', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(token), payload: { fullName: '저장됨' } });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(token), payload: { githubUsername: '-bad name-' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('GitHub 사용자명 형식이 올바르지 않습니다.');
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(token), payload: { is_superuser: true } });
    expect(unknown.statusCode).toBe(422);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.json().profile.fullName).toBe('저장됨');
    expect(me.json().is_superuser).toBe(false);
  });

  it('updates settings', async () => {
    const user = await createUser(t.app);
    const token = await tokenForFresh(user);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/settings', headers: bearer(token), payload: { theme: 'dark', editorFontSize: 16 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ theme: 'dark', editorFontSize: 16 });
  });
});

describe('admin login', () => {
  it('logs the first admin in and returns admin + profile', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toMatchObject({ username: 'admin' });
    expect(body.user.is_superuser).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/profile', headers: bearer(body.access_token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().username).toBe('admin');
  });

  it('refuses a wrong admin password with the admin message, and a non-admin with 403', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=wrong-password',
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(MSG.adminInvalidCredentials);
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.username, password: user.password }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(403);
  });
});

async function tokenForFresh(user: { username: string; password: string }): Promise<string> {
  const res = await login(t.app, user.username, user.password, nextIp());
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().access_token;
}

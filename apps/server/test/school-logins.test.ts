// Logins as a Korean school makes them (issue 20, ADR 016): a whole school behind one address, one
// in five students mistyping (often in 한글 mode), browsers that signed in before trusted through the
// device cookie, growing waits instead of a lockout wall, and teachers/admins who can unlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { testConfig } from '../src/config.js';
import { insertUser } from '../src/db/queries/users.js';
import { upsertCourseMember } from '../src/db/queries/courses.js';
import { hashPassword } from '../src/lib/passwords.js';
import { addressKey } from '../src/services/auth-service.js';
import { adminToken, bearer, createTestApp, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';

// Default limits, as a school runs them (createTestApp raises the address limit for other tests).
const defaults = testConfig();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: defaults.LOGIN_MAX_FAILURES_PER_IP });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The device cookie a login answer sets (name=value), if any. */
function deviceCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.find((c) => c.startsWith('dodam_device_'))?.split(';')[0];
}

function loginWith(username: string, password: string, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress: ip,
  });
}

/** Passwords as students choose them, and how they come out when typed with the IME in the wrong mode. */
const HANGUL_MODE: [string, string][] = [
  ['dkssud2026!', '안녕2026!'],
  ['rhdqnwkd77', '공부장77'],
  ['vkdlTjs1234', '파이썬1234'],
];

async function lockAccount(username: string): Promise<void> {
  for (let i = 0; i < defaults.LOGIN_MAX_FAILURES_PER_ACCOUNT + 1; i += 1) expect((await login(t.app, username, `wrong-${i}`, nextIp())).statusCode).toBe(401);
  expect((await login(t.app, username, `wrong-last`, nextIp())).statusCode).toBe(429);
}

/** Let the running wait of an account run out (as if the time had passed). */
async function waitRunsOut(userId: number): Promise<void> {
  await t.app.db.execute(sql`update login_throttles set blocked_until = now() - interval '1 second' where user_id = ${userId}`);
}

describe('a school behind one address', () => {
  it('320 students of 8 classes log in at once, one in five mistyping first (한글 mode too): every one gets in', async () => {
    const schoolIp = '203.0.113.7';
    const students = await Promise.all(
      Array.from({ length: 320 }, async (_, i) => {
        const hangul = HANGUL_MODE[i % HANGUL_MODE.length]!;
        // Every fourth student has a password that is a Korean word typed on a QWERTY keyboard.
        const password = i % 4 === 0 ? `${hangul[0]}${i}` : `pw-${i}-${uniqueName('p')}`;
        const username = uniqueName(`s${i % 8}c`);
        const user = await insertUser(t.app.db, { username, email: `${username}@school.example`, passwordHash: await hashPassword(password), userType: 'student', approvalStatus: 'approved' });
        await upsertCourseMember(t.app.db, 'python', user.id, 'student');
        // One in five mistypes once: in 한글 mode when the password is a Korean word, else a slip.
        const typo = i % 5 === 0 ? (i % 4 === 0 ? `${hangul[1]}${i}` : password.slice(0, -1)) : null;
        return { username, password, typo };
      }),
    );
    const mistypers = students.filter((s) => s.typo).length;
    expect(mistypers).toBe(64);
    // First period: everyone presses "로그인" at once; those who mistyped try again right away.
    const outcomes = await Promise.all(
      students.map(async (s) => {
        if (s.typo) {
          const first = await loginWith(s.username, s.typo, schoolIp);
          if (first.statusCode !== 401) return first.statusCode;
        }
        return (await loginWith(s.username, s.password, schoolIp)).statusCode;
      }),
    );
    const gotIn = outcomes.filter((s) => s === 200).length;
    console.info(`school login: ${gotIn}/320 got in (${mistypers} mistyped once), statuses ${JSON.stringify(count(outcomes))}`);
    expect(outcomes).toEqual(students.map(() => 200));
  }, 600_000);

  it('password spraying from one address (one guess at each of many accounts) is slowed to the address budget, in minutes', async () => {
    const attacker = '198.51.100.66';
    const victims = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < defaults.LOGIN_MAX_FAILURES_PER_IP + 20; i += 1) {
      // Many names, a couple of common passwords each: no account limit is ever reached.
      const name = i < victims.length ? victims[i]!.username : `student${1000 + i}`;
      last = await loginWith(name, i % 2 ? 'password1' : 'qwerty123', attacker);
      statuses.push(last.statusCode);
    }
    const checked = statuses.filter((s) => s === 401).length;
    console.info(`spraying: ${checked} passwords checked of ${statuses.length} tries in one window of ${defaults.LOGIN_WINDOW_SECONDS / 60} min`);
    expect(checked).toBe(defaults.LOGIN_MAX_FAILURES_PER_IP);
    expect(statuses.slice(defaults.LOGIN_MAX_FAILURES_PER_IP).every((s) => s === 429)).toBe(true);
    expect(last!.json().detail).toMatch(/약 \d+분 후에 다시 시도해 주세요/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(60);
    // The right password from that address is refused too (no password is checked)…
    expect((await loginWith(victims[0]!.username, victims[0]!.password, attacker)).statusCode).toBe(429);
    // …but a browser that signed in to its account before is not subject to the address budget.
    const student = await createUser(t.app);
    const first = await loginWith(student.username, student.password, nextIp());
    const cookie = deviceCookie(first);
    expect(cookie).toBeDefined();
    expect((await loginWith(student.username, student.password, attacker, cookie)).statusCode).toBe(200);
    // Another address is not affected.
    expect((await loginWith(victims[1]!.username, victims[1]!.password, nextIp())).statusCode).toBe(200);
  }, 300_000);
});

describe('an account’s own failures', () => {
  it('cost nothing at first, then growing waits (30 s, 1 min, 2 min … capped at 10 min), shown in minutes', async () => {
    const user = await createUser(t.app);
    const free = defaults.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    // free failures, and the one that earns the first wait, are all checked at once
    for (let i = 0; i <= free; i += 1) expect((await login(t.app, user.username, `typo-${i}`, nextIp())).statusCode).toBe(401);
    let res = await login(t.app, user.username, user.password, nextIp());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(res.json().detail).toBe('로그인 시도가 너무 많습니다. 잠시 후(1분 이내) 다시 시도해 주세요.');

    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await waitRunsOut(user.id);
      expect((await login(t.app, user.username, `typo-more-${i}`, nextIp())).statusCode).toBe(401);
      res = await login(t.app, user.username, user.password, nextIp());
      expect(res.statusCode).toBe(429);
      waits.push(Number(res.headers['retry-after']));
    }
    // 1 min, 2 min, 4 min (a second or two of slack for the test's own time)
    expect(waits.map((w) => Math.round(w / 60))).toEqual([1, 2, 4]);
    expect(res.json().detail).toBe('로그인 시도가 너무 많습니다. 약 4분 후에 다시 시도해 주세요.');

    await t.app.db.execute(sql`update login_throttles set failures = 40 where user_id = ${user.id}`);
    await waitRunsOut(user.id);
    expect((await login(t.app, user.username, 'typo-41', nextIp())).statusCode).toBe(401);
    res = await login(t.app, user.username, user.password, nextIp());
    expect(Math.round(Number(res.headers['retry-after']) / 60)).toBe(10);

    // once the wait runs out the right password opens the account and forgets the failures
    await waitRunsOut(user.id);
    expect((await login(t.app, user.username, user.password, nextIp())).statusCode).toBe(200);
    expect((await login(t.app, user.username, 'typo-after', nextIp())).statusCode).toBe(401);
    expect((await login(t.app, user.username, user.password, nextIp())).statusCode).toBe(200);
  }, 120_000);

  it('a browser that signed in before keeps working while someone else guesses at the account', async () => {
    const user = await createUser(t.app);
    const first = await loginWith(user.username, user.password, nextIp());
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^dodam_device_${user.id}=[A-Za-z0-9_-]{20,}; Path=/api/v1/auth/login; Max-Age=\\d+; HttpOnly; SameSite=Strict`));
    const cookie = deviceCookie(first)!;

    await lockAccount(user.username);
    // the student's own Chromebook: in, and it is not given a new cookie
    const own = await loginWith(user.username, user.password, nextIp(), cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['set-cookie']).toBeUndefined();
    // any other browser waits: without a cookie, with a made-up one, or with another account's cookie
    expect((await loginWith(user.username, user.password, nextIp())).statusCode).toBe(429);
    expect((await loginWith(user.username, user.password, nextIp(), `dodam_device_${user.id}=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(429);
    const other = await createUser(t.app);
    const otherCookie = deviceCookie(await loginWith(other.username, other.password, nextIp()))!;
    expect((await loginWith(user.username, user.password, nextIp(), otherCookie.replace(`dodam_device_${other.id}`, `dodam_device_${user.id}`))).statusCode).toBe(429);

    // the trusted browser has its own (larger) allowance, then waits too
    for (let i = 0; i <= defaults.LOGIN_TRUSTED_DEVICE_FREE_FAILURES; i += 1) expect((await loginWith(user.username, `mine-${i}`, nextIp(), cookie)).statusCode).toBe(401);
    expect((await loginWith(user.username, user.password, nextIp(), cookie)).statusCode).toBe(429);
  }, 120_000);
});

describe('unlocking', () => {
  it('a teacher of the student’s class can unlock; a teacher of another class cannot', async () => {
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
    const stranger = await createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] });
    const student = await createUser(t.app, { courses: ['python'] });
    const [teacherToken, strangerToken] = await Promise.all([tokenFor(t.app, teacher), tokenFor(t.app, stranger)]);
    await lockAccount(student.username);
    const unlock = (token: string) => t.app.inject({ method: 'POST', url: `/api/v1/teacher/students/${student.id}/unlock-login`, headers: bearer(token) });
    expect((await unlock(strangerToken)).statusCode).toBe(404);
    expect((await login(t.app, student.username, student.password, nextIp())).statusCode).toBe(429);
    const res = await unlock(teacherToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ was_locked: true });
    expect((await login(t.app, student.username, student.password, nextIp())).statusCode).toBe(200);
    // a student cannot unlock anyone
    const classmate = await createUser(t.app, { courses: ['python'] });
    expect((await unlock(await tokenFor(t.app, classmate))).statusCode).toBe(403);
  }, 120_000);

  it('an admin can unlock (audited), and an admin password reset unlocks', async () => {
    const admin = bearer(await adminToken(t.app));
    const student = await createUser(t.app);
    await lockAccount(student.username);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${student.id}/unlock-login`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ was_locked: true });
    expect((await login(t.app, student.username, student.password, nextIp())).statusCode).toBe(200);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?target_type=user&target_id=${student.id}`, headers: admin })).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toContain('user.login_unlock');

    await lockAccount(student.username);
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${student.id}/reset-password`, headers: admin });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, student.username, reset.json().temporary_password, nextIp())).statusCode).toBe(200);
  }, 120_000);
});

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0db8:0000:0012:abcd:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

function count(values: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

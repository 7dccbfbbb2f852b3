// Issue 20, review class 2: one guessing budget for registration and teacher codes across every
// endpoint that accepts them (validate-code and sign-up), counting invalid codes only, with one
// answer for any unusable code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { registrationCodes } from '../../src/db/schema.js';
import { adminToken, bearer, createTestApp, uniqueName, type TestApp } from '../helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const validate = (code: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code }, remoteAddress: ip });
function register(code: string, ip: string, courseId = 'python') {
  const username = uniqueName('g');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: ip,
    payload: { username, email: `${username}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: courseId, user_type: 'student', registration_code: code }] },
  });
}
async function makeCode(values: Partial<typeof registrationCodes.$inferInsert> & { code: string }) {
  await t.app.db.insert(registrationCodes).values({ courseId: 'python', memberType: 'student', maxUses: 1000, ...values });
  return values.code;
}

describe('one answer for any unusable code', () => {
  it('unknown, expired, used up and another course’s code answer with the same status and text, on both endpoints', async () => {
    const unknown = 'NOPE-ZZZZ-9999';
    const expired = await makeCode({ code: 'EXP-AAAA-0001', expiresAt: new Date(Date.now() - 60_000) });
    const marked = await makeCode({ code: 'EXP-AAAA-0002', status: 'expired' });
    const usedUp = await makeCode({ code: 'USED-AAAA-0001', maxUses: 1, usedCount: 1 });
    const otherCourse = await makeCode({ code: 'OTHER-AAAA-0001', courseId: 'ai-math' });
    const checks = await Promise.all([unknown, expired, marked, usedUp].map((c, i) => validate(c, `10.50.0.${i + 1}`)));
    for (const res of checks) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, message: MSG.codeInvalid, course_id: null, course_name: null, user_type: null, expires_at: null });
    }
    const signUps = await Promise.all([unknown, expired, marked, usedUp, otherCourse].map((c, i) => register(c, `10.51.0.${i + 1}`)));
    for (const res of signUps) {
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(MSG.codeInvalid);
    }
  });
});

describe('one guessing budget across endpoints, invalid codes only', () => {
  it('invalid codes through validate-code and sign-up share the budget; past it every code check from the address is refused in Korean minutes; other addresses go on', async () => {
    const budget = t.app.config.CODE_GUESSES_PER_ADDRESS;
    const valid = await makeCode({ code: 'GOOD-BBBB-0001' });
    const ip = '10.60.0.1';
    for (let i = 0; i < budget; i += 1) {
      const res = i % 2 === 0 ? await validate(`GUESS-${i}-XXXX`, ip) : await register(`GUESS-${i}-XXXX`, ip);
      expect(res.statusCode, `guess ${i}`).toBe(i % 2 === 0 ? 200 : 422);
    }
    for (const res of [await register('GUESS-LAST-XXXX', ip), await validate('GUESS-LAST-XXXX', ip), await validate(valid, ip), await register(valid, ip)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/잘못된 등록 코드가 너무 많이 입력되었습니다\. 약 \d+분 후에 다시 시도해 주세요\./);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await validate(valid, '10.60.0.2')).json().valid).toBe(true);
    expect((await register(valid, '10.60.0.3')).statusCode).toBe(201);
  });

  it('a school of 320 signing up with valid codes from one address is never slowed (check, then sign up)', { timeout: 240_000 }, async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses/python/codes', headers: bearer(admin), payload: { count: 8, user_type: 'student', max_uses: 40 } });
    expect(made.statusCode).toBe(201);
    const codes = (made.json().codes as { code: string }[]).map((c) => c.code);
    const ip = '10.70.0.1';
    const statuses = new Map<number, number>();
    for (let i = 0; i < 320; i += 1) {
      const code = codes[i % 8]!;
      const check = await validate(code.toLowerCase(), ip);
      expect(check.json().valid).toBe(true);
      const res = await register(code, ip);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 320 });
  });
});

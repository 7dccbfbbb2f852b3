// Issue 20, security review classes 4–6 and the invalid-UTF-8 finding, closed at the root: ids and
// dates are parsed by the shared schemas (packages/contracts/src/ids.ts), and every failure the
// framework finds before a route runs answers in Korean with the right status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { MSG } from '@dodam/contracts';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

const KOREAN = /[\uac00-\ud7a3]/;
const TOO_BIG = '2147483648';

let t: TestApp;
let admin: string;
let student: string;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: 64 * 1024 });
  admin = await adminToken(t.app);
  const s = await createUser(t.app, { courses: ['python'] });
  studentId = s.id;
  student = await tokenFor(t.app, s);
});
afterAll(() => t.close());

function expectKoreanRefusal(res: { statusCode: number; body: string; json: <T>() => T }, statuses: number[], label = '') {
  expect(statuses, `${label} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(res.json<{ detail: string }>().detail, label).toMatch(KOREAN);
}

describe('ids above 2^31−1 never reach the database', () => {
  it('every registered route with a path parameter answers 2147483648 with 400/404/422 in Korean, never 500', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.includes(':') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(25);
    let checked = 0;
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const url = route.url.replace(/:[A-Za-z_]+/g, TOO_BIG);
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        for (const token of [admin, student]) {
          const res = await t.app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
          expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
          if (res.statusCode >= 400) expect(res.json<{ detail: string }>().detail, `${method} ${url}`).toMatch(KOREAN);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it.each([
    ['GET', `/learning-progress/daily-stats?userId=${TOO_BIG}`],
    ['GET', `/api/v1/learning-progress/daily-stats?userId=${TOO_BIG}`],
    ['GET', `/api/v1/admin/users/${TOO_BIG}`],
    ['PUT', `/api/v1/admin/users/${TOO_BIG}/status`],
    ['POST', `/api/v1/admin/notifications/${TOO_BIG}/resend`],
    ['DELETE', `/api/v1/admin/courses/python/participants/${TOO_BIG}`],
  ])('%s %s is refused in Korean', async (method, url) => {
    const res = await t.app.inject({ method: method as HTTPMethods, url, headers: bearer(admin), ...(method === 'PUT' ? { payload: { status: 'active' } } : {}) });
    expectKoreanRefusal(res, [400, 404, 422], url);
  });

  it('ids in bodies and queries are bounded too (approval user_id, e-mail user_id)', async () => {
    for (const payload of [{ user_id: Number(TOO_BIG) }, { user_id: studentId, request_id: Number(TOO_BIG) }, { user_id: -1 }, { user_id: 1.5 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: bearer(admin), payload });
      expectKoreanRefusal(res, [400, 404, 422], JSON.stringify(payload));
    }
    const mail = await t.app.inject({ method: 'POST', url: `/api/v1/admin/notification/send-approval-email?user_id=${TOO_BIG}&approval_status=approved`, headers: bearer(admin) });
    expect(mail.statusCode).not.toBe(500);
  });
});

describe('dates are real calendar days', () => {
  const course = (startDate: string) => ({
    name: '날짜 검사 반',
    description: '방과후 파이썬 반',
    category: 'Python',
    content_id: 'python',
    startDate,
    endDate: '2027-07-17',
    maxStudents: 30,
    dayOfWeek: ['월'],
    classTime: { 월: { start: '14:00', end: '15:30' } },
    instructorName: '김선생',
  });

  it.each(['9999-99-99', '2027-02-30', '2026-13-01', '2026-00-10', '2027-02-29'])('audit filter from=%s → 422 Korean, never 500', async (day) => {
    for (const key of ['from', 'to']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?${key}=${day}`, headers: bearer(admin) });
      expectKoreanRefusal(res, [400, 422], `${key}=${day}`);
    }
  });

  it('2028-02-29 (a leap day) is a real day in an audit filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?from=2028-02-29&to=2028-03-01', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
  });

  it('a class cannot start on 2027-02-30 (nothing is stored)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses', headers: bearer(admin), payload: course('2027-02-30') });
    expectKoreanRefusal(res, [400, 422], 'start 2027-02-30');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/courses', headers: bearer(admin) });
    expect(list.body).not.toContain('날짜 검사 반');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses', headers: bearer(admin), payload: course('2027-02-28') })).statusCode).toBe(201);
  });

  it.each(['2027-02-30', '2027-02-30T10:00:00+09:00', '2027-04-31T00:00:00Z', '2027-01-01T25:00:00Z', '9999-99-99'])('a code expiry of %s is refused, not rolled over', async (expires_at) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses/python/codes', headers: bearer(admin), payload: { count: 1, user_type: 'student', max_uses: 1, expires_at } });
    expectKoreanRefusal(res, [400, 422], expires_at);
  });

  it('a real future expiry is kept as given', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses/python/codes', headers: bearer(admin), payload: { count: 1, user_type: 'student', max_uses: 1, expires_at: '2099-02-28' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().codes[0].expires_at).toMatch(/^2099-02-28/);
  });
});

describe('framework-level failures answer in Korean', () => {
  it('a malformed percent-encoding in a path → 400 Korean (not the framework’s English)', async () => {
    for (const url of ['/api/v1/admin/users/%E0%A4%A', '/api/v1/teacher/students/%', '/api/v1/sections/%zz/video', '/learning-progress/%C0%AF']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expectKoreanRefusal(res, [400, 404], url);
      expect(res.body).not.toMatch(/not a valid url component/i);
    }
  });

  it('a malformed or non-UTF-8 escape in a query string → 400 Korean', async () => {
    for (const url of ['/api/v1/admin/users?search=%E0%A4%A', '/api/v1/admin/users?search=%FF', '/api/v1/admin/users?%=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expectKoreanRefusal(res, [400], url);
      expect(res.json().detail).toBe(MSG.badUrlEncoding);
    }
  });

  it('invalid JSON and an empty JSON body → 400 Korean', async () => {
    for (const payload of ['{"bio": ', '{bio: 1}', '']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: { ...bearer(student), 'content-type': 'application/json' }, payload });
      expectKoreanRefusal(res, [400], JSON.stringify(payload));
    }
  });

  it('JSON with invalid UTF-8 bytes is refused with 400 and nothing is stored (no U+FFFD)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(student) })).json();
    for (const bytes of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe0, 0x80, 0xaf]]) {
      const payload = Buffer.concat([Buffer.from('{"bio":"안녕'), Buffer.from(bytes), Buffer.from('하세요"}')]);
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: { ...bearer(student), 'content-type': 'application/json; charset=utf-8' }, payload });
      expectKoreanRefusal(res, [400], bytes.join(','));
      expect(res.json().detail).toBe(MSG.invalidUtf8);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(student) })).json();
    expect(JSON.stringify(after)).not.toContain('\ufffd');
    expect(after).toEqual(before);
    // Valid UTF-8 (Korean, emoji) still goes through.
    const ok = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: { ...bearer(student), 'content-type': 'application/json' }, payload: Buffer.from('{"bio":"안녕하세요 🐍"}') });
    expect(ok.statusCode).toBe(200);
  });

  it('a form body with a non-UTF-8 escape or raw bytes is refused; a correct one logs in', async () => {
    const user = await createUser(t.app, { password: '비밀번호123' });
    for (const payload of [`username=${user.username}&password=%FF%FE`, Buffer.concat([Buffer.from(`username=${user.username}&password=`), Buffer.from([0xff])]), `username=${user.username}&password=%E0%A4%A`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expectKoreanRefusal(res, [400], String(payload));
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.username, password: '비밀번호123' }).toString(),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('body too large → 413, unsupported media type → 415, both Korean', async () => {
    const big = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: { ...bearer(student), 'content-type': 'application/json' }, payload: JSON.stringify({ bio: 'x'.repeat(70 * 1024) }) });
    expectKoreanRefusal(big, [413]);
    const media = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: { ...bearer(student), 'content-type': 'text/xml' }, payload: '<bio/>' });
    expectKoreanRefusal(media, [415]);
  });

  it('an unknown API path and a wrong method answer 404 in Korean', async () => {
    for (const [method, url] of [['GET', '/api/v1/no-such-thing'], ['PATCH', '/api/v1/auth/me']] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(student) });
      expectKoreanRefusal(res, [404, 405], url);
    }
  });
});

describe('other integers that reach integer columns are bounded', () => {
  it('a list offset or a draft base version above 2^31−1 is refused in Korean, never 500', async () => {
    for (const url of [`/api/v1/admin/audit?offset=${TOO_BIG}`, `/api/v1/admin/users?offset=${TOO_BIG}`, '/api/v1/admin/audit?offset=1e25']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expectKoreanRefusal(res, [400, 422], url);
    }
    const draft = await t.app.inject({ method: 'PUT', url: '/api/v1/drafts', headers: bearer(student), payload: { kind: 'practice', section_id: '1', code: 'print(1)', base_version: Number(TOO_BIG) } });
    expect(draft.statusCode).not.toBe(500);
  });
});

describe('requests the HTTP parser cannot read answer in Korean too', () => {
  async function raw(request: string | Buffer): Promise<string> {
    const { connect } = await import('node:net');
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
  }

  it('a malformed header line → 400, headers too large → 431, both as Korean JSON', async () => {
    const bad = await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4)).detail).toBe(MSG.badRequest);
    const big = await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4)).detail).toMatch(KOREAN);
  });
});

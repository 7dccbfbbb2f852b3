import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let student: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: 64 * 1024, dataDir: mkdtempSync(join(tmpdir(), 'dodam-bad-input-')) });
  admin = await adminToken(t.app);
  student = await tokenFor(t.app, await createUser(t.app));
  teacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python'] }));
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const validRegistration = { username: 'valid_user', email: 'valid@example.com', password: 'secret1', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python' }] };

// Multipart bodies for the one endpoint that takes files (section video upload).
const boundary = '----dodambadinput';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(3000, 7)]);
const wholeUpload = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
  mp4,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const videoUpload = (payload: Buffer, headers: Record<string, string> = multipartHeaders): InjectOptions => ({
  method: 'POST',
  url: '/api/v1/sections/1/video',
  headers: { ...headers, ...bearer(teacher) },
  payload,
});

type Case = [name: string, request: () => InjectOptions, expected: number[]];

const cases: Case[] = [
  ['malformed JSON', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: '{"username": ' }), [400]],
  ['JSON array instead of object', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: '[1,2,3]' }), [400, 422]],
  ['JSON null body', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: 'null' }), [400, 422]],
  ['empty body', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: '' }), [400, 422]],
  ['missing fields', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { username: 'abc' } }), [422]],
  ['wrong types', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, username: 12345, password: ['a'] } }), [422]],
  ['unknown fields (mass assignment)', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, is_superuser: true, approval_status: 'approved' } }), [422]],
  ['huge body', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: JSON.stringify({ ...validRegistration, username: 'x'.repeat(200_000) }) }), [413]],
  ['huge form body on login', () => ({ method: 'POST', url: '/api/v1/auth/login', headers: form, payload: `username=${'a'.repeat(100_000)}&password=x` }), [413]],
  ['overlong username', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, username: 'a'.repeat(31) } }), [422]],
  ['NUL byte in a string', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, username: 'abc\u0000def' } }), [422]],
  ['NUL byte in profile text', () => ({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(student), payload: { bio: 'hello\u0000world' } }), [422]],
  ['emoji and RTL override in username', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, username: 'abc\u202e😀' } }), [422]],
  ['lone surrogate in email', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: json, payload: '{"username":"abcde","email":"\\ud800@x.com","password":"secret1","birth_year":2000,"consents":{"privacy":true},"course_registrations":[{"course_id":"python"}]}' }), [422]],
  ['SQL-looking username', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, username: "x' OR '1'='1" } }), [422]],
  ['SQL-looking login', () => ({ method: 'POST', url: '/api/v1/auth/login', headers: form, payload: "username=admin'--&password=' OR 1=1 --" }), [401]],
  ['SQL-looking search', () => ({ method: 'GET', url: `/api/v1/admin/users?search=${encodeURIComponent("%' OR 1=1; DROP TABLE users; --")}`, headers: bearer(admin) }), [200]],
  ['invalid email', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, email: 'not-an-email' } }), [422]],
  ['course_registrations not an array', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, course_registrations: 'python' } }), [422]],
  ['too many course registrations', () => ({ method: 'POST', url: '/api/v1/auth/register', payload: { ...validRegistration, course_registrations: Array.from({ length: 50 }, () => ({ course_id: 'python' })) } }), [422]],
  ['non-numeric id in path', () => ({ method: 'PUT', url: '/api/v1/admin/users/abc/status', headers: bearer(admin), payload: { status: 'active' } }), [422]],
  ['negative id in path', () => ({ method: 'PUT', url: '/api/v1/admin/users/-5/status', headers: bearer(admin), payload: { status: 'active' } }), [422]],
  ['overflowing integer', () => ({ method: 'POST', url: '/api/v1/admin/approval/approve', headers: bearer(admin), payload: { user_id: 1e30 } }), [404, 422]],
  ['bad query limit', () => ({ method: 'GET', url: '/api/v1/admin/approval/requests?limit=abc', headers: bearer(admin) }), [422]],
  ['bad enum in query', () => ({ method: 'POST', url: '/api/v1/admin/notification/send-approval-email?user_id=1&approval_status=maybe', headers: bearer(admin) }), [422]],
  ['unsupported content type', () => ({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'text/xml' }, payload: '<x/>' }), [415]],
  ['malformed bearer header', () => ({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: 'Bearer ' + '"; drop'.repeat(10) } }), [401]],
  ['wrong settings type', () => ({ method: 'PUT', url: '/api/v1/auth/me/settings', headers: bearer(student), payload: { editorFontSize: 'huge' } }), [422]],
  ['prototype pollution keys', () => ({ method: 'PUT', url: '/api/v1/auth/me/settings', headers: { ...bearer(student), ...json }, payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' }), [400, 422]],
  ['truncated multipart upload', () => videoUpload(wholeUpload.subarray(0, wholeUpload.length - 1500)), [400]],
  ['multipart cut inside the part headers', () => videoUpload(wholeUpload.subarray(0, 50)), [400]],
  ['multipart body that is not multipart', () => videoUpload(Buffer.from('hello, not a form')), [400]],
  ['multipart without a boundary', () => videoUpload(wholeUpload, { 'content-type': 'multipart/form-data' }), [400]],
  ['multipart with an empty body', () => videoUpload(Buffer.alloc(0)), [400]],
  ['deeply nested JSON', () => ({ method: 'POST', url: '/api/v1/public/check-duplicate', headers: json, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` }), [400, 422]],
];

// Every endpoint that takes text, with a valid body: one string in it is then replaced by text
// PostgreSQL cannot store (a lone surrogate, a NUL). The root check must answer 422 in Korean.
type TextCase = [name: string, method: 'POST' | 'PUT' | 'GET', url: string, body: (bad: string) => unknown, auth: 'none' | 'student' | 'admin'];
const textEndpoints: TextCase[] = [
  ['register', 'POST', '/api/v1/auth/register', (b) => ({ ...validRegistration, username: `ab${b}cd` }), 'none'],
  ['register (email)', 'POST', '/api/v1/auth/register', (b) => ({ ...validRegistration, email: `a${b}@example.com` }), 'none'],
  ['profile', 'PUT', '/api/v1/auth/me/profile', (b) => ({ bio: `hello ${b} world` }), 'student'],
  ['settings (key)', 'PUT', '/api/v1/auth/me/settings', (b) => ({ [`theme${b}`]: 'dark' }), 'student'],
  ['check-duplicate', 'POST', '/api/v1/public/check-duplicate', (b) => ({ username: `some${b}one` }), 'none'],
  ['validate-code', 'POST', '/api/v1/public/validate-code', (b) => ({ code: `ABCD-${b}` }), 'none'],
  ['approval reject reason', 'POST', '/api/v1/admin/approval/reject', (b) => ({ user_id: 999999, rejection_reason: `no ${b}` }), 'admin'],
  ['learning completion', 'PUT', '/api/v1/learning/completion', (b) => ({ section_id: `1${b}`, learning_type: 'video', completed: true }), 'student'],
  ['learning events', 'POST', '/api/v1/learning/events', (b) => ({ events: [{ kind: 'heartbeat', section_id: `1${b}`, learning_type: 'video', seconds: 5 }] }), 'student'],
  ['evaluation submit (code)', 'POST', '/api/v1/evaluation/submit', (b) => ({ section_id: '1', problem_id: 'p1', code: `print("${b}")` }), 'student'],
  ['execute-code', 'POST', '/api/v1/code/execute-code', (b) => ({ code: `print("${b}")` }), 'student'],
  ['submit-input', 'POST', '/api/v1/code/submit-input', (b) => ({ input: `질문 ${b}`, source: 'question', selected_section: '1' }), 'student'],
  ['evaluate-code-ai', 'POST', '/api/v1/code/evaluate-code-ai', (b) => ({ student_code: `print(1) # ${b}`, student_output: '1', expected_output: '1' }), 'student'],
  ['tutor chat', 'POST', '/api/v1/tutor/chat', (b) => ({ user_input: `안녕 ${b}`, selected_section: '1' }), 'student'],
  ['tutor chat stream', 'POST', '/api/v1/tutor/chat/stream', (b) => ({ user_input: `안녕 ${b}`, selected_section: '1' }), 'student'],
  ['conversation append', 'POST', '/api/v1/tutor/conversations/1/messages', (b) => ({ messages: [{ role: 'user', content: `x ${b}`, type: 'code_execution' }] }), 'student'],
  ['conversation save', 'POST', '/api/v1/tutor/conversations/unified', (b) => ({ section_id: '1', unified_messages: [{ role: 'user', content: `대화 ${b}` }] }), 'student'],
  ['start-chat', 'POST', '/api/v1/start-chat', (b) => ({ selected_section: `1${b}` }), 'student'],
  ['start-section', 'POST', '/api/v1/start-section', (b) => ({ section: `1${b}` }), 'student'],
  ['evaluate-progress', 'POST', '/api/v1/assessment/evaluate-progress', (b) => ({ section: `1${b}` }), 'student'],
  ['admin user search (query)', 'GET', '/api/v1/admin/users', (b) => ({ search: `a${b}` }), 'admin'],
];
const unstorable: [string, string][] = [
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
  ['a NUL character', '\u0000'],
];

describe('text PostgreSQL cannot store is refused with 422 at the root, for every endpoint that takes text', () => {
  describe.each(unstorable)('%s', (_what, bad) => {
    it.each(textEndpoints)('%s', async (_name, method, url, body, auth) => {
      const headers = auth === 'none' ? {} : bearer(auth === 'admin' ? admin : student);
      const payload = body(bad);
      const res =
        method === 'GET'
          ? await t.app.inject({ method, url: `${url}?${new URLSearchParams(payload as Record<string, string>).toString()}`, headers })
          : // JSON.stringify writes a lone surrogate as the escape "\ud800", exactly as a browser sends it.
            await t.app.inject({ method, url, headers: { ...headers, ...json }, payload: JSON.stringify(payload) });
      // A URL cannot carry a lone surrogate (percent-encoding turns it into U+FFFD): only NUL applies there.
      const expected = method === 'GET' && bad !== '\u0000' ? 200 : 422;
      expect(res.statusCode).toBe(expected);
      if (expected === 422) expect(res.json().detail).toMatch(/[\uac00-\ud7a3]/);
    });
  });

  it.each([
    ['login', '/api/v1/auth/login'],
    ['admin login', '/api/v1/admin/auth/login'],
  ])('form-encoded %s with a NUL answers 422', async (_name, url) => {
    const res = await t.app.inject({ method: 'POST', url, headers: form, payload: 'username=ad%00min&password=x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/[\uac00-\ud7a3]/);
  });

  it('keeps text that only looks like an escape (code that prints "\\u0000" or "\\ud800")', async () => {
    const other = await tokenFor(t.app, await createUser(t.app));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me/profile',
      headers: { ...bearer(other), ...json },
      payload: JSON.stringify({ bio: 'print("\\u0000 \\ud800") 😀 한글' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.bio).toBe('print("\\u0000 \\ud800") 😀 한글');
  });
});

describe('bad input never yields a 500', () => {
  it.each(cases)('%s', async (_name, build, expected) => {
    const res = await t.app.inject(build());
    expect(res.statusCode).not.toBe(500);
    expect(expected).toContain(res.statusCode);
    const body = res.json();
    if (res.statusCode === 200) {
      expect(body.users).toEqual([]);
      return;
    }
    expect(typeof body.detail).toBe('string');
    expect(body.detail).toMatch(/[\uac00-\ud7a3]/);
  });

  it('nothing was saved by the rejected requests', async () => {
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=valid_user', headers: bearer(admin) });
    expect(users.json().total).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(student) });
    expect(me.json().profile.bio).toBeUndefined();
    expect(me.json().settings).toEqual({});
  });
});

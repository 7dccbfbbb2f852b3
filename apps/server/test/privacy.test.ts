// A student's privacy rights (issue 25), end to end through the API: export, access log recorded by
// the teachers' reads, correction, 처리 정지, and a deletion request completed by an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { ChatMessage } from '@dodam/contracts';
import * as schema from '../src/db/schema.js';
import { anonymousLearningFigures, auditLog, notifications, users } from '../src/db/schema.js';
import { USER_TABLE_EXPORT } from '../src/services/privacy-service.js';
import { upsertTutorConversation } from '../src/db/queries/tutor-conversations.js';
import { adminToken, bearer, createTestApp, createUser, login, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let teacher: string;
let teacherName: string;
let student: Awaited<ReturnType<typeof createUser>>;
let studentToken: string;
let rightCode = '';

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** Full paths and methods from Fastify's printRoutes() tree (each level indents by four characters). */
function routeList(tree: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const out: { path: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = Math.floor(m[1]!.length / 4);
    stack.length = depth;
    stack.push(m[2]!);
    if (m[3]) out.push({ path: stack.join(''), methods: m[3].split(', ') });
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const teacherUser = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
  teacherName = teacherUser.username;
  student = await createUser(t.app, { courses: ['python'] });
  [admin, teacher, studentToken] = await Promise.all([adminToken(t.app), tokenFor(t.app, teacherUser), tokenFor(t.app, student)]);
  const p1 = t.app.content.section('1')!.problems[0]!;
  rightCode = p1.reference_solution;
  expect((await send('PUT', '/api/v1/learning/completion', studentToken, { section_id: '1', learning_type: 'video', completed: true })).statusCode).toBe(200);
  expect((await send('POST', '/api/v1/learning/events', studentToken, { events: [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 60 }] })).statusCode).toBe(200);
  expect((await send('POST', '/api/v1/evaluation/submit', studentToken, { section_id: '1', problem_id: p1.id, code: rightCode })).statusCode).toBe(200);
  const msg = (content: string, role: 'user' | 'assistant'): ChatMessage => ({ role, content, timestamp: new Date().toISOString(), type: 'chat' });
  await upsertTutorConversation(t.app.db, student.id, '1', [msg('변수가 뭐예요?', 'user'), msg('값을 담는 이름표예요.', 'assistant')]);
});

afterAll(async () => {
  await t?.close();
});

describe('export', () => {
  it('holds everything about the signed-in user and nothing about others', async () => {
    const res = await get('/api/v1/me/privacy/export', studentToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.profile).toMatchObject({ id: student.id, username: student.username, email: student.email });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(body.enrolments.map((e: { course_id: string }) => e.course_id)).toEqual(['python']);
    expect(body.completions).toEqual([expect.objectContaining({ section_id: '1', learning_type: 'video' })]);
    expect(body.learning_records.some((r: { kind: string; duration_seconds: number }) => r.kind === 'heartbeat' && r.duration_seconds === 60)).toBe(true);
    expect(body.submissions).toEqual([expect.objectContaining({ section_id: '1', code: rightCode, is_correct: true })]);
    expect(body.tutor_conversations[0].messages.map((m: { content: string }) => m.content)).toEqual(['변수가 뭐예요?', '값을 담는 이름표예요.']);
    for (const key of ['drafts', 'code_runs', 'consents', 'access_log', 'privacy_requests', 'evaluation_attempts', 'tutor_usage', 'registration_requests']) expect(Array.isArray(body[key])).toBe(true);
  });

  it('carries drafts, school identity, sign-ins and code runs', async () => {
    await t.app.db.update(users).set({ grade: 2, classNumber: 3, studentNumber: 14, studentCode: 'S20314' }).where(eq(users.id, student.id));
    const put = await send('PUT', '/api/v1/drafts', studentToken, { kind: 'practice', section_id: '1', item_id: 's1-e1', code: "print('내 초안')", base_version: 0 });
    expect(put.statusCode).toBe(200);
    const run = await send('POST', '/api/v1/code/execute-code', studentToken, { code: "print('실행 기록')", selected_section: '1' });
    expect(run.statusCode, run.body).toBe(200);
    const body = (await get('/api/v1/me/privacy/export', studentToken)).json();
    expect(body.profile).toMatchObject({ grade: 2, class_number: 3, student_number: 14, student_code: 'S20314' });
    expect(body.drafts).toEqual([expect.objectContaining({ kind: 'practice', section_id: '1', item_id: 's1-e1', code: "print('내 초안')", version: 1 })]);
    expect(body.code_runs.some((r: { code: string }) => r.code === "print('실행 기록')")).toBe(true);
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.sessions)).not.toMatch(/token/i);
  });

  it('covers every table that keeps rows about a user (a new one must be listed)', async () => {
    const keys = Object.keys((await get('/api/v1/me/privacy/export', studentToken)).json());
    const keyed = (Object.values(schema) as unknown[])
      .filter((v): v is PgTable => v instanceof PgTable)
      .map((table) => getTableConfig(table))
      .filter((c) => c.name === 'users' || c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'users'))
      .map((c) => c.name)
      .sort();
    expect(keyed.length).toBeGreaterThan(20);
    expect(Object.keys(USER_TABLE_EXPORT).sort()).toEqual(keyed);
    for (const [table, where] of Object.entries(USER_TABLE_EXPORT)) {
      if (where.startsWith('- ')) expect(where.length, table).toBeGreaterThan(10);
      else expect(keys, table).toContain(where);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/privacy/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/privacy/access-log' })).statusCode).toBe(401);
  });
});

describe('access log', () => {
  it('records a teacher reading the drill-down and the CSV, and an admin reading the drill-down, at read time', async () => {
    expect((await get('/api/v1/me/privacy/access-log', studentToken)).json().entries).toEqual([]);
    expect((await get(`/api/v1/teacher/students/${student.id}`, teacher)).statusCode).toBe(200);
    let entries = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries;
    expect(entries).toEqual([expect.objectContaining({ reader_name: teacherName, reader_role: 'teacher', what: 'student_detail', course_id: 'python' })]);
    expect(Date.parse(entries[0].at)).not.toBeNaN();

    expect((await get('/api/v1/teacher/students.csv?course_id=python', teacher)).statusCode).toBe(200);
    expect((await get(`/api/v1/teacher/students/${student.id}`, admin)).statusCode).toBe(200);
    entries = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries;
    expect(entries.map((e: { what: string; reader_role: string }) => `${e.reader_role}:${e.what}`).sort()).toEqual(['admin:student_detail', 'teacher:student_detail', 'teacher:students_csv']);
    // The export carries the same log.
    expect((await get('/api/v1/me/privacy/export', studentToken)).json().access_log).toHaveLength(3);
  });

  it('records a teacher reading the code a student is typing', async () => {
    const before = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries.length;
    expect((await get(`/api/v1/teacher/students/${student.id}/drafts`, teacher)).statusCode).toBe(200);
    const entries = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries;
    expect(entries).toHaveLength(before + 1);
    expect(entries).toContainEqual(expect.objectContaining({ reader_name: teacherName, what: 'student_drafts', what_label: '편집 중인 코드 (초안)' }));
  });

  it('every teacher route that answers with one student\'s records writes the access log', async () => {
    const urls = routeList(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.methods.includes('GET') && /^\/api\/v1\/teacher\/students\/:id(\/|$)/.test(r.path))
      .map((r) => r.path);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const before = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries.length;
      const res = await get(url.replace(':id', String(student.id)), teacher);
      expect(res.statusCode, url).toBe(200);
      expect((await get('/api/v1/me/privacy/access-log', studentToken)).json().entries, url).toHaveLength(before + 1);
    }
  });

  it('records nothing for a refused read', async () => {
    const stranger = await createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] });
    const before = (await get('/api/v1/me/privacy/access-log', studentToken)).json().entries.length;
    expect((await get(`/api/v1/teacher/students/${student.id}`, await tokenFor(t.app, stranger))).statusCode).toBe(404);
    expect((await get('/api/v1/me/privacy/access-log', studentToken)).json().entries).toHaveLength(before);
  });
});

describe('correction and 처리 정지', () => {
  it('corrects name and e-mail, refusing an e-mail someone else has', async () => {
    const other = await createUser(t.app);
    expect((await send('PUT', '/api/v1/me/privacy/correction', studentToken, { email: other.email })).statusCode).toBe(409);
    expect((await send('PUT', '/api/v1/me/privacy/correction', studentToken, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await send('PUT', '/api/v1/me/privacy/correction', studentToken, {})).statusCode).toBe(422);
    const res = await send('PUT', '/api/v1/me/privacy/correction', studentToken, { full_name: '김도담', email: `Fixed-${student.username}@example.com` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `fixed-${student.username}@example.com`, profile: { fullName: '김도담' } });
    student.email = res.json().email;
  });

  it('suspends processing: tutor refused, left out of class figures, then lifted', async () => {
    const on = await send('PUT', '/api/v1/me/privacy/processing', studentToken, { suspended: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ processing_suspended: true });
    const chat = await send('POST', '/api/v1/tutor/chat', studentToken, { user_input: '변수가 뭐예요?', selected_section: '1', mode: 'practice' });
    expect(chat.statusCode).toBe(403);
    expect(chat.json().detail).toContain('처리 정지');
    const dashboard = (await get('/api/v1/teacher/dashboard?course_id=python&fresh=1', teacher)).json();
    expect(JSON.stringify(dashboard)).not.toContain(student.username);
    const live = await get('/api/v1/teacher/students.csv?course_id=python', teacher);
    expect(live.body).not.toContain(student.username);

    const off = await send('PUT', '/api/v1/me/privacy/processing', studentToken, { suspended: false });
    expect(off.json()).toMatchObject({ processing_suspended: false, processing_suspended_at: null });
    expect((await get('/api/v1/teacher/students.csv?course_id=python', teacher)).body).toContain(student.username);
    expect((await send('PUT', '/api/v1/me/privacy/processing', studentToken, { suspended: 'yes' })).statusCode).toBe(422);
  });
});

describe('deletion', () => {
  it('is requested by the student (202, idempotent) and listed for admins only', async () => {
    const res = await send('POST', '/api/v1/me/privacy/deletion-request', studentToken, { reason: '졸업했어요' });
    expect(res.statusCode).toBe(202);
    const again = await send('POST', '/api/v1/me/privacy/deletion-request', studentToken);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().request.id).toBe(res.json().request.id);
    expect((await get('/api/v1/me/privacy', studentToken)).json().deletion_request).toMatchObject({ id: res.json().request.id, status: 'pending' });
    expect((await get('/api/v1/admin/privacy/requests', studentToken)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/privacy/requests', teacher)).statusCode).toBe(403);
    const list = (await get('/api/v1/admin/privacy/requests?status=pending', admin)).json().requests;
    expect(list).toEqual([expect.objectContaining({ id: res.json().request.id, user_id: student.id, username: student.username, status: 'pending' })]);
  });

  it('completed by an admin: account gone, login refused, no teacher view or CSV, counts kept, audit tombstone', async () => {
    const [pending] = (await get('/api/v1/admin/privacy/requests?status=pending', admin)).json().requests;
    expect((await send('POST', '/api/v1/admin/privacy/requests/999999/complete', admin)).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/admin/privacy/requests/abc/complete', admin)).statusCode).toBe(422);
    expect((await send('POST', `/api/v1/admin/privacy/requests/${pending.id}/complete`, teacher)).statusCode).toBe(403);
    // An earlier admin action about the student names them in the audit log; the deletion must scrub it.
    expect((await send('PUT', `/api/v1/admin/users/${student.id}/status`, admin, { status: 'active' })).statusCode).toBe(200);
    await t.app.db.insert(notifications).values({ userId: student.id, toEmail: student.email, subject: '안내', body: `${student.username}님`, kind: 'approval', status: 'outbox' });

    const res = await send('POST', `/api/v1/admin/privacy/requests/${pending.id}/complete`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ id: pending.id, status: 'completed', user_id: null, username: null, reason: null });
    expect((await send('POST', `/api/v1/admin/privacy/requests/${pending.id}/complete`, admin)).statusCode).toBe(409);

    expect((await login(t.app, student.username, student.password)).statusCode).toBe(401);
    expect((await get('/api/v1/me/privacy/export', studentToken)).statusCode).toBe(401);
    expect((await get(`/api/v1/teacher/students/${student.id}`, teacher)).statusCode).toBe(404);
    const csv = (await get('/api/v1/teacher/students.csv?course_id=python', teacher)).body;
    expect(csv).not.toContain(student.username);
    expect(await t.app.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);

    const figures = await t.app.db.select().from(anonymousLearningFigures);
    expect(figures.reduce((n, f) => n + f.completions, 0)).toBe(1);
    expect(figures.reduce((n, f) => n + f.correctSubmissions, 0)).toBe(1);
    expect(figures.reduce((n, f) => n + f.studySeconds, 0)).toBe(60);

    const audit = await t.app.db.select().from(auditLog);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(student.username);
    expect(text).not.toContain(student.email);
    expect(audit.some((a) => a.action === 'privacy.deletion_complete' && a.targetId === String(pending.id))).toBe(true);
    const mails = await t.app.db.select().from(notifications).where(sql`lower(${notifications.toEmail}) = ${student.email.toLowerCase()}`);
    expect(mails).toEqual([]);
    const done = (await get('/api/v1/admin/privacy/requests?status=completed', admin)).json().requests;
    expect(done).toEqual([expect.objectContaining({ id: pending.id, user_id: null, username: null })]);
  });

  it('refuses to delete an admin account through a request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/me/privacy/deletion-request', headers: bearer(admin), payload: {} });
    expect(res.statusCode).toBe(202);
    expect((await send('POST', `/api/v1/admin/privacy/requests/${res.json().request.id}/complete`, admin)).statusCode).toBe(409);
  });
});

describe('privacy notice', () => {
  it('is public, lists every stored table with purpose and retention, and names the officer an admin sets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/privacy-notice' });
    expect(res.statusCode).toBe(200);
    const notice = res.json();
    expect(notice.officer).toBeNull();
    const users = notice.tables.find((x: { name: string }) => x.name === 'users');
    expect(users).toMatchObject({ title: '계정', personal: true });
    expect(users.columns.map((c: { name: string }) => c.name)).toContain('email');
    // The built-in tutor sends nothing anywhere: no third party by default.
    expect(notice.third_parties).toEqual([]);

    expect((await send('PUT', '/api/v1/admin/privacy/settings', teacher, { officer: { name: '박책임', contact: 'a@b.kr' } })).statusCode).toBe(403);
    const bad = await send('PUT', '/api/v1/admin/privacy/settings', admin, { officer: { name: '', contact: '' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('보호책임자 이름을 입력해 주세요.');
    const saved = await send('PUT', '/api/v1/admin/privacy/settings', admin, { officer: { name: '박책임', title: '정보부장', contact: 'privacy@school.kr' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/v1/admin/privacy/settings', admin)).json().officer).toEqual({ name: '박책임', title: '정보부장', contact: 'privacy@school.kr' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/privacy-notice' })).json().officer).toMatchObject({ name: '박책임', contact: 'privacy@school.kr' });
  });

  it('names the configured model provider as a third party, without its key', async () => {
    const other = await createTestApp({ LOG_LEVEL: 'error', TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: 'https://llm.example.kr/v1', TUTOR_OPENAI_MODEL: 'school-model', TUTOR_OPENAI_API_KEY: 'sk-secret-123' });
    try {
      const body = (await other.app.inject({ method: 'GET', url: '/api/v1/public/privacy-notice' })).body;
      const notice = JSON.parse(body);
      expect(notice.third_parties).toEqual([expect.objectContaining({ name: 'AI 모델 제공자 (llm.example.kr)', detail: '모델: school-model' })]);
      expect(body).not.toContain('sk-secret-123');
    } finally {
      await other.close();
    }
  });
});

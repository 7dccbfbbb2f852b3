import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { adminToken, bearer, createTestApp, createUser, pendingUserToken, tokenFor, type TestApp } from './helpers.js';

// Every route × every kind of caller. 'ok' means the guard let the call through (2xx, or 404/409/422
// from the handler itself); numbers are the exact status the guard must answer.
type Expect = 'ok' | 401 | 403 | 404;
// 'otherTeacher' teaches a course other than 'python' (the course the teacher rows ask about).
type Role = 'anonymous' | 'pending' | 'student' | 'teacher' | 'otherTeacher' | 'admin';

interface RouteCase {
  name: string;
  request: InjectOptions;
  expect: Record<Role, Expect>;
}

const PUBLIC: Record<Role, Expect> = { anonymous: 'ok', pending: 'ok', student: 'ok', teacher: 'ok', otherTeacher: 'ok', admin: 'ok' };
const USER: Record<Role, Expect> = { anonymous: 401, pending: 403, student: 'ok', teacher: 'ok', otherTeacher: 'ok', admin: 'ok' };
const ADMIN: Record<Role, Expect> = { anonymous: 401, pending: 403, student: 403, teacher: 403, otherTeacher: 403, admin: 'ok' };
/** Teacher insight of the 'python' course: its teacher and admins; a teacher of another course gets 404. */
const TEACHER_OF_PYTHON: Record<Role, Expect> = { anonymous: 401, pending: 403, student: 403, teacher: 'ok', otherTeacher: 404, admin: 'ok' };
const STUDENT: Record<Role, Expect> = { anonymous: 401, pending: 403, student: 'ok', teacher: 403, otherTeacher: 403, admin: 403 };

const routes: RouteCase[] = [
  { name: 'GET /public/courses', request: { method: 'GET', url: '/api/v1/public/courses' }, expect: PUBLIC },
  { name: 'POST /public/check-duplicate', request: { method: 'POST', url: '/api/v1/public/check-duplicate', payload: { username: 'someone' } }, expect: PUBLIC },
  { name: 'POST /public/validate-code', request: { method: 'POST', url: '/api/v1/public/validate-code', payload: { code: 'ABCD-1234' } }, expect: PUBLIC },
  { name: 'GET /public/config', request: { method: 'GET', url: '/api/v1/public/config' }, expect: PUBLIC },
  { name: 'GET /health', request: { method: 'GET', url: '/api/v1/health' }, expect: PUBLIC },
  { name: 'GET /auth/me', request: { method: 'GET', url: '/api/v1/auth/me' }, expect: USER },
  { name: 'GET /auth/oidc/providers', request: { method: 'GET', url: '/api/v1/auth/oidc/providers' }, expect: PUBLIC },
  { name: 'GET /auth/me/identities', request: { method: 'GET', url: '/api/v1/auth/me/identities' }, expect: USER },
  { name: 'DELETE /auth/me/identities/:id', request: { method: 'DELETE', url: '/api/v1/auth/me/identities/999999' }, expect: USER },
  { name: 'GET /admin/oidc/providers', request: { method: 'GET', url: '/api/v1/admin/oidc/providers' }, expect: ADMIN },
  { name: 'POST /admin/oidc/providers', request: { method: 'POST', url: '/api/v1/admin/oidc/providers', payload: {} }, expect: ADMIN },
  { name: 'PUT /admin/oidc/providers/:id', request: { method: 'PUT', url: '/api/v1/admin/oidc/providers/999999', payload: {} }, expect: ADMIN },
  { name: 'DELETE /admin/oidc/providers/:id', request: { method: 'DELETE', url: '/api/v1/admin/oidc/providers/999999' }, expect: ADMIN },
  { name: 'PUT /auth/me/profile', request: { method: 'PUT', url: '/api/v1/auth/me/profile', payload: { bio: 'hi' } }, expect: USER },
  { name: 'PUT /auth/me/settings', request: { method: 'PUT', url: '/api/v1/auth/me/settings', payload: { theme: 'dark' } }, expect: USER },
  { name: 'GET /me/privacy', request: { method: 'GET', url: '/api/v1/me/privacy' }, expect: USER },
  { name: 'GET /me/privacy/export', request: { method: 'GET', url: '/api/v1/me/privacy/export' }, expect: USER },
  { name: 'GET /me/privacy/access-log', request: { method: 'GET', url: '/api/v1/me/privacy/access-log' }, expect: USER },
  { name: 'POST /me/privacy/deletion-request', request: { method: 'POST', url: '/api/v1/me/privacy/deletion-request', payload: {} }, expect: USER },
  { name: 'PUT /me/privacy/processing', request: { method: 'PUT', url: '/api/v1/me/privacy/processing', payload: { suspended: false } }, expect: USER },
  { name: 'PUT /me/privacy/correction', request: { method: 'PUT', url: '/api/v1/me/privacy/correction', payload: { full_name: '이름' } }, expect: USER },
  { name: 'GET /admin/privacy/requests', request: { method: 'GET', url: '/api/v1/admin/privacy/requests' }, expect: ADMIN },
  { name: 'POST /admin/privacy/requests/:id/complete', request: { method: 'POST', url: '/api/v1/admin/privacy/requests/999999/complete' }, expect: ADMIN },
  { name: 'GET /me/privacy/consents', request: { method: 'GET', url: '/api/v1/me/privacy/consents' }, expect: USER },
  { name: 'PUT /me/privacy/consents', request: { method: 'PUT', url: '/api/v1/me/privacy/consents', payload: { ai_model: false } }, expect: USER },
  { name: 'POST /auth/consent', request: { method: 'POST', url: '/api/v1/auth/consent', payload: { consents: { privacy: true } } }, expect: USER },
  { name: 'GET /admin/privacy/retention', request: { method: 'GET', url: '/api/v1/admin/privacy/retention' }, expect: ADMIN },
  { name: 'PUT /admin/privacy/retention/settings', request: { method: 'PUT', url: '/api/v1/admin/privacy/retention/settings', payload: { years_after_school_year: 1, notice_days: 30 } }, expect: ADMIN },
  { name: 'POST /admin/privacy/retention/run', request: { method: 'POST', url: '/api/v1/admin/privacy/retention/run', payload: { dry_run: true } }, expect: ADMIN },
  { name: 'GET /admin/privacy/guardian-waiting', request: { method: 'GET', url: '/api/v1/admin/privacy/guardian-waiting' }, expect: ADMIN },
  { name: 'POST /admin/privacy/guardian-waiting/:id/resend', request: { method: 'POST', url: '/api/v1/admin/privacy/guardian-waiting/999999/resend' }, expect: ADMIN },
  { name: 'GET /public/guardian/:token', request: { method: 'GET', url: '/api/v1/public/guardian/abcdefghijklmnopqrstuvwxyz012345' }, expect: PUBLIC },
  { name: 'POST /public/guardian/:token', request: { method: 'POST', url: '/api/v1/public/guardian/abcdefghijklmnopqrstuvwxyz012345', payload: { decision: 'confirm' } }, expect: PUBLIC },
  { name: 'GET /admin/auth/profile', request: { method: 'GET', url: '/api/v1/admin/auth/profile' }, expect: ADMIN },
  { name: 'GET /admin/approval/requests', request: { method: 'GET', url: '/api/v1/admin/approval/requests?limit=50' }, expect: ADMIN },
  { name: 'POST /admin/approval/approve', request: { method: 'POST', url: '/api/v1/admin/approval/approve', payload: { user_id: 999999 } }, expect: ADMIN },
  { name: 'POST /admin/approval/reject', request: { method: 'POST', url: '/api/v1/admin/approval/reject', payload: { user_id: 999999, rejection_reason: 'x' } }, expect: ADMIN },
  { name: 'POST /admin/notification/send-approval-email', request: { method: 'POST', url: '/api/v1/admin/notification/send-approval-email?user_id=999999&approval_status=approved' }, expect: ADMIN },
  { name: 'GET /admin/notifications', request: { method: 'GET', url: '/api/v1/admin/notifications' }, expect: ADMIN },
  { name: 'GET /admin/users', request: { method: 'GET', url: '/api/v1/admin/users?_t=1' }, expect: ADMIN },
  { name: 'PUT /admin/users/:id/status', request: { method: 'PUT', url: '/api/v1/admin/users/999999/status', payload: { status: 'active' } }, expect: ADMIN },
  { name: 'PUT /admin/users/:id/type', request: { method: 'PUT', url: '/api/v1/admin/users/999999/type', payload: { user_type: 'student' } }, expect: ADMIN },
  { name: 'PUT /auth/me/password', request: { method: 'PUT', url: '/api/v1/auth/me/password', payload: { current_password: 'wrong-one', new_password: 'newpass1', new_password_confirm: 'newpass1' } }, expect: USER },
  { name: 'GET /admin/dashboard/overview', request: { method: 'GET', url: '/api/v1/admin/dashboard/overview?_t=1' }, expect: ADMIN },
  { name: 'GET /admin/dashboard/courses', request: { method: 'GET', url: '/api/v1/admin/dashboard/courses' }, expect: ADMIN },
  { name: 'GET /admin/stats', request: { method: 'GET', url: '/api/v1/admin/stats?_t=1' }, expect: ADMIN },
  { name: 'GET /admin/courses', request: { method: 'GET', url: '/api/v1/admin/courses?q=x&category=Python' }, expect: ADMIN },
  { name: 'POST /admin/courses', request: { method: 'POST', url: '/api/v1/admin/courses', payload: { name: '' } }, expect: ADMIN },
  { name: 'GET /admin/courses/:id', request: { method: 'GET', url: '/api/v1/admin/courses/python' }, expect: ADMIN },
  { name: 'PUT /admin/courses/:id', request: { method: 'PUT', url: '/api/v1/admin/courses/class-none', payload: { name: '' } }, expect: ADMIN },
  { name: 'DELETE /admin/courses/:id', request: { method: 'DELETE', url: '/api/v1/admin/courses/class-none' }, expect: ADMIN },
  { name: 'GET /admin/settings/contact', request: { method: 'GET', url: '/api/v1/admin/settings/contact' }, expect: ADMIN },
  { name: 'PUT /admin/settings/contact', request: { method: 'PUT', url: '/api/v1/admin/settings/contact', payload: { contact: '교무실' } }, expect: ADMIN },
  { name: 'GET /teacher/courses/:id/report', request: { method: 'GET', url: '/api/v1/teacher/courses/python/report' }, expect: TEACHER_OF_PYTHON },
  { name: 'PUT /admin/courses/:id/teachers', request: { method: 'PUT', url: '/api/v1/admin/courses/class-none/teachers', payload: { teacher_ids: [] } }, expect: ADMIN },
  { name: 'DELETE /admin/courses/:id/users/:userId', request: { method: 'DELETE', url: '/api/v1/admin/courses/class-none/users/999999' }, expect: ADMIN },
  { name: 'GET /admin/courses/:id/codes', request: { method: 'GET', url: '/api/v1/admin/courses/python/codes' }, expect: ADMIN },
  { name: 'GET /admin/courses/:id/codes/detailed', request: { method: 'GET', url: '/api/v1/admin/courses/python/codes/detailed' }, expect: ADMIN },
  { name: 'GET /admin/courses/:id/codes/stats', request: { method: 'GET', url: '/api/v1/admin/courses/python/codes/stats' }, expect: ADMIN },
  { name: 'POST /admin/courses/:id/codes', request: { method: 'POST', url: '/api/v1/admin/courses/class-none/codes', payload: { count: 1 } }, expect: ADMIN },
  { name: 'POST /admin/courses/:id/codes/expire', request: { method: 'POST', url: '/api/v1/admin/courses/python/codes/expire', payload: { codes: ['DODAM-NONE-NONE'] } }, expect: ADMIN },
  { name: 'POST /admin/courses/:id/codes/reissue', request: { method: 'POST', url: '/api/v1/admin/courses/python/codes/reissue', payload: { codes: ['DODAM-NONE-NONE'] } }, expect: ADMIN },
  { name: 'POST /admin/courses/registration-codes/generate', request: { method: 'POST', url: '/api/v1/admin/courses/registration-codes/generate', payload: { course_id: 'class-none' } }, expect: ADMIN },
  { name: 'POST /admin/courses/:id/enrol-csv', request: { method: 'POST', url: '/api/v1/admin/courses/class-none/enrol-csv', payload: { csv: 'a,b,c' } }, expect: ADMIN },
  { name: 'POST /admin/users/:id/reset-password', request: { method: 'POST', url: '/api/v1/admin/users/999999/reset-password' }, expect: ADMIN },
  { name: 'PUT /admin/notifications/:id/read', request: { method: 'PUT', url: '/api/v1/admin/notifications/999999/read' }, expect: ADMIN },
  { name: 'POST /admin/notifications/:id/resend', request: { method: 'POST', url: '/api/v1/admin/notifications/999999/resend' }, expect: ADMIN },
  { name: 'GET /admin/audit', request: { method: 'GET', url: '/api/v1/admin/audit?action=course.create' }, expect: ADMIN },
  { name: 'GET /contents', request: { method: 'GET', url: '/api/v1/contents' }, expect: USER },
  { name: 'GET /section-guide/:section', request: { method: 'GET', url: '/api/v1/section-guide/1' }, expect: USER },
  { name: 'GET /content/sections/:section/problems.json', request: { method: 'GET', url: '/api/v1/content/sections/1/problems.json' }, expect: USER },
  { name: 'GET /content/sections/:section/concepts.json', request: { method: 'GET', url: '/api/v1/content/sections/1/concepts.json' }, expect: USER },
  { name: 'PUT /learning/completion', request: { method: 'PUT', url: '/api/v1/learning/completion', payload: { section_id: '1', learning_type: 'video', completed: true } }, expect: USER },
  { name: 'POST /learning/events', request: { method: 'POST', url: '/api/v1/learning/events', payload: { events: [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 5 }] } }, expect: USER },
  { name: 'GET /evaluation/state', request: { method: 'GET', url: '/api/v1/evaluation/state?section=1' }, expect: USER },
  { name: 'POST /evaluation/submit', request: { method: 'POST', url: '/api/v1/evaluation/submit', payload: { section_id: '1', problem_id: 'nope', code: 'print(1)' } }, expect: USER },
  { name: 'POST /evaluation/syntax-check', request: { method: 'POST', url: '/api/v1/evaluation/syntax-check', payload: { section_id: '1', problem_id: 'nope', code: 'print(1)' } }, expect: USER },
  { name: 'POST /code/execute-code', request: { method: 'POST', url: '/api/v1/code/execute-code', payload: { code: 'print(1)' } }, expect: USER },
  { name: 'GET /learning/lesson-steps', request: { method: 'GET', url: '/api/v1/learning/lesson-steps?section=1' }, expect: USER },
  { name: 'GET /learning/code-executions', request: { method: 'GET', url: '/api/v1/learning/code-executions' }, expect: USER },
  { name: 'POST /tutor/chat', request: { method: 'POST', url: '/api/v1/tutor/chat', payload: { user_input: '안녕하세요', selected_section: '1' } }, expect: USER },
  { name: 'GET /tutor/conversations/:sectionId', request: { method: 'GET', url: '/api/v1/tutor/conversations/1' }, expect: USER },
  {
    name: 'POST /tutor/conversations/:sectionId/messages',
    request: { method: 'POST', url: '/api/v1/tutor/conversations/1/messages', payload: { messages: [{ role: 'user', content: 'x', type: 'code_execution' }] } },
    expect: USER,
  },
  { name: 'GET /tutor/conversations', request: { method: 'GET', url: '/api/v1/tutor/conversations?limit=10' }, expect: USER },
  { name: 'POST /tutor/parsons/check', request: { method: 'POST', url: '/api/v1/tutor/parsons/check', payload: { exercise_id: 's3-e2', lines: ['a = int(input())'] } }, expect: USER },
  { name: 'POST /start-chat', request: { method: 'POST', url: '/api/v1/start-chat', payload: { selected_section: '1' } }, expect: USER },
  { name: 'GET /assessment/generate-summary', request: { method: 'GET', url: '/api/v1/assessment/generate-summary?section=1' }, expect: USER },
  { name: 'POST /start-section', request: { method: 'POST', url: '/api/v1/start-section', payload: { section: '1' } }, expect: USER },
  { name: 'GET /contents', request: { method: 'GET', url: '/api/v1/contents' }, expect: USER },
  { name: 'GET /sections', request: { method: 'GET', url: '/api/v1/sections' }, expect: USER },
  { name: 'PUT /admin/users/:id/status', request: { method: 'PUT', url: '/api/v1/admin/users/999999/status', payload: { status: 'suspended' } }, expect: ADMIN },
  { name: 'GET /admin/tutor/status', request: { method: 'GET', url: '/api/v1/admin/tutor/status' }, expect: ADMIN },
  {
    // otherTeacher teaches python-basic2, not python: object-level refusal (issue 14).
    name: 'POST /sections/:section/video',
    request: { method: 'POST', url: '/api/v1/sections/1/video', headers: { 'content-type': 'application/json' }, payload: { not: 'multipart' } },
    expect: { anonymous: 401, pending: 403, student: 403, teacher: 'ok', otherTeacher: 403, admin: 'ok' },
  },
  {
    // Object level: the matrix teachers teach python and python-basic2; section 601 belongs to ai-literacy.
    name: "POST /sections/:section/video (another course's section)",
    request: { method: 'POST', url: '/api/v1/sections/601/video', headers: { 'content-type': 'application/json' }, payload: { not: 'multipart' } },
    expect: { anonymous: 401, pending: 403, student: 403, teacher: 403, otherTeacher: 403, admin: 'ok' },
  },
  { name: 'GET /teacher/dashboard', request: { method: 'GET', url: '/api/v1/teacher/dashboard?course_id=python' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/alerts', request: { method: 'GET', url: '/api/v1/teacher/alerts?course_id=python' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/courses/:id/problems', request: { method: 'GET', url: '/api/v1/teacher/courses/python/problems' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/courses/:id/plan', request: { method: 'GET', url: '/api/v1/teacher/courses/python/plan' }, expect: TEACHER_OF_PYTHON },
  { name: 'PUT /teacher/courses/:id/plan', request: { method: 'PUT', url: '/api/v1/teacher/courses/python/plan', payload: { current_section_id: null, sections: [] } }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/courses/:id/predict-mistakes', request: { method: 'GET', url: '/api/v1/teacher/courses/python/predict-mistakes' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/students.csv', request: { method: 'GET', url: '/api/v1/teacher/students.csv?course_id=python' }, expect: TEACHER_OF_PYTHON },
  // The student of 'python' (created below) is the object: visible to its teacher and admins only.
  { name: 'GET /teacher/students/:id', request: { method: 'GET', url: '/api/v1/teacher/students/:student' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /teacher/students/:id/drafts', request: { method: 'GET', url: '/api/v1/teacher/students/:student/drafts' }, expect: TEACHER_OF_PYTHON },
  { name: 'GET /drafts', request: { method: 'GET', url: '/api/v1/drafts?kind=playground' }, expect: USER },
  { name: 'PUT /drafts', request: { method: 'PUT', url: '/api/v1/drafts', payload: { kind: 'playground', code: 'print(1)', base_version: 0 } }, expect: USER },
  // The live stream stays open on success, so only refusals are exercised here (see teacher-live.test.ts).
  { name: 'GET /teacher/live', request: { method: 'GET', url: '/api/v1/teacher/live?course_id=python' }, expect: { anonymous: 401, pending: 403, student: 403, teacher: 'ok', otherTeacher: 404, admin: 'ok' } },
  { name: 'GET /student/dashboard', request: { method: 'GET', url: '/api/v1/student/dashboard' }, expect: STUDENT },
  { name: 'GET /student/mistakes', request: { method: 'GET', url: '/api/v1/student/mistakes' }, expect: STUDENT },
  // Daily stats of an unknown user: every signed-in caller gets the handler's 404 (foreign ids too, below).
  { name: 'GET /learning-progress/daily-stats', request: { method: 'GET', url: '/api/v1/learning-progress/daily-stats?userId=999999' }, expect: USER },
  { name: 'GET /learning-progress/daily-stats (spec path)', request: { method: 'GET', url: '/learning-progress/daily-stats?userId=999999' }, expect: USER },
  { name: 'POST /auth/logout', request: { method: 'POST', url: '/api/v1/auth/logout' }, expect: USER },
];

let t: TestApp;
let studentId = 0;
const ids: Partial<Record<'student' | 'teacher' | 'outsider', number>> = {};
const tokens: Partial<Record<Role | 'outsider', () => Promise<string>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const student = await createUser(t.app, { courses: ['python'] });
  const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
  const otherTeacher = await createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] });
  studentId = student.id;
  const outsider = await createUser(t.app, { courses: ['ai-math'] });
  Object.assign(ids, { student: student.id, teacher: teacher.id, outsider: outsider.id });
  tokens.outsider = () => tokenFor(t.app, outsider);
  // Fresh tokens per call, so logout in the matrix never breaks a later row.
  tokens.student = () => tokenFor(t.app, student);
  tokens.teacher = () => tokenFor(t.app, teacher);
  tokens.otherTeacher = () => tokenFor(t.app, otherTeacher);
  tokens.admin = () => adminToken(t.app);
  tokens.pending = () => pendingUserToken(t.app);
});
afterAll(() => t.close());

const roles: Role[] = ['anonymous', 'pending', 'student', 'teacher', 'otherTeacher', 'admin'];

describe.each(routes)('$name', (route) => {
  it.each(roles)('as %s', async (role) => {
    const headers = role === 'anonymous' ? {} : bearer(await tokens[role]!());
    const expected = route.expect[role];
    const url = String(route.request.url).replace(':student', String(studentId));
    if (url.includes('/teacher/live') && expected === 'ok') {
      // A granted live view is an endless event stream: open it over the network and read its first bytes.
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const controller = new AbortController();
      const live = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: controller.signal });
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toContain('text/event-stream');
      controller.abort();
      return;
    }
    const res = await t.app.inject({ ...route.request, url, headers: { ...(route.request.headers ?? {}), ...headers } });
    if (expected === 'ok') {
      expect([401, 403, 500]).not.toContain(res.statusCode);
      if (url.includes('/teacher/')) expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(expected);
      expect(typeof res.json().detail === 'string' || typeof res.json().detail === 'object').toBe(true);
    }
  });
});

// Object level: whose daily stats each caller may read (a foreign id looks exactly like an unknown one).
describe('GET /learning-progress/daily-stats?userId= by owner', () => {
  const cases: [string, 'student' | 'teacher' | 'admin' | 'outsider', 'student' | 'teacher' | 'outsider', number][] = [
    ['a student, their own', 'student', 'student', 200],
    ['a student, another student', 'outsider', 'student', 404],
    ['a teacher, their student', 'teacher', 'student', 200],
    ['a teacher, a student of another course', 'teacher', 'outsider', 404],
    ['an admin, anyone', 'admin', 'outsider', 200],
  ];
  it.each(cases)('%s', async (_name, caller, target, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/learning-progress/daily-stats?userId=${ids[target]}`, headers: bearer(await tokens[caller]!()) });
    expect(res.statusCode).toBe(status);
  });
});

describe('unknown API routes', () => {
  it('answer 404 with a Korean detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('존재하지 않는 API 경로입니다.');
  });
});

// Issue 20, review class 3: every state-changing admin action — allowed, refused or failed — lands in
// the audit log with its actor, from one root hook keyed on route config; plus the lesson-video upload
// (it replaces what every class of the curriculum sees) and approval e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { count, desc } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema.js';
import { isAuditedRoute } from '../../src/plugins/audit-trail.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

let t: TestApp;
let admin: string;
let teacher: string;
let teacherName: string;
let student: string;
let studentName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const tu = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
  teacher = await tokenFor(t.app, tu);
  teacherName = tu.username;
  const su = await createUser(t.app, { courses: ['python'] });
  student = await tokenFor(t.app, su);
  studentName = su.username;
});
afterAll(() => t.close());

const rows = async () => (await t.app.db.select({ n: count() }).from(auditLog))[0]!.n;
const newest = async (n: number) => t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n);

function auditedRoutes() {
  const list: { method: HTTPMethods; url: string }[] = [];
  for (const route of t.app.registeredRoutes) {
    for (const method of (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[]) {
      if (isAuditedRoute(method, route.config as { auth?: string; audit?: boolean })) list.push({ method, url: route.url });
    }
  }
  return list;
}

/** Path parameters filled with ids that name nothing (the largest valid id, an unknown class). */
const fill = (url: string) => url.replace(/:(id|userId)\b/g, (_m, name: string) => (name === 'userId' || !url.startsWith('/api/v1/admin/courses') ? '2147483647' : 'no-such-class')).replace(/:section\b/, '1');

describe('the audit trail covers every state-changing admin route', () => {
  it('enumerates the registered routes: each refused request (teacher 403, student 403) and each admin request writes an entry naming its actor', async () => {
    const routes = auditedRoutes();
    // Every admin mutating route of the folder plus the section video upload.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/sections/:section/video' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/admin/notification/send-approval-email' });
    for (const { method, url } of routes) {
      for (const [token, name] of [
        [teacher, teacherName],
        [student, studentName],
        [admin, 'admin'],
      ] as const) {
        // The video upload is open to teachers of the curriculum: send it a body that is refused (415).
        const before = await rows();
        const res = await t.app.inject({ method, url: fill(url), headers: bearer(token), ...(method === 'DELETE' ? {} : { payload: {} }) });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
        expect(await rows(), `${method} ${url} as ${name} → ${res.statusCode} wrote no audit entry`).toBeGreaterThan(before);
        const [entry] = await newest(1);
        expect(entry!.actorName, `${method} ${url}`).toBe(name);
        if (res.statusCode >= 400) {
          expect(entry).toMatchObject({ action: 'admin.request', details: expect.objectContaining({ method, route: url, status: res.statusCode, outcome: 'refused' }) });
          expect((entry!.details as { detail: string }).detail).toMatch(/[가-힣]/);
        }
      }
    }
  });

  it('a successful action with its own entry gets no second one; one without gets a generic “done” entry', async () => {
    const target = await createUser(t.app);
    let before = await rows();
    const changed = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${target.id}/status`, headers: bearer(admin), payload: { status: 'suspended' } });
    expect(changed.statusCode).toBe(200);
    expect((await rows()) - before).toBe(1);
    expect((await newest(1))[0]).toMatchObject({ action: 'user.status', actorName: 'admin', targetId: String(target.id) });

    // A notification marked read (no domain entry of its own).
    const mail = await t.app.inject({ method: 'POST', url: `/api/v1/admin/notification/send-approval-email?user_id=${target.id}&approval_status=approved`, headers: bearer(admin) });
    expect(mail.statusCode).toBe(200);
    expect((await newest(1))[0]).toMatchObject({ action: 'approval.email', actorName: 'admin', targetType: 'user', targetId: String(target.id) });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/notifications', headers: bearer(admin) })).json().notifications as { id: number }[];
    expect(listed.length).toBeGreaterThan(0);
    before = await rows();
    const read = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/notifications/${listed[0]!.id}/read`, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect((await rows()) - before).toBe(1);
    expect((await newest(1))[0]).toMatchObject({ action: 'admin.request', actorName: 'admin', targetType: 'notification', details: expect.objectContaining({ outcome: 'done', status: 200 }) });
  });

  it('the audit list shows refused requests with their actor', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/v1/admin/users/1/type', headers: bearer(teacher), payload: { user_type: 'teacher' } });
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?action=admin.request&actor=${teacherName}`, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json().entries[0]).toMatchObject({ action: 'admin.request', actor_name: teacherName, details: { status: 403, outcome: 'refused' } });
  });
});

describe('lesson video upload: audited, and the teacher is told it is every class’s video', () => {
  const boundary = '----dodamaudit';
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(2000, 7)]);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    mp4,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  it('a teacher’s upload answers with the classes it applies to and writes section.video_upload with the actor', async () => {
    const classes = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/courses', headers: bearer(admin) })).json();
    expect(classes).toBeDefined();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/sections/2/video', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(teacher) }, payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.applies_to.content_id).toBe('python');
    expect(body.applies_to.class_count).toBeGreaterThanOrEqual(1);
    expect(body.notice).toContain(`모든 반(${body.applies_to.class_count}개)`);
    const [entry] = await newest(1);
    expect(entry).toMatchObject({ action: 'section.video_upload', actorName: teacherName, targetType: 'section', targetId: '2', details: expect.objectContaining({ content_id: 'python', replaced: false }) });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/sections/2/video', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin) }, payload });
    expect(again.statusCode).toBe(201);
    expect((await newest(1))[0]).toMatchObject({ action: 'section.video_upload', actorName: 'admin', details: expect.objectContaining({ replaced: true }) });
  });
});

describe('the audit list survives any id a refused request carried', () => {
  it('after requests naming 2147483648 or 99999999999 (refused and audited), the audit list still answers 200', async () => {
    for (const id of ['2147483648', '99999999999', '0']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${id}/status`, headers: bearer(admin), payload: { status: 'active' } });
      expect(res.statusCode).toBe(422);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?limit=20', headers: bearer(admin) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().entries.some((e: { target_id: string | null }) => e.target_id === '2147483648')).toBe(true);
  });
});

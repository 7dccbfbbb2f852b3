// Issue 25: a class archived at the end of the year is read-only (no enrolments, codes or edits),
// hidden from its teacher's active lists, its figures still readable; deleting it sends students
// with no other active class down the deletion path (account gone, anonymous counts kept), removes
// only this class's records for the others, and leaves an audit tombstone without personal data.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MSG } from '@dodam/contracts';
import { and, eq } from 'drizzle-orm';
import { anonymousLearningFigures, auditLog, courseMembers, courses, learningEvents, sectionCompletions, users } from '../src/db/schema.js';
import { adminToken, bearer, createClass, createTestApp, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = bearer(await adminToken(t.app));
}, 60_000);
afterAll(() => t?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = admin, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function studyIn(userId: number, courseId: string, sectionId: string, seconds: number) {
  await t.app.db.insert(sectionCompletions).values({ userId, courseId, sectionId, learningType: 'practice' });
  await t.app.db.insert(learningEvents).values({ userId, courseId, sectionId, kind: 'heartbeat', durationSeconds: seconds });
}

describe('archive and un-archive a class', () => {
  it('makes the class read-only and hides it from the teacher’s active lists, figures still readable', async () => {
    const classId = await createClass(t.app, admin, { name: '보관 시험반' });
    const teacher = await createUser(t.app, { userType: 'teacher' });
    expect((await api('PUT', `/admin/courses/${classId}/teachers`, admin, { teacher_ids: [teacher.id] })).statusCode).toBe(200);
    const student = await createUser(t.app, { courses: [classId] });
    const teacherHeaders = bearer(await tokenFor(t.app, teacher));
    const before = (await api('GET', '/teacher/dashboard', teacherHeaders)).json();
    expect(before.overview.course_stats.map((c: { course_id: string }) => c.course_id)).toContain(classId);
    expect(before.archived_courses).toEqual([]);
    const codes = await api('POST', `/admin/courses/${classId}/codes`, admin, { count: 1, user_type: 'student', max_uses: 5, auto_approve: true });
    expect(codes.statusCode).toBe(201);
    const code: string = codes.json().codes[0].code;

    const archived = await api('POST', `/admin/courses/${classId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect((await api('POST', `/admin/courses/${classId}/archive`)).json().detail).toBe(ADMIN_MSG.classAlreadyArchived);
    expect((await api('POST', `/admin/courses/${classId}/archive`)).statusCode).toBe(409);

    // Read-only: no codes, no edits, no enrolments of any kind, no teachers, and its codes stop working.
    for (const [method, url, payload] of [
      ['POST', `/admin/courses/${classId}/codes`, { count: 1, user_type: 'student', max_uses: 1, auto_approve: true }],
      ['POST', `/admin/courses/${classId}/codes/reissue`, { codes: [code] }],
      ['PUT', `/admin/courses/${classId}/teachers`, { teacher_ids: [] }],
      ['POST', `/admin/courses/${classId}/enrol-csv`, { csv: 'username,email,name\nnewkid1,newkid1@example.com,새학생', user_type: 'student' }],
      ['DELETE', `/admin/courses/${classId}/users/${student.id}`, undefined],
    ] as const) {
      const res = await api(method, url, admin, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().detail).toBe(ADMIN_MSG.classArchived);
    }
    const edit = await api('GET', `/admin/courses/${classId}`);
    const { name, description, category, content_id, startDate, endDate, maxStudents, dayOfWeek, classTime, is_active } = edit.json();
    const put = await api('PUT', `/admin/courses/${classId}`, admin, { name: `${name} 수정`, description, category, content_id, startDate, endDate, maxStudents, dayOfWeek, classTime, is_active });
    expect(put.statusCode).toBe(409);
    const check = await t.app.inject({ method: 'POST', url: '/api/v1/public/validate-code', payload: { code } });
    expect(check.statusCode).toBe(200);
    expect(check.json().valid).toBe(false);

    // The teacher: gone from the active dashboard, listed as archived, its report still readable.
    const after = (await api('GET', '/teacher/dashboard?fresh=1', teacherHeaders)).json();
    expect(after.overview.course_stats.map((c: { course_id: string }) => c.course_id)).not.toContain(classId);
    expect(after.archived_courses).toEqual([expect.objectContaining({ course_id: classId, course_name: '보관 시험반' })]);
    expect((await api('GET', `/teacher/courses/${classId}/report`, teacherHeaders)).statusCode).toBe(200);
    expect((await api('GET', `/teacher/students/${student.id}`, teacherHeaders)).statusCode).toBe(200);

    // Un-archive: ordinary again.
    const back = await api('POST', `/admin/courses/${classId}/unarchive`);
    expect(back.statusCode).toBe(200);
    expect(back.json().archived_at).toBeNull();
    expect((await api('POST', `/admin/courses/${classId}/unarchive`)).statusCode).toBe(409);
    expect((await api('POST', `/admin/courses/${classId}/codes`, admin, { count: 1, user_type: 'student', max_uses: 1, auto_approve: true })).statusCode).toBe(201);
    const actions = await t.app.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'course'), eq(auditLog.targetId, classId)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['course.archive', 'course.unarchive']));
  });

  it('answers 401 without a token, 403 for a teacher, 404 for an unknown class, 422 for a catalogue course', async () => {
    const classId = await createClass(t.app, admin, { name: '권한 시험반' });
    const teacher = bearer(await tokenFor(t.app, await createUser(t.app, { userType: 'teacher' })));
    for (const url of [`/admin/courses/${classId}/archive`, `/admin/courses/${classId}/unarchive`, `/admin/courses/${classId}/year-end-delete`]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: {} })).statusCode, url).toBe(401);
      expect((await api('POST', url, teacher, { confirm_name: '권한 시험반', student_count: 0 })).statusCode, url).toBe(403);
    }
    expect((await api('GET', `/admin/courses/${classId}/year-end-delete`, teacher)).statusCode).toBe(403);
    expect((await api('POST', '/admin/courses/class-nope/archive')).statusCode).toBe(404);
    expect((await api('GET', '/admin/courses/class-nope/year-end-delete')).statusCode).toBe(404);
    const catalogue = await api('POST', '/admin/courses/python/archive');
    expect(catalogue.statusCode).toBe(422);
    expect(catalogue.json().detail).toBe(ADMIN_MSG.classArchiveCatalogue);
  });
});

describe('end-of-year delete of an archived class', () => {
  it('deletes students with no other active class by the deletion path, keeps the others, leaves a tombstone', async () => {
    const classId = await createClass(t.app, admin, { name: '3학년 2반 파이썬' });
    const otherId = await createClass(t.app, admin, { name: '계속하는 반' });
    const leaving = await createUser(t.app, { courses: [classId] });
    const staying = await createUser(t.app, { courses: [classId, otherId] });
    const teacher = await createUser(t.app, { userType: 'teacher' });
    await api('PUT', `/admin/courses/${classId}/teachers`, admin, { teacher_ids: [teacher.id] });
    await studyIn(leaving.id, classId, 'python-01', 600);
    await studyIn(staying.id, classId, 'python-02', 300);
    await studyIn(staying.id, otherId, 'python-03', 120);

    // Not archived yet: refused, nothing happens.
    const early = await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '3학년 2반 파이썬', student_count: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(ADMIN_MSG.classNotArchived);
    await api('POST', `/admin/courses/${classId}/archive`);

    const preview = await api('GET', `/admin/courses/${classId}/year-end-delete`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ name: '3학년 2반 파이썬', student_count: 2, teacher_count: 1, accounts_deleted: 1, enrolments_removed: 1 });
    const outcomes = Object.fromEntries(preview.json().students.map((s: { id: number; outcome: string }) => [s.id, s.outcome]));
    expect(outcomes).toEqual({ [leaving.id]: 'account_deleted', [staying.id]: 'enrolment_removed' });

    // The confirmation must name the class and the number of students seen.
    const wrongName = await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '3학년 1반 파이썬', student_count: 2 });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().detail).toBe(ADMIN_MSG.classDeleteNameMismatch);
    const wrongCount = await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '3학년 2반 파이썬', student_count: 3 });
    expect(wrongCount.statusCode).toBe(409);
    expect(wrongCount.json().detail).toBe(ADMIN_MSG.classDeleteCountChanged);
    expect((await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '', student_count: 2 })).statusCode).toBe(422);
    expect((await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '3학년 2반 파이썬', student_count: 2, extra: 1 })).statusCode).toBe(422);
    expect(await t.app.db.select().from(users).where(eq(users.id, leaving.id))).toHaveLength(1);

    const done = await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: ' 3학년 2반 파이썬 ', student_count: 2 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ accounts_deleted: 1, enrolments_removed: 1 });

    // The leaving student's account is gone and cannot log in; the staying one keeps the other class only.
    expect(await t.app.db.select().from(users).where(eq(users.id, leaving.id))).toHaveLength(0);
    expect((await login(t.app, leaving.username, leaving.password)).statusCode).toBe(401);
    expect(await t.app.db.select().from(courses).where(eq(courses.id, classId))).toHaveLength(0);
    const stayingMemberships = await t.app.db.select().from(courseMembers).where(eq(courseMembers.userId, staying.id));
    expect(stayingMemberships.map((m) => m.courseId)).toEqual([otherId]);
    expect((await t.app.db.select().from(sectionCompletions).where(eq(sectionCompletions.userId, staying.id))).map((c) => c.courseId)).toEqual([otherId]);
    expect((await t.app.db.select().from(learningEvents).where(eq(learningEvents.userId, staying.id))).map((e) => e.courseId)).toEqual([otherId]);
    expect((await login(t.app, staying.username, staying.password)).statusCode).toBe(200);
    // The teacher keeps their account.
    expect(await t.app.db.select().from(users).where(eq(users.id, teacher.id))).toHaveLength(1);

    // Anonymous counts of the class remain: both students' completions and study time, nobody named.
    const figures = await t.app.db.select().from(anonymousLearningFigures).where(eq(anonymousLearningFigures.courseId, classId));
    expect(figures.reduce((n, f) => n + f.completions, 0)).toBe(2);
    expect(figures.reduce((n, f) => n + f.studySeconds, 0)).toBe(900);

    // The tombstone: the class and the counts, no usernames or ids of students.
    const [tomb] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'course.year_end_delete'));
    expect(tomb).toMatchObject({ targetType: 'course', targetId: classId, details: { name: '3학년 2반 파이썬', accounts_deleted: 1, enrolments_removed: 1 } });
    const all = JSON.stringify(await t.app.db.select().from(auditLog));
    expect(all).not.toContain(leaving.username);
    expect(all).not.toContain(leaving.email);

    // Gone: 404 for every route of the class.
    expect((await api('GET', `/admin/courses/${classId}/year-end-delete`)).statusCode).toBe(404);
    expect((await api('POST', `/admin/courses/${classId}/year-end-delete`, admin, { confirm_name: '3학년 2반 파이썬', student_count: 0 })).statusCode).toBe(404);
  });

  it('keeps an account whose other class is also archived out of "staying": it is deleted', async () => {
    const a = await createClass(t.app, admin, { name: '보관반 A' });
    const b = await createClass(t.app, admin, { name: '보관반 B' });
    const student = await createUser(t.app, { courses: [a, b] });
    await api('POST', `/admin/courses/${a}/archive`);
    await api('POST', `/admin/courses/${b}/archive`);
    const preview = (await api('GET', `/admin/courses/${a}/year-end-delete`)).json();
    expect(preview.students).toEqual([expect.objectContaining({ id: student.id, outcome: 'account_deleted' })]);
    expect((await api('POST', `/admin/courses/${a}/year-end-delete`, admin, { confirm_name: '보관반 A', student_count: 1 })).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
    // The other archived class is still there (now without that student) and can be deleted in turn.
    expect((await api('GET', `/admin/courses/${b}/year-end-delete`)).json()).toMatchObject({ student_count: 0 });
    expect((await api('POST', `/admin/courses/${b}/year-end-delete`, admin, { confirm_name: '보관반 B', student_count: 0 })).statusCode).toBe(200);
  });
});

describe('pending registration requests of a class that is archived', () => {
  async function signUp(courseIds: string[]) {
    const username = uniqueName('apply');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { username, email: `${username}@example.com`, password: 'secret1', birth_year: 2000, consents: { privacy: true }, course_registrations: courseIds.map((course_id) => ({ course_id })) },
    });
    expect(res.statusCode).toBe(201);
    return { username, id: res.json().user.id as number, requestIds: res.json().course_registrations.map((r: { id: number }) => r.id) as number[] };
  }
  const listed = async (requestId: number) =>
    ((await api('GET', '/admin/approval/requests?limit=200')).json().requests as { id: number; status: string; rejection_reason: string | null; course_archived: boolean }[]).find((r) => r.id === requestId);

  it('are closed with the reason, so the admin sees them processed and the applicant sees why at login', async () => {
    const classId = await createClass(t.app, admin, { name: '마감 시험반' });
    const only = await signUp([classId]);
    const both = await signUp([classId, 'python']);
    const archived = await api('POST', `/admin/courses/${classId}/archive`);
    expect(archived.statusCode).toBe(200);

    // The admin's list: processed (not pending), with the reason, marked as a request of an archived class.
    const reason = ADMIN_MSG.requestClosedClassArchived('마감 시험반');
    expect(await listed(only.requestIds[0]!)).toMatchObject({ status: 'rejected', rejection_reason: reason, course_archived: true });
    expect(await listed(both.requestIds[0]!)).toMatchObject({ status: 'rejected', rejection_reason: reason, course_archived: true });
    // The other class's request is untouched and still approvable.
    expect(await listed(both.requestIds[1]!)).toMatchObject({ status: 'pending', course_archived: false });

    // Approving a closed request is the ordinary "already processed" answer, not a surprise 409 from the archive.
    const again = await api('POST', '/admin/approval/approve', admin, { user_id: only.id, request_id: only.requestIds[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MSG.requestAlreadyProcessed);

    // An applicant with nothing else pending is told why at login; one with another request waits for it.
    const refused = await login(t.app, only.username, 'secret1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatchObject({ type: 'approval_rejected', rejection_reason: reason });
    expect((await login(t.app, both.username, 'secret1')).json().detail).toMatchObject({ type: 'approval_pending' });
    const approved = await api('POST', '/admin/approval/approve', admin, { user_id: both.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().processed_request_ids).toEqual([both.requestIds[1]]);

    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'course.archive'), eq(auditLog.targetId, classId)));
    expect(audit[0]?.details).toMatchObject({ closed_requests: 2 });
  });

  it('a pending request left on an archived class (closed before this rule) can only be rejected', async () => {
    const classId = await createClass(t.app, admin, { name: '예전 보관반' });
    const a = await signUp([classId]);
    // Archived behind the service's back, as a class archived before requests were closed would be.
    await t.app.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, classId));
    expect(await listed(a.requestIds[0]!)).toMatchObject({ status: 'pending', course_archived: true });
    const approve = await api('POST', '/admin/approval/approve', admin, { user_id: a.id, request_id: a.requestIds[0] });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().detail).toBe(ADMIN_MSG.approveArchivedClass('예전 보관반'));
    const reject = await api('POST', '/admin/approval/reject', admin, { user_id: a.id, request_id: a.requestIds[0], rejection_reason: '반이 보관되었습니다.' });
    expect(reject.statusCode).toBe(200);
  });
});

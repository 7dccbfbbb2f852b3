import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MAX_PERIODS, TIMETABLE_MSG } from '@dodam/contracts';
import { adminToken, bearer, createClass, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// Issue 22: the school's own 교시 timetable, set once by the admin (a site setting, audit-logged);
// class times accept any minute and every screen names a class time that matches a period.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await adminToken(t.app));
});
afterAll(() => t.close());

// A middle school's day: 4 morning periods, lunch, then 5교시 and 6교시 (13:40–14:30).
const TIMETABLE = [
  { start: '09:00', end: '09:45' },
  { start: '09:55', end: '10:40' },
  { start: '10:50', end: '11:35' },
  { start: '11:45', end: '12:30' },
  { start: '12:50', end: '13:35' },
  { start: '13:40', end: '14:30' },
];

const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/timetable', headers, payload: payload as object });
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/timetable', headers });

describe('school 교시 timetable', () => {
  it('starts empty, is saved by the admin, read back and audit-logged by name', async () => {
    expect((await get(admin)).json()).toEqual({ periods: [] });
    const saved = await put(admin, { periods: TIMETABLE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ periods: TIMETABLE });
    expect((await get(admin)).json()).toEqual({ periods: TIMETABLE });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=settings.timetable', headers: admin })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'settings.timetable', target_type: 'setting', target_id: 'school_timetable', target_name: '교시 시간표' });
    expect(audit.entries[0].details.periods).toContain('6교시 13:40–14:30');
  });

  const bad: [string, unknown, string][] = [
    ['an end before its start', { periods: [{ start: '09:00', end: '08:45' }] }, TIMETABLE_MSG.periodEndAfterStart.replace('{n}', '1')],
    ['an end equal to its start', { periods: [{ start: '09:00', end: '09:45' }, { start: '10:00', end: '10:00' }] }, TIMETABLE_MSG.periodEndAfterStart.replace('{n}', '2')],
    ['overlapping periods', { periods: [{ start: '09:00', end: '09:45' }, { start: '09:40', end: '10:25' }] }, TIMETABLE_MSG.periodOverlap.replace('{n}', '2').replace('{prev}', '1')],
    ['periods out of order', { periods: [{ start: '10:00', end: '10:45' }, { start: '09:00', end: '09:45' }] }, TIMETABLE_MSG.periodOverlap.replace('{n}', '2').replace('{prev}', '1')],
    ['a time that is not HH:MM', { periods: [{ start: '9:00', end: '09:45' }] }, TIMETABLE_MSG.timeFormat],
    ['an hour past 23', { periods: [{ start: '23:00', end: '24:10' }] }, TIMETABLE_MSG.timeFormat],
    ['a missing end', { periods: [{ start: '09:00' }] }, TIMETABLE_MSG.timeFormat],
    ['too many periods', { periods: Array.from({ length: MAX_PERIODS + 1 }, (_, i) => ({ start: `${String(i).padStart(2, '0')}:00`, end: `${String(i).padStart(2, '0')}:30` })) }, `교시는 최대 ${MAX_PERIODS}개까지 입력할 수 있습니다.`],
  ];
  it.each(bad)('refuses %s with a Korean message and keeps the saved timetable', async (_name, payload, message) => {
    const res = await put(admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(message);
    expect((await get(admin)).json()).toEqual({ periods: TIMETABLE });
  });

  it('refuses unknown fields and a body that is not a timetable', async () => {
    expect((await put(admin, { periods: TIMETABLE, extra: 1 })).statusCode).toBe(422);
    expect((await put(admin, { periods: 'x' })).statusCode).toBe(422);
  });

  it('is the admin’s alone: teachers and students get 403, anonymous 401', async () => {
    for (const userType of ['teacher', 'student'] as const) {
      const headers = bearer(await tokenFor(t.app, await createUser(t.app, { userType })));
      expect((await put(headers, { periods: [] })).statusCode).toBe(403);
      expect((await get(headers)).statusCode).toBe(403);
    }
    expect((await put({}, { periods: [] })).statusCode).toBe(401);
    expect((await get({})).statusCode).toBe(401);
    expect((await get(admin)).json()).toEqual({ periods: TIMETABLE });
  });

  it('a class in 6교시 is shown as "6교시" to its teacher and students; other times stay clock times', async () => {
    const teacher = await createUser(t.app, { userType: 'teacher' });
    const classId = await createClass(t.app, admin, {
      name: '교시 시험반',
      dayOfWeek: ['수', '월'],
      classTime: { 월: { start: '13:40', end: '14:30' }, 수: { start: '15:10', end: '16:00' } },
      teacher_ids: [teacher.id],
    });
    const student = await createUser(t.app, { courses: [classId] });
    const teacherHeaders = bearer(await tokenFor(t.app, teacher));
    const dashboard = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/dashboard?course_id=${classId}&fresh=1`, headers: teacherHeaders })).json();
    expect(dashboard.overview.course_stats[0].schedule).toBe('월 6교시 (13:40–14:30) · 수 15:10–16:00');

    const plan = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/plan`, headers: teacherHeaders })).json();
    const set = await t.app.inject({ method: 'PUT', url: `/api/v1/teacher/courses/${classId}/plan`, headers: teacherHeaders, payload: { current_section_id: plan.sections[0].section_id, sections: [] } });
    expect(set.statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/student/dashboard', headers: bearer(await tokenFor(t.app, student)) })).json();
    expect(mine.today[0]).toMatchObject({ class_name: '교시 시험반', schedule: '월 6교시 (13:40–14:30) · 수 15:10–16:00' });

    // Two consecutive periods read "5~6교시"; after the school changes its timetable the label follows.
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/courses/${classId}`, headers: admin, payload: { ...(await courseForm(classId)), classTime: { 월: { start: '12:50', end: '14:30' }, 수: { start: '15:10', end: '16:00' } } } });
    expect(edited.statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/dashboard?course_id=${classId}&fresh=1`, headers: teacherHeaders })).json();
    expect(again.overview.course_stats[0].schedule).toBe('월 5~6교시 (12:50–14:30) · 수 15:10–16:00');
    await put(admin, { periods: [] });
    const none = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/dashboard?course_id=${classId}&fresh=1`, headers: teacherHeaders })).json();
    expect(none.overview.course_stats[0].schedule).toBe('월 12:50–14:30 · 수 15:10–16:00');
    await put(admin, { periods: TIMETABLE });
  });

  it('a malformed class time is still refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/courses', headers: admin, payload: { name: 'x', description: 'x', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['월'], classTime: { 월: { start: '13:4', end: '14:30' } } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(ADMIN_MSG.courseTimeSlot);
  });
});

/** The class's current form fields, for an update that changes one of them. */
async function courseForm(id: string): Promise<Record<string, unknown>> {
  const c = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${id}`, headers: admin })).json();
  return { name: c.name, description: c.description, category: c.category, content_id: c.content_id, startDate: c.startDate, endDate: c.endDate, maxStudents: c.maxStudents, dayOfWeek: c.dayOfWeek };
}

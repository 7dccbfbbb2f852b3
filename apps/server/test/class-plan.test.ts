import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_PLAN_MSG, LATE_SUBMISSION_LABEL } from '@dodam/contracts';
import { and, eq } from 'drizzle-orm';
import { accessLog, evaluationAttempts } from '../src/db/schema.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// Issue 22: the teacher sets today's section, locks later sections (visible, not openable: 403 from
// the server) and sets evaluation due dates (late work accepted and marked 기한 후 제출).
let t: TestApp;
let classId: string;
let teacherToken: string;
let studentToken: string;
let otherClassStudentToken: string;
let studentId: number;
let sections: { section_id: string; title: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = bearer(await adminToken(t.app));
  const teacher = await createUser(t.app, { userType: 'teacher' });
  const klass = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/courses',
      headers: admin,
      payload: { name, description: '계획 시험반', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 30, dayOfWeek: ['월'], classTime: { 월: { start: '09:00', end: '10:00' } }, teacher_ids: [teacher.id] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  classId = await klass('계획 1반');
  const otherClass = await klass('계획 2반');
  const student = await createUser(t.app, { courses: [classId] });
  studentId = student.id;
  teacherToken = await tokenFor(t.app, teacher);
  studentToken = await tokenFor(t.app, student);
  otherClassStudentToken = await tokenFor(t.app, await createUser(t.app, { courses: [otherClass] }));
});
afterAll(() => t.close());

const plan = (token: string, payload?: object, id = classId) =>
  t.app.inject({ method: payload ? 'PUT' : 'GET', url: `/api/v1/teacher/courses/${id}/plan`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('class plan: today, locks, due dates', () => {
  it('the class teacher reads and saves the plan; due dates without a zone are Korea time', async () => {
    const first = await plan(teacherToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ course_id: classId, course_name: '계획 1반', current_section_id: null });
    sections = first.json().sections;
    expect(sections.length).toBeGreaterThan(4);
    expect(first.json().sections.every((s: { locked: boolean; due_at: null }) => !s.locked && s.due_at === null)).toBe(true);

    const saved = await plan(teacherToken, {
      current_section_id: sections[1]!.section_id,
      sections: [
        { section_id: sections[0]!.section_id, due_at: '2020-01-01T09:00' },
        { section_id: sections[1]!.section_id, due_at: '2099-12-31' },
        { section_id: sections[3]!.section_id, locked: true },
        { section_id: sections[4]!.section_id, locked: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.current_section_id).toBe(sections[1]!.section_id);
    expect(body.sections[0].due_at).toBe('2020-01-01T00:00:00.000Z');
    expect(body.sections[1].due_at).toBe('2099-12-31T14:59:59.000Z');
    expect(body.sections.filter((s: { locked: boolean }) => s.locked).map((s: { section_id: string }) => s.section_id)).toEqual([sections[3]!.section_id, sections[4]!.section_id]);
    expect((await plan(teacherToken)).json()).toEqual(body);
  });

  it('refuses a locked current section, foreign sections and impossible dates (422); strangers get 404/403', async () => {
    const cases: [object, string][] = [
      [{ current_section_id: sections[3]!.section_id, sections: [{ section_id: sections[3]!.section_id, locked: true }] }, CLASS_PLAN_MSG.currentLocked],
      [{ current_section_id: '999999', sections: [] }, CLASS_PLAN_MSG.sectionNotInCourse],
      [{ current_section_id: null, sections: [{ section_id: '999999', locked: true }] }, CLASS_PLAN_MSG.sectionNotInCourse],
      [{ current_section_id: null, sections: [{ section_id: sections[0]!.section_id, due_at: '2026-02-30T10:00' }] }, CLASS_PLAN_MSG.dueAt],
      [{ current_section_id: null, sections: [{ section_id: sections[0]!.section_id, locked: true }, { section_id: sections[0]!.section_id }] }, CLASS_PLAN_MSG.duplicateSection],
    ];
    for (const [payload, message] of cases) {
      const res = await plan(teacherToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toBe(message);
    }
    const otherTeacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher' }));
    expect((await plan(otherTeacher)).statusCode).toBe(404);
    expect((await plan(otherTeacher, { current_section_id: null, sections: [] })).statusCode).toBe(404);
    expect((await plan(studentToken)).statusCode).toBe(403);
    // Nothing changed.
    expect((await plan(teacherToken)).json().current_section_id).toBe(sections[1]!.section_id);
  });

  it('the student sees 오늘의 학습, locks and due dates; locked sections are refused by the server', async () => {
    const dash = await t.app.inject({ method: 'GET', url: '/api/v1/student/dashboard', headers: bearer(studentToken) });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().today).toEqual([
      { content_id: 'python', class_name: '계획 1반', schedule: '월 09:00–10:00', section_id: sections[1]!.section_id, section_title: sections[1]!.title, order: 1, due_at: '2099-12-31T14:59:59.000Z' },
    ]);
    const content = (await t.app.inject({ method: 'GET', url: '/api/v1/contents/python', headers: bearer(studentToken) })).json();
    expect(content.current_section_id).toBe(sections[1]!.section_id);
    expect(content.sections[3]).toMatchObject({ id: sections[3]!.section_id, locked: true });
    expect(content.sections[0]).toMatchObject({ locked: false, due_at: '2020-01-01T00:00:00.000Z' });

    const locked = sections[3]!.section_id;
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/v1/start-section', headers: bearer(studentToken), payload: { section: locked } }),
      await t.app.inject({ method: 'GET', url: `/api/v1/evaluation/state?section=${locked}`, headers: bearer(studentToken) }),
      await t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: bearer(studentToken), payload: { section_id: locked, problem_id: 'x', code: 'print(1)' } }),
      await t.app.inject({ method: 'POST', url: '/api/v1/code/execute-code', headers: bearer(studentToken), payload: { code: 'print(1)', selected_section: locked } }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(CLASS_PLAN_MSG.sectionLocked);
    }
    const open = await t.app.inject({ method: 'POST', url: '/api/v1/start-section', headers: bearer(studentToken), payload: { section: sections[2]!.section_id } });
    expect(open.statusCode).toBe(200);
    // Another class of the same curriculum is not locked by this class's plan, and has no 오늘의 학습.
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/start-section', headers: bearer(otherClassStudentToken), payload: { section: locked } });
    expect(other.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/student/dashboard', headers: bearer(otherClassStudentToken) })).json().today).toEqual([]);
    // Teachers may open a locked section (to prepare it).
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/start-section', headers: bearer(teacherToken), payload: { section: locked } })).statusCode).toBe(200);
  });

  it('a submission after the due date is accepted and marked 기한 후 제출 in the drill-down and the CSV', async () => {
    const late = sections[0]!.section_id;
    const onTime = sections[1]!.section_id;
    const problemOf = (id: string) => t.app.content.section(id)!.problems[0]!.id;
    for (const section of [late, onTime]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: bearer(studentToken), payload: { section_id: section, problem_id: problemOf(section), code: 'print(1)' } });
      expect(res.statusCode).toBe(200);
      // Finish the attempt as the last problem would (the grading itself is not this test's subject).
      await t.app.db
        .update(evaluationAttempts)
        .set({ completedAt: new Date(), score: 50, correctCount: 1, totalCount: 2 })
        .where(and(eq(evaluationAttempts.userId, studentId), eq(evaluationAttempts.sectionId, section)));
    }
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${studentId}`, headers: bearer(teacherToken) })).json();
    const bySection = new Map(detail.evaluations.map((e: { section_id: string; late: boolean; due_at: string | null }) => [e.section_id, e]));
    expect(bySection.get(late)).toMatchObject({ late: true, due_at: '2020-01-01T00:00:00.000Z' });
    expect(bySection.get(onTime)).toMatchObject({ late: false });

    const csv = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students.csv?course_id=${classId}`, headers: bearer(teacherToken) })).body;
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',').at(-1)).toBe(LATE_SUBMISSION_LABEL);
    // Only the late section is listed (the on-time one is not).
    expect(row!.split(',').at(-1)).toBe(sections[0]!.title);
  });

  it('the printable report: one student or the whole class, figures as on the dashboard, reads logged', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/report`, headers: bearer(teacherToken) });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ course_id: classId, course_name: '계획 1반' });
    expect(report.reports).toHaveLength(1);
    const [r] = report.reports;
    expect(r.student.id).toBe(studentId);
    expect(r.sections[0]).toMatchObject({ section_id: sections[0]!.section_id, best_score: 50, late: true, due_at: '2020-01-01T00:00:00.000Z' });
    expect(r.sections[1]).toMatchObject({ best_score: 50, late: false });
    expect(r.average_score).toBe(50);
    expect(r.recent.map((x: { text: string }) => x.text)).toContain(`${sections[0]!.title} · 평가 답안 제출`);
    expect(r.recent.length).toBeLessThanOrEqual(10);
    // The same figures as the teacher's table.
    const dash = (await t.app.inject({ method: 'GET', url: `/api/v1/teacher/dashboard?course_id=${classId}&fresh=1`, headers: bearer(teacherToken) })).json();
    const row = dash.students.find((s: { student_id: number }) => s.student_id === studentId);
    expect({ p: r.progress_percentage, t: r.total_study_time, c: r.completed_sections }).toEqual({ p: row.progress_percentage, t: row.total_study_time, c: row.completed_sections });

    const one = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/report?student_id=${studentId}`, headers: bearer(teacherToken) });
    expect(one.json().reports).toHaveLength(1);
    const stranger = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/report?student_id=${stranger.id}`, headers: bearer(teacherToken) })).statusCode).toBe(404);
    const otherTeacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher' }));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/report`, headers: bearer(otherTeacher) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teacher/courses/${classId}/report`, headers: bearer(studentToken) })).statusCode).toBe(403);
    const reads = await t.app.db.select().from(accessLog).where(and(eq(accessLog.studentId, studentId), eq(accessLog.what, 'report')));
    expect(reads.length).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadContent } from '../../src/content/store.js';
import { courseMembers, evaluationAttempts, evaluationSubmissions } from '../../src/db/schema.js';
import type { ProblemResult } from '@dodam/contracts';
import { recordEvaluationSubmission } from '../../src/services/evaluation-service.js';
import { ADMIN_MSG } from '@dodam/contracts';
import { adminToken, bearer, createTestApp, createUser, login, tokenFor, uniqueName, type TestApp } from '../helpers.js';

// Runs on PGlite by default and on real PostgreSQL with TEST_DATABASE_URL, where requests truly
// run in parallel on separate connections (the case the attempt row lock is for).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVAL_SUBMITS_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

describe("a student's concurrent submissions to one evaluation", () => {
  it('leave one consistent attempt: every submission recorded, complete exactly when every problem is in', async () => {
    const content = loadContent(t.app.config.CONTENT_DIR);
    const section = content.section('1')!;
    const problems = section.problems;
    expect(problems.length).toBeGreaterThan(1);
    for (let round = 0; round < 3; round += 1) {
      const user = await createUser(t.app, { courses: ['python'] });
      const token = await tokenFor(t.app, user);
      // Every problem at once, plus a second (wrong) submission of the first problem.
      const bodies = [
        ...problems.map((p) => ({ section_id: '1', problem_id: p.id, code: p.reference_solution })),
        { section_id: '1', problem_id: problems[0]!.id, code: 'print("no")' },
      ];
      const responses = await Promise.all(
        bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: bearer(token), payload })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));

      const attempts = await t.app.db.select().from(evaluationAttempts).where(and(eq(evaluationAttempts.userId, user.id), eq(evaluationAttempts.sectionId, '1')));
      const submissions = await t.app.db.select().from(evaluationSubmissions).where(eq(evaluationSubmissions.userId, user.id));
      expect(submissions).toHaveLength(bodies.length);
      // The submission that completed the first attempt is the last one counted in it; any later
      // one (the extra submission, if it came after completion) opened attempt 2 as designed.
      const first = attempts.find((a) => a.attempt === 1)!;
      expect(first.completedAt).not.toBeNull();
      expect(first.totalCount).toBe(problems.length);
      const inFirst = submissions.filter((s) => s.attemptId === first.id);
      expect(new Set(inFirst.map((s) => s.problemId)).size).toBe(problems.length);
      expect(attempts.length).toBeLessThanOrEqual(2);
      if (attempts.length === 2) {
        const second = attempts.find((a) => a.attempt === 2)!;
        expect(second.completedAt).toBeNull();
        expect(submissions.filter((s) => s.attemptId === second.id)).toHaveLength(1);
      } else {
        expect(inFirst).toHaveLength(bodies.length);
      }
      // The student's state agrees with the rows.
      const state = (await t.app.inject({ method: 'GET', url: '/api/v1/evaluation/state?section=1', headers: bearer(token) })).json();
      if (attempts.length === 1) {
        expect(state.evaluationComplete).toBe(true);
        expect(state.results).toHaveLength(problems.length);
      } else {
        expect(state.attempt).toBe(2);
      }
    }
  });
});

describe('recording graded submissions concurrently (the transaction alone, so they truly overlap)', () => {
  it('completes the attempt exactly once with every problem counted, round after round', async () => {
    const section = loadContent(t.app.config.CONTENT_DIR).section('1')!;
    const result = (problemId: string, correct: boolean): ProblemResult => ({
      problemId,
      submitted: true,
      correct,
      output: '',
      error: null,
      passed: correct ? 1 : 0,
      total: 1,
      tests: [{ index: 0, passed: correct, status: correct ? 'passed' : 'failed' }],
      explanation: '',
      ai_feedback: '',
      submitted_at: new Date().toISOString(),
    });
    for (let round = 0; round < 15; round += 1) {
      const user = await createUser(t.app, { courses: ['python'] });
      const states = await Promise.all(
        section.problems.map((p, i) =>
          recordEvaluationSubmission(t.app.deps, { userId: user.id, courseId: 'python', section, problemIndex: i, code: 'print(1)', result: result(p.id, i % 2 === 0) }),
        ),
      );
      const attempts = await t.app.db.select().from(evaluationAttempts).where(eq(evaluationAttempts.userId, user.id));
      expect(attempts).toHaveLength(1);
      expect(attempts[0]!.completedAt).not.toBeNull();
      expect(attempts[0]!.correctCount).toBe(section.problems.filter((_, i) => i % 2 === 0).length);
      // exactly one of the concurrent submissions saw the attempt complete
      expect(states.filter((s) => s.evaluationComplete)).toHaveLength(1);
    }
  });
});

describe('simultaneous sign-ups for the last seats of a class', () => {
  it('fill the class exactly: the others are refused with 409 and keep nothing', async () => {
    const admin = bearer(await adminToken(t.app));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/courses',
      headers: admin,
      payload: { name: uniqueName('두 자리 반'), description: '정원 2', category: 'Python', content_id: 'python', startDate: '2026-03-02', endDate: '2026-12-31', maxStudents: 2, dayOfWeek: ['금'], classTime: { 금: { start: '09:00', end: '10:00' } }, instructorName: '최선생' },
    });
    expect(created.statusCode).toBe(201);
    const classId = created.json().id as string;
    const generated = await t.app.inject({ method: 'POST', url: `/api/v1/admin/courses/${classId}/codes`, headers: admin, payload: { count: 6, user_type: 'student', max_uses: 1, auto_approve: true } });
    const codes = generated.json().codes as { code: string }[];
    expect(codes).toHaveLength(6);
    const payloads = codes.map(({ code }) => {
      const username = uniqueName('seat');
      return { username, email: `${username}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: classId, user_type: 'student', registration_code: code }] };
    });
    const responses = await Promise.all(payloads.map((payload, i) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: `10.77.0.${i + 1}` })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().detail).toBe(ADMIN_MSG.courseFull);
    const members = await t.app.db.select().from(courseMembers).where(and(eq(courseMembers.courseId, classId), eq(courseMembers.memberType, 'student')));
    expect(members).toHaveLength(2);
    // A refused applicant has no account left to log in with; an admitted one can log in at once.
    for (const [i, r] of responses.entries()) expect((await login(t.app, payloads[i]!.username, 'secret1')).statusCode).toBe(r.statusCode === 201 ? 200 : 401);
  });
});

describe('the same username registered twice at the same moment', () => {
  it('creates one account; the other request gets 409, never 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const username = uniqueName('twin');
      const payload = (n: number) => ({ username, email: `${username}-${n}@example.com`, password: 'secret1', user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }] });
      const responses = await Promise.all([0, 1, 2].map((n) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload(n), remoteAddress: `10.78.${round}.${n + 1}` })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    }
  });
});

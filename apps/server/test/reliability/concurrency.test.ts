import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadContent } from '../../src/content/store.js';
import { evaluationAttempts, evaluationSubmissions } from '../../src/db/schema.js';
import type { ProblemResult } from '@dodam/contracts';
import { recordEvaluationSubmission } from '../../src/services/evaluation-service.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

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
          recordEvaluationSubmission({ db: t.app.db }, { userId: user.id, courseId: 'python', section, problemIndex: i, code: 'print(1)', result: result(p.id, i % 2 === 0) }),
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

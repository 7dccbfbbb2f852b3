// What teachers learn from the tutor (issue 24) on a constructed history: hints come from the real
// tutor API (its server-side ladder state, one tutor_hint_events row per rung shown), submissions
// from the real grader; only the clock is set afterwards so the timeline is known. Definitions:
// HINT_EFFICACY_DEFINITION in contracts/teacher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { HINT_EFFECT_WINDOW_MINUTES, HINT_EFFICACY_DEFINITION, LAST_HINT_RUNG } from '@dodam/contracts/teacher';
import { evaluationSubmissions, tutorHintEvents, tutorStates } from '../../src/db/schema.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

let t: TestApp;
let teacher: Record<string, string>;
const ids: Record<string, number> = {};
let p1 = '';
let p2 = '';
const T = Date.now();
const minutesAgo = (m: number) => new Date(T - m * 60_000);

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const section = t.app.content.section('1')!;
  const [a, b] = section.problems;
  p1 = a!.id;
  p2 = b!.id;
  const wrong = a!.wrong_solutions[0]!.code;
  const wrong2 = b!.wrong_solutions[0]?.code ?? 'print(0)';
  teacher = bearer(await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python'] })));

  const tokens: Record<string, Record<string, string>> = {};
  for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const u = await createUser(t.app, { courses: ['python'] });
    ids[key] = u.id;
    tokens[key] = bearer(await tokenFor(t.app, u));
  }
  /** A graded submission through the real grader, then dated `at`. */
  const submit = async (key: string, problem: string, code: string, at: Date) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: tokens[key]!, payload: { section_id: '1', problem_id: problem, code } });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.select().from(evaluationSubmissions).where(and(eq(evaluationSubmissions.userId, ids[key]!), eq(evaluationSubmissions.problemId, problem)));
    const newest = rows.sort((x, y) => y.id - x.id)[0]!;
    await t.app.db.update(evaluationSubmissions).set({ createdAt: at }).where(eq(evaluationSubmissions.id, newest.id));
    return res.json().result.correct as boolean;
  };
  /** Climbs the tutor's ladder one rung per request, then dates each rung's event (`at`, one per request). */
  const hints = async (key: string, problem: string, at: Date[]) => {
    for (let r = 0; r < at.length; r += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/tutor/chat', headers: tokens[key]!, payload: { user_input: '힌트 주세요', selected_section: '1', problem_id: problem, mode: 'evaluation', context_type: 'hint', code: wrong } });
      expect(res.statusCode).toBe(200);
    }
    const where = and(eq(tutorHintEvents.userId, ids[key]!), eq(tutorHintEvents.scope, `problem:${problem}`));
    const events = await t.app.db.select().from(tutorHintEvents).where(where).orderBy(asc(tutorHintEvents.id));
    const before = events.length - at.length;
    // One event per rung shown, in the order the ladder climbs.
    expect(events.slice(before).map((e) => e.rung)).toEqual(at.map((_, r) => Math.min(before + r + 1, LAST_HINT_RUNG)));
    for (const [r, when] of at.entries()) await t.app.db.update(tutorHintEvents).set({ createdAt: when }).where(eq(tutorHintEvents.id, events[before + r]!.id));
    const [state] = await t.app.db.select().from(tutorStates).where(and(eq(tutorStates.userId, ids[key]!), eq(tutorStates.scope, `problem:${problem}`)));
    await t.app.db.update(tutorStates).set({ updatedAt: at.at(-1)! }).where(eq(tutorStates.id, state!.id));
  };

  // A: fails, sees rung 1, passes 5 minutes after the hint → rung 1: a pass within 10 minutes.
  expect(await submit('a', p1, wrong, minutesAgo(60))).toBe(false);
  await hints('a', p1, [minutesAgo(50)]);
  expect(await submit('a', p1, a!.reference_solution, minutesAgo(45))).toBe(true);
  // B: fails, sees rung 1 and two minutes later rung 2, passes 11 minutes after rung 2 → rung 1 is
  // no case of its own (rung 2 came before the next attempt); rung 2: counted, not within 10 minutes.
  expect(await submit('b', p1, wrong, minutesAgo(60))).toBe(false);
  await hints('b', p1, [minutesAgo(52), minutesAgo(50)]);
  expect(await submit('b', p1, a!.reference_solution, minutesAgo(39))).toBe(true);
  // C, no hint: p1 fails then passes 5 minutes later (a pass); p2 fails, fails again 20 minutes later
  // and never again (two failures) → without a hint: 3 cases, 1 pass.
  expect(await submit('c', p1, wrong, minutesAgo(60))).toBe(false);
  expect(await submit('c', p1, a!.reference_solution, minutesAgo(55))).toBe(true);
  expect(await submit('c', p2, wrong2, minutesAgo(60))).toBe(false);
  expect(await submit('c', p2, wrong2, minutesAgo(40))).toBe(false);
  // D: fails, climbs to the last rung 30 minutes ago, no pass since → rung 3 counted, not passed; stuck.
  expect(await submit('d', p1, wrong, minutesAgo(60))).toBe(false);
  await hints('d', p1, [minutesAgo(33), minutesAgo(32), minutesAgo(30)]);
  // E: reached the last rung 2 minutes ago: still within the window, neither counted nor stuck yet.
  expect(await submit('e', p1, wrong, minutesAgo(5))).toBe(false);
  await hints('e', p1, [minutesAgo(4), minutesAgo(3), minutesAgo(2)]);
  // F, two hints each followed by an attempt: rung 1, fails again 2 minutes later (rung 1: not
  // passed); rung 2, passes 5 minutes later (rung 2: passed). Each rung shown is its own case.
  expect(await submit('f', p1, wrong, minutesAgo(60))).toBe(false);
  await hints('f', p1, [minutesAgo(58)]);
  expect(await submit('f', p1, wrong, minutesAgo(56))).toBe(false);
  await hints('f', p1, [minutesAgo(55)]);
  expect(await submit('f', p1, a!.reference_solution, minutesAgo(50))).toBe(true);
}, 180_000);
afterAll(() => t.close());

describe('hint efficacy on the teacher dashboard', () => {
  it('per rung: the next attempt passing within 10 minutes, against attempts without a hint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/teacher/dashboard?course_id=python&fresh=1', headers: teacher });
    expect(res.statusCode).toBe(200);
    const fig = res.json().hint_efficacy;
    expect(fig.window_minutes).toBe(HINT_EFFECT_WINDOW_MINUTES);
    expect(fig.rungs.map((r: { rung: number; cases: number; passed: number; rate: number | null }) => [r.rung, r.cases, r.passed, r.rate])).toEqual([
      [1, 2, 1, 50],
      [2, 2, 1, 50],
      [3, 1, 0, 0],
    ]);
    // C's three, and D's first failure: no hint for the 10 minutes after it (D asked 27 minutes later).
    // A, B and F saw a hint within 10 minutes of their failure: those are hint cases, not these.
    expect(fig.without_hint).toMatchObject({ rung: null, cases: 4, passed: 1, rate: 25 });
    expect(fig.definition).toEqual([...HINT_EFFICACY_DEFINITION]);
  });

  it('"stuck after the last rung" is an alert reason for D only (E is still inside the window)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/teacher/alerts?course_id=python&fresh=1', headers: teacher });
    expect(res.statusCode).toBe(200);
    const stuck = res
      .json()
      .alerts.filter((a: { reasons: { code: string }[] }) => a.reasons.some((r) => r.code === 'stuck_last_rung'))
      .map((a: { student_id: number; reasons: { code: string; problem_id: string | null; section_id: string | null; message: string }[] }) => ({ id: a.student_id, reason: a.reasons.find((r) => r.code === 'stuck_last_rung') }));
    expect(stuck).toHaveLength(1);
    expect(stuck[0].id).toBe(ids.d);
    expect(stuck[0].reason).toMatchObject({ problem_id: p1, section_id: '1' });
    expect(stuck[0].reason.message).toContain('마지막 힌트');
    expect(res.json().thresholds.stuckAfterLastRungMinutes).toBe(10);
  });

  it('a student, and a teacher of another class, cannot read the figures', async () => {
    const student = bearer(await tokenFor(t.app, await createUser(t.app, { courses: ['python'] })));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teacher/dashboard?course_id=python', headers: student })).statusCode).toBe(403);
    const other = bearer(await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python-basic2'] })));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teacher/dashboard?course_id=python', headers: other })).statusCode).toBe(404);
  });
});

// Honest hours (ADR 027) on a real database: study records made through the real API (heartbeats,
// lesson steps done and skipped, completions) are read back by the estimator's query, and the section
// and step estimates follow from them (finished learners only; a skipped step's time counts toward the
// next step reached).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLessonSteps } from '@dodam/contracts';
import { estimateSections, measure, readStudyRecords } from '../src/content/estimates.js';
import { sectionWork } from '../src/content/work-model.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('estimator on recorded study time', () => {
  it('measures finished learners per section and the lesson time before each step', async () => {
    const [a, b] = await Promise.all([createUser(t.app, { courses: ['python'] }), createUser(t.app, { courses: ['python'] })]);
    const keys = splitLessonSteps(t.app.content.section('1')!.lesson).steps.map((s) => s.key);
    const post = async (user: { id: number }, token: string, events: object[]) => {
      // The server caps heartbeats by the wall clock since the previous one (ADR 013): move the earlier ones back.
      await t.app.db.execute(sql`update learning_events set created_at = created_at - interval '1 hour' where user_id = ${user.id} and kind = 'heartbeat'`);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/learning/events', headers: bearer(token), payload: { events } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const beat = (seconds: number, learningType = 'video') => ({ kind: 'heartbeat', section_id: '1', learning_type: learningType, seconds });
    const step = (key: string, status: 'done' | 'skipped' = 'done') => ({ kind: 'lesson_step', section_id: '1', step: key, status });
    const complete = (token: string, learningType: string) => t.app.inject({ method: 'PUT', url: '/api/v1/learning/completion', headers: bearer(token), payload: { section_id: '1', learning_type: learningType, completed: true } });

    const ta = await tokenFor(t.app, a);
    // a: 2 min, step 0 done; 1 min, step 1 skipped; 2 min, step 2 done (3 min since step 0); 10 min of practice; finished: 15 min.
    await post(a, ta, [beat(60), beat(60)]);
    await post(a, ta, [step(keys[0]!)]);
    await post(a, ta, [beat(60), step(keys[1]!, 'skipped')]);
    await post(a, ta, [beat(120), step(keys[2]!)]);
    await post(a, ta, [beat(120, 'practice')]);
    for (let k = 0; k < 4; k++) await post(a, ta, [beat(120, 'practice')]);
    for (const type of ['video', 'practice', 'evaluation']) expect((await complete(ta, type)).statusCode).toBe(200);
    // b: 4 min, step 0 done; only the lesson completed (not counted for the section).
    const tb = await tokenFor(t.app, b);
    // (A first batch may claim at most 120 s: there is no earlier heartbeat to measure the wall clock from.)
    await post(b, tb, [beat(120)]);
    await post(b, tb, [beat(120), step(keys[0]!)]);
    expect((await complete(tb, 'video')).statusCode).toBe(200);

    const { records, completions } = await readStudyRecords(t.app.db);
    const mine = records.filter((r) => r.userId === a.id || r.userId === b.id);
    // Skipped steps are not read; heartbeats and done steps are, in order per learner (the two users are created
    // concurrently, so which of them has the lower id — and comes first — is not fixed).
    const doneSteps = (id: number) => mine.filter((r) => r.userId === id && r.kind === 'lesson_step').map((r) => r.step);
    expect(doneSteps(a.id)).toEqual([keys[0], keys[2]]);
    expect(doneSteps(b.id)).toEqual([keys[0]]);
    const measured = measure(mine, completions);
    expect(measured.sections.get('1')).toEqual([15]);
    // One value per learner, in the query's user order (not fixed, see above): compared as a sorted list.
    expect([...(measured.steps.get(`1|${keys[0]}`) ?? [])].sort((x, y) => x - y)).toEqual([2, 4]);
    expect(measured.steps.get(`1|${keys[2]}`)).toEqual([3]);

    const section = t.app.content.section('1')!;
    const [estimate] = estimateSections([{ id: '1', work: sectionWork(section) }], mine, completions);
    expect(estimate!.learners).toBe(1);
    expect(estimate!.median).toBe(15);
    // One learner against the prior weighted as three.
    expect(estimate!.minutes).toBeCloseTo((15 + 3 * sectionWork(section).total) / 4, 5);
  });
});

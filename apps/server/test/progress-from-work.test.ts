import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_PERCENT, evaluationMarksDone } from '@dodam/contracts';
import { loadContent } from '../src/content/store.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

// ADR 021: the work marks a learning type done — an evaluation passed at 양호 or better, an exercise
// solved, the video watched to 90 % — besides the manual toggle.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
});
afterAll(() => t.close());

const events = (list: object[]) => t.app.inject({ method: 'POST', url: '/api/v1/learning/events', headers: bearer(token), payload: { events: list } });
const doneTypes = async (section: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/section-progress?section=${section}`, headers: bearer(token) })).json().completed_types as string[];

describe('progress from work', () => {
  it('the band 양호 (70 %) is the line', () => {
    expect(SUCCESS_PERCENT).toBe(70);
    expect(evaluationMarksDone(70)).toBe(true);
    expect(evaluationMarksDone(69.9)).toBe(false);
  });

  it('a solved exercise marks practice done; a failed or untouched run does not', async () => {
    await events([{ kind: 'practice_run', section_id: '1', exercise_id: 's1-e1', success: true }]);
    await events([{ kind: 'practice_run', section_id: '1', exercise_id: 's1-e1', success: false, solved: true }]);
    expect(await doneTypes('1')).not.toContain('practice');
    await events([{ kind: 'practice_run', section_id: '1', exercise_id: 's1-e1', success: true, solved: true }]);
    expect(await doneTypes('1')).toContain('practice');
  });

  it('the video watched to 90 % marks the lesson done', async () => {
    await events([{ kind: 'video_progress', section_id: '2', position_seconds: 50, duration_seconds: 100 }]);
    expect(await doneTypes('2')).not.toContain('video');
    await events([{ kind: 'video_progress', section_id: '2', position_seconds: 90, duration_seconds: 100 }]);
    expect(await doneTypes('2')).toContain('video');
  });

  it('an evaluation below 양호 leaves it open; one at 양호 or better marks it done', async () => {
    const problems = loadContent(t.app.config.CONTENT_DIR).section('1')!.problems;
    const submit = (problemId: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: bearer(token), payload: { section_id: '1', problem_id: problemId, code } });
    for (const p of problems) await submit(p.id, p.wrong_solutions[0]!.code);
    expect(await doneTypes('1')).not.toContain('evaluation');
    await t.app.inject({ method: 'DELETE', url: '/api/v1/evaluation/state?section=1', headers: bearer(token) });
    let last;
    for (const p of problems) last = await submit(p.id, p.reference_solution);
    expect(last!.json().state.summary.grade).toBe('우수');
    expect(await doneTypes('1')).toContain('evaluation');
  });
});

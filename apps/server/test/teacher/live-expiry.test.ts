// Issue 22: the live view drops a student within a minute of leaving (it kept them five minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS } from '@dodam/contracts';
import { LIVE_WINDOW_SECONDS } from '@dodam/contracts/teacher';
import { recordLearningEvents } from '../../src/services/learning-service.js';
import { liveSnapshot } from '../../src/services/teacher/live.js';
import { teacherScope } from '../../src/services/teacher/scope.js';
import { createTestApp, createUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('live view expiry', () => {
  it('keeps a student between heartbeats and drops them within a minute of the last one', async () => {
    expect(LIVE_WINDOW_SECONDS * 1000).toBeGreaterThan(HEARTBEAT_INTERVAL_MS);
    // Window plus the stream's 15 s keep-alive re-send: gone from the screen within a minute.
    expect(LIVE_WINDOW_SECONDS + 15).toBeLessThanOrEqual(60);
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
    const student = await createUser(t.app, { courses: ['python'] });
    const last = new Date(Date.now() - 1000);
    await recordLearningEvents(t.app.deps, student.id, [{ kind: 'heartbeat', section_id: '1', learning_type: 'video', seconds: 30 }], last);
    const at = (ms: number) => ({ db: t.app.db, content: t.app.content, now: () => new Date(last.getTime() + ms) });
    const scope = await teacherScope(at(0), teacher, 'python');
    const listed = async (ms: number) => (await liveSnapshot(at(ms), scope)).students.some((s) => s.student_id === student.id);
    expect(await listed(HEARTBEAT_INTERVAL_MS)).toBe(true);
    expect(await listed(LIVE_WINDOW_SECONDS * 1000 + 1000)).toBe(false);
    expect(await listed(60_000)).toBe(false);
  });
});

// Issue 20, review class 1: the live stream re-checks the session and the class scope before every
// push and ends when either fails; one user may hold at most LIVE_STREAMS_PER_USER open streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIVE_MSG, LIVE_STREAMS_PER_USER } from '../../src/routes/teacher/index.js';
import { courseMembers } from '../../src/db/schema.js';
import { updateUser } from '../../src/db/queries/users.js';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { sseFrames, type SseEvent } from './live-stream.js';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(() => t.close());

interface Stream {
  controller: AbortController;
  /** Resolves with the events seen when the server ends the stream, or null if still open after `waitMs`. */
  endWithin(waitMs: number): Promise<{ events: SseEvent[] } | null>;
}

async function open(token: string, query = '?course_id=python'): Promise<Stream & { status: number }> {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/teacher/live${query}`, { headers: bearer(token), signal: controller.signal });
  if (res.status !== 200) {
    await res.body?.cancel();
    return { status: res.status, controller, endWithin: async () => null };
  }
  const reader = res.body!.getReader();
  const frames = sseFrames();
  const events: SseEvent[] = [];
  let done = false;
  // Read continuously in the background; `done` flips when the server closes the response.
  const reading = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        events.push(...frames(chunk.value));
      }
      done = true;
    } catch {
      // aborted by the test
    }
  })();
  return {
    status: 200,
    controller,
    async endWithin(waitMs) {
      await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, waitMs))]);
      return done ? { events } : null;
    },
  };
}

const WAIT_MS = 8000;

describe('the live stream re-checks session and scope on every push', () => {
  it('ends for a teacher who is suspended, logged out, demoted, removed from the class or put back to pending; stays open otherwise', async () => {
    const admin = await adminToken(t.app);
    const teachers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app, { userType: 'teacher', courses: ['python'] })));
    const tokens = await Promise.all(teachers.map((u) => tokenFor(t.app, u)));
    const streams = await Promise.all(tokens.map((tok) => open(tok)));
    for (const s of streams) expect(s.status).toBe(200);
    const [suspended, , demoted, removed, pending, control] = teachers;
    const [, loggedOutToken] = tokens;

    // Five ways a teacher stops being allowed to watch the class.
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${suspended!.id}/status`, headers: bearer(admin), payload: { status: 'suspended' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(loggedOutToken!) })).statusCode).toBe(200);
    await updateUser(t.app.db, demoted!.id, { userType: 'student' });
    await t.app.db.delete(courseMembers).where(and(eq(courseMembers.userId, removed!.id), eq(courseMembers.courseId, 'python')));
    await updateUser(t.app.db, pending!.id, { approvalStatus: 'pending' });

    const ends = await Promise.all(streams.slice(0, 5).map((s) => s.endWithin(WAIT_MS)));
    ends.forEach((end, i) => {
      expect(end, `stream ${i} still open`).not.toBeNull();
      const last = end!.events.at(-1);
      expect(last?.event, `stream ${i}`).toBe('end');
      expect((last?.data as { detail: string }).detail).toBe(LIVE_MSG.sessionEnded);
    });
    // No snapshot after the change was made: the last event is the end, every earlier one a snapshot.
    for (const end of ends) expect(end!.events.slice(0, -1).every((e) => e.event === 'snapshot')).toBe(true);

    // The teacher nothing happened to keeps the stream.
    expect(await streams[5]!.endWithin(LIVE_POLL_WAIT)).toBeNull();
    streams[5]!.controller.abort();
    expect(control).toBeDefined();
  });

  it('an all-classes stream ends when the teacher loses one of its classes', async () => {
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python', 'python-basic2'] });
    const stream = await open(await tokenFor(t.app, teacher), '');
    expect(stream.status).toBe(200);
    await t.app.db.delete(courseMembers).where(and(eq(courseMembers.userId, teacher.id), eq(courseMembers.courseId, 'python-basic2')));
    const end = await stream.endWithin(WAIT_MS);
    expect(end?.events.at(-1)?.event).toBe('end');
  });
});

const LIVE_POLL_WAIT = 4500;

describe('open live streams per user are capped', () => {
  it(`the ${LIVE_STREAMS_PER_USER + 1}th stream of one user gets 429 in Korean; closing one frees a place; other users are not affected`, async () => {
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
    const token = await tokenFor(t.app, teacher);
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i += 1) streams.push(await open(token));
    expect(streams.map((s) => s.status)).toEqual(Array(LIVE_STREAMS_PER_USER).fill(200));

    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/teacher/live?course_id=python`, { headers: bearer(token) });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe(LIVE_MSG.tooManyStreams);

    const other = await open(await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python'] })));
    expect(other.status).toBe(200);
    other.controller.abort();

    streams[0]!.controller.abort();
    // The server notices the closed connection at its next poll at the latest.
    let again = await open(token);
    for (let i = 0; again.status !== 200 && i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await open(token);
    }
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.controller.abort();
  });
});

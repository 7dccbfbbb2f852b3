// The live view: a student's run written through one server instance reaches a teacher connected to
// another instance on the same database (the stream polls the database, never process memory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_POLL_MS } from '@dodam/contracts/teacher';
import { buildApp } from '../../src/app.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { readSnapshots } from './live-stream.js';

let t: TestApp;
let second: FastifyInstance;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database (closing it must not close the shared database).
  second = await buildApp({ config: t.app.config, database: { ...t.app.database, close: async () => undefined }, prepare: false });
  await second.ready();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('GET /teacher/live', () => {
  it('streams a student run written through another instance within 5 s', async () => {
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
    const student = await createUser(t.app, { courses: ['python'] });
    const stranger = await createUser(t.app, { courses: ['python-basic2'] });
    const [teacherToken, studentToken, strangerToken] = await Promise.all([tokenFor(t.app, teacher), tokenFor(t.app, student), tokenFor(t.app, stranger)]);

    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/teacher/live?course_id=python`, { headers: bearer(teacherToken), signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const first = await readSnapshots(reader, () => true, 5000);
    expect(first?.students).toEqual([]);

    const post = (token: string, events: unknown[]) => second.inject({ method: 'POST', url: '/api/v1/learning/events', headers: bearer(token), payload: { events } });
    expect((await post(strangerToken, [{ kind: 'practice_run', section_id: '301', success: true }])).statusCode).toBe(200);
    expect((await post(studentToken, [{ kind: 'practice_run', section_id: '3', success: false, error_type: 'TypeError' }])).statusCode).toBe(200);

    // Within 5 s (poll interval well below it); the stranger of another course never appears.
    expect(LIVE_POLL_MS).toBeLessThanOrEqual(2500);
    const seen = await readSnapshots(reader, (s) => s.students.some((x) => x.student_id === student.id), 5000);
    controller.abort();
    expect(seen).not.toBeNull();
    const me = seen!.students.find((x) => x.student_id === student.id)!;
    expect(me).toMatchObject({ username: student.username, section_id: '3', learning_type: 'practice', last_run: { ok: false, error_type: 'TypeError' } });
    expect(seen!.students.some((x) => x.student_id === stranger.id)).toBe(false);
  });
});

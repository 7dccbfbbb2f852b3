// Two server instances on one PostgreSQL database, each its own OS process on its own port (as
// behind a load balancer), started at the same time on a fresh database: everything that must hold
// across instances lives in the database (sessions, login throttling windows, per-user limits,
// account status, learning records the teacher's live view polls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readSnapshots } from '../teacher/live-stream.js';
import { testConfig } from '../../src/config.js';
import { fromPostgres } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/seed.js';
import { adminLogin, adminQuery, api, approvedAccount, dropDatabase, login, startServer, stopAllServers, tokenOf, type ServerProcess } from './server-process.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = `admin-${randomBytes(8).toString('hex')}`;
const name = `dodam_two_${process.pid}_${randomBytes(4).toString('hex')}`;
const dirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let admin: string;

describe.skipIf(!PG_URL)('two server instances (separate processes) on one PostgreSQL', () => {
  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    const env = {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '6',
      CODE_RUNS_PER_MINUTE: '3',
      TUTOR_RATE_PER_MINUTE: '3',
      // Distinct client addresses per test through X-Forwarded-For (as behind the load balancer).
      TRUST_PROXY: 'true',
    };
    const options = (tag: string) => {
      const dataDir = mkdtempSync(join(tmpdir(), `dodam-two-${tag}-`));
      dirs.push(dataDir);
      return { dataDir, databaseUrl: url.toString(), adminPassword: ADMIN_PASSWORD, env };
    };
    // Both at once on the empty database: migrations, catalogue and first admin must not collide.
    [a, b] = await Promise.all([startServer(options('a')), startServer(options('b'))]);
    expect(a.pid).not.toBe(b.pid);
    expect(a.url).not.toBe(b.url);
    admin = await adminLogin(a.url, ADMIN_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    // A clean stop of both (each closes its own pool), then the database goes.
    const codes = a && b ? await Promise.all([a.stop(), b.stop()]) : null;
    await stopAllServers();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(name);
    if (codes) expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('a token from one instance works on the other, and logout on one ends it on both', async () => {
    const student = await approvedAccount(a.url, admin);
    const token = await tokenOf(a.url, student);
    const me = await api(b.url, 'GET', '/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(student.username);
    expect((await api(b.url, 'POST', '/api/v1/auth/logout', { token })).status).toBeLessThan(300);
    expect((await api(a.url, 'GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('login throttling is shared: failures on one count on the other (per account, whatever the identifier, and per address)', async () => {
    const student = await approvedAccount(b.url, admin);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await login(a.url, student.username, 'wrong-1', from('10.9.0.1'))).status).toBe(401);
    expect((await login(b.url, student.email, 'wrong-2', from('10.9.0.2'))).status).toBe(401);
    expect((await login(a.url, student.username, 'wrong-3', from('10.9.0.3'))).status).toBe(401);
    // three free failures (LOGIN_MAX_FAILURES_PER_ACCOUNT), the fourth earns the first wait (ADR 016)
    expect((await login(b.url, student.username, 'wrong-4', from('10.9.0.6'))).status).toBe(401);
    // The account waits on both, even with the right password from a fresh address.
    expect((await login(b.url, student.username, student.password, from('10.9.0.4'))).status).toBe(429);
    expect((await login(a.url, student.email, student.password, from('10.9.0.5'))).status).toBe(429);

    // Per address: six failures spread over both instances, then both refuse that address.
    const ip = from('10.9.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(i % 2 ? a.url : b.url, `nobody${i}${randomBytes(2).toString('hex')}`, 'x', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // Another address is not affected.
    const other = await approvedAccount(a.url, admin);
    expect((await login(b.url, other.username, other.password, from('10.9.1.2'))).status).toBe(200);
  });

  it('per-user limits are shared: sandbox runs and tutor questions per minute', async () => {
    const student = await approvedAccount(a.url, admin);
    const token = await tokenOf(b.url, student);
    const run = (url: string) => api(url, 'POST', '/api/v1/code/execute-code', { token, json: { code: 'print(1)' } });
    const runs = [(await run(a.url)).status, (await run(b.url)).status, (await run(a.url)).status, (await run(b.url)).status, (await run(a.url)).status];
    expect(runs).toEqual([200, 200, 200, 429, 429]);

    const ask = (url: string, i: number) => api(url, 'POST', '/api/v1/tutor/chat', { token, json: { user_input: `안녕하세요 ${i}`, selected_section: '1' } });
    const asks = [(await ask(b.url, 0)).status, (await ask(a.url, 1)).status, (await ask(b.url, 2)).status, (await ask(a.url, 3)).status];
    expect(asks).toEqual([200, 200, 200, 429]);
  });

  it('suspending an account through the admin API on one instance revokes its session on the other', async () => {
    const student = await approvedAccount(a.url, admin);
    const token = await tokenOf(b.url, student);
    expect((await api(b.url, 'GET', '/api/v1/auth/me', { token })).status).toBe(200);
    const suspend = await api(a.url, 'PUT', `/api/v1/admin/users/${student.id}/status`, { token: admin, json: { status: 'suspended' } });
    expect(suspend.status).toBe(200);
    expect([401, 403]).toContain((await api(b.url, 'GET', '/api/v1/auth/me', { token })).status);
    expect([401, 403]).toContain((await api(b.url, 'GET', '/api/v1/evaluation/state?section=1', { token })).status);
    // And the password no longer opens a new session on either.
    expect((await login(b.url, student.username, student.password)).status).not.toBe(200);
  });

  it("the teacher's live view on one instance sees a practice run written through the other", { timeout: 60_000 }, async () => {
    const teacher = await approvedAccount(a.url, admin, { role: 'teacher', prefix: 'teach' });
    const student = await approvedAccount(a.url, admin);
    const [teacherToken, studentToken] = await Promise.all([tokenOf(a.url, teacher), tokenOf(b.url, student)]);

    const controller = new AbortController();
    const res = await fetch(`${a.url}/api/v1/teacher/live?course_id=python`, { headers: { authorization: `Bearer ${teacherToken}` }, signal: controller.signal });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      const first = await readSnapshots(reader, () => true, 30_000);
      expect(first).not.toBeNull();
      expect(first!.students.some((s) => s.student_id === student.id)).toBe(false);

      const posted = await api(b.url, 'POST', '/api/v1/learning/events', { token: studentToken, json: { events: [{ kind: 'practice_run', section_id: '3', success: false, error_type: 'TypeError' }] } });
      expect(posted.status).toBe(200);
      expect(posted.body.accepted).toBe(1);

      // Wait for the polling stream to pick it up (a bound on the wait, not a timing assertion).
      const seen = await readSnapshots(reader, (s) => s.students.some((x) => x.student_id === student.id), 30_000);
      expect(seen).not.toBeNull();
      expect(seen!.students.find((x) => x.student_id === student.id)).toMatchObject({
        username: student.username,
        section_id: '3',
        learning_type: 'practice',
        last_run: { ok: false, error_type: 'TypeError' },
      });
    } finally {
      controller.abort();
    }
  });
});

describe.skipIf(!PG_URL)('instances preparing one fresh PostgreSQL database at the same moment', () => {
  // Whole server processes start with too much jitter to hit this window reliably (their start-up
  // takes seconds, the migrations a few hundred milliseconds), so the preparation each instance
  // runs is started from three pools at once. Without the advisory lock, one of them failed with
  // "duplicate key" (CREATE SCHEMA / CREATE TABLE IF NOT EXISTS) or on the first admin's username.
  it('runs the migrations, catalogue and first admin once, and every instance starts', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 2; round += 1) {
      const fresh = `dodam_prep_${process.pid}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${fresh}`);
      const url = new URL(PG_URL!);
      url.pathname = `/${fresh}`;
      const databases = [0, 1, 2].map(() => fromPostgres(url.toString(), 2));
      try {
        const config = testConfig({ ADMIN_PASSWORD });
        const quiet = { info: () => undefined };
        const results = await Promise.allSettled(databases.map((database) => prepareDatabase(database, config, quiet)));
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          expect((await client.query('select count(*)::int as n from users where is_superuser')).rows[0].n).toBe(1);
          const applied = (await client.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash')).rows;
          expect(applied.every((r: { n: number }) => r.n === 1)).toBe(true);
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await dropDatabase(fresh);
      }
    }
  });
});

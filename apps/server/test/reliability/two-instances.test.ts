import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { fromPostgres } from '../../src/db/client.js';
import { seedCatalogue } from '../../src/db/seed.js';
import { ADMIN_PASSWORD, adminToken, bearer, createUser, login } from '../helpers.js';

// Two server instances on one PostgreSQL database: everything that must hold across instances
// lives in the database (sessions, throttling windows, per-user limits, account status). Both
// instances run in this test process (their own pools, caches and tutor services); the separate
// processes and the kill -9 crash test of issue 14 are not done yet.
const url = process.env.TEST_DATABASE_URL;
const name = `dodam_two_${process.pid}_${randomBytes(4).toString('hex')}`;
let a: FastifyInstance;
let b: FastifyInstance;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe.skipIf(!url)('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const first = fromPostgres(dbUrl.toString(), 4);
    await first.migrate();
    await seedCatalogue(first.db);
    const config = testConfig({ ADMIN_PASSWORD, WEB_DIST: '/nonexistent-web-dist', LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_IP: 6, CODE_RUNS_PER_MINUTE: 3 });
    a = await buildApp({ config, database: first });
    b = await buildApp({ config, database: fromPostgres(dbUrl.toString(), 4) });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('a token from one instance works on the other, and logout on one ends it on both', async () => {
    const user = await createUser(a, { courses: ['python'] });
    const token = (await login(a, user.username, user.password)).json().access_token as string;
    expect((await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBeLessThan(300);
    expect((await a.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('login throttling is shared: failures on one count on the other (per account and per address)', async () => {
    const user = await createUser(a);
    expect((await login(a, user.username, 'wrong-1', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(b, user.email, 'wrong-2', '10.9.0.2')).statusCode).toBe(401);
    expect((await login(a, user.username, 'wrong-3', '10.9.0.3')).statusCode).toBe(401);
    expect((await login(b, user.username, user.password, '10.9.0.4')).statusCode).toBe(429);
    const ip = '10.9.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(i % 2 ? a : b, `nobody${i}`, 'x', ip)).statusCode);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('per-user limits are shared (sandbox runs per minute)', async () => {
    const user = await createUser(a, { courses: ['python'] });
    const token = (await login(a, user.username, user.password)).json().access_token as string;
    const run = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v1/code/execute-code', headers: bearer(token), payload: { code: 'print(1)' } });
    const statuses = [(await run(a)).statusCode, (await run(b)).statusCode, (await run(a)).statusCode, (await run(b)).statusCode];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('suspending an account on one instance revokes its access on the other', async () => {
    const user = await createUser(a, { courses: ['python'] });
    const token = (await login(b, user.username, user.password)).json().access_token as string;
    expect((await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const adminBearer = bearer(await adminToken(a));
    const suspend = await a.inject({ method: 'PUT', url: `/api/v1/admin/users/${user.id}/status`, headers: adminBearer, payload: { status: 'suspended' } });
    expect(suspend.statusCode).toBe(200);
    const after = await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect([401, 403]).toContain(after.statusCode);
  });
});

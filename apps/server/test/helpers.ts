import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { fromPglite, fromPostgres, type Database } from '../src/db/client.js';
import { seedCatalogue } from '../src/db/seed.js';
import { insertUser, updateUser, type UserRow } from '../src/db/queries/users.js';
import { upsertCourseMember } from '../src/db/queries/courses.js';
import { hashPassword } from '../src/lib/passwords.js';

export const ADMIN_PASSWORD = `admin-${randomBytes(6).toString('hex')}`;

async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ loadDataDir: blob });
    return fromPglite(client);
  }
  // PostgreSQL: a database of its own per test file, dropped afterwards.
  const name = `dodam_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = fromPostgres(dbUrl.toString(), 5);
  await database.migrate();
  await seedCatalogue(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // pool.end() resolves before every backend has gone; forcing the drop while one is still
      // closing would kill it and surface as an unhandled client error. Wait for them first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: Pick<BuildOptions, 'logStream' | 'now'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig({ ADMIN_PASSWORD, LOGIN_MAX_FAILURES_PER_IP: 100_000, WEB_DIST: '/nonexistent-web-dist', ...overrides });
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return { app, close: () => app.close() };
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}${counter}${randomBytes(2).toString('hex')}`;
}

export interface UserSpec {
  userType?: 'student' | 'teacher';
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
  password?: string;
  courses?: string[];
}

/** Insert a user directly (fast path for tests that are not about registration). */
export async function createUser(app: FastifyInstance, spec: UserSpec = {}): Promise<UserRow & { email: string; password: string }> {
  const password = spec.password ?? 'password123';
  const username = uniqueName(spec.userType ?? 'student');
  const user = await insertUser(app.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword(password),
    userType: spec.userType ?? 'student',
    approvalStatus: spec.approvalStatus ?? 'approved',
    rejectionReason: spec.rejectionReason ?? null,
  });
  for (const course of spec.courses ?? []) await upsertCourseMember(app.db, course, user.id, spec.userType ?? 'student');
  return { ...user, email: `${username}@example.com`, password };
}

export async function login(app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });
}

export async function tokenFor(app: FastifyInstance, user: { username: string; password: string }): Promise<string> {
  const res = await login(app, user.username, user.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** A logged-in user whose account is then put back to pending: the token exists but must open nothing. */
export async function pendingUserToken(app: FastifyInstance): Promise<string> {
  const user = await createUser(app);
  const token = await tokenFor(app, user);
  await updateUser(app.db, user.id, { approvalStatus: 'pending' });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a class through the admin API with the spec's form fields (overridable) and returns its id. */
export async function createClass(app: FastifyInstance, headers: Record<string, string>, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/courses',
    headers,
    payload: {
      name: '시험반',
      description: '시험반',
      category: 'Python',
      content_id: 'python',
      startDate: '2026-03-02',
      endDate: '2026-12-31',
      maxStudents: 40,
      dayOfWeek: ['목'],
      classTime: { 목: { start: '13:30', end: '14:30' } },
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`class creation failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

#!/usr/bin/env node
// Server benchmarks for the foundation (issue 2):
//  1. start → first answered request on an existing data dir (PGlite)
//  2. GET /api/v1/auth/me under load (autocannon, 50 connections) on PGlite and PostgreSQL,
//     next to a bare Fastify route in the same run
//  3. POST /api/v1/auth/login requests/s with real argon2id hashing
// Requires `npm run build` first. PostgreSQL is used when BENCH_DATABASE_URL (default
// postgresql://postgres@127.0.0.1:5432/postgres) is reachable; a scratch database is created and dropped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');

const root = new URL('../..', import.meta.url).pathname;
const server = join(root, 'apps/server/dist/server.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
const ADMIN_PASSWORD = 'bench-admin-password';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(env, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD, LOGIN_MAX_FAILURES_PER_IP: '100000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, t0 };
}

async function waitReady(port, t0) {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return performance.now() - t0;
    } catch {
      /* not yet */
    }
    await sleep(10);
  }
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p95: r.latency.p97_5 ?? r.latency.p95,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});

async function prepareUser(port) {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const form = (body) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
  const admin = await (await fetch(`${base}/admin/auth/login`, form({ username: 'admin', password: ADMIN_PASSWORD }))).json();
  const username = `bench${Date.now() % 100000}`;
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@bench.local`, password: 'bench-password', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python' }, { course_id: 'ai-math' }] }),
  });
  const { user } = await reg.json();
  await fetch(`${base}/admin/approval/approve`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access_token}` }, body: JSON.stringify({ user_id: user.id }) });
  const login = await (await fetch(`${base}/auth/login`, form({ username, password: 'bench-password' }))).json();
  return { username, token: login.access_token };
}

async function benchDatabase(label, env, port) {
  const { child, t0 } = startServer(env, port);
  await waitReady(port, t0);
  const { username, token } = await prepareUser(port);
  const me = summary(await cannon({ url: `http://127.0.0.1:${port}/api/v1/auth/me`, headers: { authorization: `Bearer ${token}` } }));
  const loginResult = summary(
    await cannon({
      url: `http://127.0.0.1:${port}/api/v1/auth/login`,
      method: 'POST',
      duration: Math.min(DURATION, 10),
      connections: 8,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'bench-password' }).toString(),
    }),
  );
  await stop(child);
  return { label, me, login: loginResult };
}

const results = {};
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-'));
try {
  // 1. start time on an existing data dir: first start creates it, then three measured restarts.
  {
    const first = startServer({ DATA_DIR: dataDir }, 4301);
    await waitReady(4301, first.t0);
    await stop(first.child);
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const s = startServer({ DATA_DIR: dataDir }, 4301);
      times.push(await waitReady(4301, s.t0));
      await stop(s.child);
    }
    results.startMs = times.map((t) => Math.round(t));
    console.log(`start → first answered request (existing PGlite data dir): ${results.startMs.join(', ')} ms`);
  }

  // 2. bare Fastify baseline
  {
    const bare = spawn(process.execPath, [join(root, 'bench/server/bare-fastify.mjs')], { env: { ...process.env, PORT: '4302' }, stdio: 'inherit' });
    await sleep(600);
    results.bare = summary(await cannon({ url: 'http://127.0.0.1:4302/bare' }));
    await stop(bare);
    console.log('bare Fastify', results.bare);
  }

  results.pglite = await benchDatabase('PGlite', { DATA_DIR: dataDir }, 4303);
  console.log('PGlite /auth/me', results.pglite.me, 'login', results.pglite.login);

  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const ready = spawnSync('pg_isready', ['-q', '-d', pgUrl]).status === 0;
  if (ready) {
    const name = `dodam_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      results.postgres = await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, 4304);
      console.log('PostgreSQL /auth/me', results.postgres.me, 'login', results.postgres.login);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL not reachable: skipped');
  }

  const ratio = (r) => (r ? (r.me.rps / results.bare.rps).toFixed(2) : 'n/a');
  console.log('\n| measure | bare Fastify | PGlite | PostgreSQL |');
  console.log('|---|---|---|---|');
  console.log(`| GET /auth/me req/s | ${results.bare.rps} | ${results.pglite.me.rps} | ${results.postgres?.me.rps ?? 'n/a'} |`);
  console.log(`| p50 / p97.5 / p99 ms | ${results.bare.p50} / ${results.bare.p95} / ${results.bare.p99} | ${results.pglite.me.p50} / ${results.pglite.me.p95} / ${results.pglite.me.p99} | ${results.postgres ? `${results.postgres.me.p50} / ${results.postgres.me.p95} / ${results.postgres.me.p99}` : 'n/a'} |`);
  console.log(`| ratio to bare | 1.00 | ${ratio(results.pglite)} | ${ratio(results.postgres)} |`);
  console.log(`| POST /auth/login req/s (8 conns) | – | ${results.pglite.login.rps} | ${results.postgres?.login.rps ?? 'n/a'} |`);
  console.log(`| errors | ${results.bare.errors} | ${results.pglite.me.errors} | ${results.postgres?.me.errors ?? 'n/a'} |`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

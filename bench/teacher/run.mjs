#!/usr/bin/env node
// Teacher insight endpoints under load: a course of 200 students with 100 000 learning events and
// 20 000 graded submissions; 10 concurrent teachers call dashboard, alerts and problems.
// Target (issue 9): p95 ≤ 150 ms each on PostgreSQL; the PGlite figure is reported.
// BENCH_DB=postgres (default; BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres) | pglite.
// Build first (npm run build). The data is generated with SQL (a load fixture, not demo data).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const root = new URL('../..', import.meta.url).pathname;
const KIND = process.env.BENCH_DB ?? 'postgres';
const PORT = Number(process.env.BENCH_PORT ?? 4184);
const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
// BENCH_KEEP=1 keeps the PostgreSQL database afterwards (for EXPLAIN ANALYZE).
const base = `http://127.0.0.1:${PORT}/api/v1`;
const ADMIN_PASSWORD = 'bench-admin-password';
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-teacher-'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = 'dodam_bench_teacher';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const FIXTURE = [
  `insert into users (username, email, password_hash, user_type, approval_status)
     select 'bench_s' || g, 'bench_s' || g || '@bench.local', 'not-a-hash', 'student', 'approved' from generate_series(1, 200) g`,
  `insert into course_members (course_id, user_id, member_type) select 'python', id, 'student' from users where username like 'bench\\_s%'`,
  `create temp table bs as select id, (row_number() over (order by id))::int as rn from users where username like 'bench\\_s%'`,
  // 100 000 events over 28 days: 70 % heartbeats, 20 % practice runs (a third failing), 10 % graded answers.
  `insert into learning_events (user_id, course_id, section_id, kind, learning_type, duration_seconds, score, payload, created_at)
     select bs.id, 'python', ((g / 200) % 16 + 1)::text,
       case when g % 10 < 7 then 'heartbeat' when g % 10 < 9 then 'practice_run' else 'evaluation_attempt' end,
       case when g % 10 < 7 then 'video' when g % 10 < 9 then 'practice' else 'evaluation' end,
       case when g % 10 < 7 then 60 else 0 end,
       case when g % 10 = 9 then (case when g % 2 = 0 then 100 else 0 end) end,
       case when g % 10 in (7, 8) then jsonb_build_object('success', g % 3 <> 0, 'error_type', case when g % 3 = 0 then 'NameError' end)
            when g % 10 = 9 then jsonb_build_object('problem_id', 's1-p1') else '{}'::jsonb end,
       now() - ((g * 7919) % (28 * 24 * 60)) * interval '1 minute'
     from generate_series(1, 100000) g join bs on bs.rn = g % 200 + 1`,
  `insert into section_completions (user_id, course_id, section_id, learning_type)
     select bs.id, 'python', s::text, t from bs, generate_series(1, 16) s, unnest(array['video', 'practice', 'evaluation']) t where s <= bs.rn % 16 on conflict do nothing`,
  `insert into evaluation_attempts (user_id, section_id, attempt) select bs.id, s::text, 1 from bs, generate_series(1, 8) s`,
  // 20 000 submissions (200 students × 8 sections × 12.5), a third right, a third NameError, a third wrong output.
  `insert into evaluation_submissions (attempt_id, user_id, section_id, problem_id, code, is_correct, passed, total, result, created_at)
     select a.id, a.user_id, a.section_id, 's' || a.section_id || '-p' || (g % 5 + 1), 'print(' || (g % 7) || ')', g % 3 = 0,
       case when g % 3 = 0 then 3 else 1 end, 3,
       jsonb_build_object('problemId', 's' || a.section_id || '-p' || (g % 5 + 1), 'submitted', true, 'correct', g % 3 = 0,
         'output', case when g % 3 = 2 then 'wrong ' || (g % 4) else '' end,
         'error', case when g % 3 = 1 then E'Traceback (most recent call last):\\n  File "main.py", line 1\\nNameError: name ''v' || (g % 6) || ''' is not defined' end,
         'passed', 1, 'total', 3, 'tests', jsonb_build_array(jsonb_build_object('index', 0, 'passed', g % 3 = 0, 'status', case when g % 3 = 0 then 'passed' when g % 3 = 1 then 'error' else 'failed' end)),
         'explanation', '', 'ai_feedback', '', 'submitted_at', now()),
       now() - ((g * 104729 + a.id) % (21 * 24 * 60)) * interval '1 minute'
     from evaluation_attempts a join bs on bs.id = a.user_id, generate_series(1, 12 + (a.id % 2)) g`,
  `analyze`,
];

function startServer() {
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD, LOGIN_MAX_FAILURES_PER_IP: '100000' };
  if (KIND === 'postgres') env.DATABASE_URL = dbUrl;
  else delete env.DATABASE_URL;
  return spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}
async function ready() {
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
const form = (body) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
const json = (token, body) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

if (KIND === 'postgres') {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
}

let server = startServer();
try {
  await ready();
  // The teacher registers and is approved through the API; then the server stops for the fixture
  // (PGlite allows one process at a time).
  const adminToken = (await (await fetch(`${base}/admin/auth/login`, form({ username: 'admin', password: ADMIN_PASSWORD }))).json()).access_token;
  const reg = await (await fetch(`${base}/auth/register`, json(null, { username: 'bench_teacher', email: 'bench_teacher@bench.local', password: 'bench-password', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'teacher' }] }))).json();
  await fetch(`${base}/admin/approval/approve`, json(adminToken, { user_id: reg.user.id }));
  await stop(server);

  const t0 = performance.now();
  if (KIND === 'postgres') {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    for (const q of FIXTURE) await client.query(q);
    await client.end();
  } else {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    for (const q of FIXTURE) await client.exec(q);
    await client.close();
  }
  console.log(`fixture (${KIND}): 200 students, 100 000 events, ~20 000 submissions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  server = startServer();
  await ready();
  const token = (await (await fetch(`${base}/auth/login`, form({ username: 'bench_teacher', password: 'bench-password' }))).json()).access_token;
  const endpoints = { dashboard: '/teacher/dashboard?course_id=python', alerts: '/teacher/alerts?course_id=python', problems: '/teacher/courses/python/problems' };
  const run = async (label, path, teachers, rounds) => {
    const latencies = [];
    let failed = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: teachers }, async () => {
        for (let r = 0; r < rounds; r += 1) {
          const t = performance.now();
          const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          latencies.push(performance.now() - t);
          if (!res.ok) failed += 1;
        }
      }),
    );
    const wall = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const q = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
    console.log(`${KIND} ${label}: ${latencies.length} requests at ${teachers} concurrent, ${(latencies.length / wall).toFixed(1)} req/s, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms, failed ${failed}`);
  };
  for (const [name, path] of Object.entries(endpoints)) {
    // Warm-up (prepared plans, caches).
    for (let i = 0; i < 3; i += 1) await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    const fresh = `${path}${path.includes('?') ? '&' : '?'}fresh=1`;
    // Computing the figures every time: one teacher, then 10 at once.
    await run(`${name} computed, 1 teacher`, fresh, 1, 10);
    await run(`${name} computed`, fresh, TEACHERS, Math.max(2, Math.round(ROUNDS / 4)));
    // As the dashboard calls it: figures shared by concurrent teachers for up to 10 s.
    await run(name, path, TEACHERS, ROUNDS);
  }
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (KIND === 'postgres' && !process.env.BENCH_KEEP) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

#!/usr/bin/env node
// Evaluation submit → verdict latency with 16 concurrent students (target p95 ≤ 1.5 s).
// Starts apps/server/dist/server.js on a scratch data dir (build first: npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4311);
// BENCH_SECTION=16: problems with structural requirements (one more forked case per grading).
const SECTION = process.env.BENCH_SECTION ?? '3';
const base = `http://127.0.0.1:${PORT}/api/v1`;
const ADMIN_PASSWORD = 'bench-admin-password';
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-eval-'));

const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), join(root, 'apps/server/dist', process.env.BENCH_SERVER ?? 'server.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD, LOGIN_MAX_FAILURES_PER_IP: '100000', EVAL_SUBMITS_PER_MINUTE: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const form = (body) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
const json = (token, body, method = 'POST') => ({ method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

try {
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const admin = (await (await fetch(`${base}/admin/auth/login`, form({ username: 'admin', password: ADMIN_PASSWORD }))).json()).access_token;
  const tokens = [];
  for (let i = 0; i < STUDENTS; i += 1) {
    const username = `evalbench${i}`;
    const reg = await (await fetch(`${base}/auth/register`, json(null, { username, email: `${username}@bench.local`, password: 'bench-password', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python' }] }))).json();
    await fetch(`${base}/admin/approval/approve`, json(admin, { user_id: reg.user.id }));
    tokens.push((await (await fetch(`${base}/auth/login`, form({ username, password: 'bench-password' }))).json()).access_token);
  }
  const { problems } = JSON.parse(readFileSync(join(root, 'content/sections', SECTION, 'problems.json'), 'utf8'));
  const latencies = [];
  let wrong = 0;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token, s) => {
      for (let r = 0; r < ROUNDS; r += 1) {
        const p = problems[(s + r) % problems.length];
        const start = performance.now();
        const res = await fetch(`${base}/evaluation/submit`, json(token, { section_id: SECTION, problem_id: p.id, code: p.reference_solution }));
        const body = await res.json();
        latencies.push(performance.now() - start);
        if (!res.ok || !body.result.correct) wrong += 1;
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  const tests = problems.reduce((n, p) => n + p.tests.length, 0) / problems.length;
  const withRules = problems.filter((p) => p.requirements?.length).length;
  console.log(`section ${SECTION}: ${STUDENTS} students × ${ROUNDS} submissions (≈ ${tests.toFixed(1)} hidden tests + 1 example run each; ${withRules}/${problems.length} problems with a structure check)`);
  console.log(`verdict latency p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms; ${(latencies.length / wall).toFixed(1)} submissions/s; unexpected verdicts: ${wrong}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

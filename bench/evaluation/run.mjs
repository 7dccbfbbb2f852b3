#!/usr/bin/env node
// Evaluation submit → verdict latency with 16 concurrent students (issue 23: p95 ≤ 0.8 s, ≥ 25/s), and the
// CPU time per submission of the server and of the sandbox processes (load-independent).
// Starts apps/server/dist/server.js on a scratch data dir (build first: npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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

// BENCH_QUERIES=1: count the SQL statements of the submission phase (bench/evaluation/count-queries.mjs).
const countQueries = process.env.BENCH_QUERIES === '1';
const nodeArgs = [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...(countQueries ? ['--import', join(root, 'bench/evaluation/count-queries.mjs')] : [])];
const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist', process.env.BENCH_SERVER ?? 'server.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD, LOGIN_MAX_FAILURES_PER_IP: '100000', EVAL_SUBMITS_PER_MINUTE: '10000' },
  stdio: ['ignore', 'ignore', countQueries ? 'pipe' : 'inherit'],
});
// CPU time (ms) of the server process and of its descendants (sandbox processes and their forked
// test children), from /proc: load-independent, unlike latency. Each process counts its own time plus
// that of the children it has reaped (cutime/cstime), so summing self + reaped over the live tree
// counts every process once, including those that exited.
const TICK_MS = 10; // USER_HZ is 100 on Linux
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // after the comm: state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17), 1-based
    return { ppid: Number(f[1]), self: (Number(f[11]) + Number(f[12])) * TICK_MS, reaped: (Number(f[13]) + Number(f[14])) * TICK_MS };
  } catch {
    return null;
  }
}
function treeCpu(rootPid) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const st = procStat(name);
    if (st) all.set(Number(name), st);
  }
  const children = new Map();
  for (const [pid, st] of all) {
    if (!children.has(st.ppid)) children.set(st.ppid, []);
    children.get(st.ppid).push(pid);
  }
  const server = all.get(rootPid);
  let sandbox = server ? server.reaped : 0;
  let processes = 0;
  const todo = [...(children.get(rootPid) ?? [])];
  while (todo.length) {
    const pid = todo.pop();
    const st = all.get(pid);
    sandbox += st.self + st.reaped;
    processes += 1;
    todo.push(...(children.get(pid) ?? []));
  }
  return { server: server ? server.self : 0, sandbox, processes };
}

const form = (body) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
const json = (token, body, method = 'POST') => ({ method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

let serverExited = false;
server.once('exit', () => (serverExited = true));
try {
  for (;;) {
    if (serverExited) throw new Error('the server exited before it answered /health (see its output above)');
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
  // Submissions after each student's first: the first wave meets a server that has just started
  // (nothing compiled or cached yet, 16 requests at the same instant); reported apart, not instead.
  const later = [];
  let wrong = 0;
  const load0 = loadavg()[0];
  let queryReport = '';
  if (countQueries) {
    server.stderr.on('data', (chunk) => (queryReport += chunk));
    server.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 200));
    queryReport = '';
  }
  const cpu0 = treeCpu(server.pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token, s) => {
      for (let r = 0; r < ROUNDS; r += 1) {
        const p = problems[(s + r) % problems.length];
        const start = performance.now();
        const res = await fetch(`${base}/evaluation/submit`, json(token, { section_id: SECTION, problem_id: p.id, code: p.reference_solution }));
        const body = await res.json();
        latencies.push(performance.now() - start);
        if (r > 0) later.push(performance.now() - start);
        if (!res.ok || !body.result.correct) wrong += 1;
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const cpu1 = treeCpu(server.pid);
  const client1 = process.cpuUsage(client0);
  if (countQueries) {
    server.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 200));
  }
  latencies.sort((a, b) => a - b);
  later.sort((a, b) => a - b);
  const pct = (list, p) => Math.round(list[Math.min(list.length - 1, Math.floor(p * list.length))]);
  const q = (p) => pct(latencies, p);
  const tests = problems.reduce((n, p) => n + p.tests.length, 0) / problems.length;
  const withRules = problems.filter((p) => p.requirements?.length).length;
  console.log(`load average (1 min) ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
  console.log(`section ${SECTION}: ${STUDENTS} students × ${ROUNDS} submissions (≈ ${tests.toFixed(1)} hidden tests + 1 example run each; ${withRules}/${problems.length} problems with a structure check)`);
  console.log(`verdict latency p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms; ${(latencies.length / wall).toFixed(1)} submissions/s; unexpected verdicts: ${wrong}`);
  if (later.length) console.log(`without each student's first submission (the cold first wave): p50 ${pct(later, 0.5)} ms, p95 ${pct(later, 0.95)} ms`);
  const n = latencies.length;
  const per = (ms) => (ms / n).toFixed(1);
  if (countQueries) console.log(`SQL statements per submission: ${(Number(/QUERIES (\d+)/.exec(queryReport)?.[1] ?? 0) / n).toFixed(1)}\n${queryReport.replace(/^QUERIES \d+\n/, '').trimEnd()}`);
  console.log(
    `CPU per submission: server ${per(cpu1.server - cpu0.server)} ms, sandbox processes ${per(cpu1.sandbox - cpu0.sandbox)} ms, bench client ${per((client1.user + client1.system) / 1000)} ms (10 ms ticks summed over ${n}; ${cpu1.processes} sandbox processes alive at the end)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

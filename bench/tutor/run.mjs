#!/usr/bin/env node
// Tutor benchmarks (issue 5):
//  1. the offline tutor in process: index build time, reply latency p50/p95/p99 and replies/s over a
//     mix of questions (errors, concepts, hints, code checks, small talk) on the real content
//  2. the offline tutor through the server: POST /api/v1/tutor/chat at 10 connections (budget,
//     usage record and all)
//  3. streaming through the server with the local OpenAI-compatible fake (a separate process):
//     time to first streamed text at 50 concurrent chats, straight from the fake and through
//     POST /api/v1/tutor/chat/stream; the difference is our overhead
// The TypeScript modules are bundled on the fly with esbuild; the server is built first
// (apps/server/build.mjs). `--write` puts the tables into README.md.
// Usage: node bench/tutor/run.mjs [--write]  (BENCH_REPLIES, BENCH_SECONDS)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');

const root = new URL('../..', import.meta.url).pathname;
const REPLIES = Number(process.env.BENCH_REPLIES ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 50;
const ADMIN_PASSWORD = 'bench-admin-password';
const write = process.argv.includes('--write');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 2 : 1)} ms` : '–');
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s.at(-1) ?? NaN };
};

const work = mkdtempSync(join(tmpdir(), 'dodam-tutor-bench-'));

async function bundle(name, source) {
  const outfile = join(work, `${name}.mjs`);
  await build({ stdin: { contents: source, resolveDir: root, loader: 'ts' }, outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning' });
  return outfile;
}

// ---------------------------------------------------------------------------------------------
// 1. Offline tutor in process

const QUESTIONS = [
  { section: '1', q: '변수가 뭐예요?' },
  { section: '10', q: 'append는 어떻게 써요?' },
  { section: '12', q: 'What is a dictionary?' },
  { section: '3', q: '리스트가 뭐예요?' },
  { section: '16', q: 'return이 뭐예요?' },
  { section: '2', q: '오늘 날씨 어때?' },
  { section: '3', q: '힌트 주세요', problemId: 's3-p2' },
  { section: '13', q: '정답 알려줘', problemId: 's13-p2', history: [{ role: 'user', content: '힌트' }, { role: 'user', content: '힌트' }] },
  { section: '1', q: '왜 안 돼요?', code: 'score = 90\nprint(scor)', lastRun: { inputs: [], output: '', success: false, error: "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    print(scor)\nNameError: name 'scor' is not defined. Did you mean: 'score'?" } },
  { section: '1', q: '이 코드 맞아요?', problemId: 's1-p1', code: 'word = input()\nprint(word)\nprint(word)', lastRun: { inputs: ['파이썬'], output: '파이썬\n파이썬\n', error: null, success: true } },
  { section: '5', q: '안녕하세요' },
  { section: '14', q: 'while문이 뭐예요' },
];

async function offlineInProcess() {
  const file = await bundle(
    'offline',
    `export { loadContent } from './apps/server/src/content/store.ts';
export { buildRetrieval } from './apps/server/src/tutor/retrieval.ts';
export { createOfflineTutor } from './apps/server/src/tutor/offline/tutor.ts';
export { buildContext } from './apps/server/src/tutor/context.ts';`,
  );
  const m = await import(pathToFileURL(file).href);
  const content = m.loadContent(join(root, 'content'));
  const t0 = performance.now();
  const retrieval = m.buildRetrieval(content);
  const indexMs = performance.now() - t0;
  const tutor = m.createOfflineTutor(retrieval);
  const user = { id: 1, username: 'bench', email: 'bench@example.com' };
  const one = (i) => {
    const c = QUESTIONS[i % QUESTIONS.length];
    const ctx = m.buildContext(content, retrieval, user, { userInput: c.q, history: c.history ?? [], selectedSection: c.section, problemId: c.problemId, code: c.code, lastRun: c.lastRun });
    return tutor.reply(ctx);
  };
  for (let i = 0; i < 200; i++) one(i); // warm-up (JIT)
  const times = [];
  const started = performance.now();
  for (let i = 0; i < REPLIES; i++) {
    const a = performance.now();
    one(i);
    times.push(performance.now() - a);
  }
  const total = performance.now() - started;
  const perKind = {};
  for (let i = 0; i < QUESTIONS.length * 20; i++) {
    const a = performance.now();
    const r = one(i);
    (perKind[r.intent] ??= []).push(performance.now() - a);
  }
  return { indexMs, latency: stats(times), rps: (REPLIES / total) * 1000, perKind: Object.fromEntries(Object.entries(perKind).map(([k, v]) => [k, stats(v)])) };
}

// ---------------------------------------------------------------------------------------------
// Server and fake processes

function startServer(env, port) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD, DATA_DIR: join(work, `data-${port}`), TUTOR_BURST: '100000', TUTOR_RATE_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady(port) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(50);
  }
  throw new Error('server did not start');
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * One approved student per client (a class, not one account hammering): the server answers one
 * model reply at a time per student (ADR 015), so clients sharing an account would queue.
 */
async function studentTokens(port, n) {
  const admin = await adminToken(port);
  const base = `http://127.0.0.1:${port}/api/v1`;
  const json = (token, body) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const username = `bench_${port}_${i}`;
    const password = `bench-pw-${i}-${port}`;
    const reg = await fetch(`${base}/auth/register`, json(null, { username, email: `${username}@bench.local`, password, birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }] }));
    if (reg.status !== 201) throw new Error(`register ${reg.status}`);
    const { user } = await reg.json();
    const ok = await fetch(`${base}/admin/approval/approve`, json(admin, { user_id: user.id }));
    if (!ok.ok) throw new Error(`approve ${ok.status}`);
    const login = await fetch(`${base}/auth/login`, json(null, { username, password }));
    tokens.push((await login.json()).access_token);
  }
  return tokens;
}

async function adminToken(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD }).toString(),
  });
  return (await res.json()).access_token;
}

// The fake's reply: a first line at once (what the student sees first), then the rest in chunks.
const FAKE_REPLY = ['좋은 질문이에요!\n', '`print()`는 괄호 안의 값을 화면에 보여 주는 함수예요. ', '쉼표로 여러 값을 나누면 사이에 공백이 하나 들어가요.\n', '직접 `print(1, 2)`를 실행해 보면 어떤 결과가 나올까요?'].join('');

async function startFake() {
  const fakeModule = await bundle('fake', `export { startFakeOpenAI } from './apps/server/test/tutor/fake-openai.ts';`);
  const runner = join(work, 'fake-runner.mjs');
  writeFileSync(
    runner,
    `import { startFakeOpenAI } from ${JSON.stringify(pathToFileURL(fakeModule).href)};
const reply = ${JSON.stringify(FAKE_REPLY)};
const first = reply.indexOf('\\n') + 1;
// Profiles (switched through stdin): 'model' behaves like a hosted model (first token after
// 250 ms, then a chunk every 30 ms); 'instant' answers at once (measures our capacity).
// Chunks are as long as the first line, so the first chunk is one whole sentence.
let profile = 'model';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => { profile = d.trim(); });
const fake = await startFakeOpenAI(() =>
  profile === 'instant' ? { kind: 'reply', text: reply, chunkSize: first, delayMs: 10 } : { kind: 'reply', text: reply, chunkSize: first, firstDelayMs: 250, delayMs: 30 },
);
console.log(fake.url);
process.on('SIGTERM', () => fake.close().then(() => process.exit(0)));`,
  );
  const child = spawn(process.execPath, [runner], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
  return { child, url, profile: (name) => child.stdin.write(`${name}\n`) };
}

/** Time to the first chunk matching `marker` of a streamed response. */
async function firstByte(url, init, marker) {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && marker.test(text)) first = performance.now() - t0;
  }
  return { first, total: performance.now() - t0, ok: res.ok };
}

/** 50 clients, each starting its next chat as soon as the last one ended, for SECONDS (after a 2 s warm-up). */
/** `fn(client)` in CONCURRENCY clients back to back (client = 0 … CONCURRENCY − 1). */
async function closedLoop(fn) {
  const firsts = [];
  const totals = [];
  let failures = 0;
  const warmUntil = performance.now() + 2000;
  const until = warmUntil + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (performance.now() < until) {
        const started = performance.now();
        const x = await fn(client);
        if (started < warmUntil) continue;
        if (!x.ok || Number.isNaN(x.first)) failures++;
        else {
          firsts.push(x.first);
          totals.push(x.total);
        }
      }
    }),
  );
  return { first: stats(firsts), total: stats(totals), failures, rps: (firsts.length + failures) / SECONDS };
}

// ---------------------------------------------------------------------------------------------

const results = { date: new Date().toISOString().slice(0, 10), cores: availableParallelism(), cpu: cpus()[0]?.model ?? '?', node: process.version, loadBefore: loadavg()[0] };
try {
  console.log('building the server…');
  const b = spawnSync(process.execPath, [join(root, 'apps/server/build.mjs')], { stdio: 'inherit' });
  if (b.status !== 0) throw new Error('server build failed');

  results.offline = await offlineInProcess();
  console.log('offline tutor in process', results.offline.latency, `${results.offline.rps.toFixed(0)} replies/s`, `index ${results.offline.indexMs.toFixed(1)} ms`);

  // 2. offline through HTTP
  {
    const port = 4411;
    const child = startServer({}, port);
    await waitReady(port);
    const token = await adminToken(port);
    const r = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: `http://127.0.0.1:${port}/api/v1/tutor/chat`,
          method: 'POST',
          connections: 10,
          duration: SECONDS,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ user_input: 'append는 어떻게 써요?', selected_section: '10' }),
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      ),
    );
    results.http = { rps: Math.round(r.requests.average), p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
    console.log('offline tutor through POST /tutor/chat (10 connections)', results.http);
    await stop(child);
  }

  // 3. streaming through the server vs straight from the fake, on PGlite and (when reachable) PostgreSQL
  {
    const fake = await startFake();
    const direct = () =>
      firstByte(
        `${fake.url}/chat/completions`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'fake', stream: true, messages: [{ role: 'user', content: 'print가 뭐예요?' }] }) },
        /"content":"[^"]/,
      );
    const through = async (label, env, port) => {
      const child = startServer({ TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_OPENAI_MODEL: 'fake', TUTOR_MAX_RETRIES: '0', ...env }, port);
      try {
        await waitReady(port);
        const tokens = await studentTokens(port, CONCURRENCY);
        const chat = (client) =>
          firstByte(
            `http://127.0.0.1:${port}/api/v1/tutor/chat/stream`,
            { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[client]}` }, body: JSON.stringify({ user_input: 'print가 뭐예요?', selected_section: '2' }) },
            /event: delta/,
          );
        // The fake alone, then through the server, each with 50 clients; first at a hosted model's
        // pace, then with an instant model (the server saturated: its capacity).
        fake.profile('model');
        await sleep(100);
        const d = await closedLoop(direct);
        const t = await closedLoop(chat);
        fake.profile('instant');
        await sleep(100);
        const di = await closedLoop(direct);
        const ti = await closedLoop(chat);
        const saturated = { direct: di, through: ti };
        const r = { label, direct: d, through: t, saturated, overheadP50: t.first.p50 - d.first.p50, overheadP95: t.first.p95 - d.first.p95 };
        console.log(`${label}: first text direct`, d.first, 'through the server', t.first, `overhead p50 ${ms(r.overheadP50)}, p95 ${ms(r.overheadP95)}`);
        return r;
      } finally {
        await stop(child);
      }
    };
    results.stream = [await through('PGlite', {}, 4412)];
    const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    if (spawnSync('pg_isready', ['-q', '-d', pgUrl]).status === 0) {
      const name = `dodam_tutor_bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      try {
        results.stream.push(await through('PostgreSQL', { DATABASE_URL: url.toString() }, 4413));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else console.log('PostgreSQL not reachable: skipped');
    await stop(fake.child);
  }
  results.loadAfter = loadavg()[0];
} finally {
  rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------

const o = results.offline;
const row = (name, x) => `| ${name} | ${x.n} | ${ms(x.p50)} | ${ms(x.p95)} | ${ms(x.p99)} | ${ms(x.max)} |`;
const line = (label, x, extra = '') => `| ${label}${extra} | ${x.first.n} | ${ms(x.first.p50)} | ${ms(x.first.p95)} | ${ms(x.first.p99)} | ${ms(x.first.max)} | ${x.failures} |`;
const streamRows = results.stream.flatMap((s) => [
  line(`${s.label}: straight from the fake (first content chunk)`, s.direct),
  line(`${s.label}: through POST /tutor/chat/stream (first \`delta\`)`, s.through, `, ${s.through.rps.toFixed(0)} chats/s`),
]);
const saturatedRows = results.stream.flatMap((s) => [
  line(`${s.label}: straight from the fake`, s.saturated.direct, `, ${s.saturated.direct.rps.toFixed(0)} replies/s`),
  line(`${s.label}: through the server`, s.saturated.through, `, ${s.saturated.through.rps.toFixed(0)} chats/s`),
]);
const table = [
  `Measured ${results.date} on ${results.cores} cores (${results.cpu}), Node ${results.node}; 1-minute load average ${results.loadBefore.toFixed(1)} before, ${results.loadAfter.toFixed(1)} after (other work on the machine skews every figure).`,
  '',
  '### Offline tutor (in process, one thread)',
  '',
  `Retrieval indexes for all 8 courses built in ${ms(o.indexMs)}. ${REPLIES} replies over a mix of ${QUESTIONS.length} questions: **${o.rps.toFixed(0)} replies/s**, **p95 ${ms(o.latency.p95)}** (target ≤ 100 ms).`,
  '',
  '| what | replies | p50 | p95 | p99 | max |',
  '|---|---:|---:|---:|---:|---:|',
  row('all replies', o.latency),
  ...Object.entries(o.perKind).map(([k, v]) => row(k, v)),
  '',
  '### Offline tutor through the server (PGlite)',
  '',
  `POST /api/v1/tutor/chat, 10 connections, ${SECONDS} s (auth, budget update and usage row included): **${results.http.rps} req/s**, p50 ${results.http.p50} ms, p97.5 ${results.http.p97_5} ms, p99 ${results.http.p99} ms, ${results.http.errors} errors.`,
  '',
  `### Time to first streamed text, ${CONCURRENCY} concurrent chats (closed loop, ${SECONDS} s each; fake model in its own process)`,
  '',
  'The fake streams like a hosted model: first chunk (one sentence) after 250 ms, then a chunk every 30 ms (≈ 0.6 s per reply). Each client starts its next chat when the last one ended.',
  '',
  '| path | samples | p50 | p95 | p99 | max | failures |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...streamRows,
  '',
  ...results.stream.map((s) => `- **${s.label}: our overhead p50 ${ms(s.overheadP50)}, p95 ${ms(s.overheadP95)}** (target p95 ≤ 50 ms). Whole reply p50: ${ms(s.direct.total.p50)} direct, ${ms(s.through.total.p50)} through the server.`),
  '',
  `### Capacity: the same ${CONCURRENCY} clients with an instant model (server saturated)`,
  '',
  '| path | samples | p50 | p95 | p99 | max | failures |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...saturatedRows,
].join('\n');
console.log(`\n${table}`);
if (write) {
  const readme = join(root, 'bench/tutor/README.md');
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf('<!-- results:start -->');
  const end = text.indexOf('<!-- results:end -->');
  if (start < 0 || end < 0) throw new Error('README.md has no results markers');
  writeFileSync(readme, `${text.slice(0, start)}<!-- results:start -->\n${table}\n${text.slice(end)}`);
  console.log('README.md updated');
}

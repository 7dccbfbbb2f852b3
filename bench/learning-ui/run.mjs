#!/usr/bin/env node
// Learning UI benchmark (see README.md): starts the built server on a temporary data dir, creates
// an approved student through the API, and measures in Debian's Chromium (playwright-core) the
// time from clicking a section's learning link on /contents/python to
//   - the lesson shown (first slide rendered from lesson.md), and
//   - Python ready in the practice screen (the runtime badge says ready),
// cold (fresh browser context: empty HTTP cache, no worker) and warm (same tab, in-app navigation
// back and click again; and after a reload, with the HTTP cache filled).
// Needs a build first: `npm run build` (web + server).
// Usage: node bench/learning-ui/run.mjs [--runs 5] [--json]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const asJson = args.includes('--json');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverEntry = join(root, 'apps/server/dist/server.js');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

for (const [path, hint] of [
  [serverEntry, 'apps/server/dist is missing: run `npm run build` first.'],
  [join(root, 'apps/web/dist/index.html'), 'apps/web/dist is missing: run `npm run build` first.'],
  [executablePath, 'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH.'],
]) {
  if (!existsSync(path)) {
    console.error(hint);
    process.exit(1);
  }
}

// ---- server -------------------------------------------------------------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-ui-'));
const port = Number(process.env.BENCH_PORT) || 4400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const adminPassword = randomBytes(12).toString('base64url');
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 60 s');
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A student enrolled in python, approved by the admin; returns the bearer token. */
async function createStudent() {
  const username = `bench_${Date.now().toString(36)}`;
  const password = 'bench-password-1';
  await json(
    await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password, user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }] }),
    }),
  );
  const form = (o) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(o) });
  const admin = (await json(await fetch(`${base}/api/v1/admin/auth/login`, form({ username: 'admin', password: adminPassword })))).access_token;
  const headers = { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' };
  const { requests } = await json(await fetch(`${base}/api/v1/admin/approval/requests?limit=200`, { headers }));
  for (const r of requests.filter((r) => r.username === username && r.status === 'pending')) {
    await json(await fetch(`${base}/api/v1/admin/approval/approve`, { method: 'POST', headers, body: JSON.stringify({ user_id: r.user_id, request_id: r.id, action: 'approve' }) }));
  }
  return (await json(await fetch(`${base}/api/v1/auth/login`, form({ username, password })))).access_token;
}

// ---- measurement ----------------------------------------------------------------------------
const LINK = { video: '[data-section-id="1"] a[href*="/learning/python/video"]', practice: '[data-section-id="1"] a[href*="/learning/python/practice"]' };
const DONE = { lesson: '[data-testid="lesson-slides"] .dodam-slide-body .dodam-md > *', python: '[data-status="ready"]' };

/** Click a link inside the page and time, in the page's own clock, until `done` matches. */
async function timeClick(page, link, done) {
  await page.waitForSelector(link, { state: 'attached', timeout: 30_000 });
  return page.evaluate(
    ({ link, done }) =>
      new Promise((resolve, reject) => {
        const target = document.querySelector(link);
        if (!target) return reject(new Error(`no ${link}`));
        const t0 = performance.now();
        const finish = () => {
          if (!document.querySelector(done)) return false;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - t0);
          return true;
        };
        const observer = new MutationObserver(finish);
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`timeout waiting for ${done}`));
        }, 120_000);
        target.click();
      }),
    { link, done },
  );
}

async function openDetail(page) {
  await page.goto(`${base}/contents/python`);
  await page.waitForSelector('[data-testid="curriculum"]', { timeout: 30_000 });
}

async function backToDetail(page) {
  await page.goBack();
  await page.waitForSelector('[data-testid="curriculum"]', { timeout: 30_000 });
}

/**
 * The usual path: open the lesson cold, read it for a while, then '다음' to practice. The learning
 * screen boots Python in the background 3 s after the lesson opens, so this measures what the
 * student actually waits for.
 */
async function chain(browser, token, dwellMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  await context.addInitScript((t) => localStorage.setItem('fastapi-token', t), token);
  const page = await context.newPage();
  try {
    await openDetail(page);
    await timeClick(page, LINK.video, DONE.lesson);
    await page.waitForTimeout(dwellMs);
    return await timeClick(page, 'a[rel="next"]', DONE.python);
  } finally {
    await context.close();
  }
}

/** One cold + warm series for a link and what marks it done. */
async function series(browser, token, kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  await context.addInitScript((t) => localStorage.setItem('fastapi-token', t), token);
  const page = await context.newPage();
  const link = kind === 'lesson' ? LINK.video : LINK.practice;
  try {
    await openDetail(page);
    const cold = await timeClick(page, link, DONE[kind]);
    const bootCold = kind === 'python' ? Number(await page.getAttribute(DONE.python, 'data-boot-ms')) : null;
    await backToDetail(page);
    const warmSpa = await timeClick(page, link, DONE[kind]);
    await openDetail(page); // a full load: in-memory caches and the worker are gone, the HTTP cache stays
    const warmReload = await timeClick(page, link, DONE[kind]);
    const bootWarm = kind === 'python' ? Number(await page.getAttribute(DONE.python, 'data-boot-ms')) : null;
    return { cold, warmSpa, warmReload, bootCold, bootWarm };
  } finally {
    await context.close();
  }
}

function stats(values) {
  const s = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: Math.round(q(0.5)), min: Math.round(s[0]), max: Math.round(s[s.length - 1]) };
}

const loadBefore = loadavg()[0];
await waitForHealth();
const token = await createStudent();
const browser = await chromium.launch({ executablePath, args: FLAGS });
const samples = { lesson: [], python: [], chain: [] };
const DWELL_MS = 8000;
try {
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['lesson', 'python']) {
      samples[kind].push(await series(browser, token, kind));
      if (!asJson) process.stdout.write('.');
    }
    samples.chain.push(await chain(browser, token, DWELL_MS));
  }
} finally {
  await browser.close();
}
if (!asJson) process.stdout.write('\n');

const pick = (kind, field) => stats(samples[kind].map((s) => s[field]));
const result = {
  runs: RUNS,
  machine: { cores: cpus().length, loadavg: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0] * 10) / 10] },
  lesson: { cold: pick('lesson', 'cold'), warmSpa: pick('lesson', 'warmSpa'), warmReload: pick('lesson', 'warmReload') },
  python: {
    cold: pick('python', 'cold'),
    warmSpa: pick('python', 'warmSpa'),
    warmReload: pick('python', 'warmReload'),
    workerBootCold: pick('python', 'bootCold'),
    workerBootWarm: pick('python', 'bootWarm'),
  },
  lessonThenPractice: { dwellMs: DWELL_MS, ready: stats(samples.chain) },
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const row = (label, s) => console.log(`${label.padEnd(56)} ${s ? `${String(s.median).padStart(6)} ms  (min ${s.min}, max ${s.max}, n ${s.n})` : '-'}`);
  console.log(`learning UI, ${RUNS} runs, ${result.machine.cores} cores, load average ${result.machine.loadavg.join(' → ')}`);
  row('click section video → lesson shown, cold', result.lesson.cold);
  row('click section video → lesson shown, warm (in-app)', result.lesson.warmSpa);
  row('click section video → lesson shown, warm (reload)', result.lesson.warmReload);
  row('click section practice → Python ready, cold', result.python.cold);
  row('click section practice → Python ready, warm (in-app)', result.python.warmSpa);
  row('click section practice → Python ready, warm (reload)', result.python.warmReload);
  row('  worker boot (badge data-boot-ms), cold', result.python.workerBootCold);
  row('  worker boot (badge data-boot-ms), warm reload', result.python.workerBootWarm);
  row(`lesson (cold), ${DWELL_MS / 1000} s reading, 다음 → Python ready`, result.lessonThenPractice.ready);
}
cleanup();
process.exit(0);

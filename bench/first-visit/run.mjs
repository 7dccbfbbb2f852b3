#!/usr/bin/env node
// First visit / next visit benchmark (issue 26), measured the way an outside check does: the built
// server behind a counting proxy (every byte the server sends a browser, headers included, as the
// classroom access point sees it), Debian's Chromium with its own profile directory, and the page's
// own clock from navigation start to the frame that shows the Python badge ready.
//   cold     a new profile (empty HTTP cache, no service worker) opens the practice page
//   reload   the same tab reloads
//   next day the browser is closed and a new one opens the same profile directory
// Bytes are summed per resource class (runtime WebAssembly, standard library, snapshot, Pyodide's
// JavaScript, app JS/CSS/HTML, fonts, API, other) and include the service worker's own downloads
// (its install precaches the app shell). Build first: `npm run build`.
// --trace: a Chromium trace of each visit, reduced to the CPU time and busy time of the page's main
// thread, the Python worker and the service worker until Python is ready (trace.mjs): figures that
// survive a loaded machine, unlike wall-clock times.
// After the next day: what the profile keeps on the device (navigator.storage.estimate(), each Cache
// Storage bucket and origin-private-file-system file, and the profile's folders on disk, the HTTP cache
// included): a shared Chromebook holds one such profile per student.
// WEB_DIST (read by the server): serve another web build with the same server (A/B in the same minutes).
// Usage: node bench/first-visit/run.mjs [--runs 3] [--json] [--no-sw] [--trace] [--hot 8000]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startTrace, summarizeTrace } from './trace.mjs';

// BENCH_ROOT: measure another checkout's build with this script (e.g. main beside a branch, same minutes).
const root = process.env.BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const asJson = args.includes('--json');
// --no-sw: the same visits with the service worker blocked (HTTP cache only, as before issue 26).
const noSw = args.includes('--no-sw');
const tracing = args.includes('--trace');
// --hot <ms>: after the cold visit, run a busy Python program in the worker and wait <ms> (so V8 can
// optimise and Chromium can keep a code cache of the WebAssembly before the reload and the next day).
const hotMs = args.includes('--hot') ? Number(args[args.indexOf('--hot') + 1]) || 8000 : 0;
const HOT_PROGRAM = 'd = {}\nfor i in range(300000):\n    d[str(i % 1000)] = [i * 2, "x" * (i % 7)]\nprint(len(sorted(d.items())))\n';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const serverEntry = join(root, 'apps/server/dist/server.js');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PRACTICE = '/learning/python/practice?section=1';

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

// ---- server and counting proxy ----------------------------------------------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'dodam-bench-fv-'));
const serverPort = Number(process.env.BENCH_PORT) || 4700 + Math.floor(Math.random() * 200);
const proxyPort = Number(process.env.BENCH_PROXY_PORT) || serverPort + 1;
const serverBase = `http://127.0.0.1:${serverPort}`;
const base = `http://127.0.0.1:${proxyPort}`;
const adminPassword = randomBytes(12).toString('base64url');
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), ADMIN_PASSWORD: adminPassword, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const profiles = [];
process.on('exit', () => {
  server.kill('SIGTERM');
  for (const dir of [dataDir, ...profiles]) rmSync(dir, { recursive: true, force: true });
});

/** Bytes the server sent, per class, since the last reset; and the URLs of runtime files. */
let tally = {};
let runtimeUrls = [];
let lastResponseAt = Date.now();
function classify(url, type) {
  const path = url.split('?')[0];
  if (path.startsWith('/api/')) return 'api';
  if (/\.wasm$/.test(path)) return 'runtime wasm';
  if (/python_stdlib[^/]*\.zip$/.test(path)) return 'stdlib zip';
  if (/python-snapshot-[^/]*\.bin$/.test(path)) return 'snapshot';
  if (/\/assets\/pyodide-[^/]+\//.test(path)) return 'pyodide js/lock';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'fonts';
  if (/\.(js|mjs|css|html)$/.test(path) || /text\/html|javascript|css/.test(type ?? '') || path === '/' || !path.includes('.')) return 'app js/css/html';
  return 'other';
}
const proxy = createServer((req, res) => {
  const upstream = httpRequest(`${serverBase}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
    const cls = classify(req.url, up.headers['content-type']);
    // Status line and headers as they go over the wire.
    let bytes = 17 + Object.entries(up.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.on('data', (chunk) => {
      bytes += chunk.length;
      res.write(chunk);
    });
    up.on('end', () => {
      res.end();
      tally[cls] = (tally[cls] ?? 0) + bytes;
      if (cls !== 'api' && cls !== 'app js/css/html' && cls !== 'other') runtimeUrls.push(`${up.statusCode} ${req.url}`);
      lastResponseAt = Date.now();
    });
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

async function waitForHealth() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${serverBase}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 180 s');
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
    await fetch(`${serverBase}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password, user_type: 'student', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }] }),
    }),
  );
  const form = (o) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(o) });
  const admin = (await json(await fetch(`${serverBase}/api/v1/admin/auth/login`, form({ username: 'admin', password: adminPassword })))).access_token;
  const headers = { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' };
  const { requests } = await json(await fetch(`${serverBase}/api/v1/admin/approval/requests?limit=200`, { headers }));
  for (const r of requests.filter((r) => r.username === username && r.status === 'pending')) {
    await json(await fetch(`${serverBase}/api/v1/admin/approval/approve`, { method: 'POST', headers, body: JSON.stringify({ user_id: r.user_id, request_id: r.id, action: 'approve' }) }));
  }
  return (await json(await fetch(`${serverBase}/api/v1/auth/login`, form({ username, password })))).access_token;
}

// ---- measurement -----------------------------------------------------------------------------
/** In every page: the page clock (ms since navigation start) of the first frame showing the badge ready. */
const READY_PROBE = () => {
  const check = () => {
    if (window.__dodamReadyAt !== undefined || !document.querySelector('[data-status="ready"]')) return;
    window.__dodamReadyAt = null;
    requestAnimationFrame(() => {
      window.__dodamReadyAt = performance.now();
    });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

/**
 * Where the start went, on the page's clock: the early worker start (index.html), and the Python
 * worker's own marks (python.worker.ts) — boot message received, snapshot bytes in hand, interpreter
 * restored, ready.
 */
async function phases(page) {
  const pageMarks = await page.evaluate(() => {
    const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
    // The page's own HTML (`document|` complete, `dom-interactive` parsed), and the Python worker's
    // script and the app's main bundle, as the page saw them answered.
    const [nav] = performance.getEntriesByType('navigation');
    if (nav) Object.assign(marks, { 'document|': nav.responseEnd, 'dom-interactive': nav.domInteractive });
    for (const r of performance.getEntriesByType('resource')) {
      const file = r.name.split('?')[0].split('/').pop();
      if (/^(python\.worker|index)-[\w-]+\.js$/.test(file)) marks[`${file.replace(/-[\w-]+(?=\.js$)/, '')}|`] = r.responseEnd;
      // The page's API reads (the practice screen renders its editor, and so the badge, once they are in).
      const api = new URL(r.name).pathname.match(/^\/api\/v1\/(.+)$/);
      if (api) {
        marks[`api ${api[1]}<`] = r.startTime;
        marks[`api ${api[1]}|`] = r.responseEnd;
      }
    }
    return { origin: performance.timeOrigin, marks };
  });
  const out = { ...pageMarks.marks };
  for (const worker of page.workers()) {
    const w = await worker
      .evaluate(() => {
        const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime]));
        // When the worker's own requests (Pyodide's module JavaScript, lock file, trimmed library) were
        // answered: `<file>>` once the response started, `<file>|` once it was complete.
        for (const r of performance.getEntriesByType('resource')) {
          const file = r.name.split('?')[0].split('/').pop().replace(/-[\w-]{8,}(?=\.\w+$)/, '');
          if (r.responseStart > 0) marks[`${file}>`] = r.responseStart;
          marks[`${file}|`] = r.responseEnd;
        }
        return { origin: performance.timeOrigin, marks };
      })
      .catch(() => null);
    if (!w || !('dodam:boot' in w.marks)) continue;
    out['dodam:worker'] = w.origin - pageMarks.origin;
    for (const [name, at] of Object.entries(w.marks)) out[name] = at + w.origin - pageMarks.origin;
  }
  return out;
}

async function readyAt(page) {
  await page.waitForFunction(() => typeof window.__dodamReadyAt === 'number', null, { timeout: 120_000, polling: 50 });
  return page.evaluate(() => window.__dodamReadyAt);
}

/** Waits until nothing has been downloaded for `quietMs` (the service worker's install included). */
async function quiet(quietMs = 2500) {
  while (Date.now() - lastResponseAt < quietMs) await new Promise((r) => setTimeout(r, 200));
}

function reset() {
  tally = {};
  runtimeUrls = [];
}
function total(t) {
  return Object.values(t).reduce((a, b) => a + b, 0);
}

/** Warnings and errors the pages and their workers logged (a snapshot refused and Python booted the slow way shows here). */
const consoleProblems = [];
function watchConsole(target, where) {
  target.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') consoleProblems.push(`${where} ${message.type()}: ${message.text().slice(0, 300)}`);
  });
}

async function openContext(profile, token) {
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: FLAGS, serviceWorkers: noSw ? 'block' : 'allow', viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  const watchPage = (page) => {
    watchConsole(page, 'page');
    page.on('worker', (worker) => watchConsole(worker, 'worker'));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  await context.addInitScript((t) => {
    if (!localStorage.getItem('fastapi-token')) localStorage.setItem('fastapi-token', t);
  }, token);
  await context.addInitScript(READY_PROBE);
  return context;
}

async function visit(token) {
  const profile = mkdtempSync(join(tmpdir(), 'dodam-bench-profile-'));
  profiles.push(profile);
  const out = {};
  await quiet(500);
  reset();
  let context = await openContext(profile, token);
  let page = context.pages()[0] ?? (await context.newPage());
  let trace = tracing ? await startTrace(context, page) : null;
  await page.goto(`${base}${PRACTICE}`);
  out.coldMs = await readyAt(page);
  out.coldPhases = await phases(page);
  if (trace) out.coldTrace = keepTrace('cold', await trace.stop());
  out.coldBootMs = Number(await page.getAttribute('[data-status="ready"]', 'data-boot-ms'));
  if (!noSw) await page.evaluate(() => navigator.serviceWorker?.ready);
  await quiet();
  out.coldBytes = { ...tally };
  if (hotMs > 0) {
    // The worker's own message handler, called in its scope (a run the page never sees).
    for (const worker of page.workers()) {
      await worker
        .evaluate((code) => {
          if (typeof self.onmessage === 'function') self.onmessage({ data: { type: 'run', runId: -1, code, header: '', inputs: [], interactive: false } });
        }, HOT_PROGRAM)
        .catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, hotMs));
  }
  reset();
  trace = tracing ? await startTrace(context, page) : null;
  await page.reload();
  out.reloadMs = await readyAt(page);
  out.reloadPhases = await phases(page);
  if (trace) out.reloadTrace = keepTrace('reload', await trace.stop());
  await quiet();
  out.reloadBytes = { ...tally };
  out.reloadRuntime = [...runtimeUrls];
  await context.close();
  reset();
  context = await openContext(profile, token);
  page = context.pages()[0] ?? (await context.newPage());
  trace = tracing ? await startTrace(context, page) : null;
  await page.goto(`${base}${PRACTICE}`);
  out.nextDayMs = await readyAt(page);
  out.nextDayPhases = await phases(page);
  if (trace) out.nextDayTrace = keepTrace('nextDay', await trace.stop());
  await quiet();
  out.nextDayBytes = { ...tally };
  out.nextDayRuntime = [...runtimeUrls];
  out.storage = await storageKept(page);
  await context.close();
  out.storage.disk = diskUse(profile);
  return out;
}

/** What the origin keeps: the browser's estimate, each Cache Storage bucket and each file of the origin private file system (bytes). */
async function storageKept(page) {
  return page.evaluate(async () => {
    const { usage, usageDetails } = await navigator.storage.estimate();
    const caches = {};
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      let bytes = 0;
      const big = [];
      for (const request of await cache.keys()) {
        const size = (await (await cache.match(request)).blob()).size;
        bytes += size;
        if (size > 1048576) big.push(`${new URL(request.url).pathname.split('/').pop()} ${(size / 1048576).toFixed(1)} MB`);
      }
      caches[name] = { bytes, big };
    }
    const opfs = {};
    const dir = await navigator.storage.getDirectory();
    for await (const [name, handle] of dir.entries()) if (handle.kind === 'file') opfs[name] = (await handle.getFile()).size;
    return { usage, usageDetails, caches, opfs };
  });
}

/** Bytes on disk of the profile's storage folders (du), the HTTP cache included. */
function diskUse(profile) {
  const folders = { 'HTTP cache': 'Default/Cache', 'Cache Storage': 'Default/Service Worker/CacheStorage', 'File System (OPFS)': 'Default/File System', 'whole profile': '.' };
  const out = {};
  for (const [label, folder] of Object.entries(folders)) {
    try {
      out[label] = Number(execFileSync('du', ['-sb', join(profile, folder)], { encoding: 'utf8' }).split('\t')[0]);
    } catch {
      out[label] = null;
    }
  }
  return out;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
const mb = (n) => (n / 1048576).toFixed(2);

/** BENCH_TRACE_DIR: the raw traces are written there too (open them in chrome://tracing or Perfetto). */
let traceCount = 0;
function keepTrace(phase, events) {
  if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `trace-${++traceCount}-${phase}.json`), JSON.stringify(events));
  return summarizeTrace(events);
}

/** Medians over the runs of each thread's CPU and busy time, and of the Python worker's CPU per kind of work. */
function traceMedians(list) {
  const med = (values) => Math.round(median(values.filter((v) => typeof v === 'number')));
  return Object.fromEntries(
    ['cold', 'reload', 'nextDay'].map((phase) => {
      const t = list.map((r) => r[`${phase}Trace`]);
      const thread = (name) => ({ cpuMs: med(t.map((x) => x[name]?.cpuMs)), busyMs: med(t.map((x) => x[name]?.busyMs)) });
      const groups = Object.keys(t[0].pythonBreakdown);
      return [phase, { spanMs: med(t.map((x) => x.spanMs)), wasmCodeCacheHits: Math.max(...t.map((x) => x.wasmCodeCacheHits ?? 0)), main: thread('main'), python: thread('python'), serviceWorker: thread('serviceWorker'), pythonCpuMs: Object.fromEntries(groups.map((g) => [g, med(t.map((x) => x.pythonBreakdown[g]?.cpuMs))])) }];
    }),
  );
}

const loadBefore = loadavg()[0];
await waitForHealth();
const token = await createStudent();
const runs = [];
for (let i = 0; i < RUNS; i++) {
  try {
    runs.push(await visit(token));
  } catch (error) {
    console.error(`visit ${i + 1} failed; console warnings/errors so far:\n  ${[...new Set(consoleProblems)].slice(0, 20).join('\n  ')}`);
    throw error;
  }
  if (!asJson) process.stdout.write('.');
}
proxy.close();
const summary = {
  runs: RUNS,
  serviceWorker: !noSw,
  load: [Number(loadBefore.toFixed(1)), Number(loadavg()[0].toFixed(1))],
  readyMs: { cold: Math.round(median(runs.map((r) => r.coldMs))), reload: Math.round(median(runs.map((r) => r.reloadMs))), nextDay: Math.round(median(runs.map((r) => r.nextDayMs))) },
  workerBootMs: Math.round(median(runs.map((r) => r.coldBootMs))),
  bytes: { cold: runs.at(-1).coldBytes, reload: runs.at(-1).reloadBytes, nextDay: runs.at(-1).nextDayBytes },
  totalMB: { cold: mb(median(runs.map((r) => total(r.coldBytes)))), reload: mb(median(runs.map((r) => total(r.reloadBytes)))), nextDay: mb(median(runs.map((r) => total(r.nextDayBytes)))) },
  runtimeFetchedAgain: { reload: runs.at(-1).reloadRuntime, nextDay: runs.at(-1).nextDayRuntime },
  phasesMs: Object.fromEntries(
    ['cold', 'reload', 'nextDay'].map((phase) => {
      const names = [...new Set(runs.flatMap((r) => Object.keys(r[`${phase}Phases`])))];
      return [phase, Object.fromEntries(names.map((name) => [name.replace('dodam:', ''), Math.round(median(runs.map((r) => r[`${phase}Phases`][name] ?? NaN)))]))];
    }),
  ),
  trace: tracing ? traceMedians(runs) : null,
  storage: runs.at(-1).storage,
  samples: runs.map((r) => ({ cold: Math.round(r.coldMs), reload: Math.round(r.reloadMs), nextDay: Math.round(r.nextDayMs) })),
  consoleProblems: [...new Set(consoleProblems)].slice(0, 20),
};
if (asJson) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(`\nload average ${summary.load[0]} → ${summary.load[1]}, ${RUNS} runs (medians)${noSw ? ', service worker blocked' : ''}`);
  console.log(`navigation → Python ready (page clock): cold ${summary.readyMs.cold} ms, reload ${summary.readyMs.reload} ms, next day ${summary.readyMs.nextDay} ms (worker boot cold ${summary.workerBootMs} ms)`);
  console.log(`bytes over the air: cold ${summary.totalMB.cold} MB, reload ${summary.totalMB.reload} MB, next day ${summary.totalMB.nextDay} MB`);
  for (const phase of ['cold', 'reload', 'nextDay']) {
    console.log(`  ${phase}: ${Object.entries(summary.bytes[phase]).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / 1024).toFixed(0)} KB`).join(', ')}`);
  }
  for (const phase of ['cold', 'reload', 'nextDay']) {
    console.log(`  ${phase} start (ms on the page clock): ${Object.entries(summary.phasesMs[phase]).sort((a, b) => a[1] - b[1]).map(([k, v]) => `${k} ${v}`).join(' → ')}`);
  }
  console.log(`runtime files fetched again: reload ${summary.runtimeFetchedAgain.reload.length}, next day ${summary.runtimeFetchedAgain.nextDay.length}`);
  if (summary.trace) {
    for (const phase of ['cold', 'reload', 'nextDay']) {
      const t = summary.trace[phase];
      const fmt = (x) => `CPU ${x.cpuMs} ms (busy ${x.busyMs} ms)`;
      console.log(`  ${phase} trace, navigation → ready ${t.spanMs} ms: main thread ${fmt(t.main)}, Python worker ${fmt(t.python)}, service worker ${fmt(t.serviceWorker)}`);
      console.log(`    Python worker CPU: ${Object.entries(t.pythonCpuMs).map(([k, v]) => `${k} ${v} ms`).join(', ')}; WebAssembly code cache hits ${t.wasmCodeCacheHits}`);
    }
  }
  const st = summary.storage;
  console.log(`kept after the next day: estimate ${mb(st.usage)} MB (${Object.entries(st.usageDetails ?? {}).map(([k, v]) => `${k} ${mb(v)}`).join(', ')})`);
  console.log(`  Cache Storage: ${Object.entries(st.caches).map(([k, v]) => `${k} ${mb(v.bytes)} MB${v.big.length ? ` [${v.big.join(', ')}]` : ''}`).join('; ')}`);
  console.log(`  OPFS: ${Object.entries(st.opfs).map(([k, v]) => `${k} ${mb(v)} MB`).join('; ')}`);
  console.log(`  on disk: ${Object.entries(st.disk).map(([k, v]) => `${k} ${v === null ? '—' : `${mb(v)} MB`}`).join(', ')}`);
  console.log(JSON.stringify(summary.samples));
  if (summary.consoleProblems.length > 0) console.log(`console warnings/errors:\n  ${summary.consoleProblems.join('\n  ')}`);
}
process.exit(0);

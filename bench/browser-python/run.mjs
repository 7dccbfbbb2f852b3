#!/usr/bin/env node
// Browser Python benchmark (see README.md): serves apps/web/dist with a tiny HTTP server that sends
// the production isolation headers (COOP/COEP, immutable /assets) and pre-compressed files, drives Debian's Chromium with
// playwright-core and measures
//   1. page open → Python ready on /playground (cold cache: fresh context; warm: reload),
//   2. on a bare page speaking the worker protocol directly: a trivial run's round trip, Stop
//      latency for a Python loop, for time.sleep and for a C-level loop (terminate + respawn),
//      and a print flood.
// Needs a build first: `npx vite build` in apps/web (or `npm run build`).
// Usage: node bench/browser-python/run.mjs [--runs 30] [--rounds 5] [--json]
import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg, tmpdir } from 'node:os';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 30) || 30;
const asJson = args.includes('--json');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npx vite build` in apps/web first.');
  process.exit(1);
}
const workerFile = (await readdir(join(dist, 'assets'))).find((f) => /^python\.worker-.*\.js$/.test(f));
if (!workerFile) {
  console.error('python.worker-*.js not found in apps/web/dist/assets');
  process.exit(1);
}

// A student the guarded /playground route accepts; the bench needs no API server or database.
const user = {
  id: 1, username: 'bench', email: 'bench@example.com', user_type: 'student', is_superuser: false,
  approval_status: 'approved', status: 'active', rejection_reason: null, profile: {}, settings: {},
  progress: { total_progress: 0, learning_streak: { current: 0, longest: 0 }, sections_completed: [] },
  course_registrations: [], created_at: '2026-01-01T00:00:00Z',
};

// The bare page: speaks protocol.ts to the built worker and exposes helpers to the bench.
const benchPage = `<!doctype html><meta charset="utf-8"><title>python bench</title><script type="module">
const interruptBuffer = new SharedArrayBuffer(4);
const stdinBuffer = new SharedArrayBuffer(8 + 65536);
const interrupt = new Int32Array(interruptBuffer);
let worker, waiters = [], runId = 0;
function on(msg) { const w = waiters; waiters = []; for (const f of w) f(msg); }
function next(pred) { return new Promise((res) => { const wait = (m) => (pred(m) ? res(m) : waiters.push(wait)); waiters.push(wait); }); }
window.boot = async () => {
  const t0 = performance.now();
  worker = new Worker('/assets/${workerFile}', { type: 'module' });
  worker.onmessage = (e) => on(e.data);
  Atomics.store(interrupt, 0, 0);
  worker.postMessage({ type: 'init', interruptBuffer, stdinBuffer, maxOutputChars: 1000000 });
  const ready = await next((m) => m.type === 'ready' || m.type === 'boot-error');
  return { ms: performance.now() - t0, workerMs: ready.bootMs, python: ready.pythonVersion };
};
window.run = async (code, stopAfterMs) => {
  const id = ++runId;
  Atomics.store(interrupt, 0, 0);
  let chars = 0;
  const counter = (m) => { if (m.type === 'output' && m.runId === id) for (const c of m.chunks) chars += c.text.length; if (m.type !== 'done') waiters.push(counter); };
  waiters.push(counter);
  const t0 = performance.now();
  worker.postMessage({ type: 'run', runId: id, code, header: '', inputs: [], interactive: false });
  let stopAt = null, killed = false;
  if (stopAfterMs !== undefined) {
    setTimeout(() => { stopAt = performance.now(); Atomics.store(interrupt, 0, 2); Atomics.notify(interrupt, 0); }, stopAfterMs);
  }
  const done = await Promise.race([
    next((m) => m.type === 'done' && m.runId === id),
    stopAfterMs === undefined ? new Promise(() => {}) : new Promise((res) => setTimeout(() => res(null), stopAfterMs + 300)),
  ]);
  const end = performance.now();
  if (!done) { // the interrupt did not work within 300 ms: what the client does, terminate + respawn
    const t = performance.now(); worker.terminate(); killed = true;
    const termMs = performance.now() - t;
    const respawn = await window.boot();
    return { killed, stopMs: end - stopAt, terminateMs: termMs, respawnMs: respawn.ms };
  }
  return { roundTripMs: end - t0, workerMs: done.durationMs, stopMs: stopAt ? end - stopAt : null, errorType: done.errorType, chars, truncated: done.truncated };
};
window.benchReady = true;
</script>`;

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.zip': 'application/zip', '.svg': 'image/svg+xml' };
const server = createServer(async (req, res) => {
  const headers = {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/v1/auth/me') {
    res.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return res.end(JSON.stringify(user));
  }
  if (url.pathname.startsWith('/api/')) {
    res.writeHead(404, { ...headers, 'Content-Type': 'application/json' });
    return res.end('{"detail":"not found"}');
  }
  if (url.pathname === '/__bench__') {
    res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    return res.end(benchPage);
  }
  let file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist)) {
    res.writeHead(403);
    return res.end();
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('dir');
  } catch {
    file = join(dist, 'index.html');
  }
  const cache = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  // Like the production server (@fastify/static preCompressed): the build's .br file when accepted.
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) && existsSync(`${file}.br`);
  const body = await readFile(br ? `${file}.br` : file);
  res.writeHead(200, { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache, ...(br ? { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' } : {}) });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const ROUNDS = Number(args[args.indexOf('--rounds') + 1] || 5) || 5;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: round(q(0.5)), p95: round(q(0.95)), min: round(s[0]), max: round(s[s.length - 1]) };
};
const round = (x) => Math.round(x * 10) / 10;
const results = {};
const loadBefore = loadavg()[0] ?? 0;
let browser = null;

try {
  // 1. Page open → Python ready, through the real app shell. A persistent profile per round (a
  // fresh one is the cold cache; reloading it is the warm cache): incognito contexts keep the HTTP
  // cache in memory with a size limit and no compiled-WebAssembly cache, which would hide the
  // benefit of caching.
  const cold = [];
  const warm = [];
  const coldInPage = [];
  const warmInPage = [];
  const snapshotLoads = [];
  const snapshotFallbacks = [];
  const workerCold = [];
  const workerWarm = [];
  for (let i = 0; i < ROUNDS; i++) {
    const profile = mkdtempSync(join(tmpdir(), 'dodam-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath, args: chromiumArgs });
    try {
      await context.addInitScript(() => localStorage.setItem('fastapi-token', 'bench'));
      // The page's own clock: navigation start (performance.timeOrigin) → the frame that shows the
      // badge saying ready. (Playwright's own notice of it comes 100–400 ms later on 2 busy cores.)
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-status="ready"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (window.__pythonReadyAt = performance.now())));
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      const page = context.pages()[0] ?? (await context.newPage());
      // Whether the worker restored the build's memory snapshot (ADR 007) or fell back to a full boot.
      page.on('console', (m) => {
        if (m.text().includes('snapshot')) snapshotFallbacks.push(m.text().slice(0, 200));
      });
      page.on('response', (r) => {
        if (/python-snapshot-.*\.bin$/.test(r.url()) && r.ok()) snapshotLoads.push(r.status());
      });
      const badge = page.locator('[data-status="ready"]');
      let t0 = Date.now();
      await page.goto(`${base}/playground`, { waitUntil: 'commit' }); // not 'load': the badge may be ready first
      await badge.waitFor({ timeout: 120_000 });
      cold.push(Date.now() - t0);
      coldInPage.push(await page.waitForFunction(() => window.__pythonReadyAt).then((h) => h.jsonValue()));
      workerCold.push(Number(await badge.getAttribute('data-boot-ms')));
      for (let j = 0; j < 2; j++) {
        t0 = Date.now();
        await page.reload({ waitUntil: 'commit' });
        await badge.waitFor({ timeout: 120_000 });
        // The first reload may still be compiling the cached WebAssembly; report the second.
        if (j === 1) {
          warm.push(Date.now() - t0);
          warmInPage.push(await page.waitForFunction(() => window.__pythonReadyAt).then((h) => h.jsonValue()));
          workerWarm.push(Number(await badge.getAttribute('data-boot-ms')));
        }
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  results.pageOpenToReadyColdMs = stats(cold);
  results.pageOpenToReadyWarmMs = stats(warm);
  results.navigationToReadyColdMs = stats(coldInPage);
  results.navigationToReadyWarmMs = stats(warmInPage);
  results.workerBootColdMs = stats(workerCold);
  results.workerBootWarmMs = stats(workerWarm);
  results.snapshot = { downloads: snapshotLoads.length, fallbacks: snapshotFallbacks };

  browser = await chromium.launch({ executablePath, args: chromiumArgs });
  // 2. The runtime itself, on the bare page.
  const page = await browser.newPage();
  await page.goto(`${base}/__bench__`);
  await page.waitForFunction(() => window.benchReady === true);
  const boot = await page.evaluate(() => window.boot());
  results.python = boot.python;
  // Warm-up runs (first compile of the runner paths).
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.run('pass'));
  const trivial = [];
  const trivialWorker = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await page.evaluate(() => window.run("print('hi')"));
    trivial.push(r.roundTripMs);
    trivialWorker.push(r.workerMs);
  }
  results.trivialRunRoundTripMs = stats(trivial);
  results.trivialRunInWorkerMs = stats(trivialWorker);

  const loopStops = [];
  for (let i = 0; i < 10; i++) {
    const r = await page.evaluate(() => window.run('while True:\n    pass', 300));
    if (r.errorType !== 'KeyboardInterrupt') throw new Error(`loop did not stop with KeyboardInterrupt: ${JSON.stringify(r)}`);
    loopStops.push(r.stopMs);
  }
  results.stopPythonLoopMs = stats(loopStops);

  const sleepStops = [];
  for (let i = 0; i < 5; i++) {
    const r = await page.evaluate(() => window.run('import time\ntime.sleep(30)', 200));
    if (r.errorType !== 'KeyboardInterrupt') throw new Error(`sleep did not stop: ${JSON.stringify(r)}`);
    sleepStops.push(r.stopMs);
  }
  results.stopSleepMs = stats(sleepStops);

  const c = await page.evaluate(() => window.run('print(sum(range(10**12)))', 200));
  results.stopCLevelLoop = { interruptGaveUpAfterMs: round(c.stopMs), terminateMs: round(c.terminateMs), respawnToReadyMs: round(c.respawnMs) };

  const flood = await page.evaluate(() => window.run("for i in range(200000):\n    print(i, 'hello world')"));
  results.printFlood200kLines = { ms: round(flood.roundTripMs), chars: flood.chars, truncated: flood.truncated };
} finally {
  await browser?.close();
  server.close();
}

// Boot is CPU-bound (WebAssembly instantiation and Python start-up): report how busy the machine was.
results.machine = { cpus: cpus().length, loadavg1mBefore: round(loadBefore), loadavg1mAfter: round(loadavg()[0] ?? 0) };
if (asJson) console.log(JSON.stringify(results, null, 2));
else {
  const line = (label, s) => console.log(`${label.padEnd(38)} median ${String(s.median).padStart(7)}  p95 ${String(s.p95).padStart(7)}  min ${String(s.min).padStart(7)}  (n=${s.n})`);
  console.log(`Python ${results.python} · ${results.machine.cpus} CPUs · load average ${results.machine.loadavg1mBefore} → ${results.machine.loadavg1mAfter}`);
  line('navigation → ready, cold cache (ms)', results.navigationToReadyColdMs);
  line('navigation → ready, warm cache (ms)', results.navigationToReadyWarmMs);
  line('  goto/reload call → ready, cold (ms)', results.pageOpenToReadyColdMs);
  line('  goto/reload call → ready, warm (ms)', results.pageOpenToReadyWarmMs);
  line('  worker boot, cold (ms)', results.workerBootColdMs);
  line('  worker boot, warm (ms)', results.workerBootWarmMs);
  console.log(`  memory snapshot: ${results.snapshot.downloads} fetched, ${results.snapshot.fallbacks.length} fallbacks ${results.snapshot.fallbacks.join(' | ')}`);
  line("trivial run round trip (ms)", results.trivialRunRoundTripMs);
  line('  of which in the worker (ms)', results.trivialRunInWorkerMs);
  line('Stop: Python loop (ms)', results.stopPythonLoopMs);
  line('Stop: time.sleep (ms)', results.stopSleepMs);
  console.log(`Stop: C-level loop                     interrupt gave up ${results.stopCLevelLoop.interruptGaveUpAfterMs} ms, terminate ${results.stopCLevelLoop.terminateMs} ms, respawn → ready ${results.stopCLevelLoop.respawnToReadyMs} ms`);
  console.log(`print flood (200k lines)               ${results.printFlood200kLines.ms} ms, ${results.printFlood200kLines.chars} chars, truncated ${results.printFlood200kLines.truncated}`);
}

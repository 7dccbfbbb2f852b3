#!/usr/bin/env node
// Grader sandbox benchmark (issue: sandboxed Python execution).
//  1. start cost: a bare interpreter start, and the refill time of a pool slot (spawn → READY) per mode
//  2. throughput and latency at concurrency 1, 4, 16, 64 (closed loop) for a beginner program with two
//     inputs, through the sandbox with its default options, next to a plain `python -I -S` subprocess
//  3. RSS of the pool processes at rest and under load
//  4. reference: a fresh Pyodide instance in Node (the alternative the ADR rejects), when installed
// The TypeScript module is bundled on the fly with esbuild. `--write` puts the tables into README.md.
// Usage: node bench/grader/run.mjs [--write]   (BENCH_SECONDS per level, default 8)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LEVELS = [1, 4, 16, 64];
const CODE = 'a = int(input())\nb = int(input())\nprint(a + b)\n';
const STDIN = ['3', '4'];
const write = process.argv.includes('--write');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : '–');
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

async function loadGrader() {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-grader-bench-'));
  const outfile = join(dir, 'grader.mjs');
  await build({
    entryPoints: [join(root, 'apps/server/src/grader/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod;
}

// ---- process memory (Linux /proc) -------------------------------------------------------------
function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) =>
      readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}
function treeRssKb(pids) {
  let total = 0;
  const todo = [...pids];
  while (todo.length) {
    const pid = todo.pop();
    total += rssKb(pid);
    todo.push(...childrenOf(pid));
  }
  return total;
}

// ---- load generation --------------------------------------------------------------------------
async function closedLoop(concurrency, runOnce, seconds, onTick) {
  const latencies = [];
  let errors = 0;
  let rejected = 0;
  const deadline = performance.now() + seconds * 1000;
  const sampler = onTick ? setInterval(onTick, 100) : null;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const ok = await runOnce();
          latencies.push(performance.now() - t0);
          if (!ok) errors += 1;
        } catch {
          rejected += 1;
          await sleep(50);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  if (sampler) clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { concurrency, runs: latencies.length, perSecond: latencies.length / elapsed, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), max: latencies.at(-1), errors, rejected };
}

function plainPython(python) {
  return () =>
    new Promise((resolve) => {
      const child = spawn(python, ['-I', '-S', '-c', CODE], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stdin.on('error', () => {});
      child.stdin.end(`${STDIN.join('\n')}\n`);
      child.on('close', (code) => resolve(code === 0 && out === '7\n'));
    });
}

async function startCost(grader, python) {
  const rows = [];
  const bare = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await new Promise((resolve) => spawn(python, ['-I', '-S', '-c', 'pass'], { stdio: 'ignore' }).on('close', resolve));
    bare.push(performance.now() - t0);
  }
  bare.sort((a, b) => a - b);
  rows.push({ what: 'bare `python -I -S -c pass` (spawn → exit)', p50: pct(bare, 50), p95: pct(bare, 95) });
  for (const mode of ['isolated', 'degraded']) {
    const candidates = mode === 'degraded' ? [undefined, '/usr/bin/python3'] : [undefined];
    let sandbox = null;
    const probeStart = performance.now();
    for (const pythonPath of candidates) {
      try {
        const sb = grader.createSandbox({ poolSize: 1, mode, pythonPath, logger: { info() {}, warn() {}, error() {} } });
        if (sb.stats().available) {
          sandbox = sb;
          break;
        }
        await sb.close();
      } catch {
        // mode unavailable
      }
    }
    const probeMs = performance.now() - probeStart;
    if (!sandbox) {
      rows.push({ what: `${mode}: unavailable here`, p50: NaN, p95: NaN });
      continue;
    }
    while (sandbox.stats().idle < 1) await sleep(1);
    const refill = [];
    const warm = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const r = await sandbox.run({ code: CODE, stdin: STDIN });
      if (r.stdout !== '7\n') throw new Error(`bad result ${JSON.stringify(r)}`);
      const t1 = performance.now();
      warm.push(t1 - t0);
      while (sandbox.stats().idle < 1) await sleep(0.5);
      refill.push(performance.now() - t1);
    }
    await sandbox.close();
    refill.sort((a, b) => a - b);
    warm.sort((a, b) => a - b);
    rows.push({ what: `${mode}: environment probe at createSandbox() (once)`, p50: probeMs, p95: NaN });
    rows.push({ what: `${mode}: run on a warm process (submit → verdict)`, p50: pct(warm, 50), p95: pct(warm, 95) });
    rows.push({ what: `${mode}: refill of a pool slot (spawn → READY)`, p50: pct(refill, 50), p95: pct(refill, 95) });
  }
  return rows;
}

async function pyodideReference() {
  if (!existsSync(join(root, 'node_modules/pyodide/package.json'))) return null;
  const script = `
    const t0 = performance.now();
    const { loadPyodide } = await import('pyodide');
    const py = await loadPyodide();
    const boot = performance.now() - t0;
    const t1 = performance.now();
    py.runPython('a = 3\\nb = 4\\nprint(a + b)');
    const run = performance.now() - t1;
    console.log(JSON.stringify({ boot, run, rssKb: Math.round(process.memoryUsage().rss / 1024) }));`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        resolve(null);
      }
    });
  });
}

// ---- main ----------------------------------------------------------------------------------------
const loadBefore = loadavg()[0];
const grader = await loadGrader();
const sandbox = grader.createSandbox({ logger: { info() {}, warn: (m) => console.warn(m), error: (m) => console.error(m) } });
const stats0 = sandbox.stats();
const python = stats0.python;
if (!python) throw new Error('no python');
console.log(`mode=${stats0.mode} python=${python} pool=${stats0.poolSize} queueLimit=${stats0.queueLimit} cores=${availableParallelism()} (${cpus()[0]?.model ?? '?'})`);

while (sandbox.stats().idle < stats0.poolSize) await sleep(5);
await sleep(300);
const restKb = treeRssKb(sandbox.processIds());
const nodeRestKb = Math.round(process.memoryUsage().rss / 1024);

// Warm-up, then the levels.
await closedLoop(4, async () => (await sandbox.run({ code: CODE, stdin: STDIN })).stdout === '7\n', 1);
const sandboxRows = [];
const plainRows = [];
const load = {};
for (const c of LEVELS) {
  const samples = [];
  const row = await closedLoop(c, async () => (await sandbox.run({ code: CODE, stdin: STDIN })).stdout === '7\n', SECONDS, () => samples.push(treeRssKb(sandbox.processIds())));
  load[c] = { maxKb: Math.max(...samples), meanKb: samples.reduce((a, b) => a + b, 0) / samples.length };
  sandboxRows.push(row);
  console.log(`sandbox c=${c}: ${row.perSecond.toFixed(1)}/s p50 ${ms(row.p50)} p95 ${ms(row.p95)} errors ${row.errors} rejected ${row.rejected}`);
  await sleep(500);
  const plain = await closedLoop(c, plainPython(python), SECONDS);
  plainRows.push(plain);
  console.log(`plain   c=${c}: ${plain.perSecond.toFixed(1)}/s p50 ${ms(plain.p50)} p95 ${ms(plain.p95)} errors ${plain.errors}`);
  await sleep(500);
}
await sandbox.close();

const start = await startCost(grader, python);
const pyodide = await pyodideReference();

const loadAfter = loadavg()[0];
const lines = [];
lines.push(`Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, Python ${python}; mode **${stats0.mode}**, pool ${stats0.poolSize} (default: cores + 1), queue limit ${stats0.queueLimit}, ${SECONDS} s per level, program \`a = int(input()); b = int(input()); print(a + b)\` with 2 input lines. 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (other work on the machine skews every figure).`);
lines.push('');
lines.push('### Throughput and latency (closed loop: each client submits its next run when the last one returns)');
lines.push('');
lines.push('| concurrency | sandbox runs/s | p50 | p95 | p99 | max | plain python runs/s | plain p50 | plain p95 | sandbox ÷ plain |');
lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (let i = 0; i < LEVELS.length; i++) {
  const s = sandboxRows[i];
  const p = plainRows[i];
  lines.push(`| ${s.concurrency} | ${s.perSecond.toFixed(1)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${p.perSecond.toFixed(1)} | ${ms(p.p50)} | ${ms(p.p95)} | ${(s.perSecond / p.perSecond).toFixed(2)} |`);
}
const bad = sandboxRows.reduce((a, r) => a + r.errors + r.rejected, 0);
lines.push('');
lines.push(`Wrong results or rejected runs during the sandbox levels: ${bad}.`);
lines.push('');
lines.push('### Start cost');
lines.push('');
lines.push('| what | p50 | p95 |');
lines.push('|---|---:|---:|');
for (const r of start) lines.push(`| ${r.what} | ${ms(r.p50)} | ${ms(r.p95)} |`);
lines.push('');
lines.push('### Memory (RSS, pool processes: unshare + interpreter per slot)');
lines.push('');
lines.push(`| state | pool RSS |`);
lines.push('|---|---:|');
lines.push(`| at rest (${stats0.poolSize} warm processes) | ${mb(restKb)} |`);
for (const c of LEVELS) lines.push(`| under load, concurrency ${c} (mean / max of 100 ms samples) | ${mb(load[c].meanKb)} / ${mb(load[c].maxKb)} |`);
lines.push(`| the benchmarking Node process itself, at rest | ${mb(nodeRestKb)} |`);
if (pyodide) {
  lines.push('');
  lines.push('### Reference: a fresh Pyodide instance in Node (what a process-per-run Pyodide design would pay)');
  lines.push('');
  lines.push(`loadPyodide(): ${ms(pyodide.boot)}; running the program afterwards: ${ms(pyodide.run)}; RSS of that Node process: ${mb(pyodide.rssKb)}.`);
}
const report = lines.join('\n');
console.log(`\n${report}\n`);

if (write) {
  const readme = join(root, 'bench/grader/README.md');
  const text = readFileSync(readme, 'utf8');
  const startMark = '<!-- results:start -->';
  const endMark = '<!-- results:end -->';
  const a = text.indexOf(startMark);
  const b = text.indexOf(endMark);
  if (a < 0 || b < a) throw new Error('README.md has no results markers');
  writeFileSync(readme, `${text.slice(0, a + startMark.length)}\n${report}\n${text.slice(b)}`);
  console.log(`written to ${readme}`);
}

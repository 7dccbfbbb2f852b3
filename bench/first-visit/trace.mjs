// Chromium trace of one page load for bench/first-visit (--trace): how much each thread worked
// between the navigation and Python ready. Wall-clock times are noisy when other work shares the
// cores; the threads' own CPU time (the trace's `tdur`) and their busy time are what survive load.
//   busyMs  union of the thread's top-level tasks (wall clock while it ran something)
//   cpuMs   CPU time of those tasks (thread clock): time the thread actually got a core
// Threads: the page's main thread, the Python worker (the dedicated worker that compiled
// WebAssembly), the service worker; plus, on the Python worker, what the CPU went to.

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.wasm',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'CacheStorage',
  'ServiceWorker',
  // BENCH_TRACE_PROFILE=1: JavaScript/WebAssembly samples too (heavier; for reading, not for figures).
  ...(process.env.BENCH_TRACE_PROFILE === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

/** Starts a trace through the page's DevTools session; returns stop(), resolving to the parsed events. */
export async function startTrace(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReturnAsStream' });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      const { stream } = await complete;
      let text = '';
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
        if (chunk.eof) break;
      }
      await cdp.send('IO.close', { handle: stream });
      await cdp.detach().catch(() => undefined);
      const parsed = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : parsed.traceEvents;
    },
  };
}

/** Top-level task events (the scheduler's own): their union is when the thread was busy. */
const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);

/**
 * Per-thread work until the Python worker's `dodam:ready` mark (or the end of the trace), from the
 * first event of the page's navigation.
 */
export function summarizeTrace(events) {
  const threadName = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const key = (e) => `${e.pid}:${e.tid}`;
  // The Python worker: the dedicated worker thread that compiled WebAssembly lazily.
  const wasmThreads = new Map();
  for (const e of events) if (e.cat?.includes('v8.wasm') && /Compile/.test(e.name) && threadName.get(key(e))?.startsWith('DedicatedWorker')) wasmThreads.set(key(e), (wasmThreads.get(key(e)) ?? 0) + 1);
  const python = [...wasmThreads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const pythonPid = python?.split(':')[0];
  // The page's main thread: the CrRendererMain of the Python worker's process.
  const main = [...threadName.entries()].find(([k, n]) => n === 'CrRendererMain' && k.split(':')[0] === pythonPid)?.[0];
  const sw = [...threadName.entries()].find(([, n]) => n === 'ServiceWorker thread')?.[0];
  const readyMark = events.find((e) => e.name === 'dodam:ready' && key(e) === python);
  const end = readyMark ? readyMark.ts : Math.max(...events.filter((e) => e.ts).map((e) => e.ts));
  const start = Math.min(...events.filter((e) => e.ph === 'X' && e.ts && TOP_LEVEL.has(e.name) && key(e) === main).map((e) => e.ts));

  function thread(k) {
    if (!k) return null;
    const tasks = events.filter((e) => e.ph === 'X' && key(e) === k && TOP_LEVEL.has(e.name) && e.ts < end && e.ts + (e.dur ?? 0) > start).sort((a, b) => a.ts - b.ts);
    let busy = 0;
    let cpu = 0;
    let coveredTo = -Infinity;
    for (const t of tasks) {
      // A task nested in another (a nested run loop) is counted by its outer task.
      if (t.ts < coveredTo) continue;
      coveredTo = t.ts + (t.dur ?? 0);
      const from = Math.max(t.ts, start);
      const to = Math.min(coveredTo, end);
      if (to <= from) continue;
      busy += to - from;
      // A task cut by the window counts the same share of its CPU time.
      cpu += (t.tdur ?? t.dur ?? 0) * ((to - from) / Math.max(1, t.dur ?? 1));
    }
    return { busyMs: Math.round(busy / 1000), cpuMs: Math.round(cpu / 1000) };
  }

  /** CPU (thread time) of named events on the Python worker, outermost occurrence only. */
  function breakdown(k) {
    if (!k) return {};
    const groups = {
      'wasm lazy compile': /^wasm\.(CompileLazy|CompileBaseline|CompileFunction)/,
      'js compile/parse': /^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.ScriptCompiler|v8\.parseOnBackground|v8\.produceModuleCache|v8\.produceCache)/,
      'js code cache read': /^(v8\.deserializeCodeCache|V8\.CompileCodeFromCache|v8\.compileModule\.consumeCache)/,
      gc: /^(V8\.GC|MajorGC|MinorGC|V8\.GCScavenger|V8\.GCCompactor|V8\.GCFinalizeMC)/,
      'wasm instantiate': /^wasm\.(Instantiate|SyncInstantiate|AsyncInstantiate)/,
      'wasm module compile (sync)': /^wasm\.(SyncCompile|CompileModule)/,
    };
    const out = {};
    for (const [group, pattern] of Object.entries(groups)) {
      const list = events.filter((e) => e.ph === 'X' && key(e) === k && pattern.test(e.name) && e.ts >= start && e.ts < end).sort((a, b) => a.ts - b.ts);
      let cpu = 0;
      let count = 0;
      let coveredTo = -Infinity;
      for (const e of list) {
        if (e.ts < coveredTo) continue;
        cpu += e.tdur ?? e.dur ?? 0;
        count++;
        coveredTo = e.ts + (e.dur ?? 0);
      }
      out[group] = { cpuMs: Math.round(cpu / 1000), count };
    }
    return out;
  }

  return {
    spanMs: Math.round((end - start) / 1000),
    main: thread(main),
    python: thread(python),
    serviceWorker: thread(sw),
    pythonBreakdown: breakdown(python),
    // Chromium's code cache for WebAssembly used by this visit (compiled code kept beside a fetched
    // response with a URL; bench/README.md, stop 36).
    wasmCodeCacheHits: events.filter((e) => e.name === 'v8.wasm.moduleCacheHit').length,
  };
}

#!/usr/bin/env node
// Build step: boots Pyodide once in Node, imports the standard-library modules the runner needs,
// loads the runner itself as the module `_dodam_runner` (compiled, its functions defined) and saves
// the interpreter's memory (Pyodide's memory snapshot). The worker restores it instead of starting
// CPython and compiling the runner from scratch, which is most of the boot time (docs/decisions/007).
// Two steps keep the file small (issue 26): the heap's free memory is zeroed before the snapshot
// (freed blocks keep old bytes that compress badly), and it is written in the sparse form of
// sparse-snapshot.mjs (zero pages, and pages a freshly started module already holds, left out).
// Usage: node scripts/make-python-snapshot.mjs <runner.py> <output file>
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadPyodide } from 'pyodide';
import { toSparseSnapshot } from './sparse-snapshot.mjs';

/** The name under which the runner module lives in the snapshot's sys.modules (the same in python.worker.ts). */
const RUNNER_MODULE = '_dodam_runner';

const [runnerPath, output] = process.argv.slice(2);
if (!runnerPath || !output) {
  console.error('usage: make-python-snapshot.mjs <runner.py> <output>');
  process.exit(2);
}
const source = readFileSync(runnerPath, 'utf8');
const started = performance.now();
// The grader's hash seed (PYTHON_HASH_SEED in packages/contracts/src/python/grading.ts) is read at
// interpreter start, so it is part of the snapshot; the worker refuses a snapshot without it.
const py = await loadPyodide({ _makeSnapshot: true, env: { PYTHONHASHSEED: '0' } });
// The source crosses as a Python str (no JS reference may stay alive in a snapshot). setup(), which
// keeps JS callbacks, is called by the worker after the restore.
py.globals.set('_dodam_source', source);
py.runPython(`
import sys, types
_m = types.ModuleType('${RUNNER_MODULE}')
exec(compile(_dodam_source, '<dodam-runner>', 'exec'), _m.__dict__)
sys.modules['${RUNNER_MODULE}'] = _m
del _m, _dodam_source
`);
const memory = () => py._module.HEAP8.length;
const heapTop = () => py._module._sbrk(0);
const before = { memory: memory(), top: heapTop() };
// Zero the free memory inside the heap: allocate zero-filled blocks (largest first, then the small
// sizes Python's own allocator serves) until the heap would have to grow, then free them all. Only
// free memory is touched; no live object changes.
py.globals.set('_dodam_heap_top', heapTop);
const blocks = py.runPython(`
import gc
gc.collect()
_blocks = []
for _size in (1 << 20, 1 << 16, 1 << 12, 1 << 10, 512, 256, 128, 64, 32, 16):
    _top = _dodam_heap_top()
    while True:
        _block = bytearray(_size)
        if _dodam_heap_top() != _top:
            break
        _blocks.append(_block)
    del _block
_count = len(_blocks)
del _blocks, _top, _size, _dodam_heap_top
gc.collect()
_count
`);
py.runPython('del _count');
if (memory() !== before.memory) throw new Error(`zeroing the free memory grew the heap (${before.memory} → ${memory()})`);
const snapshot = py.makeMemorySnapshot();
const sparse = toSparseSnapshot(snapshot, await freshMemory(snapshot));
writeFileSync(output, sparse.bytes);
const mb = (n) => (n / 1048576).toFixed(1);
console.log(
  `[dodam] Python memory snapshot: ${mb(sparse.bytes.length)} MB of ${mb(sparse.heapLength)} MB (${mb(sparse.kept)} MB found in a fresh module, the rest zero; heap top ${mb(before.top)} MB, ${blocks} free blocks zeroed) with the runner (${Math.round(performance.now() - started)} ms)`,
);

/**
 * The memory of a freshly started module at the moment Pyodide restores a snapshot into it (the
 * WebAssembly's data and what its start-up code wrote), as the worker's restore sees it.
 */
async function freshMemory(full) {
  const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
  const factory = (await import(pathToFileURL(join(pyodideDir, 'pyodide.asm.mjs')).href)).default;
  let fresh = null;
  await loadPyodide({
    env: { PYTHONHASHSEED: '0' },
    _loadSnapshot: full,
    createPyodideModule: async (settings) => {
      const module = await factory(settings);
      module.API.restoreSnapshot = () => {
        fresh = module.HEAPU8.slice();
        throw new Error('fresh memory taken');
      };
      return module;
    },
  }).catch(() => undefined);
  if (!fresh) throw new Error('could not read a fresh module\'s memory');
  return fresh;
}

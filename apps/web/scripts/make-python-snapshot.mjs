#!/usr/bin/env node
// Build step: boots Pyodide once in Node, imports the standard-library modules the runner needs,
// loads the runner itself as the module `_dodam_runner` (compiled, its functions defined) and saves
// the interpreter's memory (Pyodide's memory snapshot). The worker restores it instead of starting
// CPython and compiling the runner from scratch, which is most of the boot time (docs/decisions/007).
// Usage: node scripts/make-python-snapshot.mjs <runner.py> <output file>
import { readFileSync, writeFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';

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
const snapshot = py.makeMemorySnapshot();
writeFileSync(output, snapshot);
console.log(`[dodam] Python memory snapshot: ${(snapshot.length / 1048576).toFixed(1)} MB with the runner (${Math.round(performance.now() - started)} ms)`);

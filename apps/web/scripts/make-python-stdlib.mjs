#!/usr/bin/env node
// Build step (issue 26): the standard library a snapshot-restored worker downloads. Everything
// Pyodide imports while it starts is already in the memory snapshot (make-python-snapshot.mjs), so
// this zip holds only the modules the courses and beginners' programs import on top of that (math,
// random, datetime, statistics, …), stored uncompressed so the server's brotli works across files.
// Any other standard module is still there: `_dodam_stdlib_rest` (written into the zip) fetches the
// full zip the first time a program imports one (python.worker.ts installs it after the restore).
// Usage: node scripts/make-python-stdlib.mjs <output zip>
import { readFileSync, writeFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';

/** What programs in our courses import, and what a beginner reaches for next. */
export const COURSE_MODULES = [
  'math', 'cmath', 'random', 'time', 'datetime', 'calendar', 'string', 're', 'json', 'collections', 'collections.abc',
  'itertools', 'functools', 'operator', 'copy', 'bisect', 'heapq', 'statistics', 'fractions', 'decimal', 'numbers',
  'textwrap', 'pprint', 'enum', 'dataclasses', 'typing', 'array', 'unicodedata', 'secrets', 'hashlib', 'timeit', 'csv',
  'abc', 'contextlib', 'io', 'sys', 'os', 'traceback', 'keyword', 'difflib', 'zoneinfo',
];

const [output] = process.argv.slice(2);
if (!output) {
  console.error('usage: make-python-stdlib.mjs <output zip>');
  process.exit(2);
}
const py = await loadPyodide({ env: { PYTHONHASHSEED: '0' } });
py.FS.writeFile('/_dodam_rest.py', readFileSync(new URL('../src/python/stdlib_rest.py', import.meta.url), 'utf8'));
py.globals.set('_keep', py.toPy(COURSE_MODULES));
const summary = py.runPython(`
import sys, importlib, importlib.util, zipfile, io
from importlib import _bootstrap_external
stdzip = next(p for p in sys.path if p.endswith('.zip'))
prefix = stdzip + '/'
def zip_files():
    return {m.__file__[len(prefix):] for m in list(sys.modules.values()) if isinstance(getattr(m, '__file__', None), str) and m.__file__.startswith(prefix)}
at_start = zip_files()
for name in _keep:
    try:
        importlib.import_module(name)
    except Exception:
        pass
wanted = sorted(zip_files() - at_start)
with zipfile.ZipFile(stdzip) as full:
    every = [n for n in full.namelist() if n.endswith('.py')]
    names = sorted({n[:-3].replace('/__init__', '').replace('/', '.') for n in every})
    out = io.BytesIO()
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_STORED) as small:
        for n in wanted:
            small.writestr(n, full.read(n))
        rest = open('/_dodam_rest.py').read().replace('__NAMES__', repr(names))
        small.writestr('_dodam_stdlib_rest.py', rest)
        # Compiled here, by the same Python the browser runs: the worker imports it at every boot, and
        # compiling its 558 names took longer than reading them (an unchecked hash-based .pyc, found
        # before the .py by zipimport).
        small.writestr('_dodam_stdlib_rest.pyc', _bootstrap_external._code_to_hash_pyc(compile(rest, '_dodam_stdlib_rest.py', 'exec'), importlib.util.source_hash(rest.encode()), False))
_result = out.getvalue()
f'{len(wanted)} modules beyond the start-up set, {len(names)} in the full library'
`);
writeFileSync(output, py.globals.get('_result').toJs());
console.log(`[dodam] trimmed standard library: ${summary}`);

#!/usr/bin/env node
// Build step: boots Pyodide once in Node with the standard-library modules the runner imports, and
// saves the interpreter's memory (Pyodide's memory snapshot). The worker restores it instead of
// starting CPython from scratch, which is most of the boot time (docs/decisions/007).
// Usage: node scripts/make-python-snapshot.mjs <runner.py> <output file>
import { readFileSync, writeFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';

const [runnerPath, output] = process.argv.slice(2);
if (!runnerPath || !output) {
  console.error('usage: make-python-snapshot.mjs <runner.py> <output>');
  process.exit(2);
}
const modules = pythonImports(readFileSync(runnerPath, 'utf8'));
const started = performance.now();
const py = await loadPyodide({ _makeSnapshot: true });
// Imported, not executed: the runner itself still runs in the worker (it keeps JS callbacks, which
// a snapshot cannot hold).
py.runPython(modules.map((m) => `import ${m}`).join('\n'));
const snapshot = py.makeMemorySnapshot();
writeFileSync(output, snapshot);
console.log(`[dodam] Python memory snapshot: ${(snapshot.length / 1048576).toFixed(1)} MB, modules ${modules.join(', ')} (${Math.round(performance.now() - started)} ms)`);

/** Top-level standard-library modules named by `import x` / `from x import y` in the runner. */
export function pythonImports(source) {
  const names = new Set();
  for (const match of source.matchAll(/^\s*(?:import\s+([\w.]+)|from\s+([\w.]+)\s+import\b)/gm)) {
    const name = (match[1] ?? match[2] ?? '').split('.')[0];
    if (name && !name.startsWith('_dodam')) names.add(name);
  }
  return [...names].sort();
}

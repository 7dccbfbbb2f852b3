// Runs corpus programs in the two real Pythons the product uses: CPython (python3, as the server
// grader) in one batched process, and Pyodide 3.14 (the npm package the browser loads) in one
// instance, both through apps/web/src/python/runner.py. Test-only helper.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PYTHON_HASH_SEED } from '../grading.js';

export interface BatchProgram {
  code: string;
  inputs?: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const RUNNER = join(here, '../../../../../apps/web/src/python/runner.py');

/** Traceback texts ('' for a clean run) from one python3 process. */
export function runCpythonBatch(programs: BatchProgram[]): { version: string; results: string[] } {
  const out = spawnSync('python3', ['-I', '-S', join(here, 'cpython-batch.py'), RUNNER], {
    input: JSON.stringify(programs),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8' },
  });
  if (out.status !== 0) throw new Error(`python3 batch failed: ${out.stderr}`);
  const version = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' }).stdout.trim();
  return { version, results: JSON.parse(out.stdout) as string[] };
}

interface PyProxyLike {
  get(name: string): (...args: unknown[]) => { toJs(): unknown[]; destroy(): void };
}

/**
 * A Pyodide instance with runner.py loaded, started with the grader's hash seed; run() returns the
 * traceback text ('' for a clean run), lastOutput() what that run printed.
 */
export async function startPyodide(): Promise<{ version: string; run(program: BatchProgram): string; lastOutput(): string }> {
  const require = createRequire(import.meta.url);
  const indexURL = dirname(require.resolve('pyodide/package.json'));
  const { loadPyodide } = await import('pyodide');
  const py = await loadPyodide({ indexURL: `${indexURL}/`, env: { PYTHONHASHSEED: PYTHON_HASH_SEED } });
  const ns = py.toPy({}) as unknown as PyProxyLike;
  py.runPython(readFileSync(RUNNER, 'utf8'), { globals: ns as never, filename: '<dodam-runner>' });
  let pending: string[] = [];
  let output = '';
  const version = String(ns.get('setup')((text: string) => (output += text), () => {}, () => (pending.length ? pending.shift() : undefined)));
  const run = ns.get('run');
  return {
    version,
    lastOutput: () => output,
    run(program) {
      pending = [...(program.inputs ?? [])];
      output = '';
      const res = run(program.code, '');
      const [, error] = res.toJs() as [string | null, string | null];
      res.destroy();
      return error ?? '';
    },
  };
}

// The build's patch of Pyodide's module JavaScript (scripts/patch-pyodide.mjs, ADR 029) must leave
// the start exactly as it was for the memory snapshot: the same function table, slot by slot, and
// the same value in every entry of the global offset table. Both are compared on a real boot in Node.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPyodide } from 'pyodide';
import { patchPyodideModule } from '../../scripts/patch-pyodide.mjs';

const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const original = readFileSync(join(pyodideDir, 'pyodide.asm.mjs'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'dodam-pyodide-patch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Factory = NonNullable<NonNullable<Parameters<typeof loadPyodide>[0]>['createPyodideModule']>;
interface LinkedModule {
  wasmTable: WebAssembly.Table;
  GOT: Record<string, WebAssembly.Global | undefined>;
}

/** Boots Pyodide with the given module JavaScript; returns its table, its GOT and a computed value. */
async function boot(source: string | null): Promise<{ module: LinkedModule; answer: unknown }> {
  let createPyodideModule: Factory | undefined;
  if (source !== null) {
    const file = join(scratch, `pyodide.asm-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.mjs`);
    writeFileSync(file, source);
    createPyodideModule = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Factory }).default;
  }
  const py = await loadPyodide({ indexURL: `${pyodideDir}/`, env: { PYTHONHASHSEED: '0' }, ...(createPyodideModule ? { createPyodideModule } : {}) });
  const module = (py as unknown as { _module: LinkedModule })._module;
  return { module, answer: py.runPython('sorted({"b": 2, "a": 1}.items())').toJs() };
}

function tableLayout(table: WebAssembly.Table): string[] {
  const out: string[] = [];
  for (let i = 0; i < table.length; i++) {
    const entry = table.get(i) as ((...args: unknown[]) => unknown) | null;
    out.push(entry ? `${entry.name}/${entry.length}` : '-');
  }
  return out;
}

describe('patch of Pyodide’s module JavaScript (ADR 029)', () => {
  it('refuses a module it was not written for', () => {
    expect(() => patchPyodideModule(original.replace('var GOT={};', 'var GOT=Object.create(null);'))).toThrow(/Pyodide changed/);
    expect(() => patchPyodideModule(`${original}\nvar GOT={};`)).toThrow(/exactly one/);
  });

  it('starts Python with the same function table and the same offset-table values as the unpatched module', async () => {
    const before = await boot(null);
    const tableBefore = tableLayout(before.module.wasmTable);
    const names = Object.keys(before.module.GOT);
    const gotBefore = names.map((name) => before.module.GOT[name]?.value as unknown);
    const after = await boot(patchPyodideModule(original));
    expect(after.answer).toEqual(before.answer);
    // Only the entries the module imports (or a symbol left undefined) got a Global during the start.
    const madeAtStart = Object.keys(after.module.GOT).length;
    expect(madeAtStart).toBeLessThan(names.length / 10);
    const tableAfter = tableLayout(after.module.wasmTable);
    expect(tableAfter.length).toBe(tableBefore.length);
    expect(tableAfter.findIndex((entry, i) => entry !== tableBefore[i])).toBe(-1);
    // Read through the patched table: an entry nobody had read yet gets its Global now, with the
    // value the unpatched start gave it at once.
    const gotAfter = names.map((name) => after.module.GOT[name]?.value as unknown);
    expect(gotAfter.findIndex((value, i) => value !== gotBefore[i])).toBe(-1);
    expect(Object.keys(after.module.GOT)).toHaveLength(names.length);
  }, 240_000);
});

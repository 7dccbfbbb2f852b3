// The step-through tracer run in real Pyodide (Node), as the browser worker runs it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const tracer = readFileSync(fileURLToPath(new URL('./trace.py', import.meta.url)), 'utf8');
type Py = { runPython(code: string): unknown; setStdout(o: { write(b: Uint8Array): number }): void };
let py: Py;
let written = '';

// trace.ts imports the .py with Vite's ?raw; here the same text is read from disk and spliced the same way.
async function trace(source: string, inputs: string[] = []) {
  const { parseTraceOutput } = await import('./trace');
  written = '';
  py.runPython(tracer.replace('__DODAM_SOURCE__', () => JSON.stringify(source)).replace('__DODAM_INPUTS__', () => JSON.stringify(inputs)));
  const parsed = parseTraceOutput(written);
  if (!parsed) throw new Error(`no trace in ${written}`);
  return parsed;
}

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const { loadPyodide } = await import('pyodide');
  py = (await loadPyodide({ indexURL: `${dirname(require.resolve('pyodide/package.json'))}/` })) as unknown as Py;
  const decoder = new TextDecoder();
  py.setStdout({ write: (b) => ((written += decoder.decode(b)), b.length) });
}, 60_000);

const vars = (list: { name: string; value: string }[] | null) => Object.fromEntries((list ?? []).map((v) => [v.name, v.value]));

describe('코드 따라가기 tracer', { timeout: 60_000 }, () => {
  it('records each line with the variables after it, numbered loop passes and the output so far', async () => {
    const t = await trace('total = 0\nfor i in range(3):\n    total = total + i\nprint(total)\n');
    expect(t.steps.map((s) => s.line)).toEqual([1, 2, 3, 2, 3, 2, 3, 2, 4]);
    expect(t.steps.filter((s) => s.line === 3).map((s) => s.loops)).toEqual([[{ line: 2, pass: 1 }], [{ line: 2, pass: 2 }], [{ line: 2, pass: 3 }]]);
    expect(t.steps.filter((s) => s.line === 3).map((s) => vars(s.globals).total)).toEqual(['0', '1', '3']);
    expect(t.steps.filter((s) => s.line === 2).map((s) => [s.header_pass, s.loop_end ?? false])).toEqual([[1, false], [2, false], [3, false], [4, true]]);
    expect(t.output).toBe('3\n');
    expect(t.steps.at(-1)!.output).toBe(2);
    expect(t.steps.at(-2)!.output).toBe(0);
    expect(t.error).toBeNull();
  });

  it('numbers the passes of a nested loop afresh each outer pass, and a while loop too', async () => {
    const t = await trace('for a in range(2):\n    for b in range(2):\n        print(a, b)\nn = 2\nwhile n > 0:\n    n = n - 1\n');
    expect(t.steps.filter((s) => s.line === 3).map((s) => s.loops.map((l) => `${l.line}:${l.pass}`).join(' '))).toEqual(['1:1 2:1', '1:1 2:2', '1:2 2:1', '1:2 2:2']);
    expect(t.steps.filter((s) => s.line === 6).map((s) => [s.loops[0]!.pass, vars(s.globals).n])).toEqual([
      [1, '1'],
      [2, '0'],
    ]);
  });

  it('shows a function call with its arguments, its own variables and what it returns', async () => {
    const t = await trace('def double(n):\n    m = n * 2\n    return m\nx = double(4)\n');
    const call = t.steps.find((s) => s.call)!;
    expect(call).toMatchObject({ function: 'double', line: 1 });
    expect(vars(call.locals)).toEqual({ n: '4' });
    const ret = t.steps.find((s) => s.line === 3)!;
    expect(ret).toMatchObject({ function: 'double', returned: '8' });
    expect(vars(ret.locals)).toEqual({ n: '4', m: '8' });
    expect(vars(t.steps.at(-1)!.globals)).toEqual({ double: '함수 double', x: '8' });
  });

  it('feeds input() from the example values (echoed like the console) and reports an error with its line', async () => {
    const t = await trace('name = input("이름? ")\nprint(name + "님")\nprint(10 / 0)\n', ['도담']);
    expect(t.output).toBe('이름? 도담\n도담님\n');
    expect(t.error).toBe('ZeroDivisionError: division by zero');
    expect(t.error_line).toBe(3);
  });

  it('stops recording an endless loop and reports a syntax error without steps', async () => {
    const endless = await trace('n = 0\nwhile True:\n    n = n + 1\n');
    expect(endless.truncated).toBe(true);
    expect(endless.steps.length).toBe(400);
    const broken = await trace('print("hi"\n');
    expect(broken.steps).toEqual([]);
    expect(broken.error).toMatch(/^SyntaxError/);
  });
});

import { describe, expect, it } from 'vitest';
import { startPyodide } from '../packages/contracts/src/python/corpus/run-batch.js';
import { loadContent } from '../apps/server/src/content/store.js';
import { markdownBlocks, proseOf } from '../apps/server/src/content/blocks.js';
import { CONTENT_DIR } from '../apps/server/src/paths.js';

// Error messages in lessons are shown as the student's browser prints them (content/README.md "Output and
// error claims"): every `…Error: message` line a lesson or summary shows under a block is the last line of
// what the browser's Python (Pyodide 3.14, the same package as practice) prints when that block runs.
// The golden test checks the error type on the server (3.11); this checks the whole message in 3.14.

const content = loadContent(CONTENT_DIR);
const ERROR_LINE = /^\s*(\w+(?:Error|Exception|Interrupt)|StopIteration)(?::.*)?$/;

/** The error line a shown text block claims (the last line naming an error type). */
export function claimedErrorLine(text: string): string | undefined {
  return text.split('\n').filter((line) => ERROR_LINE.test(line)).map((line) => line.trim()).pop();
}

describe('error messages as the browser prints them', () => {
  it('finds the claimed line', () => {
    expect(claimedErrorLine('Traceback (most recent call last):\n  File "x"\nTypeError: bad')).toBe('TypeError: bad');
    expect(claimedErrorLine('3\n7')).toBeUndefined();
  });

  it('every error line shown in a lesson or summary is what Pyodide 3.14 prints', { timeout: 600_000 }, async () => {
    const py = await startPyodide();
    const wrong: string[] = [];
    let checked = 0;
    for (const course of content.courses)
      for (const section of course.sections)
        for (const [file, md] of [['lesson.md', section.lesson], ['summary.md', section.summary]] as const)
          for (const block of markdownBlocks(md, file)) {
            if (block.claim?.kind !== 'error' || block.claim.text === block.code) continue;
            const shown = claimedErrorLine(block.claim.text);
            if (!shown) continue;
            const error = py.run({ code: block.code, inputs: block.inputs ?? [] });
            const printed = error.split('\n').map((l) => l.trim()).filter(Boolean).pop() ?? '(no error)';
            checked += 1;
            if (printed !== shown) wrong.push(`${section.id} ${block.where}: shows "${shown}", browser prints "${printed}"`);
          }
    console.info(`[error messages] ${checked} shown errors checked in Python ${py.version}`);
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});

// Claims in the prose itself are run too: "`expr` → `value`" (tables, lists) must be the value the browser
// computes, and a sentence or table row naming one error type (`int("abc")` … `ValueError`) must raise it
// for each self-contained expression it shows. Code that needs context (a name defined elsewhere),
// a bare value, or a statement is not a claim this can run and is left to the golden test's blocks.
const CLASSIFY = `
import ast
def _expr(e):
    if '...' in e or '\u2026' in e: return None
    try: tree = ast.parse(e, mode='eval')
    except SyntaxError: return None
    # a bare call such as int() names a function, it is not an example
    if isinstance(tree.body, ast.Call) and not tree.body.args and not tree.body.keywords: return None
    try:
        ast.literal_eval(tree)
        return None
    except Exception: return tree
def value_claim(e, v):
    tree = _expr(e)
    if tree is None: return 'skip'
    try: val = eval(compile(tree, '<claim>', 'eval'), {})
    except NameError: return 'skip'
    except Exception as ex: return 'raises ' + type(ex).__name__
    if isinstance(val, type): return 'skip'
    try: want = ast.literal_eval(v)
    except Exception: want = v
    ok = (type(val) == type(want) and val == want) or str(val) == v or repr(val) == v
    return 'ok' if ok else repr(val)
def error_claim(e, name):
    tree = _expr(e)
    if tree is None: return 'skip'
    try: eval(compile(tree, '<claim>', 'eval'), {})
    except NameError: return 'ok' if name == 'NameError' else 'skip'
    except Exception as ex: return 'ok' if type(ex).__name__ == name else 'raises ' + type(ex).__name__
    return 'no error'
`;

describe('claims in the prose, run in the browser Python', () => {
  it('"`expr` → `value`" is the computed value, and a sentence naming an error raises it', { timeout: 600_000 }, async () => {
    const py = await startPyodide();
    const ask = (call: string) => {
      const error = py.run({ code: `${CLASSIFY}\nprint(${call})` });
      return error ? `runner error ${error}` : py.lastOutput().trim();
    };
    const wrong: string[] = [];
    let values = 0;
    let errors = 0;
    for (const course of content.courses)
      for (const section of course.sections)
        for (const [file, md] of [['lesson.md', section.lesson], ['summary.md', section.summary]] as const)
          for (const line of proseOf(md).split('\n')) {
            for (const m of line.matchAll(/`([^`]+)`\s*(?:→|->)\s*`([^`]+)`/g)) {
              const verdict = ask(`value_claim(${JSON.stringify(m[1])}, ${JSON.stringify(m[2])})`);
              if (verdict === 'skip') continue;
              values += 1;
              if (verdict !== 'ok') wrong.push(`${section.id} ${file}: \`${m[1]}\` → \`${m[2]}\`, browser gives ${verdict}`);
            }
            const units = line.trim().startsWith('|') ? [line] : line.split(/(?<=[.?!])\s+/);
            for (const unit of units) {
              const names = new Set([...unit.matchAll(/\b(\w+Error)\b/g)].map((x) => x[1]!));
              if (names.size !== 1) continue;
              const [name] = [...names];
              // In a sentence the claim is about code before the error's name ("`a + 1`은 `TypeError` → `str(a)`…");
              // a table row names the error in one column and shows the example in another.
              const upTo = unit.trim().startsWith('|') ? unit.length : unit.indexOf(name!);
              for (const c of unit.matchAll(/`([^`]+)`/g)) {
                if (/Error\b/.test(c[1]!) || c.index! > upTo) continue;
                const verdict = ask(`error_claim(${JSON.stringify(c[1])}, ${JSON.stringify(name)})`);
                if (verdict === 'skip') continue;
                errors += 1;
                if (verdict !== 'ok') wrong.push(`${section.id} ${file}: says \`${c[1]}\` gives ${name}, browser: ${verdict}`);
              }
            }
          }
    console.info(`[prose claims] ${values} values and ${errors} error claims checked in Python ${py.version}`);
    expect(values).toBeGreaterThan(10);
    expect(errors).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
    // The class this catches: a summary that says sum() over a dictionary adds its keys.
    expect(ask(`error_claim(${JSON.stringify('sum({"국어": 90})')}, "TypeError")`)).toBe('ok');
    expect(ask(`value_claim(${JSON.stringify('sum({"국어": 90})')}, "90")`)).toBe('raises TypeError');
  });
});

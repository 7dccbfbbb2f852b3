import { describe, expect, it } from 'vitest';
import { OPEN_FENCE, type ConceptFence } from '../concepts.js';
import { explainPythonError } from './explain.js';
import { tokenize } from './py-tokens.js';
import { diagnoseSyntaxError } from './syntax-diagnosis.js';

const syntax = (line: number, source: string, message = 'invalid syntax', caret?: number) =>
  `  File "main.py", line ${line}\n    ${source.trim()}\n${caret === undefined ? '' : `    ${' '.repeat(caret)}^\n`}SyntaxError: ${message}\n`;

describe('py-tokens', () => {
  it('reads broken code without throwing and remembers where brackets opened', () => {
    const { tokens, open } = tokenize("x = (1, 'abc\nprint(“a”) ?? $\ny = [");
    expect(tokens.some((t) => t.kind === 'error')).toBe(true);
    expect(open.map((o) => [o.char, o.line])).toEqual([
      ['(', 1],
      ['[', 3],
    ]);
  });

  it('keeps string prefixes, keywords and glued number letters in one token', () => {
    const texts = tokenize("f'{x}' + 2y + 0x1g").tokens.map((t) => `${t.kind}:${t.text}`);
    expect(texts).toEqual(["string:f'{x}'", 'op:+', 'number:2y', 'op:+', 'number:0x1g']);
  });
});

describe('diagnoseSyntaxError', () => {
  it('leaves messages that already name the mistake to the message entries', () => {
    expect(diagnoseSyntaxError({ code: "print('a'", line: 1, message: "'(' was never closed" })).toBeNull();
  });

  it('uses the caret to pick the pair that lacks a comma', () => {
    const d = diagnoseSyntaxError({ code: "print('a', 1 2)", line: 1, caretColumn: 11, message: 'invalid syntax. Perhaps you forgot a comma?' });
    expect(d).toMatchObject({ kind: 'missing-comma', vars: { a: '1', b: '2' }, fix: { line: 1, code: "print('a', 1, 2)" } });
  });

  it('reads `else if` even when Python only says a colon is expected', () => {
    const d = diagnoseSyntaxError({ code: 'if x:\n    pass\nelse if y:\n    pass', line: 3, message: "expected ':'" });
    expect(d?.kind).toBe('else-if');
    expect(d?.fix).toEqual({ line: 3, code: 'elif y:' });
  });

  it('prefers a close keyword over the one Python 3.14 guesses', () => {
    const d = diagnoseSyntaxError({ code: "pirnt 'a'", line: 1, message: "invalid syntax. Did you mean 'not'?" });
    expect(d).toMatchObject({ kind: 'keyword-typo', vars: { word: 'pirnt', right: 'print' }, fix: { code: "print('a')" } });
  });
});

describe('explanations with the line-aware diagnosis', () => {
  it('titles `if x % 2 = 0:` about == (not about the left side of =)', () => {
    const e = explainPythonError(syntax(2, 'if x % 2 = 0:', "cannot assign to expression here. Maybe you meant '==' instead of '='?", 3), { code: 'x = 4\nif x % 2 = 0:\n    print(x)' });
    expect(e?.id).toBe('assign-vs-compare');
    expect(e?.title).toContain('==');
    expect(e?.fix).toEqual({ line: 2, code: 'if x % 2 == 0:' });
  });

  it('passes on the hints Python 3.14 adds', () => {
    const imp = explainPythonError("NameError: name 'math' is not defined. Did you forget to import 'math'?", { code: 'print(math.pi)' });
    expect(imp?.id).toBe('name-error-import');
    expect(imp?.suggestion).toContain('import math');
    const kw = explainPythonError("TypeError: f() got an unexpected keyword argument 'nme'. Did you mean 'name'?", { code: 'f(nme=1)' });
    expect(kw?.explanation).toContain("혹시 'name'을 쓰려던 건가요?");
  });

  it('reads the 3.14 wordings of f-/t-string errors', () => {
    expect(explainPythonError(syntax(1, "s = f'abc", 'unterminated f-string literal (detected at line 1)', 4), { code: "s = f'abc" })?.id).toBe('unterminated-string');
    expect(explainPythonError(syntax(1, "t = t'{}'", "t-string: valid expression required before '}'", 7), { code: "t = t'{}'" })?.id).toBe('fstring-error');
  });

  it('answers a missing nonlocal with nonlocal, and never advises global without a global variable', () => {
    const tb = (name: string, line: number) => `Traceback (most recent call last):\n  File "main.py", line ${line}, in f\nUnboundLocalError: cannot access local variable '${name}' where it is not associated with a value\n`;
    const nested = 'def outer():\n    n = 0\n    def inner():\n        n += 1\n    inner()\nouter()';
    const e1 = explainPythonError(tb('n', 4), { code: nested });
    expect(e1?.suggestion).toContain('nonlocal n');
    expect(e1?.fix).toEqual({ line: 3, code: '    def inner():\n        nonlocal n' });
    const none = explainPythonError(tb('total', 2), { code: 'def add():\n    total += 1\nadd()' });
    expect(none?.suggestion).not.toMatch(/global|nonlocal/);
    expect(none?.fix).toBeUndefined();
  });

  it('keeps the open fence by default and names where a fenced concept is taught', () => {
    const zero = 'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\nZeroDivisionError: division by zero\n';
    expect(explainPythonError(zero, { code: 'print(1/0)' })?.suggestion).toBe(explainPythonError(zero, { code: 'print(1/0)', fence: OPEN_FENCE })?.suggestion);
    const fence: ConceptFence = { allows: (c) => c !== 'if', taughtAt: () => '파이썬기초1 · 13. 조건문' };
    const fenced = explainPythonError(zero, { code: 'print(1/0)', fence });
    expect(fenced?.suggestion).not.toMatch(/\bif\b 나누는값/);
    expect(fenced?.suggestion).toContain('파이썬기초1 · 13. 조건문에서 배워요.');
  });
});

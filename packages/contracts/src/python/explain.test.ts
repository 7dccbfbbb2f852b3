import { describe, expect, it } from 'vitest';
import { ERROR_RULES } from './error-rules.js';
import { explainPythonError } from './explain.js';
import { parseTraceback } from './traceback.js';
import fixtures from './fixtures/error-fixtures.json';

interface Fixture {
  id: string;
  code: string;
  inputs?: string[];
  interruptAfterMs?: number;
  py311: string;
  py314: string;
}

const all = fixtures as Fixture[];

// One block per table entry with fixtures: real tracebacks (CPython 3.11 and Pyodide 3.14) that it,
// and no earlier entry, explains. Entries without fixtures here are covered by the corpus
// (corpus/corpus.test.ts checks that every entry has a real example in one of the two).
describe.each([...new Set(all.map((f) => f.id))])('error table entry %s', (id) => {
  const cases = all.filter((f) => f.id === id);
  it('is an entry of the table', () => {
    expect(ERROR_RULES.map((r) => r.id)).toContain(id);
  });
  for (const [index, f] of cases.entries()) {
    for (const version of ['py311', 'py314'] as const) {
      it(`explains sample ${index + 1} (${version})`, () => {
        const text = f[version];
        const e = explainPythonError(text, { code: f.code, timedOut: id === 'time-limit', timeLimitMs: 10_000 });
        expect(e, text).not.toBeNull();
        expect(e?.id, text).toBe(id);
        expect(e?.title).not.toMatch(/\{\w+\}/);
        expect(e?.explanation).not.toMatch(/\{\w+\}|\/[을를이가은는와과]/);
        expect(e?.suggestion).not.toMatch(/\{[a-zA-Z]+\}(?!')/);
        expect(e?.line, 'points at a line of the program').toBeGreaterThan(0);
        expect(e?.line).toBeLessThanOrEqual(f.code.split('\n').length);
        expect(e?.code).toBe(f.code.split('\n')[(e?.line ?? 1) - 1]?.trim());
      });
    }
  }
});

describe('explanations', () => {
  const byId = (id: string, i = 0) => all.filter((f) => f.id === id)[i] as Fixture;

  it('suggests a name from the code for a NameError', () => {
    const e = explainPythonError(byId('name-error').py311, { code: byId('name-error').code });
    expect(e?.title).toBe("'scor'라는 이름이 없어요");
    expect(e?.explanation).toContain("혹시 'score'를 쓰려던 건가요?");
    expect(e?.line).toBe(2);
  });

  it('chooses the particle after an attribute of None from its name, and knows Korean names (issue 23)', () => {
    const none = (attr: string) =>
      explainPythonError(`Traceback (most recent call last):\n  File "main.py", line 2, in <module>\n    nums.${attr}(4)\nAttributeError: 'NoneType' object has no attribute '${attr}'\n`, { code: `nums = [3, 1].sort()\nnums.${attr}(4)` });
    const cases: [string, string][] = [['append', "'append'를"], ['split', "'split'을"], ['strip', "'strip'을"], ['get', "'get'을"], ['items', "'items'를"], ['append_', "'append_'를"], ['추가', "'추가'를"], ['값들', "'값들'을"]];
    for (const [attr, phrase] of cases) {
      const card = none(attr);
      expect(card?.id, attr).toBe('none-attribute');
      expect(card?.explanation, attr).toContain(`None에서 ${phrase} 쓰려고 했어요`);
      expect(card?.explanation, attr).not.toMatch(/을\/를|을\(를\)/);
    }
    const korean = explainPythonError("Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    print(점수)\nNameError: name '점수' is not defined\n", { code: '점 = 1\nprint(점수)' });
    // A Korean name gets a NameError card (it fell through to the generic card before).
    expect(korean?.id).toMatch(/^name-error/);
    expect(`${korean?.title} ${korean?.explanation}`).toContain("'점수'");
  });

  it('computes a suggestion when Python gives none (Levenshtein over the code and builtins)', () => {
    const text = "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    print(totl)\nNameError: name 'totl' is not defined\n";
    expect(explainPythonError(text, { code: 'total = 3\nprint(totl)' })?.explanation).toContain("'total'");
    const t2 = "  File \"main.py\", line 1\nNameError: name 'true' is not defined\n";
    expect(explainPythonError(t2, { code: 'x = true' })?.explanation).toContain("'True'");
    const t3 = "NameError: name 'pirnt' is not defined\n";
    expect(explainPythonError(t3, { code: "pirnt('a')" })?.explanation).toContain("'print'");
  });

  it('names the full-width character and its ASCII replacement', () => {
    const e = explainPythonError(byId('fullwidth-char').py314, { code: byId('fullwidth-char').code });
    expect(e?.suggestion).toBe("'，'을(를) 지우고 영문 입력 상태에서 ','로 다시 입력하세요.");
    const colon = explainPythonError(byId('fullwidth-char', 3).py311, { code: byId('fullwidth-char', 3).code });
    expect(colon?.suggestion).toContain("':'");
    expect(colon?.line).toBe(2);
  });

  it('mentions Korean quotes in an unterminated string', () => {
    const f = byId('unterminated-string', 1);
    expect(explainPythonError(f.py311, { code: f.code })?.explanation).toContain('한글 입력 상태의 따옴표');
    const plain = byId('unterminated-string', 0);
    expect(explainPythonError(plain.py311, { code: plain.code })?.explanation).not.toContain('한글 입력 상태의 따옴표');
  });

  it('tells int() values with a decimal point to use float()', () => {
    const f = byId('int-parse', 1);
    expect(explainPythonError(f.py314, { code: f.code })?.explanation).toContain('float()');
  });

  it('explains a call on a number as a missing multiplication sign', () => {
    const f = byId('not-callable', 1);
    expect(explainPythonError(f.py314, { code: f.code })?.suggestion).toContain('2*(3+4)');
    const shadow = byId('not-callable', 0);
    expect(explainPythonError(shadow.py311, { code: shadow.code })?.explanation).toContain("'sum'");
  });

  it('explains a stop by the time limit and by the Stop button', () => {
    const f = byId('time-limit');
    const limit = explainPythonError(f.py314, { code: f.code, timedOut: true, timeLimitMs: 5000 });
    expect(limit?.explanation).toContain('5초');
    const stop = explainPythonError(f.py314, { code: f.code });
    expect(stop?.title).toBe('실행이 중지되었습니다');
    // A run killed without a traceback (worker terminated) is still explained.
    expect(explainPythonError('', { timedOut: true })?.id).toBe('time-limit');
    expect(explainPythonError(null, { interrupted: true })?.id).toBe('keyboard-interrupt');
  });

  it('reads the legacy "unexpected EOF while parsing" (Python 3.8)', () => {
    const text = '  File "main.py", line 2\n    \n    ^\nSyntaxError: unexpected EOF while parsing\n';
    expect(explainPythonError(text, { code: 'print((1)\n' })?.id).toBe('unexpected-eof');
  });

  it('explains a module the browser cannot load', () => {
    const text =
      'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\n    import numpy\nModuleNotFoundError: The module \'numpy\' is included in the Pyodide distribution, but it is not installed.\n';
    const e = explainPythonError(text, { code: 'import numpy' });
    expect(e?.id).toBe('module-not-found');
    expect(e?.explanation).toContain('외부 라이브러리');
    const typo = byId('module-not-found');
    expect(explainPythonError(typo.py311, { code: typo.code })?.explanation).toContain("'math'");
  });

  it('subtracts a prepended header from line numbers', () => {
    const text = 'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\n    print(x)\nNameError: name \'x\' is not defined\n';
    expect(explainPythonError(text, { headerLines: 1, code: 'a = 1\nprint(x)' })?.line).toBe(2);
  });

  it('returns null for text without an exception', () => {
    expect(explainPythonError('안녕하세요\n')).toBeNull();
    expect(explainPythonError('')).toBeNull();
  });

  it('uses the last frame in the student file, not library frames', () => {
    const text = [
      'Traceback (most recent call last):',
      '  File "main.py", line 2, in <module>',
      '    random.randint(1)',
      '  File "/lib/python3.14/random.py", line 340, in randint',
      '    return self.randrange(a, b+1)',
      "TypeError: Random.randint() missing 1 required positional argument: 'b'",
    ].join('\n');
    const e = explainPythonError(text, { code: 'import random\nrandom.randint(1)' });
    expect(e?.id).toBe('missing-argument');
    expect(e?.line).toBe(2);
  });
});

describe('parseTraceback', () => {
  it('reads type, message, line and source line', () => {
    const f = all.find((x) => x.id === 'key-error') as Fixture;
    expect(parseTraceback(f.py311)).toEqual({ type: 'KeyError', message: "'영희'", line: 2, sourceLine: "print(scores['영희'])" });
    expect(parseTraceback(f.py314)).toEqual({ type: 'KeyError', message: "'영희'", line: 2, sourceLine: "print(scores['영희'])" });
  });

  it('finds the exception after program output', () => {
    const text = '결과: 3\nTraceback (most recent call last):\n  File "main.py", line 2, in <module>\nZeroDivisionError: division by zero\n';
    expect(parseTraceback(text)?.type).toBe('ZeroDivisionError');
  });
});

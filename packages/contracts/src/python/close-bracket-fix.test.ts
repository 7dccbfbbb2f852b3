import { describe, expect, it } from 'vitest';
import { explainPythonError } from './explain.js';

const neverClosed = (line: number, open = '(') =>
  `Traceback (most recent call last):\n  File "<exec>", line ${line}\n    x\n    ^\nSyntaxError: '${open}' was never closed`;

describe("fix for '(' was never closed", () => {
  it('appends the closing bracket when it is the last line with code', () => {
    expect(explainPythonError(neverClosed(1), { code: 'print("안녕"' })?.fix).toEqual({ line: 1, code: 'print("안녕")' });
    expect(explainPythonError(neverClosed(2, '['), { code: 'x = 1\nnums = [1, 2,   \n\n' })?.fix).toEqual({ line: 2, code: 'nums = [1, 2,]' });
    expect(explainPythonError(neverClosed(1, '{'), { code: "d = {'a': 1" })?.fix).toEqual({ line: 1, code: "d = {'a': 1}" });
  });

  it('offers no fix where appending the bracket would not be enough', () => {
    for (const code of ['print(1 +', 'print(x y', 'print("a",\n  "b"', 'print("a"  # 인사', 'print(len("a"']) {
      const line = 1;
      const card = explainPythonError(neverClosed(line), { code });
      expect(card?.id, code).toBe('unclosed-bracket');
      expect(card?.fix, code).toBeUndefined();
    }
  });
});

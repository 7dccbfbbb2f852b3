// Error cards read on the student's names and values (issue 24 class 7, tutorerr): a name made only in a block
// that did not run, an index the loop pushes past the list's length, how many values a split made, the
// student's own value wrapped in brackets for list + value.
import { describe, expect, it } from 'vitest';
import { explainPythonError } from './explain.js';

const tb = (line: number, src: string, error: string) => `Traceback (most recent call last):\n  File "/tmp/main.py", line ${line}, in <module>\n    ${src}\n${error}\n`;
const card = (text: string, code: string) => {
  const e = explainPythonError(text, { code })!;
  return { id: e.id, text: `${e.title}\n${e.explanation}\n${e.suggestion}` };
};

describe('a name made only in a block that did not run', () => {
  it('try: the conversion failed, except ran, the name was never made', () => {
    const code = 'try:\n    n = int(input())\nexcept ValueError:\n    print("x")\nprint(n * 2)';
    const r = card(tb(5, 'print(n * 2)', "NameError: name 'n' is not defined"), code);
    expect(r.id).toBe('name-error-skipped');
    expect(r.text).toContain('2번째 줄 n = int(input())');
    expect(r.text).toMatch(/try 안에 있어서/);
    expect(r.text).toMatch(/except에서도 n에 값을/);
  });

  it('if and loop bodies say why the block did not run; a name made where it always runs is not this card', () => {
    const ifCode = 'x = 3\nif x > 5:\n    big = True\nprint(big)';
    expect(card(tb(4, 'print(big)', "NameError: name 'big' is not defined"), ifCode).text).toContain('if x > 5 아래에 있어서 조건이 참일 때만');
    const loop = 'nums = []\nfor v in nums:\n    last = v\nprint(last)';
    expect(card(tb(4, 'print(last)', "NameError: name 'last' is not defined"), loop).text).toContain('반복이 한 번도 돌지 않으면');
    // Misspelled: no line makes 'totl'.
    expect(card(tb(3, 'print(totl)', "NameError: name 'totl' is not defined"), 'if True:\n    total = 1\nprint(totl)').id).toBe('name-error');
    // Used inside the same block that makes it: not a skipped block.
    expect(card(tb(3, 'print(k)', "NameError: name 'k' is not defined"), 'if True:\n    j = 1\n    print(k)').id).not.toBe('name-error-skipped');
  });
});

describe('an index the loop pushes past the list', () => {
  it('reads the length where the list is made and the largest index of the loop, on the student’s names', () => {
    const code = 'n = int(input())\ndp = [0] * n\ndp[0] = 1\nfor i in range(2, n + 1):\n    dp[i] = dp[i - 1] + dp[i - 2]\nprint(dp[n])';
    const r = card(tb(5, 'dp[i] = dp[i - 1] + dp[i - 2]', 'IndexError: list assignment index out of range'), code);
    expect(r.text).toContain('dp는 [0] * n으로 만들어서 칸이 n개예요(인덱스 0부터 n - 1까지)');
    expect(r.text).toContain('for i in range(2, n + 1)에서 n까지');
    expect(r.text).toContain('한 칸이 모자라요');
    const lit = card(tb(3, 'print(names[i])', 'IndexError: list index out of range'), "names = ['a', 'b', 'c']\nfor i in range(4):\n    print(names[i])");
    expect(lit.text).toContain('칸이 3개예요(인덱스 0부터 2까지)');
    expect(lit.text).toContain('names[3] 자리는 없어요');
    const plusOne = card(tb(3, 'print(a[i + 1])', 'IndexError: list index out of range'), 'a = [1, 2, 3]\nfor i in range(len(a)):\n    print(a[i + 1])');
    expect(plusOne.text).not.toContain('undefined');
  });
});

describe('values counted and wrapped on the student’s line', () => {
  it('unpack says how many values the right side made, and reads input() only when the line has it', () => {
    const r = card(tb(2, 'x, y, z = s.split("-")', 'ValueError: not enough values to unpack (expected 3, got 2)'), 's = "a-b"\nx, y, z = s.split("-")');
    expect(r.text).toContain('오른쪽 s.split("-")이 만든 값은 2개뿐이에요');
    expect(r.text).not.toMatch(/입력/);
    const input = card(tb(1, 'a, b = input().split()', 'ValueError: not enough values to unpack (expected 2, got 1)'), 'a, b = input().split()');
    expect(input.text).toContain('정확히 2개');
  });

  it('list + value wraps the student’s value in brackets', () => {
    const r = card(tb(2, 'numbers = numbers + 4', 'TypeError: can only concatenate list (not "int") to list'), 'numbers = [1]\nnumbers = numbers + 4');
    expect(r.text).toContain('[4]');
    expect(r.text).toContain('numbers + [4]');
  });
});

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

describe('cards read on the student’s own names (second round)', () => {
  it('KeyError lists the keys the code put in the dict and the one a typo was meant to be', () => {
    const code = 'scores = {"국어": 90, "영어": 80}\nscores["과학"] = 70\nprint(scores["국아"])';
    const r = card(tb(3, 'print(scores["국아"])', "KeyError: '국아'"), code);
    expect(r.text).toContain("scores에 넣은 키는 '국어', '영어', '과학'이에요");
    expect(r.text).toContain("'국아'와 '국어'는 철자가 조금 달라요");
    expect(card(tb(2, 'print(scores["수학"])', "KeyError: '수학'"), 'scores = {"국어": 90}\nprint(scores["수학"])').text).toContain("'수학'은 그중에 없어요");
  });

  it('a literal index past the end counts the list’s items or the string’s letters', () => {
    expect(card(tb(2, 'print(names[3])', 'IndexError: list index out of range'), 'names = ["a", "b", "c"]\nprint(names[3])').text).toContain('names는 항목이 3개라서 인덱스는 0부터 2까지예요. names[3]은 4번째 자리');
    expect(card(tb(2, 'print(text[5])', 'IndexError: string index out of range'), 'text = "abc"\nprint(text[5])').text).toContain('text는 글자가 3개라서');
  });

  it('str and a number: the operand that came from input(), or the string literal the number is glued to', () => {
    expect(card(tb(2, 'print(age + 1)', 'TypeError: can only concatenate str (not "int") to str'), 'age = input()\nprint(age + 1)').text).toContain('age는 age = input()으로 받아서');
    expect(card(tb(2, 'print("나이: " + age)', 'TypeError: can only concatenate str (not "int") to str'), 'age = 13\nprint("나이: " + age)').text).toContain('str(age)');
    expect(card(tb(3, 'print(a + b)', "TypeError: unsupported operand type(s) for +: 'int' and 'str'"), 'a = int(input())\nb = input()\nprint(a + b)').text).toContain('int(b)');
  });

  it('the divisor that was 0 and where None came from', () => {
    expect(card(tb(3, 'print(a / b)', 'ZeroDivisionError: division by zero'), 'a = 10\nb = 0\nprint(a / b)').text).toContain('나누는 값 b가 0이었어요');
    expect(card(tb(3, 'print(x[0])', "TypeError: 'NoneType' object is not subscriptable"), 'nums = [3, 1]\nx = nums.sort()\nprint(x[0])').text).toContain('sort()는 nums를 그 자리에서 바꾸고 None을 돌려줘요');
    const noReturn = 'def add(a, b):\n    print(a + b)\n\nr = add(1, 2)\nprint(r.bit_length())';
    expect(card(tb(5, 'print(r.bit_length())', "AttributeError: 'NoneType' object has no attribute 'bit_length'"), noReturn).text).toContain('add() 안에 값을 돌려주는 return이 없어서');
  });
});

describe('a number walked by for', () => {
  it('wraps the student’s own number in range() in their own loop', () => {
    const r = card(tb(2, 'for i in n:', "TypeError: 'int' object is not iterable"), 'n = 5\nfor i in n:\n    print(i)');
    expect(r.text).toContain('for i in range(n):');
  });
});

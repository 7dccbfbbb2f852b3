// Error cards that fit the error and the student's line (issue 24 class 7, stop 34): the errors that had
// only the generic card, and tips read on the code around the line.
import { describe, expect, it } from 'vitest';
import { explainPythonError } from './explain.js';

const tb = (line: number, src: string, error: string) => `Traceback (most recent call last):\n  File "<exec>", line ${line}, in <module>\n    ${src}\n${error}\n`;
const card = (text: string, code: string) => {
  const e = explainPythonError(text, { code })!;
  return `${e.title}\n${e.explanation}\n${e.suggestion}`;
};

describe('error cards that fit', () => {
  it('StopIteration: no more values, counted on the student’s generator or iterator', () => {
    const gen = 'def g():\n    yield 1\n\nit = g()\nnext(it)\nnext(it)';
    const text = card(tb(6, 'next(it)', 'StopIteration'), gen);
    expect(text).toContain('더 꺼낼 값이 없어요');
    expect(text).toContain('yield가 1개');
    expect(text).toContain('2번 불렀어요');
    expect(card(tb(4, 'next(it)', 'StopIteration'), 'it = iter([5, 6])\nnext(it)\nnext(it)\nnext(it)')).toContain('값이 2개');
  });

  it('files, a dict changed during a loop, assert', () => {
    expect(card(tb(1, 'open("a.txt")', "FileNotFoundError: [Errno 2] No such file or directory: 'a.txt'"), 'open("a.txt")')).toContain("'a.txt' 파일을 찾을 수 없어요");
    expect(card(tb(2, 'for k in d:', 'RuntimeError: dictionary changed size during iteration'), 'd = {1: 2}\nfor k in d:\n    del d[k]')).toContain('크기를 바꿨어요');
    expect(card(tb(1, 'assert 1 > 2', 'AssertionError'), 'assert 1 > 2')).toContain('assert');
  });

  it('a name made below the line that uses it', () => {
    const text = card(tb(1, 'go()', "NameError: name 'go' is not defined"), 'go()\n\ndef go():\n    pass');
    expect(text).toContain('만들기 전에');
    expect(text).toContain('먼저(위에)');
  });

  it('index tips read on the loop bound and the list’s size', () => {
    const loop = card(tb(4, 'print(xs[j])', 'IndexError: list index out of range'), 'xs = [1]\nj = 0\nwhile j <= len(xs):\n    print(xs[j])\n    j += 1');
    expect(loop).toContain('j <= len(xs)');
    const sized = card(tb(3, 'memo[k] = 1', 'IndexError: list assignment index out of range'), 'k = 4\nmemo = [0] * k\nmemo[k] = 1');
    expect(sized).toContain('k + 1개');
  });

  it('pop of a missing key names the default; len of a one-value "tuple" names the comma, not digits', () => {
    expect(card(tb(2, 'd.pop("x")', "KeyError: 'x'"), 'd = {}\nd.pop("x")')).toContain('pop(키, 기본값)');
    const tuple = card(tb(2, 'print(len(p))', "TypeError: object of type 'int' has no len()"), 'p = (4)\nprint(len(p))');
    expect(tuple).toContain('(4,)');
    expect(tuple).not.toContain('자릿수');
  });
});

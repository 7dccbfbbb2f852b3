import { describe, expect, it } from 'vitest';
import { canonicalOutput, classifyOutputDifference, describeOutputDifference, differsOnlyInOrder, isSetOrderDifference, outputsMatch, printsSetAsIs, usesSetOrHash } from './grading.js';

describe('grading output comparison', () => {
  it('ignores trailing spaces on a line and one final newline only', () => {
    expect(outputsMatch('a  \nb\t\n', 'a\nb')).toBe(true);
    expect(outputsMatch('a\r\nb\r\n', 'a\nb\n')).toBe(true);
    expect(canonicalOutput('a\n   ')).toBe('a');
  });

  it('counts a blank line at the start or the end (range(n + 1) printing an empty first line)', () => {
    expect(outputsMatch('\n1\n2\n', '1\n2\n')).toBe(false);
    expect(outputsMatch('1\n2\n\n', '1\n2\n')).toBe(false);
    expect(outputsMatch('1\n2', '1\n2\n')).toBe(true);
  });

  it('counts leading spaces and spaces between words', () => {
    expect(outputsMatch(' 1', '1')).toBe(false);
    expect(outputsMatch('a  b', 'a b')).toBe(false);
  });
});

describe('classifying the difference on the visible example', () => {
  it('names the kind of difference', () => {
    expect(classifyOutputDifference('1\n2\n', '1\n2')).toEqual({ kind: 'same' });
    expect(classifyOutputDifference('', '1')).toEqual({ kind: 'empty' });
    expect(classifyOutputDifference('1 2\n', '1\n2')).toEqual({ kind: 'whitespace' });
    expect(classifyOutputDifference('\n1\n2', '1\n2')).toEqual({ kind: 'whitespace' });
    expect(classifyOutputDifference('1\n3\n', '1\n2')).toEqual({ kind: 'value', line: 2 });
    expect(classifyOutputDifference('hello\n', '2026년 11월 25일\n수요일')).toEqual({ kind: 'value', line: 1 });
    expect(classifyOutputDifference('1\n', '1\n2\n3')).toEqual({ kind: 'missing', expectedLines: 3, actualLines: 1 });
    expect(classifyOutputDifference('1\n2\n3\n', '1')).toEqual({ kind: 'extra', expectedLines: 1, actualLines: 3 });
  });

  it('describes only what was printed', () => {
    expect(describeOutputDifference({ kind: 'empty' })).toContain('아무것도 출력하지 않았어요');
    expect(describeOutputDifference({ kind: 'value', line: 2 })).toContain('2번째 줄');
    expect(describeOutputDifference({ kind: 'missing', expectedLines: 3, actualLines: 1 })).toContain('2번째 줄부터 빠졌어요');
  });

  it('recognises an output that differs only in the order of items coming from a set', () => {
    expect(differsOnlyInOrder("{'배', '사과'}", "{'사과', '배'}")).toBe(true);
    expect(differsOnlyInOrder('b\na\n', 'a\nb')).toBe(true);
    expect(differsOnlyInOrder('a b', 'a b')).toBe(false);
    expect(differsOnlyInOrder('a\na', 'a\nb')).toBe(false);
    expect(usesSetOrHash('s = set(words)')).toBe(true);
    expect(usesSetOrHash('s = {"a", "b"}')).toBe(true);
    expect(usesSetOrHash('seen.add(x)')).toBe(true);
    expect(usesSetOrHash('d = {"a": 1}\nprint(f"{d}")')).toBe(false);
    expect(usesSetOrHash('# set(x)\nprint(sorted([2, 1]))')).toBe(false);
    expect(isSetOrderDifference('print(set(input().split()))', "{'b', 'a'}", "{'a', 'b'}")).toBe(true);
    expect(isSetOrderDifference('print(2)\nprint(1)', '2\n1', '1\n2')).toBe(false);
  });

  it('sees a set printed as is, not a dict or a sorted list', () => {
    expect(printsSetAsIs('print(set(input().split()))', "{'사과', '배'}\n")).toBe(true);
    expect(printsSetAsIs('print({1, 2} | {3})', '{1, 2, 3}')).toBe(true);
    expect(printsSetAsIs('s = set(x)\nprint(sorted(s))', "['a', 'b']")).toBe(false);
    expect(printsSetAsIs('d = dict(a=1)\nprint(set(d), d)', "{'a': 1, 'b': 2}")).toBe(false);
    expect(printsSetAsIs('print({"a": 1, "b": 2})', "{'a': 1, 'b': 2}")).toBe(false);
  });
});

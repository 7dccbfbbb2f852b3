import { describe, expect, it } from 'vitest';
import { canonicalOutput, classifyOutputDifference, describeOutputDifference, outputsMatch } from './grading.js';

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
});

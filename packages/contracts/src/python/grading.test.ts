import { describe, expect, it } from 'vitest';
import { canonicalOutput, outputsMatch } from './grading.js';

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

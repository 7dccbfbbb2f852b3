import { describe, expect, it } from 'vitest';
import { resolveJosa } from './josa.js';
import { identifiersIn, maskStringsAndComments } from './source-scan.js';
import { closestName, levenshtein, suggestName } from './suggest.js';

describe('resolveJosa', () => {
  it('chooses particles after Hangul, digits and code names', () => {
    expect(resolveJosa("'철수'을/를")).toBe("'철수'를");
    expect(resolveJosa("'영희'이/가 '점수'은/는")).toBe("'영희'가 '점수'는");
    expect(resolveJosa("'책'이/가")).toBe("'책'이");
    expect(resolveJosa('3이/가')).toBe('3이');
    expect(resolveJosa("'sum'이라는/라는 'print'이라는/라는")).toBe("'sum'이라는 'print'라는");
    expect(resolveJosa('정수(int)은/는')).toBe('정수(int)는');
    expect(resolveJosa("'말'으로/로")).toBe("'말'로");
    expect(resolveJosa("'，'을/를")).toBe("'，'을(를)");
  });
});

describe('source scanning', () => {
  it('blanks strings and comments but keeps length and lines', () => {
    const code = "a = 'x#y' # note\nb = \"q\"";
    const masked = maskStringsAndComments(code);
    expect(masked.length).toBe(code.length);
    expect(masked).toBe("a = '   '       \nb = \" \"");
  });
  it('lists identifiers outside strings', () => {
    expect(identifiersIn("점수 = 90\nprint('hello', 점수, 1e5)")).toEqual(['점수', 'print']);
  });
});

describe('suggestions', () => {
  it('measures edit distance with transpositions', () => {
    expect(levenshtein('pirnt', 'print')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
  });
  it('finds the closest name', () => {
    expect(closestName('uppercase', ['upper', 'lower'])).toBe('upper');
    expect(closestName('xyz', ['print'])).toBeNull();
    expect(suggestName('Print')).toBe('print');
    expect(suggestName('x', 'y = 0')).toBeNull();
    expect(suggestName('점수들', '점수 = 0')).toBe('점수');
    expect(suggestName('totl', 'total = 0')).toBe('total');
  });
});

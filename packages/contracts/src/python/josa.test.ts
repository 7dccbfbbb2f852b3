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

  it('reads through the marks around an insert: a code span, its call parentheses, bold', () => {
    expect(resolveJosa('`reverse()`은/는')).toBe('`reverse()`는');
    expect(resolveJosa('`strip()`은/는')).toBe('`strip()`은');
    expect(resolveJosa('`len()`이/가 `sum`을/를')).toBe('`len()`이 `sum`을');
    expect(resolveJosa('`print(x[0])`으로/로')).toBe('`print(x[0])`로');
    expect(resolveJosa('**변수 만들기**이/가 **반복문**과/와')).toBe('**변수 만들기**가 **반복문**과');
  });

  it('reads code names the way they are said: a short vowel before p, t or ck ends in a consonant', () => {
    const josa = (name: string) => resolveJosa(`'${name}'을/를`).slice(name.length + 2);
    for (const name of ['strip', 'split', 'get', 'set', 'format', 'input', 'pop', 'isdigit', 'stack', 'join', 'sum', 'title']) expect(josa(name), name).toBe('을');
    for (const name of ['append', 'sort', 'print', 'list', 'upper', 'items', 'keys', 'sleep', 'update', 'count', 'index', 'insert']) expect(josa(name), name).toBe('를');
    // Trailing underscores are not read; a name that ends in one still gets one particle, never both.
    expect(resolveJosa("'append_'을/를")).toBe("'append_'를");
    expect(resolveJosa("'get_'을/를")).toBe("'get_'을");
    expect(resolveJosa("'x_1'을/를")).toBe("'x_1'을");
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

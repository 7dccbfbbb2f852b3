import { describe, expect, it } from 'vitest';
import { applyNumHeader, assignsName, buildNumHeader, pythonLiteral, usesName } from './num-header.js';

describe('num1/num2 header rule', () => {
  it('defines num1 and num2 from the first and second input values when used but not assigned', () => {
    expect(buildNumHeader('print(num1 + num2)', ['3', '5'])).toBe('num1 = 3; num2 = 5');
    expect(applyNumHeader('print(num1 + num2)', ['3', '5'])).toEqual({ code: 'num1 = 3; num2 = 5\nprint(num1 + num2)', headerLines: 1 });
  });
  it('adds nothing when the code assigns them', () => {
    expect(buildNumHeader('num1 = int(input())\nnum2 = int(input())\nprint(num1 + num2)', ['3', '5'])).toBe('');
    expect(buildNumHeader('num1, num2 = map(int, input().split())\nprint(num1)', ['3 4'])).toBe('');
    expect(buildNumHeader('for num1 in range(3):\n    print(num1)', ['1'])).toBe('');
    expect(buildNumHeader('def add(num1, num2):\n    return num1 + num2', ['1', '2'])).toBe('');
  });
  it('only defines the variable that is missing', () => {
    expect(buildNumHeader('num1 = 10\nprint(num1 * num2)', ['3', '5'])).toBe('num2 = 5');
  });
  it('ignores names in strings and comments, and longer names', () => {
    expect(buildNumHeader("print('num1') # num2", ['3', '5'])).toBe('');
    expect(buildNumHeader('num10 = 1\nprint(num10)', ['3'])).toBe('');
  });
  it('leaves a variable undefined when its value was not entered', () => {
    expect(buildNumHeader('print(num1 + num2)', ['3'])).toBe('num1 = 3');
    expect(applyNumHeader('print(num1)', [])).toEqual({ code: 'print(num1)', headerLines: 0 });
  });
  it('uses index access and comparison as uses, not assignments', () => {
    expect(assignsName('a[num1] = 2', 'num1')).toBe(false);
    expect(assignsName('if num1 == 2: pass', 'num1')).toBe(false);
    expect(assignsName('num1 += 1', 'num1')).toBe(false);
    expect(assignsName('num1: int = 3', 'num1')).toBe(true);
    expect(assignsName('while (num1 := 3): pass', 'num1')).toBe(true);
    expect(usesName('print(num2)', 'num2')).toBe(true);
  });
  it('writes values as Python literals', () => {
    expect(pythonLiteral('007')).toBe('7');
    expect(pythonLiteral('-12')).toBe('-12');
    expect(pythonLiteral('3.5')).toBe('float("3.5")');
    expect(pythonLiteral('철수')).toBe('"철수"');
    expect(pythonLiteral('a"b\\c')).toBe('"a\\"b\\\\c"');
  });
});

import { describe, expect, it } from 'vitest';
import {
  allInputsFilled,
  clampInputIndex,
  codeChangeSize,
  countInputCalls,
  inputSlotCount,
  joinInputValues,
  missingInputsMessage,
  needsInput,
  nextInputValues,
  splitInputValues,
} from './inputs.js';

describe('countInputCalls', () => {
  it('counts input( occurrences', () => {
    expect(countInputCalls("name = input('이름? ')\nage = input()")).toBe(2);
    expect(countInputCalls('x = int(input ())')).toBe(1);
    expect(countInputCalls('print(1)')).toBe(0);
  });
  it('ignores comments, string text and other names ending in input', () => {
    expect(countInputCalls("# input() 으로 받아요\nprint('input(')\nmy_input(1)\nobj.input(2)")).toBe(0);
    expect(countInputCalls('s = """\ninput()\n"""\nx = input()')).toBe(1);
  });
  it('counts calls inside f-string expressions', () => {
    expect(countInputCalls("print(f'합: {int(input()) + 1}')")).toBe(1);
    expect(countInputCalls("print(f'{{input()}}')")).toBe(0);
  });
  it('needsInput', () => {
    expect(needsInput('a = input()')).toBe(true);
    expect(needsInput('a = 1')).toBe(false);
  });
});

describe('codeChangeSize', () => {
  it('measures one edit', () => {
    expect(codeChangeSize('abc', 'abcd')).toBe(1);
    expect(codeChangeSize('abc', 'ab')).toBe(1);
    expect(codeChangeSize('print(1)', 'print(12345)')).toBe(4);
    expect(codeChangeSize('x = 1', 'y = 2\nz = 3')).toBe(11);
    expect(codeChangeSize('same', 'same')).toBe(0);
    expect(codeChangeSize('aaaa', 'aaaaaa')).toBe(2);
  });
});

describe('nextInputValues (reset rules)', () => {
  const code1 = "a = input()\nb = input()";
  it('creates one empty value per input() when the count changes', () => {
    expect(nextInputValues('', code1, [])).toEqual(['', '']);
    expect(nextInputValues(code1, `${code1}\nc = input()`, ['1', '2'])).toEqual(['', '', '']);
    expect(nextInputValues(code1, 'a = input()', ['1', '2'])).toEqual(['']);
  });
  it('hides and clears values when input() is gone', () => {
    expect(nextInputValues(code1, 'print(1)', ['1', '2'])).toEqual([]);
    const none: string[] = [];
    expect(nextInputValues('x', 'y', none)).toBe(none);
  });
  it('keeps values for small edits (5 characters or fewer)', () => {
    const values = ['1', '2'];
    expect(nextInputValues(code1, `${code1}\n#abc`, values)).toBe(values);
    expect(nextInputValues(code1, code1.replace('a =', 'aaaaaa ='), values)).toBe(values);
  });
  it('resets values when one edit changes more than 5 characters', () => {
    expect(nextInputValues(code1, `${code1}\nprint(a)`, ['1', '2'])).toEqual(['', '']);
  });
});

describe('inputSlotCount', () => {
  it('adds chips for num1/num2 used without assignment', () => {
    expect(inputSlotCount('print(num1 + num2)')).toBe(2);
    expect(inputSlotCount('print(num1)')).toBe(1);
    expect(inputSlotCount('a = input()\nb = input()\nc = input()\nprint(num1)')).toBe(3);
    expect(inputSlotCount('num1 = 1\nprint(num1)')).toBe(0);
    expect(nextInputValues('', 'print(num1 + num2)', [])).toEqual(['', '']);
  });
});

describe('filled check and messages', () => {
  it('needs every value', () => {
    expect(allInputsFilled(['a', 'b'])).toBe(true);
    expect(allInputsFilled(['a', ''])).toBe(false);
    expect(allInputsFilled([])).toBe(true);
  });
  it('shows filled/total', () => {
    expect(missingInputsMessage(['a', '', 'c'])).toBe('입력값이 모두 입력되지 않았습니다 (2/3)');
  });
  it('keeps chip navigation within bounds', () => {
    expect(clampInputIndex(-1, 3)).toBe(0);
    expect(clampInputIndex(5, 3)).toBe(2);
    expect(clampInputIndex(1, 3)).toBe(1);
    expect(clampInputIndex(1, 0)).toBe(0);
  });
  it('joins with commas and splits with trimming', () => {
    expect(joinInputValues(['3', '5'])).toBe('3,5');
    expect(splitInputValues(' 3 , 5')).toEqual(['3', '5']);
    expect(splitInputValues('')).toEqual([]);
  });
});

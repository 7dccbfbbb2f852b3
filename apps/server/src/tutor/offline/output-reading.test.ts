import { describe, expect, it } from 'vitest';
import { rangeValues } from '../code-reading.js';
import { countReading, missingOutputReading, wantedCount } from './output-reading.js';

describe('how many times it came out, read on the student’s code', () => {
  it('reads the count the student wants, not a layout word', () => {
    expect(wantedCount('3번 돌아야')).toBe(3);
    expect(wantedCount('다섯 줄')).toBe(5);
    expect(wantedCount('한 번만')).toBe(1);
    expect(wantedCount('1부터 5까지 한 줄에')).toBeUndefined();
    expect(wantedCount('두 번째 줄')).toBeUndefined();
  });

  it('lists the values of a literal range', () => {
    expect(rangeValues('range(1, 5)')).toEqual([1, 2, 3, 4]);
    expect(rangeValues('range(5, 0, -2)')).toEqual([5, 3, 1]);
    expect(rangeValues('range(10, 1)')).toEqual([]);
    expect(rangeValues('range(n)')).toBeUndefined();
  });

  it('a while loop whose variable jumps past the bound: the values it takes, not a < / <= tip', () => {
    const r = countReading('count = 0\nwhile count < 3:\n    print("안녕")\n    count += 3', 3, '안녕\n')!;
    expect(r.line).toBe(2);
    expect(r.message).toContain('0 → 3');
    expect(r.message).toContain('**1번**');
    expect(r.message).toContain('`count += 3`');
    expect(r.message).not.toContain('<=');
  });

  it('a print after the loop runs once; a range runs its own number of times', () => {
    const outside = countReading('for i in range(3):\n    pass\nprint("반복")', 3, '반복\n')!;
    expect(outside.line).toBe(3);
    expect(outside.message).toContain('반복 밖');
    const range = countReading('for i in range(1, 5):\n    print("hi")', 5, 'hi\nhi\nhi\nhi\n')!;
    expect(range.message).toContain('1, 2, 3, 4');
    expect(range.message).toContain('**4번**');
    // The count already matches: nothing to explain here.
    expect(countReading('for i in range(1, 5):\n    print("hi")', 4, 'hi\nhi\nhi\nhi\n')).toBeUndefined();
  });

  it('a wanted text no print can show: the branch that printed instead', () => {
    const code = 'n = int(input())\nif n > 0:\n    print("양수")\nelse:\n    print("음수")';
    const r = missingOutputReading(code, '0', '음수')!;
    expect(r.line).toBe(4);
    expect(r.message).toContain('`0`을 출력하는 줄이 **없어요**');
    expect(r.message).toContain('elif');
    // A text that some print shows is the branch reading's job, not this one.
    expect(missingOutputReading(code, '양수', '음수')).toBeUndefined();
    // Prints of computed values: the reading cannot tell what they show.
    expect(missingOutputReading('x = 3\nif x > 2:\n    print(x)', '0', '3')).toBeUndefined();
  });
});

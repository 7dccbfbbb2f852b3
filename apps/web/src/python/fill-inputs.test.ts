import { describe, expect, it } from 'vitest';
import { fillInputs, refillAfterReset } from './fill-inputs';

describe('prefilled input values', () => {
  it('gives one value per input() call, in order', () => {
    expect(fillInputs("a = input()\nb = input()\nprint(a, b)", ['철수', '15'])).toEqual(['철수', '15']);
  });
  it('leaves missing values empty and drops extra ones', () => {
    expect(fillInputs('a = input()\nb = input()', ['x'])).toEqual(['x', '']);
    expect(fillInputs('a = input()', ['x', 'y'])).toEqual(['x']);
  });
  it('has no values for code without input()', () => {
    expect(fillInputs('print(1)', ['x'])).toEqual([]);
  });
});

describe('refill after a reset', () => {
  it('puts the loaded values back when the rules emptied them', () => {
    expect(refillAfterReset(['x'], ['', ''], ['a', 'b'])).toEqual(['a', 'b']);
  });
  it('keeps values the student changed without a reset', () => {
    const same = ['', ''];
    expect(refillAfterReset(same, same, ['a', 'b'])).toBe(same);
    expect(refillAfterReset(['x'], ['y'], ['a'])).toEqual(['y']);
    expect(refillAfterReset(['x'], [''], [])).toEqual(['']);
  });
});

import { describe, expect, it } from 'vitest';
import { loopBoundReading, statedExpectation } from './expectation.js';

describe('the student’s stated expectation', () => {
  it.each([
    ['55 나와야 되는데 45 나옴', { want: '55', got: '45' }],
    ['3이 나와야 하는데 2가 떠요', { want: '3', got: '2' }],
    ['결과가 10 나와야 돼요', { want: '10' }],
  ])('%s', (message, want) => {
    expect(statedExpectation(message)).toEqual(want);
  });

  it('is absent from ordinary questions', () => {
    expect(statedExpectation('while 문이 뭐예요?')).toBeUndefined();
  });

  it('finds the loop bound that leaves out exactly the missing value, on the student’s numbers', () => {
    const code = 'total = 0\ni = 1\nwhile i < 10:\n    total += i\n    i += 1\nprint(total)';
    const r = loopBoundReading(code, { want: '55', got: '45' })!;
    expect(r.line).toBe(3);
    expect(r.message).toContain('차이 10이');
    expect(r.message).toContain('`i`가');
    expect(loopBoundReading('for i in range(1, 4):\n    print(i)', { want: '10', got: '6' })?.message).toContain('바로 앞까지만');
    // A difference the bound does not explain is left to the other readings.
    expect(loopBoundReading(code, { want: '60', got: '45' })).toBeUndefined();
  });
});

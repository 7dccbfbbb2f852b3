import { describe, expect, it } from 'vitest';
import { errorInWords } from './error-words.js';

describe('an error named in words, without a traceback', () => {
  it('reads the English message as the last line of a traceback and finds that error’s card', () => {
    expect(errorInWords('list index out of range 이거 뭐에요')?.id).toBe('index-error');
    expect(errorInWords("'method' object is not subscriptable 이 뭐임")?.id).toBe('not-subscriptable');
    expect(errorInWords('invalid syntax 에러가 뭐예요')?.errorType).toBe('SyntaxError');
    expect(errorInWords('division by zero 떠요')?.id).toBe('zero-division');
  });

  it('does not read Korean alone, or English that names no error, as an error', () => {
    expect(errorInWords('리스트가 뭐예요')).toBeUndefined();
    expect(errorInWords('for loop 어떻게 써요')).toBeUndefined();
    expect(errorInWords('hello world 출력 어떻게 해')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { aboutFailedProgram, errorInWords, namesRunError } from './error-words.js';

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

describe('a message about the failed run’s error', () => {
  const nameError = "Traceback (most recent call last):\n  File \"main.py\", line 5, in <module>\n    print(x)\nNameError: name 'x' is not defined\n";
  const concat = 'TypeError: can only concatenate str (not "int") to str';
  it('reads the purpose the run was for (-려고, -려는데, -려니까) and a one-letter name the error quotes', () => {
    expect(namesRunError('나이 붙여서 출력하려는데', concat)).toBe(true);
    expect(namesRunError('리스트에 3 추가하려고', concat)).toBe(true);
    expect(namesRunError('첫글자 바꾸려니까 안 됨', concat)).toBe(true);
    expect(namesRunError('x 출력 안 됨', nameError)).toBe(true);
  });

  it('does not read a message about something else as about the run', () => {
    expect(namesRunError('for문이 뭐예요', nameError)).toBe(false);
    expect(namesRunError('next 알려줘', nameError)).toBe(false);
  });
});

describe('a message in the words of the failed program’s own topics', () => {
  it('is about the run when every topic it names is used by the program and it asks why or says what happened', () => {
    expect(aboutFailedProgram(['print'], 'print(nmae)', 'about')).toBe(true);
    expect(aboutFailedProgram(['print'], 'print(nmae)', 'why')).toBe(true);
  });

  it('is not when it asks what a topic is or how to do something, or names a topic the program does not use', () => {
    expect(aboutFailedProgram(['print'], 'print(nmae)', 'what')).toBe(false);
    expect(aboutFailedProgram(['print'], 'print(nmae)', 'how')).toBe(false);
    expect(aboutFailedProgram(['dict'], 'print(nmae)', 'about')).toBe(false);
    expect(aboutFailedProgram([], 'print(nmae)', 'about')).toBe(false);
  });
});

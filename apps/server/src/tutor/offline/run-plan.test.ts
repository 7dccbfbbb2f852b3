import { describe, expect, it } from 'vitest';
import { asLastRun, inputInLoop, runPlan, statedInputs } from './run-plan.js';

const ctx = (code: string, userInput = '왜 에러나요', lastRun?: { inputs: string[]; output: string; error: string | null; success: boolean }) => ({ code, userInput, lastRun });

describe('running the student code on the server when no run came with it', () => {
  it('runs code that reads no input, and not code that already has a run, blanks or nothing', () => {
    expect(runPlan(ctx('print(1)'), undefined)).toMatchObject({ code: 'print(1)', inputs: [] });
    expect(runPlan(ctx('print(1)', '왜요', { inputs: [], output: '1\n', error: null, success: true }), undefined)).toBeUndefined();
    expect(runPlan(ctx('x = ___\nprint(x)'), undefined)).toBeUndefined();
    expect(runPlan(ctx('   '), undefined)).toBeUndefined();
  });

  it('feeds input() from the values the student names, else the task example, else does not run', () => {
    expect(statedInputs('3 4 넣으면 에러나요')).toEqual(['3', '4']);
    expect(statedInputs('3이랑 4 넣었는데 이상해요')).toEqual(['3', '4']);
    expect(runPlan(ctx('a, b = input().split()\nprint(a + b)', '3 4 넣으면 왜 이래요'), undefined)?.inputs).toEqual(['3 4']);
    expect(runPlan(ctx('a = input()\nb = input()\nprint(a + b)', '3 4 넣으면 왜 이래요'), undefined)?.inputs).toEqual(['3', '4']);
    expect(runPlan(ctx('n = int(input())\nprint(n)'), ['7'])?.inputs).toEqual(['7']);
    expect(runPlan(ctx('n = int(input())\nprint(n)'), undefined)).toBeUndefined();
  });

  it('runs code with a stated expectation too (the reply still reads the student’s own numbers), on the input they name without its unit', () => {
    expect(runPlan(ctx('print(45)', '55 나와야 되는데 45 나옴'), undefined)).toMatchObject({ inputs: [] });
    expect(statedInputs('75점 넣었는데 아무것도 안 나와요')).toEqual(['75']);
    expect(runPlan(ctx('s = int(input())\nprint(s)', '75점 넣었는데 아무것도 안 나와요'), undefined)?.inputs).toEqual(['75']);
  });

  it('reads a sandbox result as a run: the traceback and the sandbox reason as the error', () => {
    expect(asLastRun([], { success: false, stdout: '1\n', stderr: 'Traceback …\nNameError: x', message: null })).toEqual({ inputs: [], output: '1\n', error: 'Traceback …\nNameError: x', success: false });
    expect(asLastRun(['3'], { success: true, stdout: '3\n', stderr: '', message: null }).error).toBeNull();
  });
});

describe('input() inside a loop, read line by line (the regex it replaces backtracked exponentially on blank lines)', () => {
  it('finds input() in a for/while body, after blank lines, not after the body ends', () => {
    expect(inputInLoop('for i in range(3):\n    x = input()\n')).toBe(true);
    expect(inputInLoop('while True:\n\n    \n    n = int(input())')).toBe(true);
    expect(inputInLoop('for i in range(3):\n    print(i)\nx = input()')).toBe(false);
    expect(inputInLoop('x = input()\nfor i in range(3):\n    print(x)')).toBe(false);
    expect(inputInLoop('for i in range(3):\n    s.input()')).toBe(false);
  });

  it('answers at once on a loop followed by thousands of blank lines and no input()', () => {
    const code = `for i in range(3):\n${'\n'.repeat(5000)}print(i)`;
    expect(inputInLoop(code)).toBe(false);
    expect(runPlan(ctx(`x = input()\n${code}`, '3 넣으면 왜 이래요'), undefined)?.inputs).toEqual(['3']);
  });
});

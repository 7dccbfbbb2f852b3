import { describe, expect, it } from 'vitest';
import type { RunResult } from './client';
import { completeRun } from './completed-run';

const base: RunResult = { success: true, output: '', error: null, errorType: null, durationMs: 5, interrupted: false, timedOut: false, truncated: false };

describe('completeRun', () => {
  it('a Stop is its own kind of run: not an error, no explanation, history says 실행 중지', () => {
    const run = completeRun('while True:\n    pass\n', [], { ...base, success: false, output: 'a\n', error: 'KeyboardInterrupt', errorType: 'KeyboardInterrupt', interrupted: true }, 5000);
    expect(run.stopped).toBe(true);
    expect(run.isError).toBe(false);
    expect(run.explanation).toBeNull();
    expect(run.history[1].content.startsWith('실행 중지:')).toBe(true);
    expect(run.history[1].content).not.toContain('KeyboardInterrupt');
  });
  it('the time limit is not a Stop: it stays an error with its explanation', () => {
    const run = completeRun('while True:\n    pass\n', [], { ...base, success: false, error: 'TimeoutError', interrupted: true, timedOut: true }, 5000);
    expect(run.stopped).toBe(false);
    expect(run.isError).toBe(true);
    expect(run.history[1].content.startsWith('실행 오류:')).toBe(true);
  });
  it('an exception keeps the output printed before it, followed by the error', () => {
    const run = completeRun('print(1)\n1/0\n', [], { ...base, success: false, output: '1\n', error: 'ZeroDivisionError: division by zero', errorType: 'ZeroDivisionError' }, 5000);
    expect(run.isError).toBe(true);
    expect(run.history[1].content).toContain('1\nZeroDivisionError');
  });
});

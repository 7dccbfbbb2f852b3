import { describe, expect, it } from 'vitest';
import { RUN_ERROR_MARKER, isBlankCode, isRunError } from './run-error.js';

describe('run error rule', () => {
  it('counts a failed run as an error', () => {
    expect(isRunError({ success: false, result: '' })).toBe(true);
  });
  it('counts markers in the result as an error', () => {
    expect(isRunError({ success: true, result: 'Traceback (most recent call last):\n...' })).toBe(true);
    expect(isRunError({ success: true, result: 'SyntaxError: invalid syntax' })).toBe(true);
    expect(isRunError({ success: true, result: 'ValueError: bad' })).toBe(true);
    expect(isRunError({ success: true, result: `${RUN_ERROR_MARKER} 시간 초과` })).toBe(true);
  });
  it('accepts a successful run with ordinary output', () => {
    expect(isRunError({ success: true, result: '안녕 철수\n' })).toBe(false);
    expect(isRunError({ success: true, result: 'error without colon' })).toBe(false);
  });
  it('ignores blank code', () => {
    expect(isBlankCode('  \n\t')).toBe(true);
    expect(isBlankCode('print(1)')).toBe(false);
  });
});

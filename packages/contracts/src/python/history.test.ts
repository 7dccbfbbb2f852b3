import { describe, expect, it } from 'vitest';
import { buildCodeRunHistory } from './history.js';

describe('buildCodeRunHistory', () => {
  const timestamp = '2026-03-02T10:00:00.000Z';
  it('builds a code execution entry and an execution result entry', () => {
    const [user, assistant] = buildCodeRunHistory({ code: "print('hi')", output: 'hi\n', isError: false, timestamp });
    expect(user).toEqual({ role: 'user', content: "코드 실행:\n```python\nprint('hi')\n```", timestamp, type: 'code_execution' });
    expect(assistant).toEqual({ role: 'assistant', content: '실행 결과:\n```\nhi\n```', timestamp, type: 'code_result' });
  });
  it('labels a failed run as an execution error', () => {
    const [, assistant] = buildCodeRunHistory({ code: '1/0', output: 'ZeroDivisionError: division by zero', isError: true, timestamp: new Date(timestamp) });
    expect(assistant.content.startsWith('실행 오류:\n```\nZeroDivisionError')).toBe(true);
    expect(assistant.timestamp).toBe(timestamp);
  });
  it('keeps code with backticks in one block and marks empty output', () => {
    const [user, assistant] = buildCodeRunHistory({ code: "s = '```'", output: '', isError: false, timestamp });
    expect(user.content).toBe("코드 실행:\n````python\ns = '```'\n````");
    expect(assistant.content).toContain('(출력 없음)');
  });
});

describe('buildCodeRunHistory: a Stop', () => {
  it('is recorded as 실행 중지, never as 실행 오류', () => {
    const [, assistant] = buildCodeRunHistory({ code: 'while True: pass', output: '', isError: false, stopped: true, timestamp: '2026-03-02T10:00:00.000Z' });
    expect(assistant.content.startsWith('실행 중지:')).toBe(true);
    expect(assistant.content).not.toContain('실행 오류');
  });
});

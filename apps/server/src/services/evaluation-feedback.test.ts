import { describe, expect, it } from 'vitest';
import type { GradeResult, RunResult } from '../grader/index.js';
import { feedbackFor } from './evaluation-service.js';

const run = (over: Partial<RunResult>): RunResult => ({ success: true, stdout: '', stderr: '', exitCode: 0, timedOut: false, memoryExceeded: false, truncated: false, durationMs: 5, status: 'ok', message: null, ...over });
const grade = (passed: boolean[], example: RunResult): GradeResult => ({
  passed: passed.filter(Boolean).length,
  total: passed.length,
  allPassed: passed.every(Boolean),
  results: passed.map((p, index) => ({ index, passed: p, status: 'ok', stdout: '', stderr: '', message: null, durationMs: 5 })),
  example,
});

describe('evaluation feedback on the visible example', () => {
  it('gives a wrong-in-every-way answer no format hint: it names the line that differs', () => {
    const text = feedbackFor(grade([false, false], run({ stdout: 'hello\n' })), 'print("hello")', '2026년 11월 25일\n수요일');
    expect(text).toContain('1번째 줄의 내용이 예상 출력과 달라요');
    expect(text).not.toMatch(/형식|띄어쓰기/);
  });

  it('says when only spaces or line breaks differ, and when lines are missing or extra', () => {
    expect(feedbackFor(grade([false], run({ stdout: '1 2\n' })), '', '1\n2')).toContain('띄어쓰기나 줄바꿈만 달라요');
    expect(feedbackFor(grade([false], run({ stdout: '1\n' })), '', '1\n2\n3')).toContain('2번째 줄부터 빠졌어요');
    expect(feedbackFor(grade([false], run({ stdout: '\n\n1\n2\n' })), '', '1\n2')).toContain('띄어쓰기나 줄바꿈만');
  });

  it('explains a grader-side SyntaxError with the Korean card and never describes output that was not printed', () => {
    const stderr = '  File "main.py", line 1\n    if x = 1:\n       ^^^^^\nSyntaxError: invalid syntax. Maybe you meant \'==\' or \':=\' instead of \'=\'?\n';
    const text = feedbackFor(grade([false, false], run({ success: false, status: 'error', exitCode: 1, stderr })), 'if x = 1:\n    print(x)\n', '1');
    expect(text).toContain('오류가 나요');
    expect(text).toContain('1번째 줄');
    expect(text).not.toMatch(/출력이 \d+줄|내 출력/);
  });

  it('tells a right example with failing hidden tests to look at the conditions, without hidden inputs', () => {
    const text = feedbackFor(grade([true, false], run({ stdout: '3\n' })), 'print(3)', '3');
    expect(text).toContain('예시 입력에서는 맞지만');
  });

  it('says which requirement of the statement is not met, also when every output is right', () => {
    const structure = { parsed: true, unmet: [{ rule: 'forbid_call' as const, name: 'max' }] };
    const allRight = feedbackFor({ ...grade([true, true], run({ stdout: '3\n' })), structure }, 'print(max(1, 3))', '3');
    expect(allRight).toContain('출력은 모두 맞지만');
    expect(allRight).toContain('`max()`를 쓰지 않고 풀어야 해요.');
    expect(feedbackFor({ ...grade([true, false], run({ stdout: '3\n' })), structure }, 'print(max(1, 3))', '3')).toContain('요구 사항을 지키지 않았어요');
    expect(feedbackFor({ ...grade([true], run({ stdout: '3\n' })), structure: { parsed: true, unmet: [] } }, 'x', '3')).toBe('숨겨진 테스트 1개를 모두 통과했어요.');
  });

  it('says that only the order differs when a set decides it (example or a hidden test), and never shows the hidden output', () => {
    const code = 'words = set(input().split())\nfor w in words:\n    print(w)\n';
    const onExample = feedbackFor(grade([false], run({ stdout: '사과\n배\n' })), code, '배\n사과');
    expect(onExample).toContain('집합(set)은 순서가 정해져 있지 않아요');
    expect(onExample).not.toContain('번째 줄의 내용');
    const hidden = grade([true, false], run({ stdout: '배\n사과\n' }));
    hidden.results[1]!.stdout = '감\n귤\n';
    const onHidden = feedbackFor(hidden, code, '배\n사과', ['배\n사과', '귤\n감']);
    expect(onHidden).toContain('sorted()로 정렬해서');
    expect(onHidden).not.toContain('귤');
    // A list printed in another order is a different value, not a set-order residue.
    expect(feedbackFor(grade([false], run({ stdout: '2\n1\n' })), 'print(2)\nprint(1)', '1\n2')).toContain('1번째 줄의 내용이 예상 출력과 달라요');
  });
});

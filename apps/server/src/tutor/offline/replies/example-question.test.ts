import { describe, expect, it } from 'vitest';
import { askedOfExample, fit, printedLines, valueOf } from './example-question.js';

describe("the tutor's question about the example it showed", () => {
  it('is read by what it asks: what the example prints, or what a changed value does', () => {
    expect(askedOfExample('이 예시를 직접 실행해 보기 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?')).toBe('predict');
    expect(askedOfExample('그럼 다음 줄 `print(word[-2])`는 무엇을 출력할까요?')).toBe('predict');
    expect(askedOfExample('예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?')).toBe('change');
    expect(askedOfExample('이 내용을 지금 풀고 있는 문제에 어떻게 쓸 수 있을지 생각해 볼까요?')).toBeUndefined();
    expect(askedOfExample(null)).toBeUndefined();
  });

  it('pairs print lines with output lines only for straight-line examples', () => {
    expect(printedLines({ code: 'word = "PYTHON"\nprint(word[-1])\nprint(word[-2])', output: 'N\nO', lead: '' })).toEqual([
      { line: 'print(word[-1])', out: 'N' },
      { line: 'print(word[-2])', out: 'O' },
    ]);
    expect(printedLines({ code: 'for i in range(2):\n    print(i)', output: '0\n1', lead: '' })).toBeUndefined();
    expect(printedLines({ code: 'print(1, end=" ")\nprint(2)', output: '1 2', lead: '' })).toBeUndefined();
    expect(printedLines({ code: 'print(1)', output: undefined, lead: '' })).toBeUndefined();
  });

  it('reads a short message as a value only when it says nothing else', () => {
    expect(valueOf('3이요', '3 2')).toBe('3');
    expect(valueOf('N O P', 'N\nO\nP')).toBe('N O P');
    expect(valueOf('짝수 나올듯', '짝수')).toBe('짝수');
    expect(valueOf('ㅇㅇ', '3')).toBeUndefined();
    expect(valueOf('슬라이싱 다시 설명해줘', 'PY')).toBeUndefined();
  });

  it('checks the value against the whole output, a line of it, or one word of it', () => {
    expect(fit('N O P', 'N\nO\nP')).toBe('all');
    expect(fit('[20, 30, 40]', '[20, 30, 40]\n[10, 20, 30]')).toBe('part');
    expect(fit('3', '22 12 85\n3.4\n3 2')).toBe('part');
    expect(fit('4', '22 12 85\n3.4\n3 2')).toBe('none');
    expect(fit('[1, 2, 3, 4, 5, 6]', '[1, 2, 3, 4, 5]')).toBe('none');
  });
});

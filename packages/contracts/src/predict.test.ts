import { describe, expect, it } from 'vitest';
import { parsePredict } from './content.js';

describe('parsePredict (예측해 보기 blocks)', () => {
  it('reads code, choices and the marked answer; \\n is a line break in a choice', () => {
    const parsed = parsePredict('a = "3"\nprint(a * 2)\n---\n- 6\n* 33\n- 1\\n2\n');
    expect(parsed).toEqual({ code: 'a = "3"\nprint(a * 2)', question: { choices: ['6', '33', '1\n2'], answer: 1 } });
  });

  it('rejects a block without separator, answer, or with two answers or duplicate choices', () => {
    expect(parsePredict('print(1)\n- 1\n* 2')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n- 1\n- 2')).toEqual({ error: '정답(*)이 없어요' });
    expect(parsePredict('print(1)\n---\n* 1\n* 2')).toEqual({ error: '정답(*)이 두 개예요' });
    expect(parsePredict('print(1)\n---\n* 1\n- 1')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1')).toHaveProperty('error');
    expect(parsePredict('print(1)\n---\n* 1\n-2')).toHaveProperty('error');
  });
});

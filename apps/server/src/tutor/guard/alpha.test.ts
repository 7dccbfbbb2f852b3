import { describe, expect, it } from 'vitest';
import { lineAlphaKey, replyAlphaKeys, keyLength } from './alpha.js';

const found = (line: string, reply: string) => {
  const key = lineAlphaKey(line);
  return key !== '' && replyAlphaKeys(reply, new Set([keyLength(key)])).has(key);
};

describe('alpha-invariant line keys', () => {
  it('read a line renamed, commented, respaced, re-quoted and with commutative operands swapped as the same line', () => {
    expect(found('total = total + score', '```python\nacc_x=n_x+acc_x  # 더해요\n```')).toBe(true);
    expect(found('if age >= 20:', '`if val_x>=20 :` 이에요')).toBe(true);
    expect(found('print(f"{name}님 안녕하세요")', "print(f'{who}님 안녕하세요')")).toBe(true);
    expect(found('if n % 2 == 0:', 'if k % 2 == 0:')).toBe(true);
    expect(found('area = 3 * r', 'a = r * 3')).toBe(true);
    expect(found('nums = list(map(int, input().split()))', '# 2단계\nitems = list(map(int, input().split()))')).toBe(true);
  });

  it('keep values, builtins, attribute names and the pattern of names: other code is another line', () => {
    expect(found('if age >= 20:', 'if age >= 19:')).toBe(false);
    expect(found('total = total + score', 'total = score + other')).toBe(false);
    expect(found('words = line.split()', 'words = line.strip()')).toBe(false);
    expect(found('print("합격")', 'print("불합격")')).toBe(false);
    // String concatenation is not commutative.
    expect(found('msg = "안녕 " + name', 'msg = name + "안녕 "')).toBe(false);
    expect(found('x = x - a', 'y = b - y')).toBe(false);
  });

  it('find a line inside prose, an inline code span or a comment, and not across lines', () => {
    expect(found('count = count + 1', '먼저 `cnt = cnt + 1`을 쓰고 넘어가요.')).toBe(true);
    expect(found('count = count + 1', '# cnt = cnt + 1')).toBe(true);
    expect(found('count = count + 1', 'cnt = cnt\n+ 1')).toBe(false);
  });

  it('a line with no name of its own has no alpha key (judged as written only)', () => {
    expect(lineAlphaKey('print("안녕")')).toBe('');
    expect(lineAlphaKey('break')).toBe('');
  });
});

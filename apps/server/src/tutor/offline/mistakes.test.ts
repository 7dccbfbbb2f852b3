import { describe, expect, it } from 'vitest';
import { findMistakes, loadMistakes, renderMistake } from './mistakes.js';

const ids = (code: string, input = {}) => findMistakes(code, input).map((m) => m.id);

describe('the lessons’ common mistakes (content/mistakes.json, one engine)', () => {
  it('loads and validates the data file (every entry has a concept and a message)', () => {
    const data = loadMistakes();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((m) => m.id)).size).toBe(data.length);
  });

  it('finds each mistake on new programs and names the student’s own names and line', () => {
    const reset = findMistakes('nums = [4, 5]\nfor n in nums:\n    s = 0\n    s += n\nprint(s)');
    expect(reset[0]).toMatchObject({ id: 'accumulator-reset', line: 3 });
    expect(reset[0]!.message).toContain('`s`');
    expect(ids('x = [1]\ny = x\ny.append(2)\nprint(x)')).toContain('list-alias');
    expect(ids('age = 3\nprint("나이 {age}살")')).toContain('missing-f');
    expect(ids('p, q = input().split()\nprint(q + p)')).toContain('split-plus');
    expect(ids('w = input().split()\nprint(w[0] + w[1])')).toContain('split-index-plus');
    expect(ids('t = 60\nif t < 60:\n    print("낮음")', { said: '60이면 낮음이어야' })).toContain('strict-comparison');
    expect(ids('print(9 / 3)', { want: '3', got: '3.0' })).toContain('float-division');
    expect(ids('w = "hi"\nw.upper()\nprint(w)')).toContain('string-method-discarded');
    expect(ids('c = 0\nc + 1\nprint(c)')).toContain('discarded-arithmetic');
  });

  it('stays quiet on correct code', () => {
    expect(findMistakes('s = 0\nfor n in [1, 2]:\n    s += n\nprint(s)')).toEqual([]);
    expect(findMistakes('x = [1]\ny = x[:]\ny.append(2)\nprint(x)')).toEqual([]);
    expect(findMistakes('age = 3\nprint(f"나이 {age}살")\nprint("{}살".format(age))')).toEqual([]);
    expect(findMistakes('a, b = input().split()\nprint(int(a) + int(b))')).toEqual([]);
    expect(ids('t = 60\nif t < 60:\n    print("낮음")', { said: '왜 안 나와요' })).not.toContain('strict-comparison');
  });

  it('renders placeholders: code words with particles in prose, bare values inside code spans', () => {
    expect(renderMistake('{v|은/는} `{v} += 1`', { v: 'count' })).toBe('`count`는 `count += 1`');
    expect(renderMistake('`{{name}}` 부분', { name: 'score' })).toBe('`{score}` 부분');
    expect(renderMistake('{line}번째 줄 {code|이/가}', { line: '3', code: 'x = 1' })).toBe('3번째 줄 `x = 1`이');
  });
});

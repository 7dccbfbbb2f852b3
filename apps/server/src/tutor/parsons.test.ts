import { describe, expect, it } from 'vitest';
import { checkParsons, distractorCandidates, distractorProgram, exercisePuzzle, parsonsFence, parsonsPuzzle, parsonsRung } from './parsons.js';

const mistakesOf = (solution: string) => distractorCandidates(solution.split('\n').filter(Boolean)).map((d) => [d.mistake, d.code]);

describe('Parsons distractors are the lines named mistakes write', () => {
  it('`<` vs `<=`, a missing int(), print instead of return, x = x.sort(), a missing f, aliasing, // vs /, range end, = vs ==', () => {
    expect(mistakesOf('n = int(input())\nwhile n >= 1:\n    n -= 1')).toEqual([
      ['split-plus', 'n = input()'],
      ['strict-comparison', 'while n > 1:'],
      ['discarded-arithmetic', '    n - 1'],
    ]);
    expect(mistakesOf('def f(a):\n    return a * 2')).toEqual([['call-not-printed', '    print(a * 2)']]);
    expect(mistakesOf('xs.sort()')).toEqual([['sort-assign', 'xs = xs.sort()']]);
    expect(mistakesOf('print(f"{name}님")')).toEqual([['missing-f', 'print("{name}님")']]);
    expect(mistakesOf('b = a[:]')).toEqual([['list-alias', 'b = a']]);
    expect(mistakesOf('q = m // 60')).toEqual([['float-division', 'q = m / 60']]);
    expect(mistakesOf('for i in range(1, n + 1):')).toEqual([['range-end', 'for i in range(1, n):']]);
    expect(mistakesOf('if x == 0:')).toEqual([['assign-compare', 'if x = 0:']]);
    expect(mistakesOf('a, b = map(int, input().split())')).toEqual([['split-plus', 'a, b = input().split()']]);
  });

  it('`//=` vs `/=`, a string method whose result is dropped, a print inside the loop (top-level print after a loop only)', () => {
    expect(mistakesOf('hp //= 2')).toEqual([['float-division', 'hp /= 2']]);
    expect(mistakesOf('s = s.strip()')).toEqual([['string-method-discarded', 's.strip()']]);
    expect(mistakesOf('for x in xs:\n    n += 1\nprint(n)')).toEqual([
      ['discarded-arithmetic', '    n + 1'],
      ['accumulator-overwrite', '    n = 1'],
      ['print-inside-loop', '    print(n)'],
    ]);
    expect(mistakesOf('print(n)\nfor x in xs:\n    print(x)')).toEqual([]);
  });

  it('an accumulator reset inside the loop is the same line one level deeper, only when a loop follows', () => {
    expect(mistakesOf('total = 0\nfor x in xs:\n    total += x')).toEqual([
      ['accumulator-reset', '    total = 0'],
      ['discarded-arithmetic', '    total + x'],
      ['accumulator-overwrite', '    total = x'],
    ]);
    expect(mistakesOf('total = 0\nprint(total)')).toEqual([]);
  });
});

describe('the other lessons\' mistakes as distractor lines (computer thinking, AI literacy, AI math, algorithms, AI use)', () => {
  // Each case: the wrong lines a rule writes for a solution line (other rules may add theirs), and where it stays silent.
  const of = (mistake: string, solution: string) => mistakesOf(solution).filter(([m]) => m === mistake).map(([, code]) => code);

  it('quotes, a call without (), range ends, a computation not stored, += as =, missing parentheses', () => {
    expect(of('missing-quotes', 'print("준비 끝!")\nprint("회원:", name)\nif ok:\n    print("통과")')).toEqual(['print(준비 끝!)', 'print(회원:, name)']);
    // `print()` (an empty line) is never shown without its parentheses.
    expect(of('call-without-parens', 'for i in range(5):\n    cheer()\nprint()')).toEqual(['    cheer']);
    expect(of('range-end', 'for i in range(5):')).toEqual(['for i in range(1, 5):']);
    expect(of('range-end', 'for n in range(5, 51, 5):')).toEqual(['for n in range(5, 50, 5):']);
    expect(of('range-end', 'for i in range(n, 0, -1):')).toEqual(['for i in range(n, 1, -1):']);
    // `range(1, 36)`: the 1 is where counting starts, not an end that ends in 1.
    expect(of('range-end', 'for i in range(1, 36):')).toEqual([]);
    expect(of('discarded-arithmetic', 'for w in ws:\n    found += 1')).toEqual(['    found + 1']);
    expect(of('accumulator-overwrite', 'for w in ws:\n    score += value')).toEqual(['    score = value']);
    expect(of('accumulator-overwrite', 'score += value')).toEqual([]);
    expect(of('operator-precedence', 'def f(w, h):\n    return (w + h) * 2')).toEqual(['    return w + h * 2']);
    expect(of('operator-precedence', 'c = dot / (size_a * size_b)')).toEqual(['c = dot / size_a * size_b']);
    expect(of('operator-precedence', 'd = (f(2 + h) - f(2)) / h')).toEqual(['d = f(2 + h) - f(2) / h']);
    expect(of('operator-precedence', 'y = (x - 5) ** 2')).toEqual([]);
  });

  it('a result not printed, sqrt, averages, int() in a list, matrices, statistics, gradients, percentages, split and sort', () => {
    // Only a function the program defines (never len(), round(), a method).
    expect(of('call-not-printed', 'def f(a):\n    return a\nprint(f(cosine(a, b)))\nprint(round(f(a), 3))\nprint(d.get(k, 0))')).toEqual(['    print(a)', 'f(cosine(a, b))']);
    expect(of('missing-sqrt', 'd = math.sqrt(dot(a, a))')).toEqual(['d = dot(a, a)']);
    expect(of('float-division', 'mean = sum(numbers) / len(numbers)')).toEqual(['mean = sum(numbers) // len(numbers)']);
    expect(of('split-plus', 'nums = [int(x) for x in input().split()]\nnumbers.append(int(r))')).toEqual(['nums = input().split()', 'numbers.append(r)']);
    expect(of('shared-rows', 'C = [[0] * p for _ in range(m)]')).toEqual(['C = [[0] * p] * m']);
    expect(of('row-col-swap', 'for col in zip(*scores):')).toEqual(['for col in scores:']);
    expect(of('sample-variance', 'var = sum(d) / n')).toEqual(['var = sum(d) / (n - 1)']);
    expect(of('gradient-sign', 'x = x - lr * 2 * (x - 5)')).toEqual(['x = x + lr * 2 * (x - 5)']);
    expect(of('percent-order', 'rate = ok * 100 // len(test)')).toEqual(['rate = ok // len(test) * 100']);
    expect(of('abs-missing', 'gap = abs(a - b)')).toEqual(['gap = a - b']);
    // `split(" ")` only after punctuation became spaces (two in a row are likely); before that it would split the same.
    expect(of('split-space', 'text = text.replace(",", " ")\nwords = text.split()')).toEqual(['words = text.split(" ")']);
    expect(of('split-space', 'words = input().split()')).toEqual([]);
    expect(of('sort-assign', 'words.sort(key=lambda w: (len(w), w))')).toEqual(['words = words.sort(key=lambda w: (len(w), w))']);
    expect(of('sort-ascending', 'for c in sorted(coins, reverse=True):')).toEqual(['for c in sorted(coins):']);
    expect(of('strict-comparison', 'y = 1 if z > 0 else 0')).toEqual(['y = 1 if z >= 0 else 0']);
    // The first slot counted from 1, also on a line with more slots (a row of a table).
    expect(of('index-from-one', 'print(animal[0], "- 다리", animal[1])')).toEqual(['print(animal[1], "- 다리", animal[1])']);
  });
});

describe('the puzzle and its check', () => {
  const solution = 'n = int(input())\ntotal = 0\nfor i in range(n):\n    total += i\nprint(total)\n';

  it('is deterministic per exercise, never in solution order, with 1–3 distractors of different mistakes', () => {
    const a = parsonsPuzzle(solution, 's9-e9')!;
    expect(parsonsPuzzle(solution, 's9-e9')).toEqual(a);
    expect(a.solution).toEqual(['n = int(input())', 'total = 0', 'for i in range(n):', '    total += i', 'print(total)']);
    expect(a.distractors.length).toBeGreaterThanOrEqual(1);
    expect(a.distractors.length).toBeLessThanOrEqual(3);
    expect(a.shuffled.slice(0, 5)).not.toEqual(a.solution);
    expect(parsonsFence(a, 's9-e9').split('\n')[0]).toBe('```python parsons exercise=s9-e9');
  });

  it('names the mistake of a distractor used, the first line out of order, and how many lines are missing (never which)', () => {
    const p = parsonsPuzzle(solution, 's9-e9')!;
    expect(checkParsons(p, p.solution)).toMatchObject({ correct: true, missing: 0, firstWrong: null });
    const reset = p.distractors.find((d) => d.mistake === 'accumulator-reset');
    if (reset) {
      const v = checkParsons(p, [...p.solution.slice(0, 3), reset.code, ...p.solution.slice(3)]);
      expect(v.correct).toBe(false);
      expect(v.message).toContain('반복 안에서 처음 값 넣기');
    }
    const swapped = checkParsons(p, [p.solution[1]!, p.solution[0]!, ...p.solution.slice(2)]);
    // Exactly the needed lines in another order: the caller runs it to see whether it works anyway.
    expect(swapped).toMatchObject({ correct: false, firstWrong: 1, reordered: true });
    expect(checkParsons(p, p.solution.slice(1)).reordered).toBe(false);
    const short = checkParsons(p, p.solution.slice(0, 3));
    expect(short).toMatchObject({ correct: false, missing: 2 });
    expect(short.message).not.toContain('total += i');
    // Indentation counts: the loop body at the top level is out of place.
    expect(checkParsons(p, p.solution.map((l) => l.trim())).correct).toBe(false);
  });

  it('an exercise may rule out a mistake whose line would also be right there (`a >= b` in a max)', () => {
    const bigger = 'def bigger(a, b):\n    if a > b:\n        return a\n    return b\n\nprint(bigger(int(input()), 3))\n';
    const all = new Set(distractorCandidates(parsonsPuzzle(bigger, 'x')!.solution).map((d) => d.mistake));
    expect(all.has('strict-comparison')).toBe(true);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) expect(exercisePuzzle({ id: seed, title: 't', solution: bigger, parsons_skip: ['strict-comparison'] })!.distractors.map((d) => d.mistake)).not.toContain('strict-comparison');
  });

  it('repeated lines count as many times as they appear', () => {
    const p = parsonsPuzzle('xs = [3, 1]\nprint(xs)\nxs.sort()\nprint(xs)\n', 'dup')!;
    expect(checkParsons(p, p.solution).correct).toBe(true);
    expect(checkParsons(p, p.solution.slice(0, 3))).toMatchObject({ correct: false, missing: 1 });
  });

  it('the rung text says how many lines are not needed; no solution, no puzzle', () => {
    const text = parsonsRung({ id: 's9-e9', title: '합계', solution })!;
    expect(text).toMatch(/^\*\*3단계: 순서 맞추기\*\* — 「합계」의 코드 줄을 섞어 두었어요\. 그중 [123]줄은 자주 하는 실수로 만든/);
    expect(text).toContain('```python parsons exercise=s9-e9\n');
    expect(parsonsRung({ id: 'x', title: '합계' })).toBeUndefined();
    expect(parsonsRung({ id: 'x', title: '한 줄', solution: 'print(1)' })).toBeUndefined();
  });
});

describe('distractors that are no mistake there, and lines that look alike', () => {
  const solution = 'n = int(input())\nif n > 0:\n    print("양수")\nelse:\n    print("0 이하")\n';

  it('a line listed as printing what the solution prints is never shown; another candidate takes its place', () => {
    const all = distractorCandidates(parsonsPuzzle(solution, 'x')!.solution).map((d) => d.code);
    expect(all).toContain('if n >= 0:');
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const p = exercisePuzzle({ id: seed, title: 't', solution }, { [seed]: ['if n >= 0:'] })!;
      expect(p.distractors.map((d) => d.code)).not.toContain('if n >= 0:');
      expect(p.distractors.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('the program of a distractor: in place of its line, or (a reset) inside the loop that follows', () => {
    const lines = ['total = 0', 'for x in xs:', '    total += x', 'print(total)'];
    const cands = distractorCandidates(lines);
    const reset = cands.find((d) => d.mistake === 'accumulator-reset')!;
    expect(distractorProgram(lines, reset)).toBe('total = 0\nfor x in xs:\n    total = 0\n    total += x\nprint(total)\n');
    const overwrite = cands.find((d) => d.mistake === 'accumulator-overwrite')!;
    expect(distractorProgram(lines, overwrite)).toBe('total = 0\nfor x in xs:\n    total = x\nprint(total)\n');
  });

  it('a distractor one level deeper is never the same line as a solution line at that level', () => {
    // The inner reset is part of the solution: `    total = 0` at level 1 is not a distractor here.
    const nested = ['for row in rows:', '    total = 0', '    for x in row:', '        total += x', '    print(total)'];
    const codes = distractorCandidates(nested).map((d) => d.code);
    expect(codes).toContain('        total = 0');
    expect(codes.filter((c) => c === '    total = 0')).toEqual([]);
  });
});

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

  it('finds a generator printed whole (tutorcode): a function with yield, called inside print', () => {
    const found = findMistakes('def evens(limit):\n    k = 0\n    while k < limit:\n        yield k\n        k += 2\n\nprint(evens(6))');
    expect(found.map((m) => m.id)).toContain('generator-printed');
    expect(found.find((m) => m.id === 'generator-printed')!.message).toMatch(/`evens\(6\)`을 부르면[\s\S]*제너레이터/);
    expect(ids('def evens(limit):\n    return [k for k in range(0, limit, 2)]\n\nprint(evens(6))')).not.toContain('generator-printed');
  });

  it('finds stop 34’s mistakes on other names and shapes (tutor-code)', () => {
    expect(ids('x = (7)\nprint(type(x))', { said: '튜플인데 int 나와' })).toContain('one-item-tuple');
    expect(ids('x = (7, 8)\nprint(type(x))', { said: '튜플인데' })).not.toContain('one-item-tuple');
    expect(ids('class Cat:\n    def __init__(self, n):\n        self.n = n\n\nc = Cat("나비")\nprint(c)')).toContain('print-object');
    expect(ids('class Cat:\n    def __str__(self):\n        return "고양이"\n\nc = Cat()\nprint(c)')).not.toContain('print-object');
    expect(ids('prices = {"a": 1}\nprint(prices.values())')).toContain('print-dict-view');
    expect(ids('xs = []\nxs.append([5, 6])\nprint(xs)')).toContain('append-list-nested');
    expect(ids('xs = []\nxs.append(5)\nprint(xs)')).not.toContain('append-list-nested');
    expect(ids('codes = [10, 20]\nc = input()\nif c in codes:\n    print("있음")')).toContain('input-in-numbers');
    expect(ids('codes = [10, 20]\nc = int(input())\nif c in codes:\n    print("있음")')).not.toContain('input-in-numbers');
    expect(ids('v = [2, -5]\nprint([a for a in v if a > 0])', { said: '음수는 0으로 바꾸려고' })).toContain('comprehension-filter-not-map');
    expect(ids('m = {"x": 3}\nfor key in m:\n    print(key)', { want: '3', got: 'x' })).toContain('dict-loop-prints-keys');
    expect(ids('print("a", end=" ")\nprint("b")', { said: '두 줄로 나와야 되는데' })).toContain('print-end-keeps-line');
    expect(ids('for i in range(3):\n    print(i, end=" ")', { said: '사이에 쉼표 넣고 싶은데' })).toContain('print-separator');
    expect(ids('a = [2, 1]\nprint(a.sort())')).toContain('print-in-place-method');
    expect(ids('got = []\nwhile True:\n    w = input()\n    got.append(w)\n    if w == "q":\n        break')).toContain('sentinel-appended');
    expect(ids('got = []\nwhile True:\n    w = input()\n    if w == "q":\n        break\n    got.append(w)')).not.toContain('sentinel-appended');
    expect(ids('q = [1]\nq.append(0)\nprint(q)', { said: '0이 맨 앞에 와야 되는데' })).toContain('append-not-front');
    // The < / <= tip only when the variable reaches the bound: not with steps of 3; a max update is not an overwrite.
    expect(ids('k = 0\nwhile k < 6:\n    print(k)\n    k += 4', { said: '6번 돌아야' })).not.toContain('strict-comparison');
    expect(ids('k = 0\nwhile k < 6:\n    print(k)\n    k += 1', { said: '6도 나와야' })).toContain('strict-comparison');
    expect(ids('best = 0\nfor v in [4, 8]:\n    if v > best:\n        best = v\nprint(best)')).not.toContain('accumulator-overwrite');
  });

  it('finds the third round’s mistakes on the student’s own run and words', () => {
    expect(ids('def hi():\n    print("안녕")\n', { got: '' })).toContain('function-never-called');
    expect(ids('def hi():\n    print("안녕")\n\nhi()')).not.toContain('function-never-called');
    expect(ids('class A:\n    def m(self):\n        print(1)\n\na = A()\na.m')).toContain('call-without-parens');
    expect(ids('for i in range(3):\n    print(i)', { said: '1부터 3까지 나와야' })).toContain('range-starts-at-zero');
    expect(ids('print(1)\nprint(2)', { said: '한 줄에 나와야 되는데' })).toContain('print-one-line');
    expect(ids('s = ""\nfor x in ["1", "2"]:\n    s += x\nprint(s)', { said: '3 나와야', want: '3', got: '12' })).toContain('string-accumulator');
    expect(ids('d = {"a": 1}\nfor k in d:\n    print(k)', { said: '값도 나와야' })).toContain('dict-loop-keys-only');
    expect(ids('i = 0\nwhile i < 2:\n    i += 1\n    print(i)', { want: '0 1', got: '1 2' })).toContain('print-after-update');
    expect(ids('def f(xs):\n    t = 0\n    for x in xs:\n        t += x\n        return t')).toContain('return-in-loop');
    expect(ids('def f(xs):\n    for x in xs:\n        if x > 1:\n            return x\n    return 0')).not.toContain('return-in-loop');
    expect(ids('nums = [2, 2]\nset(nums)\nprint(nums)')).toContain('builtin-result-discarded');
    expect(ids('d = {"a": 1, "a": 2}\nprint(len(d))')).toContain('dict-duplicate-key');
    expect(ids('a = [1, 2, 3]\nprint(a[0:1])', { want: '[1, 2]', got: '[1]' })).toContain('slice-end-excluded');
  });

  it('finds the fourth round’s mistakes on other names and shapes (issue 24, codeexp)', () => {
    expect(ids('a = 80\nb = 90\nm = (a + b) / 2\nprint(m)', { said: '소수점 없이 나와야', got: '85.0' })).toContain('float-division-point');
    expect(ids('a = 80\nb = 90\nm = (a + b) / 2\nprint(m)', { said: '소수점 둘째 자리까지', got: '85.0' })).not.toContain('float-division-point');
    expect(ids('x = 10 / 3\nprint(x)', { said: '소수점 둘째 자리까지만', got: '3.3333333333333335' })).toContain('float-digits');
    expect(ids('n = input()\nif n == 7:\n    print("행운")')).toContain('input-compared-with-number');
    expect(ids('n = int(input())\nif n == 7:\n    print("행운")')).not.toContain('input-compared-with-number');
    expect(ids('xs = [1, 2, 2, 3]\nfor v in xs:\n    if v == 2:\n        xs.remove(v)\nprint(xs)')).toContain('remove-while-iterating');
    expect(ids('xs = [1, 2]\nfor v in xs[:]:\n    xs.remove(v)')).not.toContain('remove-while-iterating');
    expect(ids('for k in range(3, 8):\n    print(k)', { said: '7부터 거꾸로 나와야' })).toContain('range-forward-wanted-backward');
    expect(ids('t = 0\nfor v in [1, 2]:\n    t += v\n    print("합", t)', { said: '마지막에 한 번만 나와야' })).toContain('print-inside-loop');
    expect(ids('c = {}\nfor w in ["a", "a"]:\n    c[w] = 1\nprint(c)')).toContain('dict-count-overwrite');
    expect(ids('print(17 // 5)', { said: '나머지 2 나와야' })).toContain('floor-division-for-remainder');
    expect(ids('print(17 % 5)', { said: '몫 3 나와야' })).toContain('remainder-for-quotient');
    expect(ids('xs = [5, 6, 7]\nodd = [x for x in xs if x % 2 == 0]\nprint(odd)', { said: '홀수만 나와야' })).toContain('parity-test-flipped-odd');
    expect(ids('for v in [1, 2]:\n    if v % 2 != 0:\n        print(v)', { said: '짝수만 골라야' })).toContain('parity-test-flipped-even');
    expect(ids('for v in [1, 2]:\n    if v % 2 == 0:\n        print(v)', { said: '짝수만 골라야' })).not.toContain('parity-test-flipped-even');
    expect(ids('bag = ["펜"]\nbag = ["책"]\nprint(bag)', { said: '둘 다 있어야 되는데' })).toContain('collection-remade');
    expect(ids('bag = ["펜"]\nbag = bag + ["책"]\nprint(bag)', { said: '둘 다 있어야 되는데' })).not.toContain('collection-remade');
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

describe('the lessons\u2019 mistakes added for stated expectations (issue 24)', () => {
  it.each([
    ['swap-overwrite', 'a = 1\nb = 2\na = b\nb = a\nprint(a, b)', {}],
    ['operator-precedence', 'avg = 80 + 90 / 2\nprint(avg)', {}],
    ['slice-end-excluded', 's = "python"\nprint(s[0:2])', { want: 'pyt', got: 'py' }],
    ['string-in-numbers', 'nums = [1, 2, 3]\nprint("1" in nums)', {}],
    ['list-plus-elementwise', 'a = [1, 2]\nb = [3, 4]\nprint(a + b)', { want: '[4, 6]' }],
    ['get-without-default', 'stock = {"펜": 3}\nprint(stock.get("지우개"))', { got: 'None' }],
    ['elif-order', 'score = 95\nif score >= 80:\n    print("B")\nelif score >= 90:\n    print("A")', {}],
    ['print-inside-loop', 'total = 0\nfor n in [1, 2, 3]:\n    total += n\n    print(total)', { said: '6만 한번 나와야 되는데' }],
    ['call-not-printed', 'def add(a, b):\n    return a + b\n\nadd(2, 3)', { got: '' }],
    ['split-without-separator', 'words = "a,b,c".split()\nprint(len(words))', {}],
    ['accumulator-overwrite', 'total = 0\nfor i in range(2):\n    total = i * 2\nprint(total)', {}],
    ['sort-ascending', 'nums = [2, 3, 1]\nnums.sort()\nprint(nums)', { said: '큰 순서대로 나와야 되는데' }],
  ])('%s', (id, code, input) => {
    expect(ids(code, input)).toContain(id);
  });

  it.each([
    ['elif-order', 'score = 95\nif score >= 90:\n    print("A")\nelif score >= 80:\n    print("B")', {}],
    ['accumulator-overwrite', 'total = 0\nfor i in range(2):\n    total = total + i\nprint(total)', {}],
    ['slice-end-excluded', 's = "python"\nprint(s[0:2])', { want: 'py', got: 'py' }],
    ['get-without-default', 'stock = {"펜": 3}\nprint(stock.get("펜", 0))', { got: '3' }],
    ['call-not-printed', 'def add(a, b):\n    return a + b\n\nprint(add(2, 3))', { got: '5' }],
    ['operator-precedence', 'avg = (80 + 90) / 2', {}],
  ])('%s stays silent on the right code', (id, code, input) => {
    expect(ids(code, input)).not.toContain(id);
  });

  // Stop 38 (tcode4): each on a program unlike the probe's, and silent on the right one.
  it.each([
    ['sorted-result-unused', 'ns = [3, 1]\nout = sorted(ns)\nprint(ns)', 'ns = [3, 1]\nout = sorted(ns)\nprint(out)', {}],
    ['dict-view-assigned', 'ages = {"민": 15}\nvs = ages.values()\nprint(vs)', 'ages = {"민": 15}\nvs = list(ages.values())\nprint(vs)', {}],
    ['dict-key-overwritten', 'p = {"kim": 1, "lee": 2}\np["kim"] = 3\nprint(p)', 'p = {"kim": 1, "lee": 2}\np["park"] = 3\nprint(p)', { said: 'kim 1 사라짐' }],
    ['two-ifs-not-elif', 't = 30\nif t > 25:\n    print("더움")\nif t > 10:\n    print("따뜻")', 't = 30\nif t > 25:\n    print("더움")\nelif t > 10:\n    print("따뜻")', { said: '더움만 나와야 하는데 둘 다 나와요' }],
    ['update-before-add', 'k = 0\ns = 0\nwhile k < 3:\n    k += 1\n    s += k\nprint(s)', 'k = 0\ns = 0\nwhile k < 3:\n    s += k\n    k += 1\nprint(s)', { want: '3', got: '6' }],
    ['product-from-zero', 'p = 1\nfor k in range(4):\n    p *= k\nprint(p)', 'p = 1\nfor k in range(1, 4):\n    p *= k\nprint(p)', {}],
    ['parity-truthy', 'xs = [5, 6]\nfor x in xs:\n    if x % 2:\n        print(x)', 'xs = [5, 6]\nfor x in xs:\n    if x % 2 == 0:\n        print(x)', { said: '짝수만' }],
    ['average-fixed-count', 'ms = [1, 2, 3, 4]\nprint(sum(ms) / 3)', 'ms = [1, 2, 3, 4]\nprint(sum(ms) / len(ms))', { said: '평균이 이상해요' }],
    ['slice-last-only', 'w = "apple"\nprint(w[-1:])', 'w = "apple"\nprint(w[:-1])', { said: '마지막 글자만 빼고 싶어요' }],
    ['variable-overwritten', 'pet = "개"\npet = "고양이"\nprint(pet)', 'pet = "개"\nprint(pet)', { want: '개', got: '고양이' }],
    ['method-not-called', 'class C:\n    def size(self):\n        return 2\n\nc = C()\nprint(c.size)', 'class C:\n    def size(self):\n        return 2\n\nc = C()\nprint(c.size())', { got: '<bound method C.size of <__main__.C object at 0x1>>' }],
    ['index-from-zero', 'xs = ["a", "b"]\nprint(xs.index("b"))', 'xs = ["a", "b"]\nprint(len(xs))', { want: '2', got: '1' }],
    ['loop-variable-changed', 'hs = [1, 2]\nfor h in hs:\n    h += 5\nprint(hs)', 'hs = [1, 2]\nfor i in range(len(hs)):\n    hs[i] += 5\nprint(hs)', {}],
    ['minutes-divided', 'sec = 90\nprint(sec / 60)', 'sec = 90\nprint(sec // 60, sec % 60)', { said: '1분 30초 나와야 하는데', got: '1.5' }],
    ['get-result-discarded', 'inv = {"cup": 2}\ninv.get("cup", 0) + 5\nprint(inv)', 'inv = {"cup": 2}\ninv["cup"] = inv.get("cup", 0) + 5\nprint(inv)', {}],
  ])('%s (stop 38) is found, and silent on the right code', (id, wrong, right, input) => {
    expect(ids(wrong, input)).toContain(id);
    expect(ids(right, input)).not.toContain(id);
  });
});

// The execution trace of the student's own program (offline/trace.ts) in the real sandbox: the driver
// instruments the program with `ast` (the sandbox forbids sys.settrace), records per loop the values its
// variables took (first and last passes, the values when it was left) and which line printed each output
// line, within a time limit. Then the readings on those traces, and one message through the real API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/grader/index.js';
import { parseTrace, traceReading, tracePlan, type ExecTrace } from '../../src/tutor/offline/trace.js';
import { quietLogger } from '../grader/sandbox-helpers.js';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { chat } from './tutor-helpers.js';

/** Broken text in a reading: a missing value, an unresolved particle pair, an unclosed code span or bold. */
function textProblems(text: string): string[] {
  const out: string[] = [];
  if (/\bundefined\b|\bNaN\b|\[object Object\]/.test(text)) out.push('a missing value');
  if (/이\/가|을\/를|은\/는|과\/와|으로\/로|이에요\/예요|\((?:이|가|을|를|은|는|과|와|예요)\)/.test(text)) out.push('an unresolved particle');
  if ((text.match(/`/g) ?? []).length % 2 === 1) out.push('an unclosed code span');
  if ((text.match(/\*\*/g) ?? []).length % 2 === 1) out.push('unclosed bold');
  return out;
}

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ logger: quietLogger, poolSize: 2 });
});
afterAll(async () => {
  await sandbox.close();
});

async function traced(code: string, inputs: string[] = []): Promise<ExecTrace> {
  const plan = tracePlan(code, inputs);
  expect(plan, 'a plan').toBeDefined();
  const r = await sandbox.run({ code: plan!.code, stdin: [], timeLimitMs: plan!.timeLimitMs });
  expect(r.success, r.stderr).toBe(true);
  const t = parseTrace(r.stdout);
  expect(t, r.stdout).toBeDefined();
  return t!;
}

const SUM_TO_45 = 'total = 0\ni = 1\nwhile i < 10:\n    total += i\n    i += 1\nprint(total)';

describe('the trace driver in the sandbox', () => {
  it('records each pass of a while loop, the values when it was left, and the print line of each output line', async () => {
    const t = await traced(SUM_TO_45);
    expect(t.timedOut).toBe(false);
    expect(t.error).toBeUndefined();
    expect(t.output).toBe('45\n');
    const [loop] = t.loops;
    expect(loop).toMatchObject({ line: 3, kind: 'while', control: ['i'], passes: 9 });
    expect(loop!.changed).toEqual(expect.arrayContaining(['total', 'i']));
    expect(loop!.first[0]).toEqual({ i: '1', total: '0' });
    expect(loop!.last.at(-1)).toEqual({ i: '9', total: '36' });
    expect(loop!.exit).toEqual({ i: '10', total: '45' });
    expect(t.prints).toEqual([{ line: 6, text: '45' }]);
  });

  it('stops an endless loop at its time limit and keeps the first and the last passes', async () => {
    const t = await traced('i = 0\nwhile i < 5:\n    print(i)\nprint("끝")');
    expect(t.timedOut).toBe(true);
    const [loop] = t.loops;
    expect(loop!.exit).toBeUndefined();
    expect(loop!.passes).toBeGreaterThan(loop!.first.length);
    expect(new Set([...loop!.first, ...loop!.last].map((s) => s.i))).toEqual(new Set(['0']));
    expect(t.printCount).toBeGreaterThan(t.prints.length);
    expect(t.prints.every((p) => p.line === 3 && p.text === '0')).toBe(true);
  });

  it('traces loops inside the student’s functions, reads the inputs given, and keeps values short', async () => {
    const code = ['def add_all(nums):', '    s = 0', '    for n in nums:', '        s += n', '    return s', '', 'k = int(input())', 'words = []', 'for j in range(k):', '    words.append("가나다라마바사" * 3)', 'print(add_all([1, 2, 3]), len(words))'].join('\n');
    const t = await traced(code, ['3']);
    expect(t.output).toBe('6 3\n');
    const inner = t.loops.find((l) => l.line === 3)!;
    expect(inner).toMatchObject({ kind: 'for', control: ['n'], passes: 3, exit: { n: '3', s: '6' } });
    const outer = t.loops.find((l) => l.line === 9)!;
    expect(outer.passes).toBe(3);
    expect(outer.exit!.words!.length).toBeLessThanOrEqual(40);
    expect(outer.exit!.words!.endsWith('...')).toBe(true);
    expect(t.prints).toEqual([{ line: 11, text: '6 3' }]);
  });

  it('reports a syntax error and a run-time error with its line in main.py', async () => {
    expect((await traced('for i in range(3)\n    print(i)')).error).toMatchObject({ type: 'SyntaxError', line: 1 });
    const t = await traced('nums = [1, 2]\nfor i in range(3):\n    print(nums[i])');
    expect(t.error).toEqual({ type: 'IndexError', line: 3 });
    expect(t.loops[0]!.passes).toBe(3);
    expect(t.output).toBe('1\n2\n');
  });

  it('plans no trace for code without a loop, with blanks, or reading input nobody gave', () => {
    expect(tracePlan('print(1 + 2)', [])).toBeUndefined();
    expect(tracePlan('for i in range(____):\n    print(i)', [])).toBeUndefined();
    expect(tracePlan('n = int(input())\nfor i in range(n):\n    print(i)', [])).toBeUndefined();
    expect(tracePlan('n = int(input())\nfor i in range(n):\n    print(i)', ['3'])).toBeDefined();
  });
});

describe('readings of the trace, on the student’s code and numbers', () => {
  it('a sum that stops one short: the passes, the last value and the gap that is the value the loop stopped at', async () => {
    const r = traceReading(SUM_TO_45, await traced(SUM_TO_45), { want: '55', got: '45', endless: false })!;
    expect(r.line).toBe(3);
    expect(r.message).toMatch(/9번 돌았어요/);
    expect(r.message).toMatch(/`i`의 값은 `9`/);
    expect(r.message).toMatch(/차이 10은 반복이 끝났을 때 `i`가 가진 값/);
    expect(r.message).toMatch(/\| 끝난 뒤 \| `10` \| `45` \|/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('an endless loop: the condition variable that never changed, and a question about the line that should change it', async () => {
    const code = 'count = 0\nwhile count < 3:\n    print("안녕")\nprint("끝")';
    const r = traceReading(code, await traced(code), { endless: true })!;
    expect(r.message).toMatch(/`count`는 매번 `0` 그대로/);
    expect(r.message).toMatch(/조건 `count < 3`이 계속 참/);
    expect(r.message).toMatch(/`count`를 바꾸는 줄은 어디에/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('an endless loop whose update line is skipped by continue: that line, named, and where it should run', async () => {
    const code = 'k = 1\nwhile k <= 9:\n    if k % 3 == 1:\n        continue\n    print(k)\n    k = k + 1';
    const r = traceReading(code, await traced(code), { endless: true })!;
    expect(r.line).toBe(4);
    expect(r.message).toMatch(/`k`는 매번 `1` 그대로/);
    expect(r.message).toMatch(/6번째 줄 `k = k \+ 1`을 건너뛰어서 `k`가 바뀌지 않아요/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('a while loop left with both sides of its strict comparison equal: the pass with equal values never ran', async () => {
    const code = 'def find(xs, t):\n    left, right = 0, len(xs) - 1\n    while left < right:\n        m = (left + right) // 2\n        if xs[m] == t:\n            return m\n        if xs[m] < t:\n            left = m + 1\n        else:\n            right = m - 1\n    return -1\n\nprint(find([2, 4, 6, 8], 8))';
    const r = traceReading(code, await traced(code), { want: '3', got: '-1', endless: false })!;
    expect(r.message).toMatch(/`left`와 `right` 둘 다 `3`이에요\. 그래서 조건 `left < right`가 거짓이 됐어요/);
    expect(r.message).toMatch(/같을 때/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('an endless loop whose variable moves the wrong way', async () => {
    const code = 'n = 10\nwhile n > 0:\n    n += 1';
    const r = traceReading(code, await traced(code), { endless: true })!;
    expect(r.message).toMatch(/거짓이 되는 쪽으로 가지 않아요/);
    expect(r.message).toMatch(/\| 1번째 \| `10` \|/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('an accumulator set back inside the loop: the reset line, and only the last value left', async () => {
    const code = 'scores = [80, 95, 70]\nfor s in scores:\n    hap = 0\n    hap = hap + s\nprint(hap)';
    const r = traceReading(code, await traced(code), { want: '245', got: '70', endless: false })!;
    expect(r.line).toBe(3);
    expect(r.code).toBe('hap = 0');
    expect(r.message).toMatch(/`hap = 0`이 2번째 줄 반복의 \*\*안쪽\*\*/);
    expect(r.message).toMatch(/`70`만 남아요/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('a value the loop should change that never changed: the line that changes it never ran, under its condition', async () => {
    const code = 'temps = [12, 17, 15]\nhot = -100\nfor t in temps:\n    if t < hot:\n        hot = t\nprint(hot)';
    const r = traceReading(code, await traced(code), { want: '17', got: '-100', endless: false })!;
    expect(r.line).toBe(5);
    expect(r.message).toMatch(/`hot`\S* 반복 내내 `-100` 그대로/);
    expect(r.message).toMatch(/4번째 줄의 조건 `if t < hot`\S* 참일 때만/);
    expect(r.message).toMatch(/반복 3번 각각에서 `t < hot`\S* 참인지/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('a count the student wanted against the passes made', async () => {
    const code = 'star = 1\nwhile star * 2 < 10:\n    print("*" * star)\n    star = star * 2';
    const r = traceReading(code, await traced(code), { count: 4, endless: false })!;
    expect(r.message).toMatch(/3번 돌았어요\. 원한 건 4번/);
    expect(textProblems(r.message)).toEqual([]);
  });

  it('which line printed what the student saw', async () => {
    const code = 'words = ["a", "bb", "ccc"]\nlongest = ""\nfor w in words:\n    if len(w) < len(longest):\n        longest = w\nprint("결과:", longest)';
    const t = await traced(code);
    const r = traceReading(code, t, { want: 'ccc', got: '결과:', endless: false })!;
    expect(r.line).toBe(6);
    expect(r.message).toMatch(/6번째 줄 `print\("결과:", longest\)`가 찍었어요/);
    expect(textProblems(r.message)).toEqual([]);
  });
});

describe('through the API: the sandbox trace answers when no lesson’s repair fits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an endless loop sent without a run: the server runs it, traces it and shows what the condition variable did', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    const code = 'money = 0\nday = 0\nwhile money < 100:\n    money = money * 2\n    day += 1\nprint(day)';
    const res = await chat(t.app, token, { user_input: '이거 왜 안 멈춰요?', selected_section: '5', code });
    expect(res.statusCode).toBe(200);
    const text = res.json().response as string;
    expect(text).toMatch(/\| 1번째 \| `0` \|/);
    expect(text).toMatch(/`money`는 매번 `0` 그대로/);
    expect(text).toMatch(/`money < 100`이 계속 참/);
    expect(textProblems(text)).toEqual([]);
  });
});

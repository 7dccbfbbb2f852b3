// The lessons' repairs (content/mistakes.json `repairs`, offline/repair.ts) tried on new student programs in
// the real sandbox: one driver run per message, and the repair whose output is what the student said
// should come out is the one explained — on their line, never one that only happens to end the program
// when the student's complaint was a wrong value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/grader/index.js';
import { statedExpectation, wantedText } from '../../src/tutor/offline/expectation.js';
import { loadRepairs, repairCandidates, repairFromRun, repairPlan, wantedOf } from '../../src/tutor/offline/repair.js';
import { quietLogger } from '../grader/sandbox-helpers.js';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ logger: quietLogger, poolSize: 2 });
});
afterAll(async () => {
  await sandbox.close();
});

const ok = (output: string, inputs: string[] = []) => ({ inputs, output, error: null, success: true });

async function diagnose(code: string, message: string, run: { inputs: string[]; output: string; error: string | null; success: boolean }) {
  const plan = repairPlan(code, run, statedExpectation(message), wantedText(message), run.inputs);
  if (!plan) return undefined;
  const r = await sandbox.run({ code: plan.code, stdin: [], timeLimitMs: plan.timeLimitMs });
  expect(r.success, r.stderr).toBe(true);
  return repairFromRun(plan, r.stdout);
}

describe('repairs tried on the student code (one sandbox run)', () => {
  it('loads the data: every repair has a concept, a pattern that compiles and a message', () => {
    const data = loadRepairs();
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(new Set(data.map((r) => r.id)).size).toBe(data.length);
    for (const r of data) expect(() => new RegExp(r.line)).not.toThrow();
  });

  it.each([
    ['total = 0\nk = 1\nwhile k < 4:\n    total += k\n    k += 1\nprint(total)', '10 나와야 하는데 6 나와요', ok('6\n'), 'boundary-included', 3],
    ['m = 200\nprint(m / 60)', '3시간 나와야 되는데 3.3333 나옴', ok('3.3333333333333335\n'), 'floor-division', 2],
    ['side = 3\narea = side * 2 * 3.14\nprint(round(area, 2))', '넓이 28.26 나와야 되는데 18.84 나옴', ok('18.84\n'), 'square-not-double', 2],
    ['w = "Python"\nprint(w.upper)', 'PYTHON 나와야 되는데 이상한거 나와요', ok('<built-in method upper of str object at 0x1>\n'), 'method-not-called', 2],
    ['xs = [7, 8, 9]\nprint(xs[1])', '7 나와야되는데 8 나옴', ok('8\n'), 'index-from-zero', 2],
    ['print(10 - 4 * 2)', '12 나와야 되는거 아님? 2 나옴', ok('2\n'), 'precedence', 1],
    ['p = input()\nq = input()\nprint(p + q)', '4 5 넣었는데 9가 아니라 45 나와요', ok('45\n', ['4', '5']), 'input-as-number', 1],
    ['n = 0\nfor c in "hello":\n    if c == "l":\n        n = 1\nprint(n)', 'l 개수 2 나와야 되는데 1 나와요', ok('1\n'), 'accumulate', 4],
    ['x = int(input())\nif x > 0:\n    print("양수")\nif x == 0:\n    print("영")\nelse:\n    print("음수")', '3 넣으면 양수만 나와야 되는데 음수도 떠요', ok('양수\n음수\n', ['3']), 'if-chain', 4],
  ])('%s — %s', async (code, message, run, id, line) => {
    const found = await diagnose(code, message, run);
    expect(found, 'a repair').toBeDefined();
    expect(found).toMatchObject({ id, line });
    expect(found!.message).not.toMatch(/\{\w+(\|[^}]+)?\}/);
  });

  it('a program that never ends is answered by a repair that makes it end', async () => {
    const found = await diagnose('v = 0\nwhile v != 7:\n    v += 2\nprint(v)', '안 멈춰요', { inputs: [], output: '', error: '실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.', success: false });
    expect(found).toMatchObject({ id: 'stop-skipped', line: 2 });
  });

  it('finds nothing when no repair prints what the student said, or when the run already shows it', async () => {
    expect(await diagnose('print(3 + 4)', '8 나와야 되는데 7 나와요', ok('7\n'))).toBeUndefined();
    expect(await diagnose('print(5)', '5 나와야 되는데 5 나와요', ok('5\n'))).toBeUndefined();
  });

  it('reads what the student expects: numbers with their unit, printed words, what must not appear, brackets as written', () => {
    expect(wantedOf(statedExpectation('2시간 나와야 하는데 2.25 나와요'), 'print(1)', false)).toMatchObject({ values: ['2시간'] });
    expect(wantedOf(statedExpectation('양수만 나와야 되는데 음수도 같이 떠요'), 'print("양수")\nprint("음수")', false)).toMatchObject({ words: ['양수'], absent: ['음수'] });
    expect(wantedOf(statedExpectation('[1, 2] 나와야 되는데 [[1, 2]] 나와요'), 'x = 1', false)).toMatchObject({ structured: '[1,2]' });
    expect(wantedOf(undefined, 'x = 1', true)).toMatchObject({ endless: true });
    expect(wantedOf(undefined, 'x = 1', false)).toBeUndefined();
  });

  it('makes one candidate per change and never the unchanged program', () => {
    const cands = repairCandidates('i = 0\nwhile i < 3:\n    i += 1');
    expect(cands.length).toBeGreaterThan(0);
    expect(cands.every((c) => c.program !== 'i = 0\nwhile i < 3:\n    i += 1')).toBe(true);
  });
});

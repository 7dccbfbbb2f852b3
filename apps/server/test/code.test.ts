import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ CODE_RUNS_PER_MINUTE: 12, SANDBOX_TIME_LIMIT_MS: 1500 });
  alice = await tokenFor(t.app, await createUser(t.app));
  bob = await tokenFor(t.app, await createUser(t.app));
});
afterAll(() => t.close());

const run = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/code/execute-code', headers: bearer(token), payload });

describe('POST /code/execute-code', () => {
  it('runs code with comma-joined inputs and records it', async () => {
    const res = await run(alice, { code: "name = input()\nage = int(input())\nprint('안녕', name, age + 1)", input_values: '도담, 12', selected_section: '3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, output: '안녕 도담 13\n', result: '안녕 도담 13\n', status: 'ok', error: null });
    expect(res.json().execution_id).toBeGreaterThan(0);
  });

  it('applies the num1/num2 header rule', async () => {
    const res = await run(alice, { code: 'print(num1 + num2)', input_values: '3,4' });
    expect(res.json().output.trim()).toBe('7');
  });

  it('reports errors with the traceback as result', async () => {
    const res = await run(alice, { code: 'x = 1\nprint(y)' });
    expect(res.json().success).toBe(false);
    expect(res.json().result).toContain('NameError');
    expect(res.json().error).toMatch(/line 2/);
  });

  it('stops a runaway program at the time limit', async () => {
    const res = await run(alice, { code: 'while True:\n    pass', time_limit_ms: 500 });
    expect(res.json()).toMatchObject({ success: false, status: 'timeout', timed_out: true });
  });

  it('truncates a print flood and flags it', async () => {
    const res = await run(alice, { code: "while True:\n    print('x' * 1000)" });
    expect(res.json().truncated).toBe(true);
    expect(res.json().output.length).toBeLessThanOrEqual(70_000);
  });

  it('lists only the caller’s own executions, newest first, filtered by section', async () => {
    await run(bob, { code: "print('bob')", selected_section: '3' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/learning/code-executions?limit=20', headers: bearer(alice) });
    expect(mine.statusCode).toBe(200);
    const codes = mine.json().executions.map((e: { code: string }) => e.code);
    expect(codes).not.toContain("print('bob')");
    expect(codes.length).toBeGreaterThanOrEqual(4);
    const section = await t.app.inject({ method: 'GET', url: '/api/v1/learning/code-executions?section_id=3', headers: bearer(alice) });
    expect(section.json().executions.every((e: { section_id: string }) => e.section_id === '3')).toBe(true);
    expect(section.json().executions[0].input_values).toEqual(['도담', '12']);
    const bobs = await t.app.inject({ method: 'GET', url: '/api/v1/learning/code-executions', headers: bearer(bob) });
    expect(bobs.json().executions.map((e: { code: string }) => e.code)).toEqual(["print('bob')"]);
  });

  it('validates input', async () => {
    expect((await run(alice, { code: 'x'.repeat(20_001) })).statusCode).toBe(422);
    expect((await run(alice, { code: 'print(1)', extra: true })).statusCode).toBe(422);
    expect((await run(alice, {})).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/learning/code-executions?limit=1000', headers: bearer(alice) })).statusCode).toBe(422);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/code/execute-code', payload: { code: 'print(1)' } })).statusCode).toBe(401);
  });

  it('rate-limits per user with 429 and Retry-After', async () => {
    const carol = await tokenFor(t.app, await createUser(t.app));
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await run(carol, { code: 'print(1)' })).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    const last = await run(carol, { code: 'print(1)' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // another user is not affected
    expect((await run(bob, { code: 'print(2)' })).statusCode).toBe(200);
  });
});

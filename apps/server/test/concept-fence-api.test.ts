import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPythonError, fenceFromData, sectionConceptsResponseSchema } from '@dodam/contracts';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /content/sections/:section/concepts.json', () => {
  it('sends the fence of section 4: what was taught so far, and where if is taught', async () => {
    const res = await get('/api/v1/content/sections/4/concepts.json', alice);
    expect(res.statusCode).toBe(200);
    const body = sectionConceptsResponseSchema.parse(res.json());
    expect(body.section_id).toBe('4');
    const { allowed, taught_at } = body.concept_fence;
    // Sections 1–4 of 파이썬기초1 (and nothing later).
    for (const c of ['variable', 'print', 'f-string', 'input', 'split', 'arithmetic', 'number-functions'] as const) expect(allowed).toContain(c);
    for (const c of ['if', 'for', 'list', 'function', 'string'] as const) expect(allowed).not.toContain(c);
    expect(taught_at.if).toBe('파이썬기초1 · 13. 조건문 if');
    expect(taught_at.print).toBe('파이썬기초1 · 1. 변수');
  });

  it('matches the server fence concept by concept, and the error cards built from it say the same', async () => {
    const data = sectionConceptsResponseSchema.parse((await get('/api/v1/content/sections/4/concepts.json', alice)).json()).concept_fence;
    const browser = fenceFromData(data);
    const server = t.app.content.fenceFor('python', '4');
    for (const c of ['if', 'while', 'for', 'print', 'arithmetic', 'class'] as const) {
      expect(browser.allows(c)).toBe(server.allows(c));
      expect(browser.taughtAt(c)).toBe(server.taughtAt(c));
    }
    const code = 'x = 3\nprint(x';
    const tb = 'Traceback (most recent call last):\n  File "<exec>", line 2\n    print(x\n         ^\nSyntaxError: \'(\' was never closed';
    expect(explainPythonError(tb, { code, fence: browser })).toEqual(explainPythonError(tb, { code, fence: server }));
  });

  it('answers 404 for an unknown section, 422 for a malformed id and 401 without a login', async () => {
    expect((await get('/api/v1/content/sections/9999/concepts.json', alice)).statusCode).toBe(404);
    expect((await get('/api/v1/content/sections/abc/concepts.json', alice)).statusCode).toBe(422);
    expect((await get('/api/v1/content/sections/4/concepts.json')).statusCode).toBe(401);
  });
});

// Tutor API with the default offline provider: every route needs login, budgets only for model
// calls (spent: the basic tutor answers; shared by instances, refilled), an abuse-level 429, input limits, conversations private
// to their owner, bad input never a 500, and the shapes of every endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { adminToken, bearer, createTestApp, createUser, pendingUserToken, tokenFor, type TestApp } from '../helpers.js';
import { CONVERSATION_MAX_MESSAGES, TUTOR_RATE_PER_MINUTE } from '@dodam/contracts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { chat, chatStream } from './tutor-helpers.js';

let t: TestApp;
const BURST = 3;
const REFILL = 180;

beforeAll(async () => {
  t = await createTestApp({ TUTOR_BURST: BURST, TUTOR_REFILL_SECONDS: REFILL, SANDBOX_TIME_LIMIT_MS: 2000 });
});
afterAll(() => t.close());

const newToken = async () => tokenFor(t.app, await createUser(t.app));
const post = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload: payload as InjectOptions['payload'] });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('every tutor route needs a signed-in, approved user', () => {
  const routes: InjectOptions[] = [
    { method: 'POST', url: '/api/v1/tutor/chat', payload: { user_input: '안녕' } },
    { method: 'POST', url: '/api/v1/tutor/chat/stream', payload: { user_input: '안녕' } },
    { method: 'POST', url: '/api/v1/start-chat', payload: {} },
    { method: 'POST', url: '/api/v1/code/submit-input', payload: { input: '안녕' } },
    { method: 'POST', url: '/api/v1/code/evaluate-code-ai', payload: { student_output: '1', expected_output: '1' } },
    { method: 'GET', url: '/api/v1/assessment/generate-summary?section=1' },
    { method: 'POST', url: '/api/v1/assessment/evaluate-progress', payload: { section: '1' } },
    { method: 'GET', url: '/api/v1/tutor/conversations/1?limit=50' },
    { method: 'POST', url: '/api/v1/tutor/conversations/unified', payload: { section_id: '1', unified_messages: [{ role: 'user', content: 'x' }] } },
    { method: 'GET', url: '/api/v1/tutor/conversations?limit=10' },
    { method: 'GET', url: '/api/v1/admin/tutor/status' },
  ];
  it.each(routes)('$method $url: anonymous 401, pending 403', async (route) => {
    const anonymous = await t.app.inject(route);
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().detail).toBe('string');
    const pending = await t.app.inject({ ...route, headers: bearer(await pendingUserToken(t.app)) });
    expect(pending.statusCode).toBe(403);
  });

  it('the provider status is for admins only', async () => {
    expect((await get('/admin/tutor/status', await newToken())).statusCode).toBe(403);
    const res = await get('/admin/tutor/status', await adminToken(t.app));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'offline', configured_provider: 'offline', model: null, base_url_host: null, api_key_configured: false, available: true, limits: { burst: BURST, refill_seconds: REFILL, max_input: 2000, timeout_ms: 30000 } });
  });
});

describe('budgets protect money: the basic tutor is free, model calls take the budget', () => {
  let fake: FakeOpenAI;
  let m: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI(() => ({ kind: 'reply', text: '좋은 질문이에요. 어디까지 해 봤나요?' }));
    m = await createTestApp({ TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: BURST, TUTOR_REFILL_SECONDS: REFILL });
  });
  afterAll(async () => {
    await m?.close();
    await fake?.close();
  });
  const modelToken = async () => tokenFor(m.app, await createUser(m.app));

  it('the basic tutor answers well past the burst (no budget, remaining null)', async () => {
    const token = await newToken();
    for (let i = 0; i < BURST + 5; i++) {
      const res = await chat(t.app, token, { user_input: `변수가 뭐예요? ${i}`, selected_section: '1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ provider: 'offline', remaining: null, note: null });
    }
  });

  it('the model answers the burst; then the basic tutor answers with a short note instead of a 429', async () => {
    const token = await modelToken();
    const remaining: number[] = [];
    for (let i = 0; i < BURST; i++) {
      const res = await chat(m.app, token, { user_input: `변수가 뭐예요? ${i}`, selected_section: '1' });
      expect(res.json()).toMatchObject({ provider: 'openai' });
      remaining.push(res.json().remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const over = await chat(m.app, token, { user_input: '변수가 뭐예요?', selected_section: '1' });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ provider: 'offline', remaining: 0, intent: 'concept' });
    expect(over.json().note).toMatch(/^AI 튜터 질문을 다 써서 기본 튜터가 답했어요\. 약 3분 뒤에 AI 튜터가 다시 답해요\.$/);
    const { res: stream, done } = await chatStream(m.app, token, { user_input: '스트림도요', selected_section: '1' });
    expect(stream.statusCode).toBe(200);
    expect(done).toMatchObject({ provider: 'offline', remaining: 0 });
    const submit = await m.app.inject({ method: 'POST', url: '/api/v1/code/submit-input', headers: bearer(token), payload: { input: '질문이요' } });
    expect(submit.json()).toMatchObject({ provider: 'offline' });
  });

  it('refills one model message per period', async () => {
    const user = await createUser(m.app);
    const token = await tokenFor(m.app, user);
    for (let i = 0; i < BURST; i++) await chat(m.app, token, { user_input: '안녕' });
    expect((await chat(m.app, token, { user_input: '안녕' })).json().provider).toBe('offline');
    await m.app.db.execute(sql`update tutor_budgets set updated_at = updated_at - make_interval(secs => ${REFILL}) where user_id = ${user.id}`);
    const again = await chat(m.app, token, { user_input: '안녕' });
    expect(again.json()).toMatchObject({ provider: 'openai', remaining: 0 });
  });

  it('is shared by every instance on the same database', async () => {
    const second = await buildApp({ config: m.app.config, database: { ...m.app.database, close: async () => {} }, prepare: false });
    await second.ready();
    try {
      const token = await modelToken();
      const providers = [];
      for (let i = 0; i < BURST + 1; i++) {
        const app = i % 2 ? second : m.app;
        providers.push((await app.inject({ method: 'POST', url: '/api/v1/tutor/chat', headers: bearer(token), payload: { user_input: '안녕' } })).json().provider);
      }
      expect(providers).toEqual(['openai', 'openai', 'openai', 'offline']);
    } finally {
      await second.close();
    }
  });

  it('concurrent messages never take more than the burst from the model', async () => {
    const token = await modelToken();
    const providers = await Promise.all(Array.from({ length: 8 }, () => chat(m.app, token, { user_input: '동시에' }).then((r) => r.json().provider as string)));
    expect(providers.filter((p) => p === 'openai')).toHaveLength(BURST);
    expect(providers.filter((p) => p === 'offline')).toHaveLength(8 - BURST);
  });

  it('start-chat, conversations and summaries use no budget', async () => {
    const token = await modelToken();
    for (let i = 0; i < BURST + 2; i++) expect((await m.app.inject({ method: 'POST', url: '/api/v1/start-chat', headers: bearer(token), payload: { selected_section: '2' } })).statusCode).toBe(200);
    expect((await chat(m.app, token, { user_input: '안녕' })).json().remaining).toBe(BURST - 1);
  });

  it(`only an abuse-level rate (${TUTOR_RATE_PER_MINUTE} a minute) blocks: 429 with Retry-After and a Korean message`, async () => {
    const token = await newToken();
    for (let i = 0; i < TUTOR_RATE_PER_MINUTE; i++) expect((await chat(t.app, token, { user_input: `안녕 ${i}` })).statusCode).toBe(200);
    const over = await chat(t.app, token, { user_input: '하나 더요' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().detail).toMatch(/^질문을 너무 빨리 보내고 있어요\. (\d+초|약 1분) 뒤에 다시 보내 주세요\.$/);
    const stream = await t.app.inject({ method: 'POST', url: '/api/v1/tutor/chat/stream', headers: bearer(token), payload: { user_input: '스트림도요' } });
    expect(stream.statusCode).toBe(429);
    expect(stream.headers['content-type']).toMatch(/json/);
  });
});

describe('input limits', () => {
  it('refuses an empty or blank question with 422 and uses no budget', async () => {
    const token = await newToken();
    for (const user_input of ['', '   \n ']) {
      const res = await chat(t.app, token, { user_input });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('질문을 입력해 주세요.');
    }
    expect((await chat(t.app, token, { user_input: '안녕' })).statusCode).toBe(200);
  });

  it('accepts 2000 characters, refuses 2001 with a Korean 422', async () => {
    const token = await newToken();
    expect((await chat(t.app, token, { user_input: '가'.repeat(2000) })).statusCode).toBe(200);
    const res = await chat(t.app, token, { user_input: '가'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('질문은 2,000자 이하로 입력해 주세요.');
    const stream = await t.app.inject({ method: 'POST', url: '/api/v1/tutor/chat/stream', headers: bearer(token), payload: { user_input: 'x'.repeat(2001) } });
    expect(stream.statusCode).toBe(422);
  });

  it('caps the length of a reply', async () => {
    const token = await newToken();
    const res = await chat(t.app, token, { user_input: '함수는 왜 써요?', selected_section: '16' });
    expect(res.json().response.length).toBeLessThanOrEqual(2500);
  });
});

describe('bad input is a 4xx with a Korean detail, never a 500', () => {
  const bodies: [string, string, unknown][] = [
    ['wrong type', '/tutor/chat', { user_input: 42 }],
    ['missing field', '/tutor/chat', {}],
    ['unknown field', '/tutor/chat', { user_input: '안녕', admin: true }],
    ['bad role', '/tutor/chat', { user_input: '안녕', chat_history: [{ role: 'root', content: 'x' }] }],
    ['history too long', '/tutor/chat', { user_input: '안녕', chat_history: Array.from({ length: 201 }, () => ({ content: 'x' })) }],
    ['bad context type', '/tutor/chat', { user_input: '안녕', context_type: 'admin' }],
    ['bad mode', '/tutor/chat', { user_input: '안녕', mode: 'cheat' }],
    ['bad problem id', '/tutor/chat', { user_input: '안녕', problem_id: '../../etc' }],
    ['unknown problem', '/tutor/chat', { user_input: '안녕', problem_id: 's99-p9' }],
    ['unknown exercise', '/tutor/chat', { user_input: '안녕', exercise_id: 'nope-1' }],
    ['last_run without success', '/tutor/chat', { user_input: '안녕', last_run: { output: 'x' } }],
    ['huge code', '/tutor/chat', { user_input: '안녕', code: 'x'.repeat(20_001) }],
    ['question over the schema cap', '/tutor/chat', { user_input: 'x'.repeat(20_001) }],
    ['stream with wrong type', '/tutor/chat/stream', { user_input: ['a'] }],
    ['start-chat unknown field', '/start-chat', { foo: 1 }],
    ['submit-input bad source', '/code/submit-input', { input: '안녕', source: 'shell' }],
    ['submit-input blank code', '/code/submit-input', { input: '  ', source: 'code' }],
    ['evaluate bad context', '/code/evaluate-code-ai', { problem_context: { section: 3 } }],
    ['evaluate unknown problem', '/code/evaluate-code-ai', { student_output: '1', expected_output: '1', problem_context: { problem_id: 's99-p1' } }],
    ['progress without section', '/assessment/evaluate-progress', {}],
    ['progress unknown section', '/assessment/evaluate-progress', { section: '999' }],
    ['save with bad messages', '/tutor/conversations/unified', { section_id: '1', unified_messages: [{ role: 'user' }] }],
    ['save unknown section', '/tutor/conversations/unified', { section_id: '9999', unified_messages: [{ content: 'x' }] }],
    ['save too many', '/tutor/conversations/unified', { section_id: '1', unified_messages: Array.from({ length: 1001 }, () => ({ content: 'x' })) }],
  ];
  it.each(bodies)('%s', async (_name, url, payload) => {
    const res = await post(url, await newToken(), payload);
    expect([400, 404, 413, 422]).toContain(res.statusCode);
    expect(typeof res.json().detail).toBe('string');
  });

  it.each([
    ['malformed JSON', '{"user_input": "안녕"'],
    ['NUL byte', '{"user_input": "a\\u0000b"}'],
    ['deep nesting', `{"user_input": "x", "chat_history": ${'['.repeat(100)}${']'.repeat(100)}}`],
  ])('%s', async (_name, body) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tutor/chat', headers: { ...bearer(await newToken()), 'content-type': 'application/json' }, payload: body });
    expect([400, 422]).toContain(res.statusCode);
  });

  it.each(['/tutor/conversations/abc', '/tutor/conversations/1?limit=0', '/tutor/conversations?limit=9999', '/assessment/generate-summary', '/assessment/generate-summary?section=../1'])('GET %s', async (url) => {
    const res = await get(url, await newToken());
    expect([400, 404, 422]).toContain(res.statusCode);
  });
});

describe('chat endpoints (offline provider)', () => {
  it('POST /tutor/chat: the basic tutor answers with the spec’s fields', async () => {
    const res = await chat(t.app, await newToken(), { user_input: 'append는 어떻게 써요?', selected_section: '10', chat_history: [{ role: 'user', content: '안녕' }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'offline', label: '기본 튜터', note: null, intent: 'concept', guarded: false, remaining: null });
    expect(body.response_msg).toBe(body.response);
    expect(body.response).toContain('[기본 튜터]');
    expect(body.chat_history).toHaveLength(3);
    expect(body.chat_history[0]).toMatchObject({ role: 'user', content: '안녕', type: 'chat' });
    expect(body.chat_history[2]).toMatchObject({ role: 'assistant', type: 'chat', content: body.response });
  });

  it('POST /tutor/chat/stream: meta, delta and done events', async () => {
    const { res, events, streamed, done } = await chatStream(t.app, await newToken(), { user_input: '힌트 주세요', selected_section: '3', problem_id: 's3-p1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    expect(events[0]!.data).toEqual({ provider: 'offline', label: '기본 튜터', section_id: '3', mode: 'evaluation', remaining: null });
    expect(done).toMatchObject({ response: streamed, replaced: false, intent: 'hint', hint_level: 1 });
  });

  it('POST /start-chat greets for the section without using the budget', async () => {
    const res = await post('/start-chat', await newToken(), { selected_section: '5', chat_history: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'offline', intent: 'greeting', remaining: null });
    expect(res.json().response).toContain('5섹션');
    expect(res.json().chat_history).toHaveLength(1);
  });

  it('accepts a section title as the original client sends it', async () => {
    const res = await chat(t.app, await newToken(), { user_input: '안녕하세요', selected_section: '입력' });
    expect(res.json().response).toContain('3섹션 「입력」');
  });

  it('POST /code/submit-input with source question answers like chat', async () => {
    const res = await post('/code/submit-input', await newToken(), { input: '변수가 뭐예요?', selected_section: '1', source: 'question', input_values: '', chat_history: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ intent: 'concept', provider: 'offline' });
    expect(res.json().chat_history.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('POST /code/submit-input with source code runs it and explains the error with the line', async () => {
    const token = await newToken();
    const res = await post('/code/submit-input', token, { input: 'name = input()\nprint(nmae)', input_values: '도담', selected_section: '3', source: 'code' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.chat_history.map((m: { type: string }) => m.type)).toEqual(['code_execution', 'code_result', 'chat']);
    expect(body.chat_history[0].content).toContain('print(nmae)');
    expect(body.chat_history[1].content).toMatch(/^실행 오류:/);
    expect(body.response).toContain('2번째 줄');
    expect(body.response).toContain('print(nmae)');
    const runs = await get('/learning/code-executions?section_id=3', token);
    expect(runs.json().count).toBe(1);
  });

  it('POST /code/submit-input with working code compares with the problem’s example', async () => {
    const problem = t.app.content.section('3')!.problems.find((p) => p.id === 's3-p2')!;
    const res = await post('/code/submit-input', await newToken(), { input: problem.reference_solution, input_values: problem.example_inputs.join(','), selected_section: '3', source: 'code', problem_id: 's3-p2' });
    expect(res.json().chat_history[1].content).toMatch(/^실행 결과:/);
    expect(res.json().response).toContain('예시 출력과 똑같이');
  });
});

describe('POST /code/evaluate-code-ai', () => {
  it('correct output (normalised): is_correct; the basic tutor is the configured tutor, so no unavailable note', async () => {
    const res = await post('/code/evaluate-code-ai', await newToken(), {
      student_code: 'print(7)',
      student_output: '7  \n',
      expected_output: '7',
      problem_context: { question: '합을 출력하세요', hint: 'int()', section: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, is_correct: true, error: null, evaluation: 'basic', note: null, provider: 'offline' });
  });

  it('wrong output: names the differing line', async () => {
    const res = await post('/code/evaluate-code-ai', await newToken(), { student_code: 'print(34)', student_output: '34', expected_output: '7', problem_context: { section: '3' } });
    expect(res.json()).toMatchObject({ is_correct: false });
    expect(res.json().feedback).toContain('1번째 줄부터 달라요');
    expect(res.json().feedback).not.toMatch(/띄어쓰기|공백/);
  });

  it('whitespace-only differences are told apart from wrong values', async () => {
    const res = await post('/code/evaluate-code-ai', await newToken(), { student_code: 'print(3,4)', student_output: '3 4\n5', expected_output: '3  4\n5', problem_context: { section: '3' } });
    expect(res.json()).toMatchObject({ is_correct: false });
    expect(res.json().feedback).toContain('값은 모두 맞아요');
    expect(res.json().feedback).toContain('1번째 줄');
  });

  it('an error in the output is explained', async () => {
    const tb = 'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\n    print(x)\nNameError: name \'x\' is not defined';
    const res = await post('/code/evaluate-code-ai', await newToken(), { student_code: 'print(x)', student_output: tb, expected_output: '7', problem_context: {} });
    expect(res.json().feedback).toContain('1번째 줄');
  });
});

describe('assessment', () => {
  it('GET /assessment/generate-summary: key points and the student’s own record', async () => {
    const token = await newToken();
    await post('/code/submit-input', token, { input: 'print(int("a"))', selected_section: '4', source: 'code' });
    const res = await get('/assessment/generate-summary?section=4', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', section_id: '4', course_title: '파이썬기초1' });
    expect(body.key_points.length).toBeGreaterThan(2);
    expect(body.stats).toMatchObject({ code_runs: 1, code_errors: 1, evaluation_score: null });
    expect(body.common_errors[0].count).toBe(1);
    expect(body.summary).toContain('## 4섹션');
    expect(body.next_step).toContain('기본 학습');
  });

  it('POST /assessment/evaluate-progress: level before any evaluation and the next step', async () => {
    const res = await post('/assessment/evaluate-progress', await newToken(), { section: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', section_id: '2', understanding_level: '시작 전', score: null, progress_percent: 0, next: { section_id: '2', learning_type: 'video' } });
    expect(res.json().recommendations.length).toBeGreaterThan(0);
  });
});

describe('conversations are private to their owner', () => {
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    alice = await newToken();
    bob = await newToken();
  });

  const messages = [
    { role: 'user', content: '변수가 뭐예요?', timestamp: '2026-01-01T09:00:00.000Z', type: 'chat' },
    { role: 'assistant', content: '값을 담는 상자예요.', timestamp: '2026-01-01T09:00:01.000Z' },
    { role: 'user', content: '코드 실행:\n```python\nprint(1)\n```', type: 'code_execution' },
  ];

  it('saves and reads back the unified history with defaults filled in', async () => {
    const save = await post('/tutor/conversations/unified', alice, { section_id: '3', unified_messages: messages });
    expect(save.json()).toEqual({ status: 'success', saved_messages: 3 });
    const res = await get('/tutor/conversations/3?limit=50', alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.unified_history).toHaveLength(3);
    // Roles are kept (issue 24); a tutor turn the server never gave carries no tutor label.
    expect(body.unified_history[1]).toMatchObject({ role: 'assistant', type: 'chat', timestamp: '2026-01-01T09:00:01.000Z' });
    expect(body.unified_history[1].provider).toBeUndefined();
    expect(body.unified_history[2].timestamp).toMatch(/^\d{4}-/);
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0]).toMatchObject({ section_id: '3', section_title: '입력', message_count: 3 });
    expect(body.conversations[0].created_at).toMatch(/^\d{4}-/);
    expect((await get('/tutor/conversations/3?limit=2', alice)).json().unified_history.map((m: { content: string }) => m.content)).toEqual([messages[1]!.content, messages[2]!.content]);
  });

  it('another user sees nothing of it and cannot overwrite it', async () => {
    expect((await get('/tutor/conversations/3', bob)).json()).toMatchObject({ unified_history: [], conversations: [] });
    expect((await get('/tutor/conversations?limit=10', bob)).json()).toMatchObject({ count: 0, message_count: 0, conversations: [] });
    await post('/tutor/conversations/unified', bob, { section_id: '3', unified_messages: [{ content: 'bob' }] });
    expect((await get('/tutor/conversations/3', alice)).json().unified_history).toHaveLength(3);
    expect((await get('/tutor/conversations/3', bob)).json().unified_history).toHaveLength(1);
  });

  it('lists the user’s conversations with counts, filtered by section', async () => {
    await post('/tutor/conversations/unified', alice, { section_id: '4', unified_messages: messages.slice(0, 2) });
    const all = (await get('/tutor/conversations?limit=10', alice)).json();
    expect(all).toMatchObject({ status: 'success', count: 2, message_count: 5 });
    expect(all.conversations[0].section_id).toBe('4');
    const one = (await get('/tutor/conversations?limit=10&section_id=3', alice)).json();
    expect(one).toMatchObject({ count: 1, message_count: 3 });
  });

  it('saving replaces the section’s history; an empty history or no section does nothing', async () => {
    expect((await post('/tutor/conversations/unified', alice, { section_id: '', unified_messages: messages })).json()).toEqual({ status: 'skipped', saved_messages: 0 });
    expect((await post('/tutor/conversations/unified', alice, { section_id: '3', unified_messages: [] })).json()).toEqual({ status: 'skipped', saved_messages: 0 });
    expect((await get('/tutor/conversations/3', alice)).json().unified_history).toHaveLength(3);
    await post('/tutor/conversations/unified', alice, { section_id: '입력', unified_messages: messages.slice(0, 1) });
    expect((await get('/tutor/conversations/3', alice)).json().unified_history).toHaveLength(1);
  });

  it('keeps the newest 200 messages', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ content: `m${i}` }));
    expect((await post('/tutor/conversations/unified', alice, { section_id: '5', unified_messages: many })).json().saved_messages).toBe(200);
    const res = (await get('/tutor/conversations/5?limit=200', alice)).json();
    expect(res.unified_history[0].content).toBe('m50');
  });
});

describe('the server keeps each tutor exchange in the section history', () => {
  it('a streamed answer appends the question and the answer (one exchange), private to the asker', async () => {
    const carol = await newToken();
    const first = await chatStream(t.app, carol, { user_input: '변수가 뭐예요?', selected_section: '6' });
    expect(first.done).toBeDefined();
    const history = (await get('/tutor/conversations/6?limit=50', carol)).json().unified_history;
    expect(history.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(history[0].content).toBe('변수가 뭐예요?');
    expect(history[1].content).toBe(first.done!.response);

    await chat(t.app, carol, { user_input: '예시를 보여 주세요.', selected_section: '6' });
    expect((await get('/tutor/conversations/6?limit=50', carol)).json().unified_history).toHaveLength(4);
    expect((await get('/tutor/conversations/6?limit=50', await newToken())).json().unified_history).toEqual([]);
  });

  it('a question without a section is answered but not saved', async () => {
    const dave = await newToken();
    expect((await chat(t.app, dave, { user_input: '안녕하세요' })).statusCode).toBe(200);
    expect((await get('/tutor/conversations?limit=10', dave)).json()).toMatchObject({ count: 0 });
  });

  it('code-run entries are appended without re-sending the history; bad input is 404/422', async () => {
    const erin = await newToken();
    const entries = [
      { role: 'user', content: '코드 실행:\n```python\nprint(1)\n```', type: 'code_execution' },
      { role: 'assistant', content: '실행 결과:\n```\n1\n```', type: 'code_result' },
    ];
    const res = await post('/tutor/conversations/7/messages', erin, { messages: entries });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message_count: 2 });
    expect((await post('/tutor/conversations/7/messages', erin, { messages: entries.slice(0, 1) })).json().message_count).toBe(3);
    expect((await get('/tutor/conversations/7', erin)).json().unified_history.map((m: { type: string }) => m.type)).toEqual(['code_execution', 'code_result', 'code_execution']);
    expect((await post('/tutor/conversations/9999/messages', erin, { messages: entries })).statusCode).toBe(404);
    expect((await post('/tutor/conversations/7/messages', erin, { messages: [] })).statusCode).toBe(422);
    expect((await post('/tutor/conversations/abc/messages', erin, { messages: entries })).statusCode).toBe(422);
  });

  it(`keeps the newest ${CONVERSATION_MAX_MESSAGES} messages, in order, when appends go past the cap (also at once)`, async () => {
    const fay = await newToken();
    const batch = (from: number) => ({ messages: Array.from({ length: 20 }, (_, i) => ({ role: 'user', content: `m${from + i}`, type: 'chat' })) });
    const rounds = CONVERSATION_MAX_MESSAGES / 20 + 2;
    // The first half one after another, the rest all at once: concurrent appends must lose nothing.
    for (let r = 0; r < rounds / 2; r += 1) expect((await post('/tutor/conversations/8/messages', fay, batch(r * 20))).statusCode).toBe(200);
    const rest = await Promise.all(Array.from({ length: rounds - Math.ceil(rounds / 2) }, (_, k) => post('/tutor/conversations/8/messages', fay, batch((Math.ceil(rounds / 2) + k) * 20))));
    expect(rest.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    expect(Math.max(...rest.map((r) => r.json().message_count as number))).toBe(CONVERSATION_MAX_MESSAGES);
    const kept = (await get(`/tutor/conversations/8?limit=${CONVERSATION_MAX_MESSAGES}`, fay)).json().unified_history.map((m: { content: string }) => Number(m.content.slice(1)));
    expect(kept).toHaveLength(CONVERSATION_MAX_MESSAGES);
    // Each batch stays whole and in order; the oldest 40 fell off.
    expect(new Set(kept).size).toBe(CONVERSATION_MAX_MESSAGES);
    expect(Math.min(...kept)).toBe(rounds * 20 - CONVERSATION_MAX_MESSAGES);
    for (let i = 0; i < kept.length; i += 20) expect(kept.slice(i, i + 20)).toEqual(Array.from({ length: 20 }, (_, k) => kept[i]! + k));
  });
});

describe('usage is recorded for admins', () => {
  it('counts the basic tutor’s answers per provider and per user', async () => {
    const res = await get('/admin/tutor/status', await adminToken(t.app));
    const body = res.json();
    expect(body.usage.requests).toBeGreaterThan(5);
    expect(body.usage.by_provider).toEqual([expect.objectContaining({ provider: 'offline' })]);
    expect(body.usage.last_24h.requests).toBe(body.usage.requests);
    expect(body.top_users.length).toBeGreaterThan(0);
  });
});

// Issue 25 (AI Basic Act): a stored tutor reply keeps which tutor produced it, so the label "AI가
// 생성한 답변" survives a reload of the student's chat and reaches the teacher's drill-down and the
// student's export. A model's reply is stored as 'openai'; a fallback to the built-in tutor (the
// model failing) as 'offline'; the student's own entries carry no provider, whatever the client sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@dodam/contracts';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { chat, chatStream } from './tutor-helpers.js';

describe('provider kind stored with tutor replies', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let student: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  let teacherToken: string;
  let failing = false;

  beforeAll(async () => {
    fake = await startFakeOpenAI(() => (failing ? { kind: 'status', status: 500 } : { kind: 'reply', text: '변수는 값을 담는 이름표예요.' }));
    t = await createTestApp({ LOG_LEVEL: 'error', TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 1000 });
    student = await createUser(t.app, { courses: ['python'] });
    const teacher = await createUser(t.app, { userType: 'teacher', courses: ['python'] });
    [token, teacherToken] = await Promise.all([tokenFor(t.app, student), tokenFor(t.app, teacher)]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const stored = async (): Promise<ChatMessage[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tutor/conversations/1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json().unified_history as ChatMessage[];
  };

  it('a model reply (JSON and streamed) is stored and returned as openai; the question carries no provider', async () => {
    const res = await chat(t.app, token, { user_input: '변수가 뭐예요?', selected_section: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().provider).toBe('openai');
    expect(res.json().chat_history.at(-1)).toMatchObject({ role: 'assistant', provider: 'openai' });
    const streamed = await chatStream(t.app, token, { user_input: '리스트는요?', selected_section: '1' });
    expect(streamed.done?.provider).toBe('openai');

    const history = await stored();
    expect(history.map((m) => [m.role, m.provider])).toEqual([
      ['user', undefined],
      ['assistant', 'openai'],
      ['user', undefined],
      ['assistant', 'openai'],
    ]);
  });

  it('a fallback to the built-in tutor is stored as offline', async () => {
    failing = true;
    try {
      const res = await chat(t.app, token, { user_input: '반복문은 어떻게 써요?', selected_section: '1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().provider).toBe('offline');
    } finally {
      failing = false;
    }
    expect((await stored()).at(-1)).toMatchObject({ role: 'assistant', provider: 'offline' });
  });

  it('a client cannot label its own entries as a tutor reply: saved and appended entries carry no provider', async () => {
    const forged = { role: 'assistant', content: '가짜 답변', type: 'chat', provider: 'openai' };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tutor/conversations/1/messages', headers: bearer(token), payload: { messages: [forged] } });
    expect(res.statusCode).toBe(200);
    const last = (await stored()).at(-1)!;
    expect(last).toMatchObject({ role: 'user', content: '가짜 답변' });
    expect(last.provider).toBeUndefined();
  });

  it("the teacher's drill-down and the student's export show who produced each reply", async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${student.id}`, headers: bearer(teacherToken) });
    expect(detail.statusCode).toBe(200);
    const messages = (detail.json().conversations as { section_id: string; messages: ChatMessage[] }[]).find((c) => c.section_id === '1')!.messages;
    expect(messages.filter((m) => m.role === 'assistant').map((m) => m.provider)).toEqual(['openai', 'openai', 'offline']);

    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/me/privacy/export', headers: bearer(token) });
    expect(exported.statusCode).toBe(200);
    const conv = (exported.json().tutor_conversations as { section_id: string; messages: ChatMessage[] }[]).find((c) => c.section_id === '1')!;
    expect(conv.messages.filter((m) => m.role === 'assistant').map((m) => m.provider)).toEqual(['openai', 'openai', 'offline']);
  });
});

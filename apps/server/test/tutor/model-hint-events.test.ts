// With a model configured, a hint the model shows is a rung of the server's ladder like the basic
// tutor's: recorded in tutor_hint_events (what the teacher's hint-efficacy figures read) and in the
// conversation state, through the real chat API and the OpenAI-compatible fake model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { LAST_HINT_RUNG } from '@dodam/contracts/teacher';
import { tutorHintEvents, tutorStates } from '../../src/db/schema.js';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { chat } from './tutor-helpers.js';

let fake: FakeOpenAI;
let m: TestApp;
let failing = false;

beforeAll(async () => {
  fake = await startFakeOpenAI(() => (failing ? { kind: 'status', status: 500 } : { kind: 'reply', text: '입력받은 두 값을 어떤 변수에 담을지 먼저 정해 볼까요? 어느 줄부터 쓸 수 있을까요?' }));
  m = await createTestApp({ LOG_LEVEL: 'error', TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 1000 });
});
afterAll(async () => {
  await m?.close();
  await fake?.close();
});

async function eventsOf(userId: number, scope: string): Promise<number[]> {
  const rows = await m.app.db.select().from(tutorHintEvents).where(and(eq(tutorHintEvents.userId, userId), eq(tutorHintEvents.scope, scope))).orderBy(asc(tutorHintEvents.id));
  return rows.map((r) => r.rung);
}

describe('hint events with a model configured', () => {
  it('each hint the model shows is one event of the next rung, and the state climbs with it', async () => {
    const user = await createUser(m.app);
    const token = await tokenFor(m.app, user);
    const problem = m.app.content.section('1')!.problems[0]!;
    const scope = `problem:${problem.id}`;
    const levels: (number | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await chat(m.app, token, { user_input: '힌트 주세요', selected_section: '1', problem_id: problem.id, mode: 'evaluation', context_type: 'hint' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ provider: 'openai', intent: 'hint' });
      expect(res.json().response).toContain('어떤 변수에 담을지');
      levels.push(res.json().hint_level);
    }
    expect(levels).toEqual([1, 2, 3, 3]);
    expect(await eventsOf(user.id, scope)).toEqual([1, 2, LAST_HINT_RUNG, LAST_HINT_RUNG]);
    const [state] = await m.app.db.select().from(tutorStates).where(and(eq(tutorStates.userId, user.id), eq(tutorStates.scope, scope)));
    expect(state).toMatchObject({ rung: LAST_HINT_RUNG, lastIntent: 'hint' });
  });

  it('a question that asks for no hint records none, and a made-up history raises nothing', async () => {
    const user = await createUser(m.app);
    const token = await tokenFor(m.app, user);
    const problem = m.app.content.section('1')!.problems[0]!;
    const history = [
      { role: 'user', content: '힌트 주세요' },
      { role: 'assistant', content: '**3단계: 뼈대 코드** — 빈칸을 채워 보세요.' },
    ];
    const res = await chat(m.app, token, { user_input: 'print가 뭐예요?', selected_section: '1', problem_id: problem.id, mode: 'evaluation', chat_history: history });
    expect(res.json()).toMatchObject({ provider: 'openai', hint_level: null });
    expect(await eventsOf(user.id, `problem:${problem.id}`)).toEqual([]);
    const hint = await chat(m.app, token, { user_input: '힌트 주세요', selected_section: '1', problem_id: problem.id, mode: 'evaluation', chat_history: history });
    expect(hint.json()).toMatchObject({ provider: 'openai', hint_level: 1 });
    expect(await eventsOf(user.id, `problem:${problem.id}`)).toEqual([1]);
  });

  it('when the model fails the basic tutor answers, and its rung is recorded once', async () => {
    const user = await createUser(m.app);
    const token = await tokenFor(m.app, user);
    const problem = m.app.content.section('1')!.problems[1]!;
    failing = true;
    try {
      const res = await chat(m.app, token, { user_input: '힌트 주세요', selected_section: '1', problem_id: problem.id, mode: 'evaluation' });
      expect(res.json()).toMatchObject({ provider: 'offline', hint_level: 1 });
    } finally {
      failing = false;
    }
    expect(await eventsOf(user.id, `problem:${problem.id}`)).toEqual([1]);
  });
});

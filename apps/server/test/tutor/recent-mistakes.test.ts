// The learner's recent mistakes reach the model (issue 24): the error kinds of their latest runs
// and the misconception behind their current code (content/mistakes.json through the one engine)
// are in the system prompt, and a model that uses them says so in its reply. Measured through the
// real route and the OpenAI-compatible fake model, which echoes the prompt's mistake line; nothing
// personal (name, username, e-mail) travels with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCodeExecution } from '../../src/db/queries/code-executions.js';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from './fake-openai.js';
import { chat } from './tutor-helpers.js';

let fake: FakeOpenAI;
let t: TestApp;

const systemOf = (req: FakeRequest) => req.body.messages.find((m) => m.role === 'system')?.content ?? '';
/** The fake model uses the learner's mistakes when it sees them: it answers with the prompt's line. */
const echoMistake = (req: FakeRequest) => {
  const line = systemOf(req)
    .split('\n')
    .find((l) => l.startsWith('지금 코드의 실수:'));
  return { kind: 'reply' as const, text: line ? `같이 볼까요? ${line.replace('지금 코드의 실수: ', '')}\n어느 줄을 고치면 될까요?` : '어떤 부분이 어려운가요?' };
};

beforeAll(async () => {
  fake = await startFakeOpenAI(echoMistake);
  t = await createTestApp({ TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const TRACE = (type: string, message: string) => `Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\n${type}: ${message}`;

/** Programs with one of the lessons' common mistakes (each a different entry of content/mistakes.json). */
const PROGRAMS: { id: string; section: string; code: string; ask: string }[] = [
  { id: 'accumulator-reset', section: '14', code: 'nums = [4, 5]\nfor n in nums:\n    s = 0\n    s += n\nprint(s)', ask: '9 나와야 되는데 5 나옴' },
  { id: 'list-alias', section: '9', code: 'x = [1]\ny = x\ny.append(2)\nprint(x)', ask: 'x는 왜 바뀌어요?' },
  { id: 'missing-f', section: '2', code: 'age = 3\nprint("나이 {age}살")', ask: '왜 {age}가 그대로 나와요?' },
  { id: 'split-plus', section: '3', code: 'p, q = input().split()\nprint(q + p)', ask: '더하기가 이상해요' },
  { id: 'string-method-discarded', section: '6', code: 'w = "hi"\nw.upper()\nprint(w)', ask: '대문자가 안 돼요' },
  { id: 'discarded-arithmetic', section: '4', code: 'c = 0\nc + 1\nprint(c)', ask: '1이 안 나와요' },
];

describe('recent mistakes in the model prompt', () => {
  it('carries the error kinds of the latest runs and the misconception behind the code; the replies use them', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    for (const [type, message] of [['TypeError', 'can only concatenate str (not "int") to str'], ['TypeError', 'unsupported operand type(s)'], ['NameError', "name 'totl' is not defined"]] as const) {
      await insertCodeExecution(t.app.db, { userId: user.id, sectionId: '3', code: 'print(1)', success: false, status: 'error', error: TRACE(type, message) });
    }
    let carried = 0;
    let used = 0;
    for (const p of PROGRAMS) {
      const before = fake.requests.length;
      const res = await chat(t.app, token, { user_input: p.ask, selected_section: p.section, code: p.code });
      expect(res.statusCode).toBe(200);
      const system = systemOf(fake.requests[before]!);
      expect(system).toContain('최근 실행 오류: TypeError 2번, NameError 1번');
      const line = system.split('\n').find((l) => l.startsWith('지금 코드의 실수:'));
      if (line) carried++;
      // The misconception is the engine's sentence on the student's own names.
      if (line && res.json().response.includes(line.replace('지금 코드의 실수: ', '').slice(0, 40))) used++;
      for (const secret of [user.username, user.email]) expect(JSON.stringify(fake.requests[before]!.body)).not.toContain(secret);
    }
    console.log(`[recent mistakes] prompts carrying the misconception: ${carried}/${PROGRAMS.length}; replies using it: ${used}/${PROGRAMS.length}`);
    expect(carried).toBe(PROGRAMS.length);
    expect(used).toBe(PROGRAMS.length);
  }, 120_000);

  it('says nothing about mistakes a learner has not made', async () => {
    const token = await tokenFor(t.app, await createUser(t.app));
    const before = fake.requests.length;
    await chat(t.app, token, { user_input: '이거 맞아요?', selected_section: '14', code: 's = 0\nfor n in [1, 2]:\n    s += n\nprint(s)' });
    expect(systemOf(fake.requests[before]!)).not.toContain('[학생의 최근 실수]');
  });
});

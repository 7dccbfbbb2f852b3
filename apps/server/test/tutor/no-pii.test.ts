// Issue 25: nothing that identifies a student reaches an OpenAI-compatible model. The whole
// evaluation set goes through the real protocol to the local fake model, each message and code
// carrying the student's name, username, e-mail, 학번 and another address; every request the model
// received is checked for all of them and for the account id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';
import { EVAL_SET } from './eval-set.js';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.js';
import { chat } from './tutor-helpers.js';

describe('no personal data in anything sent to the model (whole evaluation set)', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let token: string;
  let student: Awaited<ReturnType<typeof createUser>>;
  const fullName = '한가람';
  const studentCode = 'S20314';

  beforeAll(async () => {
    fake = await startFakeOpenAI(() => ({ kind: 'reply', text: '좋은 질문이에요! 어떤 부분이 헷갈리나요?' }));
    t = await createTestApp({ LOG_LEVEL: 'error', TUTOR_PROVIDER: 'openai', TUTOR_OPENAI_BASE_URL: fake.url, TUTOR_MAX_RETRIES: 0, TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 1_000_000 });
    student = await createUser(t.app, { courses: ['python'] });
    await t.app.db.update(users).set({ profile: { fullName }, studentCode, grade: 2, classNumber: 3, studentNumber: 14 }).where(eq(users.id, student.id));
    token = await tokenFor(t.app, student);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends no name, username, e-mail, 학번 or id for any of the evaluation messages', async () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    const secrets = [student.username, student.email, student.email.split('@')[0]!, fullName, studentCode, 'friend.kim@school.kr'];
    const leaks: string[] = [];
    let sent = 0;
    for (const c of EVAL_SET) {
      const before = fake.requests.length;
      const intro = `저는 ${fullName}(${student.username}, 학번 ${studentCode})이고 메일은 ${student.email}, 친구는 friend.kim@school.kr이에요. `;
      const code = `# ${fullName} ${studentCode} ${student.email}\n${c.code ?? 'print("안녕")'}`;
      const res = await chat(t.app, token, {
        user_input: intro + c.message,
        chat_history: (c.history ?? []).map((m) => ({ ...m, content: `${fullName}: ${m.content}` })),
        selected_section: c.section,
        ...(c.mode ? { mode: c.mode } : {}),
        ...(c.problemId ? { problem_id: c.problemId } : {}),
        code,
        ...(c.lastRun ? { last_run: c.lastRun } : {}),
      });
      expect(res.statusCode, c.message).toBe(200);
      for (const req of fake.requests.slice(before)) {
        sent += 1;
        const body = JSON.stringify(req.body);
        for (const s of secrets) if (body.toLowerCase().includes(s.toLowerCase())) leaks.push(`${c.message} → ${s}`);
        // No field names the account (OpenAI's optional 'user' / 'safety_identifier' included).
        for (const key of ['user', 'user_id', 'safety_identifier', 'metadata']) if (key in req.body) leaks.push(`${c.message} → field ${key}`);
        if (new RegExp(`(?:user|id|사용자)\\D{0,3}${student.id}(?!\\d)`, 'i').test(body)) leaks.push(`${c.message} → id ${student.id}`);
      }
    }
    // The model was really asked (the basic tutor answering alone would prove nothing).
    expect(sent).toBeGreaterThanOrEqual(EVAL_SET.length / 2);
    expect(leaks).toEqual([]);
  }, 300_000);
});

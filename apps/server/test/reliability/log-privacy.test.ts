import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serializeError } from '../../src/lib/log-safe.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

// The server's own logger, captured: every line it writes at level info and above.
const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture });
  token = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
  // Make the next writes of profiles and conversations fail inside PostgreSQL, as a broken
  // database would: a CHECK constraint that every new value violates (existing rows untouched).
  await t.app.db.execute(sql`alter table users add constraint test_profile_fails check (profile->>'bio' is null or profile->>'bio' = '') not valid`);
  await t.app.db.execute(sql`alter table tutor_conversations add constraint test_chat_fails check (message_count = 0) not valid`);
});
afterAll(() => t.close());

const SECRET_BIO = 'PRIVATE-BIO-저는 김철수이고 010-1234-5678';
const SECRET_CHAT = 'PRIVATE-CHAT-우리 집 주소는 서울시 강남구';

describe('logs never carry user data', () => {
  it("a failing query's parameters (profile text, chat message) are not written to the log", async () => {
    const profile = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/profile', headers: bearer(token), payload: { bio: SECRET_BIO } });
    expect(profile.statusCode).toBe(500);
    expect(profile.json().detail).toMatch(/[\uac00-\ud7a3]/);
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tutor/conversations/unified',
      headers: bearer(token),
      payload: { section_id: '1', unified_messages: [{ role: 'user', content: SECRET_CHAT }] },
    });
    expect(chat.statusCode).toBe(500);

    const log = lines.join('');
    // The failures were logged, with what an operator needs: the SQL (placeholders), the code, the constraint.
    const errors = lines.map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> }).filter((l) => l.msg === 'unhandled error');
    expect(errors).toHaveLength(2);
    expect(errors[0]!.err).toMatchObject({ message: 'query failed', cause: { code: '23514', constraint: 'test_profile_fails' } });
    expect(String(errors[0]!.err!.query)).toMatch(/update "users"/);
    expect(errors[1]!.err).toMatchObject({ cause: { code: '23514', constraint: 'test_chat_fails' } });
    // ...and not the data.
    for (const secret of ['PRIVATE-BIO', '김철수', '010-1234-5678', 'PRIVATE-CHAT', '강남구']) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2|scrypt\$/);
  });
});

describe('serializeError', () => {
  it('blanks quoted values and key=value details of database messages', () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), { code: '22P02', detail: 'Key (email)=(kim@example.com) already exists.' });
    const out = serializeError(err);
    expect(out).toMatchObject({ type: 'Error', code: '22P02' });
    expect(JSON.stringify(out)).not.toContain('secret-value');
    expect(JSON.stringify(out)).not.toContain('kim@example.com');
    expect(serializeError(new Error('duplicate key: Key (username)=(kim) exists')).message).toBe('duplicate key: Key (username)=(…) exists');
  });
});

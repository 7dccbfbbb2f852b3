import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { learningEvents } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let alice: string;
let aliceId: number;
let bob: string;
let teacher: string;
let otherTeacher: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.app, { courses: ['python'] });
  aliceId = a.id;
  alice = await tokenFor(t.app, a);
  bob = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
  teacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: ['python'] }));
  otherTeacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher', courses: [] }));
});
afterAll(() => t.close());

const item = { kind: 'practice', section_id: '1', item_id: 's1-e1' } as const;
const query = (i: Record<string, string>) => new URLSearchParams(i).toString();
const getDraft = (token: string, i: Record<string, string> = item) => t.app.inject({ method: 'GET', url: `/api/v1/drafts?${query(i)}`, headers: bearer(token) });
const putDraft = (token: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/drafts', headers: { ...bearer(token), ...headers }, payload: body });

describe('drafts', () => {
  it('saves with increasing versions and reads back only for the owner', async () => {
    expect((await getDraft(alice)).json()).toEqual({ draft: null });
    const first = await putDraft(alice, { ...item, code: 'print(1)', base_version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toMatchObject({ kind: 'practice', section_id: '1', item_id: 's1-e1', code: 'print(1)', version: 1 });
    const second = await putDraft(alice, { ...item, code: 'print(2)', base_version: 1 });
    expect(second.json().draft).toMatchObject({ code: 'print(2)', version: 2 });
    expect((await getDraft(alice)).json().draft).toMatchObject({ code: 'print(2)', version: 2 });
    // Bob has his own (empty) draft of the same item; Alice's is not reachable by him.
    expect((await getDraft(bob)).json()).toEqual({ draft: null });
    const playground = await putDraft(bob, { kind: 'playground', code: 'x = 1', base_version: 0 });
    expect(playground.json().draft).toMatchObject({ kind: 'playground', section_id: null, version: 1 });
    expect((await getDraft(bob, { kind: 'playground' })).json().draft.code).toBe('x = 1');
  });

  it('refuses a save based on an older version with 409 and the newer draft', async () => {
    const base = (await getDraft(alice)).json().draft.version as number;
    const tabA = await putDraft(alice, { ...item, code: 'newer', base_version: base });
    expect(tabA.statusCode).toBe(200);
    const tabB = await putDraft(alice, { ...item, code: 'older', base_version: base });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ detail: MSG.draftConflict, draft: { code: 'newer', version: base + 1 } });
    // A first save of an item that already has a draft is a conflict too, not a second row.
    const fresh = await putDraft(alice, { ...item, code: 'fresh', base_version: 0 });
    expect(fresh.statusCode).toBe(409);
    expect((await getDraft(alice)).json().draft.code).toBe('newer');
  });

  it('answers bad input with 422, unknown items with 404 and oversized bodies with 413', async () => {
    expect((await putDraft(alice, { kind: 'essay', section_id: '1', item_id: 's1-e1', code: '', base_version: 0 })).statusCode).toBe(422);
    expect((await putDraft(alice, { kind: 'practice', code: '', base_version: 0 })).statusCode).toBe(422);
    expect((await putDraft(alice, { kind: 'playground', section_id: '1', code: '', base_version: 0 })).statusCode).toBe(422);
    expect((await putDraft(alice, { ...item, code: 'x', base_version: -1 })).statusCode).toBe(422);
    expect((await putDraft(alice, { ...item, code: 'x', base_version: 0, extra: 1 })).statusCode).toBe(422);
    const long = await putDraft(alice, { ...item, code: 'x'.repeat(20_001), base_version: 0 });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toContain('20,000자');
    expect((await getDraft(alice, { kind: 'practice', section_id: '1', item_id: 'nope' })).statusCode).toBe(404);
    expect((await putDraft(alice, { kind: 'problem', section_id: '9999', item_id: 's1-p1', code: '', base_version: 0 })).json().detail).toBe(MSG.draftNotFound);
    const huge = await putDraft(alice, { ...item, code: '가'.repeat(60_000), base_version: 0 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe(MSG.payloadTooLarge);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/drafts?${query(item)}` })).statusCode).toBe(401);
  });

  it('shows the latest drafts to the student’s teacher only', async () => {
    await putDraft(alice, { kind: 'problem', section_id: '1', item_id: 's1-p1', code: 'word = input()', base_version: 0 });
    await putDraft(alice, { kind: 'playground', code: 'private scratch', base_version: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${aliceId}/drafts`, headers: bearer(teacher) });
    expect(res.statusCode).toBe(200);
    const drafts = res.json().drafts as { kind: string; code: string; item_title: string | null; section_title: string | null }[];
    expect(drafts[0]).toMatchObject({ kind: 'problem', code: 'word = input()', section_id: '1' });
    expect(drafts[0]!.item_title).toBeTruthy();
    expect(drafts.map((d) => d.code)).toContain('newer');
    expect(drafts.some((d) => d.kind === 'playground')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${aliceId}/drafts`, headers: bearer(otherTeacher) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teacher/students/${aliceId}/drafts`, headers: bearer(bob) })).statusCode).toBe(403);
  });
});

describe('idempotency keys', () => {
  const submit = (key: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/evaluation/submit', headers: { ...bearer(bob), 'idempotency-key': key }, payload: { section_id: '1', problem_id: 's1-p1', code } });
  const attempts = async () =>
    (await t.app.db.select().from(learningEvents).where(and(eq(learningEvents.kind, 'evaluation_attempt'), eq(learningEvents.sectionId, '1')))).length;

  it('grades a retried submission once and replays its response', async () => {
    const before = await attempts();
    const first = await submit('submit-key-0001', 'word = input()\nprint(word)');
    expect(first.statusCode).toBe(200);
    const again = await submit('submit-key-0001', 'word = input()\nprint(word)');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await attempts()).toBe(before + 1);
    // Another key is another submission.
    await submit('submit-key-0002', 'word = input()\nprint(word)');
    expect(await attempts()).toBe(before + 2);
  });

  it('handles copies sent at the same moment once', async () => {
    const before = await attempts();
    const results = await Promise.all([submit('submit-key-same', 'print(1)'), submit('submit-key-same', 'print(1)'), submit('submit-key-same', 'print(1)')]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await attempts()).toBe(before + 1);
    // After the first is done a retry is a replay.
    expect((await submit('submit-key-same', 'print(1)')).headers['idempotent-replayed']).toBe('true');
  });

  it('refuses malformed keys and keys reused on another route; a failed request frees its key', async () => {
    expect((await submit('bad key!', 'print(1)')).statusCode).toBe(400);
    const completion = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/learning/completion',
      headers: { ...bearer(bob), 'idempotency-key': 'submit-key-0001' },
      payload: { section_id: '1', learning_type: 'practice', completed: true },
    });
    expect(completion.statusCode).toBe(422);
    expect(completion.json().detail).toBe(MSG.idempotencyKeyReused);
    // A conflict is not stored: after the draft moved on, the same key saves normally.
    const conflict = await putDraft(alice, { ...item, code: 'stale', base_version: 1 }, { 'idempotency-key': 'draft-key-0001' });
    expect(conflict.statusCode).toBe(409);
    const version = (await getDraft(alice)).json().draft.version as number;
    const retried = await putDraft(alice, { ...item, code: 'rebased', base_version: version }, { 'idempotency-key': 'draft-key-0001' });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    // The same key used by another user is theirs alone.
    const other = await putDraft(bob, { ...item, code: 'bob', base_version: 0 }, { 'idempotency-key': 'draft-key-0001' });
    expect(other.statusCode).toBe(200);
    expect(other.json().draft.code).toBe('bob');
  });
});

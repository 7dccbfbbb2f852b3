import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, userSchema } from '@dodam/contracts';

// The queue reads localStorage and the session at import time: both are set up before each import.
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => Array.from(data.keys())[index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = (id: number) =>
  userSchema.parse({
    id,
    username: `u${id}`,
    email: `u${id}@example.com`,
    user_type: 'student',
    is_superuser: false,
    approval_status: 'approved',
    status: 'active',
    rejection_reason: null,
    profile: {},
    settings: {},
    progress: { total_progress: 0, learning_streak: { current: 0, longest: 0 }, sections_completed: [] },
    course_registrations: [],
    display_name: 'kim',
    school: { grade: null, class_number: null, student_number: null, student_code: null },
    created_at: '2025-01-01T00:00:00Z',
  });

async function freshModules() {
  vi.resetModules();
  const session = await import('@/lib/session/session-store');
  session.setCurrentUser(user(7));
  const queue = await import('@/lib/action-queue');
  const drafts = await import('@/lib/drafts');
  return { session, queue, drafts };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const headerOf = (call: number, name: string) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);

describe('action queue', () => {
  it('keeps one idempotency key through retries and resolves when the server answers', async () => {
    const { queue } = await freshModules();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { accepted: 1 }));
    const { id, done } = queue.enqueueAction({ kind: 'learning-events', request: { method: 'POST', path: '/learning/events', json: { events: [] } } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Persisted while it waits: a reload would find it.
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(queue.QUEUE_STORAGE_KEY) ?? '[]')).toMatchObject([{ id, attempts: 1 }]));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(done).resolves.toEqual({ accepted: 1 });
    expect(headerOf(0, 'Idempotency-Key')).toBe(id);
    expect(headerOf(1, 'Idempotency-Key')).toBe(id);
    expect(queue.pendingActions()).toEqual([]);
  });

  it('drops a refused action and rejects with its Korean error; coalesces unsent actions', async () => {
    const { queue } = await freshModules();
    fetchMock.mockResolvedValueOnce(json(422, { detail: '입력값을 확인해 주세요.' }));
    const refused = queue.enqueueAction({ kind: 'completion', request: { method: 'PUT', path: '/learning/completion', json: {} } });
    await expect(refused.done).rejects.toMatchObject({ status: 422, message: '입력값을 확인해 주세요.' });
    expect(queue.pendingActions()).toEqual([]);

    // Another user's actions wait for that user's session.
    const other = queue.enqueueAction({ kind: 'completion', owner: '99', coalesceKey: 'c', request: { method: 'PUT', path: '/x', json: { n: 1 } } });
    const newer = queue.enqueueAction({ kind: 'completion', owner: '99', coalesceKey: 'c', request: { method: 'PUT', path: '/x', json: { n: 2 } } });
    expect(queue.pendingActions().map((a) => a.request.json)).toEqual([{ n: 2 }]);
    expect(other.id).not.toBe(newer.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 409 of a key still in flight, and classifies errors', async () => {
    const { queue } = await freshModules();
    const { ApiError } = await import('@/lib/api/client');
    expect(queue.isRetryable(new ApiError({ status: 409, kind: 'http', message: '', detail: MSG.idempotencyInFlight }))).toBe(true);
    expect(queue.isRetryable(new ApiError({ status: 409, kind: 'http', message: '', detail: MSG.draftConflict }))).toBe(false);
    expect(queue.isRetryable(new ApiError({ status: 503, kind: 'http', message: '' }))).toBe(true);
    expect(queue.isRetryable(new ApiError({ status: 0, kind: 'network', message: '' }))).toBe(true);
    expect(queue.isRetryable(new ApiError({ status: 404, kind: 'http', message: '' }))).toBe(false);
    expect(queue.backoffMs(1)).toBeLessThan(queue.backoffMs(4));
    expect(queue.backoffMs(50)).toBeLessThanOrEqual(queue.MAX_BACKOFF_MS + 250);
  });
});

describe('draft saves through the queue', () => {
  const item = { kind: 'practice', section_id: '1', item_id: 's1-e1' } as const;
  const draft = (code: string, version: number, updatedAt: string) => ({ kind: 'practice', section_id: '1', item_id: 's1-e1', code, version, updated_at: updatedAt });

  it('sends the newest local code with its base version and records the new version', async () => {
    const { drafts } = await freshModules();
    drafts.writeLocalDraft('7', 'practice:1:s1-e1', { code: 'print(2)', version: 3, editedAt: Date.now(), dirty: true });
    fetchMock.mockResolvedValueOnce(json(200, { draft: draft('print(2)', 4, new Date().toISOString()) }));
    drafts.queueDraftSave('7', item);
    await vi.waitFor(() => expect(drafts.readLocalDraft('7', 'practice:1:s1-e1')).toMatchObject({ version: 4, dirty: false }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...item, code: 'print(2)', base_version: 3 });
  });

  it('on 409 keeps the newer code: the server’s when it was saved later, this screen’s when typed later', async () => {
    const { drafts } = await freshModules();
    const key = 'practice:1:s1-e1';
    const events: string[] = [];
    // Typed an hour ago, and the other tab saved a minute ago: the other tab's code wins.
    drafts.writeLocalDraft('7', key, { code: 'old', version: 1, editedAt: Date.now() - 3_600_000, dirty: true });
    fetchMock.mockResolvedValueOnce(json(409, { detail: MSG.draftConflict, draft: draft('newer elsewhere', 2, new Date(Date.now() - 60_000).toISOString()) }));
    const { subscribeQueue } = await import('@/lib/action-queue');
    subscribeQueue((e) => events.push(e.type));
    drafts.queueDraftSave('7', item);
    await vi.waitFor(() => expect(drafts.readLocalDraft('7', key)).toMatchObject({ code: 'newer elsewhere', version: 2, dirty: false }));
    expect(events).toContain('failed');

    // Typed just now over an older save elsewhere: this code is saved again on the newer version.
    drafts.writeLocalDraft('7', key, { code: 'typed now', version: 1, editedAt: Date.now(), dirty: true });
    fetchMock
      .mockResolvedValueOnce(json(409, { detail: MSG.draftConflict, draft: draft('older elsewhere', 5, new Date(Date.now() - 60_000).toISOString()) }))
      .mockResolvedValueOnce(json(200, { draft: draft('typed now', 6, new Date().toISOString()) }));
    drafts.queueDraftSave('7', item);
    await vi.waitFor(() => expect(drafts.readLocalDraft('7', key)).toMatchObject({ code: 'typed now', version: 6, dirty: false }));
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toMatchObject({ code: 'typed now', base_version: 5 });
  });
});

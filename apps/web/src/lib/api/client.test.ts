import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, userSchema } from '@dodam/contracts';
import { ApiError, TIMEOUT_MESSAGE, apiRequest, buildUrl, browserOffline, connectionMessage, errorMessage, isNetworkError, parseErrorBody, setUnauthorizedHandler } from '@/lib/api/client';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
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

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('parseErrorBody', () => {
  it('keeps a string detail as the message', () => {
    const error = parseErrorBody(409, JSON.stringify({ detail: '이미 사용 중인 아이디입니다.' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('이미 사용 중인 아이디입니다.');
    expect(error.detailText).toBe('이미 사용 중인 아이디입니다.');
  });

  it('keeps a structured detail and exposes the approval-blocked shape', () => {
    const detail = {
      type: 'approval_pending',
      username: 'kim',
      email: 'kim@example.com',
      user_type: 'student',
      message: '계정 승인 대기 중입니다.',
      description: '검토 중',
      rejection_reason: null,
    };
    const error = parseErrorBody(403, JSON.stringify({ detail }));
    expect(error.detail).toEqual(detail);
    expect(error.detailText).toBeNull();
    expect(error.message).toBe('계정 승인 대기 중입니다.');
    expect(error.approvalBlocked?.type).toBe('approval_pending');
  });

  it('reads field errors and ignores malformed entries', () => {
    const error = parseErrorBody(
      422,
      JSON.stringify({ detail: '입력값을 확인해 주세요.', errors: [{ field: 'bio', message: '너무 깁니다' }, { field: 3 }, 'x'] }),
    );
    expect(error.errors).toEqual([{ field: 'bio', message: '너무 깁니다' }]);
  });

  it('never shows an English detail: a proxy or framework default gets the Korean status message', () => {
    const error = parseErrorBody(500, JSON.stringify({ detail: 'Internal Server Error' }));
    expect(error.message).toBe(MSG.internalError);
    expect(error.detailText).toBe('Internal Server Error');
    expect(parseErrorBody(404, JSON.stringify({ detail: { message: 'Not Found' } })).message).toBe(MSG.notFound);
  });

  it('falls back to a status message for HTML or empty bodies', () => {
    // A proxy's 502 page: the server behind it is down, not the student's network (review item 2).
    expect(parseErrorBody(502, '<html>Bad gateway</html>').message).toBe(MSG.serverUnreachable);
    expect(parseErrorBody(404, '').message).toBe(MSG.notFound);
    expect(parseErrorBody(429, '{"detail":""}').message).toBe(MSG.tooManyRequests);
    expect(parseErrorBody(418, 'null').message).toContain('418');
  });
});

describe('buildUrl', () => {
  it('prefixes the API base and drops empty query values', () => {
    expect(buildUrl('/admin/approval/requests', { limit: 50, status: undefined, q: null })).toBe('/api/v1/admin/approval/requests?limit=50');
    expect(buildUrl('/auth/me')).toBe('/api/v1/auth/me');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', memoryStorage({ 'fastapi-token': 'user-tok', admin_token: 'admin-tok' }));
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and form bodies, and validates the response', async () => {
    const user = userSchema.parse({
      id: 1,
      username: 'kim',
      email: 'kim@example.com',
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
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...user, password_hash: 'never' }));
    const result = await apiRequest('/auth/login', { form: { username: 'kim', password: 'a b&c' }, schema: userSchema });
    expect(result).toEqual(user);
    expect(result).not.toHaveProperty('password_hash');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('username=kim&password=a+b%26c');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headers.Authorization).toBe('Bearer user-tok');
  });

  it('uses the admin token for admin calls and none for public ones', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiRequest('/admin/auth/profile', { auth: 'admin' });
    await apiRequest('/public/courses', { auth: 'none' });
    const headerOf = (i: number) => (fetchMock.mock.calls[i]?.[1]?.headers as Record<string, string>).Authorization;
    expect(headerOf(0)).toBe('Bearer admin-tok');
    expect(headerOf(1)).toBeUndefined();
  });

  it('reports a 401 on an authenticated call with its scope', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () => jsonResponse(401, { detail: MSG.sessionExpired }));
    await expect(apiRequest('/admin/approval/requests', { auth: 'admin' })).rejects.toMatchObject({ status: 401, message: MSG.sessionExpired });
    expect(handler).toHaveBeenCalledWith('admin');
    await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenLastCalledWith('user');
  });

  it('does not treat a 401 without a token (wrong password) or an opted-out call as an expired session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () => jsonResponse(401, { detail: MSG.invalidCredentials }));
    await expect(apiRequest('/auth/login', { form: { username: 'a', password: 'b' }, auth: 'none' })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/auth/me', { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a failed fetch while the browser is online says the server cannot be reached, not "check your internet"', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0, message: MSG.serverUnreachable });
    expect((error as Error).message).not.toContain('인터넷');
    expect(isNetworkError(error)).toBe(true);
  });

  it('a failed fetch while the browser is offline says to check the internet connection', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ kind: 'network', status: 0, message: MSG.cannotConnect });
  });

  it('a proxy 502/503/504 while online is the server being unreachable; a Korean detail of our own server is kept', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    for (const status of [502, 503, 504]) {
      fetchMock.mockResolvedValueOnce(new Response('<html><body>Bad Gateway</body></html>', { status, headers: { 'Content-Type': 'text/html' } }));
      const error = await apiRequest('/auth/me').catch((e: unknown) => e);
      expect(error, String(status)).toMatchObject({ kind: 'http', status, message: MSG.serverUnreachable });
      expect(isNetworkError(error)).toBe(true);
    }
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { detail: '튜터가 잠시 쉬고 있어요.' }));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 503, message: '튜터가 잠시 쉬고 있어요.' });
    // A plain 500 is still the server's own error.
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 500, message: MSG.internalError });
  });

  it('aborts after the timeout with a message the login screen recognises', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/auth/login', { form: { username: 'a', password: 'b' }, timeoutMs: 1000 });
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
    await vi.advanceTimersByTimeAsync(1001);
    await assertion;
    expect(TIMEOUT_MESSAGE).toContain('시간 초과');
  });

  it('rejects a response that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'not a user' }));
    await expect(apiRequest('/auth/me', { schema: userSchema })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('connection problems: network down vs server down', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('words by navigator.onLine: offline is the network, a failure while online is the server', () => {
    expect(connectionMessage(true)).toBe(MSG.cannotConnect);
    expect(connectionMessage(false)).toBe(MSG.serverUnreachable);
    expect(MSG.serverUnreachable).not.toContain('인터넷');
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserOffline()).toBe(true);
    expect(connectionMessage()).toBe(MSG.cannotConnect);
    vi.stubGlobal('navigator', { onLine: true });
    expect(browserOffline()).toBe(false);
    expect(connectionMessage()).toBe(MSG.serverUnreachable);
  });

  it("turns the browser's own network error text into the right Korean sentence", () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(MSG.serverUnreachable);
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(MSG.cannotConnect);
  });
});

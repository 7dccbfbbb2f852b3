import type { z } from 'zod';
import { MSG, approvalBlockedDetailSchema, type ApprovalBlockedDetail } from '@dodam/contracts';
import { reportNetworkFailure, reportServerAnswered } from '@/lib/connection';
import { getAdminToken, getUserToken } from '@/lib/session/token-storage';

export const API_BASE = '/api/v1';
/** The original client had no timeout and could hang forever on a stuck server. */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** Contains '시간 초과' on purpose: the login screen maps that wording to its slow-server message. */
export const TIMEOUT_MESSAGE = '요청 시간 초과: 서버가 응답하지 않습니다.';
export const INVALID_RESPONSE_MESSAGE = '서버 응답 형식이 올바르지 않습니다.';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';
export interface FieldError {
  field: string;
  message: string;
}
/** `detail` of an error body: a Korean sentence or a structured object (approval-blocked login). */
export type ErrorDetail = string | Record<string, unknown> | null;

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly detail: ErrorDetail;
  readonly errors: FieldError[];
  /** The parsed error body (a 409 of a draft save carries the newer draft). */
  readonly body: unknown;

  constructor(init: { status: number; kind: ApiErrorKind; message: string; detail?: ErrorDetail; errors?: FieldError[]; body?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.detail = init.detail ?? null;
    this.errors = init.errors ?? [];
    this.body = init.body ?? null;
  }

  /** The detail when it is a plain sentence. */
  get detailText(): string | null {
    return typeof this.detail === 'string' ? this.detail : null;
  }

  /** The structured detail of a login refused because the account is not approved. */
  get approvalBlocked(): ApprovalBlockedDetail | null {
    const parsed = approvalBlockedDetailSchema.safeParse(this.detail);
    return parsed.success ? parsed.data : null;
  }
}

/** Statuses a proxy or load balancer answers while the server behind it is down or restarting. */
export const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The browser says it has no network; a runtime without `navigator` (tests, Node) counts as online. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The one Korean sentence for a request that could not reach the server, by its cause: the
 * student's network is off (navigator.onLine false), or the network is fine and the server or its
 * proxy does not answer — a failed fetch or a 502/503/504 while online. "Check your internet" is
 * wrong when only the server is down.
 */
export function connectionMessage(offline: boolean = browserOffline()): string {
  return offline ? MSG.cannotConnect : MSG.serverUnreachable;
}

/** Message for an error response whose body carries no usable detail. */
export function fallbackMessage(status: number): string {
  if (status === 400) return MSG.badRequest;
  if (status === 401) return MSG.authRequired;
  if (status === 403) return MSG.forbidden;
  if (status === 404) return MSG.notFound;
  if (status === 413) return MSG.payloadTooLarge;
  if (status === 415) return MSG.unsupportedMediaType;
  if (status === 422) return MSG.validationFailed;
  if (status === 429) return MSG.tooManyRequests;
  if (GATEWAY_STATUSES.has(status)) return connectionMessage();
  if (status >= 500) return MSG.internalError;
  return `${MSG.unknownError} (HTTP ${status})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Turn an error response into an ApiError. Bodies are `{detail: string | object, errors?: [...]}`,
 * but a proxy or a crashed server may answer with HTML or nothing, so every shape is tolerated.
 */
export function parseErrorBody(status: number, bodyText: string): ApiError {
  let body: unknown;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  let detail: ErrorDetail = null;
  let errors: FieldError[] = [];
  if (isRecord(body)) {
    if (typeof body.detail === 'string' && body.detail.trim()) detail = body.detail;
    else if (isRecord(body.detail)) detail = body.detail;
    errors = parseFieldErrors(body.errors);
  }
  // Only Korean sentences reach the screen: an English detail (a proxy's 'Internal Server Error',
  // a framework default) is replaced by the Korean message for its status.
  const korean = (text: string) => /[가-힣]/.test(text);
  let message: string;
  if (typeof detail === 'string' && korean(detail)) message = detail;
  else if (detail && typeof detail !== 'string' && typeof detail.message === 'string' && korean(detail.message)) message = detail.message;
  else message = fallbackMessage(status);
  return new ApiError({ status, kind: 'http', message, detail, errors, body });
}

export type AuthScope = 'user' | 'admin';
type UnauthorizedHandler = (scope: AuthScope) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides what a 401 means for navigation; the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (the OAuth2-style login endpoints). */
  form?: Record<string, string>;
  /** Validates and types the response; without it the parsed JSON is returned as unknown. */
  schema?: z.ZodType<T>;
  /** Which stored token to send: the user's, the admin's (falls back to the user's) or none. */
  auth?: AuthScope | 'none';
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Set to false where a 401 is an expected answer (session restore, logout). */
  redirectOn401?: boolean;
  /** Extra request headers (the action queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function tokenFor(scope: RequestOptions<unknown>['auth']): string | null {
  if (scope === 'none') return null;
  if (scope === 'admin') return getAdminToken() ?? getUserToken();
  return getUserToken();
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', auth = 'user' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = tokenFor(auth);
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, kind: 'timeout', message: TIMEOUT_MESSAGE });
    // A caller-initiated abort is not an error worth a message; rethrow it unchanged.
    if (options.signal?.aborted) throw error;
    // The browser's own text ("Failed to fetch", "NetworkError…", "Load failed") never reaches the screen.
    reportNetworkFailure();
    throw new ApiError({ status: 0, kind: 'network', message: connectionMessage() });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (GATEWAY_STATUSES.has(response.status)) reportNetworkFailure();
  else reportServerAnswered();
  if (!response.ok) {
    const error = parseErrorBody(response.status, text);
    if (response.status === 401 && token && options.redirectOn401 !== false) {
      unauthorizedHandler?.(auth === 'admin' ? 'admin' : 'user');
    }
    throw error;
  }

  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError({ status: response.status, kind: 'invalid-response', message: INVALID_RESPONSE_MESSAGE });
    }
  }
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${method} ${path}`, parsed.error.issues);
    throw new ApiError({ status: response.status, kind: 'invalid-response', message: INVALID_RESPONSE_MESSAGE });
  }
  return parsed.data;
}

/** Messages browsers give a fetch that never reached the server (Chromium, Firefox, Safari). */
const BROWSER_NETWORK_ERROR = /failed to fetch|networkerror|load failed|network request failed|err_connection|fetch failed/i;

/** True for a thrown value that means "the server could not be reached". */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'network' || error.kind === 'timeout' || GATEWAY_STATUSES.has(error.status);
  return error instanceof TypeError && BROWSER_NETWORK_ERROR.test(error.message);
}

/** Human-readable (Korean) message of any thrown value; a browser's English network text becomes Korean. */
export function errorMessage(error: unknown, fallback: string = MSG.unknownError): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && BROWSER_NETWORK_ERROR.test(error.message)) return connectionMessage();
  if (error instanceof Error && error.message && /[가-힣]/.test(error.message)) return error.message;
  return fallback;
}

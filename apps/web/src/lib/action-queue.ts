// ONE queue for every action that changes state on the server (issue 21): completions, evaluation
// submissions, drafts, study-time heartbeats. Each action gets an idempotency key when it is
// queued and keeps it through every retry (`Idempotency-Key` header: the server handles a key
// once and replays its response), is persisted in localStorage (so a reload or a closed tab does
// not lose it), and is retried with backoff until the server answers; the queue is flushed again
// the moment the server is back (lib/connection). One tab flushes at a time (Web Locks).
//
// API for features (and for the offline/PWA layer built on top of it):
//   registerActionKind(kind, handler)  how a kind is prepared and what its answer does (module level,
//                                      so actions restored after a reload find their handler)
//   enqueueAction(input) → { id, done } done resolves with the server's answer or rejects with the
//                                      ApiError of a refused action (4xx); it stays pending while the
//                                      server is unreachable
//   subscribeQueue(listener)           every change and every settled action (QueueEvent)
//   pendingActions(filter?) / useQueueSnapshot()   what still waits, for "저장 대기 중" labels
//   flushQueue()                       try now (called on enqueue, server back, online, focus)
import { useSyncExternalStore } from 'react';
import { MSG } from '@dodam/contracts';
import { ApiError, apiRequest, isNetworkError } from '@/lib/api/client';
import { onServerBack, reportNetworkFailure } from '@/lib/connection';
import { getSession, subscribeSession } from '@/lib/session/session-store';

export const QUEUE_STORAGE_KEY = 'dodam-action-queue:v1';
/** First retry delay; doubled per failure up to MAX_BACKOFF_MS (with a little jitter). */
export const BASE_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 30_000;

export interface ActionRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API path below /api/v1. */
  path: string;
  json?: unknown;
  query?: Record<string, string>;
  timeoutMs?: number;
}

export interface QueuedAction {
  /** Also the Idempotency-Key sent with every try. */
  id: string;
  kind: string;
  /** The signed-in user who queued it: sent only with that user's session. */
  owner: string;
  request: ActionRequest;
  /** A newer action with the same key replaces an older one that has not been sent yet. */
  coalesceKey?: string;
  createdAt: number;
  attempts: number;
  /** Not tried before this time (backoff). */
  notBefore: number;
}

export interface ActionKindHandler {
  /** Last look before sending: the request to send now, or null to drop the action (nothing left to do). */
  prepare?(action: QueuedAction): ActionRequest | null;
  /** The server accepted it (2xx, or the replay of an earlier try). */
  onDone?(action: QueuedAction, data: unknown, sent: ActionRequest): void;
  /** The server refused it for good (4xx other than 401/408/429): the action is removed. */
  onFailed?(action: QueuedAction, error: ApiError, sent: ActionRequest): void;
}

export type QueueEvent =
  | { type: 'changed' }
  | { type: 'done'; action: QueuedAction; data: unknown }
  | { type: 'failed'; action: QueuedAction; error: ApiError };

const handlers = new Map<string, ActionKindHandler>();
const listeners = new Set<(event: QueueEvent) => void>();
const waiting = new Map<string, { resolve: (data: unknown) => void; reject: (error: unknown) => void }>();
let actions: QueuedAction[] = load();
let snapshot: readonly QueuedAction[] = actions;
let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isQueuedAction(value: unknown): value is QueuedAction {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  const request = a.request as Record<string, unknown> | undefined;
  return typeof a.id === 'string' && typeof a.kind === 'string' && typeof a.owner === 'string' && typeof request?.path === 'string' && typeof request.method === 'string';
}

function load(): QueuedAction[] {
  try {
    const raw = storage()?.getItem(QUEUE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isQueuedAction) : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    storage()?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(actions));
  } catch {
    // Storage full or disabled: the queue still works for this page.
  }
}

function emit(event: QueueEvent): void {
  for (const listener of listeners) listener(event);
}

function changed(): void {
  snapshot = [...actions];
  save();
  emit({ type: 'changed' });
}

function currentOwner(): string | null {
  const user = getSession().user;
  return user ? String(user.id) : null;
}

export function newIdempotencyKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `a-${random}`;
}

export function registerActionKind(kind: string, handler: ActionKindHandler): void {
  handlers.set(kind, handler);
}

export function subscribeQueue(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingActions(filter?: (action: QueuedAction) => boolean): QueuedAction[] {
  return filter ? actions.filter(filter) : [...actions];
}

export interface EnqueueInput {
  kind: string;
  request: ActionRequest;
  coalesceKey?: string;
  /** Defaults to the signed-in user. */
  owner?: string;
}

export function enqueueAction(input: EnqueueInput): { id: string; done: Promise<unknown> } {
  const owner = input.owner ?? currentOwner() ?? 'anonymous';
  const action: QueuedAction = { id: newIdempotencyKey(), kind: input.kind, owner, request: input.request, coalesceKey: input.coalesceKey, createdAt: Date.now(), attempts: 0, notBefore: 0 };
  // Re-read first: another tab may have queued or sent actions since this one loaded.
  actions = load();
  if (input.coalesceKey) {
    for (const old of actions.filter((a) => a.coalesceKey === input.coalesceKey && a.owner === owner)) {
      // The replaced action's waiters learn the outcome of the one that replaced it.
      const waiter = waiting.get(old.id);
      waiting.delete(old.id);
      if (waiter) chain(action.id, waiter);
    }
    actions = actions.filter((a) => !(a.coalesceKey === input.coalesceKey && a.owner === owner));
  }
  actions.push(action);
  const done = new Promise<unknown>((resolve, reject) => chain(action.id, { resolve, reject }));
  // Nobody has to await it: the queue reports through events too.
  done.catch(() => undefined);
  changed();
  void flushQueue();
  return { id: action.id, done };
}

function chain(id: string, waiter: { resolve: (data: unknown) => void; reject: (error: unknown) => void }): void {
  const existing = waiting.get(id);
  if (!existing) {
    waiting.set(id, waiter);
    return;
  }
  waiting.set(id, {
    resolve: (data) => {
      existing.resolve(data);
      waiter.resolve(data);
    },
    reject: (error) => {
      existing.reject(error);
      waiter.reject(error);
    },
  });
}

/** Worth trying again later: the server was unreachable, busy, or the session must be renewed first. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (isNetworkError(error)) return true;
  // 409 with Retry-After: the same key is still being handled (the server's idempotency guard).
  return error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429 || (error.status === 409 && error.detailText === MSG.idempotencyInFlight);
}

export function backoffMs(attempts: number): number {
  const base = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return base + Math.floor(Math.random() * 250);
}

function remove(id: string): void {
  actions = load().filter((a) => a.id !== id);
  changed();
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const owner = currentOwner();
  const next = actions.filter((a) => a.owner === owner).reduce((min, a) => Math.min(min, a.notBefore), Number.POSITIVE_INFINITY);
  if (!Number.isFinite(next)) return;
  retryTimer = setTimeout(() => void flushQueue(), Math.max(50, next - Date.now()));
}

async function sendOne(action: QueuedAction): Promise<'sent' | 'retry'> {
  const handler = handlers.get(action.kind);
  const request = handler?.prepare ? handler.prepare(action) : action.request;
  if (!request) {
    remove(action.id);
    waiting.get(action.id)?.resolve(undefined);
    waiting.delete(action.id);
    return 'sent';
  }
  try {
    const data = await apiRequest(request.path, {
      method: request.method,
      json: request.json,
      query: request.query,
      timeoutMs: request.timeoutMs,
      headers: { 'Idempotency-Key': action.id },
      redirectOn401: true,
    });
    remove(action.id);
    handler?.onDone?.(action, data, request);
    waiting.get(action.id)?.resolve(data);
    waiting.delete(action.id);
    emit({ type: 'done', action, data });
    return 'sent';
  } catch (error) {
    if (isRetryable(error)) {
      if (!(error instanceof ApiError)) reportNetworkFailure();
      actions = load().map((a) => (a.id === action.id ? { ...a, attempts: a.attempts + 1, notBefore: Date.now() + backoffMs(a.attempts + 1) } : a));
      changed();
      return 'retry';
    }
    const apiError = error as ApiError;
    remove(action.id);
    handler?.onFailed?.(action, apiError, request);
    waiting.get(action.id)?.reject(apiError);
    waiting.delete(action.id);
    emit({ type: 'failed', action, error: apiError });
    return 'sent';
  }
}

async function flushLocked(): Promise<void> {
  for (;;) {
    actions = load();
    const owner = currentOwner();
    const now = Date.now();
    const next = actions.find((a) => a.owner === owner && a.notBefore <= now);
    if (!next) break;
    // In order: a later action is not sent before an earlier one of the same user went through.
    if ((await sendOne(next)) === 'retry') break;
  }
}

/** Send what is due, oldest first, one at a time; stops at the first action that must wait. */
export async function flushQueue(): Promise<void> {
  if (flushing || !currentOwner()) return;
  flushing = true;
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request('dodam-action-queue', () => flushLocked());
    else await flushLocked();
  } finally {
    flushing = false;
    scheduleRetry();
  }
}

/** Everything that waits now counts as due: used when the server answers again. */
function retryNow(): void {
  actions = load().map((a) => ({ ...a, notBefore: 0 }));
  changed();
  void flushQueue();
}

export function useQueueSnapshot(): readonly QueuedAction[] {
  return useSyncExternalStore(subscribeQueueChanges, getSnapshot, getSnapshot);
}
function subscribeQueueChanges(listener: () => void): () => void {
  return subscribeQueue(listener);
}
function getSnapshot(): readonly QueuedAction[] {
  return snapshot;
}

if (typeof window !== 'undefined') {
  onServerBack(retryNow);
  window.addEventListener('online', retryNow);
  // Another tab changed the queue: show it here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== QUEUE_STORAGE_KEY) return;
    actions = load();
    snapshot = [...actions];
    emit({ type: 'changed' });
  });
  // A session appearing (login, restore) lets that user's waiting actions go.
  subscribeSession(() => void flushQueue());
}

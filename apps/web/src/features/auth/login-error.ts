import { MSG, approvalBlockedDetailSchema, type ApprovalBlockedDetail } from '@dodam/contracts';
import { ApiError, connectionMessage } from '@/lib/api/client';

/** What the login screen shows after a failed attempt (spec sections 4 and 8). */
export type LoginErrorView =
  | { kind: 'pending'; detail: ApprovalBlockedDetail }
  | { kind: 'rejected'; detail: ApprovalBlockedDetail }
  | { kind: 'message'; message: string; hint?: string };

const SLOW_MARKER = '시간 초과';

function withPrefix(text: string, hint?: string): LoginErrorView {
  return hint ? { kind: 'message', message: `${MSG.loginFailedPrefix} ${text}`, hint } : { kind: 'message', message: `${MSG.loginFailedPrefix} ${text}` };
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * The structured 403 detail of an unapproved account. Parsed strictly first; a detail that only
 * carries the right `type` is still shown as a panel, with the fields it has.
 */
export function blockedDetail(detail: unknown): ApprovalBlockedDetail | null {
  const strict = approvalBlockedDetailSchema.safeParse(detail);
  if (strict.success) return strict.data;
  if (typeof detail !== 'object' || detail === null) return null;
  const record = detail as Record<string, unknown>;
  if (record.type !== 'approval_pending' && record.type !== 'approval_rejected') return null;
  const pending = record.type === 'approval_pending';
  return {
    type: record.type,
    username: str(record.username),
    email: str(record.email),
    user_type: record.user_type === 'teacher' ? 'teacher' : 'student',
    message: str(record.message, pending ? MSG.approvalPendingMessage : MSG.approvalRejectedMessage),
    description: str(record.description, pending ? MSG.approvalPendingDescription : MSG.approvalRejectedDescription),
    rejection_reason: typeof record.rejection_reason === 'string' ? record.rejection_reason : null,
  };
}

export function loginErrorView(error: unknown, adminMode: boolean): LoginErrorView {
  const raw = error instanceof Error ? error.message : String(error ?? '');
  if (!(error instanceof ApiError)) {
    // fetch itself failing outside the client (should not happen) reads like a refused connection.
    if (/failed to fetch|networkerror|econnrefused/i.test(raw)) return withPrefix(connectionMessage());
    if (raw.includes(SLOW_MARKER)) return withPrefix(MSG.serverSlow, MSG.serverSlowHint);
    return withPrefix(raw || MSG.unknownError);
  }
  if (error.kind === 'timeout' || raw.includes(SLOW_MARKER)) return withPrefix(MSG.serverSlow, MSG.serverSlowHint);
  if (error.kind === 'network') return withPrefix(connectionMessage());

  if (error.status === 403) {
    const blocked = blockedDetail(error.detail);
    // Waiting for a guardian (under 14, issue 25) reads like waiting for approval; a guardian's refusal like a rejection.
    if (blocked) return { kind: blocked.type === 'approval_pending' || blocked.type === 'guardian_pending' ? 'pending' : 'rejected', detail: blocked };
    if (error.detail && typeof error.detail === 'object') {
      const description = error.detail.description;
      return withPrefix(typeof description === 'string' && description ? description : MSG.accessDenied);
    }
    if (error.detailText) return withPrefix(error.detailText);
    return withPrefix(MSG.approvalIssue);
  }
  if (error.status === 401) return withPrefix(adminMode ? MSG.adminInvalidCredentials : MSG.invalidCredentials);
  if (error.status === 429) return withPrefix(error.detailText ?? MSG.tooManyRequests);
  if (adminMode) return withPrefix(error.detailText ?? MSG.adminLoginFailed);
  return withPrefix(raw || MSG.unknownError);
}

/** Typing 'admin' (any case) switches the screen to admin login (spec section 2). */
export function isAdminUsername(username: string): boolean {
  return username.trim().toLowerCase() === 'admin';
}

import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@dodam/contracts';
import { ApiError, TIMEOUT_MESSAGE, parseErrorBody } from '@/lib/api/client';
import { blockedDetail, isAdminUsername, loginErrorView } from './login-error';

const prefixed = (text: string) => `${MSG.loginFailedPrefix} ${text}`;
const http = (status: number, body: unknown) => parseErrorBody(status, JSON.stringify(body));

describe('loginErrorView', () => {
  it('shows the pending panel for a structured approval_pending 403', () => {
    const view = loginErrorView(
      http(403, {
        detail: { type: 'approval_pending', username: 'kim', email: 'k@e.com', user_type: 'teacher', message: 'm', description: 'd', rejection_reason: null },
      }),
      false,
    );
    expect(view).toMatchObject({ kind: 'pending', detail: { username: 'kim', user_type: 'teacher' } });
  });

  it('shows the rejected panel with the reason', () => {
    const view = loginErrorView(
      http(403, {
        detail: { type: 'approval_rejected', username: 'kim', email: 'k@e.com', user_type: 'student', message: 'm', description: 'd', rejection_reason: '정보 불충분' },
      }),
      false,
    );
    expect(view).toMatchObject({ kind: 'rejected', detail: { rejection_reason: '정보 불충분' } });
  });

  it('handles other 403 shapes', () => {
    expect(loginErrorView(http(403, { detail: { type: 'other', description: '차단된 계정' } }), false)).toEqual({ kind: 'message', message: prefixed('차단된 계정') });
    expect(loginErrorView(http(403, { detail: { type: 'other' } }), false)).toEqual({ kind: 'message', message: prefixed(MSG.accessDenied) });
    expect(loginErrorView(http(403, { detail: MSG.accountDisabled }), false)).toEqual({ kind: 'message', message: prefixed(MSG.accountDisabled) });
    expect(loginErrorView(http(403, {}), false)).toEqual({ kind: 'message', message: prefixed(MSG.approvalIssue) });
  });

  it('distinguishes admin and regular wrong credentials', () => {
    expect(loginErrorView(http(401, { detail: 'x' }), true)).toEqual({ kind: 'message', message: prefixed(MSG.adminInvalidCredentials) });
    expect(loginErrorView(http(401, { detail: 'x' }), false)).toEqual({ kind: 'message', message: prefixed(MSG.invalidCredentials) });
  });

  it('shows the slow-server text with a hint on a timeout or a 시간 초과 message', () => {
    const timeout = new ApiError({ status: 0, kind: 'timeout', message: TIMEOUT_MESSAGE });
    expect(loginErrorView(timeout, false)).toEqual({ kind: 'message', message: prefixed(MSG.serverSlow), hint: MSG.serverSlowHint });
    expect(loginErrorView(http(504, { detail: '게이트웨이 시간 초과' }), false)).toMatchObject({ message: prefixed(MSG.serverSlow) });
    expect(loginErrorView(new Error('요청 시간 초과'), false)).toMatchObject({ message: prefixed(MSG.serverSlow) });
  });

  it('maps a refused connection: "check your internet" only when the browser is offline', () => {
    const network = new ApiError({ status: 0, kind: 'network', message: MSG.cannotConnect });
    try {
      vi.stubGlobal('navigator', { onLine: false });
      expect(loginErrorView(network, false)).toEqual({ kind: 'message', message: prefixed(MSG.cannotConnect) });
      expect(loginErrorView(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'message', message: prefixed(MSG.cannotConnect) });
      vi.stubGlobal('navigator', { onLine: true });
      expect(loginErrorView(network, false)).toEqual({ kind: 'message', message: prefixed(MSG.serverUnreachable) });
      expect(loginErrorView(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'message', message: prefixed(MSG.serverUnreachable) });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the server detail on 429', () => {
    const detail = '로그인 시도가 너무 많습니다. 약 2분 후에 다시 시도해 주세요.';
    expect(loginErrorView(http(429, { detail }), false)).toEqual({ kind: 'message', message: prefixed(detail) });
    expect(loginErrorView(http(429, {}), true)).toEqual({ kind: 'message', message: prefixed(MSG.tooManyRequests) });
  });

  it('uses the admin fallback in admin mode and the raw message otherwise', () => {
    expect(loginErrorView(http(500, {}), true)).toEqual({ kind: 'message', message: prefixed(MSG.adminLoginFailed) });
    expect(loginErrorView(http(500, { detail: '서버 점검 중' }), true)).toEqual({ kind: 'message', message: prefixed('서버 점검 중') });
    expect(loginErrorView(http(500, { detail: '서버 점검 중' }), false)).toEqual({ kind: 'message', message: prefixed('서버 점검 중') });
  });
});

describe('blockedDetail', () => {
  it('fills missing fields of a loosely shaped detail', () => {
    expect(blockedDetail({ type: 'approval_rejected' })).toMatchObject({
      type: 'approval_rejected',
      message: MSG.approvalRejectedMessage,
      user_type: 'student',
      rejection_reason: null,
    });
    expect(blockedDetail({ type: 'something' })).toBeNull();
    expect(blockedDetail('text')).toBeNull();
  });
});

describe('isAdminUsername', () => {
  it('matches admin in any case, ignoring surrounding spaces', () => {
    expect(isAdminUsername('admin')).toBe(true);
    expect(isAdminUsername(' ADMIN ')).toBe(true);
    expect(isAdminUsername('admin2')).toBe(false);
    expect(isAdminUsername('')).toBe(false);
  });
});

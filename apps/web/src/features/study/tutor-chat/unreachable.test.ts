import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@dodam/contracts';
import { TUTOR_OFFLINE, TUTOR_SERVER_DOWN, tutorUnreachableMessage } from './unreachable';

describe('the tutor box when a question cannot reach the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to check the internet only when the browser is offline; otherwise says the server is down', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(tutorUnreachableMessage()).toBe(TUTOR_OFFLINE);
    vi.stubGlobal('navigator', { onLine: true });
    expect(tutorUnreachableMessage()).toBe(TUTOR_SERVER_DOWN);
    expect(tutorUnreachableMessage(true)).toBe(TUTOR_OFFLINE);
    expect(TUTOR_SERVER_DOWN).not.toContain('인터넷');
    // One source for the server-down sentence: the API client's message and the tutor box's start alike.
    expect(MSG.serverUnreachable.startsWith(MSG.serverDown)).toBe(true);
    expect(TUTOR_SERVER_DOWN.startsWith(MSG.serverDown)).toBe(true);
    // Both say the question is kept.
    for (const text of [TUTOR_OFFLINE, TUTOR_SERVER_DOWN]) expect(text).toContain('질문은 보관했다가');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, clearUserCaches, isUpdateWaiting, reportUpdateWaiting } from './sw-register';
import { USER_CACHES } from './sw-routes';

describe('new version prompt and logout caches', () => {
  it('a waiting version changes nothing until the student presses 새로 고침', () => {
    const activate = vi.fn();
    expect(isUpdateWaiting()).toBe(false);
    reportUpdateWaiting(activate);
    expect(isUpdateWaiting()).toBe(true);
    expect(activate).not.toHaveBeenCalled();
    applyUpdate();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('logout deletes every per-user cache', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    await clearUserCaches();
    expect(deleted.sort()).toEqual([...USER_CACHES].sort());
    vi.unstubAllGlobals();
  });
});

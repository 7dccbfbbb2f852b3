import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, isUpdateWaiting, reportUpdateWaiting } from './update-state';
import { CONTENT_WARM_STAMP, clearUserCaches } from './user-caches';
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
    const store = new Map([[CONTENT_WARM_STAMP, 'u1:b1']]);
    vi.stubGlobal('localStorage', { removeItem: (k: string) => store.delete(k) });
    await clearUserCaches();
    expect(deleted.sort()).toEqual([...USER_CACHES].sort());
    expect(store.has(CONTENT_WARM_STAMP)).toBe(false);
    vi.unstubAllGlobals();
  });
});

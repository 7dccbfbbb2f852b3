import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, isUpdateWaiting, reportUpdateWaiting } from './update-state';
import { CONTENT_WARM_STAMP, clearUserCaches } from './user-caches';
import { RELEASE_MESSAGE, USER_CACHES } from './sw-routes';
import { reloadIntoNewVersion } from './sw-register';


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

  /** A waiting worker and the page's container, as far as the reload needs them. */
  function fakes(withWaiting = true) {
    const listeners = new Map<string, () => void>();
    const sent: unknown[] = [];
    const waiting = {
      state: 'installed',
      addEventListener: (type: string, listener: () => void) => listeners.set(`worker:${type}`, listener),
      postMessage: (message: unknown) => sent.push(message),
    };
    const container = { addEventListener: (type: string, listener: () => void) => listeners.set(`page:${type}`, listener) };
    const active = { postMessage: (message: unknown) => sent.push({ to: 'active', ...(message as object) }) };
    const registration = { waiting: withWaiting ? (waiting as unknown as ServiceWorker) : null, active: active as unknown as ServiceWorker };
    const fire = (key: string, state?: string) => {
      if (state) waiting.state = state;
      listeners.get(key)?.();
    };
    return { registration, container: container as unknown as ServiceWorkerContainer, sent, fire };
  }

  it('새로 고침 asks the waiting version to take over and reloads once it controls the page, not before', () => {
    const f = fakes();
    const reload = vi.fn();
    reloadIntoNewVersion(f.registration, f.container, reload);
    // The outgoing worker first cuts its downloads in flight (Chromium waits for it to be idle), then the waiting one takes over.
    expect(f.sent).toEqual([{ to: 'active', type: RELEASE_MESSAGE }, { type: 'SKIP_WAITING' }]);
    f.fire('worker:statechange', 'activating');
    expect(reload).not.toHaveBeenCalled();
    f.fire('page:controllerchange');
    f.fire('worker:statechange', 'activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the new version is activated even if this page saw no controller change, or when a newer one replaced it', () => {
    for (const state of ['activated', 'redundant']) {
      const f = fakes();
      const reload = vi.fn();
      reloadIntoNewVersion(f.registration, f.container, reload);
      f.fire('worker:statechange', state);
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });

  it('reloads at once when another tab’s 새로 고침 already activated the new version (nothing waits any more)', () => {
    const f = fakes(false);
    const reload = vi.fn();
    reloadIntoNewVersion(f.registration, f.container, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(f.sent).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

afterEach(() => vi.unstubAllGlobals());

describe('chunk reload', () => {
  it('recognises the browsers’ chunk and CSS preload failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/b.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within the guard (no loop)', () => {
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('window', { location: { reload } });
    expect(reloadOnceForChunk(1_000_000)).toBe(true);
    expect(reloadOnceForChunk(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later update is another occasion.
    expect(reloadOnceForChunk(1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

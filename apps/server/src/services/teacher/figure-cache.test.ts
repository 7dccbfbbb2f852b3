import { describe, expect, it } from 'vitest';
import { FigureCache } from './figure-cache.js';

describe('FigureCache', () => {
  it('answers concurrent callers with one computation, recomputes when fresh is asked or after a failure', async () => {
    const cache = new FigureCache<number>(60_000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return calls;
    };
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await cache.get('other', compute)).toBe(2);
    expect(await cache.get('k', compute, true)).toBe(3);
    expect(await cache.get('k', compute)).toBe(3);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', compute)).toBe(4);
  });
  it('expires entries after the TTL', async () => {
    const cache = new FigureCache<number>(0);
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    expect(calls).toBe(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrolledSectionIds, warmCourseContent, warmUrls } from './content-warm';

const LIST = {
  courses: [
    { enrolled: true, sections: [{ id: '1' }, { id: '2' }] },
    { enrolled: false, sections: [{ id: '30' }] },
    { enrolled: true, sections: [{ id: '2' }, { id: '17' }, { id: '../x' }] },
  ],
};

describe('offline content warm-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the lesson, summary and practice of every section of the enrolled courses only', () => {
    expect(enrolledSectionIds(LIST)).toEqual(['1', '2', '17']);
    expect(warmUrls(['1'])).toEqual(['/api/v1/content/sections/1/lesson.md', '/api/v1/content/sections/1/summary.md', '/api/v1/content/sections/1/practice.json']);
  });

  it('runs once per user and build, with the student’s token, and stops quietly when offline', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    const seen: { url: string; auth: string | undefined }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      seen.push({ url, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
      return new Response(url === '/api/v1/contents' ? JSON.stringify(LIST) : 'x', { status: 200 });
    }) as typeof fetch;
    expect(await warmCourseContent('tok', 'u1:b1', fetcher)).toBe(9);
    expect(seen.every((s) => s.auth === 'Bearer tok')).toBe(true);
    expect(await warmCourseContent('tok', 'u1:b1', fetcher)).toBe(0);
    expect(seen).toHaveLength(10);

    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(warmCourseContent('tok', 'u2:b1', offline)).rejects.toThrow('Failed to fetch');
  });
});

describe('offline content warm-up resumes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('skips files the content cache already holds for this student', async () => {
    const { userCacheKey } = await import('./sw-routes');
    const held = new Set([await userCacheKey('http://school/api/v1/content/sections/1/lesson.md', 'Bearer tok')]);
    vi.stubGlobal('location', { origin: 'http://school' });
    vi.stubGlobal('caches', { open: async () => ({ match: async (key: string) => (held.has(key) ? new Response('x') : undefined) }) });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    const seen: string[] = [];
    const fetcher = (async (url: string) => {
      seen.push(url);
      return new Response(url === '/api/v1/contents' ? JSON.stringify(LIST) : 'x', { status: 200 });
    }) as typeof fetch;
    expect(await warmCourseContent('tok', 's', fetcher)).toBe(8);
    expect(seen).not.toContain('/api/v1/content/sections/1/lesson.md');
  });
});

describe('offline content warm-up after an error', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not stamped complete when a file came back with an error, and reads only that file again', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
    const failing = '/api/v1/content/sections/2/summary.md';
    const missing = '/api/v1/content/sections/17/practice.json';
    let busy = true;
    const seen: string[] = [];
    const fetcher = (async (url: string) => {
      seen.push(url);
      if (url === '/api/v1/contents') return new Response(JSON.stringify(LIST), { status: 200 });
      if (url === missing) return new Response('없음', { status: 404 });
      if (url === failing && busy) return new Response('busy', { status: 503 });
      return new Response('x', { status: 200 });
    }) as typeof fetch;
    expect(await warmCourseContent('tok', 'u1:b1', fetcher)).toBe(7);
    expect(store.size).toBe(0);
    busy = false;
    expect(await warmCourseContent('tok', 'u1:b1', fetcher)).toBe(8);
    expect(store.size).toBe(1);
    // A 404 alone does not keep the pass open: a third page load reads nothing.
    seen.length = 0;
    expect(await warmCourseContent('tok', 'u1:b1', fetcher)).toBe(0);
    expect(seen).toHaveLength(0);
  });
});

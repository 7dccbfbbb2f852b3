import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isContentGet, isDroppedRuntimeEntry, isPersonalGet, isRuntimeFile, releasableFetches, runtimeFileUrls, USER_CACHES, SW_CACHES, userCacheKey } from './sw-routes';

describe('service worker routes (ADR 026)', () => {
  it('names the runtime files a build warms into the runtime cache, each one the cache-first route takes', () => {
    const urls = runtimeFileUrls('pyodide-314.0.7/', 'pyodide.asm-0123456789.mjs', 'python_stdlib-aa291d9f2a.zip');
    expect(urls).toEqual(['/assets/pyodide-314.0.7/pyodide.asm-0123456789.mjs', '/assets/pyodide-314.0.7/pyodide-lock.json', '/assets/pyodide-314.0.7/python_stdlib-aa291d9f2a.zip']);
    expect(urls.every(isRuntimeFile)).toBe(true);
    expect(runtimeFileUrls(null, null, null)).toEqual([]);
  });

  it('caches Pyodide’s versioned files, the trimmed library and fonts once, but leaves the snapshot and the WebAssembly to the Python worker', () => {
    expect(isRuntimeFile('/assets/pyodide-314.0.7/pyodide.asm.wasm')).toBe(false);
    expect(isRuntimeFile('/assets/pyodide-314.0.7/python_stdlib-29cecf63c6.zip')).toBe(true);
    expect(isRuntimeFile('/assets/pyodide-314.0.7/pyodide.asm.mjs')).toBe(true);
    expect(isRuntimeFile('/assets/fonts/pretendard.woff2')).toBe(true);
    expect(isRuntimeFile('/assets/python-snapshot-314.0.7-a1c3397dfc.bin')).toBe(false);
    expect(isRuntimeFile('/assets/index-UhyxVPaP.js')).toBe(false);
    expect(isRuntimeFile('/api/v1/content/sections/1/practice.json')).toBe(false);
  });

  it('drops the WebAssembly older service workers kept beside the Python worker’s copy, of any Pyodide version, and nothing else', () => {
    expect(isDroppedRuntimeEntry('http://school/assets/pyodide-314.0.7/pyodide.asm.wasm')).toBe(true);
    expect(isDroppedRuntimeEntry('http://school/assets/pyodide-0.27.1/pyodide.asm.wasm')).toBe(true);
    expect(isDroppedRuntimeEntry('http://school/assets/pyodide-314.0.7/pyodide.asm-0123456789.mjs')).toBe(false);
    expect(isDroppedRuntimeEntry('http://school/assets/pyodide-314.0.7/python_stdlib-aa291d9f2a.zip')).toBe(false);
    expect(isDroppedRuntimeEntry('http://school/assets/fonts/pretendard.woff2')).toBe(false);
  });

  it('treats only a section’s files as shared content', () => {
    for (const file of ['lesson.md', 'summary.md', 'practice.json', 'problems.json', 'concepts.json']) {
      expect(isContentGet(`/api/v1/content/sections/3/${file}`)).toBe(true);
    }
    expect(isContentGet('/api/v1/content/sections/3/../secret')).toBe(false);
    expect(isContentGet('/api/v1/contents/python')).toBe(false);
    expect(isContentGet('/api/v1/tutor/conversations/3/messages')).toBe(false);
  });

  it('keeps the student’s own state network-first, and nothing of teachers, admins, the tutor or state changes', () => {
    for (const path of ['/api/v1/auth/me', '/api/v1/contents', '/api/v1/contents/python', '/api/v1/learning/lesson-steps', '/api/v1/evaluation/state', '/api/v1/drafts']) {
      expect(isPersonalGet(path)).toBe(true);
    }
    for (const path of ['/api/v1/teacher/dashboard', '/api/v1/admin/users', '/api/v1/tutor/conversations/1', '/api/v1/learning/events', '/api/v1/contents/python/extra']) {
      expect(isPersonalGet(path)).toBe(false);
    }
  });

  it('keys answers per signed-in user, so two students on one Chromebook never share a copy', async () => {
    const url = 'http://school/api/v1/contents/python';
    const a = await userCacheKey(url, 'Bearer token-of-a');
    const b = await userCacheKey(url, 'Bearer token-of-b');
    expect(a).not.toBe(b);
    expect(a).toBe(await userCacheKey(url, 'Bearer token-of-a'));
    expect(a).not.toContain('token-of-a');
    expect(await userCacheKey(url, null)).toBe(`${url}?__dodam_user=anonymous`);
    expect(await userCacheKey(`${url}?section=1`, null)).toBe(`${url}?section=1&__dodam_user=anonymous`);
  });

  it('empties the personal caches at logout, never the runtime one', () => {
    expect(USER_CACHES).toContain(SW_CACHES.content);
    expect(USER_CACHES).toContain(SW_CACHES.personal);
    expect(USER_CACHES).not.toContain(SW_CACHES.runtime);
  });

  it('update prompt: release() ends a download the outgoing worker still has in flight, and later requests run', async () => {
    // A runtime file on a slow network: the server sends the headers and part of the body, then holds.
    const held: ServerResponse[] = [];
    const server = createServer((request, response) => {
      if (request.url?.includes('slow')) {
        response.writeHead(200, { 'Content-Type': 'application/wasm' });
        response.write(Buffer.alloc(1024));
        held.push(response);
      } else response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const group = releasableFetches();
      const slow = await group.requestWillFetch({ request: new Request(`${base}/assets/pyodide-314.0.7/slow.wasm`, { headers: { Authorization: 'Bearer t' } }) });
      expect(slow.headers.get('Authorization')).toBe('Bearer t');
      const download = fetch(slow).then((response) => response.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 100));
      group.release();
      await expect(download).rejects.toThrow(/abort/i);
      // The outgoing worker still serves the page meanwhile: a request made after the release runs.
      const later = await group.requestWillFetch({ request: new Request(`${base}/api/v1/auth/me`) });
      expect(later.signal.aborted).toBe(false);
      expect(await (await fetch(later)).text()).toBe('ok');
      // The page's own abort still reaches the request.
      const page = new AbortController();
      const own = await group.requestWillFetch({ request: new Request(`${base}/x`, { signal: page.signal }) });
      page.abort();
      expect(own.signal.aborted).toBe(true);
    } finally {
      for (const response of held) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

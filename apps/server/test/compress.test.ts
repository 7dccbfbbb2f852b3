// Compressed answers (issue 26, plugins/compress.ts): content and JSON go out brotli or gzip when the
// browser accepts it, byte-for-byte the same once decoded; small answers, refused encodings and
// server-sent events stay as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding } from '../src/plugins/compress.js';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createUser(t.app, { courses: ['python'] }));
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends a lesson and a course outline brotli-compressed, the same bytes once decoded', async () => {
    for (const url of ['/api/v1/content/sections/1/lesson.md', '/api/v1/contents/python', '/api/v1/content/sections/1/practice.json']) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('falls back to gzip, and sends plain bytes when neither is accepted', async () => {
    const url = '/api/v1/content/sections/1/lesson.md';
    const plain = (await get(url)).rawPayload;
    const gz = await get(url, 'gzip;q=0.8, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
    const none = await get(url, 'identity, br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(plain)).toBe(true);
  });

  it('leaves small answers and errors under 1 KB alone', async () => {
    const res = await get('/api/v1/contents/nope', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().detail).toBe('콘텐츠를 찾을 수 없습니다');
  });

  it('chooses brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('BR;Q=1')).toBe('br');
  });
});

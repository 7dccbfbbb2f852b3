import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'dodam-dist-'));
/** Stands for the early Python start the build writes into index.html (vite.config.ts). */
const EARLY_SCRIPT = 'globalThis.__early = 1;';
const EARLY_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  const html = `<!doctype html><head><script type="module" async>${EARLY_SCRIPT}</script><title>도담</title><script type="module" src="/assets/app-abc123.js"></script></head>`;
  writeFileSync(join(dist, 'index.html'), html);
  // The build's pre-compressed copy, which the server sends to browsers that accept brotli.
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, 'assets', 'pyodide-1.2.3'));
  writeFileSync(join(dist, 'assets', 'pyodide-1.2.3', 'pyodide.asm.wasm'), 'wasm');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every response is cross-origin isolated with a strict CSP', async () => {
    for (const url of ['/', '/api/v1/health', '/api/v1/nope', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
  it("index.html's own inline script is allowed by its hash, and only on the app's pages", async () => {
    for (const url of ['/', '/login', '/learning/python/practice?section=1', '/index.html', '/index.html?__WB_REVISION__=abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc.split(' '), url).toEqual(["'self'", "'wasm-unsafe-eval'", EARLY_HASH]);
    }
    for (const url of ['/api/v1/health', '/assets/app-abc123.js']) {
      const scriptSrc = /script-src ([^;]*)/.exec(String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']))?.[1];
      expect(scriptSrc, url).toBe("'self' 'wasm-unsafe-eval'");
    }
  });
  it("a rebuilt index.html is served with its new script's hash (the policy is cached per version of the file)", async () => {
    const path = join(dist, 'index.html');
    const before = readFileSync(path, 'utf8');
    const script = 'globalThis.__early = 22;';
    try {
      writeFileSync(path, before.replace(EARLY_SCRIPT, script));
      const later = new Date(Date.now() + 5_000);
      utimesSync(path, later, later);
      const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
      expect(res.body).toContain(script);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    } finally {
      writeFileSync(path, before);
    }
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain(EARLY_HASH);
  });
  it('API answers are never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('SPA serving', () => {
  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/login', '/learning/python/video', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>도담</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
  it('gives hashed assets and the versioned Pyodide folder a year of immutable caching', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/pyodide-1.2.3/pyodide.asm.wasm']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
  it('answers unknown API paths and missing assets with JSON 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('is browsable at /api/docs without a login and lists the routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/admin/approval/approve', '/api/v1/evaluation/submit']));
  });
});

describe('configuration', () => {
  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({}).PORT).toBe(3000);
  });
});

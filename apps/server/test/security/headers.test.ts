// Issue 20: no personal answer may be stored by a browser or proxy (Cache-Control: no-store on every
// authenticated route, checked by walking the registered routes), and the API docs run no inline
// script on the app's origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from '../helpers.js';

let t: TestApp;
let admin: string;
let student: string;
let studentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const s = await createUser(t.app, { courses: ['python'] });
  studentId = s.id;
  student = await tokenFor(t.app, s);
});
afterAll(() => t.close());

describe('Cache-Control: no-store on every personal answer', () => {
  it('every registered GET route that needs a signed-in user answers no-store (success or refusal), for admin and student', async () => {
    const routes = t.app.registeredRoutes.filter((r) => {
      const methods = (Array.isArray(r.method) ? r.method : [r.method]) as HTTPMethods[];
      const api = r.url.startsWith('/api/') || r.url.startsWith('/learning-progress/');
      return api && !r.url.startsWith('/api/docs') && methods.includes('GET') && (r.config as { auth?: string } | undefined)?.auth !== 'public' && !r.url.endsWith('/teacher/live');
    });
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of routes) {
      const url = route.url
        .replace(':section', '1')
        .replace(':sectionId', '1')
        .replace(/:[A-Za-z_]+/g, '1')
        .concat(route.url.includes('daily-stats') ? `?userId=${studentId}` : '');
      for (const token of [admin, student]) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        if (res.headers['cache-control'] !== 'no-store') missing.push(`${route.url} → ${res.statusCode} ${String(res.headers['cache-control'])}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a handler cannot make an authenticated answer cacheable; the public lesson video stays cacheable for everyone', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(student) });
    expect(me.headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/public/courses', headers: bearer(student) });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: bearer(student) });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});

describe('/api/docs runs no inline script on the app origin', () => {
  it('every docs HTML page loads scripts from files only, and its policy forbids inline script', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/static/oauth2-redirect.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode >= 300 && res.statusCode < 400) continue;
      expect(res.statusCode, url).toBe(200);
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attrs, body] of scripts) {
        expect(attrs, `${url}: inline script`).toMatch(/\bsrc=/);
        expect(body!.trim(), url).toBe('');
      }
      expect(res.body, url).not.toMatch(/\bon[a-z]+\s*=\s*["']/i);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});

import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

// Pyodide compiles WebAssembly ('wasm-unsafe-eval'); CodeMirror injects <style> elements ('unsafe-inline'
// for styles only). Everything else comes from our own origin, except the inline scripts of the
// app's own index.html, allowed one by one by their hash (appCsp).
const cspWith = (scriptSrc: string) => [
  "default-src 'self'",
  `script-src ${scriptSrc}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const CSP = cspWith("'self' 'wasm-unsafe-eval'");

/**
 * The policy of a page of the app whose HTML holds these inline scripts (the early Python start in
 * index.html, issue 26): each allowed by its SHA-256 only, never 'unsafe-inline'.
 */
export function appCsp(html: string): string {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/i.test(attrs!) && body!.length > 0)
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  return hashes.length === 0 ? CSP : cspWith(["'self'", "'wasm-unsafe-eval'", ...new Set(hashes)].join(' '));
}

// Swagger UI's pages load every script from files (swagger-initializer.js included): no inline
// script runs on the app's origin. Its styles use inline style attributes, so only styles are loosened.
export const DOCS_CSP = "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** API routes: the matched route pattern (not the raw URL) decides, so no spelling of a path escapes. */
function isApiRoute(route: string | undefined): boolean {
  return !!route && (route.startsWith('/api/') || route.startsWith('/learning-progress/')) && !route.startsWith('/api/docs');
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Embedder-Policy', 'require-corp');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      // The SPA's index.html comes with its own policy (static-spa.ts: appCsp).
      if (request.url.startsWith('/api/docs')) reply.header('Content-Security-Policy', DOCS_CSP);
      else if (!reply.getHeader('content-security-policy')) reply.header('Content-Security-Policy', CSP);
      // Personal answers are never stored by a browser or proxy: every route that needs a signed-in
      // user gets no-store whatever the handler set (keyed on the route's auth config); other API
      // answers (public lookups, errors, unknown API paths) get it unless the handler chose a policy
      // (the public lesson video may be cached).
      const route = request.routeOptions.url;
      const authenticated = isApiRoute(route) && (request.routeOptions.config.auth ?? 'user') !== 'public';
      const api = isApiRoute(route) || (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) || request.url.startsWith('/learning-progress/');
      if (authenticated || request.auth) reply.header('Cache-Control', 'no-store');
      else if (api && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';

// Pyodide compiles WebAssembly ('wasm-unsafe-eval'); CodeMirror injects <style> elements ('unsafe-inline'
// for styles only). Everything else comes from our own origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
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

// Swagger UI ships an inline bootstrap script; its pages get a looser policy of their own.
const DOCS_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

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
      reply.header('Content-Security-Policy', request.url.startsWith('/api/docs') ? DOCS_CSP : CSP);
      // Personal answers: every API path and the spec's unprefixed daily-stats path.
      const personal = (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) || request.url.startsWith('/learning-progress/');
      if (personal && !reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@dodam/contracts';
import { indexPageCache } from './index-page.js';

/**
 * Serves the built SPA: hashed /assets/* are immutable for a year (pre-compressed .br/.gz when the
 * build made them), every other GET that accepts HTML falls back to index.html (history API).
 */
export default fp(
  async (app) => {
    const dist = app.config.WEB_DIST;
    const indexPath = join(dist, 'index.html');
    const hasBuild = existsSync(indexPath);
    // Read and hashed once per version of index.html, not on every page request.
    const indexPage = indexPageCache(indexPath);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: true,
        index: false,
        decorateReply: false,
        preCompressed: true,
        setHeaders(res, path) {
          // Every name under /assets changes with its content (Pyodide's core files sit in a folder
          // named after its version, vite.config.ts).
          if (path.includes(`${join(dist, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'no-cache');
          // /index.html itself (the service worker precaches it under that name; sent from its
          // pre-compressed copy when there is one) allows its inline scripts.
          if (path.replace(/\.(br|gz)$/, '') === indexPath) res.header('Content-Security-Policy', indexPage().csp);
        },
      });
    } else {
      app.log.warn({ dist }, 'web build not found; only the API is served (run npm start or npm run build)');
    }

    const sendIndex = (reply: FastifyReply) => {
      const { html, csp } = indexPage();
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Content-Security-Policy', csp).send(html);
    };
    if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/');
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!isApi && request.method === 'GET' && wantsHtml) {
        if (hasBuild) return sendIndex(reply);
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><html lang="ko"><meta charset="utf-8"><title>도담</title><p>웹 앱이 아직 빌드되지 않았습니다. <code>npm start</code>로 실행해 주세요.</p></html>');
      }
      return reply.status(404).send({ detail: isApi ? MSG.routeNotFound : MSG.notFound });
    });
  },
  { name: 'static-spa', dependencies: ['errors'] },
);

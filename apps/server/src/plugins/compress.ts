// Compressed answers (issue 26: less over one classroom access point). JSON and text answers of
// 1 KB or more are sent brotli- or gzip-compressed when the browser accepts it: course content
// (lessons, summaries, practice files) shrinks to about a quarter. Only finished payloads (strings
// and buffers) are compressed: streams — server-sent events, files — pass untouched, so nothing
// that streams is ever buffered. The built assets are compressed ahead of time (static-spa.ts).
// Registered last, so every other onSend hook (idempotent replay store, audit) sees the plain body.
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers cost more in headers and CPU than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/(html|markdown|plain|css|csv))\b/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip; none when refused (q=0). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  // Quality 5: a few milliseconds for the largest lesson, most of quality 11's gain.
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('Content-Encoding')) return payload;
      const type = String(reply.getHeader('Content-Type') ?? '');
      if (!COMPRESSIBLE.test(type)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      // Whatever is chosen, the answer depends on Accept-Encoding for caches.
      const vary = String(reply.getHeader('Vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (body.length < COMPRESS_MIN_BYTES) return payload;
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('Content-Encoding', encoding);
      reply.removeHeader('Content-Length');
      return compress(body, encoding);
    });
  },
  { name: 'compress' },
);

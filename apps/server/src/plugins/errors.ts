import fp from 'fastify-plugin';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '@dodam/contracts';
import { HttpError } from '../lib/http-errors.js';

const KOREAN = /[\uac00-\ud7a3]/;
const MAX_JSON_DEPTH = 32;

/** Maximum nesting of objects/arrays in a JSON text, ignoring brackets inside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') max = Math.max(max, ++depth);
    else if (c === '}' || c === ']') depth -= 1;
  }
  return max;
}

/**
 * The answer for a database error that is the request's fault or a transient clash, or null for a
 * real server fault. Invalid text (NUL bytes, bad encodings) is bad input; a deadlock, a
 * serialization failure, a lock timeout or a unique-key clash between simultaneous requests rolled
 * the transaction back (nothing was half-saved) and is worth a retry.
 */
export function databaseErrorReply(pgCode: string | undefined): { status: number; detail: string } | null {
  if (pgCode === '22021' || pgCode === '22P05') return { status: 422, detail: MSG.unstorableText };
  // Value too long, numeric out of range (an id above 2^31−1), an impossible date or time, text that
  // is not a number: bad input whichever route forgot to bound it (the shared schemas bound them first).
  if (pgCode === '22001' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008' || pgCode === '22P02') return { status: 400, detail: MSG.badRequest };
  if (pgCode === '40P01' || pgCode === '40001' || pgCode === '55P03') return { status: 409, detail: MSG.concurrentUpdate };
  // A unique key two simultaneous requests both checked as free (the services check first, so only a race gets here).
  if (pgCode === '23505') return { status: 409, detail: MSG.duplicateRecord };
  return null;
}

/** A UTF-16 surrogate without its partner: not valid Unicode, and PostgreSQL refuses it (22021/22P05). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for text PostgreSQL cannot store: a NUL character or a lone surrogate. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Path of the first string (value or key) in a parsed input that PostgreSQL could not store, or
 * null. Walks at most MAX_JSON_DEPTH levels: deeper inputs were already refused by the parser.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH + 1) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key.split('\u0000').join('?').replace(/[\ud800-\udfff]/g, '?')];
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Strict UTF-8: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The body as text, or null when its bytes are not valid UTF-8. */
export function decodeUtf8(body: Buffer): string | null {
  try {
    return strictUtf8.decode(body);
  } catch {
    return null;
  }
}

/** Percent-decodes one form or query component; null when an escape is malformed or not UTF-8. */
export function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * application/x-www-form-urlencoded, strictly: every escape must be well formed and decode to
 * UTF-8 (the usual parsers turn %FF into U+FFFD silently). Repeated keys become arrays.
 */
export function parseFormStrict(text: string): Record<string, string | string[]> | null {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (!text) return out;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === null || value === null) return null;
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** True when every %-escape of a URL's query is well formed and UTF-8. */
export function isWellEncodedQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return true;
  return url
    .slice(q + 1)
    .split(/[&=]/)
    .every((part) => decodeComponent(part) !== null);
}

/**
 * Fastify's `frameworkErrors`: failures found before any route runs (a malformed %-escape in the
 * path, an over-long parameter) answer in Korean like every other error, not the framework's English.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
  const detail = status === 414 ? MSG.uriTooLong : status === 500 ? MSG.internalError : MSG.badUrlEncoding;
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(JSON.stringify({ detail }));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read at all (a malformed
 * request line or header, headers too large, a client too slow) is answered in Korean JSON too,
 * then the connection closes (as Node and Fastify do by default).
 */
export function clientErrorReply(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, detail] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', MSG.requestTimeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
        : [400, 'Bad Request', MSG.badRequest];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Errors busboy raises for a multipart body that is cut off or not multipart at all. */
const MALFORMED_MULTIPART = /unexpected end of (form|multipart)|malformed part header|boundary not found|multipart: /i;

/** Every error leaves as `{ detail }` in Korean with the right status; never a stack, never a 500 for bad input. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.status(error.statusCode).send({ detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          field: [error.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)].join('.'),
          message: v.message ?? MSG.validationFailed,
        }));
        const first = errors.find((e) => KOREAN.test(e.message));
        return reply.status(422).send({ detail: first?.message ?? MSG.validationFailed, errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return reply.status(500).send({ detail: MSG.internalError });
      }
      const code = (error as FastifyError).code;
      const status = (error as FastifyError).statusCode ?? 500;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return reply.status(413).send({ detail: MSG.payloadTooLarge });
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return reply.status(415).send({ detail: MSG.unsupportedMediaType });
      // A truncated or malformed multipart body is the client's fault (busboy throws plain Errors).
      if (status === 500 && MALFORMED_MULTIPART.test(error.message)) return reply.status(400).send({ detail: MSG.malformedUpload });
      if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (error instanceof SyntaxError && status === 400)) return reply.status(400).send({ detail: MSG.invalidJson });
      if (status === 429) return reply.status(429).send({ detail: MSG.tooManyRequests });
      if (status === 416) return reply.status(416).send({ detail: '요청한 범위를 제공할 수 없습니다.' });
      if (status >= 400 && status < 500) return reply.status(status === 404 ? 404 : 400).send({ detail: status === 404 ? MSG.notFound : MSG.badRequest });
      const pgCode = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      const answer = databaseErrorReply(pgCode);
      if (answer) {
        if (answer.status === 409) request.log.warn({ pgCode }, 'refused: clash with a concurrent request');
        return reply.status(answer.status).send({ detail: answer.detail });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: MSG.internalError });
    });

    // Absurd nesting only serves to exhaust the stack: refused before parsing.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // Parsed from the raw bytes: bytes that are not UTF-8 are refused, never stored as U+FFFD.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : decodeUtf8(body);
      if (text === null) return done(new HttpError(400, MSG.invalidUtf8), undefined);
      if (jsonDepth(text) > MAX_JSON_DEPTH) return done(new HttpError(400, MSG.badRequest), undefined);
      parseJson(request, text, done);
    });

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : decodeUtf8(body);
      const parsed = text === null ? null : parseFormStrict(text);
      if (parsed === null) return done(new HttpError(400, MSG.invalidUtf8), undefined);
      done(null, parsed);
    });

    // A malformed or non-UTF-8 %-escape in the query string (the parser would keep it raw or as U+FFFD).
    app.addHook('onRequest', async (request) => {
      if (!isWellEncodedQuery(request.url)) throw new HttpError(400, MSG.badUrlEncoding);
    });

    // Text PostgreSQL cannot store (NUL, lone surrogates from a JSON "\ud800" escape or a %ED%A0%80
    // in a form) is refused once here, for every route and every input, before schema validation:
    // otherwise it reaches a query and fails there as a 500 (or is silently mangled).
    app.addHook('preValidation', async (request) => {
      for (const [context, value] of [['body', request.body], ['querystring', request.query], ['params', request.params]] as const) {
        const found = findUnstorableText(value);
        if (found) throw new HttpError(422, MSG.unstorableText, {}, [{ field: [context, ...found].join('.'), message: MSG.unstorableText }]);
      }
    });
  },
  { name: 'errors' },
);

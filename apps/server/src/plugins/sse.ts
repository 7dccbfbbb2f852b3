import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/** Sends one server-sent event; a no-op once the client has gone. */
export type SseSend = (event: string, data: unknown) => void;

/** Writes the stream; `signal` aborts when the client disconnects before the end. */
export type SseProducer = (send: SseSend, signal: AbortSignal) => Promise<void>;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answer as text/event-stream: runs `produce`, then ends the response. If `produce` throws, the
     * error is logged and `onError(err)` becomes a final event (the status line is already sent).
     */
    sse(produce: SseProducer, onError: (err: unknown) => { event: string; data: unknown }): Promise<void>;
  }
}

// Headers the security-headers plugin would add: a hijacked (streamed) reply skips onSend hooks.
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

async function sse(this: FastifyReply, produce: SseProducer, onError: (err: unknown) => { event: string; data: unknown }): Promise<void> {
  this.hijack();
  const raw = this.raw;
  raw.writeHead(200, STREAM_HEADERS);
  const client = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) client.abort();
  });
  const send: SseSend = (event, data) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    await produce(send, client.signal);
  } catch (err) {
    this.log.error({ err }, 'event stream failed');
    const last = onError(err);
    send(last.event, last.data);
  }
  raw.end();
}

/** `reply.sse(...)`: the one writer of server-sent events (the tutor's streamed answers). */
export default fp(
  async (app) => {
    app.decorateReply('sse', sse);
  },
  { name: 'sse' },
);

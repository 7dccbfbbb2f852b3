import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../helpers.js';

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parse a text/event-stream body into its events. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export function chat(app: FastifyInstance, token: string, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/tutor/chat', headers: bearer(token), payload });
}

export async function chatStream(app: FastifyInstance, token: string, payload: object): Promise<{ res: LightMyRequestResponse; events: SseEvent[]; streamed: string; done: Record<string, unknown> | undefined }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/tutor/chat/stream', headers: bearer(token), payload });
  const events = res.headers['content-type']?.toString().startsWith('text/event-stream') ? parseSse(res.body) : [];
  const streamed = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text)).join('');
  const done = events.find((e) => e.event === 'done')?.data;
  return { res, events, streamed, done };
}

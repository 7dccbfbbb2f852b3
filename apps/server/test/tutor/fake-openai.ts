// A local OpenAI-compatible Chat Completions server speaking the real wire protocol (JSON, and
// server-sent events `data: {chunk}` … `data: [DONE]` when stream is true), scripted per request:
// normal replies, HTTP errors, hangs, malformed or shapeless chunks, dropped connections.
// Used by the provider, red-team and API tests, and by bench/tutor (bundled with esbuild).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  role: string;
  content: string;
}

export interface FakeRequest {
  body: { model?: string; messages: FakeMessage[]; stream?: boolean; max_tokens?: number; stream_options?: { include_usage?: boolean } } & Record<string, unknown>;
  headers: IncomingMessage['headers'];
  path: string;
}

export type Behaviour =
  | { kind: 'reply'; text: string; chunkSize?: number; delayMs?: number; firstDelayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'malformed'; before?: string }
  | { kind: 'shapeless' }
  | { kind: 'drop'; before: string }
  | { kind: 'empty' };

export type Script = (request: FakeRequest) => Behaviour;

export interface FakeOpenAI {
  /** Base URL to configure (ends with /v1). */
  url: string;
  requests: FakeRequest[];
  script: Script;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(id: string, model: string, delta: Record<string, unknown>, finish: string | null = null) {
  return { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, system_fingerprint: 'fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] };
}

/** Split text into chunks of about `size` characters (never inside a surrogate pair). */
function pieces(text: string, size: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAI(script: Script = () => ({ kind: 'reply', text: '안녕하세요! 무엇을 도와 드릴까요?' })): Promise<FakeOpenAI> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeOpenAI = { url: '', requests: [], script, close: async () => {} };
  let seq = 0;

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    let body: FakeRequest['body'];
    try {
      body = JSON.parse(await readBody(req)) as FakeRequest['body'];
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad json', type: 'invalid_request_error' } }));
      return;
    }
    const request: FakeRequest = { body, headers: req.headers, path: req.url };
    fake.requests.push(request);
    const behaviour = fake.script(request);
    const id = `chatcmpl-fake-${++seq}`;
    const model = body.model ?? 'fake-model';

    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body ?? { error: { message: `fake error ${behaviour.status}`, type: 'server_error', code: null } }));
      return;
    }
    if (behaviour.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (!body.stream) {
      const text = behaviour.kind === 'reply' ? behaviour.text : '';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 100, completion_tokens: text.length, total_tokens: 100 + text.length },
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    send(chunk(id, model, { role: 'assistant', content: '' }));
    switch (behaviour.kind) {
      case 'reply': {
        if (behaviour.firstDelayMs) await sleep(behaviour.firstDelayMs);
        let first = true;
        for (const part of pieces(behaviour.text, behaviour.chunkSize ?? 12)) {
          if (!first && behaviour.delayMs) await sleep(behaviour.delayMs);
          first = false;
          if (res.destroyed) return;
          send(chunk(id, model, { content: part }));
        }
        send(chunk(id, model, {}, 'stop'));
        if (body.stream_options?.include_usage) {
          send({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [], usage: { prompt_tokens: 321, completion_tokens: [...behaviour.text].length, total_tokens: 321 + [...behaviour.text].length } });
        }
        send('[DONE]');
        res.end();
        return;
      }
      case 'malformed':
        if (behaviour.before) send(chunk(id, model, { content: behaviour.before }));
        res.write('data: {"id": "broken", "choices": [{"delta": {"content": "unterminated\n\n');
        res.end();
        return;
      case 'shapeless':
        send({ id, object: 'chat.completion.chunk', unexpected: true });
        send('[DONE]');
        res.end();
        return;
      case 'drop':
        send(chunk(id, model, { content: behaviour.before }));
        await sleep(20);
        res.destroy();
        return;
      case 'empty':
        send('[DONE]');
        res.end();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The system message the fake received in its latest request. */
export function lastSystemPrompt(fake: FakeOpenAI): string {
  return fake.requests.at(-1)?.body.messages.find((m) => m.role === 'system')?.content ?? '';
}

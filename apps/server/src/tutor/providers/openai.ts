// Any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, LM Studio, llama.cpp
// server) through the official client, streamed. The key goes only into the Authorization header.
import OpenAI from 'openai';
import { buildChatPrompt, buildEvaluationPrompt } from '../prompt.js';
import { MalformedReplyError, type ProviderEvent, type ProviderRequest, type TutorProvider } from './types.js';

export interface OpenAIProviderOptions {
  baseURL: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  maxRetries: number;
  /** Upper bound of the reply in tokens. */
  maxTokens: number;
  canary: string;
  /** Custom fetch (tests). */
  fetch?: typeof fetch;
}

export function createOpenAIProvider(opts: OpenAIProviderOptions): TutorProvider {
  const client = new OpenAI({
    baseURL: opts.baseURL,
    // Local servers (Ollama, llama.cpp) need no key; the client insists on one.
    apiKey: opts.apiKey || 'no-key',
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries,
    logLevel: 'off',
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  let host: string | null;
  try {
    host = new URL(opts.baseURL).host;
  } catch {
    host = null;
  }
  return {
    name: 'openai',
    model: opts.model,
    baseUrlHost: host,
    apiKeyConfigured: Boolean(opts.apiKey),
    async *stream(request: ProviderRequest, signal: AbortSignal): AsyncIterable<ProviderEvent> {
      const { messages } = request.kind === 'chat' ? buildChatPrompt(request.ctx, opts.canary) : buildEvaluationPrompt(request.ctx, request.evaluation, opts.canary);
      const stream = await client.chat.completions.create(
        {
          model: opts.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: opts.maxTokens,
          temperature: 0.3,
        },
        { signal },
      );
      let chunks = 0;
      for await (const chunk of stream) {
        chunks++;
        if (!chunk || typeof chunk !== 'object' || !Array.isArray(chunk.choices)) throw new MalformedReplyError('chunk without choices');
        const text = chunk.choices[0]?.delta?.content;
        if (typeof text === 'string' && text) yield { type: 'delta', text };
        const usage = chunk.usage;
        if (usage && typeof usage.prompt_tokens === 'number') yield { type: 'usage', promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens ?? 0 };
      }
      if (chunks === 0) throw new MalformedReplyError('empty stream');
    },
  };
}

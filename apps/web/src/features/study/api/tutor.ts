import {
  appendConversationResponseSchema,
  evaluateCodeAiResponseSchema,
  sectionConversationResponseSchema,
  tutorStreamDeltaSchema,
  tutorStreamDoneSchema,
  tutorStreamErrorSchema,
  tutorStreamMetaSchema,
  type ChatMessage,
  type ChatMessageIn,
  type TutorChatRequest,
  type TutorStreamDone,
  type TutorStreamMeta,
} from '@dodam/contracts';
import { API_BASE, ApiError, apiRequest, parseErrorBody } from '@/lib/api/client';
import { getUserToken } from '@/lib/session/token-storage';
import { createSseParser } from '@/lib/sse';

export function loadConversation(sectionId: string): Promise<ChatMessage[]> {
  return apiRequest(`/tutor/conversations/${encodeURIComponent(sectionId)}`, {
    query: { limit: 50 },
    schema: sectionConversationResponseSchema,
  }).then((r) => r.unified_history);
}

/**
 * Append a code run's entries to the section's saved history. Tutor exchanges need no call: the
 * server appends each question and answer itself.
 */
export function appendConversation(sectionId: string, messages: ChatMessageIn[]): Promise<number> {
  return apiRequest(`/tutor/conversations/${encodeURIComponent(sectionId)}/messages`, {
    method: 'POST',
    json: { messages },
    schema: appendConversationResponseSchema,
  }).then((r) => r.message_count);
}

/** 429 from the tutor: only an abuse-level rate; the box waits `retryAfterSeconds` (Retry-After). */
export class TutorRateLimitError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(base: ApiError, retryAfterSeconds: number) {
    super({ status: base.status, kind: base.kind, message: base.message, detail: base.detail });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface StreamHandlers {
  onMeta?(meta: TutorStreamMeta): void;
  onDelta(text: string): void;
}

/** POST /tutor/chat/stream: calls onDelta as text arrives and resolves with the final reply. */
export async function streamTutorChat(request: TutorChatRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<TutorStreamDone> {
  const token = getUserToken();
  const response = await fetch(`${API_BASE}/tutor/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(request),
    signal,
  });
  if (response.status === 429) {
    const retry = Number(response.headers.get('retry-after'));
    throw new TutorRateLimitError(parseErrorBody(response.status, await response.text()), Number.isFinite(retry) && retry > 0 ? retry : 60);
  }
  if (!response.ok || !response.body) throw parseErrorBody(response.status, await response.text());
  // Chromium ends a load whose body a page script reads through a stream as cancelled
  // (net::ERR_ABORTED) when the response's end comes in after the last bytes (a busy machine, a slow
  // network): the page got every byte, but the request is recorded as aborted, not finished, and
  // Playwright's response.finished() never resolves (E2E tutor.spec, issue 26). A copy that the
  // browser reads whole itself keeps the load's own end: the request finishes when the response has
  // ended, which this function waits for once 'done' is read.
  const whole = response.clone().text().catch(() => '');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  let result: TutorStreamDone | null = null;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (err) {
      // A connection cut after the answer is complete loses nothing.
      if (result) return result;
      throw err;
    }
    const { value, done } = chunk;
    if (done) break;
    for (const event of parser.push(value)) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'meta') handlers.onMeta?.(tutorStreamMetaSchema.parse(data));
      else if (event.event === 'delta') handlers.onDelta(tutorStreamDeltaSchema.parse(data).text);
      else if (event.event === 'done') result = tutorStreamDoneSchema.parse(data);
      else if (event.event === 'error') {
        const error = tutorStreamErrorSchema.parse(data);
        throw new ApiError({ status: error.status, kind: 'http', detail: error.detail, message: error.detail });
      }
    }
  }
  if (result) {
    await whole;
    return result;
  }
  throw new ApiError({ status: 0, kind: 'network', detail: null, message: '튜터 답변이 중간에 끊겼어요. 다시 시도해 주세요.' });
}

/** POST /code/evaluate-code-ai: the tutor's feedback on a submitted answer (output comparison decides correctness). */
export function evaluateCodeAi(input: { code: string; output: string; expected: string; question: string; hint: string; sectionId: string; problemId: string }) {
  return apiRequest('/code/evaluate-code-ai', {
    method: 'POST',
    json: {
      student_code: input.code,
      student_output: input.output,
      expected_output: input.expected,
      problem_context: { question: input.question, hint: input.hint, section: input.sectionId, problem_id: input.problemId },
    },
    schema: evaluateCodeAiResponseSchema,
    timeoutMs: 40_000,
  });
}

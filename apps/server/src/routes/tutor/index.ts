import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CONVERSATION_MAX_MESSAGES,
  MSG,
  PYTHON_MSG,
  TUTOR_MSG,
  buildCodeRunHistory,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationMessagesQuerySchema,
  conversationSectionParamSchema,
  errorBodySchema,
  evaluateCodeAiRequestSchema,
  evaluateCodeAiResponseSchema,
  evaluateProgressRequestSchema,
  evaluateProgressResponseSchema,
  generateSummaryResponseSchema,
  saveUnifiedRequestSchema,
  saveUnifiedResponseSchema,
  sectionConversationResponseSchema,
  sectionQuerySchema,
  startChatRequestSchema,
  submitInputRequestSchema,
  tutorChatRequestSchema,
  tutorChatResponseSchema,
  tutorStatusResponseSchema,
  type ChatMessage,
  type LastRun,
  type TutorChatResponse,
} from '@dodam/contracts';
import { selectTutorConversation, selectTutorConversationsForUser, upsertTutorConversation, type TutorConversationRow } from '../../db/queries/tutor-conversations.js';
import { selectTopTutorUsers, selectTutorUsageByProvider, selectTutorUsageTotals } from '../../db/queries/tutor-usage.js';
import type { UserRow } from '../../db/queries/users.js';
import { runStudentCode } from '../../services/code-runs.js';
import { requireAuth } from '../../plugins/auth.js';
import { HttpError, notFound, tooManyRequests, unprocessable } from '../../services/http-errors.js';
import { courseOfSection } from '../../services/learning-service.js';
import { evaluateProgress, generateSummary } from '../../tutor/assessment.js';
import { ContextLookupError, findSection, normaliseHistory, type ContextRequest, type TutorContext, type TutorUser } from '../../tutor/context.js';
import type { Admission, TutorResult } from '../../tutor/service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };
const NEVER = new AbortController().signal;

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

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds}초`;
  const minutes = Math.ceil(seconds / 60);
  return `약 ${minutes}분`;
}

function tutorUser(user: UserRow): TutorUser {
  const fullName = user.profile?.fullName;
  return { id: user.id, username: user.username, email: user.email, fullName: typeof fullName === 'string' ? fullName : undefined };
}

function message(role: ChatMessage['role'], content: string, type: ChatMessage['type'] = 'chat'): ChatMessage {
  return { role, content, timestamp: new Date().toISOString(), type };
}

function present(history: ChatMessage[], result: TutorResult, remaining: number | null): TutorChatResponse {
  return {
    response_msg: result.response,
    response: result.response,
    chat_history: [...history, message('assistant', result.response)],
    provider: result.provider,
    label: result.label,
    note: result.note,
    intent: result.intent,
    hint_level: result.hintLevel,
    guarded: result.guarded,
    remaining,
  };
}

function presentConversation(row: TutorConversationRow, title: string | null, limit: number) {
  return {
    id: row.id,
    section_id: row.sectionId,
    section_title: title,
    messages: row.messages.slice(-limit),
    message_count: row.messageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tutor = app.tutor;

  function checkInput(text: string, field: string): void {
    if (!text.trim()) throw unprocessable(TUTOR_MSG.inputRequired, field);
    const max = app.config.TUTOR_MAX_INPUT;
    if (text.length > max) throw unprocessable(TUTOR_MSG.inputTooLong.replace('{max}', max.toLocaleString('ko-KR')), field);
  }

  /** Abuse-level rate first (429), then the model budget (spent: the basic tutor answers with a note). */
  async function admit(userId: number): Promise<Admission> {
    const rate = tutor.rateLimit(userId);
    if (!rate.allowed) throw tooManyRequests(TUTOR_MSG.rateLimited.replace('{wait}', waitText(rate.retryAfterSeconds)), rate.retryAfterSeconds);
    return tutor.admit(userId);
  }

  function contextFor(user: UserRow, req: ContextRequest): TutorContext {
    try {
      return tutor.context(tutorUser(user), req);
    } catch (err) {
      if (err instanceof ContextLookupError) throw notFound(err.what === 'problem' ? TUTOR_MSG.problemNotFound : TUTOR_MSG.exerciseNotFound);
      throw err;
    }
  }

  /** Send a tutor answer as server-sent events: meta, delta…, done (or error). */
  async function stream(request: FastifyRequest, reply: FastifyReply, ctx: TutorContext, history: ChatMessage[], admission: Admission): Promise<void> {
    const remaining = admission.remaining;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, STREAM_HEADERS);
    const client = new AbortController();
    raw.on('close', () => {
      if (!raw.writableFinished) client.abort();
    });
    const send = (event: string, data: unknown) => {
      if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      for await (const event of tutor.answer(ctx, 'chat', client.signal, undefined, admission)) {
        if (event.type === 'meta') send('meta', { provider: event.provider, label: event.label, section_id: event.sectionId, mode: event.mode, remaining });
        else if (event.type === 'delta') send('delta', { text: event.text });
        else send('done', { ...present(history, event.result, remaining), replaced: event.result.replaced });
      }
    } catch (err) {
      request.log.error({ err }, 'tutor stream failed');
      send('error', { detail: TUTOR_MSG.streamFailed, status: 500 });
    }
    raw.end();
  }

  const chatContext = (body: z.output<typeof tutorChatRequestSchema>): ContextRequest => ({
    userInput: body.user_input,
    history: body.chat_history,
    selectedSection: body.selected_section,
    contextType: body.context_type,
    mode: body.mode,
    problemId: body.problem_id,
    exerciseId: body.exercise_id,
    code: body.code,
    lastRun: body.last_run,
  });

  app.post(
    '/tutor/chat',
    {
      config: { auth: 'user' },
      schema: { tags: ['tutor'], summary: '튜터에게 질문 (JSON 응답)', body: tutorChatRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      checkInput(request.body.user_input, 'body.user_input');
      const ctx = contextFor(user, chatContext(request.body));
      const admission = await admit(user.id);
      const result = await tutor.collect(ctx, 'chat', NEVER, undefined, admission);
      if (!result) throw new HttpError(500, MSG.internalError);
      return present([...ctx.history, message('user', request.body.user_input)], result, admission.remaining);
    },
  );

  app.post(
    '/tutor/chat/stream',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['tutor'],
        summary: '튜터에게 질문 (server-sent events: meta, delta, done, error)',
        description: 'text/event-stream. `delta.text`를 이어 붙여 보여 주고, `done.response`를 최종 답으로 표시하세요 (replaced가 true이면 스트리밍된 글과 다릅니다).',
        body: tutorChatRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      checkInput(request.body.user_input, 'body.user_input');
      const ctx = contextFor(user, chatContext(request.body));
      const admission = await admit(user.id);
      await stream(request, reply, ctx, [...ctx.history, message('user', request.body.user_input)], admission);
    },
  );

  app.post(
    '/start-chat',
    { config: { auth: 'user' }, schema: { tags: ['tutor'], summary: '섹션의 튜터 첫인사 (메시지 예산 사용 안 함)', body: startChatRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const ctx = contextFor(user, { userInput: '', history: body.chat_history, selectedSection: body.selected_section, mode: body.mode, problemId: body.problem_id, exerciseId: body.exercise_id });
      const opening = tutor.opening(ctx);
      return {
        response_msg: opening.response,
        response: opening.response,
        chat_history: [...ctx.history, message('assistant', opening.response)],
        provider: opening.provider,
        label: opening.label,
        note: null,
        intent: 'greeting' as const,
        hint_level: null,
        guarded: false,
        remaining: null,
      };
    },
  );

  app.post(
    '/code/submit-input',
    {
      config: { auth: 'user' },
      schema: { tags: ['tutor'], summary: '질문(source=question) 또는 코드(source=code: 서버에서 실행 후 튜터가 설명) 보내기', body: submitInputRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const common = { history: body.chat_history, selectedSection: body.selected_section, mode: body.mode, problemId: body.problem_id, exerciseId: body.exercise_id };
      if (body.source === 'question') {
        checkInput(body.input, 'body.input');
        const ctx = contextFor(user, { ...common, userInput: body.input, code: body.code, lastRun: body.last_run });
        const admission = await admit(user.id);
        const result = await tutor.collect(ctx, 'submit', NEVER, undefined, admission);
        if (!result) throw new HttpError(500, MSG.internalError);
        return present([...ctx.history, message('user', body.input)], result, admission.remaining);
      }

      // source 'code': run the student's code in the sandbox, then the tutor looks at the run.
      if (!body.input.trim()) throw unprocessable(PYTHON_MSG.blankCode, 'body.input');
      const probe = contextFor(user, { ...common, userInput: '', code: body.input });
      const admission = await admit(user.id);
      const { run, inputs, error, shown } = await runStudentCode(app, {
        userId: user.id,
        code: body.input,
        inputValues: body.input_values,
        selectedSection: probe.section?.id ?? body.selected_section,
      });
      const lastRun: LastRun = { inputs, output: run.stdout, error, success: run.success };
      const entries = buildCodeRunHistory({ code: body.input, output: shown, isError: !run.success });
      const ctx = { ...probe, userInput: '이 코드를 실행한 결과를 봐 주세요.', contextType: 'code' as const, lastRun };
      const result = await tutor.collect(ctx, 'submit', NEVER, undefined, admission);
      if (!result) throw new HttpError(500, MSG.internalError);
      return present([...ctx.history, ...entries], result, admission.remaining);
    },
  );

  app.post(
    '/code/evaluate-code-ai',
    {
      config: { auth: 'user' },
      schema: { tags: ['tutor'], summary: '코드 평가 피드백 (판정은 출력 비교, 실패 시 기본 평가)', body: evaluateCodeAiRequestSchema, response: { 200: evaluateCodeAiResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const pc = body.problem_context;
      let problemId = pc.problem_id;
      if (!problemId && pc.question && pc.section) {
        const section = findSection(app.content, pc.section);
        problemId = section?.problems.find((p) => p.question.trim() === pc.question?.trim())?.id;
      }
      const ctx = contextFor(user, { userInput: '', history: [], selectedSection: pc.section ?? '', mode: 'evaluation', problemId, code: body.student_code });
      const result = await tutor.evaluate(ctx, { code: body.student_code, output: body.student_output, expected: body.expected_output, question: pc.question, hint: pc.hint }, NEVER);
      return { success: true, is_correct: result.isCorrect, feedback: result.feedback, error: null, evaluation: result.evaluation, note: result.note, provider: result.provider };
    },
  );

  const findCourseSection = (id: string) => {
    const found = courseOfSection(app.content, id);
    if (!found) throw notFound(TUTOR_MSG.sectionNotFound);
    return found;
  };

  app.get(
    '/assessment/generate-summary',
    { config: { auth: 'user' }, schema: { tags: ['tutor'], summary: '섹션 학습 요약 (내 기록 포함)', querystring: sectionQuerySchema, response: { 200: generateSummaryResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { course, section } = findCourseSection(request.query.section);
      await tutor.usage.flush();
      return generateSummary(app.db, user.id, course, section);
    },
  );

  app.post(
    '/assessment/evaluate-progress',
    { config: { auth: 'user' }, schema: { tags: ['tutor'], summary: '섹션 이해도 평가', body: evaluateProgressRequestSchema, response: { 200: evaluateProgressResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { course, section } = findCourseSection(request.body.section);
      return evaluateProgress(app.db, user.id, course, section);
    },
  );

  app.get(
    '/tutor/conversations/:sectionId',
    {
      config: { auth: 'user' },
      schema: { tags: ['tutor'], summary: '섹션의 저장된 대화 (통합 기록)', params: conversationSectionParamSchema, querystring: conversationMessagesQuerySchema, response: { 200: sectionConversationResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { sectionId } = request.params;
      const row = await selectTutorConversation(app.db, user.id, sectionId);
      const title = app.content.section(sectionId)?.title ?? null;
      const limit = request.query.limit;
      return {
        status: 'success' as const,
        section_id: sectionId,
        unified_history: row ? row.messages.slice(-limit) : [],
        conversations: row ? [presentConversation(row, title, limit)] : [],
      };
    },
  );

  app.post(
    '/tutor/conversations/unified',
    { config: { auth: 'user' }, schema: { tags: ['tutor'], summary: '섹션의 통합 대화 기록 저장 (덮어쓰기)', body: saveUnifiedRequestSchema, response: { 200: saveUnifiedResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section_id: sectionRef, unified_messages: messages } = request.body;
      if (!sectionRef.trim() || messages.length === 0) return { status: 'skipped' as const, saved_messages: 0 };
      const section = findSection(app.content, sectionRef);
      if (!section) throw notFound(TUTOR_MSG.sectionNotFound);
      const kept = normaliseHistory(messages).slice(-CONVERSATION_MAX_MESSAGES);
      await upsertTutorConversation(app.db, user.id, section.id, kept);
      return { status: 'success' as const, saved_messages: kept.length };
    },
  );

  app.get(
    '/tutor/conversations',
    { config: { auth: 'user' }, schema: { tags: ['tutor'], summary: '내 대화 목록', querystring: conversationListQuerySchema, response: { 200: conversationListResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await selectTutorConversationsForUser(app.db, user.id, { limit: request.query.limit, sectionId: request.query.section_id });
      const conversations = rows.map((r) => presentConversation(r, app.content.section(r.sectionId)?.title ?? null, CONVERSATION_MAX_MESSAGES));
      return { status: 'success' as const, count: conversations.length, message_count: rows.reduce((n, r) => n + r.messageCount, 0), conversations };
    },
  );

  app.get(
    '/admin/tutor/status',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], summary: '튜터 제공자 상태와 사용량', response: { 200: tutorStatusResponseSchema, ...errors } } },
    async () => {
      const status = tutor.status();
      const c = app.config;
      await tutor.usage.flush();
      const [all, day, byProvider, top] = await Promise.all([
        selectTutorUsageTotals(app.db),
        selectTutorUsageTotals(app.db, new Date(Date.now() - 24 * 3600 * 1000)),
        selectTutorUsageByProvider(app.db),
        selectTopTutorUsers(app.db, 10),
      ]);
      return {
        provider: status.provider,
        configured_provider: status.configured.name,
        model: status.configured.model,
        base_url_host: status.configured.baseUrlHost,
        api_key_configured: status.configured.apiKeyConfigured,
        available: status.circuitOpenUntil === null,
        circuit_open_until: status.circuitOpenUntil?.toISOString() ?? null,
        last_error: status.lastError,
        last_error_at: status.lastErrorAt?.toISOString() ?? null,
        limits: { burst: c.TUTOR_BURST, refill_seconds: c.TUTOR_REFILL_SECONDS, max_input: c.TUTOR_MAX_INPUT, max_reply_chars: c.TUTOR_MAX_REPLY_CHARS, timeout_ms: c.TUTOR_TIMEOUT_MS },
        usage: { ...all, last_24h: day, by_provider: byProvider },
        top_users: top,
      };
    },
  );
};

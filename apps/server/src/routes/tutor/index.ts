import {
  CONVERSATION_MAX_MESSAGES,
  MSG,
  TUTOR_MSG,
  appendConversationRequestSchema,
  appendConversationResponseSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationMessagesQuerySchema,
  conversationSectionParamSchema,
  errorBodySchema,
  parsonsCheckRequestSchema,
  parsonsCheckResponseSchema,
  saveUnifiedRequestSchema,
  saveUnifiedResponseSchema,
  sectionConversationResponseSchema,
  tutorChatRequestSchema,
  tutorChatResponseSchema,
  type ChatMessage,
} from '@dodam/contracts';
import type { FastifyRequest } from 'fastify';
import { selectTutorConversation, selectTutorConversationsForUser } from '../../db/queries/tutor-conversations.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { chatMessage, presentConversation, presentReply, replyMessage } from '../../presenters/tutor.js';
import { appendToConversation, saveConversation } from '../../services/tutor-conversations.js';
import { checkParsonsAnswer } from '../../services/parsons-service.js';
import { normaliseHistory, type TutorContext } from '../../tutor/context.js';
import type { TutorResult } from '../../tutor/service.js';
import { NEVER, admit, chatContext, checkInput, contextFor } from '../../tutor/requests.js';
import { withModelConsent } from '../../services/consent-service.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** /tutor/*: questions to the tutor (JSON or streamed) and the saved conversations. Signed-in users. */
export const tutorRoutes = routeFolder('user', async (app) => {
  const tutor = app.tutor;

  /**
   * The server keeps the section's history: each answered question is appended here as one write
   * (question + answer), so the client never re-sends the whole history to save it.
   */
  async function keepExchange(request: FastifyRequest, userId: number, ctx: TutorContext, question: string, result: TutorResult): Promise<void> {
    if (!ctx.section) return;
    try {
      await appendToConversation(app.deps, userId, ctx.section.id, [chatMessage('user', question), replyMessage(result)]);
    } catch (err) {
      // The answer (and the budget spent on it) still reaches the student; only the saved copy is missing.
      request.log.error({ err }, 'saving the tutor exchange failed');
    }
  }

  app.post(
    '/tutor/chat',
    { schema: { tags: ['tutor'], summary: '튜터에게 질문 (JSON 응답)', body: tutorChatRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      checkInput(app.config, request.body.user_input, 'body.user_input');
      const ctx = contextFor(tutor, user, chatContext(request.body));
      const admission = await withModelConsent(app.db, user.id, await admit(tutor, user.id));
      const remaining = admission.remaining;
      const result = await tutor.collect(ctx, 'chat', NEVER, undefined, admission);
      if (!result) throw new HttpError(500, MSG.internalError);
      await keepExchange(request, user.id, ctx, request.body.user_input, result);
      return presentReply([...ctx.history, chatMessage('user', request.body.user_input)], result, remaining);
    },
  );

  app.post(
    '/tutor/chat/stream',
    {
      schema: {
        tags: ['tutor'],
        summary: '튜터에게 질문 (server-sent events: meta, delta, done, error)',
        description: 'text/event-stream. `delta.text`를 이어 붙여 보여 주고, `done.response`를 최종 답으로 표시하세요 (replaced가 true이면 스트리밍된 글과 다릅니다). 질문과 답은 서버가 섹션 대화 기록에 덧붙입니다.',
        body: tutorChatRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const question = request.body.user_input;
      checkInput(app.config, question, 'body.user_input');
      const ctx = contextFor(tutor, user, chatContext(request.body));
      const admission = await withModelConsent(app.db, user.id, await admit(tutor, user.id));
      const remaining = admission.remaining;
      const history: ChatMessage[] = [...ctx.history, chatMessage('user', question)];
      await reply.sse(
        async (send, signal) => {
          for await (const event of tutor.answer(ctx, 'chat', signal, undefined, admission)) {
            if (event.type === 'meta') send('meta', { provider: event.provider, label: event.label, section_id: event.sectionId, mode: event.mode, remaining });
            else if (event.type === 'delta') send('delta', { text: event.text });
            else {
              // Saved before 'done' so that a client reloading right after the answer finds it.
              await keepExchange(request, user.id, ctx, question, event.result);
              send('done', { ...presentReply(history, event.result, remaining), replaced: event.result.replaced });
            }
          }
        },
        () => ({ event: 'error', data: { detail: TUTOR_MSG.streamFailed, status: 500 } }),
      );
    },
  );

  app.get(
    '/tutor/conversations/:sectionId',
    {
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
    '/tutor/conversations/:sectionId/messages',
    {
      schema: {
        tags: ['tutor'],
        summary: '섹션 대화 기록에 항목 덧붙이기 (코드 실행 기록)',
        params: conversationSectionParamSchema,
        body: appendConversationRequestSchema,
        response: { 200: appendConversationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const section = app.content.section(request.params.sectionId);
      if (!section) throw notFound(TUTOR_MSG.sectionNotFound);
      // The server decides roles: whatever a student writes is the student's, never a tutor reply.
      const count = await appendToConversation(app.deps, user.id, section.id, normaliseHistory(request.body.messages.map((m) => ({ ...m, role: 'user' as const }))));
      return { status: 'success' as const, message_count: count };
    },
  );

  app.post(
    '/tutor/conversations/unified',
    { schema: { tags: ['tutor'], summary: '섹션의 통합 대화 기록 저장 (덮어쓰기)', body: saveUnifiedRequestSchema, response: { 200: saveUnifiedResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return saveConversation(app.deps, user.id, request.body.section_id, request.body.unified_messages);
    },
  );

  app.post(
    '/tutor/parsons/check',
    { schema: { tags: ['tutor'], summary: '실습 순서 맞추기(파슨스 퍼즐) 확인', body: parsonsCheckRequestSchema, response: { 200: parsonsCheckResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return checkParsonsAnswer(app.deps, user.id, request.body.exercise_id, request.body.lines);
    },
  );

  app.get(
    '/tutor/conversations',
    { schema: { tags: ['tutor'], summary: '내 대화 목록', querystring: conversationListQuerySchema, response: { 200: conversationListResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await selectTutorConversationsForUser(app.db, user.id, { limit: request.query.limit, sectionId: request.query.section_id });
      const conversations = rows.map((r) => presentConversation(r, app.content.section(r.sectionId)?.title ?? null, CONVERSATION_MAX_MESSAGES));
      return { status: 'success' as const, count: conversations.length, message_count: rows.reduce((n, r) => n + r.messageCount, 0), conversations };
    },
  );
});

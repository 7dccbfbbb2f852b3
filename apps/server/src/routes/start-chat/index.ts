import { errorBodySchema, startChatRequestSchema, tutorChatResponseSchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import { replyMessage } from '../../presenters/tutor.js';
import { contextFor } from '../../tutor/requests.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** /start-chat: the tutor's opening message of a section (a template: no model call, no budget). */
export const startChatRoutes = routeFolder('user', async (app) => {
  app.post(
    '/start-chat',
    { schema: { tags: ['tutor'], summary: '섹션의 튜터 첫인사 (메시지 예산 사용 안 함)', body: startChatRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const ctx = contextFor(app.tutor, user, { userInput: '', history: body.chat_history, selectedSection: body.selected_section, mode: body.mode, problemId: body.problem_id, exerciseId: body.exercise_id });
      const opening = app.tutor.opening(ctx);
      return {
        response_msg: opening.response,
        response: opening.response,
        chat_history: [...ctx.history, replyMessage(opening)],
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
});

import { DRAFT_BODY_LIMIT_BYTES, MSG, draftConflictSchema, draftItemSchema, draftResponseSchema, draftSaveRequestSchema, errorBodySchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import { readDraft, saveDraft } from '../../services/draft-service.js';
import { routeFolder } from '../folder.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };

/** /drafts: the caller's own code drafts (issue 21). Nobody else's draft is reachable here. */
export const draftsRoutes = routeFolder('user', async (app) => {
  app.get(
    '/drafts',
    { schema: { tags: ['drafts'], summary: '편집 중인 코드 불러오기', querystring: draftItemSchema, response: { 200: draftResponseSchema, ...errors } } },
    async (request) => ({ draft: await readDraft(app.db, app.content, requireAuth(request).user.id, request.query) }),
  );

  app.put(
    '/drafts',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      config: { idempotent: true },
      schema: { tags: ['drafts'], summary: '편집 중인 코드 저장 (버전 확인)', body: draftSaveRequestSchema, response: { 200: draftResponseSchema, 409: draftConflictSchema, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const result = await saveDraft(app.db, app.content, user.id, request.body);
      if ('conflict' in result) return reply.status(409).send({ detail: MSG.draftConflict, draft: result.conflict });
      return { draft: result.saved };
    },
  );
});

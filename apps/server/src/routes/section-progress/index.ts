import { errorBodySchema, sectionProgressSchema, sectionQuerySchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import { sectionOrNotFound, sectionProgressFor } from '../../services/learning-service.js';
import { routeFolder } from '../folder.js';

/** /section-progress: the caller's progress in one section. */
export const sectionProgressRoutes = routeFolder('user', async (app) => {
  app.get(
    '/section-progress',
    { schema: { tags: ['learning'], summary: '섹션 진도', querystring: sectionQuerySchema, response: { 200: sectionProgressSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section } = sectionOrNotFound(app.content, request.query.section);
      const [progress] = await sectionProgressFor(app.db, user.id, [section.id]);
      return progress!;
    },
  );
});

import { errorBodySchema, startSectionRequestSchema, startSectionResponseSchema } from '@dodam/contracts';
import { selectVideoSectionIds } from '../../db/queries/learning.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentSection } from '../../presenters/learning.js';
import { sectionOrNotFound, startSection } from '../../services/learning-service.js';
import { assertSectionOpen } from '../../services/class-plan.js';
import { routeFolder } from '../folder.js';

/** /start-section: records that the caller opened a section. */
export const startSectionRoutes = routeFolder('user', async (app) => {
  app.post(
    '/start-section',
    { schema: { tags: ['learning'], summary: '섹션 학습 시작 기록', body: startSectionRequestSchema, response: { 200: startSectionResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const { user } = requireAuth(request);
      const found = sectionOrNotFound(app.content, request.body.section);
      await assertSectionOpen(app.db, user, found.course.id, found.section.id);
      const progress = await startSection(app.deps, user.id, found, request.body.learning_type ?? null);
      return { status: 'success' as const, section: presentSection(found.section, found.course, await selectVideoSectionIds(app.db)), progress };
    },
  );
});

import { errorBodySchema, sectionGuideSchema, sectionParamSchema } from '@dodam/contracts';
import { tableOfContents } from '../../content/store.js';
import { sectionOrNotFound } from '../../services/learning-service.js';
import { routeFolder } from '../folder.js';

/** /section-guide: a section's lesson, summary and table of contents. */
export const sectionGuideRoutes = routeFolder('user', async (app) => {
  app.get(
    '/section-guide/:section',
    { schema: { tags: ['learning'], summary: '섹션 학습 가이드와 요약', params: sectionParamSchema, response: { 200: sectionGuideSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const { section } = sectionOrNotFound(app.content, request.params.section);
      return { section_id: section.id, title: section.title, guide: section.lesson, summary: section.summary, toc: tableOfContents(section.lesson) };
    },
  );
});

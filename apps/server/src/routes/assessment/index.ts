import { TUTOR_MSG, errorBodySchema, evaluateProgressRequestSchema, evaluateProgressResponseSchema, generateSummaryResponseSchema, sectionQuerySchema } from '@dodam/contracts';
import { notFound } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { courseOfSection } from '../../services/learning-service.js';
import { evaluateProgress, generateSummary } from '../../tutor/assessment.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** /assessment/*: a section's study summary and understanding check from the caller's own records. */
export const assessmentRoutes = routeFolder('user', async (app) => {
  const findCourseSection = (id: string) => {
    const found = courseOfSection(app.content, id);
    if (!found) throw notFound(TUTOR_MSG.sectionNotFound);
    return found;
  };

  app.get(
    '/assessment/generate-summary',
    { schema: { tags: ['tutor'], summary: '섹션 학습 요약 (내 기록 포함)', querystring: sectionQuerySchema, response: { 200: generateSummaryResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { course, section } = findCourseSection(request.query.section);
      await app.tutor.usage.flush();
      return generateSummary(app.db, user.id, course, section);
    },
  );

  app.post(
    '/assessment/evaluate-progress',
    { schema: { tags: ['tutor'], summary: '섹션 이해도 평가', body: evaluateProgressRequestSchema, response: { 200: evaluateProgressResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { course, section } = findCourseSection(request.body.section);
      return evaluateProgress(app.db, user.id, course, section);
    },
  );
});

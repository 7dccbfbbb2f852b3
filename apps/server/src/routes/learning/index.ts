import {
  codeExecutionsQuerySchema,
  codeExecutionsResponseSchema,
  completionRequestSchema,
  courseProgressQuerySchema,
  courseProgressSchema,
  errorBodySchema,
  learningEventsRequestSchema,
  learningEventsResponseSchema,
  lessonStepsResponseSchema,
  sectionQuerySchema,
  sectionProgressSchema,
} from '@dodam/contracts';
import { selectCodeExecutionsForUser } from '../../db/queries/code-executions.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentCodeExecution } from '../../presenters/learning.js';
import { courseOrNotFound, courseProgressFor, lessonStepsFor, recordLearningEvents, sectionOrNotFound, setCompletion } from '../../services/learning-service.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** /learning/*: the caller's course progress, completions, study records and server code runs. */
export const learningRoutes = routeFolder('user', async (app) => {
  app.get(
    '/learning/progress',
    { schema: { tags: ['learning'], summary: '과정 진도 (섹션별 완료)', querystring: courseProgressQuerySchema, response: { 200: courseProgressSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return courseProgressFor(app.db, user.id, courseOrNotFound(app.content, request.query.course_id));
    },
  );

  app.put(
    '/learning/completion',
    { config: { idempotent: true }, schema: { tags: ['learning'], summary: '학습 유형 완료 표시/해제', body: completionRequestSchema, response: { 200: sectionProgressSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const found = sectionOrNotFound(app.content, request.body.section_id);
      return setCompletion(app.deps, user.id, found, request.body.learning_type, request.body.completed);
    },
  );

  app.post(
    '/learning/events',
    { config: { idempotent: true }, schema: { tags: ['learning'], summary: '학습 기록 (학습 시간, 영상 진행)', body: learningEventsRequestSchema, response: { 200: learningEventsResponseSchema, ...errors } } },
    async (request) => ({ accepted: await recordLearningEvents(app.deps, requireAuth(request).user.id, request.body.events) }),
  );

  app.get(
    '/learning/lesson-steps',
    { schema: { tags: ['learning'], summary: '강의 단계 진행 (끝낸 단계, 건너뛴 단계)', querystring: sectionQuerySchema, response: { 200: lessonStepsResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return lessonStepsFor(app.db, user.id, sectionOrNotFound(app.content, request.query.section));
    },
  );

  app.get(
    '/learning/code-executions',
    { schema: { tags: ['code'], summary: '내 코드 실행 기록', querystring: codeExecutionsQuerySchema, response: { 200: codeExecutionsResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await selectCodeExecutionsForUser(app.db, user.id, { limit: request.query.limit, sectionId: request.query.section_id });
      return { count: rows.length, executions: rows.map(presentCodeExecution) };
    },
  );
});

import type { FastifyInstance } from 'fastify';
import {
  errorBodySchema,
  evaluationPointerRequestSchema,
  evaluationStateSchema,
  evaluationSubmitRequestSchema,
  evaluationSubmitResponseSchema,
  evaluationSyntaxCheckRequestSchema,
  evaluationSyntaxCheckResponseSchema,
  sectionQuerySchema,
} from '@dodam/contracts';
import { notFound } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { evaluationState, moveEvaluationPointer, resetEvaluation, submitEvaluation, syntaxCheck } from '../../services/evaluation-service.js';
import { sectionOrNotFound } from '../../services/learning-service.js';
import { assertSectionOpen } from '../../services/class-plan.js';
import { routeFolder } from '../folder.js';

/** The section, after checking that none of the student's classes locked it (403). */
async function openSection(app: FastifyInstance, user: { id: number; userType: string }, sectionId: string) {
  const found = sectionOrNotFound(app.content, sectionId);
  await assertSectionOpen(app.db, user, found.course.id, found.section.id);
  return found;
}

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** /evaluation/*: server-graded submissions and the attempt state of a section. */
export const evaluationRoutes = routeFolder('user', async (app) => {
  app.post(
    '/evaluation/submit',
    { config: { idempotent: true }, schema: { tags: ['evaluation'], summary: '평가 답안 제출 (서버 채점)', body: evaluationSubmitRequestSchema, response: { 200: evaluationSubmitResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section, course } = await openSection(app, user, request.body.section_id);
      const problemIndex = section.problems.findIndex((p) => p.id === request.body.problem_id);
      if (problemIndex < 0) throw notFound('문제를 찾을 수 없습니다.');
      return submitEvaluation(app.deps, { userId: user.id, courseId: course.id, section, problemIndex, code: request.body.code });
    },
  );

  app.post(
    '/evaluation/syntax-check',
    { schema: { tags: ['evaluation'], summary: '채점 파이썬(3.11)으로 문법만 확인 (실행하지 않음)', body: evaluationSyntaxCheckRequestSchema, response: { 200: evaluationSyntaxCheckResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section } = await openSection(app, user, request.body.section_id);
      if (!section.problems.some((p) => p.id === request.body.problem_id)) throw notFound('문제를 찾을 수 없습니다.');
      return syntaxCheck(app.deps, { userId: user.id, code: request.body.code });
    },
  );

  app.get(
    '/evaluation/state',
    { schema: { tags: ['evaluation'], summary: '평가 진행 상태 (재입장 시 복원)', querystring: sectionQuerySchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return evaluationState(app.deps, user.id, (await openSection(app, user, request.query.section)).section);
    },
  );

  app.put(
    '/evaluation/state',
    { schema: { tags: ['evaluation'], summary: '현재 문제 위치 저장', body: evaluationPointerRequestSchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return moveEvaluationPointer(app.deps, user.id, (await openSection(app, user, request.body.section_id)).section, request.body.current_problem);
    },
  );

  app.delete(
    '/evaluation/state',
    { schema: { tags: ['evaluation'], summary: '다시 풀기 (새 시도)', querystring: sectionQuerySchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      return resetEvaluation(app.deps, user.id, (await openSection(app, user, request.query.section)).section);
    },
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeExecutionsQuerySchema,
  codeExecutionsResponseSchema,
  errorBodySchema,
  executeCodeRequestSchema,
  executeCodeResponseSchema,
} from '@dodam/contracts';
import { selectCodeExecutionsForUser } from '../../db/queries/code-executions.js';
import { requireAuth } from '../../plugins/auth.js';
import { runStudentCode } from '../../services/code-runs.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/code/execute-code',
    {
      config: { auth: 'user' },
      schema: { tags: ['code'], summary: '서버 샌드박스에서 파이썬 실행 (기록됨)', body: executeCodeRequestSchema, response: { 200: executeCodeResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const { run, error, shown, executionId } = await runStudentCode(app, {
        userId: user.id,
        code: body.code,
        inputValues: body.input_values,
        selectedSection: body.selected_section,
        timeLimitMs: body.time_limit_ms,
      });
      return {
        success: run.success,
        result: shown,
        output: run.stdout,
        error,
        status: run.status,
        timed_out: run.timedOut,
        truncated: run.truncated,
        duration_ms: Math.round(run.durationMs),
        execution_id: executionId,
      };
    },
  );

  app.get(
    '/learning/code-executions',
    {
      config: { auth: 'user' },
      schema: { tags: ['code'], summary: '내 코드 실행 기록', querystring: codeExecutionsQuerySchema, response: { 200: codeExecutionsResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = await selectCodeExecutionsForUser(app.db, user.id, { limit: request.query.limit, sectionId: request.query.section_id });
      return {
        count: rows.length,
        executions: rows.map((r) => ({
          id: r.id,
          section_id: r.sectionId,
          code: r.code,
          input_values: r.inputValues,
          success: r.success,
          status: r.status,
          output: r.output,
          error: r.error,
          duration_ms: r.durationMs,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  applyNumHeader,
  codeExecutionsQuerySchema,
  codeExecutionsResponseSchema,
  errorBodySchema,
  executeCodeRequestSchema,
  executeCodeResponseSchema,
  splitInputValues,
} from '@dodam/contracts';
import { insertCodeExecution, selectCodeExecutionsForUser } from '../../db/queries/code-executions.js';
import { insertLearningEvents } from '../../db/queries/learning.js';
import { incrementRateLimit } from '../../db/queries/rate-limits.js';
import { SandboxBusyError } from '../../grader/index.js';
import { requireAuth } from '../../plugins/auth.js';
import { HttpError, tooManyRequests } from '../../services/http-errors.js';

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
      const window = await incrementRateLimit(app.db, `code:run:${user.id}`, 60_000);
      if (window.count > app.config.CODE_RUNS_PER_MINUTE) {
        throw tooManyRequests('코드 실행 요청이 너무 많습니다. 잠시 후 다시 실행해 주세요.', (window.resetAt.getTime() - Date.now()) / 1000);
      }
      const inputs = Array.isArray(body.input_values) ? body.input_values : splitInputValues(body.input_values);
      const { code } = applyNumHeader(body.code, inputs);
      let run;
      try {
        run = await app.sandbox.run({ code, stdin: inputs, timeLimitMs: body.time_limit_ms });
      } catch (err) {
        if (err instanceof SandboxBusyError) throw new HttpError(503, '실행 대기열이 가득 찼습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) });
        throw err;
      }
      const error = run.success ? null : [run.stderr, run.message].filter(Boolean).join('\n') || MSG.unknownError;
      const section = body.selected_section ? app.content.section(body.selected_section) : undefined;
      const record = await insertCodeExecution(app.db, {
        userId: user.id,
        sectionId: section?.id ?? (body.selected_section || null),
        code: body.code,
        inputValues: inputs,
        success: run.success,
        status: run.status,
        output: run.stdout,
        error,
        durationMs: Math.round(run.durationMs),
        truncated: run.truncated,
      });
      if (section) {
        await insertLearningEvents(app.db, [
          { userId: user.id, courseId: section.courseId, sectionId: section.id, kind: 'practice_run', learningType: 'practice', payload: { success: run.success, status: run.status } },
        ]);
      }
      return {
        success: run.success,
        result: run.success ? run.stdout : `${run.stdout}${run.stdout && error ? '\n' : ''}${error ?? ''}`,
        output: run.stdout,
        error,
        status: run.status,
        timed_out: run.timedOut,
        truncated: run.truncated,
        duration_ms: Math.round(run.durationMs),
        execution_id: record.id,
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, tutorStatusResponseSchema } from '@dodam/contracts';
import { selectTopTutorUsers, selectTutorUsageByProvider, selectTutorUsageTotals } from '../../db/queries/tutor-usage.js';

/** /admin/tutor/status: provider health, limits and usage for the admin console. */
export const adminTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tutor/status',
    { schema: { tags: ['admin'], summary: '튜터 제공자 상태와 사용량', response: { 200: tutorStatusResponseSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async () => {
      const status = app.tutor.status();
      const c = app.config;
      await app.tutor.usage.flush();
      const [all, day, byProvider, top] = await Promise.all([
        selectTutorUsageTotals(app.db),
        selectTutorUsageTotals(app.db, new Date(Date.now() - 24 * 3600 * 1000)),
        selectTutorUsageByProvider(app.db),
        selectTopTutorUsers(app.db, 10),
      ]);
      return {
        provider: status.provider,
        configured_provider: status.configured.name,
        model: status.configured.model,
        base_url_host: status.configured.baseUrlHost,
        api_key_configured: status.configured.apiKeyConfigured,
        available: status.circuitOpenUntil === null,
        circuit_open_until: status.circuitOpenUntil?.toISOString() ?? null,
        last_error: status.lastError,
        last_error_at: status.lastErrorAt?.toISOString() ?? null,
        limits: { burst: c.TUTOR_BURST, refill_seconds: c.TUTOR_REFILL_SECONDS, max_input: c.TUTOR_MAX_INPUT, max_reply_chars: c.TUTOR_MAX_REPLY_CHARS, timeout_ms: c.TUTOR_TIMEOUT_MS },
        usage: { ...all, last_24h: day, by_provider: byProvider },
        top_users: top,
      };
    },
  );
};

import { dailyStatsQuerySchema, dailyStatsResponseSchema, errorBodySchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import { authorizeDailyStats, dailyStats } from '../../services/student-dashboard.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * /learning-progress/daily-stats?userId=: per-day study records. Registered under /api/v1 and at the
 * spec's bare path; a student reads their own, a teacher their students', an admin anyone's.
 */
export const learningProgressRoutes = routeFolder('user', async (app) => {
  app.get(
    '/learning-progress/daily-stats',
    { schema: { tags: ['learning'], summary: '일별 학습 통계', querystring: dailyStatsQuerySchema, response: { 200: dailyStatsResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      await authorizeDailyStats(app.deps, user, request.query.userId);
      return { user_id: request.query.userId, days: await dailyStats(app.deps, request.query.userId, request.query.days) };
    },
  );
});

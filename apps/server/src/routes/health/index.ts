import { z } from 'zod';
import { errorBodySchema } from '@dodam/contracts';
import { routeFolder } from '../folder.js';

/** /health: liveness for load balancers and the E2E runner. */
export const healthRoutes = routeFolder('public', async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['public'], summary: '상태 확인', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: errorBodySchema } } },
    async () => ({ status: 'ok' as const, database: app.database.dialect }),
  );
});

import { errorBodySchema, mistakesResponseSchema, studentDashboardSchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import { mistakes, studentDashboard } from '../../services/student-dashboard.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** /student/*: the signed-in student's own dashboard and mistakes notebook (students only). */
export const studentRoutes = routeFolder('student', async (app) => {
  app.get(
    '/student/dashboard',
    { schema: { tags: ['student'], summary: '학생 대시보드 (개요·과정·성취·반 평균)', response: { 200: studentDashboardSchema, ...errors } } },
    async (request) => studentDashboard(app.deps, requireAuth(request).user.id),
  );

  app.get(
    '/student/mistakes',
    { schema: { tags: ['student'], summary: '오답 노트', response: { 200: mistakesResponseSchema, ...errors } } },
    async (request) => ({ mistakes: await mistakes(app.deps, requireAuth(request).user.id) }),
  );
});

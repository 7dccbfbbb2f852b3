import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserSchema, adminUsersQuerySchema, adminUsersResponseSchema, MSG, idParamSchema, loginUnlockResponseSchema, passwordResetResponseSchema, userStatusUpdateSchema, userTypeUpdateSchema } from '@dodam/contracts';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { selectUsers } from '../../db/queries/users.js';
import { presentAdminUser } from '../../presenters/users.js';
import { changeUser, resetPassword, unlockLogin } from '../../services/user-admin-service.js';
import { selectUserById } from '../../db/queries/users.js';
import { notFound } from '../../lib/http-errors.js';
import { actorOf, adminDeps, errors } from './deps.js';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = adminDeps(app);

  app.get(
    '/admin/users',
    { schema: { tags: ['admin'], summary: '사용자 목록 (검색·역할·상태·과정)', querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await selectUsers(app.db, {
        search: q.search,
        userType: q.user_type,
        approvalStatus: q.approval_status,
        status: q.status,
        courseId: q.course_id,
        limit: q.limit,
        offset: q.offset,
      });
      const memberships = await selectMembershipsForUsers(app.db, rows.map((r) => r.id));
      return { users: rows.map((u) => presentAdminUser(u, memberships)), total };
    },
  );

  async function present(userId: number) {
    const [row] = (await selectUsers(app.db, { ids: [userId], limit: 1, offset: 0 })).rows;
    const memberships = await selectMembershipsForUsers(app.db, [userId]);
    if (!row) throw new Error('user vanished');
    return presentAdminUser(row, memberships);
  }

  app.put(
    '/admin/users/:id/status',
    { schema: { tags: ['admin'], summary: '사용자 상태 변경 (active/suspended, 정지 시 즉시 로그아웃)', params: idParamSchema, body: userStatusUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => {
      await changeUser(deps, actorOf(request), request.params.id, { status: request.body.status });
      return present(request.params.id);
    },
  );

  app.put(
    '/admin/users/:id/type',
    { schema: { tags: ['admin'], summary: '사용자 유형 변경 (student/teacher)', params: idParamSchema, body: userTypeUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => {
      await changeUser(deps, actorOf(request), request.params.id, { userType: request.body.user_type });
      return present(request.params.id);
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    { schema: { tags: ['admin'], summary: '임시 비밀번호 발급 (다음 로그인 때 변경)', params: idParamSchema, response: { 200: passwordResetResponseSchema, ...errors } } },
    async (request) => resetPassword(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/admin/users/:id/unlock-login',
    { schema: { tags: ['admin'], summary: '로그인 대기 해제 (잘못된 비밀번호로 막힌 계정)', params: idParamSchema, response: { 200: loginUnlockResponseSchema, ...errors } } },
    async (request) => {
      const target = await selectUserById(app.db, request.params.id);
      if (!target) throw notFound(MSG.userNotFound);
      return unlockLogin(deps, actorOf(request), target);
    },
  );
};

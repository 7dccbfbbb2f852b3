import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  approvalActionResponseSchema,
  approvalActionSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  errorBodySchema,
  idParamSchema,
  outboxResponseSchema,
  rejectActionSchema,
  sendApprovalEmailQuerySchema,
  sendApprovalEmailResponseSchema,
  userStatusUpdateSchema,
  userTypeUpdateSchema,
} from '@dodam/contracts';
import { countApprovalRequests, selectApprovalRequests, selectRequestsForUser } from '../../db/queries/approval-requests.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { selectRecentNotifications } from '../../db/queries/notifications.js';
import { revokeUserSessions } from '../../db/queries/sessions.js';
import { selectUserById, selectUsers, updateUser } from '../../db/queries/users.js';
import { requireAuth } from '../../plugins/auth.js';
import { approve, reject } from '../../services/approval-service.js';
import { conflict, notFound } from '../../services/http-errors.js';
import { presentAdminUser, presentApprovalRequest } from '../../services/presenters.js';
import { approvalEmail } from '../../services/emails.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is admin-only; the auth hook enforces it before validation or handlers run.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'admin' };
  });

  app.get(
    '/admin/approval/requests',
    { schema: { tags: ['admin'], summary: '가입·수강 승인 요청 목록', querystring: approvalListQuerySchema, response: { 200: approvalListResponseSchema, ...errors } } },
    async (request) => {
      const [rows, counts] = await Promise.all([
        selectApprovalRequests(app.db, { limit: request.query.limit, status: request.query.status }),
        countApprovalRequests(app.db),
      ]);
      return { requests: rows.map(presentApprovalRequest), ...counts };
    },
  );

  app.post(
    '/admin/approval/approve',
    { schema: { tags: ['admin'], summary: '승인 (승인 코드 미입력 시 자동 생성)', body: approvalActionSchema, response: { 200: approvalActionResponseSchema, ...errors } } },
    async (request) =>
      approve(app.db, {
        adminId: requireAuth(request).user.id,
        userId: request.body.user_id,
        requestId: request.body.request_id,
        registrationCode: request.body.registration_code,
        adminMessage: request.body.admin_message,
      }),
  );

  app.post(
    '/admin/approval/reject',
    { schema: { tags: ['admin'], summary: '거부 (사유 필수)', body: rejectActionSchema, response: { 200: approvalActionResponseSchema, ...errors } } },
    async (request) =>
      reject(app.db, {
        adminId: requireAuth(request).user.id,
        userId: request.body.user_id,
        requestId: request.body.request_id,
        reason: request.body.rejection_reason,
        adminMessage: request.body.admin_message,
      }),
  );

  app.post(
    '/admin/notification/send-approval-email',
    {
      schema: {
        tags: ['admin'],
        summary: '승인 결과 안내 메일 (SMTP 또는 발송함)',
        querystring: sendApprovalEmailQuerySchema,
        response: { 200: sendApprovalEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await selectUserById(app.db, request.query.user_id);
      if (!user) throw notFound(MSG.userNotFound);
      const registrations = await selectRequestsForUser(app.db, user.id);
      const mail = approvalEmail(user, registrations, request.query.approval_status, request.query.admin_message);
      const sent = await app.mailer.send(app.db, { userId: user.id, to: user.email, ...mail });
      return { message: sent.status === 'failed' ? '메일 발송에 실패해 발송함에 보관했습니다.' : MSG.emailQueued, notification_id: sent.id, delivery: app.mailer.delivery };
    },
  );

  app.get(
    '/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 발송함 (SMTP 미설정 시 메일 내용 확인)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), _t: z.string().max(32).optional() }),
        response: { 200: outboxResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await selectRecentNotifications(app.db, request.query.limit);
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          to_email: n.toEmail,
          subject: n.subject,
          body: n.body,
          kind: n.kind,
          status: n.status,
          created_at: n.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/admin/users',
    { schema: { tags: ['admin'], summary: '사용자 목록', querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await selectUsers(app.db, { search: q.search, userType: q.user_type, approvalStatus: q.approval_status, limit: q.limit, offset: q.offset });
      const memberships = await selectMembershipsForUsers(app.db, rows.map((r) => r.id));
      return { users: rows.map((u) => presentAdminUser(u, memberships)), total };
    },
  );

  async function changeUser(adminId: number, userId: number, patch: Parameters<typeof updateUser>[2]) {
    if (adminId === userId) throw conflict(MSG.cannotChangeSelf);
    const target = await selectUserById(app.db, userId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.isSuperuser) throw conflict('최고 관리자 계정은 변경할 수 없습니다.');
    const updated = (await updateUser(app.db, userId, patch)) ?? target;
    if (updated.status !== 'active') await revokeUserSessions(app.db, userId);
    const memberships = await selectMembershipsForUsers(app.db, [userId]);
    return presentAdminUser(updated, memberships);
  }

  app.put(
    '/admin/users/:id/status',
    { schema: { tags: ['admin'], summary: '사용자 상태 변경 (active/disabled)', params: idParamSchema, body: userStatusUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => changeUser(requireAuth(request).user.id, request.params.id, { status: request.body.status }),
  );

  app.put(
    '/admin/users/:id/type',
    { schema: { tags: ['admin'], summary: '사용자 유형 변경 (student/teacher)', params: idParamSchema, body: userTypeUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => changeUser(requireAuth(request).user.id, request.params.id, { userType: request.body.user_type }),
  );
};

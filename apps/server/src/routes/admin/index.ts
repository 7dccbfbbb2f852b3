import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  approvalActionResponseSchema,
  approvalActionSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  errorBodySchema,
  rejectActionSchema,
  sendApprovalEmailQuerySchema,
  sendApprovalEmailResponseSchema,
} from '@dodam/contracts';
import { countApprovalRequests, selectApprovalRequests, selectRequestsForUser } from '../../db/queries/approval-requests.js';
import { selectUserById } from '../../db/queries/users.js';
import { requireAuth } from '../../plugins/auth.js';
import { approve, reject } from '../../services/approval-service.js';
import { notFound } from '../../services/http-errors.js';
import { presentApprovalRequest } from '../../services/presenters.js';
import { approvalEmail } from '../../services/emails.js';
import { adminCourseRoutes } from './courses.js';
import { adminOperationRoutes } from './operations.js';
import { adminUserRoutes } from './users.js';

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
        adminName: requireAuth(request).user.username,
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
        adminName: requireAuth(request).user.username,
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

  await app.register(adminCourseRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminOperationRoutes);
};

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
import { countApprovalRequests, selectApprovalRequests } from '../../db/queries/approval-requests.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentApprovalRequest } from '../../presenters/users.js';
import { approve, reject } from '../../services/approval-service.js';
import { sendApprovalEmail } from '../../services/user-admin-service.js';
import { routeFolder } from '../folder.js';
import { adminAuthRoutes } from './auth.js';
import { actorOf } from './deps.js';
import { adminBackupRoutes } from './backups.js';
import { adminCourseRoutes } from './courses.js';
import { adminOperationRoutes } from './operations.js';
import { adminOidcRoutes } from './oidc.js';
import { adminPrivacyRoutes } from './privacy.js';
import { adminTutorRoutes } from './tutor.js';
import { adminUserRoutes } from './users.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * /admin/*: admin-only by default (the auth hook checks before validation or handlers run); only the
 * admin login declares itself public.
 */
export const adminRoutes = routeFolder('admin', async (app) => {
  await app.register(adminAuthRoutes);
  await app.register(adminTutorRoutes);

  app.get(
    '/admin/approval/requests',
    { schema: { tags: ['admin'], summary: '가입·수강 승인 요청 목록', querystring: approvalListQuerySchema, response: { 200: approvalListResponseSchema, ...errors } } },
    async (request) => {
      const { limit, offset, status } = request.query;
      const [rows, counts] = await Promise.all([
        selectApprovalRequests(app.db, { limit, offset, filter: status }),
        countApprovalRequests(app.db, status),
      ]);
      return { requests: rows.map(presentApprovalRequest), ...counts };
    },
  );

  app.post(
    '/admin/approval/approve',
    { schema: { tags: ['admin'], summary: '승인 (승인 코드 미입력 시 자동 생성)', body: approvalActionSchema, response: { 200: approvalActionResponseSchema, ...errors } } },
    async (request) =>
      approve(app.deps, {
        adminId: requireAuth(request).user.id,
        adminName: requireAuth(request).user.username,
        noteRecorded: actorOf(request).noteRecorded,
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
      reject(app.deps, {
        adminId: requireAuth(request).user.id,
        adminName: requireAuth(request).user.username,
        noteRecorded: actorOf(request).noteRecorded,
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
      const sent = await sendApprovalEmail(app.deps, actorOf(request), { userId: request.query.user_id, status: request.query.approval_status, adminMessage: request.query.admin_message });
      return { message: sent.status === 'failed' ? '메일 발송에 실패해 발송함에 보관했습니다.' : MSG.emailQueued, notification_id: sent.id, delivery: app.mailer.delivery };
    },
  );

  await app.register(adminCourseRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminOperationRoutes);
  await app.register(adminPrivacyRoutes);
  await app.register(adminOidcRoutes);
  await app.register(adminBackupRoutes);
});

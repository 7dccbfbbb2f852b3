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
import { countApprovalRequests, selectApprovalRequests } from '../../db/queries/approval-requests.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { selectRecentNotifications } from '../../db/queries/notifications.js';
import { selectUsers } from '../../db/queries/users.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentAdminUser, presentApprovalRequest, presentNotification } from '../../presenters/users.js';
import { approve, reject } from '../../services/approval-service.js';
import { changeUser, sendApprovalEmail } from '../../services/user-admin-service.js';
import { routeFolder } from '../folder.js';
import { adminAuthRoutes } from './auth.js';
import { adminTutorRoutes } from './tutor.js';

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
      approve(app.deps, {
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
      reject(app.deps, {
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
      const sent = await sendApprovalEmail(app.deps, { userId: request.query.user_id, status: request.query.approval_status, adminMessage: request.query.admin_message });
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
      return { notifications: rows.map(presentNotification) };
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

  app.put(
    '/admin/users/:id/status',
    { schema: { tags: ['admin'], summary: '사용자 상태 변경 (active/disabled)', params: idParamSchema, body: userStatusUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => changeUser(app.deps, requireAuth(request).user.id, request.params.id, { status: request.body.status }),
  );

  app.put(
    '/admin/users/:id/type',
    { schema: { tags: ['admin'], summary: '사용자 유형 변경 (student/teacher)', params: idParamSchema, body: userTypeUpdateSchema, response: { 200: adminUserSchema, ...errors } } },
    async (request) => changeUser(app.deps, requireAuth(request).user.id, request.params.id, { userType: request.body.user_type }),
  );
});

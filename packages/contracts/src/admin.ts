import { z } from 'zod';
import { MAX_DB_ID, dbIdSchema } from './ids.js';
import { approvalStatusSchema, memberTypeSchema, userStatusSchema, userTypeSchema } from './roles.js';
import { MSG } from './messages.js';
import { adminSchema, userSchema } from './auth.js';

export const approvalRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** Requested member type for the course. */
  user_type: memberTypeSchema,
  course_id: z.string(),
  requested_course_id: z.string(),
  course_name: z.string(),
  /** The class was archived: a pending request on it can only be rejected (archiving closes them). */
  course_archived: z.boolean(),
  registration_message: z.string().nullable(),
  /** Registration code the applicant entered, when it was valid for this course. */
  submitted_code: z.string().nullable(),
  account_status: approvalStatusSchema,
  status: approvalStatusSchema,
  rejection_reason: z.string().nullable(),
  admin_message: z.string().nullable(),
  registration_code: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/**
 * Filters of the approval list: a request status, or `archived` (every request on an archived class,
 * whatever its status). A status filter keeps requests on archived classes (marked 보관된 반) so a
 * pending one there can still be rejected. Without a filter the list holds every request.
 */
export const APPROVAL_LIST_FILTERS = ['pending', 'approved', 'rejected', 'archived'] as const;
export type ApprovalListFilter = (typeof APPROVAL_LIST_FILTERS)[number];

export const approvalListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Rows to skip (paging); the order is fixed: pending oldest first, then processed newest first. */
  offset: z.coerce.number().int().min(0).max(MAX_DB_ID).default(0),
  status: z.enum(APPROVAL_LIST_FILTERS, { error: '상태 필터는 pending(대기), approved(승인), rejected(거부), archived(보관된 반) 중 하나여야 합니다.' }).optional(),
  /** Cache-busting timestamp sent by clients; ignored. */
  _t: z.string().max(32).optional(),
});

export const approvalListResponseSchema = z.object({
  requests: z.array(approvalRequestSchema),
  /** Every request, whatever the filter. */
  total: z.number().int(),
  /** Pending requests, whatever the filter. */
  pending: z.number().int(),
  /** Requests matching the filter (all pages). */
  matched: z.number().int(),
});

const approvalCodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^$|^[A-Za-z0-9-]{4,32}$/, '승인 코드는 영문, 숫자, 하이픈으로 4~32자여야 합니다.');

/**
 * POST /admin/approval/approve and /reject. With request_id the action applies to that course
 * request; without it, to every pending request of the user (and the account itself).
 */
export const approvalActionSchema = z
  .object({
    user_id: dbIdSchema(),
    request_id: dbIdSchema().optional(),
    action: z.enum(['approve', 'reject']).optional(),
    registration_code: approvalCodeSchema.optional().nullable(),
    rejection_reason: z.string().trim().max(500).optional().nullable(),
    admin_message: z.string().trim().max(1000).optional().nullable(),
  })
  .strict();
export type ApprovalAction = z.input<typeof approvalActionSchema>;

export const rejectActionSchema = approvalActionSchema.extend({
  rejection_reason: z.string({ error: MSG.rejectionReasonRequired }).trim().min(1, MSG.rejectionReasonRequired).max(500),
});

export const approvalActionResponseSchema = z.object({
  message: z.string(),
  user_id: z.number().int(),
  approval_status: approvalStatusSchema,
  processed_request_ids: z.array(z.number().int()),
  registration_code: z.string().nullable(),
});
export type ApprovalActionResponse = z.infer<typeof approvalActionResponseSchema>;

export const sendApprovalEmailQuerySchema = z.object({
  user_id: dbIdSchema(),
  approval_status: z.enum(['approved', 'rejected']),
  admin_message: z.string().trim().max(1000).optional(),
});
export const sendApprovalEmailResponseSchema = z.object({
  message: z.string(),
  notification_id: z.number().int(),
  delivery: z.enum(['smtp', 'outbox']),
});

export const adminUserSchema = userSchema
  .pick({ id: true, username: true, email: true, user_type: true, is_superuser: true, approval_status: true, status: true, created_at: true })
  .extend({
    full_name: z.string().nullable(),
    courses: z.array(z.object({ course_id: z.string(), course_name: z.string(), member_type: memberTypeSchema })),
    last_login_at: z.string().nullable(),
  });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  user_type: userTypeSchema.optional(),
  approval_status: approvalStatusSchema.optional(),
  status: userStatusSchema.optional(),
  course_id: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(MAX_DB_ID).default(0),
  _t: z.string().max(32).optional(),
});
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });

export const userStatusUpdateSchema = z.object({ status: userStatusSchema }).strict();
export const userTypeUpdateSchema = z.object({ user_type: z.enum(['student', 'teacher']) }).strict();

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to_email: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export const outboxResponseSchema = z.object({ notifications: z.array(outboxItemSchema) });

/** POST /admin/users/:id/unlock-login and /teacher/students/:id/unlock-login. */
export const loginUnlockResponseSchema = z.object({ message: z.string(), was_locked: z.boolean() });

export const idParamSchema = z.object({ id: dbIdSchema() });

/** GET /admin/auth/profile (bearer admin token): the signed-in administrator. */
export const adminProfileResponseSchema = adminSchema;

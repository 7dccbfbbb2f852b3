import { guardianWaitingResponseSchema, adminUserSchema, adminUsersResponseSchema, auditListResponseSchema, outboxEntrySchema, outboxListResponseSchema, passwordResetResponseSchema, type AuditAction, type UserStatus } from '@dodam/contracts';
import {
  adminPrivacyRequestsResponseSchema,
  completeDeletionResponseSchema,
  privacySettingsSchema,
  retentionRunResponseSchema,
  retentionSettingsSchema,
  retentionStateSchema,
  type PrivacyOfficer,
  type RetentionSettings,
} from '@dodam/contracts/privacy';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export interface UserFilters {
  search: string;
  user_type: '' | 'student' | 'teacher' | 'admin';
  status: '' | UserStatus;
  course_id: string;
  offset: number;
}
export const USERS_PAGE = 20;

export const fetchUsers = (f: UserFilters) =>
  apiRequest('/admin/users', {
    query: { search: f.search || undefined, user_type: f.user_type || undefined, status: f.status || undefined, course_id: f.course_id || undefined, limit: USERS_PAGE, offset: f.offset, _t: String(Date.now()) },
    schema: adminUsersResponseSchema,
    auth: 'admin',
  });
/** Approved, active teacher accounts: the ones a class can be assigned to. */
export const fetchAssignableTeachers = () =>
  apiRequest('/admin/users', {
    query: { user_type: 'teacher', approval_status: 'approved', status: 'active', limit: 500, offset: 0, _t: String(Date.now()) },
    schema: adminUsersResponseSchema,
    auth: 'admin',
  });
export const setUserStatus = (id: number, status: UserStatus) => apiRequest(`/admin/users/${id}/status`, { method: 'PUT', json: { status }, schema: adminUserSchema, auth: 'admin' });
export const setUserType = (id: number, userType: 'student' | 'teacher') =>
  apiRequest(`/admin/users/${id}/type`, { method: 'PUT', json: { user_type: userType }, schema: adminUserSchema, auth: 'admin' });
export const resetUserPassword = (id: number) => apiRequest(`/admin/users/${id}/reset-password`, { method: 'POST', schema: passwordResetResponseSchema, auth: 'admin' });

export const fetchOutbox = () => apiRequest('/admin/notifications', { query: { limit: 100, _t: String(Date.now()) }, schema: outboxListResponseSchema, auth: 'admin' });
export const markNotificationRead = (id: number) => apiRequest(`/admin/notifications/${id}/read`, { method: 'PUT', schema: outboxEntrySchema, auth: 'admin' });
export const resendNotification = (id: number) =>
  apiRequest(`/admin/notifications/${id}/resend`, { method: 'POST', schema: z.object({ message: z.string(), notification: outboxEntrySchema }), auth: 'admin' });

export interface AuditFilters {
  action: '' | AuditAction;
  actor: string;
  from: string;
  to: string;
  offset: number;
}
export const AUDIT_PAGE = 50;
export const fetchAudit = (f: AuditFilters) =>
  apiRequest('/admin/audit', {
    query: { action: f.action || undefined, actor: f.actor || undefined, from: f.from || undefined, to: f.to || undefined, limit: AUDIT_PAGE, offset: f.offset, _t: String(Date.now()) },
    schema: auditListResponseSchema,
    auth: 'admin',
  });

// Students' deletion requests (issue 25).
export const fetchPrivacyRequests = (status: '' | 'pending' | 'completed') =>
  apiRequest('/admin/privacy/requests', { query: { status: status || undefined, _t: String(Date.now()) }, schema: adminPrivacyRequestsResponseSchema, auth: 'admin' });
export const completePrivacyRequest = (id: number) => apiRequest(`/admin/privacy/requests/${id}/complete`, { method: 'POST', schema: completeDeletionResponseSchema, auth: 'admin' });
export const fetchPrivacySettings = () => apiRequest('/admin/privacy/settings', { query: { _t: String(Date.now()) }, schema: privacySettingsSchema, auth: 'admin' });
export const savePrivacySettings = (officer: PrivacyOfficer) => apiRequest('/admin/privacy/settings', { method: 'PUT', json: { officer }, schema: privacySettingsSchema, auth: 'admin' });

// Under-14 accounts waiting for a guardian's consent (issue 25).
export const fetchGuardianWaiting = () => apiRequest('/admin/privacy/guardian-waiting', { query: { _t: String(Date.now()) }, schema: guardianWaitingResponseSchema, auth: 'admin' });
export const resendGuardianLink = (userId: number) =>
  apiRequest(`/admin/privacy/guardian-waiting/${userId}/resend`, { method: 'POST', schema: z.object({ message: z.string(), expires_at: z.string() }), auth: 'admin' });

export const retentionKey = ['admin', 'privacy', 'retention'] as const;
export const fetchRetention = () => apiRequest('/admin/privacy/retention', { query: { _t: String(Date.now()) }, schema: retentionStateSchema, auth: 'admin' });
export const saveRetentionSettings = (settings: RetentionSettings) =>
  apiRequest('/admin/privacy/retention/settings', { method: 'PUT', json: settings, schema: retentionSettingsSchema, auth: 'admin' });
export const runRetentionNow = (dryRun: boolean) => apiRequest('/admin/privacy/retention/run', { method: 'POST', json: { dry_run: dryRun }, schema: retentionRunResponseSchema, auth: 'admin' });

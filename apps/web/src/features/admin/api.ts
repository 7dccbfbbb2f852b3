import {
  PAGE_SIZES,
  approvalActionResponseSchema,
  approvalListResponseSchema,
  type ApprovalAction,
  type ApprovalActionResponse,
  type ApprovalListFilter,
} from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

/** Prefix of every approval-list query (invalidate this after a decision). */
export const approvalsQueryKey = ['admin', 'approvals'] as const;

export interface ApprovalListView {
  status: ApprovalListFilter | 'all';
  offset: number;
}
/** The list opens on what needs a decision: pending requests. */
export const DEFAULT_APPROVAL_VIEW: ApprovalListView = { status: 'pending', offset: 0 };
export const approvalsListKey = (view: ApprovalListView) => [...approvalsQueryKey, view.status, view.offset] as const;

export function fetchApprovalRequests(view: ApprovalListView = DEFAULT_APPROVAL_VIEW) {
  return apiRequest('/admin/approval/requests', {
    query: { limit: PAGE_SIZES.approvalRequests, offset: view.offset || undefined, status: view.status === 'all' ? undefined : view.status },
    schema: approvalListResponseSchema,
    auth: 'admin',
  });
}

export function submitApprovalAction(action: 'approve' | 'reject', payload: ApprovalAction): Promise<ApprovalActionResponse> {
  return apiRequest(`/admin/approval/${action}`, { json: { ...payload, action }, schema: approvalActionResponseSchema, auth: 'admin' });
}

/** Best effort: a failed notification must not undo or hide a successful decision (spec section 7). */
export async function sendApprovalEmail(userId: number, status: 'approved' | 'rejected', adminMessage: string): Promise<void> {
  try {
    await apiRequest('/admin/notification/send-approval-email', {
      method: 'POST',
      query: { user_id: userId, approval_status: status, admin_message: adminMessage || undefined },
      auth: 'admin',
      redirectOn401: false,
    });
  } catch (error) {
    console.warn('Approval email could not be sent', error);
  }
}

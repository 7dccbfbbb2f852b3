import {
  PAGE_SIZES,
  approvalActionResponseSchema,
  approvalListResponseSchema,
  type ApprovalAction,
  type ApprovalActionResponse,
} from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

export const approvalsQueryKey = ['admin', 'approvals'] as const;

export function fetchApprovalRequests() {
  return apiRequest('/admin/approval/requests', {
    query: { limit: PAGE_SIZES.approvalRequests },
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

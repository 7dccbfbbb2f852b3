import { MSG, type AdminUser, type ApprovalStatus } from '@dodam/contracts';
import { selectRequestsForUser } from '../db/queries/approval-requests.js';
import { selectMembershipsForUsers } from '../db/queries/courses.js';
import { revokeUserSessions } from '../db/queries/sessions.js';
import { selectUserById, updateUser, type NewUser } from '../db/queries/users.js';
import { approvalEmail } from '../lib/emails.js';
import { conflict, notFound } from '../lib/http-errors.js';
import { presentAdminUser } from '../presenters/users.js';
import type { ServiceDeps } from './deps.js';

/**
 * An administrator changes another account's status or type. Disabling revokes the account's
 * sessions in the same transaction, so no request can slip through with a session of a disabled user.
 */
export async function changeUser(
  { db }: Pick<ServiceDeps, 'db'>,
  adminId: number,
  userId: number,
  patch: Pick<Partial<NewUser>, 'status' | 'userType'>,
): Promise<AdminUser> {
  if (adminId === userId) throw conflict(MSG.cannotChangeSelf);
  const updated = await db.transaction(async (tx) => {
    const target = await selectUserById(tx, userId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.isSuperuser) throw conflict('최고 관리자 계정은 변경할 수 없습니다.');
    const row = (await updateUser(tx, userId, patch)) ?? target;
    if (row.status !== 'active') await revokeUserSessions(tx, userId);
    return row;
  });
  const memberships = await selectMembershipsForUsers(db, [userId]);
  return presentAdminUser(updated, memberships);
}

/** Mail an applicant the result of their approval (SMTP, or kept in the outbox). */
export async function sendApprovalEmail(
  { db, mailer }: Pick<ServiceDeps, 'db' | 'mailer'>,
  input: { userId: number; status: Extract<ApprovalStatus, 'approved' | 'rejected'>; adminMessage?: string | undefined },
): Promise<{ id: number; status: 'sent' | 'outbox' | 'failed' }> {
  const user = await selectUserById(db, input.userId);
  if (!user) throw notFound(MSG.userNotFound);
  const registrations = await selectRequestsForUser(db, user.id);
  const mail = approvalEmail(user, registrations, input.status, input.adminMessage);
  return mailer.send(db, { userId: user.id, to: user.email, ...mail });
}

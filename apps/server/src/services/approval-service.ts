import { ADMIN_MSG, MSG, type ApprovalActionResponse, type ApprovalStatus } from '@dodam/contracts';
import type { Db } from '../db/client.js';
import { selectPendingApplicantIds, selectRequestsForUser, updateApprovalRequests, type RequestWithCourse } from '../db/queries/approval-requests.js';
import { upsertCourseMember } from '../db/queries/courses.js';
import { selectCourseIsFull } from '../db/queries/classes.js';
import { insertRegistrationCode, selectCodeWithCourse, updateRegistrationCode } from '../db/queries/registration-codes.js';
import { revokeUserSessions } from '../db/queries/sessions.js';
import { selectUserById, updateUser, type UserRow } from '../db/queries/users.js';
import { conflict, notFound, unprocessable } from '../lib/http-errors.js';
import { generateRegistrationCode } from '../lib/tokens.js';
import type { ServiceDeps } from './deps.js';
import { recordAudit, type Actor } from './admin-deps.js';

interface ActionInput {
  adminId: number;
  /** Name recorded in the audit log. */
  adminName: string;
  /** Told when the action's audit entry is written (see Actor.noteRecorded). */
  noteRecorded?: () => void;
  userId: number;
  requestId?: number | undefined;
  registrationCode?: string | null | undefined;
  adminMessage?: string | null | undefined;
}

async function loadTargets(db: Db, input: ActionInput): Promise<{ user: UserRow; all: RequestWithCourse[]; targets: RequestWithCourse[] }> {
  const user = await selectUserById(db, input.userId);
  if (!user) throw notFound(MSG.userNotFound);
  const all = await selectRequestsForUser(db, user.id);
  if (input.requestId === undefined) return { user, all, targets: all.filter((r) => r.status === 'pending') };
  const request = all.find((r) => r.id === input.requestId);
  if (!request) throw notFound(MSG.requestNotFound);
  if (request.status !== 'pending') throw conflict(MSG.requestAlreadyProcessed);
  return { user, all, targets: [request] };
}

/**
 * Issue the approval code of one request: the admin's code, else the code the applicant entered,
 * else a generated one. The code is recorded as a used registration code of that course.
 */
async function issueCode(db: Db, request: RequestWithCourse, wanted: string | null, input: ActionInput): Promise<string> {
  // The applicant's own code was already counted (and its use recorded) at sign-up.
  if (!wanted && request.submittedCode) return request.submittedCode;
  const candidate = wanted;
  if (candidate) {
    const existing = await selectCodeWithCourse(db, candidate);
    if (existing) {
      const row = existing.code;
      const usable = row.courseId === request.courseId && row.status === 'active' && row.usedCount < row.maxUses;
      if (!usable) {
        if (wanted) throw conflict(MSG.approvalCodeTaken);
      } else {
        const usedCount = row.usedCount + 1;
        await updateRegistrationCode(db, row.id, { usedCount, status: usedCount >= row.maxUses ? 'used' : 'active' });
        return row.code;
      }
    } else if (wanted) {
      return recordIssued(wanted.toUpperCase());
    }
  }
  for (;;) {
    const code = generateRegistrationCode();
    if (await selectCodeWithCourse(db, code)) continue;
    return recordIssued(code);
  }

  /** A new code issued to this applicant, used once by this approval. */
  async function recordIssued(code: string): Promise<string> {
    await insertRegistrationCode(db, {
      code,
      courseId: request.courseId,
      memberType: request.memberType,
      status: 'used',
      usedCount: 1,
      issuedToUserId: request.userId,
      createdBy: input.adminId,
    });
    return code;
  }
}

/** Approve course requests (enrolling the user) and the account itself. */
export async function approve({ db }: Pick<ServiceDeps, 'db'>, input: ActionInput): Promise<ApprovalActionResponse> {
  return db.transaction(async (tx) => {
    const { user, targets } = await loadTargets(tx, input);
    const wanted = input.registrationCode ? input.registrationCode.trim() : null;
    if (wanted && targets.length > 1) throw unprocessable('승인 코드를 직접 입력할 때는 요청을 하나씩 승인해 주세요.', 'registration_code');
    if (targets.length === 0 && user.approvalStatus === 'approved') throw conflict(MSG.requestAlreadyProcessed);

    const now = new Date();
    let firstCode: string | null = null;
    let becomesTeacher = false;
    for (const request of targets) {
      // Left pending on a class archived before archiving closed its requests: reject only.
      if (request.courseArchivedAt) throw conflict(ADMIN_MSG.approveArchivedClass(request.courseTitle));
      if (request.memberType === 'student' && (await selectCourseIsFull(tx, request.courseId))) throw conflict(`${request.courseTitle}: ${ADMIN_MSG.courseFull}`);
      const code = await issueCode(tx, request, wanted, input);
      firstCode ??= code;
      await updateApprovalRequests(tx, [request.id], {
        status: 'approved',
        processedAt: now,
        processedBy: input.adminId,
        adminMessage: input.adminMessage || null,
        registrationCode: code,
        rejectionReason: null,
      });
      await upsertCourseMember(tx, request.courseId, user.id, request.memberType);
      if (request.memberType === 'teacher') becomesTeacher = true;
    }
    const userType = user.isSuperuser ? user.userType : becomesTeacher ? 'teacher' : user.userType;
    await updateUser(tx, user.id, {
      approvalStatus: 'approved',
      rejectionReason: null,
      approvedAt: user.approvedAt ?? now,
      userType,
    });
    await recordAudit(tx, { id: input.adminId, username: input.adminName, ...(input.noteRecorded ? { noteRecorded: input.noteRecorded } : {}) }, 'approval.approve', { type: 'user', id: user.id }, {
      username: user.username,
      request_ids: targets.map((t) => t.id),
      courses: targets.map((t) => t.courseId),
      registration_code: firstCode,
    });
    return {
      message: `${user.username} 님의 가입 신청을 승인했습니다.`,
      user_id: user.id,
      approval_status: 'approved' as ApprovalStatus,
      processed_request_ids: targets.map((t) => t.id),
      registration_code: firstCode,
    };
  });
}

interface Closing {
  adminId: number;
  reason: string;
  adminMessage?: string | null | undefined;
  now: Date;
}

/**
 * Marks the targets rejected. The account itself is rejected when it has no approved course and no
 * pending request left (its sessions end); an already approved account keeps its access.
 * Returns the account's approval status afterwards.
 */
async function rejectRequests(tx: Db, user: UserRow, all: RequestWithCourse[], targets: RequestWithCourse[], closing: Closing): Promise<ApprovalStatus> {
  const ids = targets.map((t) => t.id);
  await updateApprovalRequests(tx, ids, {
    status: 'rejected',
    processedAt: closing.now,
    processedBy: closing.adminId,
    rejectionReason: closing.reason,
    adminMessage: closing.adminMessage || null,
  });
  const remaining = all.filter((r) => !ids.includes(r.id));
  const keepsAccess = user.isSuperuser || remaining.some((r) => r.status === 'approved');
  const stillPending = remaining.some((r) => r.status === 'pending');
  if (keepsAccess || stillPending) return user.approvalStatus;
  await updateUser(tx, user.id, { approvalStatus: 'rejected', rejectionReason: closing.reason });
  await revokeUserSessions(tx, user.id);
  return 'rejected';
}

/** Reject course requests (see rejectRequests for what happens to the account). */
export async function reject({ db }: Pick<ServiceDeps, 'db'>, input: ActionInput & { reason: string }): Promise<ApprovalActionResponse> {
  return db.transaction(async (tx) => {
    const { user, all, targets } = await loadTargets(tx, input);
    if (targets.length === 0 && user.approvalStatus === 'rejected') throw conflict(MSG.requestAlreadyProcessed);
    const ids = targets.map((t) => t.id);
    const status = await rejectRequests(tx, user, all, targets, { adminId: input.adminId, reason: input.reason, adminMessage: input.adminMessage, now: new Date() });
    await recordAudit(tx, { id: input.adminId, username: input.adminName, ...(input.noteRecorded ? { noteRecorded: input.noteRecorded } : {}) }, 'approval.reject', { type: 'user', id: user.id }, {
      username: user.username,
      request_ids: ids,
      reason: input.reason,
    });
    return {
      message: `${user.username} 님의 신청을 거부했습니다.`,
      user_id: user.id,
      approval_status: status,
      processed_request_ids: ids,
      registration_code: null,
    };
  });
}

/**
 * Archiving a class closes its pending registration requests (inside the archive's transaction):
 * each is rejected with a reason naming the class, which the admin sees in the approvals list and
 * an applicant left with nothing pending sees at login. Returns how many requests were closed.
 */
export async function closePendingRequestsOfCourse(tx: Db, actor: Pick<Actor, 'id'>, courseId: string, courseTitle: string, now: Date): Promise<number> {
  const reason = ADMIN_MSG.requestClosedClassArchived(courseTitle);
  let closed = 0;
  for (const userId of await selectPendingApplicantIds(tx, courseId)) {
    const user = await selectUserById(tx, userId);
    if (!user) continue;
    const all = await selectRequestsForUser(tx, userId);
    const targets = all.filter((r) => r.courseId === courseId && r.status === 'pending');
    await rejectRequests(tx, user, all, targets, { adminId: actor.id, reason, now });
    closed += targets.length;
  }
  return closed;
}

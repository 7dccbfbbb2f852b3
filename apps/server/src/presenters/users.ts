// Shape rows into API output (Outline-style presenters): never a raw row, never a password hash.
import { displayName, type Admin, type AdminUser, type ApprovalRequest, type CourseRegistrationView, type User } from '@dodam/contracts';
import type { UserRow } from '../db/queries/users.js';
import type { ApprovalRequestListRow, ApprovalRequestRow } from '../db/queries/approval-requests.js';
import type { CourseMemberRow } from '../db/queries/courses.js';
import type { NotificationRow } from '../db/queries/notifications.js';
import type { UserProgress } from '../services/progress.js';

/** 학년·반·번호 / 학번 of a user row, as every API shows it. */
export function schoolOf(user: Pick<UserRow, 'grade' | 'classNumber' | 'studentNumber' | 'studentCode'>) {
  return { grade: user.grade, class_number: user.classNumber, student_number: user.studentNumber, student_code: user.studentCode };
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function presentRegistration(r: ApprovalRequestRow & { courseTitle: string; courseCategory: string }): CourseRegistrationView {
  return {
    id: r.id,
    course_id: r.courseId,
    course_name: r.courseTitle,
    course_category: r.courseCategory,
    user_type: r.memberType,
    status: r.status,
    registration_message: r.message,
    created_at: r.createdAt.toISOString(),
    processed_at: iso(r.processedAt),
  };
}

/** Identity fields shared by every presentation of a user. */
function userIdentity(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    user_type: user.userType,
    is_superuser: user.isSuperuser,
    approval_status: user.approvalStatus,
    status: user.status,
    created_at: user.createdAt.toISOString(),
  };
}

export function presentUser(
  user: UserRow,
  registrations: (ApprovalRequestRow & { courseTitle: string; courseCategory: string })[],
  progress: UserProgress,
): User {
  return {
    ...userIdentity(user),
    rejection_reason: user.rejectionReason,
    profile: user.profile,
    display_name: displayName(user.profile.fullName, user.username),
    school: schoolOf(user),
    settings: user.settings,
    progress,
    course_registrations: registrations.map(presentRegistration),
    must_change_password: user.mustChangePassword,
    consent_required: user.consentRequired,
    retention_notice: null,
  };
}

export function presentApprovalRequest(row: ApprovalRequestListRow): ApprovalRequest {
  const r = row.request;
  return {
    id: r.id,
    user_id: r.userId,
    username: row.username,
    email: row.email,
    user_type: r.memberType,
    course_id: r.courseId,
    requested_course_id: r.courseId,
    course_name: row.courseTitle,
    course_archived: row.courseArchivedAt !== null,
    registration_message: r.message,
    submitted_code: r.submittedCode,
    account_status: row.accountStatus,
    status: r.status,
    rejection_reason: r.rejectionReason,
    admin_message: r.adminMessage,
    registration_code: r.registrationCode,
    created_at: r.createdAt.toISOString(),
    processed_at: iso(r.processedAt),
  };
}

export function presentAdminUser(user: UserRow, memberships: (CourseMemberRow & { courseTitle: string })[]): AdminUser {

  return {
    ...userIdentity(user),
    full_name: user.profile.fullName ?? null,
    courses: memberships
      .filter((m) => m.userId === user.id)
      .map((m) => ({ course_id: m.courseId, course_name: m.courseTitle, member_type: m.memberType })),
    last_login_at: iso(user.lastLoginAt),
  };
}

/** The admin console's own identity (admin login and profile). */
export function presentAdmin(user: UserRow): Admin {
  return { id: user.id, username: user.username, name: displayName(user.profile.fullName, user.username), email: user.email ?? '' };
}

export function presentNotification(n: NotificationRow) {
  return { id: n.id, to_email: n.toEmail, subject: n.subject, body: n.body, kind: n.kind, status: n.status, created_at: n.createdAt.toISOString() };
}

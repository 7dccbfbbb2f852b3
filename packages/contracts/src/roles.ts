import { z } from 'zod';

export const USER_TYPES = ['student', 'teacher', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Member type of a course registration request: only students and teachers join courses. */
export const MEMBER_TYPES = ['student', 'teacher'] as const;
export const memberTypeSchema = z.enum(MEMBER_TYPES);
export type MemberType = z.infer<typeof memberTypeSchema>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** Account status set by an administrator; suspending revokes every session at once. */
export const USER_STATUSES = ['active', 'suspended'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const ROLE_LABELS: Record<UserType, string> = { admin: '관리자', teacher: '강사', student: '학생' };
export const MEMBER_TYPE_LABELS: Record<MemberType, string> = { teacher: '강사', student: '학생' };

export interface RoleSubject {
  user_type: string;
  is_superuser: boolean;
}

export function isAdmin(user: RoleSubject): boolean {
  return user.is_superuser || user.user_type === 'admin';
}

/** Where /dashboard sends a user (spec section 2 route table). */
export function dashboardPathFor(user: RoleSubject | null | undefined): string {
  if (!user) return '/login';
  if (user.user_type === 'teacher') return '/teacher/dashboard';
  if (user.user_type === 'student') return '/student/dashboard';
  return '/';
}

/** Where a successful login lands (spec section 2, login screen). */
export function loginLandingPath(user: RoleSubject, adminMode: boolean): string {
  if (adminMode || user.is_superuser) return '/admin/dashboard';
  if (user.user_type === 'teacher') return '/teacher/dashboard';
  if (user.user_type === 'student') return '/student/dashboard';
  return '/';
}

/** Where the public-only guard sends a logged-in user away from /login and /register. */
export function publicOnlyRedirect(user: RoleSubject): string {
  if (isAdmin(user)) return '/admin/dashboard';
  if (user.user_type === 'teacher') return '/teacher/dashboard';
  if (user.user_type === 'student') return '/student/dashboard';
  return '/dashboard';
}

export type GuardRequirement = 'any' | 'admin' | 'teacher' | 'student';

export interface GuardSubject extends RoleSubject {
  approval_status: ApprovalStatus;
}

/**
 * Decision of a route guard: null lets the user through, otherwise the path to redirect to.
 * Order: not logged in → /login; approval (pending/rejected) → status page; role → /unauthorized
 * (admin-only routes send non-admins to /login as the spec's admin pages do).
 */
export function guardRedirect(user: GuardSubject | null | undefined, requirement: GuardRequirement): string | null {
  if (!user) return '/login';
  if (!user.is_superuser) {
    if (user.approval_status === 'pending') return '/approval-pending';
    if (user.approval_status === 'rejected') return '/approval-rejected';
  }
  switch (requirement) {
    case 'any':
      return null;
    case 'admin':
      return isAdmin(user) ? null : '/unauthorized';
    case 'teacher':
    case 'student':
      return user.user_type === requirement ? null : '/unauthorized';
  }
}

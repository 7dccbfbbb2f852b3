import { describe, expect, it } from 'vitest';
import { dashboardPathFor, guardRedirect, loginLandingPath, publicOnlyRedirect, type GuardSubject } from './roles.js';

const user = (user_type: string, approval_status: GuardSubject['approval_status'] = 'approved', is_superuser = false): GuardSubject => ({
  user_type,
  approval_status,
  is_superuser,
});

describe('redirect by role', () => {
  it('/dashboard sends each role to its dashboard', () => {
    expect(dashboardPathFor(null)).toBe('/login');
    expect(dashboardPathFor(user('teacher'))).toBe('/teacher/dashboard');
    expect(dashboardPathFor(user('student'))).toBe('/student/dashboard');
    expect(dashboardPathFor(user('admin', 'approved', true))).toBe('/');
  });
  it('login lands admins (mode or superuser) on the admin dashboard', () => {
    expect(loginLandingPath(user('student'), true)).toBe('/admin/dashboard');
    expect(loginLandingPath(user('admin', 'approved', true), false)).toBe('/admin/dashboard');
    expect(loginLandingPath(user('teacher'), false)).toBe('/teacher/dashboard');
    expect(loginLandingPath(user('student'), false)).toBe('/student/dashboard');
    expect(loginLandingPath(user('other'), false)).toBe('/');
  });
  it('public-only pages send logged-in users away by role', () => {
    expect(publicOnlyRedirect(user('admin', 'approved', true))).toBe('/admin/dashboard');
    expect(publicOnlyRedirect(user('teacher'))).toBe('/teacher/dashboard');
    expect(publicOnlyRedirect(user('student'))).toBe('/student/dashboard');
    expect(publicOnlyRedirect(user('other'))).toBe('/dashboard');
  });
});

describe('guardRedirect', () => {
  it('sends anonymous users to /login', () => {
    for (const req of ['any', 'admin', 'teacher', 'student'] as const) expect(guardRedirect(null, req)).toBe('/login');
  });
  it('sends pending and rejected users to their status pages before any role check', () => {
    expect(guardRedirect(user('student', 'pending'), 'any')).toBe('/approval-pending');
    expect(guardRedirect(user('teacher', 'rejected'), 'teacher')).toBe('/approval-rejected');
  });
  it('never blocks a superuser on approval', () => {
    expect(guardRedirect(user('admin', 'pending', true), 'admin')).toBeNull();
  });
  it('sends the wrong role to /unauthorized', () => {
    expect(guardRedirect(user('student'), 'teacher')).toBe('/unauthorized');
    expect(guardRedirect(user('teacher'), 'student')).toBe('/unauthorized');
    expect(guardRedirect(user('student'), 'admin')).toBe('/unauthorized');
    expect(guardRedirect(user('teacher'), 'admin')).toBe('/unauthorized');
  });
  it('lets the right role through', () => {
    expect(guardRedirect(user('student'), 'student')).toBeNull();
    expect(guardRedirect(user('teacher'), 'teacher')).toBeNull();
    expect(guardRedirect(user('admin', 'approved', true), 'admin')).toBeNull();
    expect(guardRedirect(user('student'), 'any')).toBeNull();
  });
});

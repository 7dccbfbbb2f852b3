import { describe, expect, it } from 'vitest';
import type { GuardSubject } from '@dodam/contracts';
import { postLoginPath, rememberedFrom, requirementForPath } from '@/lib/redirect';

const student: GuardSubject = { user_type: 'student', is_superuser: false, approval_status: 'approved' };
const teacher: GuardSubject = { user_type: 'teacher', is_superuser: false, approval_status: 'approved' };
const admin: GuardSubject = { user_type: 'admin', is_superuser: true, approval_status: 'approved' };

describe('rememberedFrom', () => {
  it('reads a location from router state', () => {
    expect(rememberedFrom({ from: { pathname: '/profile', search: '?a=1', hash: '#x' } })).toEqual({ pathname: '/profile', search: '?a=1', hash: '#x' });
    expect(rememberedFrom({ from: { pathname: '/profile' } })).toEqual({ pathname: '/profile', search: '', hash: '' });
  });
  it('ignores anything malformed', () => {
    expect(rememberedFrom(null)).toBeNull();
    expect(rememberedFrom('x')).toBeNull();
    expect(rememberedFrom({ from: 'x' })).toBeNull();
    expect(rememberedFrom({ from: { pathname: 3 } })).toBeNull();
  });
});

describe('requirementForPath', () => {
  it('mirrors the route table prefixes', () => {
    expect(requirementForPath('/admin/management/approvals')).toBe('admin');
    expect(requirementForPath('/teacher/dashboard')).toBe('teacher');
    expect(requirementForPath('/student/dashboard')).toBe('student');
    expect(requirementForPath('/profile')).toBe('any');
    expect(requirementForPath('/administrator')).toBe('any');
  });
});

describe('postLoginPath', () => {
  it('returns to the remembered page when the user may open it', () => {
    expect(postLoginPath({ pathname: '/profile', search: '?tab=1', hash: '' }, student)).toBe('/profile?tab=1');
    expect(postLoginPath({ pathname: '/admin/management/approvals' }, admin)).toBe('/admin/management/approvals');
    expect(postLoginPath({ pathname: '/teacher/dashboard' }, teacher)).toBe('/teacher/dashboard');
  });
  it('falls back to the role landing page otherwise', () => {
    expect(postLoginPath(null, student)).toBe('/student/dashboard');
    expect(postLoginPath(null, admin)).toBe('/admin/dashboard');
    expect(postLoginPath({ pathname: '/admin/dashboard' }, student)).toBe('/student/dashboard');
    expect(postLoginPath({ pathname: '/student/dashboard' }, teacher)).toBe('/teacher/dashboard');
    expect(postLoginPath({ pathname: '/login' }, student)).toBe('/student/dashboard');
    expect(postLoginPath({ pathname: '/' }, teacher)).toBe('/teacher/dashboard');
  });
  it('never leaves the site', () => {
    expect(postLoginPath({ pathname: '//evil.example/x' }, student)).toBe('/student/dashboard');
    expect(postLoginPath({ pathname: 'https://evil.example' }, student)).toBe('/student/dashboard');
    expect(postLoginPath({ pathname: '/\\evil.example' }, student)).toBe('/student/dashboard');
  });
});

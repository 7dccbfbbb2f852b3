import { z } from 'zod';
import {
  adminCoursesResponseSchema,
  classDeletePreviewSchema,
  classDeleteResponseSchema,
  type ClassDeleteConfirm,
  rosterImportResponseSchema,
  type RosterImportInput,
  codeStatsSchema,
  codesDetailedResponseSchema,
  codesResponseSchema,
  dashboardCoursesResponseSchema,
  dashboardOverviewSchema,
  expireCodesResponseSchema,
  managedCourseDetailSchema,
  type CourseCreateInput,
  type GenerateCodesInput,
} from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

const messageSchema = z.object({ message: z.string() });
const bust = () => ({ _t: String(Date.now()) });

export const adminKeys = {
  courses: (q = '', category = '') => ['admin', 'courses', q, category] as const,
  allCourses: ['admin', 'courses'] as const,
  course: (id: string) => ['admin', 'course', id] as const,
  codes: (id: string) => ['admin', 'codes', id] as const,
  overview: ['admin', 'dashboard', 'overview'] as const,
  dashboardCourses: ['admin', 'dashboard', 'courses'] as const,
  users: (filters: object) => ['admin', 'users', filters] as const,
  allUsers: ['admin', 'users'] as const,
  outbox: ['admin', 'outbox'] as const,
  privacy: (status: string) => ['admin', 'privacy', status] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
};

export const fetchOverview = () => apiRequest('/admin/dashboard/overview', { query: bust(), schema: dashboardOverviewSchema, auth: 'admin' });
export const fetchDashboardCourses = () => apiRequest('/admin/dashboard/courses', { query: bust(), schema: dashboardCoursesResponseSchema, auth: 'admin' });

export const fetchCourses = (q: string, category: string) =>
  apiRequest('/admin/courses', { query: { q: q || undefined, category: category || undefined }, schema: adminCoursesResponseSchema, auth: 'admin' });
export const fetchCourse = (id: string) => apiRequest(`/admin/courses/${encodeURIComponent(id)}`, { schema: managedCourseDetailSchema, auth: 'admin' });
export const createCourse = (payload: CourseCreateInput) => apiRequest('/admin/courses', { json: payload, schema: managedCourseDetailSchema, auth: 'admin' });
export const updateCourse = (id: string, payload: CourseCreateInput) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}`, { method: 'PUT', json: payload, schema: managedCourseDetailSchema, auth: 'admin' });
export const deleteCourse = (id: string) => apiRequest(`/admin/courses/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema, auth: 'admin' });
export const removeParticipant = (id: string, userId: number) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/users/${userId}`, { method: 'DELETE', schema: messageSchema, auth: 'admin' });

export const fetchCodes = (id: string) => apiRequest(`/admin/courses/${encodeURIComponent(id)}/codes/detailed`, { schema: codesDetailedResponseSchema, auth: 'admin' });
export const fetchCodeStats = (id: string) => apiRequest(`/admin/courses/${encodeURIComponent(id)}/codes/stats`, { schema: codeStatsSchema, auth: 'admin' });
export const generateCodes = (id: string, input: GenerateCodesInput) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/codes`, { json: input, schema: codesResponseSchema, auth: 'admin' });
export const expireCodes = (id: string, codes: string[]) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/codes/expire`, { json: { codes }, schema: expireCodesResponseSchema, auth: 'admin' });
export const reissueCodes = (id: string, codes: string[]) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/codes/reissue`, { json: { codes }, schema: expireCodesResponseSchema, auth: 'admin' });

export const importRoster = (id: string, input: RosterImportInput) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/roster`, { json: input, schema: rosterImportResponseSchema, auth: 'admin' });

export const archiveCourse = (id: string, archived: boolean) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST', json: {}, schema: managedCourseDetailSchema, auth: 'admin' });
export const fetchYearEndDeletePreview = (id: string) => apiRequest(`/admin/courses/${encodeURIComponent(id)}/year-end-delete`, { query: bust(), schema: classDeletePreviewSchema, auth: 'admin' });
export const yearEndDeleteCourse = (id: string, input: ClassDeleteConfirm) =>
  apiRequest(`/admin/courses/${encodeURIComponent(id)}/year-end-delete`, { json: input, schema: classDeleteResponseSchema, auth: 'admin' });

import {
  checkDuplicateResponseSchema,
  publicCoursesResponseSchema,
  registerResponseSchema,
  validateCodeResponseSchema,
  type CheckDuplicateResponse,
  type PublicCourse,
  type RegisterRequest,
  type RegisterResponse,
  type ValidateCodeResponse,
} from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

// Public endpoints: no token is needed, so none is sent (a stale one could only cause a 401).

export function fetchPublicCourses(): Promise<PublicCourse[]> {
  return apiRequest('/public/courses', { schema: publicCoursesResponseSchema, auth: 'none' });
}

export type DuplicateField = 'username' | 'email';

export function checkDuplicate(field: DuplicateField, value: string, signal?: AbortSignal): Promise<CheckDuplicateResponse> {
  return apiRequest('/public/check-duplicate', { json: { [field]: value }, schema: checkDuplicateResponseSchema, auth: 'none', signal });
}

export function validateRegistrationCode(code: string): Promise<ValidateCodeResponse> {
  return apiRequest('/public/validate-code', { json: { code }, schema: validateCodeResponseSchema, auth: 'none' });
}

export function registerAccount(payload: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/auth/register', { json: payload, schema: registerResponseSchema, auth: 'none' });
}

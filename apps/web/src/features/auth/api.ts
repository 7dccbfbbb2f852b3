import { adminLoginResponseSchema, loginResponseSchema, type AdminLoginResponse, type LoginResponse } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

/** Both login endpoints take OAuth2-style form fields; admin mode uses the admin endpoint. */
export function requestLogin(username: string, password: string, adminMode: boolean): Promise<LoginResponse | AdminLoginResponse> {
  const form = { username: username.trim(), password };
  return adminMode
    ? apiRequest('/admin/auth/login', { form, schema: adminLoginResponseSchema, auth: 'none' })
    : apiRequest('/auth/login', { form, schema: loginResponseSchema, auth: 'none' });
}

import {
  adminLoginResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  validateCodeResponseSchema,
  type AdminLoginResponse,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ValidateCodeResponse,
} from '@dodam/contracts';
import { oidcLinkInfoSchema, oidcPublicProvidersSchema, type OidcLinkInfo, type OidcPublicProvider } from '@dodam/contracts/oidc';
import { apiRequest } from '@/lib/api/client';

/** Both login endpoints take OAuth2-style form fields; admin mode uses the admin endpoint. */
export function requestLogin(username: string, password: string, adminMode: boolean): Promise<LoginResponse | AdminLoginResponse> {
  const form = { username: username.trim(), password };
  return adminMode
    ? apiRequest('/admin/auth/login', { form, schema: adminLoginResponseSchema, auth: 'none' })
    : apiRequest('/auth/login', { form, schema: loginResponseSchema, auth: 'none' });
}

/** School sign-in (ADR 018): providers for the login buttons, then the one-time hand-offs of the callback. */
export function fetchOidcProviders(): Promise<OidcPublicProvider[]> {
  return apiRequest('/auth/oidc/providers', { schema: oidcPublicProvidersSchema, auth: 'none' }).then((r) => r.providers);
}

export function exchangeOidcCode(code: string): Promise<LoginResponse> {
  return apiRequest('/auth/oidc/exchange', { json: { code }, schema: loginResponseSchema, auth: 'none', redirectOn401: false });
}

export function fetchOidcLinkInfo(ticket: string): Promise<OidcLinkInfo> {
  return apiRequest(`/auth/oidc/link/${encodeURIComponent(ticket)}`, { schema: oidcLinkInfoSchema, auth: 'none', redirectOn401: false });
}

export function linkOidcWithPassword(ticket: string, username: string, password: string): Promise<LoginResponse> {
  return apiRequest('/auth/oidc/link', { json: { ticket, username: username.trim(), password }, schema: loginResponseSchema, auth: 'none', redirectOn401: false });
}

export function registerWithOidc(ticket: string, registration: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/auth/oidc/register', { json: { ticket, registration }, schema: registerResponseSchema, auth: 'none', redirectOn401: false });
}

export function validateClassCode(code: string): Promise<ValidateCodeResponse> {
  return apiRequest('/public/validate-code', { json: { code }, schema: validateCodeResponseSchema, auth: 'none' });
}

import { consentStateSchema, messageResponseSchema, userSchema, type ProfileUpdate, type User } from '@dodam/contracts';
import { oidcIdentityListSchema } from '@dodam/contracts/oidc';
import { accessLogResponseSchema, deletionRequestResponseSchema, privacyExportSchema, privacyStatusSchema, type Correction } from '@dodam/contracts/privacy';
import { apiRequest } from '@/lib/api/client';

/** PUT /auth/me/profile: the returned user replaces the current one (spec section 7). */
export function updateProfile(profile: ProfileUpdate): Promise<User> {
  return apiRequest('/auth/me/profile', { method: 'PUT', json: profile, schema: userSchema });
}

// The signed-in user's privacy rights (issue 25).
export const privacyKeys = {
  status: ['me', 'privacy'] as const,
  accessLog: ['me', 'privacy', 'access-log'] as const,
  consents: ['me', 'privacy', 'consents'] as const,
};
export const fetchConsents = () => apiRequest('/me/privacy/consents', { schema: consentStateSchema });
export const setModelConsent = (aiModel: boolean) => apiRequest('/me/privacy/consents', { method: 'PUT', json: { ai_model: aiModel }, schema: consentStateSchema });
export const fetchPrivacyStatus = () => apiRequest('/me/privacy', { schema: privacyStatusSchema });
export const fetchAccessLog = () => apiRequest('/me/privacy/access-log', { schema: accessLogResponseSchema });
export const fetchPrivacyExport = () => apiRequest('/me/privacy/export', { schema: privacyExportSchema });
export const setProcessing = (suspended: boolean) => apiRequest('/me/privacy/processing', { method: 'PUT', json: { suspended }, schema: privacyStatusSchema });
export const requestDeletion = (reason: string) =>
  apiRequest('/me/privacy/deletion-request', { method: 'POST', json: reason.trim() ? { reason: reason.trim() } : {}, schema: deletionRequestResponseSchema });
export const correctAccount = (body: Correction) => apiRequest('/me/privacy/correction', { method: 'PUT', json: body, schema: userSchema });

// School accounts (OpenID Connect, ADR 018) linked to the signed-in user.
export const identitiesKey = ['me', 'identities'] as const;
export const fetchIdentities = () => apiRequest('/auth/me/identities', { schema: oidcIdentityListSchema }).then((r) => r.identities);
export const unlinkIdentity = (id: number) => apiRequest(`/auth/me/identities/${id}`, { method: 'DELETE', schema: messageResponseSchema });

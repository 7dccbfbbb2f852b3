import { messageResponseSchema } from '@dodam/contracts';
import { oidcProviderListSchema, oidcProviderSchema, type OidcProviderCreate, type OidcProviderUpdate } from '@dodam/contracts/oidc';
import { apiRequest } from '@/lib/api/client';

// School sign-in providers (ADR 018). The secret is sent, never received.
export const oidcKey = ['admin', 'oidc-providers'] as const;
export const fetchOidcProviders = () => apiRequest('/admin/oidc/providers', { schema: oidcProviderListSchema, auth: 'admin' }).then((r) => r.providers);
export const createOidcProvider = (body: OidcProviderCreate) => apiRequest('/admin/oidc/providers', { method: 'POST', json: body, schema: oidcProviderSchema, auth: 'admin' });
export const updateOidcProvider = (id: number, body: OidcProviderUpdate) => apiRequest(`/admin/oidc/providers/${id}`, { method: 'PUT', json: body, schema: oidcProviderSchema, auth: 'admin' });
export const deleteOidcProvider = (id: number) => apiRequest(`/admin/oidc/providers/${id}`, { method: 'DELETE', schema: messageResponseSchema, auth: 'admin' });

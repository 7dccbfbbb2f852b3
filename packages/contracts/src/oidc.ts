// School sign-in through OpenID Connect (issue 25, ADR 018): providers an admin configures, the
// one-time hand-off from the provider's callback to the SPA, and the linking of a school identity
// to a Dodam account. The client secret is write-only: no response schema here has a field for it.
import { z } from 'zod';
import { registerRequestSchema } from './auth.js';
import { dbIdSchema } from './ids.js';

/** Ready presets an admin starts from; `{tenant}` is replaced by the school's Entra ID tenant. */
export const OIDC_PRESETS = [
  { key: 'google', display_name: 'Google', issuer: 'https://accounts.google.com', scope: 'openid email profile', hint: 'Google Workspace for Education' },
  {
    key: 'microsoft',
    display_name: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/{tenant}/v2.0',
    scope: 'openid email profile',
    hint: 'Microsoft 365 (Entra ID): {tenant}에 학교 테넌트 ID를 넣으세요.',
  },
  { key: 'kakao', display_name: '카카오', issuer: 'https://kauth.kakao.com', scope: 'openid', hint: '카카오 로그인에서 OpenID Connect를 활성화하세요.' },
] as const;
export type OidcPreset = (typeof OIDC_PRESETS)[number];

export const OIDC_MSG = {
  providerNotFound: '학교 계정 로그인 설정을 찾을 수 없습니다.',
  providerDisabled: '이 학교 계정 로그인은 지금 사용할 수 없습니다. 관리자에게 문의해 주세요.',
  providerUnreachable: '학교 계정 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  flowInvalid: '로그인 요청이 올바르지 않거나 만료되었습니다. 처음부터 다시 시도해 주세요.',
  providerRefused: '학교 계정 로그인에 실패했습니다. 다시 시도해 주세요.',
  exchangeInvalid: '로그인 확인 코드가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.',
  ticketInvalid: '학교 계정 연결 시간이 지났습니다. 학교 계정으로 다시 로그인해 주세요.',
  identityTaken: '이 학교 계정은 이미 다른 도담 계정에 연결되어 있습니다.',
  alreadyLinked: '이 도담 계정에는 이미 같은 서비스의 학교 계정이 연결되어 있습니다.',
  identityNotFound: '연결된 학교 계정을 찾을 수 없습니다.',
  issuerInvalid: '발급자(issuer) 주소는 https://로 시작해야 합니다. (시험용으로 이 컴퓨터의 http://localhost만 허용)',
  issuerTaken: '같은 발급자와 클라이언트 ID의 설정이 이미 있습니다.',
  secretRequired: '클라이언트 시크릿을 입력해 주세요.',
} as const;

/** Error codes the callback hands to the SPA in the URL fragment (never a sentence, never a token). */
export const OIDC_ERROR_CODES = ['flow_invalid', 'provider_refused', 'provider_unreachable', 'provider_disabled'] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];
export const OIDC_ERROR_MESSAGES: Record<OidcErrorCode, string> = {
  flow_invalid: OIDC_MSG.flowInvalid,
  provider_refused: OIDC_MSG.providerRefused,
  provider_unreachable: OIDC_MSG.providerUnreachable,
  provider_disabled: OIDC_MSG.providerDisabled,
};

/** GET /auth/oidc/providers (public): what the login screen needs to draw a button. */
export const oidcPublicProviderSchema = z.object({ id: z.number().int(), display_name: z.string() });
export const oidcPublicProvidersSchema = z.object({ providers: z.array(oidcPublicProviderSchema) });
export type OidcPublicProvider = z.infer<typeof oidcPublicProviderSchema>;

const oneTimeCode = z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, OIDC_MSG.exchangeInvalid);

/** POST /auth/oidc/exchange: the one-time code from the callback's fragment, for a session. */
export const oidcExchangeSchema = z.object({ code: oneTimeCode }).strict();

/** GET /auth/oidc/link/:ticket — what the link step shows (the school account being linked). */
export const oidcLinkInfoSchema = z.object({ provider_name: z.string(), email: z.string().nullable(), name: z.string().nullable(), expires_at: z.string() });
export type OidcLinkInfo = z.infer<typeof oidcLinkInfoSchema>;

/** POST /auth/oidc/link: prove the account by its own username and password. */
export const oidcLinkPasswordSchema = z
  .object({
    ticket: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, OIDC_MSG.ticketInvalid),
    username: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디와 비밀번호를 확인해 주세요.'),
    password: z.string().min(1, '비밀번호를 입력해 주세요.').max(128, '아이디와 비밀번호를 확인해 주세요.'),
  })
  .strict();

/** POST /auth/oidc/register: a new account with a class code, linked to the school identity. */
export const oidcRegisterSchema = z
  .object({ ticket: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, OIDC_MSG.ticketInvalid), registration: registerRequestSchema })
  .strict();

/** A school account linked to the signed-in user (profile). */
export const oidcIdentitySchema = z.object({
  id: z.number().int(),
  provider_name: z.string(),
  email: z.string().nullable(),
  linked_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type OidcIdentity = z.infer<typeof oidcIdentitySchema>;
export const oidcIdentityListSchema = z.object({ identities: z.array(oidcIdentitySchema) });
export const oidcIdentityParamsSchema = z.object({ id: dbIdSchema() });

const issuerSchema = z
  .string({ error: OIDC_MSG.issuerInvalid })
  .trim()
  .max(300, OIDC_MSG.issuerInvalid)
  .refine((value) => isAllowedIssuer(value), OIDC_MSG.issuerInvalid);

/** https, or http only to this machine (a provider started by a test). No query or fragment. */
export function isAllowedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password || value.includes('{')) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const displayNameSchema = z.string({ error: '표시 이름을 입력해 주세요.' }).trim().min(1, '표시 이름을 입력해 주세요.').max(40, '표시 이름은 40자 이하로 입력해 주세요.');
const clientIdSchema = z.string({ error: '클라이언트 ID를 입력해 주세요.' }).trim().min(1, '클라이언트 ID를 입력해 주세요.').max(300, '클라이언트 ID는 300자 이하로 입력해 주세요.');
const clientSecretSchema = z.string({ error: OIDC_MSG.secretRequired }).trim().min(1, OIDC_MSG.secretRequired).max(500, '클라이언트 시크릿은 500자 이하로 입력해 주세요.');
const scopeSchema = z
  .string()
  .trim()
  .max(200, '범위(scope)는 200자 이하로 입력해 주세요.')
  .regex(/^openid(?: [A-Za-z0-9_.:/-]+)*$/, '범위(scope)는 openid로 시작하고 공백으로 구분해 주세요.');

/** POST /admin/oidc/providers */
export const oidcProviderCreateSchema = z
  .object({
    display_name: displayNameSchema,
    issuer: issuerSchema,
    client_id: clientIdSchema,
    client_secret: clientSecretSchema,
    scope: scopeSchema.default('openid email profile'),
    enabled: z.boolean().default(true),
  })
  .strict();
/** PUT /admin/oidc/providers/:id — every field optional; an omitted secret keeps the stored one. */
export const oidcProviderUpdateSchema = z
  .object({
    display_name: displayNameSchema.optional(),
    issuer: issuerSchema.optional(),
    client_id: clientIdSchema.optional(),
    client_secret: clientSecretSchema.optional(),
    scope: scopeSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .strict();
export type OidcProviderCreate = z.input<typeof oidcProviderCreateSchema>;
export type OidcProviderUpdate = z.input<typeof oidcProviderUpdateSchema>;

/** An admin's view of a provider: the secret only as "set", never its value. */
export const oidcProviderSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  scope: z.string(),
  enabled: z.boolean(),
  has_client_secret: z.boolean(),
  /** The redirect URI to register at the provider. */
  redirect_uri: z.string(),
  linked_accounts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
export const oidcProviderListSchema = z.object({ providers: z.array(oidcProviderSchema) });
export const oidcProviderParamsSchema = z.object({ id: dbIdSchema() });

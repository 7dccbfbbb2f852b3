// School sign-in through OpenID Connect (issue 25, ADR 018), with openid-client (the certified
// relying-party library): authorization code flow with PKCE, state and nonce. Every step in between
// is a row of oidc_flows keyed by the SHA-256 of a random code, so any server instance can finish a
// flow, and each code is used once.
import * as client from 'openid-client';
import { OIDC_MSG, type OidcErrorCode, type OidcIdentity, type OidcLinkInfo, type OidcProvider, type OidcProviderUpdate, type oidcProviderCreateSchema } from '@dodam/contracts/oidc';
import type { registerRequestSchema } from '@dodam/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  deleteExpiredOidcFlows,
  deleteOidcProvider,
  deleteUserIdentity,
  insertOidcFlow,
  insertOidcProvider,
  insertUserIdentity,
  selectEnabledOidcProviders,
  selectIdentitiesOfUser,
  selectIdentityBySubject,
  selectLiveOidcFlow,
  selectOidcProviderByClient,
  selectOidcProviderById,
  selectOidcProviders,
  takeOidcFlow,
  touchUserIdentity,
  updateOidcProvider,
  type OidcFlowRow,
  type OidcProviderRow,
} from '../db/queries/oidc.js';
import { selectUserById, type UserRow } from '../db/queries/users.js';
import { conflict, notFound, unauthorized } from '../lib/http-errors.js';
import { generateToken, hashToken } from '../lib/tokens.js';
import { assertMaySignIn, authenticate, openSession, register } from './auth-service.js';
import type { ServiceDeps } from './deps.js';

/** The browser has this long at the provider (signing in, maybe a password reset) before the state expires. */
const AUTHORIZE_TTL_MS = 15 * 60_000;
/** The one-time code the SPA trades for a session: it only has to survive one redirect and one POST. */
export const EXCHANGE_TTL_MS = 60_000;
/** Time to prove an account (type the password, or fill in the class-code sign-up). */
const LINK_TTL_MS = 15 * 60_000;
/** Discovery documents are cached per issuer; providers rotate keys, not endpoints. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const PROVIDER_TIMEOUT_SECONDS = 10;

/** An error the callback turns into a redirect to the SPA with a code (never a sentence in a URL). */
export class OidcFlowError extends Error {
  constructor(readonly code: OidcErrorCode) {
    super(code);
    this.name = 'OidcFlowError';
  }
}

const discoveryCache = new Map<string, { metadata: client.ServerMetadata; at: number }>();

const isLoopbackHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/** openid-client's configuration for a provider: discovery from the cache, the client's own credentials. */
async function configurationFor(provider: OidcProviderRow): Promise<client.Configuration> {
  const cached = discoveryCache.get(provider.issuer);
  let metadata = cached && Date.now() - cached.at < DISCOVERY_TTL_MS ? cached.metadata : undefined;
  if (!metadata) {
    try {
      const discovered = await client.discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http only reaches this machine (the issuer schema allows nothing else): a test's provider.
        ...(isLoopbackHttp(provider.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      });
      metadata = discovered.serverMetadata();
    } catch {
      throw new OidcFlowError('provider_unreachable');
    }
    discoveryCache.set(provider.issuer, { metadata, at: Date.now() });
  }
  const configuration = new client.Configuration(metadata, provider.clientId, { client_secret: provider.clientSecret }, client.ClientSecretPost(provider.clientSecret));
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (isLoopbackHttp(provider.issuer)) client.allowInsecureRequests(configuration);
  return configuration;
}

export function callbackUrl(publicOrigin: string, providerId: number): string {
  return `${publicOrigin}/api/v1/auth/oidc/${providerId}/callback`;
}

/** GET /auth/oidc/:id/start — the provider's authorization URL for a fresh state, nonce and PKCE verifier. */
export async function startSignIn(db: Db, providerId: number, publicOrigin: string): Promise<URL> {
  const provider = await selectOidcProviderById(db, providerId);
  if (!provider) throw new OidcFlowError('flow_invalid');
  if (!provider.enabled) throw new OidcFlowError('provider_disabled');
  const configuration = await configurationFor(provider);
  await deleteExpiredOidcFlows(db);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await insertOidcFlow(db, { codeHash: hashToken(state), stage: 'authorize', providerId, codeVerifier, nonce, expiresAt: new Date(Date.now() + AUTHORIZE_TTL_MS) });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(publicOrigin, providerId),
    scope: provider.scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * GET /auth/oidc/:id/callback — checks state (single use), code (with the PKCE verifier), the ID
 * token (signature, issuer, audience, expiry, nonce) through openid-client, then hands the SPA a
 * one-time code: `code` for a session when the identity is linked, `link` when it is not yet.
 */
export async function finishSignIn(db: Db, providerId: number, publicOrigin: string, query: URLSearchParams): Promise<{ kind: 'code' | 'link'; value: string }> {
  const state = query.get('state');
  if (!state || state.length > 200) throw new OidcFlowError('flow_invalid');
  const flow = await takeOidcFlow(db, hashToken(state), 'authorize');
  if (!flow || flow.providerId !== providerId || !flow.codeVerifier || !flow.nonce) throw new OidcFlowError('flow_invalid');
  if (query.has('error')) throw new OidcFlowError('provider_refused');
  const provider = await selectOidcProviderById(db, providerId);
  if (!provider) throw new OidcFlowError('flow_invalid');
  if (!provider.enabled) throw new OidcFlowError('provider_disabled');
  const configuration = await configurationFor(provider);

  const currentUrl = new URL(callbackUrl(publicOrigin, providerId));
  currentUrl.search = query.toString();
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce, idTokenExpected: true });
    claims = tokens.claims();
  } catch {
    // A replayed or expired code, a tampered nonce, issuer or signature: all refused the same way.
    throw new OidcFlowError('provider_refused');
  }
  if (!claims?.sub || !claims.iss) throw new OidcFlowError('provider_refused');

  const identity = await selectIdentityBySubject(db, claims.iss, claims.sub);
  const code = generateToken();
  if (identity) {
    await touchUserIdentity(db, identity.id);
    await insertOidcFlow(db, { codeHash: hashToken(code), stage: 'session', providerId, userId: identity.userId, expiresAt: new Date(Date.now() + EXCHANGE_TTL_MS) });
    return { kind: 'code', value: code };
  }
  const email = typeof claims.email === 'string' ? claims.email.slice(0, 200) : null;
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 100) : null;
  await insertOidcFlow(db, {
    codeHash: hashToken(code),
    stage: 'link',
    providerId,
    issuer: claims.iss,
    subject: claims.sub,
    email,
    name,
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  return { kind: 'link', value: code };
}

interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
}

/** POST /auth/oidc/exchange — the one-time code for a session, refused like a password login would be. */
export async function exchangeCode(deps: Pick<ServiceDeps, 'db' | 'config'>, code: string, ctx: ClientContext) {
  const flow = await takeOidcFlow(deps.db, hashToken(code), 'session');
  const user = flow?.userId ? await selectUserById(deps.db, flow.userId) : undefined;
  if (!user) throw unauthorized(OIDC_MSG.exchangeInvalid);
  assertMaySignIn(user, false);
  // The device cookie belongs to the password login's path; a school sign-in needs none.
  return openSession(deps, user, { ...ctx, adminOnly: false, issueDeviceToken: false });
}

async function liveLinkFlow(db: Db, ticket: string): Promise<OidcFlowRow> {
  const flow = await selectLiveOidcFlow(db, hashToken(ticket), 'link');
  if (!flow) throw unauthorized(OIDC_MSG.ticketInvalid);
  return flow;
}

/** GET /auth/oidc/link/:ticket — which school account the link step is about. */
export async function linkInfo(db: Db, ticket: string): Promise<OidcLinkInfo> {
  const flow = await liveLinkFlow(db, ticket);
  const provider = await selectOidcProviderById(db, flow.providerId);
  return { provider_name: provider?.displayName ?? '', email: flow.email, name: flow.name, expires_at: flow.expiresAt.toISOString() };
}

/** Uses the link ticket up and records the identity, inside the caller's transaction. */
async function attachIdentity(tx: Db, ticket: string, user: UserRow): Promise<void> {
  const flow = await takeOidcFlow(tx, hashToken(ticket), 'link');
  if (!flow?.issuer || !flow.subject) throw unauthorized(OIDC_MSG.ticketInvalid);
  if (await selectIdentityBySubject(tx, flow.issuer, flow.subject)) throw conflict(OIDC_MSG.identityTaken);
  const mine = await selectIdentitiesOfUser(tx, user.id);
  if (mine.some((i) => i.providerId === flow.providerId)) throw conflict(OIDC_MSG.alreadyLinked);
  await insertUserIdentity(tx, { userId: user.id, providerId: flow.providerId, issuer: flow.issuer, subject: flow.subject, email: flow.email, lastLoginAt: new Date() });
}

/**
 * POST /auth/oidc/link — proof by the account's own password (the full login: throttles, device
 * cookie, the same refusals), then the school account is linked and a session opened. A wrong
 * password leaves the ticket usable for another try.
 */
export async function linkWithPassword(deps: Pick<ServiceDeps, 'db' | 'config'>, input: { ticket: string; username: string; password: string }, ctx: ClientContext) {
  await liveLinkFlow(deps.db, input.ticket);
  const { user } = await authenticate(deps, input.username, input.password, { ...ctx, adminOnly: false });
  await deps.db.transaction((tx) => attachIdentity(tx, input.ticket, user));
  return openSession(deps, user, { ...ctx, adminOnly: false, issueDeviceToken: false });
}

/** POST /auth/oidc/register — a class-code sign-up (pending or approved as the code says) linked in the same transaction. */
export async function registerAndLink(deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer'>, ticket: string, input: z.output<typeof registerRequestSchema>, ip: string, origin: string) {
  await liveLinkFlow(deps.db, ticket);
  return register(deps, input, ip, origin, (tx, user) => attachIdentity(tx, ticket, user));
}

export async function identitiesOf(db: Db, userId: number): Promise<OidcIdentity[]> {
  const rows = await selectIdentitiesOfUser(db, userId);
  return rows.map((r) => ({ id: r.id, provider_name: r.providerName, email: r.email, linked_at: r.createdAt.toISOString(), last_login_at: r.lastLoginAt?.toISOString() ?? null }));
}

export async function unlinkIdentity(db: Db, userId: number, identityId: number): Promise<void> {
  if (!(await deleteUserIdentity(db, identityId, userId))) throw notFound(OIDC_MSG.identityNotFound);
}

export async function publicProviders(db: Db) {
  const rows = await selectEnabledOidcProviders(db);
  return rows.map((p) => ({ id: p.id, display_name: p.displayName }));
}

function presentProvider(row: OidcProviderRow & { linkedAccounts?: number }, publicOrigin: string): OidcProvider {
  return {
    id: row.id,
    display_name: row.displayName,
    issuer: row.issuer,
    client_id: row.clientId,
    scope: row.scope,
    enabled: row.enabled,
    has_client_secret: row.clientSecret.length > 0,
    redirect_uri: callbackUrl(publicOrigin, row.id),
    linked_accounts: row.linkedAccounts ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listProviders(db: Db, publicOrigin: string): Promise<OidcProvider[]> {
  return (await selectOidcProviders(db)).map((row) => presentProvider(row, publicOrigin));
}

export async function createProvider(db: Db, input: z.output<typeof oidcProviderCreateSchema>, publicOrigin: string): Promise<OidcProvider> {
  const issuer = input.issuer;
  if (await selectOidcProviderByClient(db, issuer, input.client_id)) throw conflict(OIDC_MSG.issuerTaken);
  const row = await insertOidcProvider(db, { displayName: input.display_name, issuer, clientId: input.client_id, clientSecret: input.client_secret, scope: input.scope, enabled: input.enabled });
  return presentProvider(row, publicOrigin);
}

export async function updateProvider(db: Db, id: number, input: OidcProviderUpdate, publicOrigin: string): Promise<OidcProvider> {
  const current = await selectOidcProviderById(db, id);
  if (!current) throw notFound(OIDC_MSG.providerNotFound);
  const issuer = input.issuer ?? current.issuer;
  const clientId = input.client_id ?? current.clientId;
  const same = await selectOidcProviderByClient(db, issuer, clientId);
  if (same && same.id !== id) throw conflict(OIDC_MSG.issuerTaken);
  const row = await updateOidcProvider(db, id, {
    displayName: input.display_name,
    issuer,
    clientId,
    ...(input.client_secret === undefined ? {} : { clientSecret: input.client_secret }),
    scope: input.scope,
    enabled: input.enabled,
  });
  if (!row) throw notFound(OIDC_MSG.providerNotFound);
  return presentProvider(row, publicOrigin);
}

/** Deleting a provider removes its linked identities too; the accounts keep their passwords. */
export async function removeProvider(db: Db, id: number): Promise<void> {
  if (!(await deleteOidcProvider(db, id))) throw notFound(OIDC_MSG.providerNotFound);
}


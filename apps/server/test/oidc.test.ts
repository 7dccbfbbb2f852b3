// School sign-in (OpenID Connect, ADR 018) against a real provider started here (oidc-provider):
// linking only with proof, direct sign-in afterwards, and every tampering refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@dodam/contracts';
import { OIDC_MSG } from '@dodam/contracts/oidc';
import { auditLog, oidcFlows } from '../src/db/schema.js';
import { updateUser } from '../src/db/queries/users.js';
import { adminToken, bearer, createTestApp, createUser, login, tokenFor, uniqueName, type TestApp } from './helpers.js';
import { ProviderBrowser, startTestProvider, type TestProvider } from './oidc/test-provider.js';

const ORIGIN = 'http://dodam.test';
// Provider ids are serial in a fresh database: the test provider knows the first few callbacks.
const redirectUris = Array.from({ length: 8 }, (_, i) => `${ORIGIN}/api/v1/auth/oidc/${i + 1}/callback`);

let t: TestApp;
let op: TestProvider;
let other: TestProvider;
let admin: Record<string, string>;
let providerId: number;
let otherId: number;

const fragmentOf = (location: string | undefined) => {
  expect(location).toMatch(/^\/login\/oidc#/);
  return new URLSearchParams(location!.split('#')[1]);
};

async function start(id = providerId): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/${id}/start` });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function callback(url: URL): Promise<URLSearchParams> {
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  return fragmentOf(res.headers.location as string);
}

/** The whole browser round trip: start, sign in at the provider as `sub`, come back. */
async function signInAs(sub: string, provider = op, id = providerId): Promise<URLSearchParams> {
  const url = await new ProviderBrowser(provider.issuer).signIn(await start(id), sub);
  return callback(url);
}

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/exchange', payload: { code } });
const link = (ticket: string, username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/link', payload: { ticket, username, password } });

async function linkedStudent(sub: string) {
  const student = await createUser(t.app);
  const ticket = (await signInAs(sub)).get('link')!;
  expect((await link(ticket, student.username, student.password)).statusCode).toBe(200);
  return student;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  op = await startTestProvider({ redirectUris });
  other = await startTestProvider({ redirectUris, clientId: 'other-client' });
  admin = bearer(await adminToken(t.app));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/oidc/providers',
    headers: admin,
    payload: { display_name: '우리학교 Google', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret },
  });
  expect(created.statusCode, created.body).toBe(201);
  providerId = created.json().id;
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/oidc/providers',
    headers: admin,
    payload: { display_name: '다른 학교', issuer: other.issuer, client_id: other.clientId, client_secret: other.clientSecret },
  });
  otherId = second.json().id;
});

afterAll(async () => {
  await t?.close();
  await op?.close();
  await other?.close();
});

describe('provider settings (admin)', () => {
  it('keeps the client secret write-only: no answer and no audit entry carries it', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/oidc/providers', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().providers[0]).toMatchObject({ id: providerId, display_name: '우리학교 Google', issuer: op.issuer, has_client_secret: true, redirect_uri: redirectUris[providerId - 1] });
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/oidc/providers/${providerId}`, headers: admin, payload: { display_name: '우리학교 Google' } });
    expect(updated.statusCode).toBe(200);
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/providers' });
    expect(pub.json().providers).toContainEqual({ id: providerId, display_name: '우리학교 Google' });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetType, 'oidc_provider'));
    expect(audit.length).toBeGreaterThanOrEqual(3);
    const notice = await t.app.inject({ method: 'GET', url: '/api/v1/public/privacy-notice' });
    expect(notice.json().third_parties).toContainEqual(expect.objectContaining({ name: `학교 계정 로그인 (우리학교 Google, ${new URL(op.issuer).host})`, detail: `발급자: ${op.issuer}` }));
    for (const body of [list.body, updated.body, pub.body, notice.body, JSON.stringify(audit)]) expect(body).not.toContain(op.clientSecret);
    for (const body of [list.body, updated.body, pub.body, JSON.stringify(audit)]) expect(body).not.toContain('"client_secret"');
  });

  it('is admin only and validates input in Korean', async () => {
    const student = await createUser(t.app);
    const asStudent = await t.app.inject({ method: 'GET', url: '/api/v1/admin/oidc/providers', headers: bearer(await tokenFor(t.app, student)) });
    expect(asStudent.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/oidc/providers' })).statusCode).toBe(401);
    const plainHttp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/oidc/providers',
      headers: admin,
      payload: { display_name: '가짜', issuer: 'http://evil.example', client_id: 'x', client_secret: 'y' },
    });
    expect(plainHttp.statusCode).toBe(422);
    expect(plainHttp.body).toContain(OIDC_MSG.issuerInvalid);
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/oidc/providers',
      headers: admin,
      payload: { display_name: 'MS', issuer: 'https://login.microsoftonline.com/{tenant}/v2.0', client_id: 'x', client_secret: 'y' },
    });
    expect(template.statusCode).toBe(422);
    const noSecret = await t.app.inject({ method: 'POST', url: '/api/v1/admin/oidc/providers', headers: admin, payload: { display_name: 'A', issuer: 'https://accounts.google.com', client_id: 'x' } });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.body).toContain(OIDC_MSG.secretRequired);
    const twice = await t.app.inject({ method: 'POST', url: '/api/v1/admin/oidc/providers', headers: admin, payload: { display_name: 'B', issuer: op.issuer, client_id: op.clientId, client_secret: 'z' } });
    expect(twice.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/oidc/providers/99999', headers: admin })).statusCode).toBe(404);
  });
});

describe('first sign-in of an unknown school account', () => {
  it('never attaches by a matching e-mail: it asks for proof, and links with the account\'s own password', async () => {
    const sub = uniqueName('sub');
    // An account whose e-mail is exactly what the provider will say: still no automatic link.
    const student = await createUser(t.app);
    await updateUser(t.app.db, student.id, { email: `${sub}@school.example` });
    const first = await signInAs(sub);
    expect(first.get('code')).toBeNull();
    const ticket = first.get('link')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const info = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/link/${ticket}` });
    expect(info.json()).toMatchObject({ provider_name: '우리학교 Google', email: `${sub}@school.example`, name: `학교 ${sub}` });

    const wrong = await link(ticket, student.username, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(MSG.invalidCredentials);
    const ok = await link(ticket, student.username, student.password);
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().access_token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).json().username).toBe(student.username);
    // The ticket is used up.
    expect((await link(ticket, student.username, student.password)).statusCode).toBe(401);

    const ids = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me/identities', headers: bearer(token) });
    expect(ids.json().identities).toEqual([expect.objectContaining({ provider_name: '우리학교 Google', email: `${sub}@school.example` })]);
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/me/privacy/export', headers: bearer(token) });
    expect(exported.json().school_accounts).toEqual([expect.objectContaining({ provider_name: '우리학교 Google', issuer: op.issuer, subject: sub })]);
  });

  it('links through a class-code sign-up, which waits for approval like any sign-up', async () => {
    const sub = uniqueName('sub');
    const ticket = (await signInAs(sub)).get('link')!;
    const username = uniqueName('new');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/register',
      payload: { ticket, registration: { username, email: `${username}@example.com`, password: 'password123', full_name: '김학생', course_registrations: [{ course_id: 'python' }], birth_year: 2008, consents: { privacy: true } } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.approval_status).toBe('pending');
    // Signing in with the school account now finds the account and refuses it like a password login.
    const code = (await signInAs(sub)).get('code')!;
    const pending = await exchange(code);
    const byPassword = await login(t.app, username, 'password123');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toEqual(byPassword.json().detail);
    expect(pending.json().detail.type).toBe('approval_pending');
  });

  it('a failed sign-up links nothing (one transaction)', async () => {
    const sub = uniqueName('sub');
    const ticket = (await signInAs(sub)).get('link')!;
    const taken = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/register',
      payload: { ticket, registration: { username: taken.username, email: `${uniqueName()}@example.com`, password: 'password123', course_registrations: [{ course_id: 'python' }], birth_year: 2008, consents: { privacy: true } } },
    });
    expect(res.statusCode).toBe(409);
    expect((await signInAs(sub)).get('link')).toBeTruthy();
  });
});

describe('a linked school account', () => {
  it('signs in directly through a one-time code; logout ends the session; signing in again works', async () => {
    const sub = uniqueName('sub');
    const student = await linkedStudent(sub);
    const code = (await signInAs(sub)).get('code')!;
    const session = await exchange(code);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.username).toBe(student.username);
    const token = session.json().access_token as string;
    expect(token).not.toBe(code);
    // Used once only.
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(OIDC_MSG.exchangeInvalid);

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const again = await exchange((await signInAs(sub)).get('code')!);
    expect(again.statusCode).toBe(200);
  });

  it('is refused with the password login\'s own messages when suspended or rejected', async () => {
    const sub = uniqueName('sub');
    const student = await linkedStudent(sub);
    await updateUser(t.app.db, student.id, { status: 'suspended' });
    const suspended = await exchange((await signInAs(sub)).get('code')!);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().detail).toBe(MSG.accountDisabled);
    expect((await login(t.app, student.username, student.password)).json().detail).toBe(MSG.accountDisabled);

    await updateUser(t.app.db, student.id, { status: 'active', approvalStatus: 'rejected', rejectionReason: '다른 학교 학생' });
    const rejected = await exchange((await signInAs(sub)).get('code')!);
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().detail).toEqual((await login(t.app, student.username, student.password)).json().detail);
  });

  it('refuses an expired one-time code', async () => {
    const sub = uniqueName('sub');
    await linkedStudent(sub);
    const code = (await signInAs(sub)).get('code')!;
    await t.app.db.update(oidcFlows).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oidcFlows.stage, 'session'));
    const res = await exchange(code);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(OIDC_MSG.exchangeInvalid);
  });

  it('can be unlinked by its owner only; afterwards the school account needs proof again', async () => {
    const sub = uniqueName('sub');
    const student = await linkedStudent(sub);
    const token = await tokenFor(t.app, student);
    const [identity] = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me/identities', headers: bearer(token) })).json().identities;
    const stranger = await createUser(t.app);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/me/identities/${identity.id}`, headers: bearer(await tokenFor(t.app, stranger)) });
    expect(foreign.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/me/identities/${identity.id}`, headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect((await signInAs(sub)).get('link')).toBeTruthy();
  });

  it('cannot be linked to a second account', async () => {
    const sub = uniqueName('sub');
    await linkedStudent(sub);
    // Two tickets for the same school account, taken before either was used.
    const late = await createUser(t.app);
    await t.app.db.execute(sql`delete from user_identities where subject = ${sub}`);
    const a = (await signInAs(sub)).get('link')!;
    const b = (await signInAs(sub)).get('link')!;
    const first = await createUser(t.app);
    expect((await link(a, first.username, first.password)).statusCode).toBe(200);
    const second = await link(b, late.username, late.password);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(OIDC_MSG.identityTaken);
  });
});

describe('tampering and failures', () => {
  it('refuses a tampered or replayed state', async () => {
    const url = await new ProviderBrowser(op.issuer).signIn(await start(), uniqueName('sub'));
    const tampered = new URL(url);
    tampered.searchParams.set('state', `${url.searchParams.get('state')}x`);
    expect((await callback(tampered)).get('error')).toBe('flow_invalid');
    const missing = new URL(url);
    missing.searchParams.delete('state');
    expect((await callback(missing)).get('error')).toBe('flow_invalid');
    expect((await callback(url)).get('link')).toBeTruthy();
    // The same answer again (a replayed code with its state): the state was used.
    expect((await callback(url)).get('error')).toBe('flow_invalid');
  });

  it('refuses an ID token whose nonce is not the one sent (tampered authorization request)', async () => {
    const authorize = new URL(await start());
    authorize.searchParams.set('nonce', 'attacker-chosen-nonce-value');
    const url = await new ProviderBrowser(op.issuer).signIn(authorize.href, uniqueName('sub'));
    expect((await callback(url)).get('error')).toBe('provider_refused');
  });

  it('refuses an answer naming another issuer, and a state used on another provider\'s callback', async () => {
    const url = await new ProviderBrowser(op.issuer).signIn(await start(), uniqueName('sub'));
    const forged = new URL(url);
    forged.searchParams.set('iss', other.issuer);
    expect((await callback(forged)).get('error')).toBe('provider_refused');

    const mixUp = await new ProviderBrowser(op.issuer).signIn(await start(), uniqueName('sub'));
    const elsewhere = new URL(mixUp.href.replace(`/oidc/${providerId}/`, `/oidc/${otherId}/`));
    expect((await callback(elsewhere)).get('error')).toBe('flow_invalid');
  });

  it('refuses an expired authorization code', async () => {
    op.setCodeTtl(1);
    try {
      const url = await new ProviderBrowser(op.issuer).signIn(await start(), uniqueName('sub'));
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await callback(url)).get('error')).toBe('provider_refused');
    } finally {
      op.setCodeTtl(60);
    }
  });

  it('turns a provider that does not answer, an unknown and a disabled provider into Korean errors', async () => {
    const dead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/oidc/providers',
      headers: admin,
      payload: { display_name: '없는 곳', issuer: 'http://127.0.0.1:9/nowhere', client_id: 'x', client_secret: 'y' },
    });
    expect(dead.statusCode).toBe(201);
    const deadStart = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/${dead.json().id}/start` });
    expect(fragmentOf(deadStart.headers.location as string).get('error')).toBe('provider_unreachable');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/oidc/providers/${dead.json().id}`, headers: admin });

    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/99999/start' });
    expect(fragmentOf(unknown.headers.location as string).get('error')).toBe('flow_invalid');

    // A sign-in under way when the admin turns the provider off is not finished.
    const url = await new ProviderBrowser(other.issuer).signIn(await start(otherId), uniqueName('sub'));
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/oidc/providers/${otherId}`, headers: admin, payload: { enabled: false } })).statusCode).toBe(200);
    expect((await callback(url)).get('error')).toBe('provider_disabled');
    const disabled = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/${otherId}/start` });
    expect(fragmentOf(disabled.headers.location as string).get('error')).toBe('provider_disabled');
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/providers' });
    expect(pub.json().providers.map((p: { id: number }) => p.id)).not.toContain(otherId);
  });

  it('validates the hand-off bodies', async () => {
    const bad = await exchange('short');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(OIDC_MSG.exchangeInvalid);
    const badLink = await link('x'.repeat(43), '', '');
    expect(badLink.statusCode).toBe(422);
    const unknownTicket = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oidc/link/${'a'.repeat(43)}` });
    expect(unknownTicket.statusCode).toBe(401);
    expect(unknownTicket.json().detail).toBe(OIDC_MSG.ticketInvalid);
  });
});

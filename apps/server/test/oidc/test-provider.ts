// A real OpenID Connect provider for tests (panva's oidc-provider, the certified OP library) on a
// local port: discovery, signed ID tokens, PKCE, authorization codes and its own sign-in page.
// Never a mock: openid-client talks to it over HTTP exactly as it would to Google or Entra ID.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Seconds an authorization code lives (default 60); a test shortens it to see one expire. */
  setCodeTtl(seconds: number): void;
  close(): Promise<void>;
}

/**
 * `redirectUris` may be a function of the issuer: the E2E spec registers the provider in Dodam first
 * (which needs the issuer) and learns the callback's id only then.
 */
export async function startTestProvider(options: { redirectUris: string[] | ((issuer: string) => Promise<string[]>); clientId?: string; clientSecret?: string }): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'dodam-test';
  const clientSecret = options.clientSecret ?? `secret-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  let codeTtl = 60;
  const redirectUris = typeof options.redirectUris === 'function' ? await options.redirectUris(issuer) : options.redirectUris;
  const configuration: Configuration = {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    pkce: { required: () => true },
    // The sign-in page accepts any login name: it becomes the subject (a student's school account).
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@school.example`, email_verified: true, name: `학교 ${id}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google and Entra ID, the ID token itself carries e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // A school's own app: no consent screen after the sign-in (as Workspace admins configure it).
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AuthorizationCode: () => codeTtl },
    cookies: { keys: ['dodam-test-provider-cookie-key'] },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    setCodeTtl(seconds) {
      codeTtl = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser at the provider, by plain HTTP: follows the provider's redirects with its cookies, signs
 * in as `login` on the sign-in page, and stops at the first redirect back to the relying party.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  private async go(url: string, init: { method?: string; body?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Opens the authorization URL and signs in; returns the callback URL the provider redirects to. */
  async signIn(authorizationUrl: string, login: string): Promise<URL> {
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.go(url);
      const location = response.headers.get('location');
      if (!location) {
        const page = await response.text();
        const uid = /\/interaction\/([^"/]+)"/.exec(page)?.[1];
        if (!uid || !page.includes('value="login"')) throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
        const submitted = await this.go(`${this.issuer}/interaction/${uid}`, { method: 'POST', body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString() });
        url = new URL(submitted.headers.get('location') ?? '', this.issuer).href;
        continue;
      }
      const next = new URL(location, url);
      if (next.origin !== this.issuer) return next;
      url = next.href;
    }
    throw new Error('too many redirects at the provider');
  }
}

import { useSyncExternalStore } from 'react';
import {
  adminProfileResponseSchema,
  isAdmin,
  personName,
  userSchema,
  type Admin,
  type AdminLoginResponse,
  type LoginResponse,
  type User,
} from '@dodam/contracts';
import { apiRequest, isNetworkError } from '@/lib/api/client';
import { clearUserCaches } from '@/lib/offline/user-caches';
import { clearTokens, getAdminToken, getUserToken, setAdminToken, setUserToken } from './token-storage';

// The session is a tiny external store rather than React state: the API client's 401 handler and
// the router live outside the component tree and must be able to end it.

export type SessionStatus = 'loading' | 'ready';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  admin: Admin | null;
  /** True when an admin token is stored (admin pages need it, spec section 6). */
  hasAdminToken: boolean;
  /** Why the last session ended on a 401: an expired admin session is sent to /admin/login. */
  expired: 'user' | 'admin' | null;
}

let state: SessionState = {
  status: getUserToken() || getAdminToken() ? 'loading' : 'ready',
  user: null,
  admin: null,
  hasAdminToken: getAdminToken() !== null,
  expired: null,
};
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

let restoring: Promise<void> | null = null;

/** On start: validate stored tokens; a failed check removes the token silently (spec section 8). */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const [user, admin] = await Promise.all([
      getUserToken()
        ? apiRequest('/auth/me', { schema: userSchema, redirectOn401: false }).catch((error: unknown) => {
            // Offline (the service worker had no copy either): keep the token for when the
            // network is back; only a refused token is removed.
            if (!isNetworkError(error)) setUserToken(null);
            return null;
          })
        : Promise.resolve(null),
      getAdminToken()
        ? apiRequest('/admin/auth/profile', { schema: adminProfileResponseSchema, auth: 'admin', redirectOn401: false }).catch(() => {
            setAdminToken(null);
            return null;
          })
        : Promise.resolve(null),
    ]);
    setState({ status: 'ready', user, admin, hasAdminToken: getAdminToken() !== null });
  })();
  return restoring;
}

/** Store the tokens of a successful login and make its user current. */
export function signIn(response: LoginResponse | AdminLoginResponse, adminMode: boolean): void {
  setUserToken(response.access_token);
  // A superuser logging in through the regular form gets the same admin rights, so its token also
  // serves as the admin token instead of bouncing it to the admin login.
  const adminToken = adminMode || isAdmin(response.user) ? response.access_token : null;
  setAdminToken(adminToken);
  const admin = 'admin' in response ? response.admin : null;
  setState({ status: 'ready', user: response.user, admin, hasAdminToken: adminToken !== null, expired: null });
}

export function setCurrentUser(user: User): void {
  setState({ user });
}

/** Forget the session locally; `expired` records a 401 so guards can pick the right login page. */
export function endSession(expired: SessionState['expired'] = null): void {
  clearTokens();
  setState({ status: 'ready', user: null, admin: null, hasAdminToken: false, expired });
}

/** Tell the server to revoke the token. */
async function revokeSession(): Promise<void> {
  if (!getUserToken()) return;
  try {
    await apiRequest('/auth/logout', { method: 'POST', redirectOn401: false, timeoutMs: 5000 });
  } catch {
    // Logging out must always succeed locally, even when the server is unreachable.
  }
}

/**
 * Log out and return home (spec section 2) with a full page load. The reload drops every cached
 * query of the previous user (shared school computers), and since the in-memory user is never
 * cleared first, the guard of the page being left cannot bounce to /login on the way out.
 */
export async function logout(): Promise<void> {
  await revokeSession();
  clearTokens();
  // The offline copies of course outlines, lessons and the student's own state (ADR 026).
  await clearUserCaches().catch(() => undefined);
  window.location.assign('/');
}

/** The signed-in person as every greeting and the navbar address them: "김도담 선생님", "홍길동 님". */
export function greetingName(session: Pick<SessionState, 'user' | 'admin'>): string {
  const user = session.user;
  if (!user) return session.admin ? personName(session.admin.name, 'admin') : '';
  const role = user.is_superuser || user.user_type === 'admin' ? 'admin' : user.user_type;
  return personName(user.display_name, role);
}

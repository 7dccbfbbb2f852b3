import { guardRedirect, publicOnlyRedirect, type GuardRequirement, type GuardSubject } from '@dodam/contracts';

/** Location remembered when a guard sends a visitor to the login page. */
export interface RememberedLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Router state carried to /login (and /admin/login). */
export interface LoginRedirectState {
  from?: RememberedLocation;
}

const NEVER_RETURN_TO = ['/login', '/register', '/admin/login', '/loading'];

/** Read the remembered location from untyped router state, rejecting anything malformed. */
export function rememberedFrom(routerState: unknown): RememberedLocation | null {
  if (typeof routerState !== 'object' || routerState === null || !('from' in routerState)) return null;
  const from = (routerState as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return null;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

/** Which guard protects a path, judged by its prefix (mirrors the route table in app/router). */
export function requirementForPath(pathname: string): GuardRequirement {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/teacher' || pathname.startsWith('/teacher/')) return 'teacher';
  if (pathname === '/student' || pathname.startsWith('/student/')) return 'student';
  return 'any';
}

/**
 * Where a freshly logged-in user goes: back to the remembered location when that is a same-site
 * path the user may open, otherwise the role landing page.
 */
export function postLoginPath(from: RememberedLocation | null, user: GuardSubject): string {
  const fallback = publicOnlyRedirect(user);
  if (!from) return fallback;
  const { pathname } = from;
  // Only same-origin absolute paths: '//evil.example' would leave the site.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return fallback;
  if (NEVER_RETURN_TO.includes(pathname) || pathname === '/') return fallback;
  if (guardRedirect(user, requirementForPath(pathname)) !== null) return fallback;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { dashboardPathFor, guardRedirect, type GuardRequirement } from '@dodam/contracts';
import { useSession } from '@/lib/session/session-store';
import { postLoginPath, rememberedFrom, type LoginRedirectState } from '@/lib/redirect';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

function useFromState(): LoginRedirectState {
  const { pathname, search, hash } = useLocation();
  return { from: { pathname, search, hash } };
}

/**
 * Route guard of spec section 2: login, then approval status, then role. The decision itself is the
 * shared pure rule guardRedirect; this component only turns it into navigation.
 */
export function RequireAuth({ requirement }: { requirement: GuardRequirement }) {
  const session = useSession();
  const state = useFromState();
  const studying = session.user?.user_type === 'student' && session.user.approval_status === 'approved';
  useEffect(() => {
    // Python boots in the background while the student reads: practice then opens ready. Loaded
    // lazily so the app shell's bundle does not grow.
    if (studying) void import('@/python/client').then((m) => m.preloadPythonWhenIdle());
  }, [studying]);
  if (session.status === 'loading') return <FullScreenSpinner />;
  if (!session.user) {
    // An unauthenticated visitor goes to /login; an admin whose session expired to /admin/login.
    const target = requirement === 'admin' && session.expired === 'admin' ? '/admin/login' : '/login';
    return <Navigate to={target} replace state={state} />;
  }
  const target = guardRedirect(session.user, requirement);
  if (target) return <Navigate to={target} replace />;
  // After an admin password reset, nothing opens until a new password is chosen on /profile.
  if (session.user.must_change_password && state.from?.pathname !== '/profile') return <Navigate to="/profile" replace />;
  // An account a school made for the student (issue 25): the one-time consent comes next, before anything else.
  if (!session.user.must_change_password && session.user.consent_required && state.from?.pathname !== '/consent') return <Navigate to="/consent" replace />;
  // Admin pages need the admin token too (spec section 6).
  if (requirement === 'admin' && !session.hasAdminToken) return <Navigate to="/admin/login" replace state={state} />;
  return <Outlet />;
}

/** /login, /register and /admin/login: a logged-in user is sent on (back to where they came from). */
export function PublicOnly({ adminLogin = false }: { adminLogin?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenSpinner />;
  // An admin page sends a user without an admin token here; letting them through avoids a loop.
  const mayStay = adminLogin && !session.hasAdminToken;
  if (session.user && !mayStay) {
    return <Navigate to={postLoginPath(rememberedFrom(location.state), session.user)} replace />;
  }
  return <Outlet />;
}

/** /dashboard: by role (teacher, student, otherwise home; nobody logged in → /login). */
export function DashboardRedirect() {
  const session = useSession();
  const state = useFromState();
  if (session.status === 'loading') return <FullScreenSpinner />;
  const target = dashboardPathFor(session.user);
  return <Navigate to={target} replace state={session.user ? undefined : state} />;
}

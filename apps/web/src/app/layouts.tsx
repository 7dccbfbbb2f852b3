import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { AppNavbar } from '@/components/nav/app-navbar';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { FieldErrorLinker } from '@/components/ui/field-errors';
import { FocusKeeper } from '@/components/ui/focus-keeper';
import { ToastHost } from '@/components/ui/toasts';
import { RetentionBanner } from '@/features/privacy/retention-banner';

// The new-version prompt (ADR 026) loads after the first render, outside the shell's budget.
const UpdatePrompt = lazy(() => import('@/components/ui/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** Everything every screen shares: focus keeping, the update prompt, toasts and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <FocusKeeper />
      <FieldErrorLinker />
      <ConnectionBanner />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
      <ToastHost />
      <ScrollRestoration />
    </>
  );
}

/** Screens with the top navigation (all but the immersive learning screen). */
export function MainLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        본문으로 건너뛰기
      </a>
      <AppNavbar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <RetentionBanner />
        <Outlet />
      </main>
      <footer className="border-top py-3 small text-center">
        <Link to="/privacy">개인정보 처리방침</Link>
      </footer>
    </div>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
// The DOM flavour of RouterProvider wires react-dom's flushSync for navigations that request it.
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { queryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session/session-store';
import { router } from './router';

// Any 401 on an authenticated call ends the session and sends the browser to the login page
// (spec sections 4 and 8), remembering where the user was. Admin screens go to /admin/login.
setUnauthorizedHandler((scope) => {
  const { pathname, search, hash } = router.state.location;
  const adminContext = scope === 'admin' || pathname === '/admin' || pathname.startsWith('/admin/');
  endSession(adminContext ? 'admin' : 'user');
  queryClient.clear();
  const target = adminContext ? '/admin/login' : '/login';
  if (pathname !== target) void router.navigate(target, { replace: true, state: { from: { pathname, search, hash } } });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

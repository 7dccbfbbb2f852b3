import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/app.css';
import { installChunkReload } from '@/lib/chunk-reload';
import { initTheme } from '@/lib/theme';
import { restoreSession } from '@/lib/session/session-store';
import { getUserToken } from '@/lib/session/token-storage';
import { prefetchLearningPage } from '@/lib/learning/prefetch';
import { queryClient } from '@/lib/query-client';
import { opensWithPython } from '@/python/early-boot';
import { App } from '@/app/app';
import { router } from '@/app/router';

// Before the first render: the theme (no flash of the wrong colours) and the stored session check,
// which runs in parallel with the route modules loading.
initTheme();
installChunkReload(() => router.state.navigation.state !== 'idle');
void restoreSession();
// The learning screen's course and exercises are asked for now, beside the session check, not after it.
prefetchLearningPage(queryClient, window.location, getUserToken() !== null);

// A page that runs Python as soon as it opens has started the interpreter already (early-boot.ts,
// loaded before this bundle); the runtime adopts it now, in parallel with React and the route's
// modules (ADR 007). Without a stored session the visitor is sent to /login: no boot.
const pythonPage = opensWithPython(window.location.pathname);
const python = pythonPage ? import('@/python/client').then((m) => (m.preloadPython(), m)) : null;

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (ADR 026) in builds only: `vite dev` serves modules that must not be cached.
// Registered once the page has what it opened for (Python ready, or the page loaded): its install
// downloads and stores the whole app shell, which must not compete with the first start.
if (import.meta.env.PROD) {
  const settled = python ? python.then((m) => m.getPythonRuntime().whenReady()).catch(() => undefined) : new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })));
  void settled.then(() => import('@/lib/offline/sw-register')).then((m) => m.startServiceWorker());
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/app.css';
import { installChunkReload } from '@/lib/chunk-reload';
import { initTheme } from '@/lib/theme';
import { restoreSession } from '@/lib/session/session-store';
import { getUserToken } from '@/lib/session/token-storage';
import { App } from '@/app/app';
import { router } from '@/app/router';

// Before the first render: the theme (no flash of the wrong colours) and the stored session check,
// which runs in parallel with the route modules loading.
initTheme();
installChunkReload(() => router.state.navigation.state !== 'idle');
void restoreSession();

// A page that runs Python as soon as it opens starts the interpreter now, in parallel with React and
// the route's modules (ADR 007). Without a stored session the visitor is sent to /login: no boot.
const PYTHON_PAGES = /^\/(playground|(learning\/[^/]+|tutor)\/(practice|evaluation))\/?$/;
if (PYTHON_PAGES.test(window.location.pathname) && getUserToken()) void import('@/python/client').then((m) => m.preloadPython());

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (ADR 026) in builds only: `vite dev` serves modules that must not be cached.
if (import.meta.env.PROD) void import('@/lib/offline/sw-register').then((m) => m.startServiceWorker());

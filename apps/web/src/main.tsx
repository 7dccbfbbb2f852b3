import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/app.css';
import { initTheme } from '@/lib/theme';
import { restoreSession } from '@/lib/session/session-store';
import { App } from '@/app/app';

// Before the first render: the theme (no flash of the wrong colours) and the stored session check,
// which runs in parallel with the route modules loading.
initTheme();
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Registers the service worker (src/sw.ts, ADR 026).and reports a new version: the prompt
// (components/ui/update-prompt.tsx) says "새 버전이 있어요 — 새로 고침" and only the student's click
// lets the waiting worker take over and reloads. workbox-window is loaded after the first render,
// outside the shell's bundle budget.
import { reportUpdateWaiting } from './update-state';
import { getUserToken } from '@/lib/session/token-storage';
import { warmCourseContent, warmRuntimeFiles } from './content-warm';
import { RELEASE_MESSAGE, userCacheKey } from './sw-routes';

/** How often an open page asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function startServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  wb.addEventListener('waiting', () => {
    reportUpdateWaiting(() => {
      if (registration) reloadIntoNewVersion(registration, navigator.serviceWorker, () => window.location.reload());
      else window.location.reload();
    });
  });
  try {
    registration = await wb.register();
    if (registration) setInterval(() => void registration?.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch {
    // No service worker (private window, blocked): the app works online as before.
    return;
  }
  void warmWhenControlled();
}

/**
 * What 새로 고침 does: the waiting version takes over, then the page reloads into it — never before
 * (the old version would serve the old page again). Whichever comes first reloads, once: this page's
 * controller changing, or the waiting worker reaching 'activated' (a page no worker controlled gets no
 * controllerchange until the new one claims it) or 'redundant' (a newer one replaced it; the reload
 * then shows its prompt). With no waiting worker left — another tab's 새로 고침 already activated it —
 * the page reloads at once: the new version is the active one. (Before, that click did nothing.)
 * Chromium lets the waiting worker take over only once the outgoing one has no request in flight (up
 * to five minutes): the outgoing worker is first told to cut what it is still downloading (sw.ts), or a
 * warm-up or a Python start through it kept the page on the old version after the click.
 */
export function reloadIntoNewVersion(registration: Pick<ServiceWorkerRegistration, 'waiting' | 'active'>, container: Pick<ServiceWorkerContainer, 'addEventListener'>, reload: () => void): void {
  let reloading = false;
  const once = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  const waiting = registration.waiting;
  if (!waiting) {
    once();
    return;
  }
  container.addEventListener('controllerchange', once, { once: true });
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated' || waiting.state === 'redundant') once();
  });
  registration.active?.postMessage({ type: RELEASE_MESSAGE });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Once the service worker controls the page (on the first visit: after it claimed it). */
async function warmWhenControlled(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  }
  // After the page's own work: the student's screen comes first.
  await new Promise((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 1000)));
  await warmRuntimeFiles();
  const token = getUserToken();
  if (!token) return;
  const build = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  // The token's digest, not the user id: the session may still be loading, and a new login starts over.
  const who = (await userCacheKey('', token)).split('=').pop() ?? '';
  await warmCourseContent(token, `${who}:${build}`).catch(() => 0);
}


// Registers the service worker (src/sw.ts, ADR 022) and reports a new version: the prompt
// (components/ui/update-prompt.tsx) says "새 버전이 있어요 — 새로 고침" and only the student's click
// lets the waiting worker take over and reloads. workbox-window is loaded after the first render,
// outside the shell's bundle budget.
import { useSyncExternalStore } from 'react';
import { USER_CACHES } from './sw-routes';

/** How often an open page asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateWaiting = false;
let activate: (() => void) | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A new version waits; `apply` is what the prompt's button does. Exported for tests. */
export function reportUpdateWaiting(apply: () => void): void {
  activate = apply;
  updateWaiting = true;
  emit();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** The student chose to reload into the new version. */
export function applyUpdate(): void {
  if (activate) activate();
  else window.location.reload();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isUpdateWaiting,
    isUpdateWaiting,
  );
}

export async function startServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    reportUpdateWaiting(() => {
      // Reload once the new worker controls this page, never before (its files are the new ones).
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  try {
    const registration = await wb.register();
    if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch {
    // No service worker (private window, blocked): the app works online as before.
  }
}

/**
 * Logout on a shared Chromebook: the copies of course outlines, lessons and the student's own
 * state go with the session. Python's runtime files and the app shell stay (nothing personal).
 */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

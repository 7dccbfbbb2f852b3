// A route's code chunk or CSS that fails to load (the server restarted, or an update removed the old
// file names) heals with one reload at the same URL: drafts and queued actions are in localStorage,
// so nothing typed is lost. A sessionStorage stamp keeps a chunk that is really gone from reloading
// the page in a loop: within RELOAD_GUARD_MS of the last automatic reload the error screen shows.
const STAMP_KEY = 'dodam-chunk-reload-at';
export const RELOAD_GUARD_MS = 30_000;

const CHUNK_ERROR = /dynamically imported module|Loading chunk|Importing a module script failed|Unable to preload CSS|error loading dynamically imported|Loading CSS chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reload once; false when a reload was already tried a moment ago (the caller shows its screen). */
export function reloadOnceForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(STAMP_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(STAMP_KEY, String(now));
  } catch {
    // Without sessionStorage there is no loop guard: do not reload automatically.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Vite reports a failed preload of a chunk or its CSS with this event before the import rejects.
 * During a client-side navigation the address bar still shows the page being left: reloading here
 * would land there and drop the click. Then the error is left to reach the route's error screen,
 * which renders at the new URL and reloads there (RouteError). Any other failed import (the first
 * screen, a module loaded inside a screen) reloads at once at the current URL.
 */
export function installChunkReload(isNavigating: () => boolean): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (isNavigating()) return;
    if (reloadOnceForChunk()) event.preventDefault();
  });
}

/// <reference lib="webworker" />
// The service worker (ADR 026, issue 26): the app shell precached, Python's runtime files cached
// once (versioned names), course content stale-while-revalidate and the student's own state
// network-first, both keyed per signed-in user. A new version waits until the student presses
// "새로 고침" in the prompt (components/ui/update-prompt.tsx): never skipWaiting on its own, so a
// page in use keeps the files it was built with.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { isContentGet, isDroppedRuntimeEntry, isPersonalGet, isRuntimeFile, RELEASE_MESSAGE, releasableFetches, SW_CACHES, userCacheKey } from './lib/offline/sw-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pyodide's WebAssembly is kept once, by the Python worker (ADR 030): the copy an older version of
// this worker put in the runtime cache goes when this version takes over.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(SW_CACHES.runtime))) return;
      const cache = await caches.open(SW_CACHES.runtime);
      for (const request of await cache.keys()) if (isDroppedRuntimeEntry(request.url)) await cache.delete(request);
    })().catch(() => undefined),
  );
});

// Every network request the routes below make, abortable as one group: when the student chose the new
// version, the outgoing worker cuts what it still downloads, so Chromium's wait for it to go idle
// ends at once and the waiting worker takes over (lib/offline/sw-routes.ts: releasableFetches).
const outgoing = releasableFetches();
const releasable: WorkboxPlugin = { requestWillFetch: outgoing.requestWillFetch };

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  // Both sent only by the update prompt, after the student chose to reload: to the waiting worker…
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // …and to this one while it is still the active worker.
  if (data?.type === RELEASE_MESSAGE) outgoing.release();
});
// Claiming matters only on the very first install (no older worker controls the page); an update
// still waits for the prompt above.
clientsClaim();

// Every page of the single-page app opens offline from the precached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/docs/] }));

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isRuntimeFile(url.pathname),
  new CacheFirst({
    cacheName: SW_CACHES.runtime,
    // Three Pyodide files and the trimmed and full stdlib per version, and fonts: old versions fall out.
    plugins: [releasable, new ExpirationPlugin({ maxEntries: 16 })],
  }),
);

/** Per-user cache keys (lib/offline/sw-routes.ts). */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request.url, request.headers.get('Authorization')),
};
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isContentGet(url.pathname),
  new StaleWhileRevalidate({ cacheName: SW_CACHES.content, plugins: [releasable, perUser, okOnly, new ExpirationPlugin({ maxEntries: 2000 })] }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isPersonalGet(url.pathname),
  new NetworkFirst({ cacheName: SW_CACHES.personal, networkTimeoutSeconds: 6, plugins: [releasable, perUser, okOnly, new ExpirationPlugin({ maxEntries: 500 })] }),
);

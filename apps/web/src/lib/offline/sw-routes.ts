// What the service worker (src/sw.ts) does with each request, as plain functions so unit tests can
// check them without a browser (ADR 026). Everything not listed here goes to the network untouched:
// every state-changing call (they go through the one action queue, lib/action-queue), the tutor,
// live streams, teacher and admin screens, the section video.

/** Cache names. The personal ones are emptied at logout (shared school Chromebooks). */
export const SW_CACHES = {
  /** Pyodide's module JavaScript and lock file, the trimmed standard library, fonts: versioned names, fetched once. */
  runtime: 'dodam-runtime-v1',
  /** Course content (lessons, summaries, practice, predict, problems, course outlines). */
  content: 'dodam-content-v1',
  /** The signed-in student's own state that the study screens need to open offline. */
  personal: 'dodam-personal-v1',
} as const;

export const USER_CACHES: readonly string[] = [SW_CACHES.content, SW_CACHES.personal];

/** Pyodide's WebAssembly (9.6 MB decoded): kept once, by the Python worker (python.worker.ts), not here. */
const RUNTIME_WASM = /^\/assets\/pyodide-[^/]+\/[^/]+\.wasm$/;

/**
 * Files whose name carries their version: Pyodide's folder is named after its version and the
 * trimmed standard library and snapshot after their contents (vite.config.ts). The snapshot and
 * Pyodide's WebAssembly are kept by the Python worker itself (the snapshot decoded, both in the origin
 * private file system, where it reads them at every start), so the service worker lets them through:
 * a second copy in the runtime cache only cost every student's profile 9.6 MB (ADR 030).
 */
export function isRuntimeFile(pathname: string): boolean {
  if (/^\/assets\/python-snapshot-/.test(pathname) || RUNTIME_WASM.test(pathname)) return false;
  return /^\/assets\/pyodide-[^/]+\//.test(pathname) || /\.(woff2?|ttf|otf)$/.test(pathname);
}

/**
 * A runtime-cache entry that is not kept any more: Pyodide's WebAssembly, which service workers
 * before ADR 030 cached beside the Python worker's own copy. Deleted when a new version takes over.
 */
export function isDroppedRuntimeEntry(url: string): boolean {
  return RUNTIME_WASM.test(new URL(url, 'http://any').pathname);
}

/**
 * Python's runtime files of a build (vite.config.ts: Pyodide's versioned folder, its patched module
 * JavaScript and the trimmed standard library), or none in `vite dev`. Pyodide's full library is
 * left out: it is fetched, and cached, only when a program imports a module the trimmed one lacks;
 * so is the WebAssembly, which the Python worker fetches and keeps itself.
 */
export function runtimeFileUrls(folder: string | null, module: string | null, stdlib: string | null): string[] {
  if (!folder) return [];
  const files = [module ?? 'pyodide.asm.mjs', 'pyodide-lock.json', ...(stdlib ? [stdlib] : [])];
  return files.map((file) => `/assets/${folder}${file}`);
}

/** A section's files (lesson, summary, practice with its predict blocks, problems, concepts): fixed per deploy, shown from the cache first and refreshed behind. */
export function isContentGet(pathname: string): boolean {
  return /^\/api\/v1\/content\/sections\/[^/]+\/(lesson\.md|summary\.md|practice\.json|problems\.json|concepts\.json)$/.test(pathname);
}

/**
 * What the study screens read when they open and that carries the student's own state (course
 * outlines with progress, the session, lesson steps, evaluation state, drafts): network first, the
 * copy only when the network fails.
 */
export function isPersonalGet(pathname: string): boolean {
  return (
    /^\/api\/v1\/contents(\/[^/]+)?$/.test(pathname) ||
    pathname === '/api/v1/public/config' ||
    pathname === '/api/v1/auth/me' ||
    pathname === '/api/v1/learning/lesson-steps' ||
    pathname === '/api/v1/evaluation/state' ||
    pathname === '/api/v1/drafts' ||
    pathname === '/api/v1/student/dashboard'
  );
}

/**
 * Cache key of an API answer: its URL plus a digest of the bearer token, so two students on one
 * Chromebook never read each other's copies (logout empties these caches as well).
 */
export async function userCacheKey(url: string, authorization: string | null): Promise<string> {
  const marker = authorization ? (await sha256Hex(authorization)).slice(0, 24) : 'anonymous';
  return `${url}${url.includes('?') ? '&' : '?'}__dodam_user=${marker}`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the page sends the active (outgoing) worker when the student pressed 새로 고침 (sw-register.ts). */
export const RELEASE_MESSAGE = 'RELEASE_FOR_UPDATE';

/**
 * The network requests the service worker makes for its routes, made abortable as one group (issue 26,
 * update prompt). Chromium activates a waiting worker after `skipWaiting()` only once the outgoing one
 * has no event in flight (its "lame duck" wait, up to five minutes): a fetch event whose download — and
 * the cache write behind it, kept alive by `waitUntil` — is still running (the runtime-file and course
 * warm-ups, Python fetching its runtime, an API read on a slow network) held 새로 고침 on the old
 * version. `release()` aborts every request started so far, which ends their events; requests made
 * after it get a fresh signal and run normally (a page still on the old version keeps working).
 */
export function releasableFetches(): { requestWillFetch: (param: { request: Request }) => Promise<Request>; release: () => void } {
  let controller = new AbortController();
  return {
    requestWillFetch: async ({ request }) => {
      const signals = [request.signal, controller.signal].filter((signal): signal is AbortSignal => Boolean(signal));
      const signal = typeof AbortSignal.any === 'function' ? AbortSignal.any(signals) : controller.signal;
      return new Request(request, { signal });
    },
    release: () => {
      controller.abort();
      controller = new AbortController();
    },
  };
}

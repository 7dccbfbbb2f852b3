// Logout on a shared Chromebook (ADR 026): the copies of course outlines, lessons and the student's
// own state go with the session, and the next student's warm-up runs again. Python's runtime files
// and the app shell stay (nothing personal).
import { USER_CACHES } from './sw-routes';

/** localStorage key of the content warm-up's stamp (lib/offline/content-warm.ts). */
export const CONTENT_WARM_STAMP = 'dodam-content-warmed';

export async function clearUserCaches(): Promise<void> {
  try {
    localStorage.removeItem(CONTENT_WARM_STAMP);
  } catch {
    // no storage
  }
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

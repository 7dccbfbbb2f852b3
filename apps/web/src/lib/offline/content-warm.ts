// Offline study (issue 26): once the service worker controls the page, the lessons, summaries and
// practice (with its predict blocks) of every section of the student's enrolled courses are read
// once, so the service worker's content cache (lib/offline/sw-routes.ts) holds them before the
// network drops — not only the sections the student happened to open. Once per user and build;
// one file at a time, so it never competes with what the student is doing.

/** The files a section needs to be studied offline. */
export const WARM_FILES = ['lesson.md', 'summary.md', 'practice.json'] as const;
import { SW_CACHES, runtimeFileUrls, userCacheKey } from './sw-routes';

/** Pyodide's folder, its patched module JavaScript and the trimmed standard library of this build (vite.config.ts), null in `vite dev`. */
declare const __PYODIDE_FOLDER__: string | null | undefined;
declare const __PYODIDE_MODULE__: string | null | undefined;
declare const __PYTHON_STDLIB__: string | null | undefined;
import { CONTENT_WARM_STAMP as STAMP_KEY } from './user-caches';

interface ContentList {
  courses?: { enrolled?: boolean; sections?: { id?: unknown }[] }[];
}

/** Section ids of the enrolled courses, in course order, without repeats. */
export function enrolledSectionIds(list: ContentList): string[] {
  const ids: string[] = [];
  for (const course of list.courses ?? []) {
    if (!course.enrolled) continue;
    for (const section of course.sections ?? []) {
      if (typeof section.id === 'string' && /^[0-9]{1,6}$/.test(section.id) && !ids.includes(section.id)) ids.push(section.id);
    }
  }
  return ids;
}

export function warmUrls(sectionIds: string[]): string[] {
  return sectionIds.flatMap((id) => WARM_FILES.map((file) => `/api/v1/content/sections/${id}/${file}`));
}

/** Is this file of this student already in the service worker's content cache? */
async function cached(url: string, token: string): Promise<boolean> {
  if (typeof location === 'undefined') return false;
  return inCache(SW_CACHES.content, await userCacheKey(new URL(url, location.origin).href, `Bearer ${token}`));
}

async function inCache(name: string, key: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    return (await (await caches.open(name)).match(key)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Reads every file not yet cached once through the service worker; `stamp` (token and build) skips
 * the whole pass once it has completed, and an interrupted pass resumes where it stopped. A pass in
 * which a file came back with an error (busy server, 5xx, 429) is not complete: the file is not in the
 * content cache, so the next page load reads it again. Only a 404 (a section without that file) is final.
 */
export async function warmCourseContent(token: string, stamp: string, fetcher: typeof fetch = fetch): Promise<number> {
  try {
    if (localStorage.getItem(STAMP_KEY) === stamp) return 0;
  } catch {
    return 0;
  }
  const headers = { Authorization: `Bearer ${token}` };
  const response = await fetcher('/api/v1/contents', { headers });
  if (!response.ok) return 0;
  const urls = warmUrls(enrolledSectionIds((await response.json()) as ContentList));
  let read = 0;
  let complete = true;
  for (const url of urls) {
    if (await cached(url, token)) continue;
    try {
      const file = await fetcher(url, { headers: { ...headers, Accept: url.endsWith('.md') ? 'text/markdown' : 'application/json' } });
      await file.arrayBuffer();
      if (file.ok) read += 1;
      else if (file.status !== 404) complete = false;
    } catch {
      return read; // offline or the server went away: try again on the next page load
    }
  }
  if (!complete) return read;
  try {
    localStorage.setItem(STAMP_KEY, stamp);
  } catch {
    // no storage: it runs again next time
  }
  return read;
}

/**
 * Reads Python's runtime files once through the service worker, so its runtime cache holds them even
 * when the first page booted Python before the service worker was installed (it is registered only
 * once Python is ready). They come from the browser's HTTP cache then: nothing goes over the air.
 */
export async function warmRuntimeFiles(fetcher: typeof fetch = fetch): Promise<number> {
  const folder = typeof __PYODIDE_FOLDER__ === 'string' ? __PYODIDE_FOLDER__ : null;
  const module = typeof __PYODIDE_MODULE__ === 'string' ? __PYODIDE_MODULE__ : null;
  const stdlib = typeof __PYTHON_STDLIB__ === 'string' ? __PYTHON_STDLIB__ : null;
  let read = 0;
  for (const url of runtimeFileUrls(folder, module, stdlib)) {
    try {
      if (await inCache(SW_CACHES.runtime, url)) continue;
      const response = await fetcher(url);
      await response.arrayBuffer();
      if (response.ok) read += 1;
    } catch {
      return read;
    }
  }
  return read;
}

import { readFileSync, statSync } from 'node:fs';
import { appCsp } from './security-headers.js';

export interface IndexPage {
  html: string;
  /** The page's Content-Security-Policy: its inline scripts allowed by their SHA-256 (appCsp). */
  csp: string;
}

/**
 * index.html and its policy, read and hashed once per version of the file instead of on every
 * request. Each call stats the file (cheap) and reads and hashes it again only when its mtime, size
 * or inode changed, so a rebuilt index.html (dev, an update in place) is followed at once.
 */
export function indexPageCache(path: string, csp: (html: string) => string = appCsp): () => IndexPage {
  let cached: { key: string; page: IndexPage } | undefined;
  return () => {
    const stat = statSync(path);
    const key = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
    if (cached?.key !== key) {
      const html = readFileSync(path, 'utf8');
      cached = { key, page: { html, csp: csp(html) } };
    }
    return cached.page;
  };
}

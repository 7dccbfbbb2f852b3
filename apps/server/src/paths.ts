import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs both from src/ (tests, dev) and from the dist/ bundle, so locate folders by walking
// up to the server package instead of using fixed relative paths.
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@dodam/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@dodam/server package root not found');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = join(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const CONTENT_DIR = join(REPO_ROOT, 'content');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');

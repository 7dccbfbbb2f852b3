import { describe, expect, it } from 'vitest';
import { PYTHON_PAGES, TOKEN_KEY, takeStartedWorker } from './early-boot';
import { TOKEN_KEY as SESSION_TOKEN_KEY } from '@/lib/session/token-storage';

describe('early Python start', () => {
  it('reads the session under the key the session store writes', () => {
    expect(TOKEN_KEY).toBe(SESSION_TOKEN_KEY);
  });

  it('starts only on the pages that run Python as they open', () => {
    for (const path of ['/playground', '/learning/python/practice', '/learning/python/evaluation/', '/tutor/practice']) expect(PYTHON_PAGES.test(path)).toBe(true);
    for (const path of ['/', '/learning/python', '/learning/python/lesson', '/admin/practice', '/learning/a/b/practice']) expect(PYTHON_PAGES.test(path)).toBe(false);
  });

  it('hands over nothing when no worker was started, and no early start happens afterwards', () => {
    expect(takeStartedWorker()).toBeNull();
    expect(globalThis.__dodamEarlyPython).toBeNull();
  });
});

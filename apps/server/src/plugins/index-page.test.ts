import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexPageCache } from './index-page.js';
import { appCsp } from './security-headers.js';

const page = (script: string) => `<!doctype html><head><script type="module">${script}</script><title>도담</title></head>`;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('indexPageCache', () => {
  it('reads and hashes index.html once while the file does not change', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'dodam-index-')), 'index.html');
    writeFileSync(path, page('globalThis.a = 1;'));
    const csp = vi.fn(appCsp);
    const get = indexPageCache(path, csp);
    for (let i = 0; i < 50; i++) {
      const { html, csp: policy } = get();
      expect(html).toContain('globalThis.a = 1;');
      expect(policy).toContain(hash('globalThis.a = 1;'));
    }
    expect(csp).toHaveBeenCalledTimes(1);
  });

  it('follows a changed index.html: rewritten in place (same size) or replaced by a rename', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dodam-index-'));
    const path = join(dir, 'index.html');
    writeFileSync(path, page('globalThis.a = 1;'));
    const csp = vi.fn(appCsp);
    const get = indexPageCache(path, csp);
    expect(get().csp).toContain(hash('globalThis.a = 1;'));

    // Same length, new content; the mtime is moved on explicitly so a coarse clock cannot hide it.
    writeFileSync(path, page('globalThis.b = 2;'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path, later, later);
    expect(get().csp).toContain(hash('globalThis.b = 2;'));
    expect(get().csp).not.toContain(hash('globalThis.a = 1;'));
    expect(get().html).toContain('globalThis.b = 2;');

    // A build writing a new file and renaming it over the old one (a new inode).
    const next = join(dir, 'index.html.tmp');
    writeFileSync(next, page('globalThis.c = 333;'));
    renameSync(next, path);
    expect(get().csp).toContain(hash('globalThis.c = 333;'));
    expect(get().csp).toContain("'self' 'wasm-unsafe-eval'");
    expect(csp).toHaveBeenCalledTimes(3);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// Issue 26: a new version is announced ("새 버전이 있어요 — 새로 고침") and never breaks a page in
// use; the student's click loads it. Two builds under one server without two Vite builds: the
// suite's build is copied to a folder of its own and served by a second real server process (build
// A); build B is then deployed into that folder the way a deploy changes it — a new index.html and a
// service worker whose precache manifest carries its new revision (deployBuildB). The browser's own
// update check finds the changed sw.js, Workbox installs B next to A, and the page keeps A until
// the student presses the button.
// Chromium lets the waiting worker take over only once build A's worker has no request in flight (up
// to five minutes): a runtime file still downloading through it kept the page on A after the click
// (the spec's old flakiness: the login page's runtime warm-up under load). The click here is made
// while such a download is held on a slow network, so every run checks that it no longer matters.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PORT = Number(process.env.E2E_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
const BASE = `http://127.0.0.1:${PORT}`;
// Made in beforeAll and removed in afterAll: Playwright imports this file in every process that
// collects the suite, so folders made at import were left behind by each of them.
let webDir = '';
let dataDir = '';
let server: ChildProcess | null = null;

async function waitHealthy(timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`server on ${BASE} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Build B: index.html gains a marker, and sw.js's precache manifest the revision of the new
 * index.html (what a real build writes); the pre-compressed copies of both files go, as a deploy
 * replaces them.
 */
function deployBuildB(dir: string): string {
  const indexPath = join(dir, 'index.html');
  const html = readFileSync(indexPath, 'utf8').replace('<head>', '<head><meta name="dodam-build" content="B">');
  writeFileSync(indexPath, html);
  const revision = createHash('md5').update(html).digest('hex');
  const swPath = join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const entry = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;
  if (!entry.test(sw)) throw new Error('index.html is not in the service worker precache manifest');
  writeFileSync(swPath, sw.replace(entry, `{"revision":"${revision}","url":"index.html"}`));
  for (const file of [indexPath, swPath]) for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
  return revision;
}

test.describe('new version prompt (issue 26)', () => {
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    // A second server on a fresh database: on a busy machine its start alone can pass the
    // suite's 60-second hook timeout (waitHealthy allows more).
    test.setTimeout(180_000);
    webDir = mkdtempSync(join(tmpdir(), 'dodam-update-web-'));
    dataDir = mkdtempSync(join(tmpdir(), 'dodam-update-data-'));
    // E2E_UPDATE_WEB_DIST: another build of the same source as build A (its Python snapshot differs byte for byte).
    cpSync(process.env.E2E_UPDATE_WEB_DIST ?? join(root, 'apps/web/dist'), webDir, { recursive: true });
    server = spawn('node', [join(root, 'apps/server/dist/server.js')], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDir, ADMIN_PASSWORD: `update-${Date.now().toString(36)}`, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await waitHealthy();
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    for (const dir of [webDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('build B deployed under an open page: the prompt shows, the page in use keeps working, 새로 고침 loads B', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await page.goto('/login');
    // Build A's service worker installed and controlling the page.
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.ready;
        return Boolean(registration.active && navigator.serviceWorker.controller);
      },
      null,
      { timeout: 90_000, polling: 500 },
    );
    // The page in use: something typed, and a marker that a reload would lose.
    await page.getByLabel('아이디', { exact: true }).fill('student-typing');
    await page.evaluate(() => ((window as unknown as { __pageInUse: boolean }).__pageInUse = true));
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    deployBuildB(webDir);
    // The browser's update check (the page makes it every hour; a navigation makes it too).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('새 버전이 있어요', { timeout: 60_000 });
    // Nothing changed under the student: same page, same typing, still build A.
    expect(await page.evaluate(() => (window as unknown as { __pageInUse?: boolean }).__pageInUse)).toBe(true);
    await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('student-typing');
    await expect(page.locator('meta[name="dodam-build"]')).toHaveCount(0);
    // The page keeps working on A meanwhile: a client-side navigation loads its screen.
    await page.getByRole('link', { name: '회원가입' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pageInUse?: boolean }).__pageInUse)).toBe(true);

    // A request in flight through build A's worker at the moment of the click: Pyodide's full standard
    // library (what a program importing an uncommon module fetches through the runtime route) on a
    // network that holds it for a minute.
    const pyodideFolder = readdirSync(join(webDir, 'assets')).find((name) => name.startsWith('pyodide-'));
    expect(pyodideFolder).toBeTruthy();
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    await context.route('**/python_stdlib.zip', async (route) => {
      held();
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await route.continue().catch(() => undefined);
    });
    await page.evaluate((url) => void fetch(url).then((response) => response.arrayBuffer()).catch(() => undefined), `/assets/${pyodideFolder}/python_stdlib.zip`);
    await holding;

    // What a service worker before ADR 030 kept in its runtime cache beside the Python worker's own copy
    // of the WebAssembly: the version taking over deletes it.
    const oldWasm = `/assets/${pyodideFolder}/pyodide.asm.wasm`;
    const wasmInRuntimeCache = (url: string) => page.evaluate(async (key) => Boolean(await (await caches.open('dodam-runtime-v1')).match(key)), url);
    await page.evaluate(async (key) => (await caches.open('dodam-runtime-v1')).put(key, new Response(new Uint8Array(8), { headers: { 'Content-Type': 'application/wasm' } })), oldWasm);
    expect(await wasmInRuntimeCache(oldWasm)).toBe(true);

    // The student's click: the waiting worker takes over and the page reloads into B.
    await prompt.getByRole('button', { name: '새로 고침' }).click();
    await expect(page.locator('meta[name="dodam-build"]')).toHaveAttribute('content', 'B', { timeout: 30_000 });
    await expect.poll(() => wasmInRuntimeCache(oldWasm), { timeout: 15_000 }).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __pageInUse?: boolean }).__pageInUse)).toBeUndefined();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // B's service worker is the one in charge, and it serves B's shell offline.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('meta[name="dodam-build"]')).toHaveAttribute('content', 'B');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

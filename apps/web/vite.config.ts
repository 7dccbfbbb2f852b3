import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { VitePWA } from 'vite-plugin-pwa';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { patchPyodideModule } from './scripts/patch-pyodide.mjs';

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve('pyodide/package.json'));
const webDir = dirname(new URL(import.meta.url).pathname);
const runnerPath = join(webDir, 'src/python/runner.py');
const snapshotScript = join(webDir, 'scripts/make-python-snapshot.mjs');
const snapshotFormat = join(webDir, 'scripts/sparse-snapshot.mjs');

// The Python memory snapshot (ADR 007): named after everything it depends on (Pyodide version, the
// runner — it is compiled into the snapshot — and the script), so an immutable cached copy never
// meets another Pyodide or another runner.
const pyodideVersion = (JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string }).version;
const snapshotKey = createHash('sha256').update(pyodideVersion).update(readFileSync(runnerPath)).update(readFileSync(snapshotScript)).update(readFileSync(snapshotFormat)).digest('hex').slice(0, 10);
const snapshotFile = `python-snapshot-${pyodideVersion}-${snapshotKey}.bin`;
// The trimmed standard library a restored worker mounts (scripts/make-python-stdlib.mjs, issue 26).
const stdlibScript = join(webDir, 'scripts/make-python-stdlib.mjs');
const stdlibRest = join(webDir, 'src/python/stdlib_rest.py');
const stdlibKey = createHash('sha256').update(pyodideVersion).update(readFileSync(stdlibScript)).update(readFileSync(stdlibRest)).digest('hex').slice(0, 10);
const stdlibFile = `python_stdlib-${stdlibKey}.zip`;
// Both files are named after everything that makes them, so a build reuses the copy an earlier build
// made (the snapshot's bytes differ from run to run, which would also defeat the compression cache).
const pythonCache = join(webDir, '../../node_modules/.cache/dodam-python');
// Pyodide's core files keep their upstream names; a folder named after the version lets them be
// cached as immutable like every hashed asset (no revalidation request on each page load).
const pyodideFolder = `pyodide-${pyodideVersion}`;
// Pyodide's module JavaScript with its dynamic-linking start made lazy (scripts/patch-pyodide.mjs, ADR
// 029), named after the patch so a cached copy never meets another one.
const pyodidePatch = join(webDir, 'scripts/patch-pyodide.mjs');
const pyodideModuleFile = `pyodide.asm-${createHash('sha256').update(pyodideVersion).update(readFileSync(pyodidePatch)).digest('hex').slice(0, 10)}.mjs`;

// On by default; DODAM_PYTHON_SNAPSHOT=0 builds without it (the worker then boots the normal way).
const SNAPSHOT_ENABLED = process.env.DODAM_PYTHON_SNAPSHOT !== '0';

/** Runs a build script writing `output`, or copies what an earlier build made under the same name. */
function made(script: string, args: string[], output: string): boolean {
  const cached = join(pythonCache, basename(output));
  if (!existsSync(cached)) {
    mkdirSync(pythonCache, { recursive: true });
    const result = spawnSync(process.execPath, [script, ...args, `${cached}.tmp`], { cwd: webDir, stdio: 'inherit' });
    if (result.status !== 0) return false;
    renameSync(`${cached}.tmp`, cached);
  }
  mkdirSync(dirname(output), { recursive: true });
  copyFileSync(cached, output);
  return true;
}

/** Writes the snapshot next to the Pyodide files once the build is written (production builds only). */
function pythonSnapshot(): Plugin {
  let outDir = 'dist';
  let done = false;
  return {
    name: 'dodam-python-snapshot',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (done || !SNAPSHOT_ENABLED) return;
      done = true;
      // Without the trimmed library the worker mounts the full one; without a snapshot it boots the
      // normal way: a failed step must not fail the build.
      if (!made(stdlibScript, [], join(outDir, 'assets', pyodideFolder, stdlibFile))) console.warn('[dodam] trimmed standard library not made; the worker will mount the full one');
      if (!made(snapshotScript, [runnerPath], join(outDir, 'assets', snapshotFile))) console.warn('[dodam] Python memory snapshot not made; the worker will boot without it');
    },
  };
}
/**
 * The early Python start (src/python/early-boot.ts) is an entry of its own, written into index.html
 * as an inline classic script ahead of the app's bundle: the worker starts as soon as the page's head
 * is parsed, without waiting for a script file (through the service worker on every reload; behind
 * the app's ≈ 25 module files on a first visit) (issue 26). The server allows it by its hash
 * (apps/server/src/plugins/security-headers.ts: appCsp). The chunk stays a file too: the app's runtime
 * imports it (python/client.ts) and adopts the worker.
 */
const EARLY_ENTRY = 'python-early';
/**
 * The entry's module code as a classic script: the parser runs an inline classic script the moment it
 * reaches it, while an inline module script (even async) waited for a task of its own behind the
 * parsing and compiling of the app's modules — `python-early` came 280–400 ms after the app's bundle
 * had arrived at load 17 (bench/README.md). Its exports (used only by the app's import of the file)
 * are dropped, `import.meta.url` (only the base of the worker's absolute URL) becomes the page's
 * address, and the code runs in a function of its own in strict mode, as a module would.
 */
function classicScript(moduleCode: string): string {
  const code = moduleCode.replace(/\bexport\s*\{[^}]*\};?\s*$/, '').replaceAll('import.meta.url', 'location.href');
  if (/\b(import|export)\b/.test(code)) throw new Error(`[dodam] ${EARLY_ENTRY} still holds an import or export; it cannot run as a classic script`);
  return `(function(){"use strict";${code}})();`;
}
function earlyPythonScript(): Plugin {
  return {
    name: 'dodam-early-python',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === EARLY_ENTRY);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`[dodam] entry ${EARLY_ENTRY} missing from the build`);
        // Inline, a relative import would resolve against the page's address: the entry must stand alone.
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) throw new Error(`[dodam] ${EARLY_ENTRY} imports other chunks; it must stand alone to be inlined`);
        const code = classicScript(chunk.code.replace(/\n?\/\/# sourceMappingURL=.*$/, '').trim());
        if (/<\/script|<!--/i.test(code)) throw new Error(`[dodam] ${EARLY_ENTRY} cannot be inlined into index.html`);
        // Right after the charset declaration (which must stay within the first 1024 bytes).
        const charset = /<meta charset="UTF-8" \/>\n?/i;
        if (!charset.test(html)) throw new Error('[dodam] index.html has no <meta charset="UTF-8" />');
        return html.replace(charset, (meta) => `${meta}    <script>${code}</script>\n`);
      },
    },
  };
}
/**
 * What the service worker precaches: every file of the build except the chunks only staff screens
 * load (admin, teacher), which are no offline study and cost each student's first visit ≈ 0.1 MB
 * (issue 26). Read from Vite's manifest of the build: a chunk is kept when an entry reaches it
 * through imports without passing a staff screen's module.
 */
const STAFF_SOURCES = /^src\/features\/(admin\/|dashboards\/teacher|auth\/admin-login-page)/;
interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
function staffOnlyFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || STAFF_SOURCES.test(key)) return;
    reached.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  const kept = files(reached);
  return new Set([...files(Object.keys(manifest))].filter((file) => !kept.has(file)));
}
const apiTarget = process.env.DODAM_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Pyodide recipe (pyodide docs, working-with-bundlers): keep it out of dependency optimisation and
// copy its four core files into a versioned folder next to the worker bundle (no CDN).
export default defineConfig(({ command }) => ({
  // The worker asks for the snapshot only in builds that made one; in `vite dev` it loads Pyodide
  // from node_modules (no folder).
  define: {
    __PYTHON_SNAPSHOT__: JSON.stringify(command === 'build' && SNAPSHOT_ENABLED ? snapshotFile : null),
    __PYODIDE_FOLDER__: JSON.stringify(command === 'build' ? `${pyodideFolder}/` : null),
    __PYODIDE_MODULE__: JSON.stringify(command === 'build' ? pyodideModuleFile : null),
    __PYTHON_STDLIB__: JSON.stringify(command === 'build' && SNAPSHOT_ENABLED ? stdlibFile : null),
  },
  plugins: [
    pythonSnapshot(),
    earlyPythonScript(),
    react(),
    // The service worker (ADR 026): src/sw.ts with the build's file list injected. Python's runtime
    // files are not precached (they are cached on first use, src/lib/offline/sw-routes.ts), nor are
    // the pre-compressed copies the server sends in their place.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: '도담 · 파이썬 학습',
        short_name: '도담',
        description: 'AI 튜터와 함께 배우는 한국어 파이썬 학습 플랫폼',
        lang: 'ko',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0d6efd',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['assets/pyodide-*/**', 'assets/python-snapshot-*', '**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const manifestPath = join(webDir, 'dist/.vite/manifest.json');
            if (!existsSync(manifestPath)) return { manifest: entries };
            const staff = staffOnlyFiles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>);
            // Only the build needs it: not served.
            rmSync(dirname(manifestPath), { recursive: true, force: true });
            return { manifest: entries.filter((entry) => !staff.has(entry.url)) };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    viteStaticCopy({
      targets: [
        ...['pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'].map((file) => ({
          src: join(pyodideDir, file),
          dest: `assets/${pyodideFolder}`,
        })),
        { src: join(pyodideDir, 'pyodide.asm.mjs'), dest: `assets/${pyodideFolder}`, rename: pyodideModuleFile, transform: (content: string) => patchPyodideModule(content) },
      ],
    }),
  ],
  resolve: { alias: { '@': join(dirname(new URL(import.meta.url).pathname), 'src') } },
  optimizeDeps: { exclude: ['pyodide'] },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Read by the precache filter above (staff screens' chunks).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { index: join(webDir, 'index.html'), [EARLY_ENTRY]: join(webDir, 'src/python/early-boot.ts') } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
}));

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve('pyodide/package.json'));
const webDir = dirname(new URL(import.meta.url).pathname);
const runnerPath = join(webDir, 'src/python/runner.py');
const snapshotScript = join(webDir, 'scripts/make-python-snapshot.mjs');

// The Python memory snapshot (ADR 007): named after everything it depends on (Pyodide version, the
// runner — it is compiled into the snapshot — and the script), so an immutable cached copy never
// meets another Pyodide or another runner.
const pyodideVersion = (JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string }).version;
const snapshotKey = createHash('sha256').update(pyodideVersion).update(readFileSync(runnerPath)).update(readFileSync(snapshotScript)).digest('hex').slice(0, 10);
const snapshotFile = `python-snapshot-${pyodideVersion}-${snapshotKey}.bin`;
// Pyodide's core files keep their upstream names; a folder named after the version lets them be
// cached as immutable like every hashed asset (no revalidation request on each page load).
const pyodideFolder = `pyodide-${pyodideVersion}`;

// On by default; DODAM_PYTHON_SNAPSHOT=0 builds without it (the worker then boots the normal way).
const SNAPSHOT_ENABLED = process.env.DODAM_PYTHON_SNAPSHOT !== '0';

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
      const result = spawnSync(process.execPath, [snapshotScript, runnerPath, join(outDir, 'assets', snapshotFile)], { cwd: webDir, stdio: 'inherit' });
      // Without a snapshot the worker boots the normal way; a failed step must not fail the build.
      if (result.status !== 0) console.warn('[dodam] Python memory snapshot not made; the worker will boot without it');
    },
  };
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
  },
  plugins: [
    pythonSnapshot(),
    react(),
    viteStaticCopy({
      targets: ['pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'].map((file) => ({
        src: join(pyodideDir, file),
        dest: `assets/${pyodideFolder}`,
      })),
    }),
  ],
  resolve: { alias: { '@': join(dirname(new URL(import.meta.url).pathname), 'src') } },
  optimizeDeps: { exclude: ['pyodide'] },
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve('pyodide/package.json'));
const apiTarget = process.env.DODAM_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Pyodide recipe (pyodide docs, working-with-bundlers): keep it out of dependency optimisation and
// copy its four core files next to the worker bundle so loadPyodide() finds them without a CDN.
export default defineConfig({
  plugins: [
    react(),
    viteStaticCopy({
      targets: ['pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'].map((file) => ({
        src: join(pyodideDir, file),
        dest: 'assets',
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
});

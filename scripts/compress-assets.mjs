#!/usr/bin/env node
// Pre-compress the web build (brotli + gzip) so the server sends files compressed without doing it
// on every request (@fastify/static preCompressed). Files over 256 KB (Pyodide's WebAssembly, the
// memory snapshot, the standard library) get brotli's best setting with a 16 MB window (issue 26:
// snapshot 4.96 → 4.15 MB, WebAssembly 3.10 → 2.77 MB); that takes minutes, so the results are kept
// in node_modules/.cache/dodam-compress under the content's digest and reused by the next build.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const cacheDir = new URL('../node_modules/.cache/dodam-compress/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|zip|txt|map|bin|webmanifest)$/;
const LARGE = 256 * 1024;
let saved = 0;

function brotli(data) {
  const large = data.length > LARGE;
  const params = large
    ? { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: data.length }
    : { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  if (!large) return brotliCompressSync(data, { params });
  const digest = createHash('sha256').update(data).digest('hex');
  const cached = join(cacheDir, `${digest}.br`);
  if (existsSync(cached)) return readFileSync(cached);
  const br = brotliCompressSync(data, { params });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${cached}.tmp`, br);
  renameSync(`${cached}.tmp`, cached);
  return br;
}

const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      const br = brotli(data);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      saved += data.length - br.length;
    }
  }
};
walk(dist);
console.log(`[dodam] compressed web assets (brotli saves ${(saved / 1048576).toFixed(1)} MB)`);

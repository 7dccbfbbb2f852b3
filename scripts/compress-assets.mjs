#!/usr/bin/env node
// Pre-compress the web build (brotli + gzip) so the server sends the 13 MB Pyodide files as ≈ 5 MB
// without compressing on every request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|zip|txt|map|bin)$/;
let saved = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      saved += data.length - br.length;
    }
  }
};
walk(dist);
console.log(`[dodam] compressed web assets (brotli saves ${(saved / 1048576).toFixed(1)} MB)`);

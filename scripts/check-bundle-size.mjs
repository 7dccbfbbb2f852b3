#!/usr/bin/env node
// Budget: the JavaScript the landing page loads up front (entry + modulepreloads), gzipped, ≤ 200 KB.
// Back to 200 KB: contracts declares itself free of side effects except its index (the Korean zod
// locale), so the shell no longer carries modules it never uses (Python error rules: 215 → 172 KB).
// The editor, Pyodide and markdown must stay in lazy chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.DODAM_BUNDLE_BUDGET_KB ?? 200);
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of new Set(files)) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gz`);
}
const kb = total / 1024;
console.log(`[dodam] initial JS ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error('[dodam] 번들 예산 초과 / bundle budget exceeded: move heavy code behind lazy imports');
  process.exit(1);
}

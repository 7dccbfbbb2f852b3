// Bundles the server (and the workspace contracts) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dodam/'));

await build({
  entryPoints: { server: 'src/server.ts', 'seed-demo': 'src/seed-demo.ts', backup: 'src/backup-cli.ts', restore: 'src/restore-cli.ts', retention: 'src/retention-cli.ts', 'estimate-minutes': 'src/estimate-minutes.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

#!/usr/bin/env node
// Dodam's one entry point for `npm start`, `npm test`, `npm run dev|build|seed:demo|backup|restore|retention`.
// It has no dependencies of its own so it can run on a fresh clone before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2] ?? 'start';
const isWin = process.platform === 'win32';

function log(message) {
  console.log(`\x1b[36m[dodam]\x1b[0m ${message}`);
}

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: isWin, ...opts });
  if (result.status !== 0) {
    console.error(`\n[dodam] 실패 / failed: ${cmd} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const npx = (args, opts) => run('npx', ['--no-install', ...args], opts);

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  log('의존성을 설치합니다 / installing dependencies (npm ci)…');
  run('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

const WEB_INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'package-lock.json'];
const SERVER_INPUTS = ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src', 'package-lock.json'];

function buildIfStale(name, inputs, stamp, build) {
  const stampPath = join(root, stamp);
  if (existsSync(stampPath) && statSync(stampPath).mtimeMs >= newestMtime(inputs)) return;
  log(`${name} 빌드 중 / building ${name}…`);
  build();
  writeFileSync(stampPath, new Date().toISOString());
}

function buildAll() {
  buildIfStale('web', WEB_INPUTS, 'apps/web/dist/.build-stamp', () => {
    run('npm', ['run', 'build', '-w', '@dodam/web']);
    run('node', ['scripts/compress-assets.mjs']);
  });
  buildIfStale('server', SERVER_INPUTS, 'apps/server/dist/.build-stamp', () => run('npm', ['run', 'build', '-w', '@dodam/server']));
}

function serve(entry, extraEnv = {}, args = []) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist', entry), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

switch (command) {
  case 'start': {
    ensureDependencies();
    buildAll();
    log(`서버 시작 / starting on http://localhost:${process.env.PORT ?? 3000}`);
    serve('server.js');
    break;
  }
  case 'build': {
    ensureDependencies();
    buildAll();
    break;
  }
  case 'seed-demo': {
    ensureDependencies();
    buildAll();
    serve('seed-demo.js', {}, process.argv.slice(3));
    break;
  }
  case 'retention': {
    // `npm run retention -- --dry-run|--run` (issue 25): beside the running server, like backup.
    ensureDependencies();
    buildIfStale('server', SERVER_INPUTS, 'apps/server/dist/.build-stamp', () => run('npm', ['run', 'build', '-w', '@dodam/server']));
    serve('retention.js', {}, process.argv.slice(3));
    break;
  }
  case 'backup':
  case 'restore': {
    ensureDependencies();
    buildIfStale('server', SERVER_INPUTS, 'apps/server/dist/.build-stamp', () => run('npm', ['run', 'build', '-w', '@dodam/server']));
    // `npm run restore <file>`: the file as the user typed it, from where they typed it.
    const from = process.env.INIT_CWD ?? process.cwd();
    serve(`${command}.js`, {}, process.argv.slice(3).map((a) => (a.startsWith('-') ? a : resolve(from, a))));
    break;
  }
  case 'dev': {
    ensureDependencies();
    buildIfStale('server', SERVER_INPUTS, 'apps/server/dist/.build-stamp', () => run('npm', ['run', 'build', '-w', '@dodam/server']));
    log('개발 모드: API http://localhost:3000, 웹(HMR) http://localhost:5173');
    const api = serve('server.js', { NODE_ENV: 'development' });
    const vite = spawn('npx', ['--no-install', 'vite'], { cwd: join(root, 'apps/web'), stdio: 'inherit', shell: isWin });
    const stop = () => {
      api.kill('SIGTERM');
      vite.kill('SIGTERM');
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    break;
  }
  case 'test': {
    ensureDependencies();
    log('1/6 lint');
    npx(['eslint', '.', '--max-warnings=0']);
    log('2/6 typecheck');
    // The same check as `npm run typecheck`: the root tsconfig references every workspace.
    npx(['tsc', '-b']);
    log('3/6 unit tests');
    npx(['vitest', 'run', '--project', 'unit']);
    log('4/6 API tests');
    npx(['vitest', 'run', '--project', 'api']);
    log('5/6 build + bundle budget');
    buildAll();
    run('node', ['scripts/check-bundle-size.mjs']);
    log('6/6 E2E (Chromium)');
    run('node', ['scripts/e2e.mjs']);
    log('모든 검사를 통과했습니다 / all checks passed');
    break;
  }
  default:
    console.error(`unknown command: ${command} (start | dev | build | test | seed-demo | backup | restore | retention)`);
    process.exit(2);
}

#!/usr/bin/env node
// Runs the Playwright E2E suite in Debian's Chromium against the built app on a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  console.error(
    '[dodam] Chromium을 찾을 수 없어 E2E 테스트를 실행할 수 없습니다.\n' +
      '        Chromium not found. Install it with:  sudo apt-get install -y chromium\n' +
      '        or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dodam-e2e-'));
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_DATA_DIR: dataDir,
  ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  E2E_PORT: process.env.E2E_PORT ?? '4173',
};
const result = spawnSync('npx', ['--no-install', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

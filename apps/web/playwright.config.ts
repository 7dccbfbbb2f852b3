import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

// Started by scripts/e2e.mjs, which provides a fresh data dir, the admin password and Chromium's path.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
        },
      },
    },
  ],
  webServer: {
    command: `node ${join(root, 'apps/server/dist/server.js')}`,
    url: `${baseURL}/api/v1/health`,
    // A busy shared machine can take close to a minute to boot the server; E2E_SERVER_TIMEOUT_MS raises it.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(root, 'data-e2e'),
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? '',
      LOG_LEVEL: 'warn',
      // Generous login throttling: the suite logs in many times from one IP.
      LOGIN_MAX_FAILURES_PER_IP: '10000',
    },
  },
});

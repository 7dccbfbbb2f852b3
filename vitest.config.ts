import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and API tests that boot the Fastify app on a fresh database.
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's '@/…' alias (apps/web/vite.config.ts); '@dodam/…' packages are not affected.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'content/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry; two forks fit the 2-core machine.
          pool: 'forks',
          maxWorkers: 2,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});

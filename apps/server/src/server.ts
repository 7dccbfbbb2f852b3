import { ConfigError, loadConfig } from './config.js';
import { retentionRunRequestSchema } from '@dodam/contracts/privacy';
import { runRetention, startRetentionSchedule } from './services/retention.js';
import { ServerLockBusyError, holdServerLock, openDatabase } from './db/client.js';
import { serveControl } from './db/control-socket.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { demoOptionsSchema, seedDemo } from './demo/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75);
    }
    throw err;
  }
  // PostgreSQL: the server lock (shared) for the process's life, which `npm run restore` checks.
  let serverLock: { release(): Promise<void> } | null = null;
  if (config.DATABASE_URL) {
    try {
      serverLock = await holdServerLock(config.DATABASE_URL);
    } catch (err) {
      if (err instanceof ServerLockBusyError) {
        console.error(err.message);
        await database.close();
        process.exit(75);
      }
      throw err;
    }
  }
  const held = database;
  // The control socket opens as soon as the data directory is ours, before the (slow) start: a
  // `npm run seed:demo` or `npm run backup` started while the server is still starting is accepted
  // and its command waits until the server is ready, instead of finding a lock without a socket.
  let ready: (app: FastifyInstance) => void = () => undefined;
  let failed: (err: unknown) => void = () => undefined;
  const appReady = new Promise<FastifyInstance>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  appReady.catch(() => undefined);
  const logTo = (app: FastifyInstance, progress: (line: string) => void) => (line: string) => {
    app.log.info(line);
    progress(line);
  };
  // `npm run seed:demo` while the server runs asks the server instead of opening the directory twice.
  const control = database.lock
    ? await serveControl(database.lock, config.dataDir, {
        'seed-demo': async ({ progress, args }) => {
          const { days } = demoOptionsSchema.parse(args ?? {});
          const app = await appReady;
          return seedDemo(config, held, { history: true, days, log: logTo(app, progress) });
        },
        'seed-demo-accounts': async ({ progress }) => {
          const app = await appReady;
          return seedDemo(config, held, { history: false, log: logTo(app, progress) });
        },
        // `npm run backup` while the server holds the embedded data directory (ADR 017).
        backup: async () => {
          const app = await appReady;
          const file = await app.backups.create('manual');
          return { path: file.path, size_bytes: file.size_bytes, created_at: file.created_at, rows: file.rows };
        },
        // `npm run retention -- --dry-run|--run` while the server holds the embedded data directory (issue 25).
        retention: async ({ args }) => {
          const { dry_run } = retentionRunRequestSchema.parse(args ?? {});
          const app = await appReady;
          return runRetention(app.deps, null, new Date(), dry_run, 'cli');
        },
      })
    : null;
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database });
  } catch (err) {
    failed(err);
    throw err;
  }
  ready(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    // app.close() stops accepting, waits for in-flight requests, then runs onClose (database close).
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    Promise.all([control?.close(), app.close(), serverLock?.release()]).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.backups.start();
  // Retention (issue 25): inactive accounts are noticed, then deleted, on the server's schedule.
  startRetentionSchedule(app.deps, app.log);
  app.log.info({ database: database.dialect, dataDir: config.DATABASE_URL ? undefined : config.dataDir }, 'dodam ready');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { serveControl } from './db/control-socket.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { buildApp } from './app.js';
import { seedDemo } from './demo/index.js';

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
  const app = await buildApp({ config, database });
  const held = database;
  const log = (line: string) => app.log.info(line);
  // `npm run seed:demo` while the server runs asks the server instead of opening the directory twice.
  const control = database.lock
    ? await serveControl(database.lock, config.dataDir, {
        'seed-demo': ({ progress }) => seedDemo(config, held, { history: true, log: (line) => (log(line), progress(line)) }),
        'seed-demo-accounts': ({ progress }) => seedDemo(config, held, { history: false, log: (line) => (log(line), progress(line)) }),
        // `npm run backup` while the server holds the embedded data directory (ADR 017).
        backup: async () => {
          const file = await app.backups.create('manual');
          return { path: file.path, size_bytes: file.size_bytes, created_at: file.created_at, rows: file.rows };
        },
      })
    : null;

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
    Promise.all([control?.close(), app.close()]).then(
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
  app.log.info({ database: database.dialect, dataDir: config.DATABASE_URL ? undefined : config.dataDir }, 'dodam ready');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

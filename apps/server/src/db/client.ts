import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** The embedded data directory's lock (PGlite on disk only); released by close(). */
  lock?: DataDirLock;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process does exclusive work on this database: on PostgreSQL a
   * session advisory lock on a connection of its own (server instances starting together must not
   * run the migrations or create the first admin twice); PGlite is one process already (data-dir lock).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock key of Database.exclusive() ('dodam' in ASCII); advisory locks are per database. */
export const EXCLUSIVE_LOCK_KEY = 0x646f64616d;

/**
 * pg_advisory_lock key a running server holds (shared) for its whole life on PostgreSQL: `npm run
 * restore` takes it exclusively, so it finds a server that uses the database whether or not the
 * server's pool has open connections at that moment, and no server starts while a restore runs.
 */
export const SERVER_LOCK_KEY = 0x646f64616e;

export class ServerLockBusyError extends Error {}

/**
 * Holds the shared server lock on a connection of its own until `release()`. A lost connection is
 * re-made (and the lock re-taken) every few seconds. Throws ServerLockBusyError while a restore
 * holds the lock exclusively.
 */
export async function holdServerLock(url: string, log: (message: string) => void = console.error): Promise<{ release(): Promise<void> }> {
  let client: pg.Client | null = null;
  let released = false;
  let retry: NodeJS.Timeout | null = null;
  const take = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) => {
      log(`postgres: the server lock's connection was lost (${err.message}); taking it again`);
      client = null;
      if (!released) retry = setTimeout(() => void take().catch(() => undefined), 5_000);
    });
    await c.connect();
    const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock_shared($1) as ok', [SERVER_LOCK_KEY]);
    if (!rows[0]?.ok) {
      await c.end();
      throw new ServerLockBusyError('데이터베이스를 복원하는 중이라 서버를 시작할 수 없습니다. 복원이 끝난 뒤 다시 시작하세요. / A restore into this database is running: start the server after it ends.');
    }
    client = c;
  };
  await take();
  return {
    async release() {
      released = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    dialect: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (err) => console.error(`postgres: idle connection lost (${err.message})`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    dialect: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    async exclusive(work) {
      // Not a pool connection: the work itself needs the pool, whatever its size. The lock ends with
      // the session, also when this process dies while holding it.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        return await work();
      } finally {
        await holder.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PGlite under dataDir/pglite, or PostgreSQL when a URL is given. The embedded directory is
 * locked for this process first: a second process gets DataDirLockedError (who holds it) at once.
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = `${opts.dataDir}/pglite`;
  mkdirSync(dirname(dir), { recursive: true });
  const lock = acquireDataDirLock(opts.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir);
  } catch (err) {
    lock.release();
    throw err;
  }
  const database = fromPglite(client);
  return {
    ...database,
    lock,
    close: async () => {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
  };
}

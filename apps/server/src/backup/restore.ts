// `npm run restore <file>`: a backup (format.ts) into a fresh embedded data folder or an empty
// PostgreSQL database. Refused, in Korean and English, when the target is in use (a running server)
// or already holds data: a restore never overwrites anything. The schema is brought to exactly the
// backup's migration, the rows are loaded in one transaction, sequences are set; the server's next
// start applies any newer migrations as usual. PGlite is restored into a side folder that is renamed
// into place only when complete.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { SERVER_LOCK_KEY, type Db } from '../db/client.js';
import { acquireDataDirLock, DataDirLockedError, holderAlive, readLockHolder } from '../db/data-dir-lock.js';
import * as schema from '../db/schema.js';
import { readBackup, type BackupHeader, type BackupSummary } from './format.js';

export class RestoreRefusedError extends Error {
  constructor(
    readonly reason: 'in_use' | 'not_empty' | 'incompatible',
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const BATCH_ROWS = 500;

/** A copy of the migrations folder whose journal ends at the backup's migration. */
function migrationsUpTo(header: BackupHeader): { folder: string; cleanup(): void } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const known = journal.entries;
  const n = header.migrations;
  if (n > known.length || (n > 0 && known[n - 1]!.when !== header.last_migration_at)) {
    throw new RestoreRefusedError(
      'incompatible',
      [
        '이 백업은 더 새로운(또는 다른) 버전의 도담에서 만들어졌습니다. 백업을 만든 버전 이상의 도담으로 복원하세요.',
        'This backup was made by a newer (or different) version of Dodam. Restore it with that version or a later one.',
      ].join('\n'),
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'dodam-restore-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: known.slice(0, n) }));
  return { folder, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Checks the whole file (header, every line, the end marker and the row counts) and that this code
 * knows its migration, before anything is created: a damaged, cut or too-new file is refused first.
 */
async function checkFile(file: string): Promise<{ header: BackupHeader; migrations: { folder: string; cleanup(): void } }> {
  const { header } = await readBackup(file, async () => {}, async () => {});
  return { header, migrations: migrationsUpTo(header) };
}

/** Loads the rows and sequences of `file` into `db` (schema already migrated) in one transaction. */
async function load(db: Db, file: string): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    let table = '';
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const t = sql.identifier(table);
      await tx.execute(sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${JSON.stringify(batch)}::json)`);
      batch = [];
    };
    return readBackup(
      file,
      async () => {},
      async (line) => {
        if (line.kind === 'row') {
          if (line.table !== table) {
            await flush();
            table = line.table;
          }
          batch.push(line.row);
          if (batch.length >= BATCH_ROWS) await flush();
          return;
        }
        await flush();
        if (line.kind === 'seq' && line.last !== null) {
          await tx.execute(sql`select setval(${`public.${JSON.stringify(line.name)}`}::regclass, ${line.last}, true)`);
        }
      },
    );
  });
}

function inUse(where: string): RestoreRefusedError {
  return new RestoreRefusedError(
    'in_use',
    [
      `복원할 곳이 사용 중입니다: ${where}`,
      '  실행 중인 도담 서버를 멈추거나, 비어 있는 새 데이터 폴더(DATA_DIR) 또는 새 데이터베이스(DATABASE_URL)를 지정하세요.',
      `The restore target is in use: ${where}`,
      '  Stop the running Dodam server, or point DATA_DIR (or DATABASE_URL) at a fresh, empty data folder (or database).',
    ].join('\n'),
  );
}

function notEmpty(where: string): RestoreRefusedError {
  return new RestoreRefusedError(
    'not_empty',
    [
      `복원할 곳에 이미 데이터가 있습니다: ${where}`,
      '  복원은 기존 데이터를 덮어쓰지 않습니다. 비어 있는 새 데이터 폴더(DATA_DIR) 또는 새 데이터베이스(DATABASE_URL)를 지정하세요.',
      `The restore target already holds data: ${where}`,
      '  A restore never overwrites data. Point DATA_DIR (or DATABASE_URL) at a fresh, empty data folder (or database).',
    ].join('\n'),
  );
}

/** Restores into DATA_DIR/pglite, which must not exist yet (or be empty) and must not be held. */
export async function restoreIntoDataDir(file: string, dataDir: string): Promise<BackupSummary> {
  const holder = readLockHolder(dataDir);
  if (holder && holderAlive(holder)) throw inUse(`${dataDir} (pid ${holder.pid})`);
  const target = join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) throw notEmpty(target);
  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw inUse(`${dataDir} (pid ${err.holder.pid})`);
    throw err;
  }
  const side = join(dataDir, `pglite.restoring-${process.pid}`);
  let migrations: { folder: string; cleanup(): void } | null = null;
  try {
    migrations = (await checkFile(file)).migrations;
    rmSync(side, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(side);
    let summary: BackupSummary;
    try {
      const db = drizzlePglite(client, { schema });
      await migratePglite(db, { migrationsFolder: migrations.folder });
      summary = await load(db as unknown as Db, file);
    } finally {
      await client.close();
    }
    if (existsSync(target)) rmSync(target, { recursive: true, force: true }); // empty (checked above)
    renameSync(side, target);
    return summary;
  } catch (err) {
    rmSync(side, { recursive: true, force: true });
    throw err;
  } finally {
    migrations?.cleanup();
    lock.release();
  }
}

/** Restores into the PostgreSQL database at `url`, which must have no tables and no other sessions. */
export async function restoreIntoPostgres(file: string, url: string): Promise<BackupSummary> {
  const where = (() => {
    try {
      const u = new URL(url);
      return `${u.host}${u.pathname}`;
    } catch {
      return 'DATABASE_URL';
    }
  })();
  // Every running server holds SERVER_LOCK_KEY shared for its life: taking it exclusively tells
  // whether one uses this database (idle or not), and keeps any server from starting until the
  // restore is over (the lock ends with this session).
  const guard = new pg.Client({ connectionString: url });
  await guard.connect();
  try {
    const { rows } = await guard.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SERVER_LOCK_KEY]);
    if (!rows[0]?.ok) throw inUse(`${where} (a Dodam server is using it)`);
    const tables = await guard.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')");
    if ((tables.rows[0]?.n ?? 0) > 0) throw notEmpty(where);
    return await restoreCheckedPostgres(file, url);
  } finally {
    await guard.end();
  }
}

async function restoreCheckedPostgres(file: string, url: string): Promise<BackupSummary> {
  const { migrations } = await checkFile(file);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder: migrations.folder });
    return await load(db as unknown as Db, file);
  } catch (err) {
    // Leave the database as empty as it was, so the restore can simply be run again.
    await pool.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public').catch(() => undefined);
    throw err;
  } finally {
    migrations.cleanup();
    await pool.end();
  }
}

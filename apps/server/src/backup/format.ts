// Dodam's backup file (ADR 017): a logical dump, the same for PGlite and PostgreSQL, so a backup of
// either restores into either. gzip of JSON lines:
//   {"format":"dodam-backup","version":1,"created_at","dialect","migrations":n,"last_migration_at":ms}
//   {"t":"<table>","r":{…row as row_to_json…}}            (tables in foreign-key order)
//   {"seq":"<sequence>","last":n|null}                      (every sequence of the public schema)
//   {"end":true,"rows":{"<table>":count,…}}                (a file without this line is incomplete)
// Every row is read in one REPEATABLE READ, READ ONLY transaction: one consistent snapshot while the
// server keeps writing (on PGlite the transaction also holds the only connection for its length).
import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, Db } from '../db/client.js';

export const BACKUP_FORMAT = 'dodam-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  dialect: Database['dialect'];
  /** Applied drizzle migrations when the backup was taken (restore brings the schema to exactly this). */
  migrations: number;
  /** created_at (folder millis) of the last applied migration, to check it is one this code knows. */
  last_migration_at: number | null;
}

export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rowsOf<T>(tx: Tx | Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema, every table after the tables it references (foreign keys). */
export async function tablesInDependencyOrder(tx: Tx | Db): Promise<string[]> {
  const tables = (await rowsOf<{ name: string }>(tx, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and cn.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    path.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return order;
}

/** Writes a consistent backup of `database` to `file` (overwritten); returns what it holds. */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file, { mode: 0o600 });
  const finished = once(out, 'close');
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let summary: BackupSummary;
  try {
    summary = await database.db.transaction(
      async (tx) => {
        const migrationRows = await rowsOf<{ n: number; last: string | null }>(
          tx,
          sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
        ).catch(() => [{ n: 0, last: null }]);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: new Date().toISOString(),
          dialect: database.dialect,
          migrations: migrationRows[0]?.n ?? 0,
          last_migration_at: migrationRows[0]?.last == null ? null : Number(migrationRows[0].last),
        };
        await write(JSON.stringify(header));
        const rows: Record<string, number> = {};
        for (const table of await tablesInDependencyOrder(tx)) {
          const data = await rowsOf<{ j: string }>(tx, sql.raw(`select row_to_json(t)::text as j from ${ident(table)} t`));
          const prefix = `{"t":${JSON.stringify(table)},"r":`;
          for (const { j } of data) await write(`${prefix}${j}}`);
          rows[table] = data.length;
        }
        const sequences = await rowsOf<{ name: string; last: string | null }>(
          tx,
          sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public' order by sequencename`,
        );
        for (const s of sequences) await write(JSON.stringify({ seq: s.name, last: s.last === null ? null : Number(s.last) }));
        await write(JSON.stringify({ end: true, rows }));
        return { header, rows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (err) {
    gzip.destroy();
    out.destroy();
    throw err;
  }
  gzip.end();
  await finished;
  return summary;
}

export class BackupFileError extends Error {}

export type BackupLine =
  | { kind: 'row'; table: string; row: Record<string, unknown> }
  | { kind: 'seq'; name: string; last: number | null }
  | { kind: 'end'; rows: Record<string, number> };

/** Reads a backup file: its header, then each line (rows, sequences, the end marker). Throws BackupFileError on anything else. */
export async function readBackup(file: string, onHeader: (header: BackupHeader) => Promise<void>, onLine: (line: BackupLine) => Promise<void>): Promise<BackupSummary> {
  const source = createReadStream(file);
  const input = createGunzip();
  // pipe() does not pass errors on: a read error fails the gunzip stream, so the loop below ends.
  source.on('error', (err) => input.destroy(err));
  source.pipe(input);
  // Not readline: its iterator never ends when the input fails (a cut gzip stream would hang).
  async function* linesOf(stream: NodeJS.ReadableStream): AsyncGenerator<string> {
    let rest = '';
    for await (const chunk of stream) {
      rest += (chunk as Buffer).toString('utf8');
      let end: number;
      while ((end = rest.indexOf('\n')) >= 0) {
        yield rest.slice(0, end);
        rest = rest.slice(end + 1);
      }
    }
    if (rest) yield rest;
  }
  const lines = linesOf(input);
  let header: BackupHeader | null = null;
  let end: Record<string, number> | null = null;
  const counted: Record<string, number> = {};
  /** Errors of the callbacks (the database's) pass through unchanged. */
  class Passed extends Error {
    constructor(readonly inner: unknown) {
      super('passed');
    }
  }
  const call = async (work: Promise<void>) => {
    try {
      await work;
    } catch (err) {
      throw new Passed(err);
    }
  };
  try {
    for await (const text of lines) {
      if (!text) continue;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new BackupFileError('백업 파일이 손상되었습니다 (JSON이 아닌 줄). / The backup file is damaged (a line is not JSON).');
      }
      if (!header) {
        if (value.format !== BACKUP_FORMAT || typeof value.version !== 'number') {
          throw new BackupFileError('도담 백업 파일이 아닙니다. / This is not a Dodam backup file.');
        }
        if (value.version > BACKUP_VERSION) throw new BackupFileError('더 새로운 도담이 만든 백업입니다. 도담을 업데이트하세요. / The backup was made by a newer Dodam; update Dodam first.');
        header = value as unknown as BackupHeader;
        await call(onHeader(header));
        continue;
      }
      if (end) throw new BackupFileError('백업 파일의 끝 표시 뒤에 내용이 있습니다. / The backup file has data after its end marker.');
      if (typeof value.t === 'string' && value.r && typeof value.r === 'object') {
        counted[value.t] = (counted[value.t] ?? 0) + 1;
        await call(onLine({ kind: 'row', table: value.t, row: value.r as Record<string, unknown> }));
      } else if (typeof value.seq === 'string') {
        await call(onLine({ kind: 'seq', name: value.seq, last: typeof value.last === 'number' ? value.last : null }));
      } else if (value.end === true && value.rows && typeof value.rows === 'object') {
        end = value.rows as Record<string, number>;
        await call(onLine({ kind: 'end', rows: end }));
      } else {
        throw new BackupFileError('백업 파일에 알 수 없는 줄이 있습니다. / The backup file has an unknown line.');
      }
    }
  } catch (err) {
    if (err instanceof Passed) throw err.inner;
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`백업 파일을 읽지 못했습니다 (잘렸거나 손상됨). / Could not read the backup file (truncated or damaged): ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    source.destroy();
    input.destroy();
  }
  if (!header) throw new BackupFileError('빈 백업 파일입니다. / The backup file is empty.');
  if (!end) throw new BackupFileError('백업 파일이 끝까지 쓰이지 않았습니다 (끝 표시 없음). / The backup file is incomplete (no end marker).');
  for (const [table, n] of Object.entries(end)) {
    if ((counted[table] ?? 0) !== n) throw new BackupFileError(`백업 파일의 ${table} 행 수가 맞지 않습니다. / Row count mismatch for ${table}.`);
  }
  return { header, rows: end };
}

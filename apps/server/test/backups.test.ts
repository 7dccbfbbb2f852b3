// Backups (issue 20, ADR 017): the admin API (admin-only, audited), and a backup taken while the API
// keeps writing, restored into a fresh data folder (PGlite) or a fresh database (PostgreSQL with
// TEST_DATABASE_URL): every write acknowledged before the backup was asked for is there, nothing is
// half there, the row counts match the file. A restore refuses a target in use or holding data.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, fromPostgres, holdServerLock, type Database } from '../src/db/client.js';
import { acquireDataDirLock } from '../src/db/data-dir-lock.js';
import { users } from '../src/db/schema.js';
import { BackupFileError, readBackup } from '../src/backup/format.js';
import { restoreIntoDataDir, restoreIntoPostgres, RestoreRefusedError } from '../src/backup/restore.js';
import { PGlite } from '@electric-sql/pglite';
import { adminToken, bearer, createTestApp, createUser, tokenFor, type TestApp } from './helpers.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const pgDatabases: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freshPgUrl(): Promise<string> {
  const name = `dodam_restore_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  pgDatabases.push(name);
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

let t: TestApp;
let admin: string;
const backupDir = scratch('dodam-backups-');

beforeAll(async () => {
  t = await createTestApp({ backupDir, BACKUP_KEEP_DAYS: 14, BACKUP_HOUR: 'off' });
  admin = await adminToken(t.app);
});

afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of pgDatabases) await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
});

describe('admin backups API', () => {
  it('is admin-only: 401 without a session, 403 for a teacher and a student (nothing written)', async () => {
    const teacher = await tokenFor(t.app, await createUser(t.app, { userType: 'teacher' }));
    const student = await tokenFor(t.app, await createUser(t.app));
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/v1/admin/backups' })).statusCode).toBe(401);
      for (const token of [teacher, student]) {
        const res = await t.app.inject({ method, url: '/api/v1/admin/backups', headers: bearer(token) });
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toMatch(/[가-힣]/);
      }
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/backups', headers: bearer(admin) });
    expect(list.json()).toMatchObject({ count: 0, last_backup_at: null, backups: [] });
  });

  it('"지금 백업" writes a backup, lists it with its time, count and size, and audits it with the actor', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers: bearer(admin) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('백업을 만들었습니다.');
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/backups', headers: bearer(admin) })).json();
    expect(list.count).toBe(1);
    expect(list.backups[0].name).toBe(made.json().backup.name);
    expect(list.last_backup_at).toBe(made.json().backup.created_at);
    expect(list.total_bytes).toBeGreaterThan(0);
    expect(list.keep_days).toBe(14);
    expect(list.daily_hour_kst).toBeNull();
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=backup.create', headers: bearer(admin) })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'backup.create', actor_name: 'admin', target_type: 'backup', target_id: made.json().backup.name });
    expect(audit.entries[0].details.ok).toBe(true);
  });
});

describe('backup while writing, then restore', () => {
  it('finds every write acknowledged before the backup in the restored copy, and nothing half-written', async () => {
    const acked: { username: string; at: number }[] = [];
    let stop = false;
    let seq = 0;
    const lane = async (laneNo: number) => {
      while (!stop) {
        seq += 1;
        const username = `bk${laneNo}x${seq}${randomBytes(2).toString('hex')}`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: { username, email: `${username}@example.com`, password: 'password-123', full_name: '백업시험', birth_year: 2000, consents: { privacy: true }, course_registrations: [{ course_id: 'python', user_type: 'student' }] },
        });
        if (res.statusCode === 201) acked.push({ username, at: Date.now() });
        else throw new Error(`register ${res.statusCode} ${res.body}`);
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    while (acked.length < 12) await new Promise((r) => setTimeout(r, 20));
    const before = acked.map((a) => a.username);
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers: bearer(admin) });
    expect(made.statusCode, made.body).toBe(201);
    const afterCount = acked.length;
    while (acked.length < afterCount + 4) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(lanes);
    expect(acked.length).toBeGreaterThan(before.length); // writes went on around the backup

    const file = join(backupDir, made.json().backup.name);
    let restored: Database;
    if (PG_URL) {
      const url = await freshPgUrl();
      await restoreIntoPostgres(file, url);
      restored = fromPostgres(url, 2);
    } else {
      const dataDir = scratch('dodam-restored-');
      await restoreIntoDataDir(file, dataDir);
      restored = fromPglite(await PGlite.create(join(dataDir, 'pglite')));
    }
    try {
      const found = await restored.db.select({ username: users.username }).from(users).where(inArray(users.username, before));
      expect(found.map((r) => r.username).sort()).toEqual([...before].sort());
      // Each registration is whole: its user and its course request are both there, or neither.
      const orphans = await restored.db.execute(sql`select count(*)::int as n from users u where u.username like 'bk%' and not exists (select 1 from approval_requests r where r.user_id = u.id)`);
      expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      // The file's own counts match what was restored.
      const summary = await readBackup(file, async () => {}, async () => {});
      const restoredUsers = await restored.db.execute(sql`select count(*)::int as n from users`);
      expect((restoredUsers as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(summary.rows.users);
      // Sequences continue after the restored ids (a new row does not collide).
      await restored.migrate();
      const inserted = await restored.db.execute(sql`insert into audit_log (actor_name, action, target_type) values ('x', 'backup.create', 'backup') returning id`);
      expect((inserted as unknown as { rows: { id: number }[] }).rows[0]!.id).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a target in use or holding data, in Korean and English, and changes nothing', async () => {
    const file = join(backupDir, (await t.app.inject({ method: 'GET', url: '/api/v1/admin/backups', headers: bearer(admin) })).json().backups[0].name);
    // In use: a process holds the data folder.
    const held = scratch('dodam-held-');
    const lock = acquireDataDirLock(held);
    try {
      const err = await restoreIntoDataDir(file, held).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RestoreRefusedError);
      expect((err as RestoreRefusedError).reason).toBe('in_use');
      expect((err as Error).message).toContain('복원할 곳이 사용 중입니다');
      expect((err as Error).message).toContain('in use');
    } finally {
      lock.release();
    }
    // Not empty: a data folder that already has a database.
    const used = scratch('dodam-used-');
    await restoreIntoDataDir(file, used);
    const again = await restoreIntoDataDir(file, used).catch((e: unknown) => e);
    expect((again as RestoreRefusedError).reason).toBe('not_empty');
    expect((again as Error).message).toContain('이미 데이터가 있습니다');
    expect((again as Error).message).toContain('already holds data');
    if (PG_URL) {
      // In use: a fresh database a server holds (its lifetime advisory lock) is refused, nothing created.
      const url = await freshPgUrl();
      const server = await holdServerLock(url);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        const busy = await restoreIntoPostgres(file, url).catch((e: unknown) => e);
        expect((busy as RestoreRefusedError).reason).toBe('in_use');
        const tables = await other.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
        expect(tables.rows[0].n).toBe(0);
      } finally {
        await server.release();
      }
      // An open connection alone is not a server (the lock is what counts): the restore goes ahead.
      await restoreIntoPostgres(file, url);
      await other.end();
      const full = await restoreIntoPostgres(file, url).catch((e: unknown) => e);
      expect((full as RestoreRefusedError).reason).toBe('not_empty');
    }
  }, 120_000);

  it('refuses a truncated or damaged file and a backup from a newer version, leaving the target empty', async () => {
    const file = join(backupDir, (await t.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers: bearer(admin) })).json().backup.name);
    const whole = gunzipSync(readFileSync(file)).toString('utf8');
    const lines = whole.trimEnd().split('\n');
    const dir = scratch('dodam-bad-');
    const cases: [string, string, RegExp][] = [
      ['truncated.gz', lines.slice(0, -1).join('\n'), /끝까지 쓰이지 않았습니다/],
      ['miscount.gz', [...lines.slice(0, 2), ...lines.slice(3)].join('\n'), /행 수가 맞지 않습니다|끝까지/],
      ['not-json.gz', `${lines[0]}\n{oops\n`, /손상/],
      ['other.gz', '{"hello":1}\n', /도담 백업 파일이 아닙니다/],
    ];
    for (const [name, text, message] of cases) {
      writeFileSync(join(dir, name), gzipSync(text));
      const target = scratch('dodam-target-');
      const err = await restoreIntoDataDir(join(dir, name), target).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(BackupFileError);
      expect((err as Error).message, name).toMatch(message);
      expect(existsSync(join(target, 'pglite')), name).toBe(false);
    }
    // A cut gzip stream (a copy interrupted half-way).
    const raw = readFileSync(file);
    writeFileSync(join(dir, 'cut.gz'), raw.subarray(0, Math.floor(raw.length / 2)));
    expect(await restoreIntoDataDir(join(dir, 'cut.gz'), scratch('dodam-target-')).catch((e: unknown) => e)).toBeInstanceOf(BackupFileError);
    // A backup made after a migration this code does not know.
    const header = JSON.parse(lines[0]!) as { migrations: number };
    writeFileSync(join(dir, 'newer.gz'), gzipSync([JSON.stringify({ ...header, migrations: header.migrations + 1 }), ...lines.slice(1)].join('\n')));
    const newer = await restoreIntoDataDir(join(dir, 'newer.gz'), scratch('dodam-target-')).catch((e: unknown) => e);
    expect((newer as RestoreRefusedError).reason).toBe('incompatible');
    expect((newer as Error).message).toContain('더 새로운');
  }, 120_000);
});

describe('a backup that cannot be written', () => {
  it('answers 503 in Korean and is audited as failed, with its actor', async () => {
    const blocker = join(scratch('dodam-blocked-'), 'a-file');
    writeFileSync(blocker, 'x');
    const broken = await createTestApp({ backupDir: join(blocker, 'backups'), BACKUP_HOUR: 'off' });
    try {
      const token = await adminToken(broken.app);
      const res = await broken.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers: bearer(token) });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('백업을 만들지 못했습니다. 서버 기록을 확인하세요.');
      const audit = (await broken.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=backup.create', headers: bearer(token) })).json();
      expect(audit.entries[0]).toMatchObject({ action: 'backup.create', actor_name: 'admin', target_type: 'backup' });
      expect(audit.entries[0].details.ok).toBe(false);
    } finally {
      await broken.close();
    }
  });
});

// Backups made by the server itself (ADR 017): on demand (admin "지금 백업", `npm run backup` through
// the control socket) and once a day at BACKUP_HOUR (Korea time), into BACKUP_DIR, keeping
// BACKUP_KEEP_DAYS days (the newest backup is always kept). A backup is written to a ".partial" file
// and renamed when complete, so every listed file is a whole backup. One backup at a time.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { writeBackup, type BackupSummary } from './format.js';

export const BACKUP_EXTENSION = '.dodam-backup.gz';
const NAME = /^dodam-(\d{8})-(\d{6})-(auto|manual)\.dodam-backup\.gz$/;
const KST_OFFSET_MS = 9 * 3600_000;

export type BackupKind = 'auto' | 'manual';

export interface BackupFile {
  name: string;
  path: string;
  kind: BackupKind;
  created_at: string;
  size_bytes: number;
}

export interface BackupSettings {
  backupDir: string;
  keepDays: number;
  /** Hour (Korea time) of the daily backup, or 'off'. */
  hour: number | 'off';
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** File name of a backup made at `at` (UTC in the name, to the second). */
export function backupFileName(at: Date, kind: BackupKind): string {
  const d = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const t = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `dodam-${d}-${t}-${kind}${BACKUP_EXTENSION}`;
}

function parseName(name: string): { at: Date; kind: BackupKind } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, d = '', t = '', kind] = m;
  const at = new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)), Number(t.slice(0, 2)), Number(t.slice(2, 4)), Number(t.slice(4, 6))));
  return Number.isNaN(at.getTime()) ? null : { at, kind: kind as BackupKind };
}

/** Complete backups in `dir`, newest first. */
export function listBackupFiles(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const files: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseName(name);
    if (!parsed) continue;
    try {
      const path = join(dir, name);
      files.push({ name, path, kind: parsed.kind, created_at: parsed.at.toISOString(), size_bytes: statSync(path).size });
    } catch {
      // deleted meanwhile
    }
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

/** The latest moment the daily backup was due at or before `now` (BACKUP_HOUR in Korea time). */
export function lastDueAt(now: Date, hour: number): Date {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  let due = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), hour) - KST_OFFSET_MS;
  if (due > now.getTime()) due -= 24 * 3600_000;
  return new Date(due);
}

/** Whether the daily backup is due: no backup (of any kind) since the last due moment. */
export function dailyBackupDue(now: Date, hour: number, newest: BackupFile | undefined): boolean {
  return !newest || new Date(newest.created_at).getTime() < lastDueAt(now, hour).getTime();
}

/** Backups to delete: older than keepDays, except the newest one. */
export function expiredBackups(files: BackupFile[], now: Date, keepDays: number): BackupFile[] {
  const limit = now.getTime() - keepDays * 24 * 3600_000;
  return files.slice(1).filter((f) => new Date(f.created_at).getTime() < limit);
}

export class BackupService {
  private running: Promise<BackupFile> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    readonly settings: BackupSettings,
    private readonly log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void } = { info() {}, error() {} },
  ) {}

  list(): BackupFile[] {
    return listBackupFiles(this.settings.backupDir);
  }

  /** Makes a backup now (waits for one already running, then makes its own). */
  async create(kind: BackupKind): Promise<BackupFile & { rows: BackupSummary['rows'] }> {
    while (this.running) await this.running.catch(() => undefined);
    let rows: BackupSummary['rows'] = {};
    const run = (async () => {
      const dir = this.settings.backupDir;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      let at = new Date();
      // Two backups within one second: the second waits for the next second (names are unique).
      while (this.list().some((f) => f.created_at === new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString())) {
        await new Promise((r) => setTimeout(r, 250));
        at = new Date();
      }
      const name = backupFileName(at, kind);
      const path = join(dir, name);
      const partial = `${path}.partial`;
      try {
        rows = (await writeBackup(this.database, partial)).rows;
        renameSync(partial, path);
      } catch (err) {
        rmSync(partial, { force: true });
        throw err;
      }
      this.prune(new Date());
      const file = this.list().find((f) => f.name === name);
      if (!file) throw new Error('backup file vanished');
      this.log.info({ backup: file.name, bytes: file.size_bytes, kind }, 'backup written');
      return file;
    })();
    this.running = run;
    try {
      return { ...(await run), rows };
    } finally {
      this.running = null;
    }
  }

  /** Deletes backups past the retention (never the newest). */
  prune(now: Date): string[] {
    const removed: string[] = [];
    for (const file of expiredBackups(this.list(), now, this.settings.keepDays)) {
      rmSync(file.path, { force: true });
      removed.push(file.name);
    }
    return removed;
  }

  /** Daily backups: checks every minute whether one is due (also right after a start that missed it). */
  start(checkEveryMs = 60_000): void {
    const { hour } = this.settings;
    if (hour === 'off' || this.timer) return;
    const tick = () => {
      if (this.running || !dailyBackupDue(new Date(), hour, this.list()[0])) return;
      this.create('auto').catch((err: unknown) => this.log.error({ err }, 'daily backup failed'));
    };
    // A backup cut short (kill -9, power loss) leaves a ".partial" file: never listed, removed here.
    try {
      for (const name of readdirSync(this.settings.backupDir)) if (name.endsWith('.partial')) rmSync(join(this.settings.backupDir, name), { force: true });
    } catch {
      // no backup folder yet
    }
    // The first check comes after a minute (a missed daily backup is made then), not during the start.
    this.timer = setInterval(tick, checkEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}

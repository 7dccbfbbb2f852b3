import { describe, expect, it } from 'vitest';
import { backupFileName, dailyBackupDue, expiredBackups, lastDueAt, listBackupFiles, type BackupFile } from './service.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const file = (iso: string, kind: 'auto' | 'manual' = 'auto'): BackupFile => ({ name: backupFileName(new Date(iso), kind), path: '', kind, created_at: new Date(iso).toISOString(), size_bytes: 1 });

describe('daily backup schedule (BACKUP_HOUR in Korea time)', () => {
  it('is due at 03:00 KST, i.e. 18:00 UTC the day before', () => {
    // 2026-03-10 04:00 KST = 2026-03-09 19:00 UTC: today's 03:00 KST passed.
    expect(lastDueAt(new Date('2026-03-09T19:00:00Z'), 3).toISOString()).toBe('2026-03-09T18:00:00.000Z');
    // 2026-03-10 02:00 KST: the last due moment is yesterday's 03:00 KST.
    expect(lastDueAt(new Date('2026-03-09T17:00:00Z'), 3).toISOString()).toBe('2026-03-08T18:00:00.000Z');
    // Hour 0 KST across a month end: 2026-03-01 00:30 KST.
    expect(lastDueAt(new Date('2026-02-28T15:30:00Z'), 0).toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('runs when no backup was made since the last due moment (also after the server was down at that hour)', () => {
    const now = new Date('2026-03-09T19:00:00Z');
    expect(dailyBackupDue(now, 3, undefined)).toBe(true);
    expect(dailyBackupDue(now, 3, file('2026-03-09T17:59:59Z'))).toBe(true);
    expect(dailyBackupDue(now, 3, file('2026-03-09T18:00:00Z'))).toBe(false);
    expect(dailyBackupDue(now, 3, file('2026-03-09T18:30:00Z', 'manual'))).toBe(false);
  });
});

describe('retention', () => {
  it('deletes backups older than BACKUP_KEEP_DAYS but always keeps the newest', () => {
    const now = new Date('2026-03-20T00:00:00Z');
    const files = [file('2026-03-19T18:00:00Z'), file('2026-03-06T18:00:00Z'), file('2026-03-05T18:00:00Z'), file('2026-02-01T18:00:00Z')];
    expect(expiredBackups(files, now, 14).map((f) => f.created_at)).toEqual(['2026-03-05T18:00:00.000Z', '2026-02-01T18:00:00.000Z']);
    expect(expiredBackups([file('2025-01-01T00:00:00Z')], now, 1)).toEqual([]);
  });

  it('lists only complete backups (no .partial files, no strangers), newest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dodam-bk-'));
    try {
      const a = backupFileName(new Date('2026-03-01T00:00:00Z'), 'auto');
      const b = backupFileName(new Date('2026-03-02T00:00:00Z'), 'manual');
      for (const name of [a, b, `${b}.partial`, 'notes.txt']) writeFileSync(join(dir, name), 'x');
      expect(listBackupFiles(dir).map((f) => f.name)).toEqual([b, a]);
      expect(listBackupFiles(join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

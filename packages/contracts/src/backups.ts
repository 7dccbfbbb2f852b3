import { z } from 'zod';

// Backups (ADR 017): the admin dashboard's card and the admin API.

export const backupEntrySchema = z.object({
  name: z.string(),
  kind: z.enum(['auto', 'manual']),
  created_at: z.string(),
  size_bytes: z.number().int().nonnegative(),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

export const backupListResponseSchema = z.object({
  backups: z.array(backupEntrySchema),
  /** The newest complete backup, or null when none was made yet. */
  last_backup_at: z.string().nullable(),
  count: z.number().int().nonnegative(),
  total_bytes: z.number().int().nonnegative(),
  keep_days: z.number().int().positive(),
  /** Hour (Korea time) of the daily automatic backup, or null when it is off. */
  daily_hour_kst: z.number().int().min(0).max(23).nullable(),
  dialect: z.enum(['pglite', 'postgres']),
});
export type BackupListResponse = z.infer<typeof backupListResponseSchema>;

export const backupCreateResponseSchema = z.object({
  message: z.string(),
  backup: backupEntrySchema,
});
export type BackupCreateResponse = z.infer<typeof backupCreateResponseSchema>;

export const BACKUP_MSG = {
  created: '백업을 만들었습니다.',
  failed: '백업을 만들지 못했습니다. 서버 기록을 확인하세요.',
} as const;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_MSG, backupCreateResponseSchema, backupListResponseSchema, errorBodySchema } from '@dodam/contracts';
import type { BackupFile } from '../../backup/service.js';
import { HttpError } from '../../lib/http-errors.js';
import { recordAudit } from '../../services/admin-deps.js';
import { actorOf, errors } from './deps.js';

const present = (f: BackupFile) => ({ name: f.name, kind: f.kind, created_at: f.created_at, size_bytes: f.size_bytes });

/** /admin/backups: the dashboard's backup card (list, "지금 백업"); admin-only like the whole folder (ADR 017). */
export const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backups',
    {
      schema: {
        tags: ['admin'],
        summary: '백업 목록 (최근 백업 시각, 개수, 크기)',
        querystring: z.object({ _t: z.string().max(32).optional() }),
        response: { 200: backupListResponseSchema, ...errors },
      },
    },
    async () => {
      const files = app.backups.list();
      const { hour, keepDays } = app.backups.settings;
      return {
        backups: files.map(present),
        last_backup_at: files[0]?.created_at ?? null,
        count: files.length,
        total_bytes: files.reduce((n, f) => n + f.size_bytes, 0),
        keep_days: keepDays,
        daily_hour_kst: hour === 'off' ? null : hour,
        dialect: app.database.dialect,
      };
    },
  );

  app.post(
    '/admin/backups',
    { schema: { tags: ['admin'], summary: '지금 백업', response: { 201: backupCreateResponseSchema, ...errors, 503: errorBodySchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      let file;
      try {
        file = await app.backups.create('manual');
      } catch (err) {
        request.log.error({ err }, 'manual backup failed');
        await recordAudit(app.db, actor, 'backup.create', { type: 'backup', id: null }, { ok: false });
        throw new HttpError(503, BACKUP_MSG.failed);
      }
      await recordAudit(app.db, actor, 'backup.create', { type: 'backup', id: file.name }, { ok: true, size_bytes: file.size_bytes, rows: Object.values(file.rows).reduce((a, b) => a + b, 0) });
      reply.code(201);
      return { message: BACKUP_MSG.created, backup: present(file) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactSchema,
  AUDIT_SETTING_LABELS,
  displayName,
  MAX_DB_ID,
  ADMIN_MSG,
  adminStatsSchema,
  auditListResponseSchema,
  auditQuerySchema,
  dashboardCoursesResponseSchema,
  dashboardOverviewSchema,
  idParamSchema,
  outboxEntrySchema,
  outboxListResponseSchema,
  schoolTimetableSchema,
  type AuditAction,
} from '@dodam/contracts';
import { selectAuditEntries } from '../../db/queries/audit.js';
import { loadAdminContact, loadTimetable, saveAdminContact, saveTimetable } from '../../services/school-settings.js';
import { inArray } from 'drizzle-orm';
import { courses, users } from '../../db/schema.js';
import { countNotifications, selectNotificationById, selectRecentNotifications, updateNotification, type NotificationRow } from '../../db/queries/notifications.js';
import { recordAudit } from '../../services/admin-deps.js';
import { adminStats, dashboardCourses, dashboardOverview } from '../../services/dashboard-service.js';
import { notFound } from '../../lib/http-errors.js';
import { actorOf, errors } from './deps.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const presentNotification = (n: NotificationRow) => ({
  id: n.id,
  to_email: n.toEmail,
  subject: n.subject,
  body: n.body,
  kind: n.kind,
  status: n.status,
  error: n.error,
  created_at: n.createdAt.toISOString(),
  sent_at: iso(n.sentAt),
  read_at: iso(n.readAt),
});

/** Dashboard, statistics, the e-mail outbox and the audit log. */
export const adminOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheBust = z.object({ _t: z.string().max(32).optional() });

  app.get(
    '/admin/dashboard/overview',
    { schema: { tags: ['admin'], summary: '대시보드 개요', querystring: cacheBust, response: { 200: dashboardOverviewSchema, ...errors } } },
    async () => dashboardOverview(app.db),
  );

  app.get(
    '/admin/dashboard/courses',
    { schema: { tags: ['admin'], summary: '대시보드 과정별 현황', querystring: cacheBust, response: { 200: dashboardCoursesResponseSchema, ...errors } } },
    async () => ({ courses: await dashboardCourses(app.db) }),
  );

  app.get(
    '/admin/stats',
    { schema: { tags: ['admin'], summary: '운영 통계', querystring: cacheBust, response: { 200: adminStatsSchema, ...errors } } },
    async () => adminStats(app.db),
  );

  app.get(
    '/admin/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 발송함',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), unread: z.enum(['true', 'false']).optional(), _t: z.string().max(32).optional() }),
        response: { 200: outboxListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [rows, counts] = await Promise.all([selectRecentNotifications(app.db, request.query.limit, request.query.unread === 'true'), countNotifications(app.db)]);
      return { notifications: rows.map(presentNotification), ...counts };
    },
  );

  app.put(
    '/admin/notifications/:id/read',
    { schema: { tags: ['admin'], summary: '알림 읽음 표시', params: idParamSchema, response: { 200: outboxEntrySchema, ...errors } } },
    async (request) => {
      const row = await selectNotificationById(app.db, request.params.id);
      if (!row) throw notFound(ADMIN_MSG.notificationNotFound);
      await updateNotification(app.db, row.id, { readAt: row.readAt ?? new Date() });
      return presentNotification({ ...row, readAt: row.readAt ?? new Date() });
    },
  );

  app.post(
    '/admin/notifications/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 다시 보내기',
        params: idParamSchema,
        response: { 200: z.object({ message: z.string(), notification: outboxEntrySchema }), ...errors },
      },
    },
    async (request) => {
      const row = await selectNotificationById(app.db, request.params.id);
      if (!row) throw notFound(ADMIN_MSG.notificationNotFound);
      const sent = await app.mailer.send(app.db, { userId: row.userId, to: row.toEmail, subject: row.subject, body: row.body, kind: row.kind });
      await updateNotification(app.db, row.id, { readAt: row.readAt ?? new Date() });
      await recordAudit(app.db, actorOf(request), 'notification.resend', { type: 'notification', id: row.id }, { new_id: sent.id, status: sent.status });
      const fresh = await selectNotificationById(app.db, sent.id);
      const text = sent.status === 'sent' ? '메일을 다시 보냈습니다.' : sent.status === 'failed' ? '메일 발송에 실패해 발송함에 보관했습니다.' : '메일 서버(SMTP)가 설정되지 않아 발송함에 다시 보관했습니다.';
      if (!fresh) throw notFound(ADMIN_MSG.notificationNotFound);
      return { message: text, notification: presentNotification(fresh) };
    },
  );

  app.get(
    '/admin/settings/contact',
    { schema: { tags: ['admin'], summary: '관리자 연락처 (승인 대기·거부 화면에 표시)', response: { 200: adminContactSchema, ...errors } } },
    async () => ({ contact: (await loadAdminContact(app.db)) ?? '' }),
  );

  app.put(
    '/admin/settings/contact',
    { schema: { tags: ['admin'], summary: '관리자 연락처 설정', body: adminContactSchema, response: { 200: adminContactSchema, ...errors } } },
    async (request) => ({ contact: (await saveAdminContact(app.db, actorOf(request), request.body.contact)) ?? '' }),
  );

  app.get(
    '/admin/settings/timetable',
    { schema: { tags: ['admin'], summary: '교시 시간표 (학교의 교시별 시작·종료 시간)', response: { 200: schoolTimetableSchema, ...errors } } },
    async () => ({ periods: await loadTimetable(app.db) }),
  );

  app.put(
    '/admin/settings/timetable',
    { schema: { tags: ['admin'], summary: '교시 시간표 설정', body: schoolTimetableSchema, response: { 200: schoolTimetableSchema, ...errors } } },
    async (request) => saveTimetable(app.db, actorOf(request), request.body),
  );

  app.get(
    '/admin/audit',
    { schema: { tags: ['admin'], summary: '감사 기록', querystring: auditQuerySchema, response: { 200: auditListResponseSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const from = q.from ? new Date(`${q.from}T00:00:00+09:00`) : undefined;
      const to = q.to ? new Date(new Date(`${q.to}T00:00:00+09:00`).getTime() + 86_400_000) : undefined;
      const { rows, total } = await selectAuditEntries(app.db, { action: q.action, actor: q.actor, targetType: q.target_type, targetId: q.target_id, from, to, limit: q.limit, offset: q.offset });
      // Names instead of raw ids (issue 22): the targets and the users the details mention.
      // Only ids a row can have: a refused request's entry may name any id it was sent (2147483648).
      const isRowId = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= MAX_DB_ID;
      const related = (d: Record<string, unknown>) =>
        [d.user_id, ...(Array.isArray(d.added) ? d.added : []), ...(Array.isArray(d.removed) ? d.removed : [])].filter(isRowId);
      const userIds = [...new Set(rows.flatMap((r) => [...(r.targetType === 'user' && /^\d{1,10}$/.test(r.targetId ?? '') && isRowId(Number(r.targetId)) ? [Number(r.targetId)] : []), ...related(r.details)]))];
      const courseIds = [...new Set(rows.filter((r) => r.targetType === 'course' && r.targetId).map((r) => r.targetId!))];
      const [people, classes] = await Promise.all([
        userIds.length ? app.db.select({ id: users.id, username: users.username, profile: users.profile }).from(users).where(inArray(users.id, userIds)) : [],
        courseIds.length ? app.db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, courseIds)) : [],
      ]);
      const personOf = new Map(people.map((p) => [p.id, `${displayName(p.profile.fullName, p.username)} (${p.username})`]));
      const classOf = new Map(classes.map((c) => [c.id, c.title]));
      const targetName = (type: string, id: string | null) =>
        !id ? null : type === 'user' ? (personOf.get(Number(id)) ?? null) : type === 'course' ? (classOf.get(id) ?? null) : type === 'setting' ? (AUDIT_SETTING_LABELS[id] ?? null) : null;
      return {
        entries: rows.map((r) => ({
          id: r.id,
          actor_id: r.actorId,
          actor_name: r.actorName,
          action: r.action as AuditAction,
          target_type: r.targetType,
          target_id: r.targetId,
          target_name: targetName(r.targetType, r.targetId),
          related_names: related(r.details).map((id) => personOf.get(id) ?? `#${id}`),
          details: r.details,
          created_at: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  );
};

// Issue 25: accounts inactive past the end of their school year + the configured years get a
// notice, then (after the notice period) are deleted through the deletion path — anonymous counts
// kept, a tombstone in the audit log, login refused. The clock is a parameter: no waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, users } from '../src/db/schema.js';
import { deletionDue, loadRetentionSettings, runRetention, schoolYearEnd } from '../src/services/retention.js';
import { adminToken, bearer, createTestApp, createUser, login, tokenFor, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Record<string, string>;
const DAY = 86_400_000;
const SETTINGS = { years_after_school_year: 1, notice_days: 30 };

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = bearer(await adminToken(t.app));
}, 60_000);
afterAll(() => t?.close());

describe('school year arithmetic (Korea time)', () => {
  it('ends a school year at the end of February', () => {
    expect(schoolYearEnd(new Date('2025-02-27T03:00:00Z')).toISOString()).toBe('2025-02-28T15:00:00.000Z');
    // 1 March 05:00 in Korea is already the next school year.
    expect(schoolYearEnd(new Date('2025-02-28T20:00:00Z')).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(schoolYearEnd(new Date('2024-12-31T10:00:00Z')).toISOString()).toBe('2025-02-28T15:00:00.000Z');
    expect(deletionDue(new Date('2024-05-01T00:00:00Z'), SETTINGS).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(deletionDue(new Date('2024-05-01T00:00:00Z'), { ...SETTINGS, years_after_school_year: 0 }).toISOString()).toBe('2025-02-28T15:00:00.000Z');
  });
});

describe('retention run', () => {
  it('previews, notices, waits for the notice period, then deletes; activity after the notice starts over', async () => {
    const idle = await createUser(t.app, { courses: ['python'] });
    const returning = await createUser(t.app, { courses: ['python'] });
    const lastYear = new Date('2024-05-01T00:00:00Z');
    await t.app.db.update(users).set({ createdAt: lastYear, lastLoginAt: null }).where(eq(users.id, idle.id));
    await t.app.db.update(users).set({ createdAt: lastYear, lastLoginAt: lastYear }).where(eq(users.id, returning.id));
    const due = deletionDue(lastYear, SETTINGS);
    const ids = (list: { user_id: number }[]) => list.map((e) => e.user_id);

    // Too early for anything.
    const early = await runRetention(t.app.deps, null, new Date(due.getTime() - 40 * DAY), true);
    expect(ids(early.notify)).not.toContain(idle.id);

    // 10 days before the date: a dry run lists the notice and changes nothing.
    const noticeDay = new Date(due.getTime() - 10 * DAY);
    const preview = await runRetention(t.app.deps, null, noticeDay, true);
    expect(ids(preview.notify)).toEqual(expect.arrayContaining([idle.id, returning.id]));
    expect(ids(preview.delete)).not.toContain(idle.id);
    expect((await t.app.db.select().from(users).where(eq(users.id, idle.id)))[0]!.retentionNoticeAt).toBeNull();

    const noticed = await runRetention(t.app.deps, null, noticeDay, false);
    expect(ids(noticed.notify)).toContain(idle.id);
    const mail = await t.app.db.select().from(notifications).where(and(eq(notifications.userId, idle.id), eq(notifications.kind, 'retention_notice')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('로그인');

    // The returning student signs in after the notice: the clock starts over for them.
    await t.app.db.update(users).set({ lastLoginAt: new Date(noticeDay.getTime() + DAY) }).where(eq(users.id, returning.id));

    // Past the date but the notice is only 11 days old: nobody is deleted yet.
    const tooSoon = await runRetention(t.app.deps, null, new Date(due.getTime() + DAY), false);
    expect(ids(tooSoon.delete)).not.toContain(idle.id);
    expect(ids(tooSoon.notify)).not.toContain(idle.id);

    // 30 days after the notice: deleted through the deletion path.
    const deleteDay = new Date(noticeDay.getTime() + 30 * DAY);
    const done = await runRetention(t.app.deps, null, deleteDay, false);
    expect(ids(done.delete)).toEqual([idle.id]);
    expect(await t.app.db.select().from(users).where(eq(users.id, idle.id))).toHaveLength(0);
    expect(await t.app.db.select().from(users).where(eq(users.id, returning.id))).toHaveLength(1);
    expect((await login(t.app, idle.username, idle.password)).statusCode).toBe(401);
    const tombstones = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.retention_delete'));
    expect(tombstones.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(tombstones)).not.toContain(idle.username);
    expect(tombstones.every((r) => r.targetId === null && r.actorId === null)).toBe(true);
  });

  it('admins set the period, preview and run it; others cannot', async () => {
    const student = bearer(await tokenFor(t.app, await createUser(t.app)));
    const view = await t.app.inject({ method: 'GET', url: '/api/v1/admin/privacy/retention', headers: admin });
    expect(view.statusCode).toBe(200);
    expect(view.json().settings).toEqual(SETTINGS);
    expect(view.json().preview.dry_run).toBe(true);
    for (const bad of [{ years_after_school_year: -1, notice_days: 30 }, { years_after_school_year: 1, notice_days: 1 }, { years_after_school_year: 1 }]) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/privacy/retention/settings', headers: admin, payload: bad })).statusCode).toBe(422);
    }
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/privacy/retention/settings', headers: admin, payload: { years_after_school_year: 2, notice_days: 14 } });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/privacy/retention', headers: admin })).json().settings).toEqual({ years_after_school_year: 2, notice_days: 14 });
    const run = await t.app.inject({ method: 'POST', url: '/api/v1/admin/privacy/retention/run', headers: admin, payload: { dry_run: true } });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ dry_run: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/privacy/retention', headers: student })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/privacy/retention/run', headers: student, payload: { dry_run: false } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/privacy/retention/settings', headers: student, payload: SETTINGS })).statusCode).toBe(403);
  });

  it('using a signed-in session is activity: a noticed user who keeps using Dodam is kept and told so after login', async () => {
    const user = await createUser(t.app, { courses: ['python'] });
    const token = bearer(await tokenFor(t.app, user));
    const longAgo = new Date('2023-05-01T00:00:00Z');
    await t.app.db.update(users).set({ createdAt: longAgo, lastLoginAt: longAgo, lastActiveAt: longAgo }).where(eq(users.id, user.id));
    const settings = await loadRetentionSettings(t.app.db);
    const noticed = await runRetention(t.app.deps, null, new Date(), false);
    expect(noticed.notify.map((e) => e.user_id)).toContain(user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.retentionDeleteAt!.toISOString()).toBe(deletionDue(longAgo, settings).toISOString());

    // No new login: the session the user already had is used once, and that counts.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: token });
    expect(me.statusCode).toBe(200);
    const [used] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(Date.now() - used!.lastActiveAt!.getTime()).toBeLessThan(60_000);
    expect(used!.lastLoginAt!.toISOString()).toBe(longAgo.toISOString());
    expect(me.json().retention_notice).toEqual({
      noticed_at: row!.retentionNoticeAt!.toISOString(),
      announced_delete_at: deletionDue(longAgo, settings).toISOString(),
      delete_at: deletionDue(used!.lastActiveAt!, settings).toISOString(),
      kept: true,
    });
    // Past the announced date and the notice period: not deleted, not noticed again.
    const later = new Date(Date.now() + (settings.notice_days + 1) * DAY);
    const next = await runRetention(t.app.deps, null, later, true);
    expect(next.delete.map((e) => e.user_id)).not.toContain(user.id);
    expect(next.notify.map((e) => e.user_id)).not.toContain(user.id);

    // The banner's "확인했어요" clears the notice; it needs a session.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/privacy/retention-notice/ack' })).statusCode).toBe(401);
    const ack = await t.app.inject({ method: 'POST', url: '/api/v1/me/privacy/retention-notice/ack', headers: token });
    expect(ack.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: token })).json().retention_notice).toBeNull();
    // A user without a notice has none; the last real run is kept as counts for the admin screen.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/privacy/retention', headers: admin })).json().last_run).toMatchObject({ trigger: 'schedule', notified: noticed.notify.length });
  });
});

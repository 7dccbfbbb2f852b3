// Retention (issue 25, ADR 025): an account nobody used for a school year plus a configurable
// number of years is deleted — after a notice (e-mail or the outbox) and a waiting period — through
// the same path as a completed deletion request (anonymous counts kept, a tombstone in the audit
// log). Runs on the server's schedule and on an admin's "지금 실행" (with a dry-run preview).
// Every function takes `now`, so tests move the clock instead of waiting.
import { RETENTION_DEFAULTS, retentionSettingsSchema, type RetentionPlanEntry, type RetentionRunResponse, type RetentionSettings } from '@dodam/contracts/privacy';
import { displayName, isAdmin } from '@dodam/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insertAuditEntry } from '../db/queries/audit.js';
import { users } from '../db/schema.js';
import type { UserRow } from '../db/queries/users.js';
import type { Actor } from './admin-deps.js';
import { loadSiteSetting, saveSiteSetting } from './school-settings.js';
import type { ServiceDeps } from './deps.js';
import { eraseUser } from './privacy-service.js';

const SETTINGS_KEY = 'retention';
const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3600_000;

export async function loadRetentionSettings(db: Db): Promise<RetentionSettings> {
  return (await loadSiteSetting(db, SETTINGS_KEY, retentionSettingsSchema)) ?? RETENTION_DEFAULTS;
}

export async function saveRetentionSettings(db: Db, actor: Actor, settings: RetentionSettings): Promise<RetentionSettings> {
  await saveSiteSetting(db, actor, SETTINGS_KEY, settings, 'privacy.settings', { ...settings });
  return settings;
}

/** The end of the Korean school year (the last moment of February, Korea time) that `at` falls in. */
export function schoolYearEnd(at: Date): Date {
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  const year = kst.getUTCMonth() >= 2 ? kst.getUTCFullYear() + 1 : kst.getUTCFullYear();
  // 1 March 00:00 KST of that year: the school year is over.
  return new Date(Date.UTC(year, 2, 1) - KST_OFFSET_MS);
}

/** When an account last active at `lastActive` is deleted: the end of that school year plus the configured years. */
export function deletionDue(lastActive: Date, settings: RetentionSettings): Date {
  const end = schoolYearEnd(lastActive);
  const kst = new Date(end.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(kst.getUTCFullYear() + settings.years_after_school_year, 2, 1) - KST_OFFSET_MS);
}

const lastActiveOf = (u: UserRow): Date => (u.lastLoginAt && u.lastLoginAt > u.createdAt ? u.lastLoginAt : u.createdAt);
/** A notice counts only if it was sent after the account's last activity (signing in again starts over). */
const noticeOf = (u: UserRow): Date | null => (u.retentionNoticeAt && u.retentionNoticeAt > lastActiveOf(u) ? u.retentionNoticeAt : null);

function entry(u: UserRow, settings: RetentionSettings): RetentionPlanEntry {
  const notice = noticeOf(u);
  return {
    user_id: u.id,
    username: u.username,
    name: displayName(u.profile.fullName, u.username),
    user_type: u.userType,
    last_active_at: lastActiveOf(u).toISOString(),
    delete_at: deletionDue(lastActiveOf(u), settings).toISOString(),
    notice_sent_at: notice ? notice.toISOString() : null,
  };
}

/** Who gets a notice now and who is deleted now (admins are never deleted by retention). */
export async function planRetention(db: Db, settings: RetentionSettings, now: Date): Promise<{ notify: UserRow[]; remove: UserRow[] }> {
  const all = await db.select().from(users);
  const notify: UserRow[] = [];
  const remove: UserRow[] = [];
  for (const u of all) {
    if (isAdmin({ user_type: u.userType, is_superuser: u.isSuperuser })) continue;
    const due = deletionDue(lastActiveOf(u), settings).getTime();
    const notice = noticeOf(u);
    if (notice && due <= now.getTime() && now.getTime() - notice.getTime() >= settings.notice_days * DAY_MS) remove.push(u);
    else if (!notice && due - settings.notice_days * DAY_MS <= now.getTime()) notify.push(u);
  }
  return { notify, remove };
}

function noticeMail(u: UserRow, due: Date) {
  const day = due.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });
  return {
    subject: '[도담] 오래 쓰지 않은 계정의 삭제 안내',
    body: [
      `${displayName(u.profile.fullName, u.username)}님, 도담 계정(${u.username})을 오래 쓰지 않아 보존 기간이 끝나 갑니다.`,
      `${day} 이후 계정과 학습 기록이 삭제됩니다 (학습량은 누구인지 알 수 없는 숫자로만 남습니다).`,
      '계속 쓰려면 그 전에 로그인해 주세요. 로그인하면 보존 기간이 다시 시작됩니다.',
    ].join('\n'),
  };
}

/**
 * One run: notices first (recorded on the account, mailed when it has an address), then deletions
 * of accounts noticed at least `notice_days` ago and past their date. `actor` is the admin who
 * pressed "지금 실행", or null for the server's schedule.
 */
export async function runRetention(deps: Pick<ServiceDeps, 'db' | 'mailer'>, actor: Actor | null, now: Date, dryRun: boolean): Promise<RetentionRunResponse> {
  const settings = await loadRetentionSettings(deps.db);
  const plan = await planRetention(deps.db, settings, now);
  const notify = plan.notify.map((u) => entry(u, settings));
  const remove = plan.remove.map((u) => entry(u, settings));
  if (!dryRun) {
    for (const u of plan.notify) {
      await deps.db.update(users).set({ retentionNoticeAt: now }).where(eq(users.id, u.id));
      if (u.email) await deps.mailer.send(deps.db, { userId: u.id, to: u.email, kind: 'retention_notice', ...noticeMail(u, deletionDue(lastActiveOf(u), settings)) });
    }
    for (const u of plan.remove) {
      await deps.db.transaction(async (tx) => {
        await eraseUser(tx, u, now);
        // The tombstone: that an account was deleted for retention, by whom and when; nothing about the person.
        await insertAuditEntry(tx, { actorId: actor?.id ?? null, actorName: actor?.username ?? '보존 기간 자동 삭제', action: 'privacy.retention_delete', targetType: 'user', targetId: null, details: {} });
      });
    }
  }
  const verb = dryRun ? '예정' : '완료';
  return {
    dry_run: dryRun,
    ran_at: now.toISOString(),
    settings,
    notify,
    delete: remove,
    message: `삭제 안내 ${notify.length}명, 계정 삭제 ${remove.length}명 (${verb}).`,
  };
}

/** The server's schedule: a run every few hours (each instance; a second run finds nothing left to do). */
export function startRetentionSchedule(deps: Pick<ServiceDeps, 'db' | 'mailer'>, log: { error(obj: object, msg: string): void }, everyMs = 6 * 3600_000): () => void {
  const tick = () => void runRetention(deps, null, new Date(), false).catch((err: unknown) => log.error({ err }, 'retention run failed'));
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

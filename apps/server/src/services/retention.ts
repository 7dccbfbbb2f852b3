// Retention (issue 25, ADR 025): an account nobody used for a school year plus a configurable
// number of years is deleted — after a notice (e-mail or the outbox) and a waiting period — through
// the same path as a completed deletion request (anonymous counts kept, a tombstone in the audit
// log). Runs on the server's schedule and on an admin's "지금 실행" (with a dry-run preview).
// Every function takes `now`, so tests move the clock instead of waiting.
import { RETENTION_DEFAULTS, retentionLastRunSchema, retentionSettingsSchema, type RetentionLastRun, type RetentionNoticeView, type RetentionPlanEntry, type RetentionRunResponse, type RetentionSettings } from '@dodam/contracts/privacy';
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
const LAST_RUN_KEY = 'retention_last_run';
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

/** The latest of sign-up, the last login and the last use of a signed-in session (plugins/auth.ts). */
export function lastActiveOf(u: Pick<UserRow, 'createdAt' | 'lastLoginAt' | 'lastActiveAt'>): Date {
  let at = u.createdAt;
  for (const d of [u.lastLoginAt, u.lastActiveAt]) if (d && d > at) at = d;
  return at;
}
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
export async function runRetention(
  deps: Pick<ServiceDeps, 'db' | 'mailer'>,
  actor: Actor | null,
  now: Date,
  dryRun: boolean,
  trigger: RetentionLastRun['trigger'] = actor ? 'admin' : 'schedule',
): Promise<RetentionRunResponse> {
  const settings = await loadRetentionSettings(deps.db);
  const plan = await planRetention(deps.db, settings, now);
  const notify = plan.notify.map((u) => entry(u, settings));
  const remove = plan.remove.map((u) => entry(u, settings));
  if (!dryRun) {
    for (const u of plan.notify) {
      const due = deletionDue(lastActiveOf(u), settings);
      await deps.db.update(users).set({ retentionNoticeAt: now, retentionDeleteAt: due }).where(eq(users.id, u.id));
      if (u.email) await deps.mailer.send(deps.db, { userId: u.id, to: u.email, kind: 'retention_notice', ...noticeMail(u, due) });
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
  const message = `삭제 안내 ${notify.length}명, 계정 삭제 ${remove.length}명 (${verb}).`;
  if (!dryRun) {
    const last: RetentionLastRun = { ran_at: now.toISOString(), trigger, notified: notify.length, deleted: remove.length, message };
    await saveSiteSetting(deps.db, null, LAST_RUN_KEY, last);
  }
  return { dry_run: dryRun, ran_at: now.toISOString(), settings, notify, delete: remove, message };
}

/** The last real run (counts only), for the admin screen; null before the first. */
export async function loadLastRetentionRun(db: Db): Promise<RetentionLastRun | null> {
  return loadSiteSetting(db, LAST_RUN_KEY, retentionLastRunSchema);
}

/**
 * The banner after login (issue 25): the account got a retention notice. Signing in (or using a
 * session) already started the period over, so it says when the notice came, which date it
 * announced, and the new date — and that using Dodam keeps the account. Null without a notice.
 */
export async function retentionNoticeFor(db: Db, u: UserRow): Promise<RetentionNoticeView | null> {
  if (!u.retentionNoticeAt || u.userType === 'admin' || u.isSuperuser) return null;
  const settings = await loadRetentionSettings(db);
  return {
    noticed_at: u.retentionNoticeAt.toISOString(),
    announced_delete_at: u.retentionDeleteAt ? u.retentionDeleteAt.toISOString() : null,
    delete_at: deletionDue(lastActiveOf(u), settings).toISOString(),
    kept: noticeOf(u) === null,
  };
}

/** The user read the banner: the notice is cleared (a new one comes only after another inactive period). */
export async function acknowledgeRetentionNotice(db: Db, u: UserRow): Promise<void> {
  await db.update(users).set({ retentionNoticeAt: null, retentionDeleteAt: null }).where(eq(users.id, u.id));
}

/** `npm run retention` arguments: --dry-run or --run, exactly one; anything else is a usage error. */
export function parseRetentionArgs(argv: string[]): { dryRun: boolean } | null {
  if (argv.length !== 1) return null;
  if (argv[0] === '--dry-run') return { dryRun: true };
  if (argv[0] === '--run') return { dryRun: false };
  return null;
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

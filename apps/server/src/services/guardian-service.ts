// A legal guardian's consent for a child under 14 (issue 25, 개인정보 보호법 제22조의2, ADR 025):
// the account waits ('pending') until the guardian opens the e-mailed link (SMTP, or the outbox an
// admin reads) and confirms; the decision is recorded with its time and address. Links are
// single-use, expire, and only their hash is kept; an admin sees who waits and can send a new link.
import { CONSENT_MSG, GUARDIAN_LINK_HOURS, displayName, type GuardianRequestView, type GuardianWaiting } from '@dodam/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { guardianTokens, users } from '../db/schema.js';
import { selectUserById, type UserRow } from '../db/queries/users.js';
import { HttpError, conflict, notFound } from '../lib/http-errors.js';
import { generateToken, hashToken } from '../lib/tokens.js';
import { recordAudit, type Actor } from './admin-deps.js';
import { insertConsents, noticeVersion } from './consent-service.js';
import type { ServiceDeps } from './deps.js';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'mailer'>;

/** Where links point: the configured public address, else the origin the request came to. */
export function linkBase(config: ServiceDeps['config'], requestOrigin: string): string {
  return (config.PUBLIC_URL ?? requestOrigin).replace(/\/+$/, '');
}

function guardianMail(student: UserRow, link: string, expiresAt: Date) {
  const name = displayName(student.profile.fullName, student.username);
  const until = expiresAt.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long', timeStyle: 'short' });
  return {
    subject: `[도담] ${name} 학생의 보호자 동의를 부탁드립니다`,
    body: [
      '안녕하세요. 학교에서 쓰는 파이썬 학습 서비스 도담입니다.',
      '',
      `${name} 학생이 도담에 가입했습니다. 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인(보호자)의 동의가 필요합니다 (개인정보 보호법 제22조의2).`,
      '아래 링크에서 무엇을 수집하는지 확인하고 동의하거나 거부해 주세요. 동의하기 전까지 학생의 계정은 쓸 수 없습니다.',
      '',
      link,
      '',
      `이 링크는 ${until}까지 한 번만 쓸 수 있습니다. 가입한 적이 없다면 이 메일을 무시하셔도 됩니다.`,
    ].join('\n'),
  };
}

/** Issue a fresh link (earlier unused links stop working) and mail it to the guardian. */
export async function sendGuardianLink({ db, mailer }: Pick<Deps, 'db' | 'mailer'>, student: UserRow, guardianEmail: string, base: string, now = new Date()): Promise<{ expiresAt: Date; status: 'sent' | 'outbox' | 'failed' }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + GUARDIAN_LINK_HOURS * 3600_000);
  await db.transaction(async (tx) => {
    await tx.update(guardianTokens).set({ expiresAt: now }).where(and(eq(guardianTokens.userId, student.id), isNull(guardianTokens.usedAt), sql`${guardianTokens.expiresAt} > ${now}`));
    await tx.insert(guardianTokens).values({ userId: student.id, tokenHash: hashToken(token), guardianEmail, expiresAt, createdAt: now });
  });
  const mail = guardianMail(student, `${base}/guardian/${token}`, expiresAt);
  const sent = await mailer.send(db, { userId: student.id, to: guardianEmail, kind: 'guardian_consent', ...mail });
  return { expiresAt, status: sent.status };
}

/** The link's row if it can still be used: unknown or used → 404, expired → 410. */
async function usableToken(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(guardianTokens).where(eq(guardianTokens.tokenHash, hashToken(token))).limit(1);
  if (!row || row.usedAt) throw notFound(CONSENT_MSG.guardianLinkInvalid);
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, CONSENT_MSG.guardianLinkExpired);
  return row;
}

/** GET /public/guardian/{token}: what the guardian is asked about (the child's name and birth year only). */
export async function guardianRequest({ db, config }: Pick<Deps, 'db' | 'config'>, token: string, now = new Date()): Promise<GuardianRequestView> {
  const row = await usableToken(db, token, now);
  const student = await selectUserById(db, row.userId);
  if (!student) throw notFound(CONSENT_MSG.guardianLinkInvalid);
  return {
    student_name: displayName(student.profile.fullName, student.username),
    birth_year: student.birthYear,
    expires_at: row.expiresAt.toISOString(),
    notice_version: await noticeVersion(db, config),
  };
}

/** POST /public/guardian/{token}: confirm or refuse, once; recorded with time and address. */
export async function decideGuardianConsent({ db, config }: Pick<Deps, 'db' | 'config'>, token: string, decision: 'confirm' | 'refuse', ip: string | null, now = new Date()) {
  const version = await noticeVersion(db, config);
  const status = decision === 'confirm' ? ('confirmed' as const) : ('refused' as const);
  await db.transaction(async (tx) => {
    const row = await usableToken(tx, token, now);
    // Single use even under two clicks at once: only the first update finds the link unused.
    const claimed = await tx
      .update(guardianTokens)
      .set({ usedAt: now })
      .where(and(eq(guardianTokens.id, row.id), isNull(guardianTokens.usedAt)))
      .returning({ id: guardianTokens.id });
    if (claimed.length === 0) throw notFound(CONSENT_MSG.guardianLinkInvalid);
    await tx.update(users).set({ guardianStatus: status, updatedAt: now }).where(eq(users.id, row.userId));
    await insertConsents(tx, row.userId, [{ item: 'guardian', granted: status === 'confirmed' }], version, ip);
  });
  return {
    status,
    message:
      status === 'confirmed'
        ? '동의해 주셔서 고맙습니다. 학생의 계정이 열렸어요 (반 가입은 선생님이나 관리자의 승인을 거칩니다).'
        : '거부를 기록했어요. 학생의 계정은 쓸 수 없고, 다시 동의하려면 학교 관리자에게 새 링크를 요청해 주세요.',
  };
}

/** GET /admin/privacy/guardian-waiting: accounts waiting for (or refused by) a guardian, oldest first. */
export async function guardianWaitingList(db: Db): Promise<GuardianWaiting[]> {
  const waiting = await db
    .select()
    .from(users)
    .where(inArray(users.guardianStatus, ['pending', 'refused']))
    .orderBy(users.createdAt, users.id);
  if (waiting.length === 0) return [];
  const links = await db
    .select()
    .from(guardianTokens)
    .where(inArray(
      guardianTokens.userId,
      waiting.map((u) => u.id),
    ))
    .orderBy(desc(guardianTokens.createdAt), desc(guardianTokens.id));
  return waiting.map((u) => {
    const last = links.find((l) => l.userId === u.id);
    return {
      user_id: u.id,
      username: u.username,
      name: displayName(u.profile.fullName, u.username),
      birth_year: u.birthYear,
      guardian_email: u.guardianEmail,
      status: u.guardianStatus === 'refused' ? ('refused' as const) : ('pending' as const),
      created_at: u.createdAt.toISOString(),
      last_sent_at: last ? last.createdAt.toISOString() : null,
      link_expires_at: last && !last.usedAt ? last.expiresAt.toISOString() : null,
    };
  });
}

/** POST /admin/privacy/guardian-waiting/{id}/resend: a new link to the guardian (a refused account waits again). */
export async function resendGuardianLink(deps: Deps, actor: Actor, userId: number, base: string) {
  const student = await selectUserById(deps.db, userId);
  if (!student) throw notFound('사용자를 찾을 수 없습니다.');
  if (!student.guardianStatus || student.guardianStatus === 'confirmed' || !student.guardianEmail) throw conflict(CONSENT_MSG.notWaiting);
  if (student.guardianStatus === 'refused') await deps.db.update(users).set({ guardianStatus: 'pending', updatedAt: new Date() }).where(eq(users.id, student.id));
  const sent = await sendGuardianLink(deps, student, student.guardianEmail, base);
  await recordAudit(deps.db, actor, 'privacy.guardian_resend', { type: 'user', id: student.id }, { delivery: sent.status });
  return { message: sent.status === 'failed' ? '메일을 보내지 못했어요. 알림함에서 다시 보내 주세요.' : '보호자에게 새 동의 링크를 보냈어요.', expires_at: sent.expiresAt.toISOString() };
}

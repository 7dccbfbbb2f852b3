import {
  ADMIN_MSG,
  CONSENT_MSG,
  MSG,
  needsGuardianConsent,
  format,
  formatWait,
  isReservedUsername,
  type ApprovalBlockedDetail,
  type Profile,
  type Settings,
  type User,
  type registerRequestSchema,
} from '@dodam/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { courseMembers, courses } from '../db/schema.js';
import { insertApprovalRequests, selectRequestsForUser, updateApprovalRequests, type ApprovalRequestRow } from '../db/queries/approval-requests.js';
import { selectCoursesByIds, upsertCourseMember } from '../db/queries/courses.js';
import { consumeCode, insertCodeUse, selectCodeWithCourse } from '../db/queries/registration-codes.js';
import { selectCourseIsFull } from '../db/queries/classes.js';
import { incrementRateLimit, selectRateLimit } from '../db/queries/rate-limits.js';
import { clearLoginThrottle, insertLoginDevice, reserveLoginAttempt, touchLoginDevice } from '../db/queries/login-throttles.js';
import { countAccountsSignedInFrom, insertSession, revokeSession } from '../db/queries/sessions.js';
import { insertUser, selectEmailTaken, selectUserByLogin, selectUsernameTaken, updateUser, type UserRow } from '../db/queries/users.js';
import { conflict, forbidden, tooManyRequests, unauthorized, unprocessable } from '../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { computeUserProgress } from './progress.js';
import { presentRegistration, presentUser } from '../presenters/users.js';
import type { ServiceDeps } from './deps.js';
import { checkCodeWithinBudget } from './registration-codes.js';
import { insertConsents, noticeVersion, signupDecisions } from './consent-service.js';
import { linkBase, sendGuardianLink } from './guardian-service.js';
import { generateToken, hashToken } from '../lib/tokens.js';
import { retentionNoticeFor } from './retention.js';

export async function loadUserView({ db, content, now }: Pick<ServiceDeps, 'db' | 'content' | 'now'>, user: UserRow): Promise<User> {
  const [registrations, progress, memberships] = await Promise.all([
    selectRequestsForUser(db, user.id),
    computeUserProgress({ db, content, now }, user.id),
    db
      .select({ id: courseMembers.id, courseId: courseMembers.courseId, memberType: courseMembers.memberType, enrolledAt: courseMembers.enrolledAt, courseTitle: courses.title, courseCategory: courses.category })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .where(eq(courseMembers.userId, user.id)),
  ]);
  const view = presentUser(user, registrations, progress);
  view.retention_notice = await retentionNoticeFor(db, user);
  // An enrolment without a request (a roster import, an admin's bulk enrolment) is still a course
  // the user is in: the profile must not say 신청한 과정이 없습니다 (issue 22).
  const requested = new Set(registrations.filter((r) => r.status === 'approved').map((r) => r.courseId));
  for (const m of memberships) {
    if (requested.has(m.courseId)) continue;
    view.course_registrations.push({
      id: -m.id,
      course_id: m.courseId,
      course_name: m.courseTitle,
      course_category: m.courseCategory,
      user_type: m.memberType,
      status: 'approved',
      registration_message: null,
      created_at: m.enrolledAt.toISOString(),
      processed_at: m.enrolledAt.toISOString(),
    });
  }
  return view;
}

export function approvalBlockedDetail(user: UserRow): ApprovalBlockedDetail | null {
  // Under 14 (issue 25): nothing opens until a legal guardian has consented, whatever the approval says.
  const blocked = blockedState(user);
  if (!blocked) return null;
  return {
    type: blocked.type,
    username: user.username,
    email: user.email ?? '',
    user_type: user.userType,
    message: blocked.message,
    description: blocked.description,
    rejection_reason: blocked.type === 'approval_rejected' ? user.rejectionReason : null,
  };
}

/** Why an account cannot use Dodam yet (a guardian's consent first, then an admin's approval), or null. */
function blockedState(user: UserRow): { type: ApprovalBlockedDetail['type']; message: string; description: string } | null {
  if (user.guardianStatus === 'pending') return { type: 'guardian_pending', message: CONSENT_MSG.guardianPending, description: CONSENT_MSG.guardianPendingDescription };
  if (user.guardianStatus === 'refused') return { type: 'guardian_refused', message: CONSENT_MSG.guardianRefused, description: CONSENT_MSG.guardianRefusedDescription };
  if (user.isSuperuser || user.approvalStatus === 'approved') return null;
  if (user.approvalStatus === 'pending') return { type: 'approval_pending', message: MSG.approvalPendingMessage, description: MSG.approvalPendingDescription };
  return { type: 'approval_rejected', message: MSG.approvalRejectedMessage, description: MSG.approvalRejectedDescription };
}

interface LoginContext {
  ip: string;
  userAgent?: string | undefined;
  adminOnly: boolean;
  /** The device-cookie token this browser holds for a user id, if any (ADR 016). */
  deviceToken?: ((userId: number) => string | undefined) | undefined;
}

/**
 * Throttle, verify, check approval, open a session. Unknown user and wrong password look the same.
 *
 * The limits (ADR 016, OWASP's device-cookie pattern), all in the shared database so they hold
 * across server instances:
 * - a browser that signed in to an account before (valid device cookie) is trusted for it: its
 *   failures count on a counter of its own, and no limit of the address applies to it;
 * - otherwise per account, whatever identifier names it: the first failures cost nothing, then
 *   each one earns a growing wait (30 s, 1 min, 2 min … capped) instead of a lockout wall;
 * - per address, counting failures only, with a budget that grows with every account that signed
 *   in from there: a school behind one address is never refused, while one address guessing at
 *   many accounts (spraying) runs out of budget.
 * The account attempt is reserved before the password check (and cleared on success), so parallel
 * guesses cannot slip past a wait between check and count.
 */
export async function login(deps: Pick<ServiceDeps, 'db' | 'config'>, identifier: string, password: string, ctx: LoginContext) {
  const { user, trusted } = await authenticate(deps, identifier, password, ctx);
  // A browser signing in to this account for the first time becomes trusted for it.
  return openSession(deps, user, { ...ctx, issueDeviceToken: !trusted });
}

/** The password check of login(): throttles, verification and the account's state; opens no session. */
export async function authenticate({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, identifier: string, password: string, ctx: LoginContext): Promise<{ user: UserRow; trusted: boolean }> {
  const user = await selectUserByLogin(db, identifier);
  const cookieToken = user ? ctx.deviceToken?.(user.id) : undefined;
  const deviceHash = cookieToken ? hashToken(cookieToken) : undefined;
  const trusted = user && deviceHash ? await touchLoginDevice(db, deviceHash, user.id) : false;

  const address = addressKey(ctx.ip);
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  const ipKey = `login:ip-failures:${address}`;
  if (!trusted) {
    const failures = await selectRateLimit(db, ipKey);
    if (failures && failures.count >= config.LOGIN_MAX_FAILURES_PER_IP) {
      const signedIn = await countAccountsSignedInFrom(db, ctx.ip, new Date(Date.now() - windowMs));
      if (failures.count >= config.LOGIN_MAX_FAILURES_PER_IP + signedIn) throw throttled(failures.resetAt);
    }
  }

  const scopeKey = !user ? `unknown:${identifier.trim().toLowerCase()}` : trusted ? `device:${user.id}:${deviceHash!.slice(0, 24)}` : `account:${user.id}`;
  const reservation = await reserveLoginAttempt(db, scopeKey, user?.id ?? null, {
    free: trusted ? config.LOGIN_TRUSTED_DEVICE_FREE_FAILURES : config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    baseSeconds: config.LOGIN_DELAY_BASE_SECONDS,
    maxSeconds: config.LOGIN_DELAY_MAX_SECONDS,
    forgetSeconds: LOGIN_FORGET_SECONDS,
  });
  if (!reservation.ok) throw throttled(reservation.blockedUntil);

  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    if (!trusted) await incrementRateLimit(db, ipKey, windowMs);
    throw unauthorized(ctx.adminOnly ? MSG.adminInvalidCredentials : MSG.invalidCredentials);
  }
  await clearLoginThrottle(db, scopeKey);
  assertMaySignIn(user, ctx.adminOnly);
  return { user, trusted: Boolean(trusted) };
}

/**
 * Whether an account may open a session, whatever proved who it is (a password or a linked school
 * account): the same refusals and the same Korean messages for every way in.
 */
export function assertMaySignIn(user: UserRow, adminOnly: boolean): void {
  if (adminOnly && !user.isSuperuser) throw forbidden('관리자 권한이 없는 계정입니다.');
  if (user.status !== 'active') throw forbidden(MSG.accountDisabled);
  const blocked = approvalBlockedDetail(user);
  if (blocked) throw forbidden(blocked);
}

interface SessionContext {
  ip: string;
  userAgent?: string | undefined;
  adminOnly: boolean;
  /** Trust this browser for the account from now on (a new device cookie, ADR 016). */
  issueDeviceToken: boolean;
}

/** A new bearer session for an account that proved who it is; a browser new to it gets a device cookie (ADR 016). */
export async function openSession({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, user: UserRow, ctx: SessionContext) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3600_000);
  const newDeviceToken = ctx.issueDeviceToken ? generateToken() : undefined;
  await db.transaction(async (tx) => {
    await insertSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      kind: ctx.adminOnly ? 'admin' : 'user',
      expiresAt,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    });
    if (newDeviceToken) await insertLoginDevice(tx, hashToken(newDeviceToken), user.id);
  });
  const updated = (await updateUser(db, user.id, { lastLoginAt: new Date() })) ?? user;
  return { token, expiresAt, user: updated, deviceToken: newDeviceToken };
}

/** Failures at one account are forgotten after a day without a new one (a success forgets them at once). */
const LOGIN_FORGET_SECONDS = 24 * 3600;

/**
 * The address a limit is keyed by: an IPv4 address as it is; IPv6 by its /64 prefix, since one
 * household or attacker gets a whole /64 and could otherwise take a fresh address per guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function throttled(until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return tooManyRequests(format(MSG.tooManyLoginAttempts, { wait: formatWait(seconds) }), seconds);
}

type ParsedRegister = z.output<typeof registerRequestSchema>;

/** Self-registration: a pending student account plus one approval request per course. */
export async function register(
  { db, config, mailer }: Pick<ServiceDeps, 'db' | 'config' | 'mailer'>,
  input: ParsedRegister,
  ip: string,
  origin: string,
  /** More work in the sign-up's transaction (linking a school account, ADR 018): a throw undoes the sign-up. */
  alsoInTransaction?: (tx: Db, user: UserRow) => Promise<void>,
) {
  if (isReservedUsername(input.username)) throw unprocessable(MSG.usernameReserved, 'username');
  if (await selectUsernameTaken(db, input.username)) throw conflict(MSG.usernameTaken);
  if (await selectEmailTaken(db, input.email)) throw conflict(MSG.emailTaken);

  const courseIds = input.course_registrations.map((r) => r.course_id);
  if (new Set(courseIds).size !== courseIds.length) throw unprocessable(MSG.courseDuplicated, 'course_registrations');
  const found = await selectCoursesByIds(db, courseIds);
  const active = new Set(found.filter((c) => c.isActive).map((c) => c.id));
  const missing = courseIds.find((id) => !active.has(id));
  if (missing) throw unprocessable(MSG.courseNotFound, 'course_registrations');

  const submittedCodes: (string | null)[] = [];
  const entries: ParsedRegister['course_registrations'] = [];
  for (const entry of input.course_registrations) {
    if (!entry.registration_code) {
      submittedCodes.push(null);
      entries.push(entry);
      continue;
    }
    // The shared guessing budget (counting invalid codes only); one message for any unusable code.
    const check = await checkCodeWithinBudget({ db, config }, ip, entry.registration_code, entry.course_id);
    if (!check.valid) throw unprocessable(MSG.codeInvalid, 'course_registrations');
    submittedCodes.push(entry.registration_code.trim().toUpperCase());
    // The code decides the member type: a teacher code makes a teacher request.
    entries.push({ ...entry, user_type: check.user_type ?? entry.user_type });
  }

  const passwordHash = await hashPassword(input.password);
  // Issue 25: under 14, the account waits for a legal guardian's consent (개인정보 보호법 제22조의2).
  const guardian = input.birth_year !== undefined && needsGuardianConsent(input.birth_year) ? input.guardian_email ?? null : null;
  const version = await noticeVersion(db, config);
  let result;
  try {
    result = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        passwordHash,
        userType: 'student',
        approvalStatus: 'pending',
        ...(input.full_name ? { profile: { fullName: input.full_name } } : {}),
        ...(input.school
          ? { grade: input.school.grade, classNumber: input.school.class_number, studentNumber: input.school.student_number, studentCode: input.school.student_code }
          : {}),
        birthYear: input.birth_year ?? null,
        ...(guardian ? { guardianStatus: 'pending' as const, guardianEmail: guardian } : {}),
      });
      if (input.consents) await insertConsents(tx, user.id, signupDecisions(config, input.consents), version, ip);
      const requests = await insertApprovalRequests(
        tx,
        entries.map((entry, i) => ({
          userId: user.id,
          courseId: entry.course_id,
          memberType: entry.user_type,
          message: entry.registration_message || null,
          submittedCode: submittedCodes[i] ?? null,
        })),
      );
      const approved = await useRegistrationCodes(tx, user, requests);
      await alsoInTransaction?.(tx, user);
      const registrations = await selectRequestsForUser(tx, user.id);
      return { user: approved ?? user, registrations: registrations.map(presentRegistration) };
    });
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(String(err).includes('email') ? MSG.emailTaken : MSG.usernameTaken);
    throw err;
  }
  if (guardian) await sendGuardianLink({ db, mailer }, result.user, guardian, linkBase(config, origin));
  return result;
}

/**
 * Record the use of every code entered at sign-up (atomically, so a code's last use goes to one
 * applicant). A request made with an auto-approve code is approved at once, enrolling the user and
 * approving the account; an ordinary code stays on the request for the admin to see.
 */
async function useRegistrationCodes(db: Db, user: UserRow, requests: ApprovalRequestRow[]): Promise<UserRow | undefined> {
  let approved: UserRow | undefined;
  for (const request of requests) {
    if (!request.submittedCode) continue;
    const found = await selectCodeWithCourse(db, request.submittedCode);
    const consumed = found && !found.courseArchivedAt ? await consumeCode(db, found.code.id) : undefined;
    if (!consumed) throw unprocessable(MSG.codeInvalid, 'course_registrations');
    await insertCodeUse(db, { codeId: consumed.id, userId: user.id, approvalRequestId: request.id });
    // A teacher request always waits for an admin, even if an old row still says auto-approve.
    if (!consumed.autoApprove || request.memberType === 'teacher') continue;
    // An auto-approved student takes a seat: a full class refuses the sign-up (nothing is kept).
    if (request.memberType === 'student' && (await selectCourseIsFull(db, request.courseId))) throw conflict(ADMIN_MSG.courseFull);
    const now = new Date();
    await updateApprovalRequests(db, [request.id], { status: 'approved', processedAt: now, registrationCode: consumed.code });
    await upsertCourseMember(db, request.courseId, user.id, request.memberType);
    approved = await updateUser(db, user.id, { approvalStatus: 'approved', approvedAt: now });
  }
  return approved;
}

export function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}


export function logout({ db }: Pick<ServiceDeps, 'db'>, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId);
}

/** Merge a profile or settings patch into the user's row and return the fresh view. */
export async function updateOwnAccount({ db, content, now }: Pick<ServiceDeps, 'db' | 'content' | 'now'>, user: UserRow, patch: { profile?: Partial<Profile>; settings?: Partial<Settings> }): Promise<User> {
  const values = {
    ...(patch.profile ? { profile: { ...user.profile, ...patch.profile } } : {}),
    ...(patch.settings ? { settings: { ...user.settings, ...patch.settings } } : {}),
  };
  const updated = await updateUser(db, user.id, values);
  return loadUserView({ db, content, now }, updated ?? user);
}

import {
  ADMIN_MSG,
  MSG,
  format,
  isReservedUsername,
  type ApprovalBlockedDetail,
  type Profile,
  type Settings,
  type User,
  type registerRequestSchema,
} from '@dodam/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { insertApprovalRequests, selectRequestsForUser, updateApprovalRequests, type ApprovalRequestRow } from '../db/queries/approval-requests.js';
import { selectCoursesByIds, upsertCourseMember } from '../db/queries/courses.js';
import { consumeCode, insertCodeUse, selectCodeWithCourse } from '../db/queries/registration-codes.js';
import { selectCourseIsFull } from '../db/queries/classes.js';
import { deleteRateLimit, incrementRateLimit, releaseRateLimit, selectRateLimit } from '../db/queries/rate-limits.js';
import { insertSession, revokeSession } from '../db/queries/sessions.js';
import { insertUser, selectEmailTaken, selectUserByLogin, selectUsernameTaken, updateUser, type UserRow } from '../db/queries/users.js';
import { conflict, forbidden, tooManyRequests, unauthorized, unprocessable } from '../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { computeUserProgress } from './progress.js';
import { presentRegistration, presentUser } from '../presenters/users.js';
import type { ServiceDeps } from './deps.js';
import { checkRegistrationCode } from './registration-codes.js';
import { generateToken, hashToken } from '../lib/tokens.js';

export async function loadUserView({ db, content }: Pick<ServiceDeps, 'db' | 'content'>, user: UserRow): Promise<User> {
  const [registrations, progress] = await Promise.all([selectRequestsForUser(db, user.id), computeUserProgress({ db, content }, user.id)]);
  return presentUser(user, registrations, progress);
}

export function approvalBlockedDetail(user: UserRow): ApprovalBlockedDetail | null {
  if (user.isSuperuser || user.approvalStatus === 'approved') return null;
  const pending = user.approvalStatus === 'pending';
  return {
    type: pending ? 'approval_pending' : 'approval_rejected',
    username: user.username,
    email: user.email,
    user_type: user.userType,
    message: pending ? MSG.approvalPendingMessage : MSG.approvalRejectedMessage,
    description: pending ? MSG.approvalPendingDescription : MSG.approvalRejectedDescription,
    rejection_reason: pending ? null : user.rejectionReason,
  };
}

interface LoginContext {
  ip: string;
  userAgent?: string | undefined;
  adminOnly: boolean;
}

/**
 * Throttle, verify, check approval, open a session. Unknown user and wrong password look the same.
 *
 * Two limits, both in the shared database (so they hold across server instances):
 * - per account, whatever identifier names it (username or e-mail resolve to the same user id): a
 *   guess by e-mail uses up the same attempts as one by username;
 * - per IP, counting failures only: a classroom is many students behind one address, so their
 *   successful logins must not lock the class out, while a guessing run from that address is stopped.
 * An account attempt is reserved before the password check (and the reservation cleared on success),
 * so parallel guesses at one account cannot slip past its limit between check and count. The per-IP
 * count is only added after a failure: reserving there too would make 40 students pressing "login"
 * at the same moment look like 40 attempts in flight.
 */
export async function login({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, identifier: string, password: string, ctx: LoginContext) {
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  const ipKey = `login:ip-failures:${ctx.ip}`;
  const ipWindow = await selectRateLimit(db, ipKey);
  if (ipWindow && ipWindow.count >= config.LOGIN_MAX_FAILURES_PER_IP) throw throttled(ipWindow.resetAt);

  const user = await selectUserByLogin(db, identifier);
  const accountKey = user ? `login:account:${user.id}` : `login:unknown:${identifier.trim().toLowerCase()}`;
  const accountWindow = await incrementRateLimit(db, accountKey, windowMs);
  if (accountWindow.count > config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    // No password was checked, so this attempt is not a failure of its own.
    await releaseRateLimit(db, accountKey);
    throw throttled(accountWindow.resetAt);
  }

  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await incrementRateLimit(db, ipKey, windowMs);
    throw unauthorized(ctx.adminOnly ? MSG.adminInvalidCredentials : MSG.invalidCredentials);
  }
  await deleteRateLimit(db, accountKey);

  if (ctx.adminOnly && !user.isSuperuser) throw forbidden('관리자 권한이 없는 계정입니다.');
  if (user.status !== 'active') throw forbidden(MSG.accountDisabled);
  const blocked = approvalBlockedDetail(user);
  if (blocked) throw forbidden(blocked);

  const token = generateToken();
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3600_000);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    kind: ctx.adminOnly ? 'admin' : 'user',
    expiresAt,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  });
  const updated = (await updateUser(db, user.id, { lastLoginAt: new Date() })) ?? user;
  return { token, expiresAt, user: updated };
}

function throttled(resetAt: Date) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return tooManyRequests(format(MSG.tooManyLoginAttempts, { seconds }), seconds);
}

type ParsedRegister = z.output<typeof registerRequestSchema>;

/** Self-registration: a pending student account plus one approval request per course. */
export async function register({ db }: Pick<ServiceDeps, 'db'>, input: ParsedRegister) {
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
    const check = await checkRegistrationCode({ db }, entry.registration_code);
    if (!check.valid || check.course_id !== entry.course_id) {
      throw unprocessable(check.valid ? ADMIN_MSG.codeCourseMismatch : check.message, 'course_registrations');
    }
    submittedCodes.push(entry.registration_code.trim().toUpperCase());
    // The code decides the member type: a teacher code makes a teacher request.
    entries.push({ ...entry, user_type: check.user_type ?? entry.user_type });
  }

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
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
      });
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
      const registrations = await selectRequestsForUser(tx, user.id);
      return { user: approved ?? user, registrations: registrations.map(presentRegistration) };
    });
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(String(err).includes('email') ? MSG.emailTaken : MSG.usernameTaken);
    throw err;
  }
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
    const consumed = found ? await consumeCode(db, found.code.id) : undefined;
    if (!consumed) throw unprocessable(MSG.codeUsedUp, 'course_registrations');
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
export async function updateOwnAccount({ db, content }: Pick<ServiceDeps, 'db' | 'content'>, user: UserRow, patch: { profile?: Partial<Profile>; settings?: Partial<Settings> }): Promise<User> {
  const values = {
    ...(patch.profile ? { profile: { ...user.profile, ...patch.profile } } : {}),
    ...(patch.settings ? { settings: { ...user.settings, ...patch.settings } } : {}),
  };
  const updated = await updateUser(db, user.id, values);
  return loadUserView({ db, content }, updated ?? user);
}

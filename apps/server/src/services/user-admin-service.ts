import {
  ADMIN_MSG,
  BULK_ENROL_MAX_ROWS,
  CONSENT_MSG,
  IDENTITY_MSG,
  MSG,
  birthYearSchema,
  emailSchema,
  format,
  fullNameSchema,
  isReservedUsername,
  needsGuardianConsent,
  rosterLabel,
  schoolIdentitySchema,
  usernameSchema,
  type ApprovalStatus,
  type MemberType,
  type PasswordResetResponse,
  type RosterImportResponse,
  type RosterRow,
  type SchoolIdentity,
} from '@dodam/contracts';
import { parseRoster, type RosterRecord } from './roster.js';
import { sendGuardianLink } from './guardian-service.js';
import { parse } from 'csv-parse/sync';
import { randomInt } from 'node:crypto';
import { insertApprovalRequests, selectRequestsForUser } from '../db/queries/approval-requests.js';
import type { Db } from '../db/client.js';
import { deleteMembershipsNotOfType, selectCourseById, selectFreeSeats } from '../db/queries/classes.js';
import { upsertCourseMember } from '../db/queries/courses.js';
import { assertClassOpen } from './class-archive.js';
import { revokeOtherSessions, revokeUserSessions } from '../db/queries/sessions.js';
import { clearLoginThrottlesOfUser } from '../db/queries/login-throttles.js';
import { insertUser, selectEmailTaken, selectUserById, selectUsernameTaken, updateUser, type NewUser, type UserRow } from '../db/queries/users.js';
import { recordAudit, type Actor, type AdminDeps } from './admin-deps.js';
import { approvalEmail } from '../lib/emails.js';
import { HttpError, conflict, notFound, unprocessable } from '../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import type { ServiceDeps } from './deps.js';

// Readable alphabet (no 0/O, 1/l/I) so a printed temporary password can be typed without doubt.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password an admin can read out or print: 10 characters, ≈ 58 bits. */
export function generateTemporaryPassword(): string {
  return Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

async function changeableUser(deps: AdminDeps, actor: Actor, userId: number): Promise<UserRow> {
  if (actor.id === userId) throw conflict(MSG.cannotChangeSelf);
  const target = await selectUserById(deps.db, userId);
  if (!target) throw notFound(MSG.userNotFound);
  if (target.isSuperuser) throw conflict(ADMIN_MSG.superuserLocked);
  return target;
}

/**
 * Status or type change; suspending revokes every session at once, so a live token stops working.
 * A type change drops the enrolments of the other kind in the same transaction: a demoted teacher
 * keeps no 강사 seat (and its students' records), a promoted student leaves the class lists.
 */
export async function changeUser(deps: AdminDeps, actor: Actor, userId: number, patch: Pick<Partial<NewUser>, 'status'> & { userType?: MemberType }): Promise<UserRow> {
  const target = await changeableUser(deps, actor, userId);
  return deps.db.transaction(async (tx) => {
    const updated = (await updateUser(tx, userId, patch)) ?? target;
    if (updated.status !== 'active') await revokeUserSessions(tx, userId);
    if (patch.status) await recordAudit(tx, actor, 'user.status', { type: 'user', id: userId }, { username: target.username, from: target.status, to: patch.status });
    if (patch.userType) {
      const dropped = await deleteMembershipsNotOfType(tx, userId, patch.userType);
      await recordAudit(tx, actor, 'user.type', { type: 'user', id: userId }, { username: target.username, from: target.userType, to: patch.userType, removed_from: dropped });
    }
    return updated;
  });
}

/**
 * Replace the password with a one-time temporary one: shown to the admin once (or e-mailed when SMTP
 * is configured), every session revoked, and a new password required at the next login.
 */
export async function resetPassword(deps: AdminDeps, actor: Actor, userId: number): Promise<PasswordResetResponse> {
  const target = await changeableUser(deps, actor, userId);
  const temporary = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporary);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, mustChangePassword: true });
    await revokeUserSessions(tx, userId);
    // A reset is how an admin gets a locked-out student back in: the temporary password must work now.
    await clearLoginThrottlesOfUser(tx, userId);
    await recordAudit(tx, actor, 'user.password_reset', { type: 'user', id: userId }, { username: target.username, delivery: deps.mailer.delivery });
  });
  if (deps.mailer.delivery === 'smtp' && target.email) {
    const sent = await deps.mailer.send(deps.db, {
      userId,
      to: target.email,
      subject: '[도담] 임시 비밀번호 안내',
      body: `${target.username} 님, 관리자가 비밀번호를 초기화했습니다.\n임시 비밀번호: ${temporary}\n로그인하면 새 비밀번호를 설정해야 합니다.`,
      kind: 'password_reset',
    });
    if (sent.status === 'sent') return { message: `${target.username} 님에게 임시 비밀번호를 메일로 보냈습니다.`, temporary_password: null, delivery: 'email' };
  }
  return { message: `${target.username} 님의 임시 비밀번호입니다. 지금 한 번만 표시됩니다.`, temporary_password: temporary, delivery: 'shown' };
}

/**
 * Lift every login wait of an account (a teacher of the student's class or an admin, ADR 016): the
 * student can try again at once. Audited with whether anything was locked.
 */
export async function unlockLogin(deps: Pick<AdminDeps, 'db'>, actor: Actor, target: Pick<UserRow, 'id' | 'username'>): Promise<{ message: string; was_locked: boolean }> {
  return deps.db.transaction(async (tx) => {
    const wasLocked = await clearLoginThrottlesOfUser(tx, target.id);
    await recordAudit(tx, actor, 'user.login_unlock', { type: 'user', id: target.id }, { username: target.username, was_locked: wasLocked });
    return {
      message: wasLocked ? `${target.username} 님의 로그인 대기를 풀었습니다. 지금 다시 로그인할 수 있습니다.` : `${target.username} 님은 로그인이 막혀 있지 않습니다.`,
      was_locked: wasLocked,
    };
  });
}

/** Self-service change on /profile: the current password is required; every other session is revoked. */
export async function changeOwnPassword(deps: Pick<AdminDeps, 'db'>, user: UserRow, sessionId: number, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, current))) throw unprocessable(ADMIN_MSG.currentPasswordWrong, 'current_password');
  if (current === next) throw unprocessable(ADMIN_MSG.passwordSame, 'new_password');
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    await revokeOtherSessions(tx, user.id, sessionId);
  });
}

interface CsvRow {
  line: number;
  username: string;
  email: string;
  fullName: string;
}

function parseCsv(text: string): { rows: CsvRow[]; errors: { line: number; reason: string }[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with its line number (the types do not follow the option).
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, reason: 'CSV 형식이 올바르지 않습니다 (따옴표를 확인해 주세요).' }] };
  }
  const first = records[0]?.record[0]?.toLowerCase();
  if (first === 'username' || first === '아이디') records = records.slice(1);
  const rows: CsvRow[] = [];
  const errors: { line: number; reason: string }[] = [];
  for (const { record, info } of records) {
    const [username = '', email = '', fullName = ''] = record;
    const line = info.lines;
    if (record.length < 3 || !fullName) {
      errors.push({ line, reason: '아이디, 이메일, 이름 세 칸이 모두 필요합니다.' });
      continue;
    }
    const u = usernameSchema.safeParse(username);
    const e = emailSchema.safeParse(email);
    if (!u.success) errors.push({ line, reason: u.error.issues[0]?.message ?? MSG.usernameInvalid });
    else if (isReservedUsername(username)) errors.push({ line, reason: MSG.usernameReserved });
    else if (!e.success) errors.push({ line, reason: e.error.issues[0]?.message ?? MSG.emailInvalid });
    else if (fullName.length > 50) errors.push({ line, reason: '이름은 50자 이하여야 합니다.' });
    else rows.push({ line, username: u.data, email: e.data, fullName });
  }
  return { rows, errors };
}

/**
 * Bulk enrolment from a CSV (username, email, full name): every account is created approved and
 * enrolled with a generated password, or, when any row is bad, none is (reported by line).
 */
export async function bulkEnrol(deps: AdminDeps, actor: Actor, courseId: string, csv: string, memberType: MemberType) {
  const course = await selectCourseById(deps.db, courseId);
  if (!course) throw notFound('과정을 찾을 수 없습니다.');
  assertClassOpen(course);
  const { rows, errors } = parseCsv(csv);
  if (rows.length + errors.length > 500) throw unprocessable('한 번에 500명까지 등록할 수 있습니다.', 'csv');
  const seenNames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  for (const row of rows) {
    const name = row.username.toLowerCase();
    const email = row.email.toLowerCase();
    if (seenNames.has(name)) errors.push({ line: row.line, reason: `${seenNames.get(name)}행과 아이디가 같습니다.` });
    else if (seenEmails.has(email)) errors.push({ line: row.line, reason: `${seenEmails.get(email)}행과 이메일이 같습니다.` });
    else if (await selectUsernameTaken(deps.db, row.username)) errors.push({ line: row.line, reason: MSG.usernameTaken });
    else if (await selectEmailTaken(deps.db, row.email)) errors.push({ line: row.line, reason: MSG.emailTaken });
    seenNames.set(name, seenNames.get(name) ?? row.line);
    seenEmails.set(email, seenEmails.get(email) ?? row.line);
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    throw new HttpError(422, ADMIN_MSG.csvInvalid, {}, errors.map((e) => ({ field: `csv.${e.line}`, message: `${e.line}행: ${e.reason}` })));
  }
  if (rows.length === 0) throw unprocessable(ADMIN_MSG.csvEmpty, 'csv');

  const prepared = rows.map((row) => ({ row, password: generateTemporaryPassword() }));
  const hashes: string[] = [];
  for (const p of prepared) hashes.push(await hashPassword(p.password));
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    if (memberType === 'student') await refuseOverSeats(tx, courseId, prepared.length);
    for (const [i, { row }] of prepared.entries()) {
      const values: NewUser = {
        username: row.username,
        email: row.email,
        passwordHash: hashes[i]!,
        userType: memberType,
        approvalStatus: 'approved',
        approvedAt: now,
        mustChangePassword: true,
        profile: { fullName: row.fullName },
      };
      const user = await insertUser(tx, values);
      await upsertCourseMember(tx, courseId, user.id, memberType);
      await insertApprovalRequests(tx, [
        { userId: user.id, courseId, memberType, status: 'approved', processedAt: now, processedBy: actor.id, message: 'CSV 일괄 등록' },
      ]);
    }
    await recordAudit(tx, actor, 'course.bulk_enrol', { type: 'course', id: courseId }, { count: rows.length, usernames: rows.map((r) => r.username) });
  });
  return {
    message: `${rows.length}명을 등록했습니다. 비밀번호는 지금 한 번만 표시됩니다.`,
    accounts: prepared.map(({ row, password }) => ({ line: row.line, username: row.username, email: row.email, full_name: row.fullName, password })),
  };
}

/** A bulk enrolment of `requested` students must fit the class's free seats: 409 naming how many remain. */
async function refuseOverSeats(db: Db, courseId: string, requested: number): Promise<void> {
  const seats = await selectFreeSeats(db, courseId);
  if (seats !== null && requested > seats) throw conflict(format(ADMIN_MSG.seatsExceeded, { seats, requested }));
}

/** Mail an applicant the result of their approval (SMTP, or kept in the outbox). */
export async function sendApprovalEmail(
  { db, mailer }: Pick<ServiceDeps, 'db' | 'mailer'>,
  actor: Actor,
  input: { userId: number; status: Extract<ApprovalStatus, 'approved' | 'rejected'>; adminMessage?: string | undefined },
): Promise<{ id: number; status: 'sent' | 'outbox' | 'failed' }> {
  const user = await selectUserById(db, input.userId);
  if (!user) throw notFound(MSG.userNotFound);
  if (!user.email) throw conflict(ADMIN_MSG.noEmail);
  const registrations = await selectRequestsForUser(db, user.id);
  const mail = approvalEmail(user, registrations, input.status, input.adminMessage);
  const sent = await mailer.send(db, { userId: user.id, to: user.email, ...mail });
  await recordAudit(db, actor, 'approval.email', { type: 'user', id: user.id }, { approval_status: input.status, notification_id: sent.id, delivery: sent.status });
  return sent;
}

/** 학년·반·번호 → "s20314" (grade, two-digit class, two-digit number); line-based when they are missing. */
function suggestedUsername(school: SchoolIdentity, line: number): string {
  if (school.grade && school.class_number && school.student_number) return `s${school.grade}${String(school.class_number).padStart(2, '0')}${String(school.student_number).padStart(2, '0')}`;
  if (school.student_code) return `s${school.student_code.toLowerCase()}`;
  return `student${line}`;
}

/**
 * Roster import from a school file: every row checked and shown first (dry run); on the real run,
 * every account is created approved and enrolled with a one-time password, or none is.
 */
/** A roster row's birth year (plausible range) and, under 14, the guardian's address it needs (issue 25). */
function rosterGuardian(cells: RosterRecord['cells'], email: string | null, problems: string[]): { birthYear: number | null; guardianEmail: string | null } {
  if (!cells.birthYear) return { birthYear: null, guardianEmail: null };
  const year = birthYearSchema.safeParse(Number(cells.birthYear.replace(/년$/, '').trim()));
  if (!year.success) {
    problems.push(`출생연도: ${CONSENT_MSG.birthYearRange}`);
    return { birthYear: null, guardianEmail: null };
  }
  if (!needsGuardianConsent(year.data)) return { birthYear: year.data, guardianEmail: null };
  const guardian = emailSchema.safeParse(cells.guardianEmail ?? '');
  if (!guardian.success) problems.push(CONSENT_MSG.guardianEmailRequired);
  else if (email && guardian.data.toLowerCase() === email.toLowerCase()) problems.push(CONSENT_MSG.guardianEmailSelf);
  return { birthYear: year.data, guardianEmail: guardian.success ? guardian.data : null };
}

export async function importRoster(
  deps: AdminDeps,
  actor: Actor,
  courseId: string,
  bytes: Buffer,
  memberType: MemberType,
  dryRun: boolean,
  linkBaseUrl = '',
): Promise<RosterImportResponse> {
  const course = await selectCourseById(deps.db, courseId);
  if (!course) throw notFound('과정을 찾을 수 없습니다.');
  assertClassOpen(course);
  const parsed = await parseRoster(bytes);
  if (parsed.error) throw unprocessable(parsed.error, 'file_base64');
  if (parsed.records.length === 0) throw unprocessable(ADMIN_MSG.csvEmpty, 'file_base64');
  if (parsed.records.length > BULK_ENROL_MAX_ROWS) throw unprocessable('한 번에 500명까지 등록할 수 있습니다.', 'file_base64');

  const taken = new Set<string>();
  const emails = new Map<string, number>();
  const rows: RosterRow[] = [];
  for (const { line, cells } of parsed.records) {
    const problems: string[] = [];
    const name = fullNameSchema.safeParse(cells.fullName ?? '');
    if (!name.success) problems.push(name.error.issues[0]?.message ?? IDENTITY_MSG.nameRequired);
    const schoolParsed = schoolIdentitySchema.safeParse({ grade: cells.grade ?? '', class_number: cells.classNumber ?? '', student_number: cells.studentNumber ?? '', student_code: cells.studentCode ?? '' });
    if (!schoolParsed.success) problems.push(schoolParsed.error.issues[0]?.message ?? IDENTITY_MSG.grade);
    const school = schoolParsed.success ? schoolParsed.data : { grade: null, class_number: null, student_number: null, student_code: null };

    let username = cells.username ?? '';
    const generated = !username;
    if (generated) {
      const base = suggestedUsername(school, line);
      username = base;
      // Unique in the file and in the database: s20314, s20314-2, …
      for (let n = 2; taken.has(username.toLowerCase()) || (await selectUsernameTaken(deps.db, username)); n += 1) username = `${base}-${n}`;
    } else {
      const u = usernameSchema.safeParse(username);
      if (!u.success) problems.push(`아이디: ${u.error.issues[0]?.message ?? MSG.usernameInvalid}`);
      else if (isReservedUsername(username)) problems.push(MSG.usernameReserved);
      else if (taken.has(username.toLowerCase())) problems.push('파일 안에 같은 아이디가 있습니다.');
      else if (await selectUsernameTaken(deps.db, username)) problems.push(MSG.usernameTaken);
    }
    taken.add(username.toLowerCase());

    let email: string | null = null;
    if (cells.email) {
      const e = emailSchema.safeParse(cells.email);
      if (!e.success) problems.push(e.error.issues[0]?.message ?? MSG.emailInvalid);
      else if (emails.has(e.data.toLowerCase())) problems.push(`${emails.get(e.data.toLowerCase())}행과 이메일이 같습니다.`);
      else if (await selectEmailTaken(deps.db, e.data)) problems.push(MSG.emailTaken);
      else {
        email = e.data;
        emails.set(email.toLowerCase(), line);
      }
    }
    const { birthYear, guardianEmail } = rosterGuardian(cells, email, problems);
    rows.push({
      line,
      name: name.success ? name.data : (cells.fullName ?? ''),
      ...school,
      username,
      username_generated: generated,
      email,
      birth_year: birthYear,
      guardian_email: guardianEmail,
      error: problems.length ? problems.join(' ') : null,
    });
  }

  const bad = rows.filter((r) => r.error).length;
  if (dryRun) {
    // The check shows a roster that does not fit before anything is created.
    if (memberType === 'student') await refuseOverSeats(deps.db, courseId, rows.length);
    return { message: bad ? `${rows.length}명 중 ${bad}명에게 문제가 있습니다. 고친 뒤 다시 올려 주세요.` : `${rows.length}명을 등록할 수 있습니다.`, created: false, rows, accounts: [] };
  }
  if (bad) throw new HttpError(422, ADMIN_MSG.csvInvalid, {}, rows.filter((r) => r.error).map((r) => ({ field: `csv.${r.line}`, message: `${r.line}행: ${r.error}` })));

  const passwords = rows.map(() => generateTemporaryPassword());
  const hashes: string[] = [];
  for (const p of passwords) hashes.push(await hashPassword(p));
  const now = new Date();
  const waiting: { user: UserRow; guardianEmail: string }[] = [];
  await deps.db.transaction(async (tx) => {
    if (memberType === 'student') await refuseOverSeats(tx, courseId, rows.length);
    for (const [i, row] of rows.entries()) {
      const user = await insertUser(tx, {
        username: row.username,
        email: row.email,
        passwordHash: hashes[i]!,
        userType: memberType,
        approvalStatus: 'approved',
        approvedAt: now,
        mustChangePassword: true,
        profile: { fullName: row.name },
        grade: row.grade,
        classNumber: row.class_number,
        studentNumber: row.student_number,
        studentCode: row.student_code,
        birthYear: row.birth_year,
        // Issue 25: the student agrees to the notice at the first sign-in; under 14 a guardian first.
        consentRequired: memberType === 'student',
        ...(row.guardian_email ? { guardianStatus: 'pending' as const, guardianEmail: row.guardian_email } : {}),
      });
      if (row.guardian_email) waiting.push({ user, guardianEmail: row.guardian_email });
      await upsertCourseMember(tx, courseId, user.id, memberType);
      await insertApprovalRequests(tx, [{ userId: user.id, courseId, memberType, status: 'approved', processedAt: now, processedBy: actor.id, message: '명단 일괄 등록' }]);
    }
    await recordAudit(tx, actor, 'course.bulk_enrol', { type: 'course', id: courseId }, { count: rows.length, usernames: rows.map((r) => r.username), source: 'roster' });
  });
  for (const w of waiting) await sendGuardianLink(deps, w.user, w.guardianEmail, linkBaseUrl);
  return {
    message: `${rows.length}명을 등록했습니다. 비밀번호는 지금 한 번만 표시됩니다. 로그인 카드를 인쇄해 나눠 주세요.`,
    created: true,
    rows,
    accounts: rows.map((r, i) => ({ line: r.line, name: r.name, username: r.username, password: passwords[i]!, roster: rosterLabel(r) })),
  };
}

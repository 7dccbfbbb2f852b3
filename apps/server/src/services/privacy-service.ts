// A student's privacy rights (issue 25): everything held about them, who read it, correction,
// 처리 정지, and the deletion an admin completes (account and personal data gone, learning figures
// kept as anonymous counts, a tombstone in the audit log).
import { selectIdentitiesOfUser } from '../db/queries/oidc.js';
import { isAdmin, type User } from '@dodam/contracts';
import { ACCESS_WHAT_LABELS, type AccessLogEntry, type AccessWhat, type AdminPrivacyRequest, type Correction, type PrivacyExport, type PrivacyRequest, type PrivacyStatus } from '@dodam/contracts/privacy';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  insertAccessLogEntries,
  insertAnonymousFigures,
  insertDeletionRequest,
  selectAccessLogForStudent,
  selectLearningCounts,
  selectPendingDeletionRequest,
  selectPrivacyRequestById,
  selectPrivacyRequests,
  selectPrivacyRequestsForUser,
  updatePrivacyRequest,
  type AccessLogRow,
  type AdminPrivacyRequestRow,
  type PrivacyRequestRow,
} from '../db/queries/privacy.js';
import { selectEmailTaken, selectUserById, updateUser, type UserRow } from '../db/queries/users.js';
import {
  approvalRequests,
  auditLog,
  codeDrafts,
  codeExecutions,
  courseMembers,
  courses,
  evaluationAttempts,
  evaluationSubmissions,
  guardianTokens,
  learningEvents,
  notifications,
  sectionCompletions,
  sessions,
  tutorConversations,
  tutorRevealed,
  tutorRevealedLines,
  tutorHintEvents,
  tutorStates,
  tutorUsage,
  users,
} from '../db/schema.js';
import { conflict, notFound } from '../lib/http-errors.js';
import { recordAudit, type Actor } from './admin-deps.js';
import { loadUserView } from './auth-service.js';
import { presentConsent, selectConsents } from './consent-service.js';
import type { ServiceDeps } from './deps.js';

export const PRIVACY_MSG = {
  requestNotFound: '요청을 찾을 수 없습니다.',
  alreadyCompleted: '이미 처리된 요청입니다.',
  adminAccount: '관리자 계정은 이 방법으로 삭제할 수 없습니다. 먼저 다른 관리자가 권한을 바꿔 주세요.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  deletionReceived: '삭제 요청을 받았습니다. 관리자가 처리하면 계정과 개인정보가 삭제됩니다.',
  deletionCompleted: '계정과 개인정보를 삭제했습니다. 학습 통계는 누구인지 알 수 없는 숫자로만 남습니다.',
} as const;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The name a reader is shown under in a student's access log. */
export function readerNameOf(user: UserRow): string {
  const name = user.profile.fullName?.trim();
  return name ? `${name} (${user.username})` : user.username;
}

/** Records that `reader` read these students' records (called by the access-log hook when the read succeeds). */
export async function recordStudentReads(db: Db, reader: UserRow, what: AccessWhat, studentIds: number[], courseId: string | null): Promise<void> {
  const unique = [...new Set(studentIds)].filter((id) => id !== reader.id);
  const role = isAdmin({ user_type: reader.userType, is_superuser: reader.isSuperuser }) ? ('admin' as const) : ('teacher' as const);
  await insertAccessLogEntries(
    db,
    unique.map((studentId) => ({ studentId, readerId: reader.id, readerName: readerNameOf(reader), readerRole: role, what, courseId })),
  );
}

function presentAccessEntry(row: AccessLogRow): AccessLogEntry {
  const what = row.what as AccessWhat;
  return { id: row.id, reader_name: row.readerName, reader_role: row.readerRole, what, what_label: ACCESS_WHAT_LABELS[what] ?? row.what, course_id: row.courseId, at: row.createdAt.toISOString() };
}

function presentRequest(row: PrivacyRequestRow): PrivacyRequest {
  return { id: row.id, kind: row.kind, status: row.status, reason: row.reason, created_at: row.createdAt.toISOString(), completed_at: iso(row.completedAt) };
}

function presentAdminRequest(row: AdminPrivacyRequestRow): AdminPrivacyRequest {
  return { ...presentRequest(row), user_id: row.userId, username: row.username, full_name: row.fullName, user_type: row.userType };
}

export async function accessLogFor(db: Db, userId: number): Promise<AccessLogEntry[]> {
  return (await selectAccessLogForStudent(db, userId)).map(presentAccessEntry);
}

export async function privacyStatus(db: Db, user: UserRow): Promise<PrivacyStatus> {
  const pending = await selectPendingDeletionRequest(db, user.id);
  return { processing_suspended: user.processingSuspendedAt !== null, processing_suspended_at: iso(user.processingSuspendedAt), deletion_request: pending ? presentRequest(pending) : null };
}

export async function setProcessingSuspended(db: Db, user: UserRow, suspended: boolean): Promise<PrivacyStatus> {
  // Keep the first time it was asked for; lifting it clears the date.
  const at = suspended ? (user.processingSuspendedAt ?? new Date()) : null;
  const updated = (await updateUser(db, user.id, { processingSuspendedAt: at })) ?? user;
  return privacyStatus(db, updated);
}

export async function correctOwnAccount(deps: Pick<ServiceDeps, 'db' | 'content' | 'now'>, user: UserRow, input: Correction): Promise<User> {
  const email = input.email?.toLowerCase();
  if (email && email !== user.email?.toLowerCase() && (await selectEmailTaken(deps.db, email))) throw conflict(PRIVACY_MSG.emailTaken);
  try {
    const updated = await updateUser(deps.db, user.id, {
      ...(email ? { email } : {}),
      ...(input.full_name !== undefined ? { profile: { ...user.profile, fullName: input.full_name } } : {}),
    });
    return loadUserView(deps, updated ?? user);
  } catch (err) {
    // Two corrections racing to the same e-mail: the unique index answers.
    if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505') throw conflict(PRIVACY_MSG.emailTaken);
    throw err;
  }
}

export async function requestDeletion(db: Db, user: UserRow, reason: string | null): Promise<PrivacyRequest> {
  return presentRequest(await insertDeletionRequest(db, user.id, reason));
}

export async function listPrivacyRequests(db: Db, status?: 'pending' | 'completed'): Promise<AdminPrivacyRequest[]> {
  return (await selectPrivacyRequests(db, status)).map(presentAdminRequest);
}

/**
 * Completes a deletion request in one transaction: anonymous counts are kept, every audit entry
 * about the user loses its personal details, the outbox mails to them go, then the user row is
 * deleted (every record keyed by the user goes with it: sessions, enrolments, learning records,
 * runs, submissions, conversations, the access log). The request row stays, without the user.
 */
export async function completeDeletion(db: Db, actor: Actor, requestId: number): Promise<AdminPrivacyRequest> {
  return db.transaction(async (tx) => {
    const request = await selectPrivacyRequestById(tx, requestId);
    if (!request) throw notFound(PRIVACY_MSG.requestNotFound);
    if (request.status === 'completed' || request.userId === null) throw conflict(PRIVACY_MSG.alreadyCompleted);
    const user = await selectUserById(tx, request.userId);
    if (!user) throw conflict(PRIVACY_MSG.alreadyCompleted);
    if (isAdmin({ user_type: user.userType, is_superuser: user.isSuperuser })) throw conflict(PRIVACY_MSG.adminAccount);

    await eraseUser(tx, user);
    const done = await updatePrivacyRequest(tx, request.id, { status: 'completed', completedAt: new Date(), completedBy: actor.id, reason: null, userId: null });
    // The tombstone: that a deletion was carried out, by whom and when; nothing about the person.
    await recordAudit(tx, actor, 'privacy.deletion_complete', { type: 'privacy_request', id: request.id });
    return presentAdminRequest({ ...done!, username: null, fullName: null, userType: null });
  });
}

/**
 * The deletion itself, shared by a completed request and retention (call inside a transaction):
 * anonymous counts are kept, every audit entry about the user loses its personal details, the
 * outbox mails to them go, then the user row (and every record keyed by it) is deleted.
 */
export async function eraseUser(tx: Db, user: UserRow, now = new Date()): Promise<void> {
  const month = now.toISOString().slice(0, 7);
  const counts = await selectLearningCounts(tx, user.id);
  await insertAnonymousFigures(
    tx,
    [...counts].map(([courseId, c]) => ({ courseId, month, completions: c.completions, submissions: c.submissions, correctSubmissions: c.correct, codeRuns: c.runs, studySeconds: c.seconds })),
  );

  const id = String(user.id);
  await tx.update(auditLog).set({ targetId: null, details: {} }).where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, id)));
  await tx
    .update(auditLog)
    .set({ details: {} })
    .where(sql`${auditLog.details}->>'user_id' = ${id}`);
  await tx
    .update(auditLog)
    .set({ details: sql`jsonb_set(${auditLog.details}, '{usernames}', (${auditLog.details}->'usernames') - ${user.username}::text)` })
    .where(sql`jsonb_typeof(${auditLog.details}->'usernames') = 'array' and ${auditLog.details}->'usernames' ? ${user.username}::text`);
  await tx.update(auditLog).set({ actorName: '삭제된 사용자' }).where(eq(auditLog.actorId, user.id));
  await tx.delete(notifications).where(user.email ? sql`${notifications.userId} = ${user.id} or lower(${notifications.toEmail}) = ${user.email.toLowerCase()}` : sql`${notifications.userId} = ${user.id}`);

  await tx.delete(users).where(eq(users.id, user.id));
}

/**
 * Every table that keys rows to a user, and where its rows appear in the export (a key of
 * PrivacyExport) or why they are left out ('-' and the reason). A test fails when a table gains a
 * reference to users without a line here, so a new kind of record cannot silently miss the export.
 */
export const USER_TABLE_EXPORT: Record<string, string> = {
  users: 'profile',
  access_log: 'access_log',
  approval_requests: 'registration_requests',
  class_section_plans: '- a teacher\'s plan for a class (who set it), not a record about a student',
  code_drafts: 'drafts',
  code_executions: 'code_runs',
  course_members: 'enrolments',
  evaluation_attempts: 'evaluation_attempts',
  evaluation_submissions: 'submissions',
  learning_events: 'learning_records',
  section_completions: 'completions',
  tutor_conversations: 'tutor_conversations',
  tutor_usage: 'tutor_usage',
  tutor_states: 'tutor_memory',
  tutor_revealed: 'tutor_shown',
  tutor_revealed_lines: 'tutor_shown',
  tutor_hint_events: 'tutor_hints',
  consents: 'consents',
  guardian_tokens: 'guardian_links',
  privacy_requests: 'privacy_requests',
  sessions: 'sessions',
  notifications: 'notifications',
  audit_log: '- actions of staff accounts (admin work), not records about a student; a deleted user leaves a tombstone only',
  idempotency_keys: '- technical replay protection for one request, kept 24 hours',
  login_devices: '- hashes of trusted-browser cookies (security); nothing readable',
  login_throttles: '- counters of failed logins (security), forgotten after 24 hours',
  registration_code_uses: '- which class code was used at sign-up; the enrolment it produced is exported',
  registration_codes: '- codes issued by staff (a code handed to one student is its enrolment)',
  section_videos: '- uploaded by staff, not a record about a student',
  site_settings: '- settings an admin edits (the privacy officer named in the public notice)',
  tutor_budgets: '- a token counter for the tutor quota, refilled over time',
  user_identities: 'school_accounts',
  oidc_flows: '- a school sign-in in progress, deleted when used or after 15 minutes',
};

/** Everything held about the user, in one JSON document (GET /me/privacy/export). */
export async function exportFor(db: Db, user: UserRow): Promise<PrivacyExport> {
  const uid = user.id;
  const [enrolments, requests, events, completions, runs, attempts, submissions, conversations, usage, access, privacy, drafts, signIns, mails, memory, shown, shownLines, hintEvents, consentRows, links, schoolAccounts] = await Promise.all([
    db
      .select({ courseId: courseMembers.courseId, title: courses.title, memberType: courseMembers.memberType, at: courseMembers.enrolledAt })
      .from(courseMembers)
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .where(eq(courseMembers.userId, uid))
      .orderBy(asc(courseMembers.enrolledAt), asc(courseMembers.id)),
    db.select().from(approvalRequests).where(eq(approvalRequests.userId, uid)).orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id)),
    db.select().from(learningEvents).where(eq(learningEvents.userId, uid)).orderBy(asc(learningEvents.createdAt), asc(learningEvents.id)),
    db.select().from(sectionCompletions).where(eq(sectionCompletions.userId, uid)).orderBy(asc(sectionCompletions.completedAt), asc(sectionCompletions.id)),
    db.select().from(codeExecutions).where(eq(codeExecutions.userId, uid)).orderBy(asc(codeExecutions.createdAt), asc(codeExecutions.id)),
    db.select().from(evaluationAttempts).where(eq(evaluationAttempts.userId, uid)).orderBy(asc(evaluationAttempts.startedAt), asc(evaluationAttempts.id)),
    db.select().from(evaluationSubmissions).where(eq(evaluationSubmissions.userId, uid)).orderBy(asc(evaluationSubmissions.createdAt), asc(evaluationSubmissions.id)),
    db.select().from(tutorConversations).where(eq(tutorConversations.userId, uid)).orderBy(asc(tutorConversations.updatedAt), asc(tutorConversations.id)),
    db.select().from(tutorUsage).where(eq(tutorUsage.userId, uid)).orderBy(asc(tutorUsage.createdAt), asc(tutorUsage.id)),
    selectAccessLogForStudent(db, uid, 100_000),
    selectPrivacyRequestsForUser(db, uid),
    db.select().from(codeDrafts).where(eq(codeDrafts.userId, uid)).orderBy(asc(codeDrafts.updatedAt), asc(codeDrafts.id)),
    db.select().from(sessions).where(eq(sessions.userId, uid)).orderBy(asc(sessions.createdAt), asc(sessions.id)),
    db.select().from(notifications).where(eq(notifications.userId, uid)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db.select().from(tutorStates).where(eq(tutorStates.userId, uid)).orderBy(asc(tutorStates.updatedAt), asc(tutorStates.id)),
    db.select().from(tutorRevealed).where(eq(tutorRevealed.userId, uid)).orderBy(asc(tutorRevealed.createdAt), asc(tutorRevealed.id)),
    db.select().from(tutorRevealedLines).where(eq(tutorRevealedLines.userId, uid)).orderBy(asc(tutorRevealedLines.createdAt), asc(tutorRevealedLines.id)),
    db.select().from(tutorHintEvents).where(eq(tutorHintEvents.userId, uid)).orderBy(asc(tutorHintEvents.createdAt), asc(tutorHintEvents.id)),
    selectConsents(db, uid),
    db.select().from(guardianTokens).where(eq(guardianTokens.userId, uid)).orderBy(asc(guardianTokens.createdAt), asc(guardianTokens.id)),
    selectIdentitiesOfUser(db, uid),
  ]);
  return {
    generated_at: new Date().toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email ?? '',
      user_type: user.userType,
      approval_status: user.approvalStatus,
      status: user.status,
      processing_suspended_at: iso(user.processingSuspendedAt),
      profile: user.profile,
      settings: user.settings,
      created_at: user.createdAt.toISOString(),
      last_login_at: iso(user.lastLoginAt),
      grade: user.grade,
      class_number: user.classNumber,
      student_number: user.studentNumber,
      student_code: user.studentCode,
      birth_year: user.birthYear,
      guardian_status: user.guardianStatus,
      guardian_email: user.guardianEmail,
      consent_required: user.consentRequired,
      retention_notice_at: iso(user.retentionNoticeAt),
      retention_delete_at: iso(user.retentionDeleteAt),
      last_active_at: iso(user.lastActiveAt),
    },
    enrolments: enrolments.map((e) => ({ course_id: e.courseId, course_title: e.title, member_type: e.memberType, enrolled_at: e.at.toISOString() })),
    registration_requests: requests.map((r) => ({ course_id: r.courseId, status: r.status, message: r.message, created_at: r.createdAt.toISOString(), processed_at: iso(r.processedAt) })),
    learning_records: events.map((e) => ({
      kind: e.kind,
      course_id: e.courseId,
      section_id: e.sectionId,
      learning_type: e.learningType,
      duration_seconds: e.durationSeconds,
      score: e.score,
      payload: e.payload,
      at: e.createdAt.toISOString(),
    })),
    completions: completions.map((c) => ({ course_id: c.courseId, section_id: c.sectionId, learning_type: c.learningType, completed_at: c.completedAt.toISOString() })),
    drafts: drafts.map((d) => ({ kind: d.kind, section_id: d.sectionId, item_id: d.itemId, code: d.code, version: d.version, updated_at: d.updatedAt.toISOString() })),
    code_runs: runs.map((r) => ({ section_id: r.sectionId, code: r.code, input_values: r.inputValues, success: r.success, status: r.status, output: r.output, error: r.error, at: r.createdAt.toISOString() })),
    evaluation_attempts: attempts.map((a) => ({ section_id: a.sectionId, attempt: a.attempt, score: a.score, started_at: a.startedAt.toISOString(), completed_at: iso(a.completedAt) })),
    submissions: submissions.map((s) => ({ section_id: s.sectionId, problem_id: s.problemId, code: s.code, is_correct: s.isCorrect, passed: s.passed, total: s.total, at: s.createdAt.toISOString() })),
    tutor_conversations: conversations.map((c) => ({ section_id: c.sectionId, messages: c.messages as unknown as Record<string, unknown>[], updated_at: c.updatedAt.toISOString() })),
    tutor_usage: usage.map((u) => ({ kind: u.kind, provider: u.provider, model: u.model, section_id: u.sectionId, outcome: u.outcome, at: u.createdAt.toISOString() })),
    consents: consentRows.map(presentConsent),
    guardian_links: links.map((l) => ({ guardian_email: l.guardianEmail, created_at: l.createdAt.toISOString(), expires_at: l.expiresAt.toISOString(), used_at: iso(l.usedAt) })),
    access_log: access.map(presentAccessEntry),
    privacy_requests: privacy.map(presentRequest),
    sessions: signIns.map((x) => ({ kind: x.kind, created_at: x.createdAt.toISOString(), expires_at: x.expiresAt.toISOString(), revoked_at: iso(x.revokedAt), ip: x.ip, user_agent: x.userAgent })),
    notifications: mails.map((n) => ({ kind: n.kind, subject: n.subject, to_email: n.toEmail, status: n.status, created_at: n.createdAt.toISOString(), sent_at: iso(n.sentAt) })),
    tutor_memory: memory.map((m) => ({ scope: m.scope, rung: m.rung, last_intent: m.lastIntent, last_question: m.lastQuestion, last_topic: m.lastTopic, updated_at: m.updatedAt.toISOString() })),
    // The replies the model showed lately, then the solution lines the tutor ever showed (one per line, per problem).
    tutor_shown: [
      ...shown.map((r) => ({ section_id: r.sectionId, problem_id: r.problemId, text: r.text, at: r.createdAt.toISOString() })),
      ...shownLines.map((r) => ({ section_id: null, problem_id: r.problemId, text: r.line, at: r.createdAt.toISOString() })),
    ],
    tutor_hints: hintEvents.map((h) => ({ scope: h.scope, rung: h.rung, at: h.createdAt.toISOString() })),
    school_accounts: schoolAccounts.map((i) => ({ provider_name: i.providerName, issuer: i.issuer, subject: i.subject, email: i.email, linked_at: i.createdAt.toISOString(), last_login_at: iso(i.lastLoginAt) })),
  };
}

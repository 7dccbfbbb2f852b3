// One schema for PGlite and PostgreSQL. Enum-like columns are text with CHECK constraints so that
// later issues can extend them with a plain migration.
import { sql } from 'drizzle-orm';
import type { ApprovalStatus, ChatMessage, ConsentItem, GuardianStatus, LastRun, LearningType, MemberType, ProblemResult, Profile, Settings, UserStatus, UserType } from '@dodam/contracts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Kinds of learning_events rows (types only: the CHECK constraint below is what the database enforces). */
export type LearningEventKind =
  | 'section_start'
  | 'heartbeat'
  | 'video_progress'
  | 'practice_run'
  | 'evaluation_attempt'
  | 'evaluation_complete'
  | 'completion'
  | 'completion_undone'
  /** A lesson step finished or skipped (payload: step, status). */
  | 'lesson_step'
  /** A '예측해 보기' choice (payload: question, choice, correct, misconception). */
  | 'predict_answer';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Optional (issue 22): many students under 14 have no e-mail; unique when given. */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<UserType>().notNull().default('student'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    profile: jsonb('profile').$type<Profile>().notNull().default({}),
    settings: jsonb('settings').$type<Settings>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedAt: tstz('approved_at'),
    lastLoginAt: tstz('last_login_at'),
    /** Set by an admin password reset: the next login must choose a new password first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** 처리 정지: the student asked to stop processing (tutor, live view, analytics); login still works. */
    processingSuspendedAt: tstz('processing_suspended_at'),
    /** School identity of a student (issue 22), all optional: 학년, 반, 번호 and/or the school's 학번. */
    grade: integer('grade'),
    classNumber: integer('class_number'),
    studentNumber: integer('student_number'),
    studentCode: text('student_code'),
    /** Birth year (issue 25, 개인정보 보호법 제22조의2): under 14 needs a legal guardian's consent. */
    birthYear: integer('birth_year'),
    /** A guardian's consent for an account under 14: 'pending' blocks the account, 'confirmed' opens it, 'refused' keeps it shut. */
    guardianStatus: text('guardian_status').$type<GuardianStatus>(),
    /** The guardian's e-mail address the confirmation link went to. */
    guardianEmail: text('guardian_email'),
    /** Accounts made for a student (roster import): the student agrees to the notice at the first sign-in before anything else. */
    consentRequired: boolean('consent_required').notNull().default(false),
    /** Retention (issue 25): when the notice of an upcoming deletion for inactivity was sent. */
    retentionNoticeAt: tstz('retention_notice_at'),
    /** Retention: the deletion date that notice announced (shown in the banner after the next login). */
    retentionDeleteAt: tstz('retention_delete_at'),
    /** Last use of a signed-in session (at most hourly): using Dodam counts as activity, not only logging in. */
    lastActiveAt: tstz('last_active_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_user_type_ck', sql`${t.userType} in ('student', 'teacher', 'admin')`),
    check('users_approval_status_ck', sql`${t.approvalStatus} in ('pending', 'approved', 'rejected')`),
    check('users_status_ck', sql`${t.status} in ('active', 'suspended')`),
    check('users_guardian_status_ck', sql`${t.guardianStatus} is null or ${t.guardianStatus} in ('pending', 'confirmed', 'refused')`),
    check('users_birth_year_ck', sql`${t.birthYear} is null or ${t.birthYear} between 1900 and 2100`),
    check('users_school_identity_ck', sql`(${t.grade} is null or ${t.grade} between 1 and 12) and (${t.classNumber} is null or ${t.classNumber} between 1 and 99) and (${t.studentNumber} is null or ${t.studentNumber} between 1 and 99)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'user' | 'admin'>().notNull().default('user'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_ip_created_idx').on(t.ip, t.createdAt), check('sessions_kind_ck', sql`${t.kind} in ('user', 'admin')`)],
);

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    difficulty: text('difficulty').notNull().default('초급'),
    ageLabel: text('age_label').notNull().default('12세 이상'),
    labelColor: text('label_color').notNull().default('primary'),
    durationHours: integer('duration_hours').notNull().default(0),
    sectionCount: integer('section_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Catalogue courses come from content/; admin courses are classes (반) following one of them. */
    source: text('source').notNull().default('catalogue'),
    /** The catalogue curriculum a class follows; null for catalogue courses themselves. */
    contentId: text('content_id'),
    isActive: boolean('is_active').notNull().default(true),
    startDate: text('start_date'),
    endDate: text('end_date'),
    maxStudents: integer('max_students'),
    instructorName: text('instructor_name'),
    /** Today's section (issue 22): set by the class's teacher; students open it from their dashboard. */
    currentSectionId: text('current_section_id'),
    /** Class schedule: `{ dayOfWeek: ['월'], classTime: { '월': { start, end } } }`. */
    schedule: jsonb('schedule').$type<Record<string, unknown>>(),
    /** Free text such as '12주' (course create payload `duration`). */
    duration: text('duration'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    /**
     * A class archived at the end of the year (issue 25): read-only (no enrolments, codes or edits),
     * hidden from the teacher's active lists, its figures still readable until the admin deletes it.
     */
    archivedAt: tstz('archived_at'),
  },
  (t) => [
    check('courses_source_ck', sql`${t.source} in ('catalogue', 'admin')`),
    check('courses_class_content_ck', sql`${t.source} = 'catalogue' or ${t.contentId} is not null`),
    index('courses_content_idx').on(t.contentId),
    check('courses_max_students_ck', sql`${t.maxStudents} is null or (${t.maxStudents} between 1 and 100)`),
  ],
);

/** Enrolment of an approved user in a course, as student or teacher. */
export const courseMembers = pgTable(
  'course_members',
  {
    id: serial('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberType: text('member_type').$type<MemberType>().notNull(),
    enrolledAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_members_course_user_uq').on(t.courseId, t.userId),
    index('course_members_user_idx').on(t.userId),
    check('course_members_type_ck', sql`${t.memberType} in ('student', 'teacher')`),
  ],
);

/** A teacher's plan for one section of a class (issue 22): locked ahead, and/or an evaluation due date. */
export const classSectionPlans = pgTable(
  'class_section_plans',
  {
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    locked: boolean('locked').notNull().default(false),
    /** Evaluation due; submissions after it are accepted and marked 기한 후 제출. */
    dueAt: tstz('due_at'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.sectionId] })],
);

export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    memberType: text('member_type').$type<MemberType>().notNull().default('student'),
    status: text('status').$type<'active' | 'expired' | 'used'>().notNull().default('active'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: tstz('expires_at'),
    /** The user an approval code was issued to, if any. */
    issuedToUserId: integer('issued_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A request made with this code is approved at once (codes handed out in class by a teacher). */
    autoApprove: boolean('auto_approve').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_codes_course_idx').on(t.courseId),
    check('registration_codes_status_ck', sql`${t.status} in ('active', 'expired', 'used')`),
    check('registration_codes_type_ck', sql`${t.memberType} in ('student', 'teacher')`),
    check('registration_codes_uses_ck', sql`${t.maxUses} >= 1 and ${t.usedCount} >= 0`),
    // A teacher code never approves by itself (issue 22): an admin approves every teacher.
    check('registration_codes_teacher_manual_ck', sql`${t.memberType} = 'student' or not ${t.autoApprove}`),
  ],
);

/** Every use of a registration code: who registered with it, when, and for which request. */
export const registrationCodeUses = pgTable(
  'registration_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => registrationCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    approvalRequestId: integer('approval_request_id'),
    usedAt: createdAt(),
  },
  (t) => [index('registration_code_uses_code_idx').on(t.codeId)],
);

/** Append-only record of every admin action: who, what, on which target, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the entry still names the actor after the account is gone. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action, t.createdAt)],
);

/** A course registration request made at sign-up (or later); approved or rejected by an admin. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    memberType: text('member_type').$type<MemberType>().notNull().default('student'),
    message: text('message'),
    submittedCode: text('submitted_code'),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    adminMessage: text('admin_message'),
    registrationCode: text('registration_code'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    processedAt: tstz('processed_at'),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    index('approval_requests_user_idx').on(t.userId),
    uniqueIndex('approval_requests_user_course_pending_uq').on(t.userId, t.courseId).where(sql`${t.status} = 'pending'`),
    check('approval_requests_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('approval_requests_type_ck', sql`${t.memberType} in ('student', 'teacher')`),
  ],
);

/** Outbox of notifications (emails). Sent by SMTP when configured, otherwise kept for admins to read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'outbox'>().notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    readAt: tstz('read_at'),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_status_ck', sql`${t.status} in ('queued', 'sent', 'failed', 'outbox')`),
  ],
);

/** Fixed-window counters for throttling (login attempts, API quotas) shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: tstz('reset_at').notNull(),
});

/** Every server-side run of student code (spec: code execution record), visible only to its owner. */
export const codeExecutions = pgTable(
  'code_executions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: text('section_id'),
    code: text('code').notNull(),
    inputValues: jsonb('input_values').$type<string[]>().notNull().default([]),
    success: boolean('success').notNull(),
    status: text('status').notNull(),
    output: text('output').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    truncated: boolean('truncated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('code_executions_user_created_idx').on(t.userId, t.createdAt), index('code_executions_user_section_idx').on(t.userId, t.sectionId)],
);

/** Completion of one learning type of one section by one user (section done when all 3 are). */
export const sectionCompletions = pgTable(
  'section_completions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    learningType: text('learning_type').$type<LearningType>().notNull(),
    completedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('section_completions_user_section_type_uq').on(t.userId, t.sectionId, t.learningType),
    index('section_completions_course_idx').on(t.courseId, t.userId),
    check('section_completions_type_ck', sql`${t.learningType} in ('video', 'practice', 'evaluation')`),
  ],
);

/** Learning records for dashboards: study time, video progress, runs, attempts, completions. */
export const learningEvents = pgTable(
  'learning_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: text('section_id'),
    kind: text('kind').$type<LearningEventKind>().notNull(),
    learningType: text('learning_type').$type<LearningType>(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    score: integer('score'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_events_user_created_idx').on(t.userId, t.createdAt),
    index('learning_events_course_created_idx').on(t.courseId, t.createdAt),
    index('learning_events_user_section_idx').on(t.userId, t.sectionId),
    check(
      'learning_events_kind_ck',
      sql`${t.kind} in ('section_start', 'heartbeat', 'video_progress', 'practice_run', 'evaluation_attempt', 'evaluation_complete', 'completion', 'completion_undone', 'lesson_step', 'predict_answer')`,
    ),
  ],
);

/** One try at a section's evaluation; retry starts a new attempt (the old one stays for teachers). */
export const evaluationAttempts = pgTable(
  'evaluation_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    attempt: integer('attempt').notNull(),
    currentProblem: integer('current_problem').notNull().default(0),
    correctCount: integer('correct_count'),
    totalCount: integer('total_count'),
    score: integer('score'),
    startedAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [uniqueIndex('evaluation_attempts_user_section_attempt_uq').on(t.userId, t.sectionId, t.attempt)],
);

/** A graded submission (server sandbox verdicts; the browser's run is for feedback only). */
export const evaluationSubmissions = pgTable(
  'evaluation_submissions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => evaluationAttempts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    problemId: text('problem_id').notNull(),
    code: text('code').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    passed: integer('passed').notNull(),
    total: integer('total').notNull(),
    result: jsonb('result').$type<ProblemResult>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('evaluation_submissions_attempt_idx').on(t.attemptId, t.problemId), index('evaluation_submissions_user_idx').on(t.userId, t.createdAt)],
);

/** Uploaded section videos (files under DATA_DIR/media). */
export const sectionVideos = pgTable('section_videos', {
  sectionId: text('section_id').primaryKey(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: createdAt(),
});

/** The saved unified history (chat and code runs) of one user in one section; each save replaces it. */
export const tutorConversations = pgTable(
  'tutor_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    messages: jsonb('messages').$type<ChatMessage[]>().notNull().default([]),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tutor_conversations_user_section_uq').on(t.userId, t.sectionId), index('tutor_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** Token bucket of tutor messages per user (burst, refill), shared by every instance. */
export const tutorBudgets = pgTable('tutor_budgets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

/** One tutor answer: who asked, which provider answered, tokens used, outcome (for admins). */
export const tutorUsage = pgTable(
  'tutor_usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'chat' | 'submit' | 'evaluate'>().notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    sectionId: text('section_id'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** Token counts estimated from text length (the endpoint reported no usage). */
    estimated: boolean('estimated').notNull().default(false),
    outcome: text('outcome').notNull(),
    latencyMs: integer('latency_ms').notNull().default(0),
    /** Why the guard replaced the reply (outcome 'guarded'): a solution, or the instructions. */
    guardReason: text('guard_reason').$type<'solution' | 'prompt'>(),
    /** The problem whose solution the withheld reply gave (any course's, whatever was selected). */
    guardProblemId: text('guard_problem_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_usage_user_created_idx').on(t.userId, t.createdAt),
    index('tutor_usage_created_idx').on(t.createdAt),
    check('tutor_usage_kind_ck', sql`${t.kind} in ('chat', 'submit', 'evaluate')`),
    check('tutor_usage_provider_ck', sql`${t.provider} in ('offline', 'openai')`),
    check('tutor_usage_outcome_ck', sql`${t.outcome} in ('ok', 'fallback', 'guarded', 'aborted')`),
    check('tutor_usage_guard_reason_ck', sql`${t.guardReason} is null or ${t.guardReason} in ('solution', 'prompt')`),
  ],
);

/**
 * What the tutor's model showed a student lately (the model's own text of each reply, a guard's
 * replacement excluded): the solution-leak guard reads it so that a solution or the instructions
 * handed out one piece per request add up, whichever instance answered and across restarts.
 * Pruned per student to the newest replies within a few hours.
 */
export const tutorRevealed = pgTable(
  'tutor_revealed',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The section and problem selected when it was shown (null: none). */
    sectionId: text('section_id'),
    problemId: text('problem_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tutor_revealed_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Who read a student's records, recorded when it happens (the student sees it in their access log):
 * a teacher's or admin's read of the drill-down, code replay, conversations, CSV rows or a report.
 * The reader's name and role are copied so the entry still names them after their account is gone.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    readerName: text('reader_name').notNull(),
    readerRole: text('reader_role').$type<'teacher' | 'admin'>().notNull(),
    /** What was read (see ACCESS_WHAT in contracts). */
    what: text('what').notNull(),
    courseId: text('course_id'),
    createdAt: createdAt(),
  },
  (t) => [index('access_log_student_created_idx').on(t.studentId, t.createdAt), check('access_log_reader_role_ck', sql`${t.readerRole} in ('teacher', 'admin')`)],
);

/**
 * A data-subject request (deletion). When an admin completes it the account is deleted and the row
 * keeps no personal data: user_id becomes null, only the dates and the outcome stay.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'deletion'>().notNull().default('deletion'),
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('privacy_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('privacy_requests_user_pending_uq').on(t.userId, t.kind).where(sql`${t.status} = 'pending'`),
    check('privacy_requests_kind_ck', sql`${t.kind} in ('deletion')`),
    check('privacy_requests_status_ck', sql`${t.status} in ('pending', 'completed')`),
  ],
);

/**
 * What stays of a deleted account's learning: counts per course, with no user id, name or date finer
 * than the month, so class and course figures keep their history without personal data.
 */
export const anonymousLearningFigures = pgTable(
  'anonymous_learning_figures',
  {
    id: serial('id').primaryKey(),
    courseId: text('course_id'),
    /** 'YYYY-MM' of the deletion. */
    month: text('month').notNull(),
    completions: integer('completions').notNull().default(0),
    submissions: integer('submissions').notNull().default(0),
    correctSubmissions: integer('correct_submissions').notNull().default(0),
    codeRuns: integer('code_runs').notNull().default(0),
    studySeconds: integer('study_seconds').notNull().default(0),
  },
  (t) => [index('anonymous_learning_figures_course_idx').on(t.courseId)],
);

/**
 * The tutor's own memory of one conversation (issue 24): per student and scope ('problem:<id>',
 * 'exercise:<id>', 'section:<id>' or 'none'), the hint-ladder rung reached, what the tutor last
 * asked and answered, the last run it saw and the solution lines it revealed. Only the server
 * writes it: the client's chat_history is for display and never raises a rung.
 */
export const tutorStates = pgTable(
  'tutor_states',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** Highest hint-ladder rung shown in this scope (0: none yet). */
    rung: integer('rung').notNull().default(0),
    /** What the last answer was (a TutorIntent) and the question it ended with. */
    lastIntent: text('last_intent'),
    lastQuestion: text('last_question'),
    /**
     * The student's last message here that named a topic (not a short turn such as '예시', '왜?', 'ㅇㅇ'),
     * written out when it leaned on the one before ('그럼 순서는?' → '집합 순서는?'): what a short turn refers to.
     */
    lastTopic: text('last_topic'),
    /** The last run the tutor saw here ({ inputs, output, error, success } and the code). */
    lastRun: jsonb('last_run').$type<(LastRun & { code: string }) | null>(),
    /** The code blocks of the tutor's last reply here, spaces removed ('예시' / '더' then show another one). */
    lastShown: jsonb('last_shown').$type<string[]>().notNull().default([]),
    /** Reference-solution lines (normalised) the tutor has shown in this scope, over the whole conversation. */
    revealed: jsonb('revealed').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tutor_states_user_scope_uq').on(t.userId, t.scope)],
);

/**
 * The reference-solution lines of a problem the tutor showed a student, for good (issue 24): one row
 * per student, problem and line (as written, spacing and comments removed), whichever path showed it
 * (a model reply, a ladder rung), in whatever section, mode or conversation. The guard reads it so
 * that no sum over the conversations ever shows every line of a problem the starter code lacks
 * (tutor_revealed keeps the recent replies only).
 */
export const tutorRevealedLines = pgTable(
  'tutor_revealed_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: text('problem_id').notNull(),
    line: text('line').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tutor_revealed_lines_user_problem_line_uq').on(t.userId, t.problemId, t.line)],
);

/**
 * Every hint-ladder rung the tutor showed (issue 24): who, where ('problem:<id>', 'exercise:<id>' or
 * 'section:<id>', as tutor_states), which rung and when. Only the server writes it, from its own
 * ladder replies (a client's history never adds one). The teacher's hint-efficacy figure and the
 * "stuck after the last rung" alert are computed from these events and the submissions after them.
 */
export const tutorHintEvents = pgTable(
  'tutor_hint_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    rung: integer('rung').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tutor_hint_events_scope_user_idx').on(t.scope, t.userId, t.createdAt), index('tutor_hint_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The code a student is typing, one row per user and editor item (issue 21): saved as they type,
 * restored on any device. `version` grows by one per save; a save based on an older version is
 * refused so that a stale tab cannot overwrite newer work.
 */
export const codeDrafts = pgTable(
  'code_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'practice' | 'problem' | 'playground'>().notNull(),
    /** `draftItemKey()` of contracts: kind, section and item in one string. */
    itemKey: text('item_key').notNull(),
    sectionId: text('section_id'),
    itemId: text('item_id'),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('code_drafts_user_item_uq').on(t.userId, t.itemKey),
    index('code_drafts_user_updated_idx').on(t.userId, t.updatedAt),
    check('code_drafts_kind_ck', sql`${t.kind} in ('practice', 'problem', 'playground')`),
  ],
);

/**
 * Responses of state-changing requests sent with an `Idempotency-Key` (issue 21): a retried
 * request with the same key gets the stored response instead of being done twice. A row without
 * a status is a request still being handled. Kept for IDEMPOTENCY_TTL_MS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route of the first request: the key may not be reused for another one. */
    route: text('route').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Browsers that signed in to an account before (OWASP device-cookie pattern, ADR 016): the cookie
 * holds an opaque token; only its SHA-256 is stored. A trusted browser has its own failure counter
 * for that account, so guesses from elsewhere never lock the student out of their own Chromebook.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/**
 * Consecutive login failures per scope (an account from unknown browsers, one trusted browser of an
 * account, or an unknown login name) and the time before which the next attempt is refused
 * (growing delays, ADR 016). `user_id` lets a teacher or admin clear every scope of an account.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    blockedUntil: tstz('blocked_until').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('login_throttles_user_idx').on(t.userId)],
);

/**
 * Settings an admin edits in the app (issue 25), one JSON value per key: 'privacy_officer' is the
 * person responsible for personal data (개인정보 보호책임자) the privacy notice names.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Consent decisions (issue 25): one row per decision, newest per item wins. 'privacy' (개인정보
 * 수집·이용, required), 'ai_model' (sending questions and code to the configured model, optional),
 * 'guardian' (a legal guardian's consent for a child under 14). Each names the notice version shown
 * and the address it came from.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').$type<ConsentItem>().notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_item_idx').on(t.userId, t.item, t.createdAt), check('consents_item_ck', sql`${t.item} in ('privacy', 'ai_model', 'guardian')`)],
);

/** Single-use links e-mailed to a guardian (only the token's hash is kept). */
export const guardianTokens = pgTable(
  'guardian_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guardian_tokens_hash_uq').on(t.tokenHash), index('guardian_tokens_user_idx').on(t.userId)],
);

/**
 * School sign-in providers (OpenID Connect, ADR 018) an admin configures. The client secret stays
 * on the server: no API answer carries it and no log line prints it.
 */
export const oidcProviders = pgTable('oidc_providers', {
  id: serial('id').primaryKey(),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  scope: text('scope').notNull().default('openid email profile'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A school account (issuer + subject of the provider's ID token) linked to a Dodam account. Linked
 * only with proof (the account's own password, or a class-code sign-up in the same flow), never by
 * a matching e-mail. The e-mail is kept only to show the student which school account is linked.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => oidcProviders.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  (t) => [uniqueIndex('user_identities_issuer_subject_uq').on(t.issuer, t.subject), uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.providerId)],
);

/**
 * One school sign-in in progress, in the database so any server instance can finish it. `stage`
 * 'authorize': the browser went to the provider (state, nonce and PKCE verifier wait here);
 * 'session': a linked identity came back, its one-time code waits for the SPA's exchange;
 * 'link': an unknown identity came back and waits for proof of an account. Each code is stored as
 * a SHA-256 only and used once.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    codeHash: text('code_hash').primaryKey(),
    stage: text('stage').$type<'authorize' | 'session' | 'link'>().notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => oidcProviders.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer'),
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt), check('oidc_flows_stage_ck', sql`${t.stage} in ('authorize', 'session', 'link')`)],
);

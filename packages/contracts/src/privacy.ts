// A student's privacy rights (issue 25): export, access log, deletion request, correction and
// 처리 정지 (suspend processing). The endpoint shapes here are an outside contract: keep them stable.
import { z } from 'zod';
import { dbIdSchema } from './ids.js';
import { profileSchema, settingsSchema } from './auth.js';
export { retentionNoticeViewSchema, type RetentionNoticeView } from './auth.js';
import { consentItemSchema, consentRecordSchema } from './consent.js';

/** What a teacher or admin read about a student; each read is recorded when it happens. */
export const ACCESS_WHAT = ['student_detail', 'student_drafts', 'students_csv', 'report'] as const;
export const accessWhatSchema = z.enum(ACCESS_WHAT);
export type AccessWhat = z.infer<typeof accessWhatSchema>;
export const ACCESS_WHAT_LABELS: Record<AccessWhat, string> = {
  student_detail: '학습 기록 상세 (진도, 코드 재생, 튜터 대화)',
  student_drafts: '편집 중인 코드 (초안)',
  students_csv: '학생 목록 CSV',
  report: '학습 보고서',
};

export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  /** The reader's name as it was when they read (their account may be gone since). */
  reader_name: z.string(),
  reader_role: z.enum(['teacher', 'admin']),
  what: accessWhatSchema,
  what_label: z.string(),
  course_id: z.string().nullable(),
  at: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogResponseSchema = z.object({ entries: z.array(accessLogEntrySchema) });
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

export const privacyRequestStatusSchema = z.enum(['pending', 'completed']);
export const deletionRequestBodySchema = z
  .object({ reason: z.string().trim().max(500, '사유는 500자 이하로 입력해 주세요.').optional() })
  .strict()
  .nullish();
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.literal('deletion'),
  status: privacyRequestStatusSchema,
  reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const deletionRequestResponseSchema = z.object({ message: z.string(), request: privacyRequestSchema });

/** The admin's view: who asked (null once completed: the account is gone). */
export const adminPrivacyRequestSchema = privacyRequestSchema.extend({
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  user_type: z.enum(['student', 'teacher', 'admin']).nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;
export const adminPrivacyRequestsQuerySchema = z.object({ status: privacyRequestStatusSchema.optional(), _t: z.string().max(32).optional() });
export const adminPrivacyRequestsResponseSchema = z.object({ requests: z.array(adminPrivacyRequestSchema) });
export const privacyRequestParamSchema = z.object({ id: dbIdSchema('요청 번호가 올바르지 않습니다.') });
export const completeDeletionResponseSchema = z.object({ message: z.string(), request: adminPrivacyRequestSchema });

/** GET /me/privacy: the state of the caller's rights. */
export const privacyStatusSchema = z.object({
  processing_suspended: z.boolean(),
  processing_suspended_at: z.string().nullable(),
  deletion_request: privacyRequestSchema.nullable(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;
export const processingUpdateSchema = z.object({ suspended: z.boolean({ error: '처리 정지 여부(suspended)를 true 또는 false로 보내 주세요.' }) }).strict();

/** PUT /me/privacy/correction: fix one's own name or e-mail. */
export const correctionSchema = z
  .object({
    full_name: z.string().trim().min(1, '이름을 입력해 주세요.').max(50, '이름은 50자 이하로 입력해 주세요.').optional(),
    email: z.string().trim().max(254, '이메일이 너무 깁니다.').pipe(z.email('이메일 형식이 올바르지 않습니다.')).optional(),
  })
  .strict()
  .refine((v) => v.full_name !== undefined || v.email !== undefined, { message: '고칠 이름이나 이메일을 입력해 주세요.' });
export type Correction = z.infer<typeof correctionSchema>;

const record = z.record(z.string(), z.unknown());

/** GET /me/privacy/export: everything held about the signed-in user. */
export const privacyExportSchema = z.object({
  generated_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    user_type: z.string(),
    approval_status: z.string(),
    status: z.string(),
    processing_suspended_at: z.string().nullable(),
    profile: profileSchema,
    settings: settingsSchema,
    created_at: z.string(),
    last_login_at: z.string().nullable(),
    /** School identity (학년, 반, 번호, 학번), null when not given. */
    grade: z.number().int().nullable(),
    class_number: z.number().int().nullable(),
    student_number: z.number().int().nullable(),
    student_code: z.string().nullable(),
    /** Issue 25: birth year, a guardian's consent (under 14) and whether the first-sign-in consent is still owed. */
    birth_year: z.number().int().nullable(),
    guardian_status: z.string().nullable(),
    guardian_email: z.string().nullable(),
    consent_required: z.boolean(),
    retention_notice_at: z.string().nullable(),
    retention_delete_at: z.string().nullable(),
    last_active_at: z.string().nullable(),
  }),
  enrolments: z.array(z.object({ course_id: z.string(), course_title: z.string(), member_type: z.string(), enrolled_at: z.string() })),
  registration_requests: z.array(z.object({ course_id: z.string(), status: z.string(), message: z.string().nullable(), created_at: z.string(), processed_at: z.string().nullable() })),
  learning_records: z.array(
    z.object({ kind: z.string(), course_id: z.string().nullable(), section_id: z.string().nullable(), learning_type: z.string().nullable(), duration_seconds: z.number(), score: z.number().nullable(), payload: record, at: z.string() }),
  ),
  completions: z.array(z.object({ course_id: z.string(), section_id: z.string(), learning_type: z.string(), completed_at: z.string() })),
  /** Code drafts saved on the server as the student types (issue 21). */
  drafts: z.array(z.object({ kind: z.string(), section_id: z.string().nullable(), item_id: z.string().nullable(), code: z.string(), version: z.number().int(), updated_at: z.string() })),
  code_runs: z.array(
    z.object({ section_id: z.string().nullable(), code: z.string(), input_values: z.array(z.string()), success: z.boolean(), status: z.string(), output: z.string(), error: z.string().nullable(), at: z.string() }),
  ),
  evaluation_attempts: z.array(z.object({ section_id: z.string(), attempt: z.number(), score: z.number().nullable(), started_at: z.string(), completed_at: z.string().nullable() })),
  submissions: z.array(z.object({ section_id: z.string(), problem_id: z.string(), code: z.string(), is_correct: z.boolean(), passed: z.number(), total: z.number(), at: z.string() })),
  tutor_conversations: z.array(z.object({ section_id: z.string(), messages: z.array(record), updated_at: z.string() })),
  tutor_usage: z.array(z.object({ kind: z.string(), provider: z.string(), model: z.string().nullable(), section_id: z.string().nullable(), outcome: z.string(), at: z.string() })),
  /** Consents given at sign-up, at a first sign-in, in the profile and by a guardian: item, decision, notice version, time, address. */
  consents: z.array(consentRecordSchema),
  /** Links e-mailed to a guardian for consent (the link itself is never stored, only its hash). */
  guardian_links: z.array(z.object({ guardian_email: z.string(), created_at: z.string(), expires_at: z.string(), used_at: z.string().nullable() })),
  access_log: z.array(accessLogEntrySchema),
  privacy_requests: z.array(privacyRequestSchema),
  /** Sign-ins: when, from which address and browser (the token itself is never stored). */
  sessions: z.array(z.object({ kind: z.string(), created_at: z.string(), expires_at: z.string(), revoked_at: z.string().nullable(), ip: z.string().nullable(), user_agent: z.string().nullable() })),
  /** E-mails written to the user (the body is left out: it may carry a one-time password or link). */
  notifications: z.array(z.object({ kind: z.string(), subject: z.string(), to_email: z.string(), status: z.string(), created_at: z.string(), sent_at: z.string().nullable() })),
  /** What the tutor remembers per conversation (hint step reached, its last question) and the model text it showed lately. */
  tutor_memory: z.array(z.object({ scope: z.string(), rung: z.number().int(), last_intent: z.string().nullable(), last_question: z.string().nullable(), last_topic: z.string().nullable(), updated_at: z.string() })),
  tutor_shown: z.array(z.object({ section_id: z.string().nullable(), problem_id: z.string().nullable(), text: z.string(), at: z.string() })),
  /** Every hint step the tutor showed (what the teacher's hint figures count). */
  tutor_hints: z.array(z.object({ scope: z.string(), rung: z.number().int(), at: z.string() })),
  /** School accounts (OpenID Connect) linked to this account. */
  school_accounts: z.array(z.object({ provider_name: z.string(), issuer: z.string(), subject: z.string(), email: z.string().nullable(), linked_at: z.string(), last_login_at: z.string().nullable() })),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** The person responsible for personal data (개인정보 보호책임자), set by an admin. */
export const privacyOfficerSchema = z
  .object({
    name: z.string().trim().min(1, '보호책임자 이름을 입력해 주세요.').max(50, '이름은 50자 이하로 입력해 주세요.'),
    title: z.string().trim().max(50, '직위는 50자 이하로 입력해 주세요.').default(''),
    contact: z.string().trim().min(1, '연락처(이메일 또는 전화번호)를 입력해 주세요.').max(100, '연락처는 100자 이하로 입력해 주세요.'),
  })
  .strict();
export type PrivacyOfficer = z.infer<typeof privacyOfficerSchema>;
export const privacySettingsSchema = z.object({ officer: privacyOfficerSchema.nullable() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** A third party that receives data (제3자 제공·처리 위탁), named in the notice and the admin screen. */
export const thirdPartySchema = z.object({ name: z.string(), purpose: z.string(), items: z.string(), detail: z.string().nullable() });
export type ThirdParty = z.infer<typeof thirdPartySchema>;

/** GET /public/privacy-notice: the 개인정보 처리방침, generated from the data inventory next to the schema. */
export const privacyNoticeSchema = z.object({
  service_name: z.string(),
  /** Short hash of the notice's content: each consent names the version the user saw. */
  version: z.string(),
  /** What sign-up asks (issue 25): the required item summarised from the inventory, and the optional items that apply now. */
  consent: z.object({
    required: z.object({ label: z.string(), items: z.array(z.string()), purpose: z.string(), retention: z.string() }),
    optional: z.array(z.object({ item: consentItemSchema, label: z.string(), description: z.string() })),
  }),
  officer: privacyOfficerSchema.nullable(),
  third_parties: z.array(thirdPartySchema),
  tables: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      purpose: z.string(),
      retention: z.string(),
      personal: z.boolean(),
      columns: z.array(z.object({ name: z.string(), description: z.string() })),
    }),
  ),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

// Retention (issue 25) -------------------------------------------------------------------------

/** How long inactive accounts are kept: the end of their last school year (end of February) + N years; a notice N days before. */
export const retentionSettingsSchema = z
  .object({
    years_after_school_year: z.number({ error: '보존 연수를 숫자로 입력해 주세요.' }).int().min(0, '보존 연수는 0~5년으로 정해 주세요.').max(5, '보존 연수는 0~5년으로 정해 주세요.'),
    notice_days: z.number({ error: '안내 기간을 숫자로 입력해 주세요.' }).int().min(7, '안내 기간은 7~90일로 정해 주세요.').max(90, '안내 기간은 7~90일로 정해 주세요.'),
  })
  .strict();
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
export const RETENTION_DEFAULTS: RetentionSettings = { years_after_school_year: 1, notice_days: 30 };
export const retentionPlanEntrySchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  user_type: z.string(),
  last_active_at: z.string(),
  delete_at: z.string(),
  notice_sent_at: z.string().nullable(),
});
export type RetentionPlanEntry = z.infer<typeof retentionPlanEntrySchema>;
export const retentionRunRequestSchema = z.object({ dry_run: z.boolean({ error: '미리 보기 여부(dry_run)를 true 또는 false로 보내 주세요.' }) }).strict();
export const retentionRunResponseSchema = z.object({
  dry_run: z.boolean(),
  ran_at: z.string(),
  settings: retentionSettingsSchema,
  notify: z.array(retentionPlanEntrySchema),
  delete: z.array(retentionPlanEntrySchema),
  message: z.string(),
});
export type RetentionRunResponse = z.infer<typeof retentionRunResponseSchema>;
/** The last real run (schedule, admin or CLI), counts only: who was deleted is not kept anywhere. */
export const retentionLastRunSchema = z.object({
  ran_at: z.string(),
  trigger: z.enum(['schedule', 'admin', 'cli']),
  notified: z.number().int(),
  deleted: z.number().int(),
  message: z.string(),
});
export type RetentionLastRun = z.infer<typeof retentionLastRunSchema>;
export const retentionStateSchema = z.object({ settings: retentionSettingsSchema, preview: retentionRunResponseSchema, last_run: retentionLastRunSchema.nullable() });

import { z } from 'zod';
import { CONSENT_MSG, birthYearSchema, needsGuardianConsent, signupConsentsSchema } from './consent.js';
import { fullNameSchema, schoolIdentitySchema } from './identity.js';
import {
  EMAIL_MAX_LENGTH,
  MAX_COURSE_REGISTRATIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MESSAGE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './constants.js';
import { MSG } from './messages.js';
import { approvalStatusSchema, memberTypeSchema, userStatusSchema, userTypeSchema } from './roles.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

export const usernameSchema = z
  .string({ error: MSG.usernameRequired })
  .trim()
  .min(1, MSG.usernameRequired)
  .max(USERNAME_MAX_LENGTH, MSG.usernameInvalid)
  .regex(USERNAME_PATTERN, MSG.usernameInvalid);

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(EMAIL_MAX_LENGTH, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }));

export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

/** POST /auth/login and /admin/auth/login (form-encoded, OAuth2 password style). */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, MSG.usernameRequired).max(USERNAME_MAX_LENGTH + 20, MSG.invalidCredentials),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(PASSWORD_MAX_LENGTH, MSG.invalidCredentials),
  // Sent by OAuth2 password-flow clients; accepted and ignored.
  grant_type: z.string().max(20).optional(),
  scope: z.string().max(200).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileSchema = z.object({
  avatar: z.string().max(500).nullable().optional(),
  fullName: z.string().trim().max(50, '이름은 50자 이하로 입력해 주세요.').optional(),
  bio: z.string().trim().max(500, '소개는 500자 이하로 입력해 주세요.').optional(),
  githubUsername: z
    .string()
    .trim()
    .max(39, 'GitHub 사용자명은 39자 이하입니다.')
    .regex(/^$|^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/, 'GitHub 사용자명 형식이 올바르지 않습니다.')
    .optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /auth/me/profile: only the editable fields. */
export const profileUpdateSchema = profileSchema.pick({ fullName: true, bio: true, githubUsername: true }).strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const settingsSchema = z
  .object({
    theme: z.enum(['light', 'dark', 'system']).optional(),
    editorFontSize: z.number().int().min(12).max(24).optional(),
    narration: z.boolean().optional(),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const progressSchema = z.object({
  total_progress: z.number(),
  learning_streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  sections_completed: z.array(z.string()),
});

export const courseRegistrationViewSchema = z.object({
  id: z.number().int(),
  course_id: z.string(),
  course_name: z.string(),
  course_category: z.string(),
  user_type: memberTypeSchema,
  status: approvalStatusSchema,
  registration_message: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type CourseRegistrationView = z.infer<typeof courseRegistrationViewSchema>;

/** The signed-in user as the API presents it: never a password hash. */
/**
 * The banner after login (issue 25): this account got a notice that it would be deleted for
 * inactivity. Signing in or using Dodam starts the period over (`kept`), and `delete_at` is the new date.
 */
export const retentionNoticeViewSchema = z.object({
  noticed_at: z.string(),
  /** The date the notice announced; null for a notice recorded before the date was kept. */
  announced_delete_at: z.string().nullable(),
  /** When the account would now be deleted if it is not used again. */
  delete_at: z.string(),
  /** True once the account was used after the notice (the deletion is off). */
  kept: z.boolean(),
});
export type RetentionNoticeView = z.infer<typeof retentionNoticeViewSchema>;

export const userSchema = z.object({
  /**
   * Issue 25: a retention notice this account got (the banner after login), or null. Absent is read as
   * null, so a client keeps working against a server (or a cached answer) from before the field.
   */
  retention_notice: retentionNoticeViewSchema.nullable().default(null),
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  user_type: userTypeSchema,
  is_superuser: z.boolean(),
  approval_status: approvalStatusSchema,
  status: userStatusSchema,
  rejection_reason: z.string().nullable(),
  profile: profileSchema,
  /** The one name every screen shows (profile.fullName, else the username). */
  display_name: z.string(),
  /** A student's 학년·반·번호 / 학번 (all null when not given). */
  school: z.object({ grade: z.number().int().nullable(), class_number: z.number().int().nullable(), student_number: z.number().int().nullable(), student_code: z.string().nullable() }),
  settings: settingsSchema,
  progress: progressSchema,
  course_registrations: z.array(courseRegistrationViewSchema),
  created_at: z.string(),
  /** After an admin password reset: the user must choose a new password before anything else. */
  must_change_password: z.boolean().optional(),
  /** An account made for the student (roster import): the one-time consent comes before anything else. */
  consent_required: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const adminSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = loginResponseSchema.extend({ admin: adminSchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** 403 detail when an account is not approved (spec sections 3 and 4). */
export const approvalBlockedDetailSchema = z.object({
  type: z.enum(['approval_pending', 'approval_rejected', 'guardian_pending', 'guardian_refused']),
  username: z.string(),
  email: z.string(),
  user_type: userTypeSchema,
  message: z.string(),
  description: z.string(),
  rejection_reason: z.string().nullable(),
});
export type ApprovalBlockedDetail = z.infer<typeof approvalBlockedDetailSchema>;

export const courseRegistrationRequestSchema = z.object({
  course_id: z.string({ error: MSG.courseNameRequired }).trim().min(1, MSG.courseNameRequired).max(64),
  user_type: memberTypeSchema.default('student'),
  registration_message: z.string().trim().max(REGISTRATION_MESSAGE_MAX_LENGTH).optional().nullable(),
  /** Optional registration code handed out by a teacher or admin; checked, then shown to the approver. */
  registration_code: z.string().trim().max(32).optional().nullable(),
});
export type CourseRegistrationRequest = z.infer<typeof courseRegistrationRequestSchema>;

export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    /** Always 'student' for self-registration; anything else is refused. */
    user_type: z.literal('student').default('student'),
    /** 실명 shown to teachers; the web form asks for it (older clients may leave it out). */
    full_name: fullNameSchema.optional(),
    /** Optional 학년·반·번호 or 학번 (issue 22). */
    school: schoolIdentitySchema.optional(),
    course_registrations: z
      .array(courseRegistrationRequestSchema)
      .min(1, MSG.courseRequired)
      .max(MAX_COURSE_REGISTRATIONS),
    /**
     * Issue 25: the birth year decides whether a legal guardian must consent (under 14). The web form
     * always asks for it and for the consents; clients of the spec's register contract (username,
     * email, password, course_registrations) may leave both out: such an account has no birth year and
     * no consent on record (its export says so) and is not blocked, so the spec's contract keeps working
     * (ADR 025).
     */
    birth_year: birthYearSchema.optional(),
    /** Required when under 14: the guardian's address, where the confirmation link goes. */
    guardian_email: emailSchema.optional(),
    /** 개인정보 수집·이용 (필수) must be true when sent; optional items default to refused. */
    consents: signupConsentsSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.birth_year === undefined || !needsGuardianConsent(v.birth_year)) return;
    if (!v.guardian_email) ctx.addIssue({ code: 'custom', path: ['guardian_email'], message: CONSENT_MSG.guardianEmailRequired });
    else if (v.guardian_email.toLowerCase() === v.email.toLowerCase()) ctx.addIssue({ code: 'custom', path: ['guardian_email'], message: CONSENT_MSG.guardianEmailSelf });
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    approval_status: approvalStatusSchema,
    /** 'pending' when the account waits for a legal guardian's consent (under 14). */
    guardian_status: z.enum(['pending']).nullable().optional(),
  }),
  course_registrations: z.array(courseRegistrationViewSchema),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Uniform error body: `detail` is a Korean sentence, or the structured approval detail. */
export const errorBodySchema = z.object({
  detail: z.union([z.string(), approvalBlockedDetailSchema]),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

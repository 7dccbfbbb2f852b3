import { z } from 'zod';
import { memberTypeSchema } from './roles.js';

export const publicCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Shown as the track. */
  category: z.string(),
  description: z.string(),
  difficulty: z.string(),
  age_label: z.string(),
  label_color: z.string(),
  section_count: z.number().int(),
  duration_hours: z.number().int(),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;

export const publicCoursesResponseSchema = z.array(publicCourseSchema);

/** Exactly one of username or email. */
export const checkDuplicateRequestSchema = z.union([
  z.object({ username: z.string().trim().min(1).max(64) }).strict(),
  z.object({ email: z.string().trim().min(1).max(254) }).strict(),
]);
export type CheckDuplicateRequest = z.infer<typeof checkDuplicateRequestSchema>;

export const checkDuplicateResponseSchema = z.object({
  username_available: z.boolean().optional(),
  email_available: z.boolean().optional(),
  message: z.string(),
});
export type CheckDuplicateResponse = z.infer<typeof checkDuplicateResponseSchema>;

export const validateCodeRequestSchema = z.object({ code: z.string().trim().min(1).max(32) }).strict();
export const validateCodeResponseSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  course_id: z.string().nullable(),
  course_name: z.string().nullable(),
  user_type: memberTypeSchema.nullable(),
  expires_at: z.string().nullable(),
});
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

/** GET /public/config: settings the SPA needs before anyone logs in. */
export const publicConfigResponseSchema = z.object({
  /** Address shown on the approval-rejected page; null or absent when none is configured. */
  admin_contact_email: z.string().nullable().optional(),
  /** How mail leaves the server: 'outbox' means no mail server — screens must not promise an e-mail. */
  mail_delivery: z.enum(['smtp', 'outbox']).optional(),
  /** Who to ask (issue 22), an admin setting such as "정보부 김도담 선생님 · 교무실 02-123-4567". */
  admin_contact: z.string().nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>;

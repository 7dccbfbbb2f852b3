// Consent at sign-up and a legal guardian's consent for children under 14 (issue 25, 개인정보 보호법
// 제15조, 제22조, 제22조의2). What is required and what is optional is decided in ADR 025.
import { z } from 'zod';

/** 'privacy' = 개인정보 수집·이용 (필수); 'ai_model' = questions and code to the configured AI model (선택); 'guardian' = 법정대리인 동의. */
export const CONSENT_ITEMS = ['privacy', 'ai_model', 'guardian'] as const;
export const consentItemSchema = z.enum(CONSENT_ITEMS);
export type ConsentItem = z.infer<typeof consentItemSchema>;
export const CONSENT_ITEM_LABELS: Record<ConsentItem, string> = {
  privacy: '개인정보 수집·이용 동의 (필수)',
  ai_model: 'AI 튜터 외부 모델 전송 동의 (선택)',
  guardian: '법정대리인(보호자) 동의',
};

export type GuardianStatus = 'pending' | 'confirmed' | 'refused';
export const GUARDIAN_STATUS_LABELS: Record<GuardianStatus, string> = { pending: '보호자 동의 대기', confirmed: '보호자 동의 완료', refused: '보호자가 거부함' };

/** Below this age (만 나이) a legal guardian must consent (개인정보 보호법 제22조의2). */
export const GUARDIAN_CONSENT_AGE = 14;
/** Hours a guardian's link stays valid. */
export const GUARDIAN_LINK_HOURS = 72;

export const CONSENT_MSG = {
  privacyRequired: '개인정보 수집·이용(필수)에 동의해야 가입할 수 있어요.',
  birthYearRequired: '태어난 해를 입력해 주세요.',
  birthYearRange: '태어난 해를 바르게 입력해 주세요.',
  guardianEmailRequired: '만 14세 미만은 보호자(법정대리인)의 이메일을 입력해야 해요. 보호자가 메일의 링크로 동의하면 계정을 쓸 수 있어요.',
  guardianEmailSelf: '보호자 이메일은 학생 본인의 이메일과 달라야 해요.',
  guardianPending: '보호자(법정대리인)의 동의를 기다리고 있어요.',
  guardianPendingDescription: '만 14세 미만은 보호자가 이메일로 받은 링크에서 동의해야 도담을 쓸 수 있어요. 메일을 받지 못했다면 선생님이나 관리자에게 다시 보내 달라고 요청해 주세요.',
  guardianRefused: '보호자(법정대리인)가 동의하지 않았어요.',
  guardianRefusedDescription: '보호자가 개인정보 수집·이용에 동의하지 않아 계정을 쓸 수 없어요. 다시 동의하려면 관리자에게 링크를 다시 보내 달라고 요청해 주세요.',
  guardianLinkInvalid: '동의 링크가 올바르지 않거나 이미 사용되었어요.',
  guardianLinkExpired: '동의 링크의 유효 기간이 지났어요. 관리자에게 새 링크를 요청해 주세요.',
  consentRequired: '처음 로그인했어요. 개인정보 처리방침을 확인하고 수집·이용에 동의해 주세요.',
  notWaiting: '보호자 동의를 기다리는 계정이 아닙니다.',
  aiModelUnavailable: '지금은 외부 AI 모델을 쓰지 않아요. 동의할 항목이 없어요.',
} as const;

/** A student's age is not known from the year alone: whoever may still be 13 this year counts as under 14 (the safe side). */
export function needsGuardianConsent(birthYear: number, now: Date = new Date()): boolean {
  return now.getFullYear() - birthYear <= GUARDIAN_CONSENT_AGE;
}

/** Plausible birth years for a user: born at most 100 years ago and at least 5 years ago (checked against the current year). */
export const birthYearSchema = z
  .number({ error: CONSENT_MSG.birthYearRequired })
  .int(CONSENT_MSG.birthYearRange)
  .refine((y) => {
    const year = new Date().getFullYear();
    return y >= year - 100 && y <= year - 5;
  }, CONSENT_MSG.birthYearRange);

/** The consent part of POST /auth/register: the required item must be true; the optional one defaults to refused. */
export const signupConsentsSchema = z
  .object(
    {
      privacy: z.literal(true, { error: CONSENT_MSG.privacyRequired }),
      ai_model: z.boolean().default(false),
    },
    { error: CONSENT_MSG.privacyRequired },
  )
  .strict();
export type SignupConsents = z.input<typeof signupConsentsSchema>;

/** One recorded decision, as exported and listed in /profile/privacy. */
export const consentRecordSchema = z.object({
  item: consentItemSchema,
  label: z.string(),
  granted: z.boolean(),
  notice_version: z.string(),
  ip_address: z.string().nullable(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /me/privacy/consents: the current state per item and the history. */
export const consentStateSchema = z.object({
  /** Whether the tutor may send questions and code to the configured model (false when no model is configured). */
  ai_model: z.boolean(),
  /** A model is configured, so the optional item means something. */
  ai_model_configured: z.boolean(),
  history: z.array(consentRecordSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** PUT /me/privacy/consents: give or withdraw the optional item. */
export const consentUpdateSchema = z.object({ ai_model: z.boolean({ error: '동의 여부(ai_model)를 true 또는 false로 보내 주세요.' }) }).strict();

/** POST /auth/consent: the one-time consent of an account made for the student (roster import). */
export const firstConsentSchema = z.object({ consents: signupConsentsSchema }).strict();

/** GET /public/guardian/{token}: what the guardian is asked to confirm. */
export const guardianTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, CONSENT_MSG.guardianLinkInvalid) });
export const guardianRequestViewSchema = z.object({
  student_name: z.string(),
  birth_year: z.number().int().nullable(),
  expires_at: z.string(),
  notice_version: z.string(),
});
export type GuardianRequestView = z.infer<typeof guardianRequestViewSchema>;
export const guardianDecisionSchema = z.object({ decision: z.enum(['confirm', 'refuse'], { error: '동의(confirm) 또는 거부(refuse)를 골라 주세요.' }) }).strict();
export const guardianDecisionResponseSchema = z.object({ message: z.string(), status: z.enum(['confirmed', 'refused']) });

/** GET /admin/privacy/guardian-waiting: accounts waiting for a guardian's consent. */
export const guardianWaitingSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  birth_year: z.number().int().nullable(),
  guardian_email: z.string().nullable(),
  status: z.enum(['pending', 'refused']),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  link_expires_at: z.string().nullable(),
});
export type GuardianWaiting = z.infer<typeof guardianWaitingSchema>;
export const guardianWaitingResponseSchema = z.object({ accounts: z.array(guardianWaitingSchema) });

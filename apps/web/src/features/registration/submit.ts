import { MSG, needsGuardianConsent, type RegisterRequest } from '@dodam/contracts';
import { ApiError } from '@/lib/api/client';
import { parsedBirthYear, type RegisterFormValues } from './form-types';

/** The JSON body of POST /auth/register: account type is always 'student' (spec section 6). */
export function buildRegisterPayload(values: RegisterFormValues): RegisterRequest {
  const number = (v: string) => (v.trim() ? Number(v.trim()) : null);
  return {
    full_name: values.fullName.trim(),
    school: { grade: number(values.grade), class_number: number(values.classNumber), student_number: number(values.studentNumber), student_code: null },
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    user_type: 'student',
    // The server checks the year again; a form that let a bad one through gets its 422.
    birth_year: parsedBirthYear(values.birthYear) ?? Number(values.birthYear),
    ...(needsGuardianConsent(parsedBirthYear(values.birthYear) ?? 0) ? { guardian_email: values.guardianEmail.trim() } : {}),
    // Sent only when ticked: the page refuses to submit without it, and so does the server.
    consents: { privacy: values.consentPrivacy as true, ai_model: values.consentAi },
    course_registrations: values.courses.map((entry) => ({
      course_id: entry.course_id,
      user_type: entry.user_type,
      registration_message: entry.registration_message.trim() || null,
      registration_code: entry.registration_code.trim() || null,
    })),
  };
}

export type RegisterFailure = { kind: 'duplicate'; message: string } | { kind: 'message'; message: string };

/** 409 opens the duplicate modal; a 422 shows the server's sentence; anything else the generic text. */
export function registerFailure(error: unknown): RegisterFailure {
  if (error instanceof ApiError) {
    if (error.status === 409) return { kind: 'duplicate', message: error.detailText ?? `${MSG.usernameTaken} / ${MSG.emailTaken}` };
    if (error.status === 422 && error.detailText) {
      const fieldMessages = error.errors.map((e) => e.message).filter((m) => m !== error.detailText);
      return { kind: 'message', message: [error.detailText, ...fieldMessages].join(' ') };
    }
  }
  return { kind: 'message', message: MSG.registrationFailed };
}

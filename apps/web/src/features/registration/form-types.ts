import { CONSENT_MSG, IDENTITY_MSG, MSG, birthYearSchema, emailSchema, fullNameSchema, needsGuardianConsent, schoolIdentitySchema, type MemberType } from '@dodam/contracts';

export interface CourseEntry {
  course_id: string;
  user_type: MemberType;
  registration_message: string;
  registration_code: string;
}

export interface RegisterFormValues {
  /** 실명, shown to teachers. */
  fullName: string;
  /** Optional 학년·반·번호, as typed (blank = not given). */
  grade: string;
  classNumber: string;
  studentNumber: string;
  /** 태어난 해, as typed; under 14 a guardian's address is asked too (issue 25). */
  birthYear: string;
  guardianEmail: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  courses: CourseEntry[];
  /** 개인정보 수집·이용 (필수) and the optional AI-model item. */
  consentPrivacy: boolean;
  consentAi: boolean;
}

export const EMPTY_COURSE: CourseEntry = { course_id: '', user_type: 'student', registration_message: '', registration_code: '' };

export type Step1Field = 'fullName' | 'grade' | 'classNumber' | 'studentNumber' | 'birthYear' | 'guardianEmail' | 'username' | 'email' | 'password' | 'passwordConfirm';

/** The typed birth year as a number when it is a plausible one, else null. */
export function parsedBirthYear(value: string): number | null {
  const parsed = birthYearSchema.safeParse(value.trim() ? Number(value.trim()) : undefined);
  return parsed.success ? parsed.data : null;
}

/** 태어난 해 and, under 14, the guardian's address (different from the student's): the first problem, or null. */
export function ageProblem(values: Pick<RegisterFormValues, 'birthYear' | 'guardianEmail' | 'email'>): [Step1Field, string] | null {
  if (!values.birthYear.trim()) return ['birthYear', CONSENT_MSG.birthYearRequired];
  const year = parsedBirthYear(values.birthYear);
  if (year === null) return ['birthYear', CONSENT_MSG.birthYearRange];
  if (!needsGuardianConsent(year)) return null;
  const guardian = values.guardianEmail.trim();
  if (!guardian) return ['guardianEmail', CONSENT_MSG.guardianEmailRequired];
  if (!emailSchema.safeParse(guardian).success) return ['guardianEmail', MSG.emailInvalid];
  if (guardian.toLowerCase() === values.email.trim().toLowerCase()) return ['guardianEmail', CONSENT_MSG.guardianEmailSelf];
  return null;
}

/** 이름 and the optional 학년·반·번호: the first problem as [field, message], or null. */
export function identityProblem(values: Pick<RegisterFormValues, 'fullName' | 'grade' | 'classNumber' | 'studentNumber'>): [Step1Field, string] | null {
  const name = fullNameSchema.safeParse(values.fullName);
  if (!name.success) return ['fullName', name.error.issues[0]?.message ?? IDENTITY_MSG.nameRequired];
  const school = schoolIdentitySchema.safeParse({ grade: values.grade.trim(), class_number: values.classNumber.trim(), student_number: values.studentNumber.trim() });
  if (!school.success) {
    const issue = school.error.issues[0];
    const field = ({ grade: 'grade', class_number: 'classNumber', student_number: 'studentNumber' } as const)[String(issue?.path[0]) as 'grade'] ?? 'grade';
    return [field, issue?.message ?? IDENTITY_MSG.grade];
  }
  return null;
}

/** Which step-1 field a validation message belongs to, so it can be shown and focused there. */
export function fieldForStep1Message(message: string): Step1Field {
  switch (message) {
    case MSG.emailRequired:
    case MSG.emailTaken:
    case MSG.emailInvalid:
      return 'email';
    case MSG.passwordMismatch:
      return 'passwordConfirm';
    case MSG.passwordTooShort:
    case MSG.passwordTooLong:
      return 'password';
    default:
      return 'username';
  }
}

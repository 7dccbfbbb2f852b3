import { MSG, type MemberType } from '@dodam/contracts';

export interface CourseEntry {
  course_id: string;
  user_type: MemberType;
  registration_message: string;
  registration_code: string;
}

export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  courses: CourseEntry[];
}

export const EMPTY_COURSE: CourseEntry = { course_id: '', user_type: 'student', registration_message: '', registration_code: '' };

export type Step1Field = 'username' | 'email' | 'password' | 'passwordConfirm';

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

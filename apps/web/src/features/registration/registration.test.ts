import { describe, expect, it } from 'vitest';
import { CONSENT_MSG, MSG } from '@dodam/contracts';
import { ApiError, parseErrorBody } from '@/lib/api/client';
import { resultFromResponse, visibleResult } from './duplicate-check';
import { ageProblem, fieldForStep1Message, identityProblem, type RegisterFormValues } from './form-types';
import { buildRegisterPayload, registerFailure } from './submit';

describe('duplicate check results', () => {
  const now = 1_700_000_001_234;
  it('offers a username suggestion when taken', () => {
    expect(resultFromResponse('username', 'kim', { username_available: false, message: 'x' }, now)).toEqual({
      value: 'kim',
      state: 'taken',
      message: MSG.usernameTaken,
      suggestion: 'kim1234',
    });
  });
  it('reports availability and missing fields', () => {
    expect(resultFromResponse('email', 'a@b.co', { email_available: true, message: 'ok' }).state).toBe('available');
    expect(resultFromResponse('email', 'a@b.co', { username_available: true, message: 'ok' }).state).toBe('error');
  });
  it('shows idle for short or stale values', () => {
    const taken = { value: 'kim', state: 'taken' as const };
    expect(visibleResult(taken, 'kim ').state).toBe('taken');
    expect(visibleResult(taken, 'ki').state).toBe('idle');
    expect(visibleResult(taken, 'kimm').state).toBe('idle');
  });
});

describe('registration submit helpers', () => {
  const values: RegisterFormValues = {
    fullName: ' 김도담 ',
    grade: '2',
    classNumber: ' 3 ',
    studentNumber: '',
    username: ' kim ',
    email: ' kim@example.com ',
    password: 'secret1 ',
    passwordConfirm: 'secret1 ',
    birthYear: ' 2008 ',
    guardianEmail: '',
    consentPrivacy: true,
    consentAi: false,
    courses: [
      { course_id: 'python', user_type: 'student', registration_message: '  ', registration_code: '' },
      { course_id: 'ai-math', user_type: 'teacher', registration_message: ' 안녕하세요 ', registration_code: ' CODE-1 ' },
    ],
  };

  it('builds the register payload with account type student', () => {
    expect(buildRegisterPayload(values)).toEqual({
      full_name: '김도담',
      school: { grade: 2, class_number: 3, student_number: null, student_code: null },
      username: 'kim',
      email: 'kim@example.com',
      password: 'secret1 ',
      user_type: 'student',
      birth_year: 2008,
      consents: { privacy: true, ai_model: false },
      course_registrations: [
        { course_id: 'python', user_type: 'student', registration_message: null, registration_code: null },
        { course_id: 'ai-math', user_type: 'teacher', registration_message: '안녕하세요', registration_code: 'CODE-1' },
      ],
    });
  });

  it('maps failures: 409 duplicate modal, 422 server text, otherwise the generic message', () => {
    expect(registerFailure(parseErrorBody(409, JSON.stringify({ detail: MSG.usernameTaken })))).toEqual({ kind: 'duplicate', message: MSG.usernameTaken });
    expect(registerFailure(parseErrorBody(422, JSON.stringify({ detail: MSG.emailInvalid })))).toEqual({ kind: 'message', message: MSG.emailInvalid });
    expect(registerFailure(parseErrorBody(500, '{}'))).toEqual({ kind: 'message', message: MSG.registrationFailed });
    expect(registerFailure(new ApiError({ status: 0, kind: 'network', message: MSG.cannotConnect }))).toEqual({ kind: 'message', message: MSG.registrationFailed });
  });

  it('puts each step-1 message on its field', () => {
    expect(fieldForStep1Message(MSG.usernameReserved)).toBe('username');
    expect(fieldForStep1Message(MSG.emailTaken)).toBe('email');
    expect(fieldForStep1Message(MSG.passwordMismatch)).toBe('passwordConfirm');
    expect(fieldForStep1Message(MSG.passwordTooShort)).toBe('password');
  });
});

describe('identity fields of step 1', () => {
  const base = { fullName: '홍길동', grade: '', classNumber: '', studentNumber: '' };
  it('needs a name; 학년·반·번호 are optional but must be in range', () => {
    expect(identityProblem(base)).toBeNull();
    expect(identityProblem({ ...base, fullName: '  ' })).toEqual(['fullName', '이름을 입력해 주세요.']);
    expect(identityProblem({ ...base, studentNumber: '0' })).toEqual(['studentNumber', '번호는 1~99 사이의 숫자로 입력해 주세요.']);
    expect(identityProblem({ ...base, grade: '2', classNumber: '3', studentNumber: '14' })).toBeNull();
  });
});

describe('birth year and guardian (issue 25)', () => {
  const year = new Date().getFullYear();
  const base = { birthYear: '2000', guardianEmail: '', email: 'kid@example.com' };
  it('needs a plausible birth year', () => {
    expect(ageProblem(base)).toBeNull();
    expect(ageProblem({ ...base, birthYear: ' ' })).toEqual(['birthYear', CONSENT_MSG.birthYearRequired]);
    expect(ageProblem({ ...base, birthYear: String(year + 1) })).toEqual(['birthYear', CONSENT_MSG.birthYearRange]);
    expect(ageProblem({ ...base, birthYear: '1800' })).toEqual(['birthYear', CONSENT_MSG.birthYearRange]);
  });
  it("asks under 14 for a guardian's address other than the student's, and sends it", () => {
    const child = { ...base, birthYear: String(year - 12) };
    expect(ageProblem(child)).toEqual(['guardianEmail', CONSENT_MSG.guardianEmailRequired]);
    expect(ageProblem({ ...child, guardianEmail: 'KID@example.com' })).toEqual(['guardianEmail', CONSENT_MSG.guardianEmailSelf]);
    expect(ageProblem({ ...child, guardianEmail: 'mom@example.com' })).toBeNull();
    // Whoever may still be 13 this year counts as under 14; 15 this year does not.
    expect(ageProblem({ ...base, birthYear: String(year - 14) })).toEqual(['guardianEmail', CONSENT_MSG.guardianEmailRequired]);
    expect(ageProblem({ ...base, birthYear: String(year - 15) })).toBeNull();
  });
});

// Who a person is on screen (issue 22): the display name (실명, profile.fullName, else the username),
// a student's optional 학년·반·번호 or 학번, the class-roster order, and Korean honorifics and josa —
// written once here and used by every screen, e-mail and CSV.
import { josa } from 'es-hangul';
import { z } from 'zod';

export const IDENTITY_MSG = {
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: '이름은 50자 이하로 입력해 주세요.',
  grade: '학년은 1~12 사이의 숫자로 입력해 주세요.',
  classNumber: '반은 1~99 사이의 숫자로 입력해 주세요.',
  studentNumber: '번호는 1~99 사이의 숫자로 입력해 주세요.',
  studentCode: '학번은 숫자와 영문 20자 이하로 입력해 주세요.',
} as const;

/** A blank form field means "not given". */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const smallInt = (min: number, max: number, message: string) =>
  z.preprocess(blankToNull, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable()).optional().default(null);

/** A student's school identity; every field optional (a school may use 학번 alone, or none). */
export const schoolIdentitySchema = z.object({
  grade: smallInt(1, 12, IDENTITY_MSG.grade),
  class_number: smallInt(1, 99, IDENTITY_MSG.classNumber),
  student_number: smallInt(1, 99, IDENTITY_MSG.studentNumber),
  /** The school's own student number (학번), e.g. 20314. */
  student_code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.preprocess(blankToNull, z.string().regex(/^[0-9A-Za-z-]{1,20}$/, IDENTITY_MSG.studentCode).nullable()),
  ).optional().default(null),
});
export type SchoolIdentity = z.output<typeof schoolIdentitySchema>;

export const fullNameSchema = z.string({ error: IDENTITY_MSG.nameRequired }).trim().min(1, IDENTITY_MSG.nameRequired).max(50, IDENTITY_MSG.nameTooLong);

/** How a student appears in teacher screens and exports: name first, username beside it. */
export const personIdentitySchema = z.object({
  /** Display name: the real name, or the username when none was given. */
  name: z.string(),
  username: z.string(),
  grade: z.number().int().nullable(),
  class_number: z.number().int().nullable(),
  student_number: z.number().int().nullable(),
  student_code: z.string().nullable(),
});
export type PersonIdentity = z.infer<typeof personIdentitySchema>;

export function displayName(fullName: string | null | undefined, username: string): string {
  const name = fullName?.trim();
  return name ? name : username;
}

// A name typed with its title ("김도담 선생님") must not become "김도담 선생님 선생님".
const TITLES = /\s*(선생님|선생|교사|님)$/;

/** A person addressed politely: a teacher as "김도담 선생님", anyone else as "홍길동 님". */
export function personName(name: string, role: 'student' | 'teacher' | 'admin' | null = null): string {
  const bare = name.trim().replace(TITLES, '') || name.trim();
  return role === 'teacher' ? `${bare} 선생님` : `${bare} 님`;
}

/** A word with the right particle for its last syllable: ("홍길동 님", '을/를') → "홍길동 님을". */
export function withJosa(word: string, particle: '을/를' | '이/가' | '은/는' | '와/과' | '으로/로' | '이에요/예요'): string {
  // es-hangul decides from the last Hangul syllable; a word ending in a Latin letter or digit
  // (a username) has none, so it reads the particle the way the word is usually read aloud.
  return /[가-힣]$/.test(word) ? josa(word, particle) : `${word}${particle.split('/')[1] ?? ''}`;
}

/** "2학년 3반 14번", or the 학번 alone, or '' when nothing is known. */
export function rosterLabel(p: Pick<PersonIdentity, 'grade' | 'class_number' | 'student_number' | 'student_code'>): string {
  const parts = [p.grade ? `${p.grade}학년` : '', p.class_number ? `${p.class_number}반` : '', p.student_number ? `${p.student_number}번` : ''].filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  return p.student_code ? `학번 ${p.student_code}` : '';
}

const byNumber = (a: number | null, b: number | null) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER);

/** Class-roster order: 학년, 반, 번호 (or 학번), then name in Korean order. */
export function compareRoster(a: PersonIdentity, b: PersonIdentity): number {
  return (
    byNumber(a.grade, b.grade) ||
    byNumber(a.class_number, b.class_number) ||
    byNumber(a.student_number, b.student_number) ||
    (a.student_code ?? '\uffff').localeCompare(b.student_code ?? '\uffff') ||
    a.name.localeCompare(b.name, 'ko') ||
    a.username.localeCompare(b.username)
  );
}

import { describe, expect, it } from 'vitest';
import { compareRoster, displayName, personName, rosterLabel, schoolIdentitySchema, withJosa, type PersonIdentity } from './identity.js';

describe('personName and withJosa', () => {
  it('adds one title, never two', () => {
    expect(personName('김도담', 'teacher')).toBe('김도담 선생님');
    expect(personName('김도담 선생님', 'teacher')).toBe('김도담 선생님');
    expect(personName('홍길동', 'student')).toBe('홍길동 님');
    expect(personName('홍길동 님')).toBe('홍길동 님');
  });
  it('picks the particle from the last syllable', () => {
    expect(withJosa(personName('홍길동'), '을/를')).toBe('홍길동 님을');
    expect(withJosa('김도담 선생님', '이/가')).toBe('김도담 선생님이');
    expect(withJosa('이수아', '을/를')).toBe('이수아를');
    expect(withJosa('파이썬', '으로/로')).toBe('파이썬으로');
  });
  it('falls back to the username for a blank name', () => {
    expect(displayName('  ', 'kim01')).toBe('kim01');
    expect(displayName('김도담', 'kim01')).toBe('김도담');
  });
});

describe('school identity', () => {
  it('accepts blanks and numbers from a form, refuses out-of-range values in Korean', () => {
    expect(schoolIdentitySchema.parse({ grade: '2', class_number: '', student_number: 14 })).toEqual({ grade: 2, class_number: null, student_number: 14, student_code: null });
    const bad = schoolIdentitySchema.safeParse({ student_number: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('번호는 1~99 사이의 숫자로 입력해 주세요.');
  });
  it('labels and sorts a roster by 학년, 반, 번호, then name', () => {
    const p = (name: string, grade: number | null, cls: number | null, no: number | null): PersonIdentity => ({ name, username: name, grade, class_number: cls, student_number: no, student_code: null });
    const list = [p('다', 2, 1, 10), p('가', null, null, null), p('나', 2, 1, 2), p('라', 1, 5, 30)];
    expect(list.sort(compareRoster).map((x) => x.name)).toEqual(['라', '나', '다', '가']);
    expect(rosterLabel(p('x', 2, 3, 14))).toBe('2학년 3반 14번');
    expect(rosterLabel({ grade: null, class_number: null, student_number: null, student_code: '20314' })).toBe('학번 20314');
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { shouldCheckDuplicate, suggestEmail, suggestUsername, validateStep1, validateStep2 } from './registration.js';

const ok = { username: 'student1', email: 's1@example.com', password: 'secret1', passwordConfirm: 'secret1' };
const free = { usernameTaken: false, emailTaken: false };

describe('validateStep1: checks in the specified order', () => {
  it('passes valid input', () => {
    expect(validateStep1(ok, free)).toBeNull();
  });
  it('requires username and email', () => {
    expect(validateStep1({ ...ok, username: '  ' }, free)).toBe(MSG.usernameRequired);
    expect(validateStep1({ ...ok, email: '' }, free)).toBe(MSG.emailRequired);
  });
  it('1. refuses the reserved username admin in any case, before anything else', () => {
    expect(validateStep1({ ...ok, username: 'Admin', password: '1', passwordConfirm: '2' }, { usernameTaken: true, emailTaken: true })).toBe(MSG.usernameReserved);
  });
  it('2. username taken comes before email taken', () => {
    expect(validateStep1(ok, { usernameTaken: true, emailTaken: true })).toBe(MSG.usernameTaken);
  });
  it('3. email taken comes before password checks', () => {
    expect(validateStep1({ ...ok, passwordConfirm: 'other' }, { usernameTaken: false, emailTaken: true })).toBe(MSG.emailTaken);
  });
  it('4. mismatch comes before length', () => {
    expect(validateStep1({ ...ok, password: '123', passwordConfirm: '1234' }, free)).toBe(MSG.passwordMismatch);
  });
  it('5. password at least 6 characters', () => {
    expect(validateStep1({ ...ok, password: '12345', passwordConfirm: '12345' }, free)).toBe(MSG.passwordTooShort);
    expect(validateStep1({ ...ok, password: '123456', passwordConfirm: '123456' }, free)).toBeNull();
  });
});

describe('validateStep2', () => {
  it('needs at least one course, a course per card and a member type', () => {
    expect(validateStep2([])).toBe(MSG.courseRequired);
    expect(validateStep2([{ course_id: '', user_type: 'student' }])).toBe(MSG.courseNameRequired);
    expect(validateStep2([{ course_id: 'python', user_type: '' }])).toBe(MSG.memberTypeRequired);
    expect(validateStep2([{ course_id: 'python', user_type: 'student' }])).toBeNull();
  });
  it('refuses the same course twice', () => {
    expect(validateStep2([{ course_id: 'python', user_type: 'student' }, { course_id: 'python', user_type: 'teacher' }])).toBe(MSG.courseDuplicated);
  });
});

describe('duplicate check rule', () => {
  it('runs only from 3 trimmed characters', () => {
    expect(shouldCheckDuplicate('ab')).toBe(false);
    expect(shouldCheckDuplicate('  ab  ')).toBe(false);
    expect(shouldCheckDuplicate('abc')).toBe(true);
  });
  it('suggests the name plus the last 4 digits of the time', () => {
    expect(suggestUsername('kim', 1732170001234)).toBe('kim1234');
    expect(suggestUsername(' kim ', 1732170009876)).toBe('kim9876');
  });
  it('puts the 4 digits before the @ of an email', () => {
    expect(suggestEmail('kim@example.com', 1732170001234)).toBe('kim1234@example.com');
    expect(suggestEmail('no-at-sign', 1732170001234)).toBe('no-at-sign1234');
  });
});

// Pure registration rules shared by the wizard and the server (spec section 5).
import { MSG } from './messages.js';
import { PASSWORD_MIN_LENGTH, RESERVED_USERNAMES, DUPLICATE_CHECK_MIN_LENGTH } from './constants.js';

export interface Step1Values {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export interface Availability {
  usernameTaken: boolean;
  emailTaken: boolean;
}

export function isReservedUsername(username: string): boolean {
  const lower = username.trim().toLowerCase();
  return (RESERVED_USERNAMES as readonly string[]).includes(lower);
}

/** First failing step-1 check, in the specified order, or null when all pass. */
export function validateStep1(values: Step1Values, availability: Availability): string | null {
  if (!values.username.trim()) return MSG.usernameRequired;
  if (!values.email.trim()) return MSG.emailRequired;
  if (isReservedUsername(values.username)) return MSG.usernameReserved;
  if (availability.usernameTaken) return MSG.usernameTaken;
  if (availability.emailTaken) return MSG.emailTaken;
  if (values.password !== values.passwordConfirm) return MSG.passwordMismatch;
  if (values.password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return null;
}

export interface Step2Entry {
  course_id: string;
  user_type: string;
}

export function validateStep2(entries: readonly Step2Entry[]): string | null {
  if (entries.length === 0) return MSG.courseRequired;
  for (const entry of entries) {
    if (!entry.course_id) return MSG.courseNameRequired;
    if (!entry.user_type) return MSG.memberTypeRequired;
  }
  const ids = entries.map((e) => e.course_id);
  if (new Set(ids).size !== ids.length) return MSG.courseDuplicated;
  return null;
}

/** Whether the live duplicate check should run for this value (trimmed length ≥ 3). */
export function shouldCheckDuplicate(value: string): boolean {
  return value.trim().length >= DUPLICATE_CHECK_MIN_LENGTH;
}

function lastFourDigits(now: number): string {
  return String(now).slice(-4);
}

/** Suggested alternative for a taken username: the name plus the last 4 digits of the time. */
export function suggestUsername(username: string, now: number = Date.now()): string {
  return `${username.trim()}${lastFourDigits(now)}`;
}

/** For an email the 4 digits go before the @ (only shown as a notice, never auto-applied). */
export function suggestEmail(email: string, now: number = Date.now()): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return `${trimmed}${lastFourDigits(now)}`;
  return `${trimmed.slice(0, at)}${lastFourDigits(now)}${trimmed.slice(at)}`;
}

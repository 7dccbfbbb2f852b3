import { MSG, shouldCheckDuplicate, suggestEmail, suggestUsername, type CheckDuplicateResponse } from '@dodam/contracts';
import type { DuplicateField } from './api';

/** Live availability of a username or email (spec section 4). */
export type CheckState = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface CheckResult {
  /** The trimmed value this result belongs to; a result for another value is stale. */
  value: string;
  state: CheckState;
  message?: string;
  /** Alternative offered for a taken value (the email one is shown as a notice only). */
  suggestion?: string;
}

export const IDLE: CheckResult = { value: '', state: 'idle' };

/** Result for the current input: stale or too-short values read as idle (shorter clears). */
export function visibleResult(result: CheckResult, currentValue: string): CheckResult {
  const trimmed = currentValue.trim();
  if (!shouldCheckDuplicate(trimmed) || result.value !== trimmed) return { ...IDLE, value: trimmed };
  return result;
}

export function resultFromResponse(field: DuplicateField, value: string, response: CheckDuplicateResponse, now: number = Date.now()): CheckResult {
  const available = field === 'username' ? response.username_available : response.email_available;
  if (available === undefined) return { value, state: 'error', message: MSG.duplicateCheckFailed };
  if (available) return { value, state: 'available', message: field === 'username' ? MSG.usernameAvailable : MSG.emailAvailable };
  return {
    value,
    state: 'taken',
    message: field === 'username' ? MSG.usernameTaken : MSG.emailTaken,
    suggestion: field === 'username' ? suggestUsername(value, now) : suggestEmail(value, now),
  };
}

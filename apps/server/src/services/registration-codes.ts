import { MSG, format, formatWait, type ValidateCodeResponse } from '@dodam/contracts';
import type { ServiceDeps } from './deps.js';
import { selectCodeWithCourse } from '../db/queries/registration-codes.js';
import { incrementRateLimit, selectRateLimit } from '../db/queries/rate-limits.js';
import { tooManyRequests } from '../lib/http-errors.js';

/**
 * Whether a registration code can be used now, and for which course and member type. Any code
 * that cannot be used gets the same answer (MSG.codeInvalid), whatever the reason.
 */
export async function checkRegistrationCode({ db }: Pick<ServiceDeps, 'db'>, code: string): Promise<ValidateCodeResponse> {
  const found = await selectCodeWithCourse(db, code);
  if (!found) return invalidCode();
  const { code: row, courseTitle } = found;
  // A class archived at the end of the year takes no one new (issue 25).
  if (found.courseArchivedAt) return invalidCode();
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return invalidCode();
  if (row.status === 'used' || row.usedCount >= row.maxUses) return invalidCode();
  return {
    valid: true,
    message: MSG.codeValid,
    course_id: row.courseId,
    course_name: courseTitle,
    user_type: row.memberType,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

export function invalidCode(): ValidateCodeResponse {
  return { valid: false, message: MSG.codeInvalid, course_id: null, course_name: null, user_type: null, expires_at: null };
}

const guessKey = (ip: string) => `code-guess:${ip}`;

/**
 * One guessing budget for registration and teacher codes, shared by every endpoint that accepts a
 * code and counting invalid codes only: a school signing up from one address with valid codes is
 * never slowed. Once an address has spent its budget, every code check from it is refused until
 * the window ends (a valid code answered differently would let the guessing go on).
 *
 * `forCourse`: the course the code is entered for; a valid code of another course is invalid here.
 */
export async function checkCodeWithinBudget(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  ip: string,
  code: string,
  forCourse?: string,
): Promise<ValidateCodeResponse> {
  const spent = await selectRateLimit(db, guessKey(ip));
  if (spent && spent.count >= config.CODE_GUESSES_PER_ADDRESS && spent.resetAt.getTime() > Date.now()) throw guessesExhausted(spent.resetAt);
  const check = await checkRegistrationCode({ db }, code);
  if (check.valid && (forCourse === undefined || check.course_id === forCourse)) return check;
  const window = await incrementRateLimit(db, guessKey(ip), config.CODE_GUESS_WINDOW_SECONDS * 1000);
  if (window.count > config.CODE_GUESSES_PER_ADDRESS) throw guessesExhausted(window.resetAt);
  return invalidCode();
}

function guessesExhausted(resetAt: Date) {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return tooManyRequests(format(MSG.tooManyCodeGuesses, { wait: formatWait(seconds) }), seconds);
}

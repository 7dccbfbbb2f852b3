import { MSG, type ValidateCodeResponse } from '@dodam/contracts';
import type { ServiceDeps } from './deps.js';
import { selectCodeWithCourse } from '../db/queries/registration-codes.js';

/** Whether a registration code can be used now, and for which course and member type. */
export async function checkRegistrationCode({ db }: Pick<ServiceDeps, 'db'>, code: string): Promise<ValidateCodeResponse> {
  const found = await selectCodeWithCourse(db, code);
  const invalid = (message: string): ValidateCodeResponse => ({
    valid: false,
    message,
    course_id: null,
    course_name: null,
    user_type: null,
    expires_at: null,
  });
  if (!found) return invalid(MSG.codeNotFound);
  const { code: row, courseTitle } = found;
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return invalid(MSG.codeExpired);
  if (row.status === 'used' || row.usedCount >= row.maxUses) return invalid(MSG.codeUsedUp);
  return {
    valid: true,
    message: MSG.codeValid,
    course_id: row.courseId,
    course_name: courseTitle,
    user_type: row.memberType,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

// Request-level tutor rules shared by the /tutor, /start-chat and /code route folders: input limits,
// the abuse-level rate (429), the model budget and context lookups (404), as HTTP errors.
import { TUTOR_MSG, type tutorChatRequestSchema } from '@dodam/contracts';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { UserRow } from '../db/queries/users.js';
import { forbidden, notFound, tooManyRequests, unprocessable } from '../lib/http-errors.js';
import { ContextLookupError, type ContextRequest, type TutorContext, type TutorUser } from './context.js';
import type { Admission, TutorService } from './service.js';

/** A signal that never aborts: JSON replies finish even if the client goes away. */
export const NEVER: AbortSignal = new AbortController().signal;

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds}초`;
  const minutes = Math.ceil(seconds / 60);
  return `약 ${minutes}분`;
}

function tutorUser(user: UserRow): TutorUser {
  const fullName = user.profile?.fullName;
  return { id: user.id, username: user.username, email: user.email ?? '', fullName: typeof fullName === 'string' ? fullName : undefined, studentCode: user.studentCode ?? undefined };
}

export function checkInput(config: Config, text: string, field: string): void {
  if (!text.trim()) throw unprocessable(TUTOR_MSG.inputRequired, field);
  const max = config.TUTOR_MAX_INPUT;
  if (text.length > max) throw unprocessable(TUTOR_MSG.inputTooLong.replace('{max}', max.toLocaleString('ko-KR')), field);
}

/**
 * Abuse-level rate first (the only 429, ADR 010), then the model budget: when it is spent the basic
 * tutor answers with a note (budgets protect money, not the free tutor).
 */
export async function admit(tutor: TutorService, userId: number): Promise<Admission> {
  const rate = await tutor.rateLimit(userId);
  if (!rate.allowed) throw tooManyRequests(TUTOR_MSG.rateLimited.replace('{wait}', waitText(rate.retryAfterSeconds)), rate.retryAfterSeconds);
  return tutor.admit(userId);
}

export function contextFor(tutor: TutorService, user: UserRow, req: ContextRequest): TutorContext {
  // 처리 정지 (issue 25): the student asked that their data not be processed; the tutor stays off.
  if (user.processingSuspendedAt) throw forbidden(TUTOR_MSG.processingSuspended);
  try {
    return tutor.context(tutorUser(user), req);
  } catch (err) {
    if (err instanceof ContextLookupError) throw notFound(err.what === 'problem' ? TUTOR_MSG.problemNotFound : TUTOR_MSG.exerciseNotFound);
    throw err;
  }
}

export const chatContext = (body: z.output<typeof tutorChatRequestSchema>): ContextRequest => ({
  userInput: body.user_input,
  history: body.chat_history,
  selectedSection: body.selected_section,
  contextType: body.context_type,
  mode: body.mode,
  problemId: body.problem_id,
  exerciseId: body.exercise_id,
  code: body.code,
  lastRun: body.last_run,
});

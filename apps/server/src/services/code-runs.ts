import { MSG, applyNumHeader, errorTypeOf, splitInputValues } from '@dodam/contracts';
import type { FastifyInstance } from 'fastify';
import { insertCodeExecution } from '../db/queries/code-executions.js';
import { insertLearningEvents } from '../db/queries/learning.js';
import { incrementRateLimit } from '../db/queries/rate-limits.js';
import { SandboxBusyError, type RunResult } from '../grader/index.js';
import { HttpError, tooManyRequests } from './http-errors.js';

export interface StudentRun {
  run: RunResult;
  inputs: string[];
  /** Traceback and/or the sandbox's Korean reason; null on success. */
  error: string | null;
  /** What the spec calls `result`: the output, or the output followed by the error. */
  shown: string;
  executionId: number;
}

/**
 * Run a student's program in the server sandbox on their behalf: per-user rate limit, the num1/num2
 * header rule, 503 when the sandbox queue is full, and a code_executions record (plus a practice-run
 * learning event when the section is known). Shared by /code/execute-code and /code/submit-input.
 */
export async function runStudentCode(
  app: FastifyInstance,
  input: { userId: number; code: string; inputValues: string | string[]; selectedSection: string; timeLimitMs?: number | undefined },
): Promise<StudentRun> {
  const window = await incrementRateLimit(app.db, `code:run:${input.userId}`, 60_000);
  if (window.count > app.config.CODE_RUNS_PER_MINUTE) {
    throw tooManyRequests('코드 실행 요청이 너무 많습니다. 잠시 후 다시 실행해 주세요.', (window.resetAt.getTime() - Date.now()) / 1000);
  }
  const inputs = Array.isArray(input.inputValues) ? input.inputValues : splitInputValues(input.inputValues);
  const { code } = applyNumHeader(input.code, inputs);
  let run: RunResult;
  try {
    run = await app.sandbox.run({ code, stdin: inputs, timeLimitMs: input.timeLimitMs });
  } catch (err) {
    if (err instanceof SandboxBusyError) {
      throw new HttpError(503, '실행 대기열이 가득 찼습니다. 잠시 후 다시 시도해 주세요.', { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) });
    }
    throw err;
  }
  const error = run.success ? null : [run.stderr, run.message].filter(Boolean).join('\n') || MSG.unknownError;
  const section = input.selectedSection ? app.content.section(input.selectedSection) : undefined;
  const record = await insertCodeExecution(app.db, {
    userId: input.userId,
    sectionId: section?.id ?? (input.selectedSection || null),
    code: input.code,
    inputValues: inputs,
    success: run.success,
    status: run.status,
    output: run.stdout,
    error,
    durationMs: Math.round(run.durationMs),
    truncated: run.truncated,
  });
  if (section) {
    await insertLearningEvents(app.db, [
      { userId: input.userId, courseId: section.courseId, sectionId: section.id, kind: 'practice_run', learningType: 'practice', payload: { success: run.success, status: run.status, error_type: errorTypeOf(error, run.status) } },
    ]);
  }
  const shown = run.success ? run.stdout : `${run.stdout}${run.stdout && error ? '\n' : ''}${error ?? ''}`;
  return { run, inputs, error, shown, executionId: record.id };
}

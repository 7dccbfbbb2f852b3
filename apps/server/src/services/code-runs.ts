import { MSG, applyNumHeader, splitInputValues } from '@dodam/contracts';
import { errorTypeOf } from '@dodam/contracts/teacher';
import { insertCodeExecution } from '../db/queries/code-executions.js';
import { insertLearningEvents } from '../db/queries/learning.js';
import type { RunResult } from '../grader/index.js';
import type { ServiceDeps } from './deps.js';
import { takePerMinute, withSandboxSlot } from './limits.js';

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
  { db, sandbox, config, content }: Pick<ServiceDeps, 'db' | 'sandbox' | 'config' | 'content'>,
  input: { userId: number; code: string; inputValues: string | string[]; selectedSection: string; timeLimitMs?: number | undefined },
): Promise<StudentRun> {
  await takePerMinute({ db }, `code:run:${input.userId}`, config.CODE_RUNS_PER_MINUTE, '코드 실행 요청이 너무 많습니다. 잠시 후 다시 실행해 주세요.');
  const inputs = Array.isArray(input.inputValues) ? input.inputValues : splitInputValues(input.inputValues);
  const { code } = applyNumHeader(input.code, inputs);
  const run = await withSandboxSlot(() => sandbox.run({ code, stdin: inputs, timeLimitMs: input.timeLimitMs }), '실행 대기열이 가득 찼습니다. 잠시 후 다시 시도해 주세요.');
  const error = run.success ? null : [run.stderr, run.message].filter(Boolean).join('\n') || MSG.unknownError;
  const section = input.selectedSection ? content.section(input.selectedSection) : undefined;
  // The run record and its practice event land together or not at all.
  const record = await db.transaction(async (tx) => {
    const row = await insertCodeExecution(tx, {
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
      await insertLearningEvents(tx, [
        { userId: input.userId, courseId: section.courseId, sectionId: section.id, kind: 'practice_run', learningType: 'practice', payload: { success: run.success, status: run.status, error_type: errorTypeOf(error, run.status) } },
      ]);
    }
    return row;
  });
  const shown = run.success ? run.stdout : `${run.stdout}${run.stdout && error ? '\n' : ''}${error ?? ''}`;
  return { run, inputs, error, shown, executionId: record.id };
}

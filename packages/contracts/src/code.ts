import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';

export const CODE_MAX_LENGTH = 20_000;

/** POST /code/execute-code (spec payload). input_values is the comma-joined form; an array is also accepted. */
export const executeCodeRequestSchema = z
  .object({
    code: z.string().max(CODE_MAX_LENGTH, '코드는 20,000자 이하여야 합니다.'),
    input_values: z.union([z.string().max(10_000), z.array(z.string().max(1000)).max(100)]).default(''),
    selected_section: z.string().max(64).default(''),
    /** Optional wall-time limit in ms (clamped by the server). */
    time_limit_ms: z.number().int().min(100).max(10_000).optional(),
  })
  .strict();

export const executeCodeResponseSchema = z.object({
  success: z.boolean(),
  /** Output, or the error text on failure (spec: result). */
  result: z.string(),
  output: z.string(),
  error: z.string().nullable(),
  status: z.enum(['ok', 'error', 'timeout', 'memory', 'output_limit', 'killed']),
  timed_out: z.boolean(),
  truncated: z.boolean(),
  duration_ms: z.number().int(),
  execution_id: z.number().int(),
});
export type ExecuteCodeResponse = z.infer<typeof executeCodeResponseSchema>;

export const codeExecutionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.codeExecutions),
  section_id: z.string().max(64).optional(),
});

export const codeExecutionRecordSchema = z.object({
  id: z.number().int(),
  section_id: z.string().nullable(),
  code: z.string(),
  input_values: z.array(z.string()),
  success: z.boolean(),
  status: z.string(),
  output: z.string(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export const codeExecutionsResponseSchema = z.object({ executions: z.array(codeExecutionRecordSchema), count: z.number().int() });

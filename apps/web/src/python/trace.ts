// '코드 따라가기' (step-through view): trace.py runs the program under sys.settrace in the page's
// Pyodide worker, as an ordinary run, and prints one JSON line that is read back here.
import { z } from 'zod';
import tracerSource from './trace.py?raw';
import { getPythonRuntime } from './client';

const variableSchema = z.object({ name: z.string(), value: z.string(), type: z.string() });
export type TraceVariable = z.infer<typeof variableSchema>;

const stepSchema = z.object({
  /** 1-based line of the student's code that just ran (for a call: the function's def line). */
  line: z.number().int(),
  /** Function the line belongs to, null at the top level. */
  function: z.string().nullable(),
  /** A function call began (arguments in `locals`). */
  call: z.boolean().optional(),
  /** Top-level variables after the line. */
  globals: z.array(variableSchema),
  /** The function's own variables after the line, null at the top level. */
  locals: z.array(variableSchema).nullable(),
  /** Characters of output written so far (an index into the trace's output). */
  output: z.number().int(),
  /** Loops the line is inside and which pass of each (outermost first in source order). */
  loops: z.array(z.object({ line: z.number().int(), pass: z.number().int() })),
  /** On a loop's header line: which pass it opened (the last one ends the loop). */
  header_pass: z.number().int().nullable(),
  loop_end: z.boolean().optional(),
  /** The value a function gave back when this line ended it. */
  returned: z.string().nullable(),
});
export type TraceStep = z.infer<typeof stepSchema>;

export const traceSchema = z.object({
  steps: z.array(stepSchema),
  output: z.string(),
  /** Last line of the error that stopped the program ("ZeroDivisionError: division by zero"). */
  error: z.string().nullable(),
  error_line: z.number().int().nullable(),
  /** The program ran more steps than are recorded (a long or endless loop). */
  truncated: z.boolean(),
});
export type Trace = z.infer<typeof traceSchema>;

/** The tracer program for one student program and its input() values (JSON literals are Python literals). */
export function traceProgram(source: string, inputs: readonly string[]): string {
  return tracerSource.replace('__DODAM_SOURCE__', () => JSON.stringify(source)).replace('__DODAM_INPUTS__', () => JSON.stringify([...inputs]));
}

/** The tracer's JSON line, or null when it did not finish (stopped, or Python failed). */
export function parseTraceOutput(output: string): Trace | null {
  const last = output.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = traceSchema.safeParse(JSON.parse(last));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Traces a program in the page's Python worker. */
export async function runTrace(source: string, inputs: readonly string[]): Promise<Trace | { failed: string }> {
  const result = await getPythonRuntime().run(traceProgram(source, inputs), { inputs: [], interactive: false }).result;
  const trace = parseTraceOutput(result.output);
  if (trace) return trace;
  return { failed: result.timedOut ? '시간이 너무 오래 걸려서 멈췄어요.' : '코드를 따라가지 못했어요. 다시 시도해 주세요.' };
}

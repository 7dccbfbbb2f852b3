/**
 * Error serializer for the logs: what went wrong and where, never the user data involved.
 *
 * A failing query surfaces as drizzle's DrizzleQueryError, whose message and stack carry the bound
 * parameters (a profile text, a chat message, a password hash), and whose cause is a PostgreSQL
 * error whose `detail`/`where` (and some messages: `invalid input syntax for type integer: "…"`)
 * quote the values. The default serializer would write all of it, plus every enumerable property.
 * This one keeps only names, codes, the SQL text (placeholders, no values) and stack frames.
 */

const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const KEY_VALUE = /\(([^()]*)\)=\(([^()]*)\)/g;
const MAX_CAUSES = 4;

/** PostgreSQL/PGlite error fields that name things (never values). */
const PG_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function isQueryError(err: Error): err is Error & { query: string; params: unknown[] } {
  return typeof (err as { query?: unknown }).query === 'string' && Array.isArray((err as { params?: unknown }).params);
}

/** A message with quoted values and `(column)=(value)` pairs blanked out. */
export function scrubMessage(message: string): string {
  return message.replace(KEY_VALUE, '($1)=(…)').replace(QUOTED, (q) => `${q[0]}…${q[0]}`);
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === 'string' ? scrubMessage(err).slice(0, 300) : '[non-error value]', stack: '' };
  const out: SafeError = { type: err.name, message: '', stack: '' };
  if (isQueryError(err)) {
    out.message = 'query failed';
    out.query = err.query;
    out.paramCount = err.params.length;
  } else {
    out.message = scrubMessage(err.message).slice(0, 500);
  }
  for (const field of PG_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  out.stack = `${err.name}: ${out.message}\n${framesOf(err.stack)}`;
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

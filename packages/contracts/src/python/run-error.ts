// The run-error rule (spec section 5): a run counts as an error when it did not succeed, or when
// its result text contains an error marker, 'Traceback', 'SyntaxError' or 'Error:'. The text rule
// is kept as specified even though a program that prints 'Error:' is then counted as failing.

/** Prefix the server puts before a failure it reports as result text (not a Python traceback). */
export const RUN_ERROR_MARKER = '[실행 오류]';

export const RUN_ERROR_TEXT_MARKERS = [RUN_ERROR_MARKER, 'Traceback', 'SyntaxError', 'Error:'] as const;

export interface RunOutcome {
  success: boolean;
  /** Everything the run produced: output followed by the error text, if any. */
  result: string;
}

export function isRunError({ success, result }: RunOutcome): boolean {
  if (!success) return true;
  return RUN_ERROR_TEXT_MARKERS.some((marker) => result.includes(marker));
}

/** A code run is ignored when the code is blank. */
export function isBlankCode(code: string): boolean {
  return code.trim() === '';
}

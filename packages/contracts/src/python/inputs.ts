// input() values collected before a run (spec section 4 "Code editor input handling" and section 5
// "Tutor, code and chat"): one chip per input() call, reset rules, the all-filled check, and the
// comma-joined form sent to the server.
import { INPUT_RESET_THRESHOLD } from '../constants.js';
import { headerInputSlots } from './num-header.js';
import { maskStringsAndComments } from './source-scan.js';

// `input(` as a call of the builtin: not `my_input(`, not `obj.input(`.
const INPUT_CALL = /(?<![\p{L}\p{N}_.])input\s*\(/gu;

/** How many input() calls the code contains (comments and string text are not code). */
export function countInputCalls(code: string): number {
  return maskStringsAndComments(code).match(INPUT_CALL)?.length ?? 0;
}

/**
 * Number of input chips to show: one per input() call, or more when the num1/num2 header needs
 * values (a program like `print(num1 + num2)` has no input() call but still takes two values).
 */
export function inputSlotCount(code: string): number {
  return Math.max(countInputCalls(code), headerInputSlots(code));
}

/** Code needs input values when it contains an input() call. */
export function needsInput(code: string): boolean {
  return countInputCalls(code) > 0;
}

/**
 * Size of one edit: after removing the common prefix and suffix, the larger of the removed and the
 * inserted text. Typing a letter is 1, pasting a line is its length, replacing all is the whole.
 */
export function codeChangeSize(before: string, after: string): number {
  const max = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  return Math.max(before.length - prefix - suffix, after.length - prefix - suffix);
}

function emptyValues(count: number): string[] {
  return Array.from({ length: count }, () => '');
}

/**
 * The input values after the code changed from `before` to `after` (one edit):
 * - no input() call (and no num1/num2 to define): no values (the chips are hidden and cleared);
 * - the number of input() calls (inputSlotCount) changed: that many empty values;
 * - the edit changed more than INPUT_RESET_THRESHOLD (5, spec section 9) characters: all values emptied;
 * - otherwise the same array (same reference, so React state does not change).
 */
export function nextInputValues(before: string, after: string, values: readonly string[]): readonly string[] {
  const count = inputSlotCount(after);
  if (count === 0) return values.length === 0 ? values : [];
  if (count !== values.length) return emptyValues(count);
  if (codeChangeSize(before, after) > INPUT_RESET_THRESHOLD) {
    return values.every((v) => v === '') ? values : emptyValues(count);
  }
  return values;
}

/** Number of values entered (an empty string is not entered). */
export function countFilled(values: readonly string[]): number {
  return values.filter((v) => v !== '').length;
}

/** A run is allowed only when every input value is entered. */
export function allInputsFilled(values: readonly string[]): boolean {
  return countFilled(values) === values.length;
}

/** The alert shown when a run is attempted with values missing, e.g. '입력값이 모두 입력되지 않았습니다 (2/3)'. */
export function missingInputsMessage(values: readonly string[]): string {
  return `입력값이 모두 입력되지 않았습니다 (${countFilled(values)}/${values.length})`;
}

/** Moves between chips within bounds (spec: next/previous input). */
export function clampInputIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

/** The form sent to the server: values joined with commas (spec section 5). */
export function joinInputValues(values: readonly string[]): string {
  return values.join(',');
}

/** The server's reading of joined values: split on commas and trim each. An empty text is no values. */
export function splitInputValues(joined: string): string[] {
  if (joined.trim() === '') return [];
  return joined.split(',').map((v) => v.trim());
}

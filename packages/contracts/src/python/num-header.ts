// The num1/num2 header rule (spec section 5): when the code uses num1 or num2 without assigning
// them, a header defining them from the first and second input values is prepended, so an exercise
// like `print(num1 + num2)` runs with the values the student entered.
import { maskStringsAndComments } from './source-scan.js';

export const HEADER_VARIABLES = ['num1', 'num2'] as const;

function wordRegex(name: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_.])${name}(?![\\p{L}\\p{N}_])`, flags);
}

// Statements of the masked code: lines, then `;`-separated parts (strings are already blank).
function statements(masked: string): string[] {
  return masked.split('\n').flatMap((line) => line.split(';'));
}

// The assignment target of a statement: the text before its first bare `=` (not ==, <=, >=, !=,
// +=, ... and not inside brackets), or null when the statement is not an assignment.
function assignmentTarget(stmt: string): string | null {
  let depth = 0;
  for (let i = 0; i < stmt.length; i++) {
    const ch = stmt[i] as string;
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === '=' && depth === 0) {
      const prev = stmt[i - 1] ?? '';
      const next = stmt[i + 1] ?? '';
      if (next === '=' || '=<>!+-*/%&|^@:~'.includes(prev)) {
        if (next === '=') i++;
        continue;
      }
      return stmt.slice(0, i);
    }
  }
  return null;
}

function withoutBracketed(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Whether the code gives `name` a value anywhere (assignment, for, def/lambda parameter, import, as, :=). */
export function assignsName(code: string, name: string): boolean {
  const masked = maskStringsAndComments(code);
  const word = wordRegex(name);
  for (const stmt of statements(masked)) {
    const target = assignmentTarget(stmt);
    // `a[num1] = 1` uses num1; `num1, num2 = 1, 2` and `(num1) = 1` assign it.
    if (target !== null && word.test(withoutBracketed(target))) return true;
    if (new RegExp(`^\\s*${name}\\s*:(?!=)`, 'u').test(stmt)) return true; // num1: int = 3
  }
  const binders = [
    `\\bfor\\b[^\\n]*?(?<![\\p{L}\\p{N}_.])${name}(?![\\p{L}\\p{N}_])[^\\n]*?\\bin\\b`,
    `\\b(?:def\\s+[\\p{L}_][\\p{L}\\p{N}_]*\\s*\\(|lambda\\b)[^:]*?(?<![\\p{L}\\p{N}_.=])${name}(?![\\p{L}\\p{N}_])`,
    `\\bas\\s+${name}(?![\\p{L}\\p{N}_])`,
    `\\bimport\\s+(?:[^\\n]*,\\s*)?${name}(?![\\p{L}\\p{N}_.])`,
    `(?<![\\p{L}\\p{N}_.])${name}\\s*:=`,
  ];
  return binders.some((b) => new RegExp(b, 'u').test(masked));
}

/** Whether the code reads `name` (outside strings and comments). */
export function usesName(code: string, name: string): boolean {
  return wordRegex(name).test(maskStringsAndComments(code));
}

/** A Python literal for an input value: an int or float when it reads as one, otherwise a string. */
export function pythonLiteral(value: string): string {
  const v = value.trim();
  if (/^[+-]?\d+$/.test(v)) return BigInt(v).toString();
  if (/^[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?$/.test(v)) return `float(${JSON.stringify(v)})`;
  return JSON.stringify(value);
}

/**
 * The header for the code, or '' when none is needed: one line such as `num1 = 3; num2 = 5`
 * defining each of num1/num2 that the code uses without assigning, from the first and second
 * input value. A variable whose value was not entered is left undefined.
 */
export function buildNumHeader(code: string, inputs: readonly (string | null | undefined)[]): string {
  const parts: string[] = [];
  HEADER_VARIABLES.forEach((name, index) => {
    const value = inputs[index];
    if (value === undefined || value === null || value === '') return;
    if (usesName(code, name) && !assignsName(code, name)) parts.push(`${name} = ${pythonLiteral(value)}`);
  });
  return parts.join('; ');
}

/**
 * How many input values the header needs: 2 when num2 is used without being assigned, 1 for num1
 * alone, otherwise 0. The workbench shows at least this many chips so the values can be entered
 * even when the code has no input() call.
 */
export function headerInputSlots(code: string): number {
  const needs = (name: string) => usesName(code, name) && !assignsName(code, name);
  if (needs('num2')) return 2;
  return needs('num1') ? 1 : 0;
}

/**
 * The code with the header prepended (for runners that take a single program, like the server
 * grader). `headerLines` is what to subtract from traceback line numbers to point at the student's
 * own lines.
 */
export function applyNumHeader(
  code: string,
  inputs: readonly (string | null | undefined)[],
): { code: string; headerLines: number } {
  const header = buildNumHeader(code, inputs);
  if (header === '') return { code, headerLines: 0 };
  return { code: `${header}\n${code}`, headerLines: 1 };
}

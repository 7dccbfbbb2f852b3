// Code first, also when no run came with the message: the server runs the student's own code in its
// sandbox (services' sandbox, a short time limit) so the tutor answers on the real error or output,
// not on "run it first". Only code that can run as it is: no blanks left, and input() fed from the
// open task's example inputs (when the code is that task's) or the values the student names
// ('3 4 넣으면 …'); code that would wait for input nobody gave is not run.
import { maskStringsAndComments, type LastRun } from '@dodam/contracts';
import type { TutorContext } from '../context.js';

export interface RunPlan {
  code: string;
  inputs: string[];
  timeLimitMs: number;
}

/** The tutor's own runs stop early: an endless loop is recognised by its time limit. */
export const TUTOR_RUN_LIMIT_MS = 2000;
const MAX_CODE_CHARS = 6000;

/** The values the student says they typed: '3 4 넣으면', '5를 입력했는데', 'abc 넣으니까'. */
export function statedInputs(message: string): string[] | undefined {
  const m = /(?:^|\s)([^\s,]+(?:[\s,]+[^\s,]+){0,5}?)\s*(?:을|를|이|가)?\s*(?:넣으면|넣었는데|넣으니까|넣으니|넣고|입력하면|입력했는데|입력하니까|입력하니|치면|쳤는데|쳤더니|넣었더니|입력했더니)/.exec(message);
  if (!m) return undefined;
  const values = m[1]!
    .trim()
    .split(/[\s,]+|(?<=\S)(?:이랑|랑|하고|와|과|이나|나)(?=\s|$)/)
    .map((v) => v.replace(/(을|를|이|가)$/, ''))
    // '75점 넣었는데': the number the program reads, without the unit the student said it with.
    .map((v) => v.replace(/^(-?\d+(?:\.\d+)?)[\uAC00-\uD7A3]{1,2}$/, '$1'))
    .filter(Boolean);
  return values.length ? values : undefined;
}

/**
 * Whether an `input(` is on a line inside a `for`/`while` body: after the header (indent I, ending in
 * `:`), lines that are blank or indented deeper than I (a line just after blank lines the first of
 * which starts with I counts too), until the `input(` line. Read line by line: the single regex this
 * replaces (`(?:\1\s+[^\n]*\n|\s*\n)*?`) backtracked exponentially on many blank lines (ReDoS audit).
 */
export function inputInLoop(masked: string): boolean {
  const lines = masked.split('\n');
  const INPUT = /(?<![\w.])input\s*\(/g;
  const starts: number[] = [];
  lines.reduce((at, l) => (starts.push(at), at + l.length + 1), 0);
  const blank = (l: string) => /^\s*$/.test(l);
  for (let h = 0; h < lines.length - 1; h++) {
    const head = /^(\s*)(?:for|while)\b[^\n]*:\s*$/.exec(lines[h]!);
    if (!head) continue;
    const indent = head[1]!;
    // Whether the blank lines just before line j include one that starts with the header's indent.
    let blankRunStartsWithIndent = false;
    for (let j = h + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (blank(line)) {
        blankRunStartsWithIndent ||= line.startsWith(indent);
        continue;
      }
      const deeper = (line.startsWith(indent) && /^\s/.test(line.slice(indent.length))) || blankRunStartsWithIndent;
      if (!deeper) break;
      INPUT.lastIndex = starts[j]!;
      const m = INPUT.exec(masked);
      if (m && m.index < starts[j]! + line.length) return true;
      blankRunStartsWithIndent = false;
    }
  }
  return false;
}

/**
 * How to run the student's code for this message, or undefined (no code, a run already there, blanks
 * left, input the tutor cannot supply). `taskInputs` are the open task's example inputs when the code
 * is that task's.
 */
export function runPlan(ctx: Pick<TutorContext, 'code' | 'lastRun' | 'userInput'>, taskInputs: readonly string[] | undefined): RunPlan | undefined {
  const code = ctx.code;
  if (!code.trim() || ctx.lastRun || code.length > MAX_CODE_CHARS || /_{3,}/.test(code)) return undefined;
  // '55 나와야 되는데 45 나옴' without a run: the code runs on the inputs the student names (or the task's,
  // for the task's own code); the answer still reads the numbers they said (expectation.ts).
  const masked = maskStringsAndComments(code);
  const reads = (masked.match(/(?<![\w.])input\s*\(/g) ?? []).length;
  if (reads === 0) return { code, inputs: [], timeLimitMs: TUTOR_RUN_LIMIT_MS };
  const said = statedInputs(ctx.userInput);
  // input() inside a loop reads an unknown number of lines: only the task's own example inputs fit.
  const inLoop = inputInLoop(masked);
  if (said && !inLoop) {
    if (reads === 1) return { code, inputs: [said.join(' ')], timeLimitMs: TUTOR_RUN_LIMIT_MS };
    if (said.length === reads) return { code, inputs: said, timeLimitMs: TUTOR_RUN_LIMIT_MS };
  }
  if (taskInputs && taskInputs.length > 0) return { code, inputs: [...taskInputs], timeLimitMs: TUTOR_RUN_LIMIT_MS };
  return undefined;
}

/** A sandbox result as the tutor reads a run (the error: traceback and the sandbox's Korean reason). */
export function asLastRun(inputs: string[], run: { success: boolean; stdout: string; stderr: string; message: string | null }): LastRun {
  const error = run.success ? null : [run.stderr, run.message].filter(Boolean).join('\n') || '실행 중 오류가 났어요.';
  return { inputs, output: run.stdout, error, success: run.success };
}

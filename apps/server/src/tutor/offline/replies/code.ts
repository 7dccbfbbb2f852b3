// Replies about the student's own code: code first (no traceback), checking against the task's example
// output, the student's stated expectation, and the basic evaluation's feedback.
import { explainPythonError, maskStringsAndComments, normalizeOutput, outputsMatch, resolveJosa, type TutorIntent } from '@dodam/contracts';
import { isPythonWord } from '@dodam/contracts/python/py-tokens';
import { readCode } from '../../code-reading.js';
import type { TutorContext } from '../../context.js';
import type { Classification } from '../intents.js';
import type { CourseIndex } from '../../retrieval.js';
import { isVerbStem, loopBoundReading, wantedText, type StatedExpectation } from '../expectation.js';
import { countReading, missingOutputReading, oneLineReading, wantedCount } from '../output-reading.js';
import { traceReading } from '../trace.js';
import { codeJ } from '../../korean.js';
import type { OfflineReply } from '../reply.js';
import { fencedCode, inlineCode, lessonLink } from '../format.js';
import { type Task, taskOf, isTaskCode } from '../task.js';
import { errorReply } from './errors.js';
import { findingsFor, findingsReply, repairFinding } from './findings.js';
import { conceptReply } from './concepts.js';
import { TEXTS } from '../texts.js';

/** The message is about what the student's own code does (its output, a stop, a value), not a topic. */
export const ABOUT_RUN =
  /출력돼(?!야)|출력됨|출력되네|출력되는데|출력되잖|찍혀(?!야)|찍힘|찍히네|찍히는데|끝나요|끝남|끝나네|끝나는데|끝났|들어가요|들어감|들어가네|붙어요|붙음|붙네|(?:야|어야)\s*(?:되는데|하는데|돼요|되잖|하잖|함|됨|하지\s*않)|나와|나옴|나오|나온|떠요|떠여|뜸|뜨는|뜨네|생겨|생김|생기|그대로|안\s*멈|멈추지|멈춰|멈춤|안\s*끝|끝나지|끝이\s*안|계속\s*(돌|나와|반복)|이상|틀|결과|None|안\s*바뀌|바뀌어|바뀜|바뀌네|왜\s*(이래|이렇|저래|그래)|뭐가\s*(문제|잘못)|어디가\s*(틀|잘못|문제)|출력이|값이|안\s*돼|안\s*됨|안\s*되|작동|동작|안\s*(?:늘어|줄어|커져|변해|변하|들어가|추가돼|추가되|지워|빠져)|안\s*건드|건드리지|어디\s*(?:감|갔|가요|간)/;

/** The message names one of the code's own variables ('a는 안 건드렸는데'). */
export function namesOwnVariable(message: string, code: string): boolean {
  const names = new Set([...maskStringsAndComments(code).matchAll(/^\s*([A-Za-z_]\w*)\s*(?:[-+*/]?=)(?!=)/gm)].map((m) => m[1]!));
  return [...names].some((n) => n.length >= 1 && new RegExp(`(^|[^A-Za-z_0-9])${n}(?![A-Za-z_0-9])`).test(message));
}

/** What the program printed last, and the print line (1-based) and its value expression. */
function printedValue(code: string): { line: number; expr: string } | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^\s*print\s*\((.*)\)\s*$/.exec(lines[i]!);
    if (m) return { line: i + 1, expr: m[1]!.trim() };
  }
  return undefined;
}

/**
 * The line that makes what `print` (at 1-based `printLine`) shows: the last line before it that assigns (or
 * updates) a variable of the printed expression — inside a loop it runs many times. The first variable that
 * has such a line is taken; names of Python's own (len, print) and called functions are not variables.
 */
export function computingLine(code: string, printLine: number, expr: string): { name: string; line: number; code: string; inLoop: boolean } | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const masked = maskStringsAndComments(code.replace(/\r\n?/g, '\n')).split('\n');
  const names = [...maskStringsAndComments(expr).matchAll(/(?<![\w.])([A-Za-z_]\w*)(?!\s*\()/g)].map((m) => m[1]!).filter((n) => !isPythonWord(n));
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  for (const name of [...new Set(names)]) {
    const assigns = new RegExp(`^\\s*(?:[A-Za-z_]\\w*\\s*,\\s*)*${name}\\s*(?:,\\s*[A-Za-z_]\\w*\\s*)*(?:[-+*/%]|//|\\*\\*)?=(?!=)|^\\s*for\\s+(?:[\\w\\s,]*\\b)?${name}\\b[\\w\\s,]*\\bin\\b|^\\s*${name}\\s*(?:\\[[^\\]]*\\]\\s*=(?!=)|\\.(?:append|extend|insert|remove|pop|sort|reverse|update|add)\\s*\\()`);
    for (let i = printLine - 2; i >= 0; i--) {
      if (!assigns.test(masked[i] ?? '')) continue;
      // Inside a loop when a for/while header above it is less indented.
      let inLoop = false;
      for (let k = i - 1, at = indent(lines[i]!); k >= 0 && at > 0; k--) {
        if (!masked[k]!.trim() || indent(lines[k]!) >= at) continue;
        if (/^\s*(?:for|while)\b/.test(masked[k]!)) {
          inLoop = true;
          break;
        }
        at = indent(lines[k]!);
      }
      return { name, line: i + 1, code: lines[i]!.trim(), inLoop };
    }
  }
  return undefined;
}

/** The header of the block that holds 1-based `line` (the nearest less-indented line above), if any. */
function headerOf(lines: string[], masked: string[], line: number): { line: number; text: string } | undefined {
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const at = indent(lines[line - 1]!);
  for (let k = line - 2; k >= 0; k--) {
    if (!masked[k]!.trim()) continue;
    if (indent(lines[k]!) < at) return { line: k + 1, text: lines[k]!.trim() };
  }
  return undefined;
}

/**
 * What decides whether the line that makes the value runs: the `if` it sits under ('`big = n` runs only when
 * `if n < big:` is true'), or an `if` just above it at the same indentation whose block it is NOT in
 * ('`cnt += 1` is not inside `if i % 2 == 0:`, so it runs every time').
 */
function guardOf(code: string, line: number): string {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const masked = maskStringsAndComments(code.replace(/\r\n?/g, '\n')).split('\n');
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const head = headerOf(lines, masked, line);
  if (head && /^(?:if|elif)\b/.test(head.text)) return TEXTS.reading.onlyWhen(inlineCode(head.text.replace(/:\s*$/, '')));
  if (head && head.text === 'else:') return TEXTS.reading.onlyElse;
  // An `if` block just above at the same indentation, with this line after its block: a lost indent.
  const at = indent(lines[line - 1]!);
  for (let k = line - 2; k >= 0; k--) {
    if (!masked[k]!.trim()) continue;
    const i = indent(lines[k]!);
    if (i > at) continue;
    if (i < at) break;
    if (/^\s*(?:if|elif)\b.*:\s*$/.test(masked[k]!) && k < line - 2) return TEXTS.reading.notInside(inlineCode(lines[k]!.trim().replace(/:\s*$/, '')));
    break;
  }
  return '';
}

/** `name = 10` (a literal) last assigned above `line` outside any block: the value the name holds when it is read. */
function literalValue(code: string, line: number, name: string): string | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (let k = line - 2; k >= 0; k--) {
    const m = new RegExp(`^${esc}\\s*=(?!=)\\s*(.+?)\\s*$`).exec(lines[k]!);
    if (m) return /^(?:-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|\[[^\]]*\]|True|False)$/.test(m[1]!) ? m[1]! : undefined;
    if (new RegExp(`^\\s*${esc}\\s*(?:[-+*/%]|//)=|^\\s*for\\b.*\\b${esc}\\b`).test(lines[k]!)) return undefined;
  }
  return undefined;
}

/**
 * Where the printed value is made, read on the student's code: the print line itself when the printed expression
 * computes (`a // b`, with the names' current values), the `return` of the student's own function it calls (and the
 * line that makes what it returns), else the last line that assigns one of its names (with what decides whether
 * that line runs). Undefined when none of these is found.
 */
export function valueReading(code: string, printLine: number, expr: string): string | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const bare = maskStringsAndComments(expr);
  // A call of the student's own function: its return line.
  const calls = [...bare.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]!);
  for (const f of calls) {
    const def = lines.findIndex((l) => new RegExp(`^\\s*def\\s+${f}\\s*\\(`).test(l));
    if (def < 0) continue;
    const at = indentOf(lines[def]!);
    let ret = -1;
    for (let k = def + 1; k < lines.length && (!lines[k]!.trim() || indentOf(lines[k]!) > at); k++) if (/^\s*return\b\s*\S/.test(lines[k]!)) ret = k;
    if (ret < 0) continue;
    const retExpr = lines[ret]!.trim().replace(/^return\s+/, '');
    const made = computingLine(code, ret + 1, retExpr);
    const first = TEXTS.reading.returnedBy(printLine, codeJ(expr, '은/는'), f, ret + 1, codeJ(lines[ret]!.trim(), '이/가'));
    if (!made) return `${first} ${TEXTS.reading.returnAsk(codeJ(retExpr, '이/가'))}`;
    const where = TEXTS.reading.returnMadeAt(codeJ(retExpr, '은/는'), codeJ(made.name, '이/가'), made.line, inlineCode(made.code), made.inLoop, guardOf(code, made.line));
    return `${first} ${where}`;
  }
  // A comparison of two names (`a > b`, `a == b`): how Python compares the kind of values they hold.
  const cmp = /^([A-Za-z_]\w*)\s*(==|!=|<=|>=|<|>)\s*([A-Za-z_]\w*)$/.exec(expr.trim());
  if (cmp) {
    const [a, b] = [literalValue(code, printLine, cmp[1]!), literalValue(code, printLine, cmp[3]!)];
    const kind = (v: string | undefined) => (v === undefined ? undefined : /^["']/.test(v) ? 'text' : /^\[/.test(v) ? 'list' : undefined);
    const k = kind(a) === kind(b) ? kind(a) : undefined;
    if (k) return TEXTS.reading.compared(printLine, inlineCode(expr.trim()), codeJ(cmp[1]!, '은/는'), inlineCode(a!), codeJ(cmp[3]!, '은/는'), codeJ(b!, '이에요/예요'), k);
  }
  // One item by a number (`fruits[2]`): which item that index is, counted from 0.
  const item = /^([A-Za-z_]\w*)\s*\[\s*(\d+)\s*\]$/.exec(expr.trim());
  if (item) return TEXTS.reading.indexReading(printLine, codeJ(expr.trim(), '은/는'), Number(item[2]), ordinal(Number(item[2]) + 1));
  // The printed expression computes on its own (`a // b`, `total / count`): that line, with the names' values.
  if (/[-+*/%]/.test(bare.replace(/\[[^\]]*\]/g, '')) && !/^[A-Za-z_]\w*$/.test(expr.trim())) {
    const names = [...new Set([...bare.matchAll(/(?<![\w.])([A-Za-z_]\w*)(?!\s*\()/g)].map((m) => m[1]!).filter((n) => !isPythonWord(n)))];
    const values = names.map((n) => ({ n, v: literalValue(code, printLine, n) })).filter((x): x is { n: string; v: string } => x.v !== undefined);
    const known = values.length ? TEXTS.reading.valuesNow(values.map((x) => TEXTS.reading.valueIs(codeJ(x.n, '은/는'), inlineCode(x.v))).join(', ')) : '';
    // A name that is the loop variable of a `for … in range(…)` around the print: the values it takes, from the first.
    const loops = names.map((n) => rangeLoopOf(lines, printLine, n)).filter((x): x is { name: string; range: string; first: string } => x !== undefined);
    const taken = loops.map((l) => TEXTS.reading.loopTakes(codeJ(l.name, '은/는'), inlineCode(l.range), l.first, codeJ(l.name, '은/는'))).join(' ');
    return TEXTS.reading.computedHere(printLine, codeJ(expr, '은/는'), `${known}${taken ? ` ${taken}` : ''}`, codeJ(expr, '을/를'));
  }
  // A loop variable of `for … in range(…)` with numbers only: the values it takes, on the student's numbers (`range(2, 10, 3)`: 2, 5, 8).
  const counted = /^[A-Za-z_]\w*$/.test(expr.trim()) ? rangeLoopOf(lines, printLine, expr.trim()) : undefined;
  const steps = counted ? rangeNumbers(counted.range) : undefined;
  if (counted && steps) {
    const header = lines.findIndex((l) => l.includes(counted.range));
    return TEXTS.reading.rangeValues(header + 1, codeJ(counted.range, '은/는'), steps.start, steps.step, steps.stop, codeJ(counted.name, '은/는'), steps.values.join(', '), steps.next);
  }
  const made = computingLine(code, printLine, expr);
  if (!made) return undefined;
  return TEXTS.reading.computedAt(printLine, codeJ(expr, '은/는'), codeJ(made.name, '이/가'), made.line, inlineCode(made.code), made.inLoop, guardOf(code, made.line));
}

const indentOf = (l: string) => /^\s*/.exec(l)![0].length;

const ORDINALS = ['첫', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
/** 1 → '첫 번째', 3 → '세 번째', 12 → '12번째'. */
const ordinal = (n: number) => (n >= 1 && n <= ORDINALS.length ? `${ORDINALS[n - 1]} 번째` : `${n}번째`);

/** `for name in range(…):` whose block holds 1-based `line`: the range call and its first value ('0' for `range(n)`). */
function rangeLoopOf(lines: string[], line: number, name: string): { name: string; range: string; first: string } | undefined {
  let at = indentOf(lines[line - 1]!);
  for (let k = line - 2; k >= 0 && at > 0; k--) {
    if (!lines[k]!.trim() || indentOf(lines[k]!) >= at) continue;
    at = indentOf(lines[k]!);
    const m = /^\s*for\s+([A-Za-z_]\w*)\s+in\s+(range\s*\(([^,()]+(?:\([^()]*\))?)(?:,[^()]*)?\))\s*:/.exec(lines[k]!);
    if (!m || m[1] !== name) continue;
    const args = m[2]!.replace(/^range\s*\(|\)$/g, '');
    const first = args.includes(',') ? m[3]!.trim() : '0';
    return { name, range: m[2]!, first };
  }
  return undefined;
}

/** `range(a, b, c)` written with numbers only: its start, step, stop, the values it takes (at most 8) and the next one it stops before. */
function rangeNumbers(range: string): { start: number; step: number; stop: number; values: number[]; next: number } | undefined {
  const args = range.replace(/^range\s*\(|\)$/g, '').split(',').map((a) => a.trim());
  if (args.length < 1 || args.length > 3 || !args.every((a) => /^-?\d+$/.test(a))) return undefined;
  const [start, stop, step] = args.length === 1 ? [0, Number(args[0]), 1] : [Number(args[0]), Number(args[1]), args.length === 3 ? Number(args[2]) : 1];
  if (step === 0) return undefined;
  const values: number[] = [];
  for (let v = start; step > 0 ? v < stop : v > stop; v += step) {
    values.push(v);
    if (values.length > 8) return undefined;
  }
  if (values.length === 0) return undefined;
  return { start, step, stop, values, next: values.at(-1)! + step };
}

/** The `else:` at 0-based `h` belongs to a try statement: the nearest header above at its indentation is `try:` or an `except`. */
function tryElse(lines: string[], h: number): boolean {
  const at = /^\s*/.exec(lines[h]!)![0].length;
  for (let i = h - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.trim() || /^\s*/.exec(l)![0].length > at) continue;
    return /^\s*(?:try|except\b[^:]*)\s*:\s*$/.test(l);
  }
  return false;
}

/**
 * Which branch printed `shown` and the condition that chose it: `print("홀수")` under `else:` ran
 * because `if n % 2 == 1:` (and every elif) was false. Read on the student's own code and output.
 */
function branchReading(code: string, shown: string, inputs: readonly string[]): string | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const at = lines.findIndex((l) => {
    const m = /^\s*print\s*\(\s*(["'])(.*)\1\s*\)\s*$/.exec(l);
    return m !== null && m[2] === shown;
  });
  if (at < 0) return undefined;
  // The header of the block holding the print line.
  let h = at - 1;
  while (h >= 0 && (!lines[h]!.trim() || indent(lines[h]!) >= indent(lines[at]!))) h--;
  if (h < 0) return undefined;
  const header = lines[h]!.trim();
  // A block of a try statement runs for its own reason: finally always, except on that error, else without one.
  if (/^finally\s*:$/.test(header)) return TEXTS.code.branchFinally(codeJ(shown, '은/는'), h + 1);
  if (/^except\b.*:$/.test(header)) return TEXTS.code.branchExcept(codeJ(shown, '은/는'), h + 1, inlineCode(header));
  if (header === 'else:' && tryElse(lines, h)) return TEXTS.code.branchTryElse(codeJ(shown, '은/는'), h + 1);
  const given = inputs.length ? TEXTS.code.inputsGiven(codeJ(inputs.join(', '), '을/를')) : '';
  const cond = /^(?:if|elif)\s+(.+):$/.exec(header);
  if (cond) return TEXTS.code.branchTrue(codeJ(shown, '은/는'), h + 1, codeJ(cond[1]!, '이/가'), given);
  if (header !== 'else:') return undefined;
  // else: every condition of its chain above was false.
  const conds: { line: number; cond: string }[] = [];
  for (let i = h - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.trim() || indent(l) > indent(lines[h]!)) continue;
    if (indent(l) < indent(lines[h]!)) break;
    const m = /^\s*(if|elif)\s+(.+):\s*$/.exec(l);
    if (!m) break;
    conds.unshift({ line: i + 1, cond: m[2]! });
    if (m[1] === 'if') break;
  }
  if (conds.length === 0) return undefined;
  const list = conds.map((c) => TEXTS.code.conditionAt(c.line, inlineCode(c.cond))).join(', ');
  return TEXTS.code.branchElse(codeJ(shown, '은/는'), h + 1, list, given);
}

/** Code first: the run's error, else the lessons' mistakes in the code, else the code's own output against what the student says. */
export function codeFirstReply(ctx: TutorContext, task: Task | undefined): OfflineReply {
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return r;
  }
  const findings = findingsFor(ctx, task);
  if (findings.length) return findingsReply(ctx, findings, 'check_code');
  if (isTaskCode(ctx, task)) return checkReply(ctx);
  return ownOutputReply(ctx);
}

/** The student says their output is wrong ('이상함', '틀림', '아닌데', '왜 이래'): never 'well done', read the output instead. */
const SAYS_WRONG = /[?？]{2,}|아니라|잖아|이상|틀[리렸려림]|틀려|아닌데|아니잖|아니던데|다른데|달라|잘못|안\s*맞|엉뚱|뭐임|뭐야\s*이거|왜\s*(?:이래|이렇|저래|그래)|ㅠ|ㅜ|(?:^|\s)왜(?=[\s?？]|$)|어디\s*(?:감|갔|가요|간)/;

/** What the student's own run shows, read on their code: the branch that printed, the line that made the printed value. */
function ownOutputReply(ctx: TutorContext): OfflineReply {
  const run = ctx.lastRun;
  const printed = printedValue(ctx.code);
  const out = run?.success ? normalizeOutput(run.output) : '';
  const branch = out ? branchReading(ctx.code, out.split('\n').at(-1) ?? '', run?.inputs ?? []) : undefined;
  if (branch) return { intent: 'check_code', hintLevel: null, text: resolveJosa(branch) };
  const shown = out ? TEXTS.code.runShows(codeJ(out.split('\n').at(-1) ?? '', '이/가')) : '';
  // 'Why does 45 come out?': the line that makes the printed value, with a question about its values.
  const at = printed && out ? valueReading(ctx.code, printed.line, printed.expr) : undefined;
  if (at) return { intent: 'check_code', hintLevel: null, text: resolveJosa(`${shown}${at} ${TEXTS.reading.traceAsk}`) };
  const where = printed ? TEXTS.code.tracePrinted(printed.line, inlineCode(`print(${printed.expr})`), codeJ(printed.expr, '이/가')) : TEXTS.code.traceLines;
  return { intent: 'check_code', hintLevel: null, text: resolveJosa(TEXTS.code.traceClose(shown, where)) };
}

function firstDifference(actual: string, expected: string): { line: number; got: string; want: string } | undefined {
  const a = normalizeOutput(actual).split('\n');
  const e = normalizeOutput(expected).split('\n');
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] !== e[i]) return { line: i + 1, got: a[i] ?? '', want: e[i] ?? '' };
  }
  return undefined;
}

/** Only spaces or line breaks differ (the values are right). */
export function whitespaceOnly(actual: string, expected: string): boolean {
  return actual.replace(/\s+/g, '') === expected.replace(/\s+/g, '') && normalizeOutput(actual) !== normalizeOutput(expected);
}

function diagnose(got: string, want: string, actual: string, expected: string): string {
  const gotLines = normalizeOutput(actual).split('\n').length;
  const wantLines = normalizeOutput(expected).split('\n').length;
  if (whitespaceOnly(actual, expected)) {
    return got.replace(/\s+/g, '') === want.replace(/\s+/g, '')
      ? TEXTS.check.spacesOnly
      : TEXTS.check.linesOnly;
  }
  if (got === '' || want === '') return TEXTS.check.lineCount(wantLines, gotLines);
  if (got.toLowerCase() === want.toLowerCase()) return TEXTS.check.letterCase;
  if (got.replace(/[^\p{L}\p{N}\s]/gu, '') === want.replace(/[^\p{L}\p{N}\s]/gu, '')) return TEXTS.check.punctuation;
  if (/\d/.test(want) && /\d/.test(got)) return TEXTS.check.value;
  return TEXTS.check.content;
}

export function checkReply(ctx: TutorContext, intent: TutorIntent = 'check_code'): OfflineReply {
  // The open task's example output is compared only with that task's own code ('이거 맞아?' on other code reads that code).
  const open = taskOf(ctx);
  const task = open && isTaskCode(ctx, open) ? open : undefined;
  const code = ctx.code.trim();
  const reply = (text: string): OfflineReply => ({ intent, hintLevel: null, text });
  if (!code) return reply(TEXTS.check.noCode);
  if (/_{3,}/.test(code)) return reply(TEXTS.check.blanksLeft);
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return { ...r, intent, text: r.text.startsWith(TEXTS.error.endless) ? r.text : TEXTS.check.runFails(r.text) };
  }
  const findings = findingsFor(ctx, task);
  const matches = run && task?.expectedOutput !== undefined && outputsMatch(run.output, task.expectedOutput);
  // The repair the server verified against the task's example output (repair.ts) names the line to change.
  const repaired = matches ? undefined : repairFinding(ctx);
  if (repaired) return findingsReply(ctx, [repaired], intent);
  if (findings.length && !matches) return findingsReply(ctx, findings, intent);
  if (!run) {
    return reply(TEXTS.check.noRun);
  }
  if (!task?.expectedOutput) {
    // The student says it came out wrong: no praise; their own output read on their code.
    if (SAYS_WRONG.test(ctx.userInput)) return { ...ownOutputReply(ctx), intent };
    // 'Is this right?' on code that ran, with no open task to compare with and none of the lessons' mistakes found.
    const last = normalizeOutput(run.output).split('\n').at(-1)?.trim() ?? '';
    const shown = last && last.length <= 40 ? TEXTS.check.lastOutput(inlineCode(last)) : '';
    const other = run.inputs.length ? TEXTS.check.otherInputs : '';
    return reply(TEXTS.check.looksFine(shown, other));
  }
  const sameInputs = run.inputs.length === 0 ? task.exampleInputs.length === 0 || run.output !== '' : run.inputs.join('\n').trim() === task.exampleInputs.join('\n').trim();
  if (!sameInputs) {
    return reply(TEXTS.check.useExampleInputs(task.exampleInputs.map(inlineCode).join(', ')));
  }
  if (matches) {
    return reply(task.kind === 'problem' ? TEXTS.check.problemMatches : TEXTS.check.exerciseMatches);
  }
  const diff = firstDifference(run.output, task.expectedOutput)!;
  const why = diagnose(diff.got, diff.want, run.output, task.expectedOutput);
  return reply(TEXTS.check.differs(diff.line, diff.want ? inlineCode(diff.want) : TEXTS.check.none, diff.got ? inlineCode(diff.got) : TEXTS.check.none, why));
}

/** '안 돼요' without an error: the run's error if any, else what the code does wrong, else the topic. */
export function notWorkingReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined): OfflineReply {
  const err = errorReply(ctx, c.pastedTraceback);
  if (err) return err;
  if (ctx.code.trim()) return checkReply(ctx, 'check_code');
  const concept = c.understood.concepts.length ? conceptReply(ctx, c, index) : undefined;
  if (concept) return concept;
  return {
    intent: 'check_code',
    hintLevel: null,
    text: TEXTS.code.noCodeToCheck,
  };
}

/** Code without a traceback and the student's own expectation: explain the difference on their code and numbers. */
export function expectationReply(ctx: TutorContext, stated: StatedExpectation, task: Task | undefined): OfflineReply {
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return { ...r, intent: 'check_code' };
  }
  const got = stated.got ?? (run?.success ? normalizeOutput(run.output).split('\n').at(-1) : undefined);
  // The student's own words back: a value in backticks, a description ('큰 순서대로') as said, nothing as nothing.
  const shown = (v: string) => (stated.described ? v : codeJ(v, '이/가'));
  const said =
    got === undefined || (stated.described && isVerbStem(stated.got))
      ? TEXTS.expectation.want(shown(stated.want))
      : got === ''
        ? TEXTS.expectation.wantNothing(shown(stated.want))
        : stated.gone && stated.got !== undefined
          ? TEXTS.expectation.wantGone(shown(stated.want), stated.described ? got : codeJ(got, '이/가'))
          : TEXTS.expectation.wantGot(shown(stated.want), shown(got));
  const bound = loopBoundReading(ctx.code, { want: stated.want, got });
  if (bound) return { intent: 'check_code', hintLevel: null, text: TEXTS.expectation.lookAt(said, bound.line, fencedCode(bound.code), bound.message) };
  const findings = readCode(ctx.code, { expectedOutput: stated.want, output: got, taskText: isTaskCode(ctx, task) ? task?.text : undefined, said: ctx.userInput, want: stated.want, got });
  // A `None` the student saw comes from a function that gives nothing back: that reading explains it better than any one-line repair.
  const none = findings.find((f) => f.kind === 'print-not-return');
  if (none && /\bNone\b/.test(`${ctx.userInput}\n${got ?? ''}\n${run?.output ?? ''}`)) return findingsReply(ctx, [none], 'check_code', said);
  // The lessons' repair that, tried on this code in the sandbox, prints what the student said (repair.ts).
  // How many times it came out ('3번 돌아야 되는데 한 번만'), and a wanted text no print of the code can show:
  // the structure explains a count better than a one-line repair.
  const count = wantedCount(wantedText(ctx.userInput));
  const reading =
    (count !== undefined ? countReading(ctx.code, count, run?.success ? run.output : undefined) : undefined) ??
    (got ? missingOutputReading(ctx.code, stated.want, got) : undefined) ??
    (stated.relation === 'oneLine' && !ctx.repair ? oneLineReading(ctx.code) : undefined);
  if (reading) return { intent: 'check_code', hintLevel: null, text: TEXTS.expectation.lookAt(said, reading.line, fencedCode(reading.code), reading.message) };
  const repaired = repairFinding(ctx);
  if (repaired) return findingsReply(ctx, [repaired], 'check_code', said);
  if (findings.length) return findingsReply(ctx, findings, 'check_code', said);
  const branch = got ? branchReading(ctx.code, got, run?.inputs ?? []) : undefined;
  if (branch) return { intent: 'check_code', hintLevel: null, text: resolveJosa(`${said} ${branch}`) };
  // The trace of their own run (offline/trace.ts): the values their loop took, on their numbers.
  const traced = traceReply(ctx, { want: stated.want, got, count, endless: false }, said);
  if (traced) return traced;
  const printed = printedValue(ctx.code);
  const goal = stated.described ? TEXTS.expectation.describedGoal(stated.want) : TEXTS.expectation.valueGoal(codeJ(stated.want, '이/가'));
  // Where the printed value is made: that line, on their code, with a question about its values.
  const where = printed ? valueReading(ctx.code, printed.line, printed.expr) : undefined;
  if (where) return { intent: 'check_code', hintLevel: null, text: resolveJosa(`${said}\n\n${where} ${TEXTS.reading.computedGoal(goal)}`) };
  const target = printed ? TEXTS.expectation.printedTarget(printed.line, codeJ(printed.expr, '이/가')) : got ? TEXTS.expectation.valueTarget(codeJ(got, '을/를')) : TEXTS.expectation.someTarget;
  return {
    intent: 'check_code',
    hintLevel: null,
    text: TEXTS.expectation.trace(said, target, goal),
  };
}

/**
 * The difference read on the trace the server took of the student's own run (context.trace): what the
 * student said, then the trace's few sentences with one small table of their passes, and the lesson
 * passage of the misconception it names. Undefined without a trace or a reading of it.
 */
export function traceReply(ctx: TutorContext, q: Parameters<typeof traceReading>[2], opening: string, intent: TutorIntent = 'check_code'): OfflineReply | undefined {
  const reading = ctx.trace ? traceReading(ctx.code, ctx.trace, q) : undefined;
  if (!reading) return undefined;
  const link = reading.query ? lessonLink(ctx, ctx.index, reading.query) : '';
  return { intent, hintLevel: null, text: `${[opening, reading.message].filter(Boolean).join('\n\n')}${link}` };
}

/** Feedback of the basic evaluation (spec: output comparison) for POST /code/evaluate-code-ai. */
export function basicEvaluationFeedback(input: { code: string; output: string; expected: string; isCorrect: boolean }): string {
  if (input.isCorrect) return TEXTS.evaluation.correct;
  const explained = looksLikeError(input.output) ? explainPythonError(input.output, { code: input.code }) : null;
  if (explained) {
    const where = explained.line !== undefined ? TEXTS.evaluation.lineAt(explained.line) : '';
    return TEXTS.evaluation.runError(where, explained.title, explained.suggestion);
  }
  const diff = firstDifference(input.output, input.expected);
  if (whitespaceOnly(input.output, input.expected)) {
    const where = diff ? TEXTS.evaluation.fromLine(diff.line) : '';
    return TEXTS.evaluation.spacingOnly(where);
  }
  if (!diff) return TEXTS.evaluation.differs;
  const want = diff.want ? inlineCode(diff.want) : TEXTS.check.none;
  const got = diff.got ? inlineCode(diff.got) : TEXTS.check.none;
  return TEXTS.evaluation.differsAt(diff.line, want, got, diagnose(diff.got, diff.want, input.output, input.expected));
}

function looksLikeError(text: string): boolean {
  return /Traceback|Error:|Error\b/.test(text);
}

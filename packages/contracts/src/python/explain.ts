// Turns a Python traceback (CPython 3.11 on the server, Pyodide 3.14 in the browser) into a short
// Korean explanation with the line and a suggestion, using the ERROR_RULES table.
import { CONCEPTS, OPEN_FENCE, type ConceptFence, type ConceptId } from '../concepts.js';
import { ERROR_RULES, type ErrorRule, type RuleContext } from './error-rules.js';
import { resolveJosa } from './josa.js';
import { diagnoseSyntaxError, type CodeFix } from './syntax-diagnosis.js';
import { parseTraceback } from './traceback.js';

export interface PythonErrorExplanation {
  /** The table entry that matched, e.g. 'name-error'. */
  id: string;
  title: string;
  explanation: string;
  suggestion: string;
  /** 1-based line in the student's program. */
  line?: number;
  /** That line of code, as the student wrote it. */
  code?: string;
  /** Exception class name, e.g. 'NameError' ('' when the run was stopped without a traceback). */
  errorType: string;
  /**
   * The corrected line when the fix is mechanical (replace line `fix.line` by `fix.code`, which may
   * hold several lines or be '' to delete it). Tests apply it and run the program again.
   */
  fix?: CodeFix;
}

export interface ExplainOptions {
  /** The student's program: used for the source line and for 'did you mean' suggestions. */
  code?: string;
  /** The run was stopped by the time limit. */
  timedOut?: boolean;
  /** The run was stopped by the student (Stop button). */
  interrupted?: boolean;
  timeLimitMs?: number;
  /** Lines prepended before the student's code (num1/num2 header) when it ran as one program. */
  headerLines?: number;
  /**
   * What the section has taught so far: a suggestion never tells the student to use a concept the
   * fence does not allow; it says where that concept is taught instead. Default: everything allowed.
   */
  fence?: ConceptFence;
}

// `{name}` is a placeholder; `{{` and `}}` are literal braces (for f-string examples).
function fill(template: string, vars: Record<string, string>): string {
  const filled = template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, key: string | undefined) =>
    key === undefined ? whole[0] as string : (vars[key] ?? whole),
  );
  return resolveJosa(filled);
}

// The suggestion, or its fallback plus where the missing concepts are taught when the fence does
// not allow them yet ("조건문 if / elif / else는 파이썬기초1 · 13. 조건문에서 배워요.").
function fencedSuggestion(rule: ErrorRule, uses: readonly ConceptId[], vars: Record<string, string>, fence: ConceptFence): string {
  const missing = uses.filter((c) => !fence.allows(c));
  if (missing.length === 0) return fill(rule.suggestion, vars);
  const notes = missing.map((c) => {
    const where = fence.taughtAt(c);
    return where ? `${CONCEPTS[c]}은/는 ${where}에서 배워요.` : `${CONCEPTS[c]}은/는 나중에 배워요.`;
  });
  return fill([rule.fallback ?? '오류가 난 줄을 다시 살펴보세요.', ...notes].join(' '), vars);
}

function matches(rule: ErrorRule, ctx: RuleContext): RuleContext | null {
  if (rule.types.length > 0 && !rule.types.includes(ctx.type)) return null;
  let groups: Record<string, string> = {};
  if (rule.message) {
    const m = rule.message.exec(ctx.message);
    if (!m) return null;
    groups = Object.fromEntries(Object.entries(m.groups ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  }
  const withGroups = { ...ctx, groups };
  if (rule.when && !rule.when(withGroups)) return null;
  return withGroups;
}

/**
 * The Korean explanation of a failed run, or null when the text holds no Python exception and the
 * run was not stopped. Pass the traceback text (or the whole result text ending with it).
 */
export function explainPythonError(traceback: string | null | undefined, options: ExplainOptions = {}): PythonErrorExplanation | null {
  const parsed = traceback ? parseTraceback(traceback, { headerLines: options.headerLines }) : null;
  if (!parsed && !options.timedOut && !options.interrupted) return null;
  const type = parsed?.type ?? (options.timedOut || options.interrupted ? 'KeyboardInterrupt' : '');
  const code = options.code ?? '';
  // Only the last line pasted ('TypeError: … not subscriptable'): the line of the program it must be about.
  const line = parsed?.line ?? (parsed && code ? guessLine(code, parsed.type, parsed.message) : undefined);
  const codeLine = line !== undefined && code ? code.replace(/\r\n?/g, '\n').split('\n')[line - 1] : undefined;
  const sourceLine = codeLine !== undefined ? codeLine.trim() : parsed?.sourceLine;
  const isSyntax = /^(?:SyntaxError|IndentationError|TabError)$/.test(type);
  const diagnosis = isSyntax
    ? diagnoseSyntaxError({ code, line, caretColumn: parsed?.caretColumn, message: parsed?.message ?? '' })
    : null;
  const base: RuleContext = {
    type,
    message: parsed?.message ?? '',
    groups: {},
    line,
    sourceLine,
    code,
    timedOut: options.timedOut === true,
    interrupted: options.interrupted === true,
    timeLimitMs: options.timeLimitMs,
    diagnosis,
  };
  const fence = options.fence ?? OPEN_FENCE;
  for (const rule of ERROR_RULES) {
    const ctx = matches(rule, base);
    if (!ctx) continue;
    const extra = rule.vars ? rule.vars(ctx) : {};
    if (extra === null) continue;
    const vars: Record<string, string> = {
      type,
      message: ctx.message,
      line: line === undefined ? '' : String(line),
      ...ctx.groups,
      ...extra,
    };
    const explanation: PythonErrorExplanation = {
      id: rule.id,
      title: fill(rule.title, vars),
      explanation: fill(rule.explanation, vars),
      suggestion: fencedSuggestion(rule, typeof rule.uses === 'function' ? rule.uses(ctx) : (rule.uses ?? []), vars, fence),
      errorType: parsed?.type ?? '',
    };
    const uses = typeof rule.uses === 'function' ? rule.uses(ctx) : (rule.uses ?? []);
    const fix = rule.fix?.(ctx);
    if (fix && !uses.some((c) => !fence.allows(c))) explanation.fix = fix;
    if (line !== undefined) explanation.line = line;
    if (sourceLine) explanation.code = sourceLine;
    // Without a line number, sentences like '{line}번째 줄' would read oddly.
    if (line === undefined) {
      explanation.explanation = explanation.explanation.replace(/(^|\s)번째 줄/g, '$1해당 줄');
      explanation.suggestion = explanation.suggestion.replace(/(^|\s)번째 줄/g, '$1해당 줄');
    }
    // A sentence about input() does not fit a program that never calls it (issue 24: tips that fit).
    if (code.trim() && !/\binput\s*\(/.test(code)) {
      explanation.explanation = withoutSentences(explanation.explanation, /input\(\)/);
      explanation.suggestion = withoutSentences(explanation.suggestion, /input\(\)/);
    }
    return explanation;
  }
  return null;
}

/** The text without the sentences matching `re` (unchanged when that would leave nothing). */
function withoutSentences(text: string, re: RegExp): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter((x) => !re.test(x));
  return kept.length && kept.length < sentences.length ? kept.join(' ') : text;
}

/**
 * The one line of `code` an error without a traceback line must come from: the only line that uses the
 * name the message quotes ('scores', 'upper'), or the only line doing what the error is about (a `[ ]`,
 * a division, a `for`). Undefined when more than one line could be it.
 */
function guessLine(code: string, type: string, message: string): number | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/#.*$/, ''));
  const only = (test: (l: string) => boolean): number | undefined => {
    const hits = lines.flatMap((l, i) => (l.trim() && test(l) ? [i + 1] : []));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const quoted = [...message.matchAll(/'([A-Za-z_\u00C0-\uFFFF][\w\u00C0-\uFFFF]*)'/g)].map((m) => m[1]!).filter((n) => !/^(str|int|float|list|dict|tuple|set|NoneType|bool|builtin_function_or_method|function|method|module)$/.test(n));
  for (const name of quoted) {
    const re = new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])|\\.${name}\\b`);
    const at = only((l) => re.test(l));
    if (at) return at;
  }
  const byKind: [RegExp, RegExp][] = [
    [/subscriptable|index out of range|indices must be|KeyError/, /[\w)\]]\s*\[/],
    [/division|modulo/, /\/|%/],
    [/not iterable|unpack/, /^\s*for\b|=.*\.split\(|,\s*\w+\s*=/],
    [/not callable/, /[\w)\]]\s*\(/],
  ];
  const kind = byKind.find(([what]) => what.test(`${type} ${message}`));
  return kind ? only((l) => kind[1].test(l)) : undefined;
}

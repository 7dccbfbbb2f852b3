// Line-aware diagnosis of syntax errors. CPython 3.11 reports many beginner mistakes as a bare
// "invalid syntax" (3.14 a little less often), so the message alone cannot tell `else if` from a
// missing comma. Like friendly-traceback, this reads the reported line and its neighbours with a
// tokenizer (py-tokens.ts) and names the real mistake, quoting the exact spot. Where the fix is
// mechanical it is returned too; tests apply it and check that the program then runs.
import { closestName } from './suggest.js';
import { KEYWORDS, isAtom, tokenize, type OpenBracket, type Token } from './py-tokens.js';

/** A mechanical fix: line `line` (1-based) is replaced by `code` (several lines, or '' to delete it). */
export interface CodeFix {
  line: number;
  code: string;
}

export interface SyntaxDiagnosis {
  /** Which mistake; the error table has one entry per kind ('syntax-' + kind). */
  kind: string;
  vars: Record<string, string>;
  fix?: CodeFix;
}

export interface SyntaxInput {
  code: string;
  /** 1-based line the error points at. */
  line?: number;
  /** 0-based caret column within the trimmed line, when the traceback shows one. */
  caretColumn?: number;
  message: string;
}

const BLOCK_KEYWORDS = new Set(['if', 'elif', 'else', 'while', 'for', 'def', 'class', 'try', 'except', 'finally', 'with']);
const CONDITION_KEYWORDS = new Set(['if', 'elif', 'while']);
// Statement words a typo is checked against (print too: `pirnt 'a'` is a typo plus Python 2 style).
const STATEMENT_WORDS = [
  'if', 'elif', 'else', 'while', 'for', 'def', 'return', 'import', 'from', 'class', 'try', 'except', 'finally',
  'with', 'pass', 'break', 'continue', 'global', 'nonlocal', 'print', 'del', 'raise',
];
// Keywords that can never stand where a value is expected (`x = import`).
const STATEMENT_ONLY = new Set([
  'import', 'def', 'class', 'return', 'pass', 'break', 'continue', 'global', 'nonlocal', 'while', 'for', 'try',
  'except', 'finally', 'with', 'elif', 'else', 'del', 'raise', 'assert', 'from', 'as', 'in', 'is', 'and', 'or', 'if',
]);
const BINARY_OPS = new Set([
  '+', '-', '*', '/', '//', '%', '**', '==', '!=', '<', '>', '<=', '>=', '=', '+=', '-=', '*=', '/=', '//=', '%=',
  '**=', '&', '|', '^', '<<', '>>', '@',
]);
const OPERAND_KEYWORDS = new Set(['and', 'or', 'not', 'in', 'is']);
const CALLABLE_BUILTINS = new Set(['print', 'range', 'len', 'input', 'int', 'str', 'float', 'sum', 'max', 'min', 'abs', 'list', 'sorted', 'type', 'round']);
const CLOSE_FOR: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const VALID_NUMBER = /^(?:0[xX][\da-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?[jJ]?|\d[\d_]*\.(?:[eE][+-]?\d+)?[jJ]?)$/;

/** What is wrong with the program, or null when the line gives no clear answer. */
export function diagnoseSyntaxError(input: SyntaxInput): SyntaxDiagnosis | null {
  const code = input.code.replace(/\r\n?/g, '\n');
  const L = input.line;
  if (!code || L === undefined) return null;
  const lines = code.split('\n');
  const text = lines[L - 1];
  if (text === undefined || text.trim() === '') return null;
  const indent = (/^[ \t]*/.exec(text) as RegExpExecArray)[0];
  const trimmed = text.trim();
  const message = input.message;
  const caret = input.caretColumn === undefined ? undefined : indent.length + input.caretColumn;
  const d = new Diagnoser(code, lines, L, text, indent, caret);

  // --- a line that is not Python at all ---------------------------------------------------------
  const prompt = /^(>>>|\.\.\.)(\s|$)/.exec(trimmed);
  if (prompt) {
    const rest = trimmed.slice(prompt[0].length).trim();
    return { kind: 'pasted-prompt', vars: { prompt: prompt[1] as string }, fix: { line: L, code: rest ? indent + rest : '' } };
  }
  if (/^(?:\$\s|(?:pip3?|python3?|py|conda|npm|cd)\s+[\w-]|[A-Za-z]:\\\S*>)/.test(trimmed) && !/^\w+\s*[=(.[]/.test(trimmed)) {
    return { kind: 'pasted-command', vars: { command: trimmed }, fix: { line: L, code: '' } };
  }
  // Messages that already name the mistake are left to the message-based entries.
  if (!/^(?:invalid syntax|expected ':'|expected '\('|cannot assign to|expression cannot contain assignment|Expected one or more names after 'import'|Invalid star expression|Function parameters cannot be parenthesized|expected default value expression)/.test(message)) return null;

  const toks = d.toks;
  const first = toks[0];
  if (!first) return null;

  if (first.kind === 'name' && BLOCK_KEYWORDS.has(first.text) && d.lastToken()?.text === '{') {
    return { kind: 'block-braces', vars: { kw: first.text } };
  }

  // --- a number with letters glued to it (1st, 3days) ------------------------------------------------
  const glued = toks.findIndex((t, i) => t.kind === 'number' && (!VALID_NUMBER.test(t.text) || (toks[i + 1]?.kind === 'name' && toks[i + 1]?.col === t.end)));
  if (glued >= 0) {
    const g = toks[glued] as Token;
    const next = toks[glued + 1];
    return { kind: 'number-letters', vars: { spot: next && next.col === g.end && next.kind === 'name' ? g.text + next.text : g.text } };
  }

  // --- a lone star: print(*) ----------------------------------------------------------------------------
  if (toks.some((t, i) => (t.text === '*' || t.text === '**') && ['(', ',', '['].includes(toks[i - 1]?.text ?? '') && [')', ',', ']'].includes(toks[i + 1]?.text ?? ''))) {
    return { kind: 'lonely-star', vars: {} };
  }

  // --- a bracket left open on this or an earlier line, the next statement read as its continuation ----
  const earlier = d.openBefore[d.openBefore.length - 1];
  if (earlier && d.startsNewStatement(d.toks)) return d.unclosed(earlier);
  const openHere = tokenize(lines.slice(0, L).join('\n')).open.filter((o) => o.line === L).pop();
  if (openHere && /^invalid syntax/.test(message)) {
    const nextLine = lines.slice(L).findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
    const next = nextLine < 0 ? null : (lines[L + nextLine] as string);
    if (next !== null && d.startsNewStatement(tokenize(next).tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'newline'))) return d.unclosed(openHere);
  }

  // --- else / elif / except without their block -------------------------------------------------------
  if (['else', 'elif', 'except', 'finally'].includes(first.text) && first.kind === 'name' && (input.caretColumn ?? 0) === 0 && /^invalid syntax$/.test(message)) {
    const lone = d.loneContinuation(first.text);
    if (lone) return lone;
  }

  // --- else if ---------------------------------------------------------------------------------
  const elseIf = toks.findIndex((t, i) => t.text === 'else' && toks[i + 1]?.text === 'if');
  if (elseIf >= 0) {
    const e = toks[elseIf] as Token;
    const ifTok = toks[elseIf + 1] as Token;
    let fixed = `${text.slice(0, e.col)}elif${text.slice(ifTok.end)}`;
    if (!d.hasColonAtDepth0()) fixed = `${fixed.replace(/\s*$/, '')}:`;
    return { kind: 'else-if', vars: { spot: text.slice(e.col, ifTok.end) }, fix: { line: L, code: fixed } };
  }

  // --- operators from other languages -----------------------------------------------------------------
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i] as Token;
    const b = toks[i + 1] as Token;
    if (a.end !== b.col || a.line !== b.line) continue;
    if ((a.text === '==' || a.text === '!=') && b.text === '=') {
      return { kind: 'triple-equals', vars: { wrong: a.text + '=', right: a.text }, fix: d.replace(a.col, b.end, a.text) };
    }
    const pair = a.text + b.text;
    const swaps: Record<string, string> = { '=>': '>=', '=<': '<=', '<>': '!=', '=!': '!=', '&&': 'and', '||': 'or' };
    if (swaps[pair] && !(pair === '=>' && toks[i - 1]?.text === ')')) {
      const right = swaps[pair] as string;
      const spaced = /\w/.test(right) ? ` ${right} ` : right;
      return { kind: 'wrong-operator', vars: { wrong: pair, right }, fix: d.replace(a.col, b.end, spaced, /\w/.test(right)) };
    }
  }
  const plusPlus = toks.findIndex((t, i) => (t.text === '+' || t.text === '-') && toks[i + 1]?.text === t.text && toks[i + 1]?.col === t.end && (toks[i + 2] === undefined || toks[i + 2]?.kind === 'comment'));
  if (plusPlus > 0 && toks[plusPlus - 1]?.kind === 'name') {
    const name = (toks[plusPlus - 1] as Token).text;
    const op = (toks[plusPlus] as Token).text;
    return { kind: 'increment', vars: { wrong: `${name}${op}${op}`, right: `${name} ${op}= 1` }, fix: { line: L, code: `${text.slice(0, (toks[plusPlus - 1] as Token).col)}${name} ${op}= 1` } };
  }
  const bang = toks.findIndex((t) => t.text === '!');
  if (bang >= 0 && isAtom(toks[bang + 1]) && !isAtom(toks[bang - 1])) {
    return { kind: 'wrong-operator', vars: { wrong: '!', right: 'not' }, fix: d.replace((toks[bang] as Token).col, (toks[bang] as Token).end, 'not ', true) };
  }

  // --- a misspelled statement keyword (esle:, whlie x:, pirnt 'a') --------------------------------------
  const typo = d.keywordTypo(message);
  if (typo) return typo;

  // --- a keyword used as a name ---------------------------------------------------------------------------
  const asName = d.keywordAsName();
  if (asName) return asName;

  // --- for loops ---------------------------------------------------------------------------------------
  if (first.text === 'for') {
    const f = d.forLoop(message);
    if (f) return f;
  }

  // --- conditions ------------------------------------------------------------------------------------------
  if (CONDITION_KEYWORDS.has(first.text) && (toks[1] === undefined || toks[1].text === ':')) {
    return { kind: 'missing-condition', vars: { kw: first.text } };
  }
  if (CONDITION_KEYWORDS.has(first.text)) {
    const a = d.assignInCondition(first.text);
    if (a) return a;
  }

  // --- dictionaries written with = -------------------------------------------------------------------
  const dictEq = toks.find((t, i) => t.text === '=' && d.enclosing(i)?.char === '{');
  if (dictEq) {
    const fixed = toks
      .filter((t, i) => t.text === '=' && d.enclosing(i)?.char === '{')
      .reduceRight((s, t) => `${s.slice(0, t.col).replace(/\s*$/, '')}: ${s.slice(t.end).replace(/^\s*/, '')}`, text);
    const at = toks.indexOf(dictEq);
    const key = toks[at - 1];
    const value = toks[at + 1];
    return { kind: 'dict-equals', vars: { spot: text.slice(key?.col ?? dictEq.col, value?.end ?? dictEq.end) }, fix: { line: L, code: fixed } };
  }
  if (/expression cannot contain assignment/.test(message)) {
    const eq = toks.findIndex((t, i) => t.text === '=' && toks[i - 1]?.kind !== 'name');
    const key = toks[eq - 1];
    if (eq > 0 && key && (key.kind === 'string' || key.kind === 'number')) {
      return { kind: 'literal-keyword', vars: { key: key.text } };
    }
  }

  // --- lambda with return, if/else on one line, comprehension order -------------------------------------
  const lambda = toks.findIndex((t) => t.text === 'lambda');
  if (lambda >= 0) {
    const ret = toks.findIndex((t, i) => i > lambda && t.text === 'return');
    if (ret > 0) {
      const r = toks[ret] as Token;
      return { kind: 'lambda-return', vars: {}, fix: { line: L, code: text.slice(0, r.col) + text.slice((toks[ret + 1] as Token | undefined)?.col ?? r.end) } };
    }
  }
  if (first.text === 'if') {
    const inlineElse = toks.findIndex((t, i) => i > 0 && (t.text === 'else' || t.text === 'elif') && t.depth === d.base && toks.slice(0, i).some((x) => x.text === ':' && x.depth === d.base));
    if (inlineElse > 0) {
      const e = toks[inlineElse] as Token;
      return {
        kind: 'inline-else',
        vars: { kw: e.text },
        fix: { line: L, code: `${text.slice(0, e.col).replace(/\s*$/, '')}\n${indent}${text.slice(e.col)}` },
      };
    }
  }
  const comp = d.comprehensionIfElse();
  if (comp) return comp;

  // --- a def whose parameter list is not a list of names: def f(3), def f("x"), def (x), def f(a=) ---
  if (first.text === 'def' && toks[1]?.text !== undefined) {
    const bad = d.defParams();
    if (bad) return bad;
  }

  // --- a colon or a dot where a comma separates values: [10: 20], print("a". "b") -----------------
  const punct = d.punctuationForComma();
  if (punct) return punct;

  // --- blocks: braces, missing colon, def without parentheses -------------------------------------
  if (first.kind === 'name' && BLOCK_KEYWORDS.has(first.text)) {
    const last = d.lastToken();
    if (last?.text === '{') return { kind: 'block-braces', vars: { kw: first.text } };
    if (first.text === 'def' && /expected '\('/.test(message) && toks[1]?.kind === 'name') {
      const name = toks[1];
      return { kind: 'def-missing-parens', vars: { name: name.text }, fix: d.insert(name.end, '()') };
    }
    if (!d.hasColonAtDepth0()) {
      let at = last ? last.end : text.length;
      const atCaret = caret !== undefined ? toks.find((t) => t.col === caret && t !== first) : undefined;
      if (atCaret && atCaret.kind === 'name' && !/expected ':'/.test(message)) at = atCaret.col;
      else if (atCaret && /expected ':'/.test(message) && atCaret.kind === 'name') at = atCaret.col;
      const before = text.slice(0, at).replace(/\s*$/, '');
      const after = text.slice(at).replace(/^\s*/, '');
      return { kind: 'missing-colon', vars: { kw: first.text }, fix: { line: L, code: after ? `${before}: ${after}` : `${before}:` } };
    }
  }

  // --- two values side by side -------------------------------------------------------------------------------
  const side = d.sideBySide();
  if (side) return side;

  // --- operators: doubled or with nothing after them ------------------------------------------------
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i] as Token;
    const b = toks[i + 1] as Token;
    if (a.kind !== 'op' || b.kind !== 'op') continue;
    if ((a.text === ',' && b.text === ',') || (a.text === ';' && b.text === ';')) {
      return { kind: 'double-operator', vars: { spot: a.text + b.text, right: a.text }, fix: d.replace(a.col, b.end, a.text) };
    }
    if (BINARY_OPS.has(a.text) && BINARY_OPS.has(b.text) && !['+', '-', '~'].includes(b.text) && !(a.text === '=' && (b.text === '*' || b.text === '**'))) {
      return { kind: 'double-operator', vars: { spot: text.slice(a.col, b.end), right: a.text } };
    }
  }
  // and and, or or, and or: a word operator twice in a row
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i] as Token;
    const b = toks[i + 1] as Token;
    if (a.kind === 'name' && b.kind === 'name' && (a.text === 'and' || a.text === 'or') && (b.text === 'and' || b.text === 'or')) {
      return { kind: 'double-operator', vars: { spot: `${a.text} ${b.text}`, right: a.text }, fix: d.replace(a.col, b.end, a.text) };
    }
  }
  const incomplete = d.incomplete(message);
  if (incomplete) return incomplete;

  // --- a semicolon where a comma separates values or parameters: print('a'; 'b'), def f(w; h) ------
  const semi = toks.find((t) => t.text === ';' && t.depth > 0);
  if (semi) return { kind: 'semicolon-in-brackets', vars: { spot: text.slice(Math.max(0, semi.col - 3), semi.end + 3).trim() }, fix: d.replace(semi.col, semi.end, ',') };

  // --- a backslash at the end of the line before joined it to this one -----------------------------
  const previous = lines[L - 2];
  if (/invalid syntax/.test(message) && previous !== undefined && /\\\s*$/.test(previous) && !/\\\s*$/.test(text)) {
    return { kind: 'continuation-joined', vars: { at: String(L - 1) } };
  }
  return null;
}

class Diagnoser {
  readonly toks: Token[];
  readonly openBefore: OpenBracket[];
  /** Bracket depth at the start of the line. */
  readonly base: number;
  private readonly all: Token[];

  constructor(
    readonly code: string,
    readonly lines: string[],
    readonly L: number,
    readonly text: string,
    readonly indent: string,
    readonly caret: number | undefined,
  ) {
    this.openBefore = tokenize(lines.slice(0, L - 1).join('\n')).open;
    this.base = this.openBefore.length;
    // Tokenize the line on its own with the earlier brackets counted, so columns are the line's own.
    const own = tokenize(text).tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'newline');
    this.toks = own.map((t) => ({ ...t, line: L, depth: t.depth + this.base }));
    this.all = tokenize(code).tokens;
  }

  /** def name(...): a parameter that is not a name (a literal, brackets, a missing name or default). */
  defParams(): SyntaxDiagnosis | null {
    const toks = this.toks;
    const open = toks.findIndex((t) => t.text === '(');
    if (open < 0) return null;
    if (open === 1) return { kind: 'def-bad-params', vars: { spot: this.text.trim(), why: 'def 다음에 함수 이름이 없어요' } };
    const params: Token[] = [];
    let depth = 0;
    for (let i = open; i < toks.length; i++) {
      const t = toks[i] as Token;
      if (t.text === '(' || t.text === '[' || t.text === '{') depth += 1;
      else if (t.text === ')' || t.text === ']' || t.text === '}') depth -= 1;
      params.push(t);
      if (depth === 0) break;
    }
    const inner = params.slice(1, -1);
    const afterClose = toks[open + params.length];
    const spot = this.text.slice(params[0]!.col, params[params.length - 1]!.end);
    const literal = inner.find((t, i) => (t.kind === 'number' || t.kind === 'string') && !['=', ':'].includes(inner[i - 1]?.text ?? ''));
    if (literal) return { kind: 'def-bad-params', vars: { spot, why: `매개변수 자리에 값 ${literal.text}을/를 썼어요. 매개변수는 값을 받을 변수 이름이에요` } };
    if (inner.some((t) => t.text === '(')) return { kind: 'def-bad-params', vars: { spot, why: '매개변수를 괄호로 한 번 더 감쌌어요' } };
    const emptyDefault = inner.find((t, i) => t.text === '=' && [',', undefined].includes(inner[i + 1]?.text));
    if (emptyDefault) return { kind: 'def-bad-params', vars: { spot, why: '= 뒤에 기본값이 없어요' } };
    if (afterClose && afterClose.text === ')') return { kind: 'def-bad-params', vars: { spot: this.text.trim(), why: '닫는 괄호 ) 가 하나 더 있어요' } };
    return null;
  }

  /** A ':' inside a list/call or a '.' before a value where a comma separates values. */
  punctuationForComma(): SyntaxDiagnosis | null {
    const toks = this.toks;
    for (let i = 1; i + 1 < toks.length; i++) {
      const t = toks[i] as Token;
      const prev = toks[i - 1] as Token;
      const next = toks[i + 1] as Token;
      if (t.text === '.' && (next.kind === 'string' || next.kind === 'number') && isAtom(prev)) {
        return { kind: 'punctuation-for-comma', vars: { wrong: '.', spot: this.text.slice(prev.col, next.end) }, fix: this.replace(t.col, t.end, ',') };
      }
      if (t.text === ':' && this.enclosing(i)?.char === '[') {
        // A list literal, not a subscript: the '[' follows '=', '(', ',', '[' or starts the line.
        let depth = 0;
        let k = i - 1;
        for (; k >= 0; k--) {
          const x = toks[k] as Token;
          if (x.text === ']' || x.text === ')' || x.text === '}') depth += 1;
          else if (x.text === '[' || x.text === '(' || x.text === '{') {
            if (depth === 0) break;
            depth -= 1;
          }
        }
        const before = toks[k - 1];
        if (k >= 0 && (toks[k] as Token).text === '[' && (!before || ['=', '(', ',', '[', 'in', 'return'].includes(before.text))) {
          return { kind: 'punctuation-for-comma', vars: { wrong: ':', spot: this.text.slice(prev.col, next.end) }, fix: this.replace(t.col, t.end, ',') };
        }
      }
    }
    return null;
  }

  unclosed(o: OpenBracket): SyntaxDiagnosis {
    const close = CLOSE_FOR[o.char] ?? ')';
    const openLine = this.lines[o.line - 1] ?? '';
    return {
      kind: 'unclosed-bracket',
      vars: { open: o.char, close, at: String(o.line), openLine: openLine.trim() },
      // Appending the bracket is the fix only when nothing later closes it (else it moves, not adds).
      ...(tokenize(this.code).open.length > 0 ? { fix: { line: o.line, code: `${openLine.replace(/\s*$/, '')}${close}` } } : {}),
    };
  }

  startsNewStatement(toks: Token[]): boolean {
    const [a, b] = toks;
    if (!a) return false;
    if (a.kind === 'name' && KEYWORDS.has(a.text) && !['True', 'False', 'None', 'not', 'lambda', 'in', 'is', 'and', 'or'].includes(a.text)) return true;
    if (a.kind === 'name' && b && (b.text === '=' || /^[-+*/%]=$/.test(b.text))) return true;
    // print(...) on a line of its own after a line whose bracket is still open
    return a.kind === 'name' && b?.text === '(' && ['print', 'input'].includes(a.text);
  }

  hasColonAtDepth0(): boolean {
    const lambdaAt = this.toks.findIndex((t) => t.text === 'lambda' && t.depth === this.base);
    return this.toks.some((t, i) => t.text === ':' && t.depth === this.base && (lambdaAt < 0 || i < lambdaAt));
  }

  lastToken(): Token | undefined {
    return this.toks[this.toks.length - 1];
  }

  /** The bracket enclosing token i of the line (from this line or an earlier one). */
  enclosing(i: number): { char: string } | undefined {
    const stack: string[] = this.openBefore.map((o) => o.char);
    for (let k = 0; k < i; k++) {
      const t = this.toks[k] as Token;
      if (t.text === '(' || t.text === '[' || t.text === '{') stack.push(t.text);
      else if (t.text === ')' || t.text === ']' || t.text === '}') stack.pop();
    }
    const top = stack[stack.length - 1];
    return top === undefined ? undefined : { char: top };
  }

  replace(from: number, to: number, by: string, word = false): CodeFix {
    let before = this.text.slice(0, from);
    let after = this.text.slice(to);
    if (word) {
      before = before.replace(/\s*$/, '');
      after = after.replace(/^\s*/, '');
      by = `${before ? ' ' : ''}${by.trim()}${after ? ' ' : ''}`;
    }
    return { line: this.L, code: before + by + after };
  }

  insert(at: number, what: string): CodeFix {
    return { line: this.L, code: this.text.slice(0, at) + what + this.text.slice(at) };
  }

  /** `else:` whose `if` block was cut off (or never there). */
  loneContinuation(kw: string): SyntaxDiagnosis | null {
    const openers: Record<string, string[]> = {
      else: ['if', 'elif', 'for', 'while', 'try', 'except'],
      elif: ['if', 'elif'],
      except: ['try', 'except'],
      finally: ['try', 'except', 'else'],
    };
    const wanted = openers[kw] ?? [];
    const head = kw === 'except' || kw === 'finally' ? 'try' : 'if';
    let breaker: number | null = null;
    for (let n = this.L - 1; n >= 1; n--) {
      const raw = this.lines[n - 1] as string;
      if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
      const ind = (/^[ \t]*/.exec(raw) as RegExpExecArray)[0].length;
      if (ind > this.indent.length) continue;
      if (ind < this.indent.length) break;
      const word = /^\s*(\w+)/.exec(raw)?.[1] ?? '';
      if (wanted.includes(word)) {
        if (breaker === null) return null; // the block is there; something else is wrong
        return { kind: 'lone-continuation', vars: { kw, head, at: String(breaker), opener: String(n), breakerCode: (this.lines[breaker - 1] ?? '').trim() } };
      }
      if (breaker === null) breaker = n;
    }
    return { kind: 'lone-continuation-none', vars: { kw, head } };
  }

  keywordTypo(message: string): SyntaxDiagnosis | null {
    const [a, b] = this.toks;
    if (!a || a.kind !== 'name' || KEYWORDS.has(a.text)) return null;
    const follows = b === undefined || b.kind === 'name' || b.kind === 'number' || b.kind === 'string' || b.text === ':';
    if (!follows || (b?.kind === 'name' && KEYWORDS.has(b.text) && b.text !== 'True' && b.text !== 'False' && b.text !== 'None' && b.text !== 'not')) return null;
    // Python 3.14 names the keyword itself ("Did you mean 'while'?"); it is used only when close.
    const hinted = /Did you mean '(\w+)'\?/.exec(message)?.[1];
    let right = hinted && STATEMENT_WORDS.includes(hinted) && closestName(a.text, [hinted]) ? hinted : closestName(a.text, STATEMENT_WORDS);
    if (!right && a.text.toLowerCase() !== a.text && STATEMENT_WORDS.includes(a.text.toLowerCase())) right = a.text.toLowerCase();
    if (!right) return null;
    const after = this.text.slice(a.end);
    let fixed = this.text.slice(0, a.col) + right + after;
    if (right === 'print' && b?.text !== '(') fixed = `${this.text.slice(0, a.col)}print(${after.trim()})`;
    return { kind: 'keyword-typo', vars: { word: a.text, right }, fix: { line: this.L, code: fixed } };
  }

  keywordAsName(): SyntaxDiagnosis | null {
    const toks = this.toks;
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i] as Token;
      if (t.kind !== 'name' || !KEYWORDS.has(t.text) || ['True', 'False', 'None'].includes(t.text)) continue;
      const next = toks[i + 1];
      const prev = toks[i - 1];
      const assigned = i === 0 && next !== undefined && (next.text === '=' || /^[-+*/%]=$/.test(next.text));
      const attribute = prev?.text === '.';
      const param = toks[0]?.text === 'def' && (prev?.text === '(' || prev?.text === ',') && i > 2;
      const value = prev !== undefined && (prev.text === '=' || prev.text === '(' || prev.text === ',') && STATEMENT_ONLY.has(t.text) && !(t.text === 'if' || t.text === 'for') && !param;
      const defName = i === 1 && (toks[0]?.text === 'def' || toks[0]?.text === 'class');
      if (assigned || attribute || param || value || defName) {
        return { kind: 'keyword-as-name', vars: { word: t.text } };
      }
    }
    return null;
  }

  forLoop(message: string): SyntaxDiagnosis | null {
    const toks = this.toks;
    const inAt = toks.findIndex((t) => t.text === 'in' && t.depth === this.base);
    const target = toks[1];
    if (!target) return null;
    if (inAt < 0) {
      if (target.text === '(' || toks[2]?.text === '=') return { kind: 'for-c-style', vars: {} };
      // for x range(3): the target names, then the iterable without 'in'
      let k = 1;
      while (toks[k]?.kind === 'name' && !KEYWORDS.has((toks[k] as Token).text) && toks[k + 1]?.text === ',') k += 2;
      const last = toks[k];
      const after = toks[k + 1];
      if (last?.kind === 'name' && after && after.text !== ':') {
        return { kind: 'for-missing-in', vars: { target: this.text.slice(target.col, last.end), iterable: this.text.slice(after.col, this.lastToken()?.text === ':' ? (this.lastToken() as Token).col : undefined).trim() }, fix: this.insert(last.end, ' in') };
      }
      return null;
    }
    if ((target.kind === 'string' || target.kind === 'number') && (inAt === 2 || /cannot assign to literal/.test(message))) {
      const inner = /^['"](\w+)['"]$/.exec(target.text)?.[1];
      const fix = inner && /^[A-Za-z_]/.test(inner) ? this.replace(target.col, target.end, inner) : undefined;
      return { kind: 'for-literal-target', vars: { target: target.text }, ...(fix ? { fix } : {}) };
    }
    return null;
  }

  assignInCondition(kw: string): SyntaxDiagnosis | null {
    const stop = this.toks.findIndex((t) => (t.text === ':' || t.text === ';') && t.depth === this.base);
    const toks = stop < 0 ? this.toks : this.toks.slice(0, stop);
    for (let i = 1; i < toks.length; i++) {
      const t = toks[i] as Token;
      if (t.text !== '=') continue;
      const enc = this.enclosing(i);
      const inCall = enc !== undefined && (() => {
        // `if f(a=1):` is a keyword argument, not a comparison
        let depth = 0;
        for (let k = i - 1; k >= 0; k--) {
          const x = toks[k] as Token;
          if (x.text === ')' || x.text === ']' || x.text === '}') depth++;
          else if (x.text === '(' || x.text === '[' || x.text === '{') {
            if (depth === 0) return toks[k - 1]?.kind === 'name' && !KEYWORDS.has((toks[k - 1] as Token).text) && toks[i - 1]?.kind === 'name' && (toks[i - 2] === x || toks[i - 2]?.text === ',');
            depth--;
          }
        }
        return false;
      })();
      if (inCall || enc?.char === '{') continue;
      const next = toks[i + 1];
      const end = next?.text === '=' && next.col === t.end + 1 ? next.end : next?.text === '=' && next.col > t.end ? next.end : t.end;
      const left = this.text.slice((toks[1] as Token).col, t.col).trim().replace(/^\(/, '');
      return {
        kind: 'assign-in-condition',
        vars: { kw: CONDITION_KEYWORDS.has(kw) ? kw : '조건', left: left || '값' },
        fix: { line: this.L, code: `${this.text.slice(0, t.col).replace(/\s*$/, '')} == ${this.text.slice(end).replace(/^\s*/, '')}` },
      };
    }
    return null;
  }

  comprehensionIfElse(): SyntaxDiagnosis | null {
    const toks = this.toks;
    for (let i = 0; i < toks.length; i++) {
      if (toks[i]?.text !== 'for' || i === 0) continue;
      const depth = (toks[i] as Token).depth;
      const ifAt = toks.findIndex((t, k) => k > i && t.text === 'if' && t.depth === depth);
      const elseAt = toks.findIndex((t, k) => k > ifAt && ifAt > 0 && t.text === 'else' && t.depth === depth);
      if (ifAt > 0 && elseAt > 0) return { kind: 'comprehension-if-else', vars: {} };
    }
    return null;
  }

  sideBySide(): SyntaxDiagnosis | null {
    const toks = this.toks;
    const ends = (t: Token | undefined) => isAtom(t) || t?.text === ')' || t?.text === ']' || t?.text === '}';
    const pairs: number[] = [];
    for (let i = 0; i + 1 < toks.length; i++) {
      const a = toks[i] as Token;
      const b = toks[i + 1] as Token;
      if (!ends(a) || !isAtom(b)) continue;
      // 'a' 'b' is one string, unless the second one is a dictionary key ({'x': 1 'y': 2})
      if (a.kind === 'string' && b.kind === 'string' && !(toks[i + 2]?.text === ':' && this.enclosing(i + 1)?.char === '{')) continue;
      pairs.push(i);
    }
    if (pairs.length === 0) return null;
    const caret = this.caret;
    const i = caret === undefined ? (pairs[0] as number) : pairs.reduce((best, k) => (Math.abs((toks[k + 1] as Token).col - caret) < Math.abs((toks[best + 1] as Token).col - caret) ? k : best), pairs[0] as number);
    const a = toks[i] as Token;
    const b = toks[i + 1] as Token;
    const after = toks[i + 2];
    const spot = { a: a.text === ')' || a.text === ']' || a.text === '}' ? this.text.slice(this.startOf(i), a.end) : a.text, b: b.text };
    if (a.kind === 'number' && (b.text === 'x' || b.text === 'X') && after?.kind === 'number') {
      return { kind: 'times-x', vars: { spot: `${a.text} ${b.text} ${after.text}` }, fix: this.replace(b.col, b.end, '*') };
    }
    const keyPos = ['{', ','].includes(toks[i - 1]?.text ?? '');
    if (this.enclosing(i)?.char === '{' && keyPos && (a.kind === 'string' || toks.some((t) => t.text === ':' && t.depth === a.depth)) && !(toks[i + 2]?.text === ':')) {
      return { kind: 'dict-missing-colon', vars: { key: a.text }, fix: { line: this.L, code: `${this.text.slice(0, a.end)}: ${this.text.slice(b.col)}` } };
    }
    if (b.depth > 0) {
      return { kind: 'missing-comma', vars: spot, fix: { line: this.L, code: `${this.text.slice(0, a.end)}, ${this.text.slice(b.col)}` } };
    }
    if ((b.kind === 'name' && (after?.text === '=' || /^[-+*/%]=$/.test(after?.text ?? ''))) || (a.text === ')' && b.kind === 'name' && after?.text === '(')) {
      return { kind: 'two-statements', vars: { second: this.text.slice(b.col).trim() }, fix: { line: this.L, code: `${this.text.slice(0, a.end).replace(/\s*$/, '')}\n${this.indent}${this.text.slice(b.col)}` } };
    }
    if (a.kind === 'name' && CALLABLE_BUILTINS.has(a.text) && a.text !== 'print' && i > 0) {
      const last = after === undefined || after.text === ':' || after.text === ')' ? b : null;
      if (last) return { kind: 'call-missing-parens', vars: { fn: a.text, arg: b.text }, fix: { line: this.L, code: `${this.text.slice(0, a.end)}(${b.text})${this.text.slice(b.end)}` } };
    }
    if (a.kind === 'number' && (b.text === 'x' || b.text === 'X') && after?.kind === 'number') {
      return { kind: 'times-x', vars: { spot: `${a.text} ${b.text} ${after.text}` }, fix: this.replace(b.col, b.end, '*') };
    }
    if (this.toks.some((t) => t.text === ',' && t.depth === 0)) {
      return { kind: 'missing-comma', vars: spot, fix: { line: this.L, code: `${this.text.slice(0, a.end)}, ${this.text.slice(b.col)}` } };
    }
    return { kind: 'missing-operator', vars: spot };
  }

  // Start column of the bracketed group that token i closes (for quoting `f(x)` whole).
  private startOf(i: number): number {
    let depth = 0;
    for (let k = i; k >= 0; k--) {
      const t = this.toks[k] as Token;
      if (t.text === ')' || t.text === ']' || t.text === '}') depth++;
      else if (t.text === '(' || t.text === '[' || t.text === '{') {
        depth--;
        if (depth === 0) {
          const callee = this.toks[k - 1];
          return callee?.kind === 'name' && callee.col >= 0 ? callee.col : t.col;
        }
      }
    }
    return (this.toks[i] as Token).col;
  }

  incomplete(message: string): SyntaxDiagnosis | null {
    const toks = this.toks;
    if (/Expected one or more names after 'import'/.test(message) || (toks.length === 1 && toks[0]?.text === 'import') || (toks[0]?.text === 'from' && this.lastToken()?.text === 'import')) {
      return { kind: 'import-incomplete', vars: {} };
    }
    const lonely = (t: Token | undefined) => t !== undefined && ((t.kind === 'op' && BINARY_OPS.has(t.text)) || (t.kind === 'name' && OPERAND_KEYWORDS.has(t.text)));
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i] as Token;
      const next = toks[i + 1];
      if (!lonely(t)) continue;
      if (next === undefined || next.text === ':' || next.text === ')' || next.text === ']' || next.text === '}' || next.text === ',') {
        return { kind: 'incomplete-expression', vars: { op: t.text } };
      }
    }
    // print(1 +  ⏎ ) : the operator ends the previous line, the error is on the closing bracket.
    const first = toks[0];
    if (first && (first.text === ')' || first.text === ']' || first.text === '}')) {
      const before = this.all.filter((t) => t.line < this.L && t.kind !== 'comment' && t.kind !== 'newline').pop();
      if (lonely(before)) return { kind: 'incomplete-expression', vars: { op: (before as Token).text } };
    }
    const lastWord = this.lastToken();
    if (lastWord && lastWord.kind === 'name' && ['def', 'class', 'import', 'as', 'return', 'lambda'].includes(lastWord.text) && lastWord.text !== 'return') {
      return { kind: 'incomplete-expression', vars: { op: lastWord.text } };
    }
    return null;
  }
}

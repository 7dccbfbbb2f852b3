// The one Python tokenizer of the project: the syntax-error diagnosis (syntax-diagnosis.ts), the
// string-and-comment mask (source-scan.ts) and, on the server, the tutor's code fingerprints and
// code reading all read code through it, with the one list of keywords and builtins below. The explainer runs
// synchronously in the browser and on the server, and it must read code that does NOT parse, so
// Python's own tokenize/ast (only reachable asynchronously through Pyodide or the sandbox, and
// stopping at the first error) does not fit. This one never throws: unknown characters become
// 'error' tokens, an unterminated string ends at the end of its line, and brackets are tracked
// with the line and column where each was opened.

export type TokenKind = 'name' | 'number' | 'string' | 'op' | 'comment' | 'newline' | 'error';

export interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based line of the first character. */
  line: number;
  /** 0-based column of the first character in that line. */
  col: number;
  /** 0-based column after the last character (on the token's last line). */
  end: number;
  /** Open brackets before this token (0 at statement level). */
  depth: number;
  /** Offsets of the token in the code (CRLF read as one character, see tokenize). */
  start: number;
  stop: number;
}

export interface OpenBracket {
  char: string;
  line: number;
  col: number;
}

export interface TokenizeResult {
  tokens: Token[];
  /** Brackets still open at the end of the code. */
  open: OpenBracket[];
}

export const KEYWORDS: ReadonlySet<string> = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del',
  'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda',
  'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield',
]);

/** Soft keywords: keywords only at the start of a match statement, names elsewhere. */
export const SOFT_KEYWORDS: ReadonlySet<string> = new Set(['match', 'case']);

/** Builtin names a beginner's program uses (for suggestions, fingerprints and code reading). */
export const BUILTINS: ReadonlySet<string> = new Set([
  'abs', 'all', 'any', 'bin', 'bool', 'chr', 'dict', 'divmod', 'enumerate', 'eval', 'filter', 'float', 'format', 'hex',
  'input', 'int', 'isinstance', 'len', 'list', 'map', 'max', 'min', 'next', 'oct', 'open', 'ord', 'pow', 'print',
  'range', 'reversed', 'round', 'set', 'sorted', 'str', 'sum', 'tuple', 'type', 'zip',
]);

/** Whether a name is Python's own vocabulary: a keyword (soft ones too) or a builtin. */
export function isPythonWord(name: string): boolean {
  return KEYWORDS.has(name) || SOFT_KEYWORDS.has(name) || BUILTINS.has(name);
}

// Longest first, so that '**=' wins over '**' and '*'.
const OPERATORS = [
  '**=', '//=', '>>=', '<<=', '...', '->', ':=', '==', '!=', '<=', '>=', '**', '//', '<<', '>>', '+=', '-=', '*=',
  '/=', '%=', '&=', '|=', '^=', '@=', '+', '-', '*', '/', '%', '@', '<', '>', '=', '.', ',', ':', ';', '(', ')',
  '[', ']', '{', '}', '&', '|', '^', '~', '!',
];

const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_]/u;
/** Letters that may open a string literal (f"…", rb"…"). */
export const STRING_PREFIX = /^(?:[rRbBuUfFtT]|[rR][bBfFtT]|[bBfFtT][rR])$/;
const CLOSING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

export interface TokenizeOptions {
  /**
   * Code inside prose (a tutor reply): a quote right after a letter or digit is an apostrophe
   * (it's, 'here's the code') and is skipped, not the start of a string hiding the rest of the line.
   */
  prose?: boolean;
}

/** Tokenizes Python source; see the file comment for how broken code is read. */
export function tokenize(code: string, options: TokenizeOptions = {}): TokenizeResult {
  const src = code.replace(/\r\n?/g, '\n');
  const tokens: Token[] = [];
  const open: OpenBracket[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const n = src.length;
  const push = (kind: TokenKind, start: number, stop: number, startLine = line, startCol = start - lineStart) => {
    tokens.push({ kind, text: src.slice(start, stop), line: startLine, col: startCol, end: stop - lineStart, depth: open.length, start, stop });
  };
  while (i < n) {
    const ch = src[i] as string;
    if (ch === '\n') {
      if (open.length === 0) push('newline', i, i + 1);
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\f') {
      i++;
      continue;
    }
    if (ch === '\\' && src[i + 1] === '\n') {
      i += 2;
      line++;
      lineStart = i;
      continue;
    }
    if (ch === '#') {
      const stop = src.indexOf('\n', i);
      const e = stop < 0 ? n : stop;
      push('comment', i, e);
      i = e;
      continue;
    }
    if (NAME_START.test(ch)) {
      let j = i + 1;
      while (j < n && NAME_PART.test(src[j] as string)) j++;
      const word = src.slice(i, j);
      if ((src[j] === '"' || src[j] === "'") && STRING_PREFIX.test(word)) {
        const startLine = line;
        const startCol = i - lineStart;
        const stop = scanString(src, j);
        for (let k = i; k < stop; k++) if (src[k] === '\n') { line++; lineStart = k + 1; }
        tokens.push({ kind: 'string', text: src.slice(i, stop), line: startLine, col: startCol, end: stop - lineStart, depth: open.length, start: i, stop });
        i = stop;
        continue;
      }
      push('name', i, j);
      i = j;
      continue;
    }
    if ((ch === '"' || ch === "'") && options.prose && i > 0 && NAME_PART.test(src[i - 1] as string)) {
      i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const startLine = line;
      const startCol = i - lineStart;
      const stop = scanString(src, i);
      for (let k = i; k < stop; k++) if (src[k] === '\n') { line++; lineStart = k + 1; }
      tokens.push({ kind: 'string', text: src.slice(i, stop), line: startLine, col: startCol, end: stop - lineStart, depth: open.length, start: i, stop });
      i = stop;
      continue;
    }
    if (/\d/.test(ch) || (ch === '.' && /\d/.test(src[i + 1] ?? ''))) {
      // Letters glued to a number stay in the token (2y, 0x1g), as Python reports them together.
      let j = i + 1;
      while (j < n && /[\w.]/.test(src[j] as string)) {
        if (src[j] === '.' && !/\d/.test(src[j + 1] ?? '') && /[eE]/.test(src[j - 1] as string)) break;
        j++;
      }
      push('number', i, j);
      i = j;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (op) {
      if (op === '(' || op === '[' || op === '{') {
        push('op', i, i + 1);
        open.push({ char: op, line, col: i - lineStart });
      } else if (op === ')' || op === ']' || op === '}') {
        if (open.length > 0 && (open[open.length - 1] as OpenBracket).char === CLOSING[op]) open.pop();
        push('op', i, i + 1);
      } else {
        push('op', i, i + op.length);
      }
      i += op.length;
      continue;
    }
    push('error', i, i + 1);
    i++;
  }
  return { tokens, open };
}

// Returns the index after the closing quote (or the end of the line for an unterminated string).
function scanString(src: string, start: number): number {
  const quote = src[start] as string;
  const triple = src.startsWith(quote.repeat(3), start);
  const delim = triple ? quote.repeat(3) : quote;
  let i = start + delim.length;
  while (i < src.length) {
    const ch = src[i] as string;
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (src.startsWith(delim, i)) return i + delim.length;
    if (!triple && ch === '\n') return i;
    i++;
  }
  return src.length;
}

/** True for a token that is a value by itself: a name (not a keyword), number, string or True/False/None. */
export function isAtom(t: Token | undefined): boolean {
  if (!t) return false;
  if (t.kind === 'number' || t.kind === 'string') return true;
  if (t.kind !== 'name') return false;
  return !KEYWORDS.has(t.text) || t.text === 'True' || t.text === 'False' || t.text === 'None';
}

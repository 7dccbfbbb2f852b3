// A small Python lexer pass shared by the input(), num1/num2 and identifier rules: it blanks out
// comments and the text of string literals (keeping their length and line breaks) so that
// `print("input(")` or `# num1` do not count as code. Expressions inside f-string braces stay
// visible, because `f"{input()}"` does call input().

const STRING_PREFIX = /^(?:[rRbBuUfFtT]|[rR][bBfFtT]|[bBfFtT][rR])?$/;

function blank(ch: string): string {
  return ch === '\n' ? '\n' : ' ';
}

/** Returns `code` with comments and string-literal text replaced by spaces (same length, same lines). */
export function maskStringsAndComments(code: string): string {
  const out: string[] = [];
  let i = 0;
  const n = code.length;
  while (i < n) {
    const ch = code[i] as string;
    if (ch === '#') {
      while (i < n && code[i] !== '\n') {
        out.push(' ');
        i++;
      }
      continue;
    }
    if (ch === '"' || ch === "'") {
      // The prefix letters were already emitted as code; look back to know the string kind.
      let p = i;
      while (p > 0 && /[A-Za-z]/.test(code[p - 1] as string) && i - p < 2) p--;
      const prefix = code.slice(p, i);
      const isPrefix = STRING_PREFIX.test(prefix) && (p === 0 || !/[\w]/.test(code[p - 1] as string));
      const formatted = isPrefix && /[fFtT]/.test(prefix);
      i = scanString(code, i, formatted, out);
      continue;
    }
    out.push(ch);
    i++;
  }
  return out.join('');
}

function scanString(code: string, start: number, formatted: boolean, out: string[]): number {
  const n = code.length;
  const quote = code[start] as string;
  const triple = code.startsWith(quote.repeat(3), start);
  const delim = triple ? quote.repeat(3) : quote;
  for (const c of delim) out.push(c);
  let i = start + delim.length;
  while (i < n) {
    const ch = code[i] as string;
    // A backslash never ends a string, not even a raw one (r"\"" is one string).
    if (ch === '\\' && i + 1 < n) {
      out.push(' ', blank(code[i + 1] as string));
      i += 2;
      continue;
    }
    if (code.startsWith(delim, i)) {
      for (const c of delim) out.push(c);
      return i + delim.length;
    }
    if (!triple && ch === '\n') return i; // unterminated: the line ends the string
    if (formatted && ch === '{') {
      if (code[i + 1] === '{') {
        out.push(' ', ' ');
        i += 2;
        continue;
      }
      i = scanReplacementField(code, i, delim, out);
      continue;
    }
    out.push(blank(ch));
    i++;
  }
  return i;
}

// Copies an f-string replacement field `{expr!r:fmt}` as code, up to its closing brace.
function scanReplacementField(code: string, start: number, delim: string, out: string[]): number {
  const n = code.length;
  let depth = 0;
  let i = start;
  while (i < n) {
    const ch = code[i] as string;
    if (code.startsWith(delim, i)) return i;
    if (ch === '\n' && delim.length === 1) return i;
    if (ch === '"' || ch === "'") {
      if (delim.includes(ch)) return i;
      i = scanString(code, i, false, out);
      continue;
    }
    out.push(ch);
    i++;
    if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return i;
}

const IDENTIFIER = /[\p{L}_][\p{L}\p{N}_]*/gu;

/** The distinct identifiers used in the code (outside strings and comments), in order of appearance. */
export function identifiersIn(code: string): string[] {
  const seen = new Set<string>();
  const masked = maskStringsAndComments(code);
  for (const m of masked.matchAll(IDENTIFIER)) {
    // `1e5` or `0x1f`: letters that belong to a number literal
    if (m.index > 0 && /\d/.test(masked[m.index - 1] as string)) continue;
    seen.add(m[0]);
  }
  return [...seen];
}

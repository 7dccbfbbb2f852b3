// The string-and-comment mask shared by the input(), num1/num2 and identifier rules, on the
// project's one Python tokenizer (py-tokens.ts): comments and the text of string literals are
// blanked (keeping their length and line breaks) so that `print("input(")` or `# num1` do not
// count as code. Expressions inside f-string braces stay visible, because `f"{input()}"` does
// call input().
import { tokenize, type Token } from './py-tokens.js';

function blank(ch: string): string {
  return ch === '\n' ? '\n' : ' ';
}

/** Returns `code` with comments and string-literal text replaced by spaces (same length, same lines). */
export function maskStringsAndComments(code: string): string {
  const out = code.split('');
  // Carriage returns read as spaces, so that the tokens' offsets are those of `code` itself.
  for (const t of tokenize(code.replace(/\r/g, ' ')).tokens) {
    if (t.kind === 'comment') for (let k = t.start; k < t.stop; k++) out[k] = ' ';
    else if (t.kind === 'string') maskString(code, t, out);
  }
  return out.join('');
}

/** Blanks the text of one string token: prefix and quotes stay, f-string replacement fields stay code. */
function maskString(code: string, t: Token, out: string[]): void {
  const prefix = /^[A-Za-z]*/.exec(t.text)![0];
  const formatted = /[fFtT]/.test(prefix);
  const open = t.start + prefix.length;
  const quote = code[open] as string;
  const delim = code.startsWith(quote.repeat(3), open) ? quote.repeat(3) : quote;
  const closed = t.stop - open >= 2 * delim.length && code.startsWith(delim, t.stop - delim.length);
  const end = closed ? t.stop - delim.length : t.stop;
  let i = open + delim.length;
  while (i < end) {
    const ch = code[i] as string;
    // A backslash never ends a string, not even a raw one (r"\"" is one string).
    if (ch === '\\' && i + 1 < end) {
      out[i] = ' ';
      out[i + 1] = blank(code[i + 1] as string);
      i += 2;
      continue;
    }
    if (formatted && ch === '{') {
      if (code[i + 1] === '{') {
        out[i] = ' ';
        out[i + 1] = ' ';
        i += 2;
        continue;
      }
      i = keepReplacementField(code, i, end, out);
      continue;
    }
    out[i] = blank(ch);
    i++;
  }
}

/** Leaves an f-string replacement field `{expr!r:fmt}` as code up to its closing brace (strings in it masked). */
function keepReplacementField(code: string, start: number, end: number, out: string[]): number {
  let depth = 0;
  let i = start;
  while (i < end) {
    const ch = code[i] as string;
    if (ch === '"' || ch === "'") {
      // A string inside the expression: its text is masked up to its own quote.
      let j = i + 1;
      while (j < end && code[j] !== ch) {
        out[j] = blank(code[j] as string);
        if (code[j] === '\\' && j + 1 < end) out[++j] = blank(code[j] as string);
        j++;
      }
      i = Math.min(j + 1, end);
      continue;
    }
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

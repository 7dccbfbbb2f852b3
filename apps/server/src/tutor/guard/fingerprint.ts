// Code fingerprints for the solution-leak filter: a forgiving Python tokenizer that also reads prose
// (a model may put code anywhere: fences, indented lines, inline spans, plain sentences), tokens
// canonicalised so that renaming variables, translating string literals, changing numbers'
// spelling, whitespace, quotes, semicolons or comments does not change the fingerprint, and
// multiset k-gram containment (how much of a secret token sequence a text reproduces).

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'match', 'case',
]);

const BUILTINS = new Set([
  'print', 'input', 'int', 'float', 'str', 'bool', 'len', 'range', 'list', 'dict', 'tuple', 'set', 'sum', 'max', 'min', 'abs',
  'round', 'sorted', 'reversed', 'enumerate', 'zip', 'map', 'filter', 'type', 'isinstance', 'open', 'ord', 'chr', 'any', 'all',
  'divmod', 'pow', 'format', 'id', 'hex', 'bin', 'oct', 'iter', 'next',
]);

const OPERATORS = [
  '**=', '//=', '>>=', '<<=', '...', '->', '**', '//', '==', '!=', '<=', '>=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', ':=', '<<', '>>',
  '+', '-', '*', '/', '%', '<', '>', '=', '(', ')', '[', ']', '{', '}', ',', ':', '.', '@', '&', '|', '^', '~',
];

const IDENT_START = /[A-Za-z_\u00C0-\u1FFF\u3040-\uD7FF\uF900-\uFAFF]/;
const IDENT_PART = /[A-Za-z0-9_\u00C0-\u1FFF\u3040-\uD7FF\uF900-\uFAFF]/;
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;

/**
 * Canonical tokens: keywords, builtins, attribute names and operators as written; ID, STR, NUM,
 * BLANK (`___`) otherwise. Mode 'code' reads a program (comments dropped). Mode 'reply' reads a
 * tutor reply: comment text is read too (commented-out code is still code), and a quote right after
 * a letter is an apostrophe (it's, 'here's the code'), not the start of a string that would hide
 * the rest of the line.
 */
export function canonicalTokens(input: string, mode: 'code' | 'reply' = 'code'): string[] {
  // A reply may carry code inside a JSON or quoted string: read its escapes as what they mean.
  const text = mode === 'reply' ? input.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\(["'])/g, '$1') : input;
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  let prev = '';
  let prefixEnd = -1;
  const push = (t: string) => {
    out.push(t);
    prev = t;
  };
  while (i < n) {
    const ch = text[i] as string;
    if (ch === '#') {
      if (mode === 'code') while (i < n && text[i] !== '\n') i++;
      else i++;
      continue;
    }
    if ((ch === '"' || ch === "'") && mode === 'reply' && i > 0 && IDENT_PART.test(text[i - 1] as string) && i !== prefixEnd) {
      i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const triple = text.startsWith(ch.repeat(3), i);
      const quote = triple ? ch.repeat(3) : ch;
      let j = i + quote.length;
      while (j < n) {
        if (text[j] === '\\') {
          j += 2;
          continue;
        }
        if (!triple && text[j] === '\n') break;
        if (text.startsWith(quote, j)) {
          j += quote.length;
          break;
        }
        j++;
      }
      // In a reply, a long "string" is more likely code or prose wrapped in quotes: read through it.
      if (mode === 'reply' && j - i > 48) {
        i += quote.length;
        continue;
      }
      push('STR');
      i = j;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^(?:0[xXoObB][0-9a-fA-F_]+|[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][+-]?[0-9]+)?j?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(i, i + 64));
      push('NUM');
      i += m ? m[0].length : 1;
      continue;
    }
    if (IDENT_START.test(ch)) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(text[j] as string)) j++;
      const word = text.slice(i, j);
      // A string prefix directly followed by a quote (f"...", r'...') belongs to the string.
      if (STRING_PREFIX.test(word) && (text[j] === '"' || text[j] === "'")) {
        prefixEnd = j;
        i = j;
        continue;
      }
      if (/^_{2,}$/.test(word) && word.length >= 3) push('BLANK');
      else if (prev === '.' && /^[A-Za-z_]\w*$/.test(word)) push(word);
      else if (KEYWORDS.has(word) || BUILTINS.has(word)) push(word);
      else push('ID');
      i = j;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (op) {
      push(op);
      i += op.length;
      continue;
    }
    // Whitespace, backticks, semicolons, emoji and other punctuation carry no code structure.
    i++;
  }
  return out;
}

/** Whether a canonical token is Python's own vocabulary (a keyword or a builtin name). */
export function isPythonWord(token: string): boolean {
  return KEYWORDS.has(token) || BUILTINS.has(token);
}

export const K = 4;

/** Multiset of k-grams of a token list. */
export function kgrams(tokens: readonly string[], k = K): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + k <= tokens.length; i++) {
    const g = tokens.slice(i, i + k).join(' ');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

/** counts(a) minus counts(b), dropping what reaches zero. */
export function subtract(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [g, c] of a) {
    const left = c - (b.get(g) ?? 0);
    if (left > 0) out.set(g, left);
  }
  return out;
}

export function total(counts: Map<string, number>): number {
  let t = 0;
  for (const c of counts.values()) t += c;
  return t;
}

/** Share (0..1) of the secret's k-gram occurrences that the text's k-grams reproduce. */
export function containment(secret: Map<string, number>, text: Map<string, number>): number {
  const size = total(secret);
  if (size === 0) return 0;
  let hit = 0;
  for (const [g, c] of secret) hit += Math.min(c, text.get(g) ?? 0);
  return hit / size;
}

/** The k-gram multiset of a text (code or prose with code in it). */
export function fingerprint(text: string, mode: 'code' | 'reply' = 'code'): Map<string, number> {
  return kgrams(canonicalTokens(text, mode));
}

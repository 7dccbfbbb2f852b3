// Code fingerprints for the solution-leak filter: the project's Python tokenizer reading prose too
// (a model may put code anywhere: fences, indented lines, inline spans, plain sentences), tokens
// canonicalised so that renaming variables, translating string literals, changing numbers'
// spelling, whitespace, quotes, semicolons or comments does not change the fingerprint, and
// multiset k-gram containment (how much of a secret token sequence a text reproduces).

import { isPythonWord, tokenize } from '@dodam/contracts/python/py-tokens';

export { isPythonWord };

/** A string literal longer than this, in a reply, is more likely code or prose wrapped in quotes: it is read through. */
const LONG_STRING = 48;

/**
 * Canonical tokens of the project's one Python tokenizer: keywords, builtins, attribute names and
 * operators as written; ID, STR, NUM, BLANK (`___`) otherwise — so identifiers are renamed
 * canonically. Mode 'code' reads a program (comments dropped). Mode 'reply' reads a tutor reply:
 * comment text is read too (commented-out code is still code), escapes inside a JSON or quoted
 * string read as what they mean, a quote right after a letter is an apostrophe (it's, 'here's the
 * code'), not the start of a string that would hide the rest of the line, and a long "string" is
 * read through.
 */
export function canonicalTokens(input: string, mode: 'code' | 'reply' = 'code'): string[] {
  const text =
    mode === 'reply'
      ? input
          .replace(/\\n/g, '\n')
          .replace(/\\t/g, '\t')
          .replace(/\\(["'])/g, '$1')
      : input;
  const out: string[] = [];
  let prev = '';
  const push = (t: string) => {
    out.push(t);
    prev = t;
  };
  for (const t of tokenize(text, { prose: mode === 'reply' }).tokens) {
    if (t.kind === 'comment') {
      if (mode === 'reply') for (const inner of canonicalTokens(t.text.slice(1), 'reply')) push(inner);
    } else if (t.kind === 'string') {
      const body = /^[A-Za-z]*("""|'''|"|')([\s\S]*)$/.exec(t.text);
      if (mode === 'reply' && body && body[2]!.length + body[1]!.length > LONG_STRING) {
        for (const inner of canonicalTokens(body[2]!.endsWith(body[1]!) ? body[2]!.slice(0, -body[1]!.length) : body[2]!, 'reply')) push(inner);
      } else push('STR');
    } else if (t.kind === 'number') push('NUM');
    else if (t.kind === 'name') {
      if (/^_{3,}$/.test(t.text)) push('BLANK');
      else if (prev === '.' && /^[A-Za-z_]\w*$/.test(t.text)) push(t.text);
      else if (isPythonWord(t.text)) push(t.text);
      else push('ID');
    } else if (t.kind === 'op' && t.text !== ';' && t.text !== '!') push(t.text);
    // Newlines, backticks, emoji and other punctuation carry no code structure.
  }
  return out;
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

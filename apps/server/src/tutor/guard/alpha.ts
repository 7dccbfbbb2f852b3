// Alpha-invariant line keys for the revealed-line budget: a solution line and the same line with
// its variables renamed (consistently within the line), comments added, spacing or quote style
// changed, a number spelled otherwise, or the operands of a commutative operator swapped
// (`0 == n % 2`, `2 * x`, `total = n + total`) have the same key. Read through the project's one
// Python tokenizer. Keywords, builtins, attribute names, string contents and number values are
// kept: only the names the author chose are replaced, by their order of first appearance.
import { isPythonWord, tokenize, type Token } from '@dodam/contracts/python/py-tokens';

const SEP = '\u0001';

interface Tok {
  kind: 'id' | 'word' | 'str' | 'num' | 'op' | 'blank';
  text: string;
}

/**
 * Lines shorter than this (in tokens) are generic once renamed (`x = 0`, `print(x)`): they count
 * renamed only for a problem already being revealed (see solution.ts).
 */
export const SPECIFIC_TOKENS = 5;
/** Longest window looked at in a reply (a solution line is rarely longer). */
const MAX_WINDOW = 60;

const COMMUTATIVE = new Set(['==', '!=', '+', '*']);
const BEFORE = new Set(['(', ',', '=', '[', ':', '{', '+=', '-=', '*=', '/=', '//=', '%=', 'if', 'elif', 'while', 'return', 'and', 'or', 'not', 'in', 'assert', 'yield']);
const AFTER = new Set([')', ',', ':', ']', '}', 'and', 'or', 'if', 'else', 'for']);

const isAtom = (t: Tok | undefined) => !!t && (t.kind === 'id' || t.kind === 'num' || t.kind === 'str' || (t.kind === 'word' && /^(True|False|None)$/.test(t.text)));

function stringValue(raw: string): { f: boolean; body: string } {
  const m = /^([A-Za-z]*)("""|'''|"|')([\s\S]*)$/.exec(raw);
  if (!m) return { f: false, body: raw };
  const [, prefix, quote, rest] = m;
  const body = rest!.endsWith(quote!) ? rest!.slice(0, -quote!.length) : rest!;
  // An escaped quote reads the same in either quote style.
  return { f: /f/i.test(prefix!), body: body.replace(/\\(["'])/g, '$1') };
}

function numberValue(raw: string): string {
  const v = Number(raw.replace(/_/g, ''));
  return Number.isFinite(v) ? String(v) : raw;
}

/** A token list of one piece of code (no comments, newlines or stray characters). */
function toToks(tokens: readonly Token[]): Tok[] {
  const out: Tok[] = [];
  for (const t of tokens) {
    if (t.kind === 'string') out.push({ kind: 'str', text: t.text });
    else if (t.kind === 'number') out.push({ kind: 'num', text: numberValue(t.text) });
    else if (t.kind === 'name') {
      // A blank (`___`), also glued to a word when a reading joins lines, is never a solution's name.
      if (/_{3,}/.test(t.text)) out.push({ kind: 'blank', text: '___' });
      else if (out.at(-1)?.text === '.' || isPythonWord(t.text)) out.push({ kind: 'word', text: t.text });
      else out.push({ kind: 'id', text: t.text });
    } else if (t.kind === 'op' && t.text !== ';') out.push({ kind: 'op', text: t.text });
  }
  return out;
}

/** Swaps the atom operands of a commutative operator into one order (names by first appearance, then literals). */
function normalise(toks: Tok[]): Tok[] {
  const first = new Map<string, number>();
  toks.forEach((t, i) => {
    if (t.kind === 'id' && !first.has(t.text)) first.set(t.text, i);
  });
  const rank = (t: Tok) => (t.kind === 'id' ? first.get(t.text)! : t.kind === 'num' ? 1e6 : t.kind === 'word' ? 2e6 : 3e6);
  const out = [...toks];
  for (let i = 0; i + 2 < out.length; i++) {
    const a = out[i]!;
    const op = out[i + 1]!;
    const b = out[i + 2]!;
    if (op.kind !== 'op' || !COMMUTATIVE.has(op.text) || !isAtom(a) || !isAtom(b)) continue;
    const prev = out[i - 1];
    const next = out[i + 3];
    // String concatenation is not commutative; an atom that is called, indexed or bound tighter is not an operand.
    if ((op.text === '+' || op.text === '*') && (a.kind === 'str' || b.kind === 'str')) continue;
    if ((prev && !BEFORE.has(prev.text)) || (next && !AFTER.has(next.text))) continue;
    if (rank(b) < rank(a)) {
      out[i] = b;
      out[i + 2] = a;
    }
  }
  return out;
}

/** The key of a window: names replaced by their order of first appearance in it (`names`: how many). */
function keyOf(toks: readonly Tok[], names = new Map<string, string>()): string {
  const label = (n: string) => {
    let l = names.get(n);
    if (!l) {
      l = `$${names.size}`;
      names.set(n, l);
    }
    return l;
  };
  const parts: string[] = [];
  for (const t of toks) {
    if (t.kind === 'id') parts.push(label(t.text));
    else if (t.kind === 'str') {
      const { f, body } = stringValue(t.text);
      // Names inside an f-string's braces are renamed with the rest of the line.
      parts.push(f ? `f"${body.replace(/\{([^{}]*)\}/g, (_m, e: string) => `{${e.replace(/(?<![.\w])[A-Za-z_]\w*/g, (n) => (isPythonWord(n) ? n : label(n)))}}`)}"` : `"${body}"`);
    } else parts.push(t.text);
  }
  return `${SEP}${parts.join(SEP)}${SEP}`;
}

/** The alpha key of one solution line (comments dropped), or '' when it has no name of its own to rename. */
export function lineAlphaKey(line: string): string {
  const toks = toToks(tokenize(line).tokens);
  if (toks.length < 3) return '';
  const names = new Map<string, string>();
  const key = keyOf(normalise(toks), names);
  return names.size > 0 ? key : '';
}

/** Runs of code tokens in a reply line: broken at prose words (non-ASCII names), backticks, emoji and other stray characters; comments read as code of their own. */
function segments(line: string): Tok[][] {
  const out: Tok[][] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length) out.push(normalise(toToks(run)));
    run = [];
  };
  for (const t of tokenize(line, { prose: true }).tokens) {
    if (t.kind === 'comment') {
      flush();
      out.push(...segments(t.text.slice(1)));
    } else if (t.kind === 'error' || t.kind === 'newline' || (t.kind === 'name' && /[^ -~]/.test(t.text))) flush();
    else run.push(t);
  }
  flush();
  return out;
}

/**
 * Every alpha key of a reply (windows of the given lengths inside its code runs, line by line).
 * `lengths`: the token counts of the solution lines being looked for.
 */
export function replyAlphaKeys(text: string, lengths: ReadonlySet<number>): Set<string> {
  const keys = new Set<string>();
  if (lengths.size === 0) return keys;
  const src = text.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
  for (const line of src.split('\n')) {
    if (!/[A-Za-z_]/.test(line)) continue;
    for (const seg of segments(line)) {
      for (let i = 0; i < seg.length; i++) {
        for (const n of lengths) {
          if (n > MAX_WINDOW || i + n > seg.length) continue;
          keys.add(keyOf(seg.slice(i, i + n)));
        }
      }
    }
  }
  return keys;
}

/** Tokens in a key (for the window lengths to look at). */
export const keyLength = (key: string) => key.split(SEP).length - 2;

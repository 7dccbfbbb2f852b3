// Hidden code: what a model can hide code (or the canary) in — each reading is the whole text
// read another way — and code hidden in prose lines: lines of bare code outside a fence, and lines
// that read as code only backwards, are held like a code block until their run ends and checked
// whole; a run that hides code (written backwards, or cut mid-line or mid-word) makes every
// problem of every course count as the one being assessed for the rest of the reply.
import { canonicalTokens, isPythonWord } from './fingerprint.js';
import { codeLayout } from './layout.js';

export const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function isIndentedCode(line: string): boolean {
  return /^( {4,}|\t)\S/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line);
}


// 12 characters (9 bytes) and up: a canary or line can be cut into short pieces, each encoded.
const BASE64_BLOB = /(?:[A-Za-z0-9+/]{4}){3,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?|(?:[A-Za-z0-9_-]{4}){3,}/g;
const HEX_BLOB = /(?:(?:0x|\\x)?[0-9a-fA-F]{2}[\s,:]?){8,}/g;

/** Decoded text if it reads as text (printable, mostly), else null. */
function asText(bytes: Buffer): string | null {
  if (bytes.length < 6) return null;
  const text = bytes.toString('utf8');
  if (text.includes('\ufffd')) return null;
  const printable = text.replace(/[^\t\n\r\x20-\x7e\u00a0-\uffff]/g, '').length;
  return printable / text.length >= 0.9 ? text : null;
}

/** The text with base64 and hex blobs replaced by what they decode to (left as they are otherwise). */
export function decodeBlobs(text: string): string {
  const hex = text.replace(HEX_BLOB, (blob) => {
    const digits = blob.replace(/0x|\\x|[\s,:]/g, '');
    if (digits.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(digits)) return blob;
    return asText(Buffer.from(digits, 'hex')) ?? blob;
  });
  return hex.replace(BASE64_BLOB, (blob) => {
    const decoded = asText(Buffer.from(blob.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
    if (!decoded) return blob;
    // A blob with a digit, '+', '/', '-', '_', '=' or mixed case reads as base64. A blob of one case only
    // may be a plain word — or base64 of upper-case text or hex digits ('QTVBRURBQUVF' is 'A5ADEAAEE'):
    // it counts when it decodes to plain ASCII, and the word is kept beside what it decodes to.
    if (/[0-9+/=_-]/.test(blob) || (/[a-z]/.test(blob) && /[A-Z]/.test(blob))) return `\n${decoded}\n`;
    return /^[\x20-\x7e]+$/.test(decoded) ? `${blob}\n${decoded}\n` : blob;
  });
}

/** Markdown table rows read as their cells, one per line (a program can be put one line per cell). */
function tableCells(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (!/^\s*\|.*\|\s*$/.test(line)) return [line];
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) return [];
      return line.trim().slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim().replace(/^`+|`+$/g, ''));
    })
    .join('\n');
}

const reverseChars = (s: string) => Array.from(s).reverse().join('');

/**
 * The readings of a reply the guard compares: as written (blobs decoded, table cells on their
 * own lines), each line reversed, the whole text reversed (lines in reverse order too), and the
 * lines joined (code split in the middle of words over several lines).
 */
export function readings(text: string): string[] {
  const plain = tableCells(decodeBlobs(text));
  const out = [plain, plain.split('\n').map(reverseChars).join('\n'), reverseChars(plain)];
  if (plain.includes('\n')) out.push(plain.split('\n').map((l) => l.trim()).join(''));
  // Code laid out as HTML, list items, backslash-continued lines or spoken words: as code lines.
  const laid = codeLayout(plain);
  if (laid !== plain) out.push(laid);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Code hidden in prose lines: written backwards, or cut into pieces in the middle of a line or word.

const BLOCK_KEYWORDS = new Set(['if', 'elif', 'else', 'for', 'while', 'def', 'class', 'try', 'except', 'finally', 'with', 'match', 'case']);
const SIMPLE_STATEMENTS = new Set(['return', 'import', 'from', 'pass', 'break', 'continue', 'raise', 'del', 'assert', 'global', 'nonlocal', 'yield']);
const BINARY = new Set(['+', '*', '/', '//', '%', '**', '==', '!=', '<', '>', '<=', '>=', '=', '+=', '-=', '*=', '/=', '//=', '%=', '**=', ',', '.', 'and', 'or', 'in', 'is', '->', ':=']);
const HANGUL = /\p{Script=Hangul}/u;
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;

const pythonWords = (tokens: readonly string[]) => tokens.filter(isPythonWord).length;

/** Whether Python statements start in a token list (a keyword-led statement, a call of a builtin). */
function startsStatement(tokens: readonly string[]): boolean {
  return tokens.some((t, i) => (BLOCK_KEYWORDS.has(t) && tokens.indexOf(':', i) > i) || SIMPLE_STATEMENTS.has(t) || (isPythonWord(t) && tokens[i + 1] === '('));
}

/** A line that reads as Python only backwards (each line reversed, or the whole text). */
export function reversedCode(line: string): boolean {
  const backwards = canonicalTokens(reverseChars(line.trim()), 'reply');
  return backwards.length >= 2 && pythonWords(backwards) > pythonWords(canonicalTokens(line, 'reply')) && startsStatement(backwards);
}

/** Three words in a row with at most one of Python's words among them: a sentence, not code. */
function englishProse(text: string): boolean {
  const words = text.split(/\s+/);
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = words.slice(i, i + 3).map((w) => w.replace(/[,.!?;]+$/, ''));
    if (run.every((w) => /^[A-Za-z]{2,}$/.test(w)) && run.filter(isPythonWord).length <= 1) return true;
  }
  return false;
}

/** A line of bare code outside any fence: code tokens, no Korean outside strings and comments, no sentence. */
export function bareCode(line: string): boolean {
  const code = line.trim().replace(STRING_LITERAL, '""').replace(/#.*$/, '').trim();
  if (!code || FENCE.test(code) || HANGUL.test(code) || englishProse(code)) return false;
  return canonicalTokens(code, 'reply').length > 0;
}

/** A bare code line that is not a whole statement: a bracket or string left open, an operator dangling. */
function fragment(line: string): boolean {
  const code = line.trim().replace(STRING_LITERAL, '""').replace(/#.*$/, '').trim();
  const quotes = code.replace(/(?<=[A-Za-z])'(?=[A-Za-z])/g, '');
  if ((quotes.match(/"/g)?.length ?? 0) % 2 === 1 || (quotes.match(/'/g)?.length ?? 0) % 2 === 1) return true;
  const tokens = canonicalTokens(code, 'reply');
  if (tokens.length === 0) return false;
  let depth = 0;
  for (const t of tokens) depth += t === '(' || t === '[' || t === '{' ? 1 : t === ')' || t === ']' || t === '}' ? -1 : 0;
  if (depth !== 0) return true;
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  if (BINARY.has(last) || last === '-' || (BINARY.has(first) && first !== '.') || first === '.') return true;
  // `2 == 0:` or `range(n):` — the end of a compound statement whose keyword is on another line.
  return last === ':' && !BLOCK_KEYWORDS.has(first) && first !== 'lambda' && tokens.some((t) => t !== ':' && t !== ',' && /^[^A-Za-z]/.test(t));
}

/** Two lines cut in the middle of a Python word (`pri` / `nt(x)`). */
function cutWord(before: string, after: string): boolean {
  const a = /[A-Za-z_]+$/.exec(before.trimEnd())?.[0];
  const b = /^[A-Za-z_0-9]+/.exec(after.trimStart())?.[0];
  return a !== undefined && b !== undefined && isPythonWord(a + b) && !isPythonWord(a) && !isPythonWord(b);
}

/** Whether a run of held lines hides code: written backwards, or cut mid-line or mid-word. */
export function hidesCode(run: string): boolean {
  const lines = run.split('\n').filter((l) => l.trim());
  return lines.some((l, i) => reversedCode(l) || (bareCode(l) && fragment(l)) || (i > 0 && cutWord(lines[i - 1]!, l)));
}

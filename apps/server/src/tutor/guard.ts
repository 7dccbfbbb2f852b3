// Deterministic guardrails on model replies, applied while the reply streams:
//  - solution leak: the reply's code (fences, indented lines, inline spans, code in sentences,
//    commented-out code) fingerprinted with canonical tokens and compared, as multiset k-gram
//    containment, with the reference solutions of the course's problems minus what the student
//    already has (starter code, their own code); earlier tutor replies in the history count too,
//    so a solution handed out in pieces over several turns adds up. In evaluation mode any code
//    block of 3+ lines that is neither the student's code nor a skeleton with blanks is refused.
//  - hidden code: lines of bare code outside a fence, and lines that read as code only backwards,
//    are held like a code block until their run ends and checked whole; a run that hides code
//    (written backwards, or cut mid-line or mid-word) makes every problem of every course count
//    as the one being assessed for the rest of the reply (no allowance for generic examples).
//  - instructions leak: the canary, or a run of the system prompt's own sentences.
//  - length: the reply is capped.
// Text is released line by line (prose may go out before its line ends, minus a hold-back), code
// blocks only once complete and checked; after a trip nothing more of the model's text goes out.
import type { ContentProblem, TutorMode } from '@dodam/contracts';
import { canonicalTokens, fingerprint, isPythonWord, kgrams, subtract, total } from './fingerprint.js';

export type GuardReason = 'solution' | 'prompt';

export interface SecretSolution {
  problemId: string;
  secret: Map<string, number>;
  size: number;
  /** The solution's lines the student does not have, as canonical token strings (with repeats). */
  lines: string[];
  /** Lines of the same shape (canonical key), each as written (spacing removed): told apart when quoted as written. */
  twins: ReadonlyMap<string, readonly string[]>;
  /** Share of the secret a reply may reproduce before it counts as a leak. */
  threshold: number;
  /** Smallest k-gram secret judged by containment (tiny secrets of other problems are generic code). */
  kgramMin: number;
  /** Fewest secret lines (and their tokens) judged by line coverage: more for problems not assessed. */
  lineMin: number;
  lineTokensMin: number;
}

export const THRESHOLDS = { current: 0.5, evaluation: 0.5, practice: 0.75, other: 0.5 } as const;
/** A secret this small is essentially what the student already has: nothing left to leak. */
const MIN_SECRET = 3;
/**
 * Problems other than the ones being assessed: their k-gram secret must be this large to be
 * judged by containment, so that ordinary examples (a few prints, an input, an if) are not
 * mistaken for the solution of some small problem elsewhere in the course.
 */
const MIN_SECRET_OTHER = 16;
/** Fewer secret lines than this are judged by k-grams only. */
const MIN_LINES = 2;
/** Tokens the reproduced lines must add up to. */
const MIN_LINE_TOKENS = 10;
const MIN_LINES_OTHER = 3;
const MIN_LINE_TOKENS_OTHER = 10;
/** Secret k-grams a reply must add to what the conversation already revealed to count as leaking. */
const MIN_NEW_KGRAMS = 2;

const SEP = '\u0001';
const lineKey = (tokens: readonly string[]) => `${SEP}${tokens.join(SEP)}${SEP}`;

/** Statement lines of a program (comments dropped), as canonical token lists. */
function canonicalLines(code: string): string[][] {
  return code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => canonicalTokens(l, 'code'))
    .filter((t) => t.length > 0);
}

/** Code with all whitespace removed (how a line is compared as written). */
export function squashCode(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Whether `piece` (squashed code) occurs in `text` (squashed) not as part of a longer name or number. */
function quotes(text: string, piece: string): boolean {
  const word = /[A-Za-z0-9_]/;
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + piece.length] ?? '';
    if (!(word.test(piece[0]!) && word.test(before)) && !(word.test(piece.at(-1)!) && word.test(after))) return true;
  }
  return false;
}

/** How many times `key` (a lineKey) occurs in `stream` (a lineKey of a whole text). */
function occurrences(stream: string, key: string): number {
  let n = 0;
  let at = stream.indexOf(key);
  while (at >= 0) {
    n++;
    at = stream.indexOf(key, at + key.length - 1);
  }
  return n;
}

/** What is secret about a problem whatever the student wrote: computed once per problem. */
export interface ProblemSecret {
  problemId: string;
  /** Reference k-grams minus the starter code and the question and hint. */
  base: Map<string, number>;
  /** Reference lines (canonical keys) that the starter code, question and hint do not show. */
  lines: string[];
  /** Keys that several of those lines share, with the lines as written (spacing removed). */
  twins: Map<string, string[]>;
}

export function problemSecret(p: ContentProblem): ProblemSecret {
  const shown = `${p.question}\n${p.hint}`;
  const base = subtract(subtract(fingerprint(p.reference_solution, 'code'), fingerprint(p.starter_code, 'code')), fingerprint(shown, 'reply'));
  const starterLines = new Set(canonicalLines(p.starter_code).map(lineKey));
  // A line shown word for word in the question or hint is public; the same shape with other
  // values (`if score >= 80:` after a hint showing `if score >= 90:`) is still the solution.
  const shownFlat = shown.replace(/\s+/g, '');
  const kept = p.reference_solution
    .split('\n')
    .filter((l) => !shownFlat.includes(l.replace(/\s+/g, '')))
    .map((l) => ({ key: lineKey(canonicalTokens(l, 'code')), text: squashCode(l.replace(/#.*$/, '')), size: canonicalTokens(l, 'code').length }))
    .filter((l) => l.size >= 3 && !starterLines.has(l.key));
  const twins = new Map<string, string[]>();
  for (const l of kept) twins.set(l.key, [...(twins.get(l.key) ?? []), l.text]);
  for (const [k, texts] of twins) if (new Set(texts).size < 2) twins.delete(k);
  return { problemId: p.id, base, lines: kept.map((l) => l.key), twins };
}

export interface SecretOptions {
  studentCode: string;
  mode: TutorMode;
  currentSectionProblemIds: ReadonlySet<string>;
  currentProblemId?: string | undefined;
}

/** The secrets of one request: each problem's secret minus the student's own code, with its threshold. */
export function secretsFor(problems: readonly ProblemSecret[], opts: SecretOptions): SecretSolution[] {
  const hasCode = opts.studentCode.trim() !== '';
  const student = hasCode ? fingerprint(opts.studentCode, 'code') : null;
  const studentStream = hasCode ? lineKey(canonicalTokens(opts.studentCode, 'code')) : '';
  const out: SecretSolution[] = [];
  for (const p of problems) {
    const secret = student ? subtract(p.base, student) : p.base;
    const size = total(secret);
    const lines = hasCode ? p.lines.filter((k) => !studentStream.includes(k)) : p.lines;
    if (size < MIN_SECRET && lines.length === 0) continue;
    const assessed = p.problemId === opts.currentProblemId || (opts.mode === 'evaluation' && opts.currentSectionProblemIds.has(p.problemId));
    out.push({ problemId: p.problemId, secret, size, lines, twins: p.twins, // Any problem's solution counts from half of it, whatever is selected (no section, another
      // course): the larger minimum sizes below keep generic examples from matching small problems.
      threshold: assessed ? THRESHOLDS.current : THRESHOLDS.other,
      kgramMin: assessed ? MIN_SECRET : MIN_SECRET_OTHER,
      // Two short lines of another problem (a list and its length printed) are a generic example.
      lineMin: assessed ? MIN_LINES : MIN_LINES_OTHER,
      lineTokensMin: assessed ? MIN_LINE_TOKENS : MIN_LINE_TOKENS_OTHER,
    });
  }
  return out;
}

/** The same secret judged as if its problem were the one being assessed (the reply hides code). */
function strictly(s: SecretSolution): SecretSolution {
  return { ...s, threshold: Math.min(s.threshold, THRESHOLDS.current), kgramMin: MIN_SECRET, lineMin: MIN_LINES, lineTokensMin: MIN_LINE_TOKENS };
}

/** Reference solutions minus what the student already has or was shown, with their thresholds. */
export function buildSecrets(problems: readonly ContentProblem[], opts: SecretOptions): SecretSolution[] {
  return secretsFor(problems.map(problemSecret), opts);
}

/** A secret's lines grouped by shape: how many times each occurs in the solution, and its size in tokens. */
interface LineGroup {
  key: string;
  n: number;
  tokens: number;
  /** Its first three tokens (see leadOf). */
  lead: string;
}

function groupLines(lines: readonly string[]): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const key of lines) {
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { key, n: 1, tokens: key.split(SEP).length - 2, lead: leadOf(key) });
  }
  return [...groups.values()];
}

/** groupLines, once per lines array (a problem's lines are the same array in every request where the student has no code). */
const groupCache = new WeakMap<readonly string[], LineGroup[]>();
function linesOf(lines: readonly string[]): LineGroup[] {
  let groups = groupCache.get(lines);
  if (!groups) {
    groups = groupLines(lines);
    groupCache.set(lines, groups);
  }
  return groups;
}

/**
 * Share of the secret lines a token stream reproduces (each occurrence used once), and their size
 * in tokens. `count` tells how often a line occurs in the stream (memoised by the caller: many
 * problems share lines such as `print(x)`).
 */
function groupCoverage(groups: readonly LineGroup[], total: number, count: (key: string) => number): { share: number; tokens: number } {
  if (total === 0) return { share: 0, tokens: 0 };
  let hit = 0;
  let tokens = 0;
  for (const g of groups) {
    const found = Math.min(g.n, count(g.key));
    hit += found;
    tokens += found * g.tokens;
  }
  return { share: hit / total, tokens };
}

/** The first three tokens of a line key (every secret line has at least three): a line can only occur where they do. */
const leadOf = (key: string) => key.split(SEP, 4).slice(1, 4).join(SEP);

/** Every run of three consecutive tokens of a stream, keyed like leadOf. */
function triples(tokens: readonly string[], into = new Set<string>()): Set<string> {
  for (let i = 0; i + 3 <= tokens.length; i++) into.add(`${tokens[i]}${SEP}${tokens[i + 1]}${SEP}${tokens[i + 2]}`);
  return into;
}

/** A memoised occurrence counter over one stream. */
export function occurrenceCounter(stream: string): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    let n = seen.get(key);
    if (n === undefined) {
      n = occurrences(stream, key);
      seen.set(key, n);
    }
    return n;
  };
}

// ---------------------------------------------------------------------------------------------
// What a model can hide code (or the canary) in: each reading is the whole text read another way.

const BASE64_BLOB = /(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?|(?:[A-Za-z0-9_-]{4}){4,}/g;
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
    // A plain long word is not base64: require a digit, '+', '/', '-', '_', '=' or mixed case.
    if (!/[0-9+/=_-]/.test(blob) && !(/[a-z]/.test(blob) && /[A-Z]/.test(blob))) return blob;
    const decoded = asText(Buffer.from(blob.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
    return decoded ? `\n${decoded}\n` : blob;
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

// ---------------------------------------------------------------------------------------------
// Instructions leak

const SHINGLE = 14;
/** Consecutive matching shingles that make a leak (≈ 20 shared characters in a row). */
const RUN = 7;

export function normaliseForShingles(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function shingles(text: string): Set<string> {
  const t = normaliseForShingles(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= t.length; i++) out.add(t.slice(i, i + SHINGLE));
  return out;
}

export interface PromptSecret {
  shingles: Set<string>;
  canary: string;
}

export function promptLeaks(text: string, secret: PromptSecret): boolean {
  const t = normaliseForShingles(text);
  if (secret.canary && t.includes(normaliseForShingles(secret.canary))) return true;
  // The canary's random part alone (`DODAM-` dropped or rewritten) is the canary too.
  const random = normaliseForShingles(secret.canary.replace(/^[A-Za-z]+-/, ''));
  if (random.length >= 8 && t.includes(random)) return true;
  let run = 0;
  for (let i = 0; i + SHINGLE <= t.length; i++) {
    if (secret.shingles.has(t.slice(i, i + SHINGLE))) {
      run++;
      if (run >= RUN) return true;
    } else run = 0;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

export interface GuardOptions {
  mode: TutorMode;
  secrets: readonly SecretSolution[];
  prompt: PromptSecret;
  studentCode: string;
  /**
   * What earlier tutor replies already handed out: one text per account of them (the server's own
   * record, the history the client sent). Accounts are combined by the larger count, not added.
   */
  prior: string | readonly string[];
  /** The same replies one by one (a canary split over replies is looked for at each one's end). */
  priorReplies?: readonly string[];
  maxChars: number;
  /**
   * Code the student can read in the lessons anyway (normalised with `normaliseBlock`): in
   * practice mode quoting it is not a leak, whatever problem it resembles.
   */
  publicBlocks?: ReadonlySet<string>;
  /** Text that replaces the rest of the reply after a trip. */
  replacement(reason: GuardReason, problemId?: string): string;
}

/** A code block reduced to its statements: fences, blank lines and indentation-free spacing removed. */
export function normaliseBlock(block: string): string {
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(`{3,}|~{3,})/.test(l))
    .map((l) => l.replace(/\s+/g, ' '))
    .join('\n');
}

const HOLD_BACK = 24;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** A piece of text that can add code (Korean prose with no code character cannot). */
const CODE_CHAR = /[A-Za-z0-9_()[\]{}=:"'<>+\-*/%]/;

function isIndentedCode(line: string): boolean {
  return /^( {4,}|\t)\S/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line);
}

/** How a piece of the reply is offered: a prose line, a fenced or indented block, a run of held lines. */
type PieceKind = 'line' | 'block' | 'held';

export class ReplyGuard {
  /** Everything that went out (model text that passed, then any replacement). */
  text = '';
  tripped: GuardReason | null = null;
  leakedProblemId: string | undefined;
  truncated = false;

  private pending = '';
  private lineReleased = 0;
  private fence: { marker: string; lines: string[] } | null = null;
  private indented: string[] = [];
  /** Bare code lines, and lines that read as code backwards: released once their run ends. */
  private held: string[] = [];
  /** The reply hides code: every problem is judged as the one being assessed. */
  private strict = false;
  private checked = '';
  /** What the solution check reads: the released text minus quoted lesson examples. */
  private code = '';
  /** The last two characters released (a trip's separator depends on them). */
  private tail = '';
  private readonly priorCounts = new Map<string, number>();
  private readonly hasPrior: boolean;
  private readonly studentLines: Set<string>;
  private readonly priorPromptTail: string;
  private readonly priorCounter: (key: string) => number;
  /** Earlier replies read every way, spacing removed (lines quoted as written are looked up here). */
  private readonly priorFlat: string;
  private readonly priorTails: string[];
  private readonly priorReveals = new Map<string, { hit: number; lineShare: number }>();
  // Indexes over the request's secrets (hundreds: every problem of every course), so that a reading
  // is compared only with the secrets it shares something with; the result is the same as comparing
  // every secret (a secret sharing no k-gram and no line start with the conversation scores 0).
  /** k-gram → the secrets holding it (index into opts.secrets) and how many times. */
  private readonly postings = new Map<string, [number, number][]>();
  /** First three tokens of a secret line → the secrets with such a line. */
  private readonly lineStarts = new Map<string, number[]>();
  private readonly groups: LineGroup[][];
  /** Per secret: what the earlier replies alone reveal of its k-grams (the part of `hit` no reading changes). */
  private readonly priorHits: number[];
  /** Secrets the earlier replies already share something with (always compared). */
  private readonly priorCandidates = new Set<number>();

  constructor(private readonly opts: GuardOptions) {
    // What earlier replies revealed, read every way a reply is read (a solution or canary given
    // in pieces, one per request, adds up across replies). Each reading, and each account of the
    // earlier replies, counts on its own: the larger count wins, so that the same line seen in two
    // readings (reversed line by line and as a whole) or in two accounts is not counted twice.
    const sources = (typeof opts.prior === 'string' ? [opts.prior] : opts.prior).filter((t) => t.trim() !== '');
    const counters: ((key: string) => number)[] = [];
    const flat: string[] = [];
    const priorTriples = new Set<string>();
    for (const source of sources) {
      for (const reading of readings(source)) {
        flat.push(squashCode(reading));
        const tokens = canonicalTokens(reading, 'reply');
        for (const [g, c] of kgrams(tokens)) this.priorCounts.set(g, Math.max(c, this.priorCounts.get(g) ?? 0));
        counters.push(occurrenceCounter(lineKey(tokens)));
        triples(tokens, priorTriples);
      }
    }
    this.hasPrior = counters.length > 0;
    this.groups = opts.secrets.map((s) => linesOf(s.lines));
    this.priorHits = opts.secrets.map((s, i) => {
      let hit = 0;
      for (const [g, c] of s.secret) {
        const posting = this.postings.get(g);
        if (posting) posting.push([i, c]);
        else this.postings.set(g, [[i, c]]);
        hit += Math.min(c, this.priorCounts.get(g) ?? 0);
      }
      for (const { lead } of this.groups[i]!) {
        const list = this.lineStarts.get(lead);
        if (list) list.push(i);
        else this.lineStarts.set(lead, [i]);
        if (priorTriples.has(lead)) this.priorCandidates.add(i);
      }
      if (hit > 0) this.priorCandidates.add(i);
      return hit;
    });
    this.priorFlat = flat.join('\u0002');
    this.priorCounter = (key) => counters.reduce((n, count) => Math.max(n, count(key)), 0);
    this.priorPromptTail = (opts.priorReplies?.at(-1) ?? sources.at(-1) ?? '').slice(-400);
    this.priorTails = (opts.priorReplies ?? []).map((r) => r.slice(-48));
    this.studentLines = new Set(opts.studentCode.split('\n').map((l) => l.trim()).filter(Boolean));
  }

  get stopped(): boolean {
    return this.tripped !== null || this.truncated;
  }

  /** The model's own text that reached the student (without any replacement). */
  get released(): string {
    return this.checked;
  }

  /** Feed model text; returns what may be shown now. */
  push(delta: string): string {
    if (this.stopped) return '';
    this.pending += delta;
    let out = '';
    for (;;) {
      if (this.stopped) return out;
      const nl = this.pending.indexOf('\n');
      if (nl < 0) break;
      const line = this.pending.slice(0, nl + 1);
      this.pending = this.pending.slice(nl + 1);
      out += this.emit(this.onLine(line));
      this.lineReleased = 0;
    }
    if (!this.stopped) out += this.emit(this.onPartial());
    return out;
  }

  /** The model finished: check and release what is left. */
  end(): string {
    if (this.stopped) return '';
    let out = '';
    if (this.pending) {
      const line = this.pending;
      this.pending = '';
      out += this.emit(this.onLine(line));
    }
    if (!this.stopped && this.fence) {
      const block = this.fence.lines.join('');
      this.fence = null;
      out += this.emit(this.offer(block, 'block'));
    }
    if (!this.stopped) out += this.emit(this.flushRuns());
    return out;
  }

  /** Record released text as it goes out (a trip's separator depends on what went before). */
  private emit(out: string): string {
    this.text += out;
    return out;
  }

  private onLine(line: string): string {
    if (this.fence) {
      this.fence.lines.push(line);
      const close = FENCE.exec(line);
      if (close && close[1]!.startsWith(this.fence.marker[0]!) && close[1]!.length >= this.fence.marker.length && line.trim() === close[1]) {
        const block = this.fence.lines.join('');
        this.fence = null;
        return this.offer(block, 'block');
      }
      return '';
    }
    const open = FENCE.exec(line);
    if (open && this.lineReleased === 0) {
      const out = this.flushRuns();
      if (this.stopped) return out;
      this.fence = { marker: open[1]!, lines: [line] };
      return out;
    }
    if (this.lineReleased === 0) {
      // Code outside a fence, or written backwards, waits until its run is complete: a program cut
      // into pieces (mid-line, mid-word) or reversed is only recognisable whole.
      const hidden = bareCode(line) || reversedCode(line);
      if (this.held.length > 0 && (hidden || !line.trim() || isIndentedCode(line))) {
        this.held.push(line);
        return '';
      }
      if (isIndentedCode(line)) {
        this.indented.push(line);
        return '';
      }
      if (hidden) {
        const out = this.flushIndented();
        if (this.stopped) return out;
        this.held.push(line);
        return out;
      }
    }
    const out = this.flushRuns();
    if (this.stopped) return out;
    return out + this.offer(line.slice(this.lineReleased), 'line');
  }

  private flushIndented(): string {
    if (!this.indented.length) return '';
    const block = this.indented.join('');
    this.indented = [];
    return this.offer(block, 'block');
  }

  private flushRuns(): string {
    const out = this.flushIndented();
    if (this.stopped || !this.held.length) return out;
    const run = this.held.join('');
    this.held = [];
    return out + this.offer(run, 'held');
  }

  private onPartial(): string {
    if (this.fence || this.indented.length || this.held.length) return '';
    const line = this.pending;
    if (!line || /^\s/.test(line) || /^[`~]/.test(line) || /[`=()[\]{}:;#"']/.test(line)) return '';
    // A run of symbols-and-letters without spaces may be an encoded blob: wait for the whole line.
    if (/[\x21-\x7e]{12,}/.test(line)) return '';
    // So may a line of code (bare or backwards): it is held whole.
    if (bareCode(line) || reversedCode(line)) return '';
    const end = line.length - HOLD_BACK;
    if (end <= this.lineReleased) return '';
    const candidate = line.slice(this.lineReleased, end);
    const out = this.offer(candidate, 'line');
    if (!this.stopped) this.lineReleased = end;
    return out;
  }

  /** Check `candidate` as the next piece of the reply; release it or trip. */
  private offer(candidate: string, kind: PieceKind): string {
    const isBlock = kind !== 'line';
    const quotesLesson = isBlock && this.opts.mode === 'practice' && (this.opts.publicBlocks?.has(normaliseBlock(candidate)) ?? false);
    // Code written backwards or cut into pieces is never teaching: no allowance for generic examples.
    if (isBlock && !quotesLesson && !this.strict && hidesCode(candidate)) this.strict = true;
    const code = quotesLesson ? this.code : this.code + candidate;
    const leak = !quotesLesson && CODE_CHAR.test(candidate) ? this.solutionLeak(code, kind === 'block' ? candidate : '') : null;
    if (leak) return this.trip('solution', leak);
    // The instructions and canary: the recent window (with the end of earlier replies, so a canary
    // split over two replies joins up), read every way.
    const window = `${this.checked === '' ? this.priorPromptTail : ''}${this.checked.slice(-400)}${candidate}`;
    if (readings(window).some((r) => promptLeaks(r, this.opts.prompt))) return this.trip('prompt');
    const recent = `${this.checked.slice(-200)}${candidate}`;
    if (this.priorTails.some((tail) => promptLeaks(tail + recent, this.opts.prompt))) return this.trip('prompt');
    if (this.text.length + candidate.length > this.opts.maxChars) {
      this.truncated = true;
      if (isBlock) return '\n…';
      const room = Math.max(0, this.opts.maxChars - this.text.length);
      return `${candidate.slice(0, room)}…`;
    }
    this.checked += candidate;
    this.code = code;
    this.tail = (this.tail + candidate).slice(-2);
    return candidate;
  }

  private solutionLeak(all: string, block: string): string | null {
    for (const reading of readings(all)) {
      const found = this.leakIn(reading);
      if (found) return found;
    }
    if (block && this.opts.mode === 'evaluation' && this.isFullProgram(block)) return 'block';
    return null;
  }

  /** The problem whose solution one reading of the reply (with what earlier replies gave) reproduces. */
  private leakIn(text: string): string | null {
    const tokens = canonicalTokens(text, 'reply');
    const counts = kgrams(tokens);
    // What earlier replies and this one revealed together: pieces handed out over several turns
    // add up, while the same piece shown again (a repeated reply) is not counted twice. Per secret:
    // hit = Σ min(c, max(this reply's count, earlier count)) = priorHits + what this reading adds.
    const added = new Map<number, number>();
    for (const [g, cur] of counts) {
      const posting = this.postings.get(g);
      if (!posting) continue;
      const prior = this.priorCounts.get(g) ?? 0;
      if (cur <= prior) continue;
      for (const [i, c] of posting) {
        const more = Math.min(c, cur) - Math.min(c, prior);
        if (more > 0) added.set(i, (added.get(i) ?? 0) + more);
      }
    }
    const candidates = new Set<number>([...this.priorCandidates, ...added.keys()]);
    for (const t of triples(tokens)) for (const i of this.lineStarts.get(t) ?? []) candidates.add(i);
    const current = occurrenceCounter(lineKey(tokens));
    const flat = squashCode(text);
    // The problem most reproduced, the larger secret on a tie (the request's own come first, and
    // win exact ties): its hint replaces the reply.
    let best: { problemId: string; share: number; size: number } | null = null;
    for (const i of [...candidates].sort((a, b) => a - b)) {
      const secret = this.opts.secrets[i]!;
      const s = this.strict ? strictly(secret) : secret;
      const before = this.priorReveal(s, i);
      const hit = this.priorHits[i]! + (added.get(i) ?? 0);
      // A leak is this reply taking the conversation to the threshold with something new of the
      // secret (one more line counts); repeating what was already given is not a new leak.
      let share = s.size >= s.kgramMin && hit / s.size >= s.threshold && hit - before.hit >= MIN_NEW_KGRAMS ? hit / s.size : 0;
      // One generic line (`print(x)`, `x = int(input())`) proves nothing; most lines of a solution do.
      const lines = groupCoverage(this.groups[i]!, s.lines.length, this.revealedLines(s, current, flat));
      if (s.lines.length >= s.lineMin && lines.share >= s.threshold && lines.tokens >= s.lineTokensMin && lines.share > before.lineShare) share = Math.max(share, lines.share);
      const size = s.size + s.lines.length;
      if (share > 0 && (!best || share > best.share || (share === best.share && size > best.size))) best = { problemId: s.problemId, share, size };
    }
    return best?.problemId ?? null;
  }

  /**
   * How often each line shape of a secret was revealed, by this reply (`current`, `flat`) and the
   * earlier ones together: the larger count of the two, so a line shown again is not counted twice;
   * but lines of the same shape quoted as written count one each (a solution's `print(first)` and
   * `print(second)`, one per request, are two of its lines).
   */
  private revealedLines(s: SecretSolution, current: ((key: string) => number) | null, flat: string): (key: string) => number {
    return (key) => {
      const n = Math.max(current?.(key) ?? 0, this.priorCounter(key));
      const twins = s.twins.get(key);
      if (!twins || n >= twins.length || n === 0) return n;
      return Math.max(n, new Set(twins.filter((t) => (flat !== '' && quotes(flat, t)) || (this.hasPrior && quotes(this.priorFlat, t)))).size);
    };
  }

  /** How much of a secret earlier replies had already given (computed once per secret). */
  private priorReveal(s: SecretSolution, i: number): { hit: number; lineShare: number } {
    let found = this.priorReveals.get(s.problemId);
    if (!found) {
      found = { hit: this.priorHits[i]!, lineShare: this.hasPrior ? groupCoverage(this.groups[i]!, s.lines.length, this.revealedLines(s, null, '')).share : 0 };
      this.priorReveals.set(s.problemId, found);
    }
    return found;
  }

  /** Evaluation mode: a block of 3+ code lines that is neither a skeleton nor the student's own code. */
  private isFullProgram(block: string): boolean {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !FENCE.test(l) && !l.startsWith('#'));
    if (lines.length < 3) return false;
    if (/_{3,}/.test(block)) return false;
    const own = lines.filter((l) => this.studentLines.has(l)).length;
    return own / lines.length < 0.8;
  }

  private trip(reason: GuardReason, problemId?: string): string {
    this.tripped = reason;
    this.leakedProblemId = problemId && problemId !== 'block' ? problemId : undefined;
    this.pending = '';
    this.fence = null;
    this.indented = [];
    this.held = [];
    const sep = this.tail === '' || this.tail.endsWith('\n\n') ? '' : this.tail.endsWith('\n') ? '\n' : '\n\n';
    return sep + this.opts.replacement(reason, this.leakedProblemId);
  }
}

/** Run a whole reply through a guard (non-streaming callers, tests). */
export function guardText(text: string, opts: GuardOptions): { text: string; tripped: GuardReason | null; truncated: boolean } {
  const guard = new ReplyGuard(opts);
  guard.push(text);
  guard.end();
  return { text: guard.text, tripped: guard.tripped, truncated: guard.truncated };
}

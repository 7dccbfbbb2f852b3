// Deterministic guardrails on model replies, applied while the reply streams:
//  - solution leak: the reply's code (fences, indented lines, inline spans, code in sentences,
//    commented-out code) fingerprinted with canonical tokens and compared, as multiset k-gram
//    containment, with the reference solutions of the course's problems minus what the student
//    already has (starter code, their own code); earlier tutor replies in the history count too,
//    so a solution handed out in pieces over several turns adds up. In evaluation mode any code
//    block of 3+ lines that is neither the student's code nor a skeleton with blanks is refused.
//  - instructions leak: the canary, or a run of the system prompt's own sentences.
//  - length: the reply is capped.
// Text is released line by line (prose may go out before its line ends, minus a hold-back), code
// blocks only once complete and checked; after a trip nothing more of the model's text goes out.
import type { ContentProblem, TutorMode } from '@dodam/contracts';
import { canonicalTokens, fingerprint, kgrams, subtract, total } from './fingerprint.js';

export type GuardReason = 'solution' | 'prompt';

export interface SecretSolution {
  problemId: string;
  secret: Map<string, number>;
  size: number;
  /** The solution's lines the student does not have, as canonical token strings (with repeats). */
  lines: string[];
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
}

export function problemSecret(p: ContentProblem): ProblemSecret {
  const shown = `${p.question}\n${p.hint}`;
  const base = subtract(subtract(fingerprint(p.reference_solution, 'code'), fingerprint(p.starter_code, 'code')), fingerprint(shown, 'reply'));
  const starterLines = new Set(canonicalLines(p.starter_code).map(lineKey));
  // A line shown word for word in the question or hint is public; the same shape with other
  // values (`if score >= 80:` after a hint showing `if score >= 90:`) is still the solution.
  const shownFlat = shown.replace(/\s+/g, '');
  const lines = p.reference_solution
    .split('\n')
    .filter((l) => !shownFlat.includes(l.replace(/\s+/g, '')))
    .map((l) => canonicalTokens(l, 'code'))
    .filter((t) => t.length >= 3)
    .map(lineKey)
    .filter((k) => !starterLines.has(k));
  return { problemId: p.id, base, lines };
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
    out.push({ problemId: p.problemId, secret, size, lines, // Any problem's solution counts from half of it, whatever is selected (no section, another
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

/** Reference solutions minus what the student already has or was shown, with their thresholds. */
export function buildSecrets(problems: readonly ContentProblem[], opts: SecretOptions): SecretSolution[] {
  return secretsFor(problems.map(problemSecret), opts);
}

/**
 * Share of the secret lines a token stream reproduces (each occurrence used once), and their size
 * in tokens. `count` tells how often a line occurs in the stream (memoised by the caller: many
 * problems share lines such as `print(x)`).
 */
export function lineCoverage(lines: readonly string[], count: (key: string) => number): { share: number; tokens: number } {
  if (lines.length === 0) return { share: 0, tokens: 0 };
  const need = new Map<string, number>();
  for (const k of lines) need.set(k, (need.get(k) ?? 0) + 1);
  let hit = 0;
  let tokens = 0;
  for (const [k, n] of need) {
    const found = Math.min(n, count(k));
    hit += found;
    tokens += found * (k.split(SEP).length - 2);
  }
  return { share: hit / lines.length, tokens };
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
  /** Earlier tutor replies (recent history): what was already handed out. */
  prior: string;
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

function isIndentedCode(line: string): boolean {
  return /^( {4,}|\t)\S/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line);
}

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
  private checked = '';
  /** What the solution check reads: the released text minus quoted lesson examples. */
  private code = '';
  /** The last two characters released (a trip's separator depends on them). */
  private tail = '';
  private readonly priorCounts: Map<string, number>;
  private readonly priorStream: string;
  private readonly studentLines: Set<string>;
  private readonly priorPromptTail: string;
  private readonly priorCounter: (key: string) => number;
  private readonly priorTails: string[];
  private readonly priorReveals = new Map<string, { hit: number; lineShare: number }>();

  constructor(private readonly opts: GuardOptions) {
    // What earlier replies revealed, read every way a reply is read (a solution or canary given
    // in pieces, one per request, adds up across replies).
    const priorReadings = readings(opts.prior);
    const priorTokens = canonicalTokens(priorReadings[0]!, 'reply');
    this.priorCounts = kgrams(priorTokens);
    this.priorStream = priorReadings.map((r) => lineKey(canonicalTokens(r, 'reply'))).join('');
    this.priorPromptTail = opts.prior.slice(-400);
    this.priorCounter = occurrenceCounter(this.priorStream);
    this.priorTails = (opts.priorReplies ?? []).map((r) => r.slice(-48));
    this.studentLines = new Set(opts.studentCode.split('\n').map((l) => l.trim()).filter(Boolean));
  }

  get stopped(): boolean {
    return this.tripped !== null || this.truncated;
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
      out += this.emit(this.offer(block, 0, true));
    }
    if (!this.stopped) out += this.emit(this.flushIndented());
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
        return this.offer(block, 0, true);
      }
      return '';
    }
    const open = FENCE.exec(line);
    if (open && this.lineReleased === 0) {
      const out = this.flushIndented();
      if (this.stopped) return out;
      this.fence = { marker: open[1]!, lines: [line] };
      return out;
    }
    if (this.lineReleased === 0 && isIndentedCode(line)) {
      this.indented.push(line);
      return '';
    }
    const out = this.flushIndented();
    if (this.stopped) return out;
    return out + this.offer(line.slice(this.lineReleased), 0, false);
  }

  private flushIndented(): string {
    if (!this.indented.length) return '';
    const block = this.indented.join('');
    this.indented = [];
    return this.offer(block, 0, true);
  }

  private onPartial(): string {
    if (this.fence || this.indented.length) return '';
    const line = this.pending;
    if (!line || /^\s/.test(line) || /^[`~]/.test(line) || /[`=()[\]{}:;#]/.test(line)) return '';
    // A run of symbols-and-letters without spaces may be an encoded blob: wait for the whole line.
    if (/[\x21-\x7e]{12,}/.test(line)) return '';
    const end = line.length - HOLD_BACK;
    if (end <= this.lineReleased) return '';
    const candidate = line.slice(this.lineReleased, end);
    const out = this.offer(candidate, 0, false);
    if (!this.stopped) this.lineReleased = end;
    return out;
  }

  /** Check `candidate` as the next piece of the reply; release it or trip. */
  private offer(candidate: string, _from: number, isBlock: boolean): string {
    const quotesLesson = isBlock && this.opts.mode === 'practice' && (this.opts.publicBlocks?.has(normaliseBlock(candidate)) ?? false);
    const code = quotesLesson ? this.code : this.code + candidate;
    // Text without a single ASCII letter or digit (Korean prose) cannot add code.
    const leak = !quotesLesson && /[A-Za-z0-9_]/.test(candidate) ? this.solutionLeak(code, isBlock ? candidate : '') : null;
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
    // add up, while the same piece shown again (a repeated reply) is not counted twice.
    const current = occurrenceCounter(lineKey(tokens));
    const count = (key: string) => Math.max(current(key), this.priorCounter(key));
    for (const s of this.opts.secrets) {
      const before = this.priorReveal(s);
      let hit = 0;
      for (const [g, c] of s.secret) hit += Math.min(c, Math.max(counts.get(g) ?? 0, this.priorCounts.get(g) ?? 0));
      // A leak is this reply taking the conversation to the threshold with something new of the
      // secret (one more line counts); repeating what was already given is not a new leak.
      if (s.size >= s.kgramMin && hit / s.size >= s.threshold && hit - before.hit >= MIN_NEW_KGRAMS) return s.problemId;
      // One generic line (`print(x)`, `x = int(input())`) proves nothing; most lines of a solution do.
      const lines = lineCoverage(s.lines, count);
      if (s.lines.length >= s.lineMin && lines.share >= s.threshold && lines.tokens >= s.lineTokensMin && lines.share > before.lineShare) return s.problemId;
    }
    return null;
  }

  /** How much of a secret earlier replies had already given (computed once per secret). */
  private priorReveal(s: SecretSolution): { hit: number; lineShare: number } {
    let found = this.priorReveals.get(s.problemId);
    if (!found) {
      let hit = 0;
      for (const [g, c] of s.secret) hit += Math.min(c, this.priorCounts.get(g) ?? 0);
      found = { hit, lineShare: this.priorStream ? lineCoverage(s.lines, this.priorCounter).share : 0 };
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

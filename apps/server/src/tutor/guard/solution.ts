// Solution leak: the reply's code (fences, indented lines, inline spans, code in sentences,
// commented-out code) fingerprinted with canonical tokens and compared, as multiset k-gram
// containment and as line coverage, with the reference solutions of the course's problems minus
// what the student already has (starter code, their own code); earlier tutor replies count too,
// so a solution handed out in pieces over several turns adds up; the revealed-line budget reads
// lines as written and renamed (alpha.ts), per student and problem. In evaluation mode any code
// block of 3+ lines that is neither the student's code nor a skeleton with blanks is refused.
import type { ContentProblem, TutorMode } from '@dodam/contracts';
import { canonicalTokens, fingerprint, kgrams, subtract, total } from './fingerprint.js';
import { FENCE, readings } from './hidden-code.js';
import { SPECIFIC_TOKENS, keyLength, lineAlphaKey, replyAlphaKeys } from './alpha.js';

export type GuardReason = 'solution' | 'prompt';

export interface SecretSolution {
  problemId: string;
  secret: Map<string, number>;
  size: number;
  /** The solution's lines the student does not have, as canonical token strings (with repeats). */
  lines: string[];
  /** Lines of the same shape (canonical key), each as written (spacing removed): told apart when quoted as written. */
  twins: ReadonlyMap<string, readonly string[]>;
  /**
   * Lines of the same shape as a line the student has (starter `money = money % 500`, solution
   * `money = money % 100`), each as written (spacing removed): they count only when quoted as written.
   */
  written: ReadonlyMap<string, readonly string[]>;
  /**
   * The problem open in this request: showing every one of its distinct secret lines — in any
   * order, any number of times, alone or added up over the conversation — is its answer.
   */
  current: boolean;
  /**
   * Nothing is selected: every distinct secret line shown, one of them quoted as written (spacing
   * aside), is this problem's answer too — generic code has its shapes, rarely its very lines.
   */
  wholeWhenQuoted: boolean;
  /** The secret lines as written (spacing and comments removed). */
  texts: readonly string[];
  /** Per line as written: its alpha key (alpha.ts: the same line renamed, commented, respaced), '' for none. */
  alphaOf: ReadonlyMap<string, string>;
  /** The short lines among `texts` (ProblemSecret.shortTexts): counted once something longer of the problem was shown. */
  short: ReadonlySet<string>;
  /** Share of the secret a reply may reproduce before it counts as a leak. */
  threshold: number;
  /** Smallest k-gram secret judged by containment (tiny secrets of other problems are generic code). */
  kgramMin: number;
  /** Fewest secret lines (and their tokens) judged by line coverage: more for problems not assessed. */
  lineMin: number;
  lineTokensMin: number;
}

export const THRESHOLDS = { current: 0.5, evaluation: 0.5, practice: 0.75, other: 0.5, unselected: 0.8 } as const;
/** A secret this small is essentially what the student already has: nothing left to leak. */
const MIN_SECRET = 3;
/**
 * Problems other than the ones being assessed: their k-gram secret must be this large to be
 * judged by containment, so that ordinary examples (a few prints, an input, an if) are not
 * mistaken for the solution of some small problem elsewhere in the course.
 */
const MIN_SECRET_OTHER = 16;
/** With no section or problem selected: the smallest k-gram secret judged at the stricter share. */
const MIN_SECRET_UNSELECTED = 6;
/** Fewer secret lines than this are judged by k-grams only. */
const MIN_LINES = 2;
/** Tokens the reproduced lines must add up to. */
const MIN_LINE_TOKENS = 10;
const MIN_LINES_OTHER = 3;
const MIN_LINE_TOKENS_OTHER = 10;
/** Secret k-grams a reply must add to what the conversation already revealed to count as leaking. */
const MIN_NEW_KGRAMS = 2;

/** Fewest distinct secret lines (as written) a problem needs to have a revealed-line budget: smaller ones are judged by the rules above. */
const BUDGET_MIN_LINES = 3;

const SEP = '\u0001';
const EMPTY_VIEW: View = { flat: '', alpha: new Set() };
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
/** A text's lines with their spacing removed, line breaks kept (a line quoted as written is looked up here, so a row number or label on the line before never joins it). */
function squashLines(text: string): string {
  return text.replace(/[^\S\n]+/g, '').replace(/\n+/g, '\n');
}

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
  /** Per line of `lines`: the line as written (spacing and comment removed). */
  texts: string[];
  /** Per line as written: its alpha key ('' when it has no name of its own). */
  alphaOf: Map<string, string>;
  /** Keys of lines shaped like a starter line (judged as written only). */
  starterShaped: Set<string>;
  /**
   * Lines of two tokens with a value or name of their own (`return "A"`, `return total`): too short
   * for shapes and k-grams, but as written they are the solution's lines all the same, so the
   * revealed-line budget counts them once a longer line of the problem was shown to the student
   * (a skeleton that keeps a function's `return "A"` lines and blanks its conditions shows no answer).
   */
  shortTexts: string[];
}

export function problemSecret(p: ContentProblem): ProblemSecret {
  const shown = `${p.question}\n${p.hint}`;
  const base = subtract(subtract(fingerprint(p.reference_solution, 'code'), fingerprint(p.starter_code, 'code')), fingerprint(shown, 'reply'));
  const starterLines = new Set(canonicalLines(p.starter_code).map(lineKey));
  const starterFlat = new Set(p.starter_code.split('\n').map((l) => squashCode(l.replace(/#.*$/, ''))).filter(Boolean));
  // A line shown word for word in the question or hint is public; the same shape with other
  // values (`if score >= 80:` after a hint showing `if score >= 90:`) is still the solution.
  const shownFlat = shown.replace(/\s+/g, '');
  const unshown = p.reference_solution.split('\n').filter((l) => !shownFlat.includes(l.replace(/\s+/g, '')));
  const kept = unshown
    .map((l) => ({ key: lineKey(canonicalTokens(l, 'code')), text: squashCode(l.replace(/#.*$/, '')), size: canonicalTokens(l, 'code').length, alpha: lineAlphaKey(l) }))
    .filter((l) => l.size >= 3 && !starterFlat.has(l.text));
  const twins = new Map<string, string[]>();
  for (const l of kept) twins.set(l.key, [...(twins.get(l.key) ?? []), l.text]);
  for (const [k, texts] of twins) if (new Set(texts).size < 2) twins.delete(k);
  // A line shaped like one the student has differs from it only in its values: it is secret as written.
  const starterShaped = new Set(kept.filter((l) => starterLines.has(l.key)).map((l) => l.key));
  // Lines that are the same once renamed (`first = input()`, `second = input()`): one renamed
  // occurrence cannot tell which was shown, so they count as written only.
  const alphaTexts = new Map<string, Set<string>>();
  for (const l of kept) if (l.alpha) alphaTexts.set(l.alpha, (alphaTexts.get(l.alpha) ?? new Set()).add(l.text));
  const alphaOf = new Map(kept.map((l) => [l.text, l.alpha && alphaTexts.get(l.alpha)!.size === 1 ? l.alpha : '']));
  const shortTexts = unshown
    .filter((l) => {
      const tokens = canonicalTokens(l, 'code');
      return tokens.length === 2 && tokens.some((t) => t === 'STR' || t === 'NUM' || t === 'ID');
    })
    .map((l) => squashCode(l.replace(/#.*$/, '')))
    .filter((t) => !starterFlat.has(t));
  return { problemId: p.id, base, lines: kept.map((l) => l.key), twins, texts: kept.map((l) => l.text), alphaOf, starterShaped, shortTexts };
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
  // Without code of their own the student still has the starter code (the lines shaped like it are judged against it).
  const studentFlat = squashLines((hasCode ? opts.studentCode : '').replace(/#.*$/gm, ''));
  const out: SecretSolution[] = [];
  const unselected = opts.currentSectionProblemIds.size === 0 && !opts.currentProblemId;
  for (const p of problems) {
    const secret = student ? subtract(p.base, student) : p.base;
    const size = total(secret);
    const kept = p.lines.flatMap((k, i) => {
      const text = p.texts[i]!;
      const has = p.starterShaped.has(k) ? quotes(studentFlat, text) : hasCode && studentStream.includes(k);
      return has ? [] : [{ k, text }];
    });
    const lines = kept.length === p.lines.length ? p.lines : kept.map((l) => l.k);
    const short = p.shortTexts.filter((t) => !(hasCode && quotes(studentFlat, t)));
    const texts = [...kept.map((l) => l.text), ...short];
    const shortSet = new Set(short);
    const written = new Map<string, string[]>();
    for (const l of kept) if (p.starterShaped.has(l.k)) written.set(l.k, [...(written.get(l.k) ?? []), l.text]);
    if (size < MIN_SECRET && lines.length === 0) continue;
    const assessed = p.problemId === opts.currentProblemId || (opts.mode === 'evaluation' && opts.currentSectionProblemIds.has(p.problemId));
    if (!assessed && unselected) {
      // Nothing selected: every problem could be the one the student is solving. Most of any
      // solution (80 %) is a leak however small the problem; less is judged as for other problems.
      out.push({ problemId: p.problemId, secret, size, lines, twins: p.twins, written, texts, alphaOf: p.alphaOf, short: shortSet, current: false, wholeWhenQuoted: true, threshold: THRESHOLDS.unselected, kgramMin: MIN_SECRET_UNSELECTED, lineMin: MIN_LINES, lineTokensMin: MIN_LINE_TOKENS });
    }
    out.push({ problemId: p.problemId, secret, size, lines, twins: p.twins, written, texts, alphaOf: p.alphaOf, short: shortSet, current: p.problemId === opts.currentProblemId, wholeWhenQuoted: false, // Any problem's solution counts from half of it, whatever is selected (no section, another
      // course): the larger minimum sizes below keep generic examples from matching small problems.
      threshold: assessed ? THRESHOLDS.current : THRESHOLDS.other,
      kgramMin: assessed ? MIN_SECRET : MIN_SECRET_OTHER,
      // Two short lines of another problem (a list and its length printed) are a generic example.
      lineMin: assessed ? MIN_LINES : MIN_LINES_OTHER,
      lineTokensMin: assessed ? assessedLineTokens(lines) : MIN_LINE_TOKENS_OTHER,
    });
  }
  return out;
}

/**
 * Tokens the reproduced lines of the assessed problem must add up to: MIN_LINE_TOKENS, or, for an
 * answer so short that it never reaches them, all its lines but the smallest (one `print(word)`
 * written three times is given away by two of its lines; never by one, see MIN_LINES).
 */
function assessedLineTokens(lines: readonly string[]): number {
  const sizes = lines.map((key) => key.split(SEP).length - 2);
  const all = sizes.reduce((n, t) => n + t, 0);
  return Math.min(MIN_LINE_TOKENS, all - Math.min(...sizes, all));
}

/** The same secret judged as if its problem were the one being assessed (the reply hides code). */
function strictly(s: SecretSolution): SecretSolution {
  return { ...s, threshold: Math.min(s.threshold, THRESHOLDS.current), kgramMin: MIN_SECRET, lineMin: MIN_LINES, lineTokensMin: assessedLineTokens(s.lines) };
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

export interface SolutionLeakOptions {
  mode: TutorMode;
  secrets: readonly SecretSolution[];
  studentCode: string;
  /** What earlier tutor replies already handed out: one text per account of them (combined by the larger count). */
  prior: readonly string[];
  /** Lesson example lines (spacing removed): public, not counted by the revealed-line budget. */
  publicLines?: ReadonlySet<string> | undefined;
  /** Their alpha keys (alpha.ts). */
  publicAlpha?: ReadonlySet<string> | undefined;
  /**
   * Per problem, the lines (as written, spacing and comments removed) this student was ever shown:
   * the server's record (tutor_revealed_lines), whatever conversation, section or mode showed them.
   */
  shown?: ReadonlyMap<string, ReadonlySet<string>> | undefined;
}

/** A text as the revealed-line budget reads it: its lines spacing removed, and its alpha keys (alpha.ts). */
interface View {
  flat: string;
  alpha: ReadonlySet<string>;
}

/** The solution-leak judge of one reply: the request's secrets indexed, and what earlier replies revealed of them. */
export class SolutionLeaks {
  /** Token counts of the secret lines that have an alpha key (the windows a reply is read in). */
  private readonly alphaLengths = new Set<number>();
  /** Alpha keys of the earlier replies, every reading. */
  private readonly priorAlpha = new Set<string>();
  private readonly priorAnchors = new Map<string, boolean>();
  private readonly priorCounts = new Map<string, number>();
  private readonly hasPrior: boolean;
  private readonly studentLines: Set<string>;
  private readonly priorCounter: (key: string) => number;
  /** Earlier replies read every way, spacing removed (lines quoted as written are looked up here). */
  private readonly priorFlat: string;
  private readonly priorReveals = new Map<number, { hit: number; lineShare: number; distinct: number }>();
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

  constructor(private readonly opts: SolutionLeakOptions) {
    // What earlier replies revealed, read every way a reply is read (a solution or canary given
    // in pieces, one per request, adds up across replies). Each reading, and each account of the
    // earlier replies, counts on its own: the larger count wins, so that the same line seen in two
    // readings (reversed line by line and as a whole) or in two accounts is not counted twice.
    const sources = opts.prior;
    for (const sec of opts.secrets) for (const a of sec.alphaOf.values()) if (a) this.alphaLengths.add(keyLength(a));
    const counters: ((key: string) => number)[] = [];
    const flat: string[] = [];
    const priorTriples = new Set<string>();
    for (const source of sources) {
      for (const reading of readings(source)) {
        flat.push(squashLines(reading));
        for (const a of replyAlphaKeys(reading, this.alphaLengths)) this.priorAlpha.add(a);
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
    this.studentLines = new Set(opts.studentCode.split('\n').map((l) => l.trim()).filter(Boolean));
  }
  /**
   * The problem whose solution the reply so far (`all`, with what earlier replies gave) reproduces,
   * 'block' for a whole program in evaluation mode, or null. `strict`: the reply hides code, so
   * every problem is judged as the one being assessed.
   */
  find(all: string, block: string, strict: boolean): string | null {
    for (const reading of readings(all)) {
      const found = this.leakIn(reading, strict);
      if (found) return found;
    }
    if (block && this.opts.mode === 'evaluation' && this.isFullProgram(block)) return 'block';
    return null;
  }

  /** The problem whose solution one reading of the reply (with what earlier replies gave) reproduces. */
  private leakIn(text: string, strict: boolean): string | null {
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
    const flat = squashLines(text);
    const view: View = { flat, alpha: replyAlphaKeys(text, this.alphaLengths) };
    // The problem most reproduced, the larger secret on a tie (the request's own come first, and
    // win exact ties): its hint replaces the reply.
    let best: { problemId: string; share: number; size: number } | null = null;
    for (const i of [...candidates].sort((a, b) => a - b)) {
      const secret = this.opts.secrets[i]!;
      const s = strict ? strictly(secret) : secret;
      const before = this.priorReveal(s, i);
      const hit = this.priorHits[i]! + (added.get(i) ?? 0);
      // A leak is this reply taking the conversation to the threshold with something new of the
      // secret (one more line counts); repeating what was already given is not a new leak.
      let share = s.size >= s.kgramMin && hit / s.size >= s.threshold && hit - before.hit >= MIN_NEW_KGRAMS ? hit / s.size : 0;
      // One generic line (`print(x)`, `x = int(input())`) proves nothing; most lines of a solution do.
      const lines = groupCoverage(this.groups[i]!, s.lines.length, this.revealedLines(s, current, flat));
      if (s.lines.length >= s.lineMin && lines.share >= s.threshold && Math.round(lines.share * s.lines.length) >= MIN_LINES && lines.tokens >= s.lineTokensMin && lines.share > before.lineShare) share = Math.max(share, lines.share);
      // The open problem: its last distinct line not yet shown is never shown (the others may have been).
      if ((s.current || s.wholeWhenQuoted) && before.distinct < 1 && this.distinctShown(s, i, current, view) === 1) {
        if (s.current || (s.lines.length >= MIN_LINES && s.texts.some((t) => this.quoted(t, flat)))) share = Math.max(share, 1);
      }
      if (share === 0 && (this.overBudget(s, view) || this.completes(s, view))) share = 1;
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
      const quoted = (texts: readonly string[]) => new Set(texts.filter((t) => this.quoted(t, flat))).size;
      const written = s.written.get(key);
      if (written) return quoted(written);
      const twins = s.twins.get(key);
      if (!twins || n >= twins.length || n === 0) return n;
      return Math.max(n, quoted(twins));
    };
  }

  /**
   * Share of a secret's distinct lines shown at least once, by this reply and the earlier ones:
   * for the open problem each line as written; otherwise a line of a shape shared with others
   * (twins, lines shaped like the starter's) when quoted as written, any other when its shape occurs.
   */
  private distinctShown(s: SecretSolution, i: number, current: ((key: string) => number) | null, view: View): number {
    const flat = view.flat;
    if (s.current) {
      // The open problem's lines as written or renamed (alpha.ts): a line of the same shape with
      // other values (the stored hint's `print(name)` for `print(word)`) shows the way, not the line.
      const texts = new Set(s.texts);
      const anchored = this.anchored(s, view);
      let shown = 0;
      for (const t of texts) if (this.shows(s, t, view, anchored) || this.shownEarlier(s, t)) shown++;
      return texts.size === 0 ? 0 : shown / texts.size;
    }
    let units = 0;
    let shown = 0;
    const quoted = (t: string) => this.quoted(t, flat);
    for (const g of this.groups[i]!) {
      const texts = s.written.get(g.key) ?? s.twins.get(g.key);
      if (texts) {
        const distinct = new Set(texts);
        units += distinct.size;
        for (const t of distinct) if (quoted(t)) shown++;
      } else {
        units++;
        if (Math.max(current?.(g.key) ?? 0, this.priorCounter(g.key)) > 0) shown++;
      }
    }
    return units === 0 ? 0 : shown / units;
  }

  /**
   * The revealed-line budget of a problem, per student across conversations, sections, modes and
   * requests (the earlier replies and the server's record of the lines this student was shown):
   * at most half of its distinct secret lines quoted as written (names and values as in the
   * solution) or renamed (alpha.ts), whatever their size; for the problem open in the request, less
   * than half. A reply that quotes one more line past the half is a leak, in whichever context it
   * is asked. Lesson example lines count too once they add up with others (a
   * problem whose answer is the lesson's own example, s14-p1's `while i <= n:` … `i += 1`, is given
   * away line by line as surely as any other); only a first reply quoting nothing but lesson lines
   * (teaching from the lesson) is judged on the lines that are not the lesson's.
   */
  private overBudget(s: SecretSolution, view: View): boolean {
    if (view.flat === '') return false;
    const all = new Set(s.texts);
    const own = [...all].filter((t) => !this.opts.publicLines?.has(t));
    const anchored = this.anchored(s, view);
    const count = (lines: Iterable<string>) => {
      let now = 0;
      let before = 0;
      for (const t of lines) {
        const earlier = this.shownEarlier(s, t);
        if (earlier) before++;
        if (earlier || this.shows(s, t, view, anchored)) now++;
      }
      return { now, before };
    };
    // Past half of the lines; for the problem open in this request, half of them is already half its answer.
    const over = (c: { now: number; before: number }, size: number) => c.now > c.before && (c.now * 2 > size || (s.current && c.now >= MIN_LINES && c.now * 2 >= size));
    const mine = count(own);
    if (own.length >= BUDGET_MIN_LINES && over(mine, own.length)) return true;
    if (all.size < BUDGET_MIN_LINES) return false;
    const every = count(all);
    // Lesson lines alone, with nothing of this problem shown before: teaching, not a trickle.
    if (every.before === 0 && mine.now === 0) return false;
    return over(every, all.size);
  }

  /**
   * Whether this reply takes the sum of everything the student was shown of a problem (this reply,
   * the recent replies, the server's record of its lines, lesson example lines included) to every
   * distinct line the starter code lacks: the last one never goes out, in whichever context it is
   * asked. A lesson example quoted whole, with nothing of the problem shown before, is teaching
   * unless that problem is the one open.
   */
  private completes(s: SecretSolution, view: View): boolean {
    const lines = new Set(s.texts);
    if (lines.size < BUDGET_MIN_LINES || view.flat === '') return false;
    const anchored = this.anchored(s, view);
    let before = 0;
    for (const t of lines) {
      if (this.shownEarlier(s, t)) before++;
      else if (!this.shows(s, t, view, anchored)) return false;
    }
    if (before === 0 && !s.current && [...lines].every((t) => this.opts.publicLines?.has(t))) return false;
    return before < lines.size;
  }

  /** Whether a line of a problem (as written, spacing removed) was shown before this reply: in a recent reply (as written or renamed), or in the server's record. */
  private shownEarlier(s: SecretSolution, text: string): boolean {
    if (this.opts.shown?.get(s.problemId)?.has(text)) return true;
    if (!this.hasPrior) return false;
    if (s.short.has(text)) return quotes(this.priorFlat, text) && this.priorAnchored(s);
    return quotes(this.priorFlat, text) || this.alphaIn(s, text, this.priorAlpha, this.priorAnchored(s));
  }

  /**
   * Whether a secret line occurs renamed (alpha.ts) among a text's alpha keys. A short line
   * (`total = 0`, `print(total)`) is generic: it counts only for a problem already being revealed
   * (`anchored`; the stored hint's `print(name)` shows the way to `print(word)`, not the line). A
   * lesson example's line renamed (`while i <= n:`) counts there too and on the problem open in
   * the request; any other counts on its own.
   */
  private alphaIn(s: SecretSolution, text: string, keys: ReadonlySet<string>, anchored: boolean): boolean {
    const a = s.alphaOf.get(text);
    if (!a || !keys.has(a)) return false;
    if (keyLength(a) < SPECIFIC_TOKENS) return anchored;
    return anchored || s.current || !this.opts.publicAlpha?.has(a);
  }

  /** Whether this reply (`view`) shows a secret line, as written or renamed (a short line: once a longer one was shown before). */
  private shows(s: SecretSolution, text: string, view: View, anchored: boolean): boolean {
    if (s.short.has(text)) return view.flat !== '' && quotes(view.flat, text) && this.priorAnchored(s);
    return (view.flat !== '' && quotes(view.flat, text)) || this.alphaIn(s, text, view.alpha, anchored);
  }

  /** Whether earlier replies or the server's record already show something of a problem (a line as written, or a long line renamed). */
  private priorAnchored(s: SecretSolution): boolean {
    let found = this.priorAnchors.get(s.problemId);
    if (found === undefined) {
      found =
        (this.opts.shown?.get(s.problemId)?.size ?? 0) > 0 ||
        (this.hasPrior && s.texts.some((t) => !s.short.has(t) && (quotes(this.priorFlat, t) || this.alphaIn(s, t, this.priorAlpha, false))));
      this.priorAnchors.set(s.problemId, found);
    }
    return found;
  }

  /** Whether a problem is being revealed: something of it was shown earlier, or this reply shows a line of it as written or a long line renamed. */
  private anchored(s: SecretSolution, view: View): boolean {
    return this.priorAnchored(s) || s.texts.some((t) => !s.short.has(t) && this.shows(s, t, view, false));
  }

  /** Whether a line (as written, spacing removed) is quoted in this reply (`flat`) or an earlier one. */
  private quoted(text: string, flat: string): boolean {
    return (flat !== '' && quotes(flat, text)) || (this.hasPrior && quotes(this.priorFlat, text));
  }

  /**
   * The secret lines a text (what went out of a reply) quotes as written, per problem: what the server
   * records so that the budget holds across conversations, however many replies lie between.
   */
  quotedLines(text: string): { problemId: string; line: string }[] {
    // Every reading in one string (a line never joins across the separator); each problem once.
    const all = readings(text);
    const alpha = new Set<string>();
    for (const r of all) for (const a of replyAlphaKeys(r, this.alphaLengths)) alpha.add(a);
    const view: View = { flat: all.map(squashLines).join('\u0002'), alpha };
    const out: { problemId: string; line: string }[] = [];
    const done = new Set<string>();
    for (const s of this.opts.secrets) {
      if (done.has(s.problemId)) continue;
      done.add(s.problemId);
      const anchored = this.anchored(s, view);
      for (const t of new Set(s.texts)) if (this.shows(s, t, view, anchored)) out.push({ problemId: s.problemId, line: t });
    }
    return out;
  }

  /** How much of a secret earlier replies had already given (computed once per secret). */
  private priorReveal(s: SecretSolution, i: number): { hit: number; lineShare: number; distinct: number } {
    let found = this.priorReveals.get(i);
    if (!found) {
      found = {
        hit: this.priorHits[i]!,
        lineShare: this.hasPrior ? groupCoverage(this.groups[i]!, s.lines.length, this.revealedLines(s, null, '')).share : 0,
        distinct: this.hasPrior && (s.current || s.wholeWhenQuoted) ? this.distinctShown(s, i, null, EMPTY_VIEW) : 0,
      };
      this.priorReveals.set(i, found);
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
}

// The guard applied to model replies while they stream. Text is released line by line (prose may
// go out before its line ends, minus a hold-back), code blocks only once complete and checked by
// the concerns beside this file (solution.ts, hidden-code.ts, prompt-leak.ts); the reply is
// capped in length; after a trip nothing more of the model's text goes out.
import type { TutorMode } from '@dodam/contracts';
import { FENCE, bareCode, hidesCode, isIndentedCode, readings, reversedCode } from './hidden-code.js';
import { promptLeaks, type PromptSecret } from './prompt-leak.js';
import { SolutionLeaks, type GuardReason, type SecretSolution } from './solution.js';

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
  /** Lines of every course's lesson examples, spacing removed: never counted against a problem's revealed-line budget. */
  publicLines?: ReadonlySet<string>;
  /** Alpha keys of those lines (alpha.ts): a solution line that is a lesson line renamed counts renamed only where the problem is being revealed. */
  publicAlpha?: ReadonlySet<string>;
  /** Per problem, the solution lines this student was ever shown (the server's record, tutor_revealed_lines). */
  shown?: ReadonlyMap<string, ReadonlySet<string>>;
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
/** A piece of text that can add code (Korean prose with no code character cannot). */
const CODE_CHAR = /[A-Za-z0-9_()[\]{}=:"'<>+\-*/%]/;

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
  private readonly solutions: SolutionLeaks;
  private readonly priorPromptTail: string;
  private readonly priorTails: string[];

  constructor(private readonly opts: GuardOptions) {
    const sources = (typeof opts.prior === 'string' ? [opts.prior] : opts.prior).filter((t) => t.trim() !== '');
    this.solutions = new SolutionLeaks({ mode: opts.mode, secrets: opts.secrets, studentCode: opts.studentCode, prior: sources, publicLines: opts.publicLines, publicAlpha: opts.publicAlpha, shown: opts.shown });
    this.priorPromptTail = (opts.priorReplies?.at(-1) ?? sources.at(-1) ?? '').slice(-400);
    this.priorTails = (opts.priorReplies ?? []).map((r) => r.slice(-48));
  }


  get stopped(): boolean {
    return this.tripped !== null || this.truncated;
  }

  /** The model's own text that reached the student (without any replacement). */
  get released(): string {
    return this.checked;
  }

  /** The solution lines, per problem, that a text the student saw (by default the released model text) quotes as written: the server records them. */
  revealedLines(text = this.checked): { problemId: string; line: string }[] {
    return text.trim() ? this.solutions.quotedLines(text) : [];
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
    const leak = !quotesLesson && CODE_CHAR.test(candidate) ? this.solutions.find(code, kind === 'block' ? candidate : '', this.strict) : null;
    if (leak) return this.trip('solution', leak);
    // The instructions and canary: the recent window (with the end of earlier replies, so a canary
    // split over two replies joins up), read every way.
    const window = `${this.checked === '' ? this.priorPromptTail : ''}${this.checked.slice(-400)}${candidate}`;
    if (readings(window).some((r) => promptLeaks(r, this.opts.prompt))) return this.trip('prompt');
    const recent = `${this.checked.slice(-200)}${candidate}`;
    if (this.priorTails.some((tail) => promptLeaks(tail + recent, this.opts.prompt))) return this.trip('prompt');
    // A canary handed out one piece per reply: the ends of all earlier replies with this one, read every way.
    if (this.priorTails.length > 1 && readings(`${this.priorTails.join('\n')}\n${recent}`).some((r) => promptLeaks(r, this.opts.prompt))) return this.trip('prompt');
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

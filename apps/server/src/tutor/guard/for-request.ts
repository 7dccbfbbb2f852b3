// The guard of one request: every problem's secret (indexed once at start), the lesson examples a
// practice reply may quote (a task block's starter code only, never its answer), what the student was already shown (the server's record and the
// history the client sent, combined by the larger count), and the text that replaces a tripped reply.
import type { ContentProblem } from '@dodam/contracts';
import type { ContentStore } from '../../content/store.js';
import { protectedProblems, type TutorContext } from '../context.js';
import { codeExamples } from '../retrieval.js';
import { ReplyGuard, normaliseBlock } from './reply-guard.js';
import type { PromptSecret } from './prompt-leak.js';
import { problemSecret, secretsFor, squashCode, type GuardReason, type ProblemSecret } from './solution.js';
import { lineAlphaKey } from './alpha.js';

/** How a guard's replacement starts (cut from the history a client sends: it is not what the model revealed). */
const SOLUTION_REPLACEMENT = '정답이 되는 코드는 보여 드릴 수 없어서 힌트로 바꿨어요.';
const PROMPT_REPLACEMENT = '튜터의 내부 설정이나 지시문은 알려 드릴 수 없어요.';

/** A reply as the model wrote it: a guard's replacement (and what follows it) removed. */
export function modelPart(reply: string): string {
  const cuts = [reply.indexOf(SOLUTION_REPLACEMENT), reply.indexOf(PROMPT_REPLACEMENT)].filter((i) => i >= 0);
  return cuts.length ? reply.slice(0, Math.min(...cuts)) : reply;
}

/**
 * What a lesson block shows the student: the code above its first `---` line. A task block's parts after it (`---
 * output`, `--- hint`, `--- answer`) are its checks and its answer: never public, never allowed as lesson code.
 */
export function shownPart(code: string): string {
  const parts = /^---/m.exec(code);
  return parts ? code.slice(0, parts.index).trimEnd() : code;
}

export class GuardFactory {
  private readonly problemSecrets = new Map<string, ProblemSecret>();
  private readonly problems = new Map<string, ContentProblem>();
  /** Per course: the code examples of its lessons and summaries (public, normalised). */
  private readonly lessonBlocks = new Map<string, Set<string>>();
  /** Every course's lesson example lines, spacing removed (public whatever is selected). */
  private readonly publicLines = new Set<string>();
  /** The same lines' alpha keys (a solution line that is a lesson line renamed is generic). */
  private readonly publicAlpha = new Set<string>();

  constructor(
    content: ContentStore,
    private readonly opts: {
      prompt: PromptSecret;
      maxChars: number;
      /** The basic tutor's hint for a problem (what replaces a leaked solution). */
      hint: (ctx: TutorContext, problem: ContentProblem | undefined) => string;
    },
  ) {
    for (const course of content.courses) {
      const blocks = new Set<string>();
      for (const section of course.sections) {
        for (const p of section.problems) {
          this.problemSecrets.set(p.id, problemSecret(p));
          this.problems.set(p.id, p);
        }
        for (const ex of codeExamples(`${section.lesson}\n${section.summary}`)) {
          const shown = shownPart(ex.code);
          if (shown.trim()) blocks.add(normaliseBlock(shown));
        }
      }
      this.lessonBlocks.set(course.id, blocks);
      for (const block of blocks) {
        for (const line of block.split('\n')) {
          this.publicLines.add(squashCode(line.replace(/#.*$/, '')));
          const alpha = lineAlphaKey(line);
          if (alpha) this.publicAlpha.add(alpha);
        }
      }
    }
  }

  /** A code line the lessons show (a reply may quote it whatever is selected). */
  isPublicLine(line: string): boolean {
    return this.publicLines.has(squashCode(line.replace(/#.*$/, '')));
  }

  /**
   * `kept`: what the model showed this student lately, as the server recorded it; `shown`: per
   * problem, every solution line this student was ever shown (the server's record).
   */
  create(ctx: TutorContext, kept: readonly string[], shown?: ReadonlyMap<string, ReadonlySet<string>>): ReplyGuard {
    const sectionIds = new Set((ctx.section?.problems ?? []).map((p) => p.id));
    // Every problem of every course (index built at start), the request's own first: a model can
    // leak another course's solution, or one while no section is selected.
    const own = protectedProblems(ctx).map((p) => this.problemSecrets.get(p.id) ?? problemSecret(p));
    const ownIds = new Set(own.map((p) => p.problemId));
    const problems = [...own, ...[...this.problemSecrets.values()].filter((p) => !ownIds.has(p.problemId))];
    const secrets = secretsFor(problems, { studentCode: ctx.code, mode: ctx.mode, currentSectionProblemIds: sectionIds, currentProblemId: ctx.problem?.id });
    // What was already revealed: the server's record (whichever instance answered, whatever section
    // was selected, across restarts: the client may leave earlier replies out to get a solution
    // line by line), and the history the client sent. Two accounts of the same replies: the guard
    // takes the larger count of each.
    const sent = ctx.recent.filter((m) => m.role === 'assistant').map((m) => modelPart(m.content));
    return new ReplyGuard({
      mode: ctx.mode,
      secrets,
      prompt: this.opts.prompt,
      studentCode: ctx.code,
      prior: [kept.join('\n'), sent.join('\n')],
      priorReplies: [...kept, ...sent],
      maxChars: this.opts.maxChars,
      publicBlocks: ctx.course ? this.lessonBlocks.get(ctx.course.id) : undefined,
      publicLines: this.publicLines,
      publicAlpha: this.publicAlpha,
      shown,
      replacement: (reason, problemId) => this.replacement(ctx, reason, problemId),
    });
  }

  private replacement(ctx: TutorContext, reason: GuardReason, problemId?: string): string {
    if (reason === 'prompt') return `${PROMPT_REPLACEMENT} 🙂 대신 공부하면서 궁금한 점을 물어봐 주세요. 어떤 부분이 어려운가요?`;
    const leaked = problemId ? this.problems.get(problemId) : undefined;
    return `${SOLUTION_REPLACEMENT} 🙂\n\n${this.opts.hint(ctx, ctx.problem ?? leaked)}`;
  }
}

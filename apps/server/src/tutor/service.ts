// The tutor pipeline: context → provider (offline, or a model with a deadline and a circuit
// breaker) → guard → fallback to the offline tutor → usage record. Quotas are taken by the routes
// before this runs, so a refused message is a plain 429.
import { TUTOR_LABELS, TUTOR_MSG, outputsMatch, type TutorIntent, type TutorMode, type TutorProviderName } from '@dodam/contracts';
import type { Config } from '../config.js';
import type { ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import { deleteRateLimit, incrementRateLimit, takeLease } from '../db/queries/rate-limits.js';
import { deleteRevealedBefore, insertRevealed, selectRevealed } from '../db/queries/tutor-revealed.js';
import { takeTutorBudget, type BudgetResult } from '../db/queries/tutor-budgets.js';
import { buildContext, protectedProblems, type ContextRequest, type TutorContext, type TutorUser } from './context.js';
import { ReplyGuard, normaliseBlock, problemSecret, secretsFor, type GuardReason, type ProblemSecret } from './guard.js';
import { OFFLINE_PREFIX, applyFence, dropSolutions, basicEvaluationFeedback, createOfflineTutor, hintReply, type OfflineTutor } from './offline/tutor.js';
import { makeCanary, promptSecret, type EvaluationInput } from './prompt.js';
import { createOfflineProvider } from './providers/offline.js';
import { createOpenAIProvider } from './providers/openai.js';
import { MalformedReplyError, type ProviderRequest, type TutorProvider } from './providers/types.js';
import { buildRetrieval, codeExamples, type Retrieval } from './retrieval.js';
import { EMPTY_STATE, nextState, scopeOf, type ConversationState, type ReplyRecord } from './state.js';
import { UsageRecorder } from './usage.js';
import { selectTutorState, upsertTutorState } from '../db/queries/tutor-states.js';

export interface Logger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export type TutorEvent =
  | { type: 'meta'; provider: TutorProviderName; label: string; sectionId: string | null; mode: TutorMode }
  | { type: 'delta'; text: string }
  | { type: 'done'; result: TutorResult };

export interface TutorResult {
  response: string;
  provider: TutorProviderName;
  label: string;
  note: string | null;
  intent: TutorIntent | null;
  hintLevel: number | null;
  guarded: boolean;
  /** The final text differs from what was streamed (guard or fallback replaced it). */
  replaced: boolean;
}

/** Whether this message may use the model (its budget is taken) or the basic tutor answers with a note. */
export interface Admission {
  useModel: boolean;
  /** Model messages left (null when the basic tutor is the configured tutor). */
  remaining: number | null;
  /** Shown with the answer when the budget is spent. */
  note: string | null;
}

function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `약 ${Math.ceil(seconds / 60)}분`;
}

const CIRCUIT_FAILURES = 3;
const CIRCUIT_OPEN_MS = 30_000;

export interface TutorStatus {
  provider: TutorProviderName;
  configured: TutorProvider;
  circuitOpenUntil: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** Provider error for logs and admins; keys (providers echo them masked, 'sk-ab***yz') removed. */
function describeError(err: unknown, key?: string): string {
  let text: string;
  if (err instanceof Error) {
    const status = (err as { status?: unknown }).status;
    text = `${err.name}${typeof status === 'number' ? ` ${status}` : ''}: ${err.message}`;
  } else text = String(err);
  if (key) text = text.split(key).join('[key]');
  return text.replace(/\b(sk|key|token)-[A-Za-z0-9_*.-]{4,}/gi, '[key]').slice(0, 300);
}

/** How long a student's answer lease outlives the provider deadline, and how often a waiting request retries. */
const LEASE_MARGIN_MS = 5_000;
const LEASE_POLL_MS = 250;

/** One tutor usage row as answer() records it. */
interface UsageRow {
  provider: TutorProviderName;
  outcome: 'ok' | 'fallback' | 'guarded' | 'aborted';
  prompt?: number;
  completion?: number;
  estimated?: boolean;
  guardReason?: GuardReason | null;
  guardProblemId?: string | null;
}

/** How long and how many replies per student the guard remembers (table tutor_revealed). */
const REVEALED_TTL_MS = 2 * 3600_000;
const REVEALED_MAX = 12;
/** Every this many recorded replies, an instance also sweeps every student's expired ones. */
const REVEALED_SWEEP_EVERY = 200;

/** How a guard's replacement starts (cut from the history a client sends: it is not what the model revealed). */
const SOLUTION_REPLACEMENT = '정답이 되는 코드는 보여 드릴 수 없어서 힌트로 바꿨어요.';
const PROMPT_REPLACEMENT = '튜터의 내부 설정이나 지시문은 알려 드릴 수 없어요.';

/** A reply as the model wrote it: a guard's replacement (and what follows it) removed. */
function modelPart(reply: string): string {
  const cuts = [reply.indexOf(SOLUTION_REPLACEMENT), reply.indexOf(PROMPT_REPLACEMENT)].filter((i) => i >= 0);
  return cuts.length ? reply.slice(0, Math.min(...cuts)) : reply;
}

function estimateTokens(text: string): number {
  // Korean runs about one token per 1-2 characters in common tokenizers; err on the high side.
  return Math.ceil(text.length / 1.5);
}

export class TutorService {
  readonly retrieval: Retrieval;
  readonly offlineTutor: OfflineTutor;
  readonly offline: TutorProvider;
  readonly configured: TutorProvider;
  readonly canary = makeCanary();
  private readonly secret = promptSecret(this.canary);
  private failures = 0;
  private openUntil = 0;
  private lastError: { message: string; at: Date } | null = null;
  private readonly problemSecrets = new Map<string, ProblemSecret>();
  private recordedReplies = 0;
  /** Per course: the code examples of its lessons and summaries (public, normalised). */
  private readonly lessonBlocks = new Map<string, Set<string>>();
  readonly usage: UsageRecorder;

  constructor(
    private readonly deps: { db: Db; content: ContentStore; config: Config; log: Logger; provider?: TutorProvider },
  ) {
    this.retrieval = buildRetrieval(deps.content);
    this.usage = new UsageRecorder(deps.db, deps.log);
    for (const course of deps.content.courses) {
      const blocks = new Set<string>();
      for (const section of course.sections) {
        for (const p of section.problems) this.problemSecrets.set(p.id, problemSecret(p));
        for (const ex of codeExamples(`${section.lesson}\n${section.summary}`)) blocks.add(normaliseBlock(ex.code));
      }
      this.lessonBlocks.set(course.id, blocks);
    }
    this.offlineTutor = createOfflineTutor(this.retrieval);
    this.offline = createOfflineProvider(this.offlineTutor);
    const c = deps.config;
    this.configured =
      deps.provider ??
      (c.TUTOR_PROVIDER === 'openai'
        ? createOpenAIProvider({
            baseURL: c.TUTOR_OPENAI_BASE_URL,
            model: c.TUTOR_OPENAI_MODEL,
            apiKey: c.TUTOR_OPENAI_API_KEY,
            timeoutMs: c.TUTOR_TIMEOUT_MS,
            maxRetries: c.TUTOR_MAX_RETRIES,
            maxTokens: Math.ceil(c.TUTOR_MAX_REPLY_CHARS / 1.2),
            canary: this.canary,
          })
        : this.offline);
  }

  status(): TutorStatus {
    const open = this.openUntil > Date.now();
    return {
      provider: open ? 'offline' : this.configured.name,
      configured: this.configured,
      circuitOpenUntil: open ? new Date(this.openUntil) : null,
      lastError: this.lastError?.message ?? null,
      lastErrorAt: this.lastError?.at ?? null,
    };
  }

  /** The provider that will answer now (offline while the circuit breaker is open). */
  activeProvider(): TutorProvider {
    return this.configured.name !== 'offline' && this.openUntil <= Date.now() ? this.configured : this.offline;
  }

  context(user: TutorUser, req: ContextRequest): TutorContext {
    return buildContext(this.deps.content, this.retrieval, user, req);
  }

  takeBudget(userId: number): Promise<BudgetResult> {
    return takeTutorBudget(this.deps.db, userId, this.deps.config.TUTOR_BURST, this.deps.config.TUTOR_REFILL_SECONDS);
  }

  /**
   * Abuse-level limit (config TUTOR_RATE_PER_MINUTE per user): the only one the free tutor has. Counted
   * in the database so every instance behind a load balancer shares it (DESIGN.md: never in memory only).
   */
  async rateLimit(userId: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const window = await incrementRateLimit(this.deps.db, `tutor-rate:${userId}`, 60_000);
    if (window.count <= this.deps.config.TUTOR_RATE_PER_MINUTE) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000)) };
  }

  /** Budgets protect money: only a model call takes one; when it is spent the basic tutor answers. */
  async admit(userId: number): Promise<Admission> {
    if (this.activeProvider().name === 'offline') return { useModel: false, remaining: null, note: null };
    const budget = await this.takeBudget(userId);
    if (budget.allowed) return { useModel: true, remaining: budget.remaining, note: null };
    return { useModel: false, remaining: 0, note: TUTOR_MSG.budgetSpentNote.replace('{wait}', waitText(budget.retryAfterSeconds)) };
  }

  private async guardFor(ctx: TutorContext): Promise<ReplyGuard> {
    const sectionIds = new Set((ctx.section?.problems ?? []).map((p) => p.id));
    // Every problem of every course (index built at start), the request's own first: a model can
    // leak another course's solution, or one while no section is selected.
    const own = protectedProblems(ctx).map((p) => this.problemSecrets.get(p.id) ?? problemSecret(p));
    const ownIds = new Set(own.map((p) => p.problemId));
    const problems = [...own, ...[...this.problemSecrets.values()].filter((p) => !ownIds.has(p.problemId))];
    const secrets = secretsFor(problems, { studentCode: ctx.code, mode: ctx.mode, currentSectionProblemIds: sectionIds, currentProblemId: ctx.problem?.id });
    // What was already revealed: what the model showed this student lately, as recorded in the
    // database (whichever instance answered, whatever section was selected, across restarts: the
    // client may leave earlier replies out to get a solution line by line), and the history the
    // client sent. Two accounts of the same replies: the guard takes the larger count of each.
    const sent = ctx.recent.filter((m) => m.role === 'assistant').map((m) => modelPart(m.content));
    const kept = await this.revealedTo(ctx.user.id);
    return new ReplyGuard({
      mode: ctx.mode,
      secrets,
      prompt: this.secret,
      studentCode: ctx.code,
      prior: [kept.join('\n'), sent.join('\n')],
      priorReplies: [...kept, ...sent],
      maxChars: this.deps.config.TUTOR_MAX_REPLY_CHARS,
      publicBlocks: ctx.course ? this.lessonBlocks.get(ctx.course.id) : undefined,
      replacement: (reason, problemId) => this.replacement(ctx, reason, problemId),
    });
  }

  /** What the model showed a student lately (every instance records it in tutor_revealed). */
  private async revealedTo(userId: number): Promise<string[]> {
    try {
      return await selectRevealed(this.deps.db, userId, new Date(Date.now() - REVEALED_TTL_MS), REVEALED_MAX);
    } catch (err) {
      // Without the record the guard still judges this reply (and the history sent) on its own.
      this.deps.log.warn({ err }, 'tutor guard: revealed replies not read');
      return [];
    }
  }

  /** Record the model's text a student was shown, before the answer completes (the next request may reach another instance). */
  private async remember(ctx: TutorContext, text: string): Promise<void> {
    if (!text.trim()) return;
    const since = new Date(Date.now() - REVEALED_TTL_MS);
    try {
      await insertRevealed(this.deps.db, { userId: ctx.user.id, sectionId: ctx.section?.id ?? null, problemId: ctx.problem?.id ?? null, text }, since, REVEALED_MAX);
      if (++this.recordedReplies % REVEALED_SWEEP_EVERY === 0) await deleteRevealedBefore(this.deps.db, since);
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor guard: revealed reply not recorded');
    }
  }

  private replacement(ctx: TutorContext, reason: GuardReason, problemId?: string): string {
    if (reason === 'prompt') return `${PROMPT_REPLACEMENT} 🙂 대신 공부하면서 궁금한 점을 물어봐 주세요. 어떤 부분이 어려운가요?`;
    const leaked = problemId ? this.deps.content.courses.flatMap((c) => c.sections.flatMap((s) => s.problems)).find((p) => p.id === problemId) : undefined;
    const target = ctx.problem ?? leaked;
    const hinted = target ? hintReply({ ...ctx, problem: target, exercise: undefined }, 2).text : hintReply(ctx, 2).text;
    return `${SOLUTION_REPLACEMENT} 🙂\n\n${hinted}`;
  }

  /**
   * The context with the server's state of this conversation: the ladder rung, the tutor's last
   * question, and the last run it saw (used when this message comes with the same code and no run).
   */
  private async withState(ctx: TutorContext, scope: string): Promise<TutorContext> {
    let state: ConversationState = EMPTY_STATE;
    try {
      const row = await selectTutorState(this.deps.db, ctx.user.id, scope);
      if (row) state = { rung: row.rung, lastIntent: (row.lastIntent as ConversationState['lastIntent']) ?? null, lastQuestion: row.lastQuestion, lastRun: row.lastRun ?? null, revealed: row.revealed };
    } catch (err) {
      // Without it the tutor starts the ladder again (never higher than the state would allow).
      this.deps.log.warn({ err }, 'tutor: conversation state not read');
    }
    const run = state.lastRun;
    const sameCode = run && (!ctx.code.trim() || ctx.code === run.code);
    if (!ctx.lastRun && run && sameCode) {
      const { code, ...lastRun } = run;
      return { ...ctx, state, code: ctx.code || code, lastRun };
    }
    return { ...ctx, state };
  }

  private async saveState(ctx: TutorContext, scope: string, reply: ReplyRecord): Promise<void> {
    const run = ctx.lastRun ? { ...ctx.lastRun, code: ctx.code } : null;
    const next = nextState(ctx.state, reply, run);
    try {
      await upsertTutorState(this.deps.db, ctx.user.id, scope, next);
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor: conversation state not saved');
    }
  }

  private recordFailure(err: unknown): void {
    this.failures++;
    this.lastError = { message: describeError(err, this.deps.config.TUTOR_OPENAI_API_KEY), at: new Date() };
    if (this.failures >= CIRCUIT_FAILURES) {
      this.openUntil = Date.now() + CIRCUIT_OPEN_MS;
      this.failures = 0;
      this.deps.log.warn({ until: new Date(this.openUntil).toISOString() }, 'tutor provider failing: answering offline for a while');
    }
  }

  /**
   * Answer one message as a stream of events (meta, deltas, done). `signal` is the client going
   * away; the provider also gets the configured deadline.
   */
  async *answer(request: TutorContext, kind: 'chat' | 'submit', signal: AbortSignal, evaluation?: EvaluationInput, admission?: Admission): AsyncGenerator<TutorEvent> {
    const started = performance.now();
    const scope = scopeOf(request);
    const ctx = evaluation ? request : await this.withState(request, scope);
    const keep = (reply: ReplyRecord) => (evaluation ? Promise.resolve() : this.saveState(ctx, scope, reply));
    const provider = admission && !admission.useModel ? this.offline : this.activeProvider();
    const fallbackNote = this.configured.name !== 'offline' ? TUTOR_MSG.fallbackNote : null;
    const base = { sectionId: ctx.section?.id ?? null, mode: ctx.mode };
    const record = (row: UsageRow) =>
      this.usage.record({
        userId: ctx.user.id,
        kind: evaluation ? 'evaluate' : kind,
        provider: row.provider,
        model: row.provider === 'openai' ? this.configured.model : null,
        sectionId: ctx.section?.id ?? null,
        promptTokens: row.prompt ?? 0,
        completionTokens: row.completion ?? 0,
        estimated: row.estimated ?? false,
        outcome: row.outcome,
        latencyMs: Math.round(performance.now() - started),
        guardReason: row.guardReason ?? null,
        guardProblemId: row.guardProblemId ?? null,
      });

    const offlineAnswer = (note: string | null): TutorResult & { text: string; revealed?: string[] | undefined } => {
      const request: ProviderRequest = evaluation ? { kind: 'evaluate', ctx, evaluation } : { kind: 'chat', ctx };
      let text: string;
      let intent: TutorIntent | null = null;
      let hintLevel: number | null = null;
      let revealed: string[] | undefined;
      if (request.kind === 'evaluate') text = basicEvaluationFeedback(request.evaluation);
      else {
        const r = this.offlineTutor.reply(ctx);
        text = r.text;
        intent = r.intent;
        hintLevel = r.hintLevel;
        revealed = r.revealed;
      }
      const response = note && !evaluation ? `_${note}_\n\n${text}` : text;
      return { text: response, response, provider: 'offline', label: TUTOR_LABELS.offline, note, intent, hintLevel, guarded: false, replaced: false, revealed };
    };

    // The basic tutor was chosen (configured, or the circuit is open).
    if (provider.name === 'offline') {
      const note = admission?.note ?? (this.configured.name !== 'offline' ? fallbackNote : null);
      const result = offlineAnswer(note);
      yield { type: 'meta', provider: 'offline', label: TUTOR_LABELS.offline, ...base };
      yield { type: 'delta', text: result.text };
      record({ provider: 'offline', outcome: note ? 'fallback' : 'ok' });
      await keep({ ...result, text: result.response });
      yield { type: 'done', result };
      return;
    }

    yield { type: 'meta', provider: provider.name, label: TUTOR_LABELS.openai, ...base };
    // One model answer at a time per student, on every instance: a second request waits for the
    // first, so its guard counts what the first one revealed (parallel requests for one line each
    // would otherwise each be judged alone).
    const leaseKey = `tutor-answering:${ctx.user.id}`;
    if (!(await this.waitForLease(leaseKey, signal))) {
      if (signal.aborted) return;
      const result = offlineAnswer(TUTOR_MSG.fallbackNote);
      yield { type: 'delta', text: result.text };
      record({ provider: 'offline', outcome: 'fallback' });
      await keep({ ...result, text: result.response });
      yield { type: 'done', result };
      return;
    }
    try {
      for await (const event of this.modelAnswer(ctx, provider, signal, evaluation, record, offlineAnswer)) {
        if (event.type === 'done') await keep({ ...event.result, text: event.result.response });
        yield event;
      }
    } finally {
      await deleteRateLimit(this.deps.db, leaseKey).catch((err: unknown) => this.deps.log.warn({ err }, 'tutor: answer lease not released (it runs out by itself)'));
    }
  }

  /** Waits (up to the tutor deadline) to be the one answering this student; false when it could not. */
  private async waitForLease(key: string, signal: AbortSignal): Promise<boolean> {
    // The lease outlives the longest answer (the provider deadline) by a margin, then frees itself.
    const leaseMs = this.deps.config.TUTOR_TIMEOUT_MS + LEASE_MARGIN_MS;
    const giveUpAt = Date.now() + this.deps.config.TUTOR_TIMEOUT_MS;
    for (;;) {
      if (await takeLease(this.deps.db, key, leaseMs)) return true;
      if (signal.aborted || Date.now() >= giveUpAt) return false;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  private async *modelAnswer(
    ctx: TutorContext,
    provider: TutorProvider,
    signal: AbortSignal,
    evaluation: EvaluationInput | undefined,
    record: (row: UsageRow) => void,
    offlineAnswer: (note: string | null) => TutorResult & { text: string; revealed?: string[] | undefined },
  ): AsyncGenerator<TutorEvent> {
    const guard = await this.guardFor(ctx);
    const upstream = new AbortController();
    const deadline = AbortSignal.timeout(this.deps.config.TUTOR_TIMEOUT_MS);
    const combined = AbortSignal.any([signal, deadline, upstream.signal]);
    let streamed = '';
    /** The model's text the student saw is recorded (the catch below records it first). */
    let released = false;
    let usage: { prompt: number; completion: number } | null = null;
    try {
      const request: ProviderRequest = evaluation ? { kind: 'evaluate', ctx, evaluation } : { kind: 'chat', ctx };
      for await (const event of provider.stream(request, combined)) {
        if (event.type === 'usage') usage = { prompt: event.promptTokens, completion: event.completionTokens };
        if (event.type !== 'delta') continue;
        const out = guard.push(event.text);
        if (out) {
          streamed += out;
          yield { type: 'delta', text: out };
        }
        if (guard.stopped) {
          upstream.abort();
          break;
        }
      }
      const rest = guard.end();
      if (rest) {
        streamed += rest;
        yield { type: 'delta', text: rest };
      }
      if (!guard.text.trim()) throw new MalformedReplyError('empty reply');
    } catch (err) {
      // What already streamed out was seen (or may have been), whatever happens next.
      await this.remember(ctx, guard.released);
      if (signal.aborted) {
        record({ provider: provider.name, outcome: 'aborted' });
        return;
      }
      if (!(guard.stopped && upstream.signal.aborted)) {
        this.recordFailure(deadline.aborted ? new Error(`timeout after ${this.deps.config.TUTOR_TIMEOUT_MS} ms`) : err);
        this.deps.log.warn({ err: describeError(err, this.deps.config.TUTOR_OPENAI_API_KEY) }, 'tutor provider failed: the basic tutor answers');
        const result = offlineAnswer(TUTOR_MSG.fallbackNote);
        if (!streamed) yield { type: 'delta', text: result.text };
        record({ provider: 'offline', outcome: 'fallback' });
        yield { type: 'done', result: { ...result, replaced: streamed !== '' } };
        return;
      }
      released = true;
    }
    this.failures = 0;
    // The model's suggestions obey the concept fence too: later code is replaced by where it is taught.
    const response = applyFence(dropSolutions(guard.text, ctx), ctx);
    const prompt = usage?.prompt ?? estimateTokens(JSON.stringify(ctx.recent) + ctx.userInput + ctx.code) + 1500;
    const completion = usage?.completion ?? estimateTokens(response);
    const guarded = guard.tripped !== null;
    // What the student saw of the model's text (streamed deltas included), not the replacement.
    if (!released) await this.remember(ctx, guard.released);
    record({
      provider: provider.name,
      outcome: guarded ? 'guarded' : 'ok',
      prompt,
      completion,
      estimated: usage === null,
      guardReason: guard.tripped,
      guardProblemId: guard.tripped === 'solution' ? (guard.leakedProblemId ?? ctx.problem?.id ?? null) : null,
    });
    if (guarded) this.deps.log.info({ reason: guard.tripped, section: ctx.section?.id, problem: guard.leakedProblemId, user: ctx.user.id }, 'tutor guard replaced part of a reply');
    yield {
      type: 'done',
      result: { response, provider: provider.name, label: TUTOR_LABELS.openai, note: null, intent: null, hintLevel: null, guarded, replaced: response !== streamed },
    };
  }

  /** Collect a whole answer (JSON endpoints). */
  async collect(ctx: TutorContext, kind: 'chat' | 'submit', signal: AbortSignal, evaluation?: EvaluationInput, admission?: Admission): Promise<TutorResult | null> {
    let result: TutorResult | null = null;
    for await (const event of this.answer(ctx, kind, signal, evaluation, admission)) if (event.type === 'done') result = event.result;
    return result;
  }

  /** POST /code/evaluate-code-ai: the verdict is the output comparison; a model (if any) writes feedback. */
  async evaluate(
    ctx: TutorContext,
    input: Omit<EvaluationInput, 'isCorrect'>,
    signal: AbortSignal,
  ): Promise<{ isCorrect: boolean; feedback: string; evaluation: 'ai' | 'basic'; note: string | null; provider: TutorProviderName }> {
    const isCorrect = outputsMatch(input.output, input.expected);
    const evaluation: EvaluationInput = { ...input, isCorrect };
    // The basic tutor is the configured tutor: its feedback is the answer, not a fallback to apologise for.
    const note = this.configured.name === 'offline' ? null : TUTOR_MSG.basicEvaluationNote;
    const basic = () => ({ isCorrect, feedback: basicEvaluationFeedback(evaluation), evaluation: 'basic' as const, note, provider: 'offline' as const });
    if (this.activeProvider().name === 'offline') return basic();
    const budget = await this.takeBudget(ctx.user.id);
    if (!budget.allowed) return basic();
    const result = await this.collect(ctx, 'chat', signal, evaluation);
    if (!result || result.provider === 'offline') return basic();
    return { isCorrect, feedback: result.response, evaluation: 'ai', note: null, provider: result.provider };
  }

  /** The opening message of a section (a template: no model call, no budget). */
  opening(ctx: TutorContext): { response: string; provider: TutorProviderName; label: string } {
    const provider = this.activeProvider().name;
    const label = TUTOR_LABELS[provider];
    const greeting = this.offlineTutor.reply({ ...ctx, userInput: '안녕하세요', contextType: 'chat' }).text.slice(OFFLINE_PREFIX.length);
    const text = greeting.replace(`저는 도담의 ${TUTOR_LABELS.offline}예요.`, `저는 도담의 ${label}예요.`);
    return { response: provider === 'offline' ? OFFLINE_PREFIX + text : text, provider, label };
  }
}

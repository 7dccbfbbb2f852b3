// The tutor service only orchestrates one answer: admit (admission.ts: rate, budget, one answer
// at a time) → context (context.ts, with the server's conversation state, conversation.ts) →
// provider (offline, or a model behind a deadline and a circuit breaker, circuit.ts) → guard
// (guard/) → record (usage, state, what was revealed). Quotas are taken by the routes before this
// runs, so a refused message is a plain 429.
import { TUTOR_LABELS, TUTOR_MSG, outputsMatch, type TutorIntent, type TutorMode, type TutorProviderName } from '@dodam/contracts';
import type { Config } from '../config.js';
import type { ContentStore } from '../content/store.js';
import type { Db } from '../db/client.js';
import type { BudgetResult } from '../db/queries/tutor-budgets.js';
import { Admissions, type Admission } from './admission.js';
import { ProviderCircuit, type TutorStatus } from './circuit.js';
import { buildContext, type ContextRequest, type TutorContext, type TutorUser } from './context.js';
import { ConversationStore, type Logger } from './conversation.js';
import { GuardFactory } from './guard/for-request.js';
import type { GuardReason } from './guard/index.js';
import { createOfflineTutor, type OfflineTutor } from './offline/tutor.js';
import { OFFLINE_PREFIX } from './offline/reply.js';
import { applyFence, dropSolutions } from './offline/fence.js';
import { basicEvaluationFeedback } from './offline/replies/code.js';
import { hintReply } from './offline/replies/hints.js';
import { isTaskCode, taskInputsFor, taskOf } from './offline/task.js';
import { asLastRun, runPlan, statedInputs } from './offline/run-plan.js';
import { ENDLESS_RUN, repairFromRun, repairPlan } from './offline/repair.js';
import { parseTrace, tracePlan } from './offline/trace.js';
import { statedExpectation, wantedText } from './offline/expectation.js';
import type { Sandbox } from '../grader/index.js';
import { makeCanary, promptSecret, type EvaluationInput } from './prompt.js';
import { createOfflineProvider } from './providers/offline.js';
import { createOpenAIProvider } from './providers/openai.js';
import { MalformedReplyError, type ProviderRequest, type TutorProvider } from './providers/types.js';
import { recentMistakes } from './learner.js';
import { buildRetrieval, type Retrieval } from './retrieval.js';
import { scopeOf, type ReplyRecord } from './state.js';
import { UsageRecorder } from './usage.js';

export type { Admission } from './admission.js';
export type { TutorStatus } from './circuit.js';
export type { Logger } from './conversation.js';

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

/** The basic tutor's answer with what the state records of it (lines shown, the topic written out). */
type OfflineResult = TutorResult & { text: string; revealed?: string[] | undefined; topic?: string | undefined };

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
  private readonly circuit: ProviderCircuit;
  private readonly admissions: Admissions;
  private readonly conversations: ConversationStore;
  private readonly guards: GuardFactory;
  readonly usage: UsageRecorder;

  constructor(
    private readonly deps: { db: Db; content: ContentStore; config: Config; log: Logger; provider?: TutorProvider; sandbox?: Pick<Sandbox, 'run'> | undefined },
  ) {
    this.retrieval = buildRetrieval(deps.content);
    this.usage = new UsageRecorder(deps.db, deps.log);
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
    this.circuit = new ProviderCircuit(this.configured, this.offline, c.TUTOR_OPENAI_API_KEY, (until) =>
      deps.log.warn({ until: until.toISOString() }, 'tutor provider failing: answering offline for a while'),
    );
    this.admissions = new Admissions(deps);
    this.conversations = new ConversationStore(deps);
    this.guards = new GuardFactory(deps.content, {
      prompt: this.secret,
      maxChars: c.TUTOR_MAX_REPLY_CHARS,
      hint: (ctx, problem) => (problem ? hintReply({ ...ctx, problem, exercise: undefined }, 2).text : hintReply(ctx, 2).text),
    });
  }

  status(): TutorStatus {
    return this.circuit.status();
  }

  /** The provider that will answer now (offline while the circuit breaker is open). */
  activeProvider(): TutorProvider {
    return this.circuit.active();
  }

  context(user: TutorUser, req: ContextRequest): TutorContext {
    return buildContext(this.deps.content, this.retrieval, user, req);
  }

  takeBudget(userId: number): Promise<BudgetResult> {
    return this.admissions.takeBudget(userId);
  }

  rateLimit(userId: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    return this.admissions.rateLimit(userId);
  }

  /**
   * Code first: code sent without a run (and none remembered for it) is run in the server sandbox,
   * so the answer reads the real error or output. Any sandbox trouble just leaves the context as it was.
   */
  private async withServerRun(ctx: TutorContext): Promise<TutorContext> {
    const sandbox = this.deps.sandbox;
    const plan = sandbox ? runPlan(ctx, taskInputsFor(ctx)) : undefined;
    if (!sandbox || !plan) return this.withRepair(ctx);
    try {
      const run = await sandbox.run({ code: plan.code, stdin: plan.inputs, timeLimitMs: plan.timeLimitMs });
      return await this.withRepair({ ...ctx, lastRun: asLastRun(plan.inputs, run) });
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor: the student code was not run on the server');
      return ctx;
    }
  }

  /**
   * Code first, on the student's own numbers: when they say what should have come out (or the run
   * never ended), the lessons' repairs are tried on their code in one sandbox run (offline/repair.ts)
   * and the one that prints what they expected is the difference the tutor explains.
   */
  private async withRepair(ctx: TutorContext): Promise<TutorContext> {
    const sandbox = this.deps.sandbox;
    if (!sandbox || (ctx.contextType !== 'chat' && ctx.contextType !== 'code')) return ctx;
    // The open task's example output is the expectation only for that task's own code, and never on a graded problem.
    const task = taskOf(ctx);
    const taskExpected = ctx.mode !== 'evaluation' && task?.expectedOutput && isTaskCode(ctx, task) ? task.expectedOutput : undefined;
    const stated = statedExpectation(ctx.userInput, ctx.lastRun?.output);
    const inputs = statedInputs(ctx.userInput) ?? taskInputsFor(ctx);
    const plan = repairPlan(ctx.code, ctx.lastRun, stated, wantedText(ctx.userInput), inputs, taskExpected);
    if (plan) {
      try {
        const run = await sandbox.run({ code: plan.code, stdin: [], timeLimitMs: plan.timeLimitMs });
        const repair = run.success ? repairFromRun(plan, run.stdout) : undefined;
        if (repair) return { ...ctx, repair };
      } catch (err) {
        this.deps.log.warn({ err }, 'tutor: the repairs were not tried on the server');
        return ctx;
      }
    }
    return this.withTrace(ctx, stated !== undefined, inputs);
  }

  /**
   * Code first, when no repair explains it: the student's own program traced once in the sandbox
   * (offline/trace.ts: per loop the values its variables took, which line printed what), for a stated
   * expectation or a run that never ended. The reply explains the difference on that trace.
   */
  private async withTrace(ctx: TutorContext, stated: boolean, inputs: string[] | undefined): Promise<TutorContext> {
    const sandbox = this.deps.sandbox;
    const run = ctx.lastRun;
    const endless = Boolean(run && !run.success && ENDLESS_RUN.test(run.error ?? ''));
    if (!sandbox || (!stated && !endless)) return ctx;
    const plan = tracePlan(ctx.code, run?.inputs.length ? run.inputs : inputs);
    if (!plan) return ctx;
    try {
      const traced = await sandbox.run({ code: plan.code, stdin: [], timeLimitMs: plan.timeLimitMs });
      const trace = traced.success ? parseTrace(traced.stdout) : undefined;
      return trace ? { ...ctx, trace } : ctx;
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor: the student code was not traced on the server');
      return ctx;
    }
  }

  /** Budgets protect money: only a model call takes one; when it is spent the basic tutor answers. */
  admit(userId: number): Promise<Admission> {
    return this.admissions.admit(userId, this.activeProvider().name !== 'offline');
  }

  /**
   * Answer one message as a stream of events (meta, deltas, done). `signal` is the client going
   * away; the provider also gets the configured deadline.
   */
  async *answer(request: TutorContext, kind: 'chat' | 'submit', signal: AbortSignal, evaluation?: EvaluationInput, admission?: Admission): AsyncGenerator<TutorEvent> {
    const started = performance.now();
    const scope = scopeOf(request);
    const ctx = evaluation ? request : await this.withServerRun(await this.conversations.withState(request, scope));
    const keep = (reply: ReplyRecord) => (evaluation ? Promise.resolve() : this.conversations.saveState(ctx, scope, reply));
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

    const offlineAnswer = (note: string | null): OfflineResult => {
      const request: ProviderRequest = evaluation ? { kind: 'evaluate', ctx, evaluation } : { kind: 'chat', ctx };
      let text: string;
      let intent: TutorIntent | null = null;
      let hintLevel: number | null = null;
      let revealed: string[] | undefined;
      let topic: string | undefined;
      if (request.kind === 'evaluate') text = basicEvaluationFeedback(request.evaluation);
      else {
        const r = this.offlineTutor.reply(ctx);
        text = r.text;
        intent = r.intent;
        hintLevel = r.hintLevel;
        revealed = r.revealed;
        topic = r.topic;
      }
      const response = note && !evaluation ? `_${note}_\n\n${text}` : text;
      return { text: response, response, provider: 'offline', label: TUTOR_LABELS.offline, note, intent, hintLevel, guarded: false, replaced: false, revealed, topic };
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
    const release = await this.admissions.lease(ctx.user.id, signal, (err) => this.deps.log.warn({ err }, 'tutor: answer lease not released (it runs out by itself)'));
    if (!release) {
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
        if (event.type !== 'done') {
          yield event;
          continue;
        }
        // A model reply to a hint request is that request's rung, as on the offline path: recorded in the
        // state and as a hint event (the teacher's hint-efficacy figures read them).
        const result = evaluation || event.result.provider === 'offline' ? event.result : { ...event.result, ...this.ladderRung(ctx) };
        await keep({ ...result, text: result.response });
        yield { type: 'done', result };
      }
    } finally {
      await release();
    }
  }

  private async *modelAnswer(
    ctx: TutorContext,
    provider: TutorProvider,
    signal: AbortSignal,
    evaluation: EvaluationInput | undefined,
    record: (row: UsageRow) => void,
    offlineAnswer: (note: string | null) => OfflineResult,
  ): AsyncGenerator<TutorEvent> {
    const [kept, shown] = await Promise.all([this.conversations.revealedTo(ctx.user.id), this.conversations.linesShownTo(ctx.user.id)]);
    const guard = this.guards.create(ctx, kept, shown);
    // What the student saw is recorded: the model's text (for the recent-replies account) and the solution
    // lines it quoted, per problem, for good (a guard's replacement hint included: it was shown too).
    const seen = (text: string) => Promise.all([this.conversations.remember(ctx, guard.released), this.conversations.recordLines(ctx.user.id, guard.revealedLines(text))]);
    if (!evaluation) ctx = { ...ctx, mistakes: await recentMistakes(this.deps.db, ctx, (err) => this.deps.log.warn({ err }, 'tutor: recent runs not read')) };
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
      await seen(guard.released);
      if (signal.aborted) {
        record({ provider: provider.name, outcome: 'aborted' });
        return;
      }
      if (!(guard.stopped && upstream.signal.aborted)) {
        this.circuit.failed(deadline.aborted ? new Error(`timeout after ${this.deps.config.TUTOR_TIMEOUT_MS} ms`) : err);
        this.deps.log.warn({ err: this.circuit.describe(err) }, 'tutor provider failed: the basic tutor answers');
        const result = offlineAnswer(TUTOR_MSG.fallbackNote);
        if (!streamed) yield { type: 'delta', text: result.text };
        record({ provider: 'offline', outcome: 'fallback' });
        yield { type: 'done', result: { ...result, replaced: streamed !== '' } };
        return;
      }
      released = true;
    }
    this.circuit.succeeded();
    // The model's suggestions obey the concept fence too: later code is replaced by where it is taught.
    const response = applyFence(dropSolutions(guard.text, ctx), ctx);
    const prompt = usage?.prompt ?? estimateTokens(JSON.stringify(ctx.recent) + ctx.userInput + ctx.code) + 1500;
    const completion = usage?.completion ?? estimateTokens(response);
    const guarded = guard.tripped !== null;
    // What the student saw of the model's text (streamed deltas included), not the replacement.
    if (!released) await seen(guard.text);
    else await this.conversations.recordLines(ctx.user.id, guard.revealedLines(guard.text));
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

  /**
   * The ladder rung a model reply to this message counts as: the rung the basic tutor's ladder shows
   * for it over the server's state (a hint request, '더' in the middle of the ladder, a solution
   * request), else none. The client's history never raises it.
   */
  private ladderRung(ctx: TutorContext): { intent: TutorIntent; hintLevel: number } | Record<string, never> {
    const r = this.offlineTutor.reply(ctx);
    return r.hintLevel !== null ? { intent: r.intent, hintLevel: r.hintLevel } : {};
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

// The server's record of a conversation, read before and written after every answer: the state
// per student and scope (state.ts: rung, last question, last topic, last run, lines revealed),
// every hint rung shown (table tutor_hint_events, what the teacher's hint figures read), the model
// text each student was shown lately (table tutor_revealed), which the guard adds up across
// requests whatever history the client sends, and every reference-solution line a student was
// ever shown, per problem (table tutor_revealed_lines: no sum over conversations shows them all).
import type { Db } from '../db/client.js';
import { deleteRevealedBefore, insertRevealed, insertRevealedLines, selectRevealed, selectRevealedLines } from '../db/queries/tutor-revealed.js';
import { selectTutorStates, upsertTutorState } from '../db/queries/tutor-states.js';
import type { TutorContext } from './context.js';
import { shortTurn } from './offline/short-turns.js';
import { EMPTY_STATE, nextState, normaliseLine, type ConversationState, type ReplyRecord } from './state.js';

export interface Logger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** How long and how many replies per student the guard remembers (table tutor_revealed). */
const REVEALED_TTL_MS = 2 * 3600_000;
const REVEALED_MAX = 12;
/** Every this many recorded replies, an instance also sweeps every student's expired ones. */
const REVEALED_SWEEP_EVERY = 200;

/** A solution line as the per-problem record keeps it: comment and spacing removed (as the guard quotes lines). */
export const recordedLine = (line: string): string => normaliseLine(line.replace(/#.*$/, ''));

/**
 * The topic a chat message names, as the state records it: the message itself (or, when it leaned on
 * the last topic, the question written out), or null for a short turn ('예시', '왜?', 'ㅇㅇ'), which
 * refers to the topic before it.
 */
export function topicOf(ctx: Pick<TutorContext, 'contextType' | 'userInput'>, written?: string): string | null {
  const message = ctx.userInput.trim();
  if (ctx.contextType !== 'chat' || !message || shortTurn(message)) return null;
  return written ?? message;
}

export class ConversationStore {
  private recordedReplies = 0;

  constructor(private readonly deps: { db: Db; log: Logger }) {}

  /**
   * The context with the server's state of this conversation: the ladder rung, the tutor's last
   * question, the topic a short turn refers to (this scope's, else its section's when newer: a
   * student who asked in the section chat and then opened an exercise), the last run it saw (used
   * when this message comes with the same code and no run), and the open problem's lines shown.
   */
  async withState(ctx: TutorContext, scope: string): Promise<TutorContext> {
    let state: ConversationState = EMPTY_STATE;
    try {
      const section = ctx.section ? `section:${ctx.section.id}` : null;
      const [rows, lines] = await Promise.all([
        selectTutorStates(this.deps.db, ctx.user.id, section && section !== scope ? [scope, section] : [scope]),
        ctx.problem ? selectRevealedLines(this.deps.db, ctx.user.id, ctx.problem.id) : undefined,
      ]);
      const row = rows.find((r) => r.scope === scope);
      const topic = rows.find((r) => r.lastTopic !== null)?.lastTopic ?? null;
      const revealed = [...new Set([...(row?.revealed ?? []), ...(lines?.get(ctx.problem!.id) ?? [])])];
      if (row) state = { rung: row.rung, lastIntent: (row.lastIntent as ConversationState['lastIntent']) ?? null, lastQuestion: row.lastQuestion, lastTopic: topic, lastRun: row.lastRun ?? null, lastShown: row.lastShown ?? [], revealed, recorded: true };
      else if (rows.length > 0 || revealed.length > 0) state = { ...EMPTY_STATE, lastTopic: topic, revealed, recorded: rows.length > 0 };
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

  async saveState(ctx: TutorContext, scope: string, reply: ReplyRecord): Promise<void> {
    const run = ctx.lastRun ? { ...ctx.lastRun, code: ctx.code } : null;
    const { rung, lastIntent, lastQuestion, lastTopic, lastRun, lastShown, revealed } = nextState(ctx.state, { ...reply, topic: reply.topic ?? topicOf(ctx) }, run);
    try {
      // Each rung shown is an event (the teacher's hint-efficacy figure counts them one by one).
      await upsertTutorState(this.deps.db, ctx.user.id, scope, { rung, lastIntent, lastQuestion, lastTopic, lastRun, lastShown, revealed }, reply.hintLevel);
      // The ladder's lines count toward the problem's record too (the model path reads it).
      if (ctx.problem && reply.revealed?.length) await this.recordLines(ctx.user.id, reply.revealed.map((line) => ({ problemId: ctx.problem!.id, line })));
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor: conversation state not saved');
    }
  }

  /** What the model showed a student lately (every instance records it in tutor_revealed). */
  async revealedTo(userId: number): Promise<string[]> {
    try {
      return await selectRevealed(this.deps.db, userId, new Date(Date.now() - REVEALED_TTL_MS), REVEALED_MAX);
    } catch (err) {
      // Without the record the guard still judges this reply (and the history sent) on its own.
      this.deps.log.warn({ err }, 'tutor guard: revealed replies not read');
      return [];
    }
  }

  /** Every solution line of every problem the student was ever shown (the guard's per-problem budget). */
  async linesShownTo(userId: number): Promise<Map<string, Set<string>>> {
    try {
      return await selectRevealedLines(this.deps.db, userId);
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor guard: revealed solution lines not read');
      return new Map();
    }
  }

  /** Record solution lines a student was shown (per problem, for good). */
  async recordLines(userId: number, lines: readonly { problemId: string; line: string }[]): Promise<void> {
    const rows = [...new Map(lines.map((l) => ({ problemId: l.problemId, line: recordedLine(l.line) })).filter((l) => l.line).map((l) => [`${l.problemId}\u0001${l.line}`, l])).values()];
    try {
      await insertRevealedLines(this.deps.db, userId, rows);
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor guard: revealed solution lines not recorded');
    }
  }

  /** Record the model's text a student was shown, before the answer completes (the next request may reach another instance). */
  async remember(ctx: TutorContext, text: string): Promise<void> {
    if (!text.trim()) return;
    const since = new Date(Date.now() - REVEALED_TTL_MS);
    try {
      await insertRevealed(this.deps.db, { userId: ctx.user.id, sectionId: ctx.section?.id ?? null, problemId: ctx.problem?.id ?? null, text }, since, REVEALED_MAX);
      if (++this.recordedReplies % REVEALED_SWEEP_EVERY === 0) await deleteRevealedBefore(this.deps.db, since);
    } catch (err) {
      this.deps.log.warn({ err }, 'tutor guard: revealed reply not recorded');
    }
  }
}

// The server's record of a conversation, read before and written after every answer: the state
// per student and scope (state.ts: rung, last question, last run, lines revealed), every hint rung
// shown (table tutor_hint_events, what the teacher's hint figures read) and the model
// text each student was shown lately (table tutor_revealed), which the guard adds up across
// requests whatever history the client sends.
import type { Db } from '../db/client.js';
import { deleteRevealedBefore, insertRevealed, selectRevealed } from '../db/queries/tutor-revealed.js';
import { selectTutorState, upsertTutorState } from '../db/queries/tutor-states.js';
import type { TutorContext } from './context.js';
import { EMPTY_STATE, nextState, type ConversationState, type ReplyRecord } from './state.js';

export interface Logger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

/** How long and how many replies per student the guard remembers (table tutor_revealed). */
const REVEALED_TTL_MS = 2 * 3600_000;
const REVEALED_MAX = 12;
/** Every this many recorded replies, an instance also sweeps every student's expired ones. */
const REVEALED_SWEEP_EVERY = 200;

export class ConversationStore {
  private recordedReplies = 0;

  constructor(private readonly deps: { db: Db; log: Logger }) {}

  /**
   * The context with the server's state of this conversation: the ladder rung, the tutor's last
   * question, and the last run it saw (used when this message comes with the same code and no run).
   */
  async withState(ctx: TutorContext, scope: string): Promise<TutorContext> {
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

  async saveState(ctx: TutorContext, scope: string, reply: ReplyRecord): Promise<void> {
    const run = ctx.lastRun ? { ...ctx.lastRun, code: ctx.code } : null;
    const next = nextState(ctx.state, reply, run);
    try {
      // Each rung shown is an event (the teacher's hint-efficacy figure counts them one by one).
      await upsertTutorState(this.deps.db, ctx.user.id, scope, next, reply.hintLevel);
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

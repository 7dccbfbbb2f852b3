// The conversation state the server keeps per student and scope (a problem, an exercise, a section
// or none): the hint-ladder rung reached, what the tutor last answered and asked, the last run it
// saw, and the reference-solution lines it has shown. The client's chat_history is for display
// only: it never raises a rung, and short turns ('ㅇㅇ', '더', 'ㅠㅠ') are read against this state.
import type { LastRun, TutorIntent } from '@dodam/contracts';
import { codeBlocks, replaceCodeBlocks } from './code-blocks.js';

export interface StoredRun extends LastRun {
  /** The code that produced the run (a later message about the same code may omit the run). */
  code: string;
}

export interface ConversationState {
  rung: number;
  lastIntent: TutorIntent | null;
  lastQuestion: string | null;
  /**
   * The student's last message that named a topic (what '예시', '왜?', 'ㅇㅇ' refer to): the server's
   * record, never the client's history.
   */
  lastTopic: string | null;
  lastRun: StoredRun | null;
  /**
   * The code blocks the tutor's last reply showed, spaces removed: '예시' / '더' / 'ㄴㄴ' then show another example,
   * never the one just shown (read from the server's record, never from the client's history).
   */
  lastShown: string[];
  /** Normalised reference-solution lines shown whole in this scope, over the whole conversation. */
  revealed: string[];
  /**
   * The server has a record of this conversation (this scope, or for the topic its section). Without
   * one a short turn has nothing to refer to: the client's history is display only and never read for it.
   */
  recorded: boolean;
}

export const EMPTY_STATE: ConversationState = Object.freeze({ rung: 0, lastIntent: null, lastQuestion: null, lastTopic: null, lastRun: null, lastShown: [], revealed: [], recorded: false }) as ConversationState;

/** The scope a message belongs to: the open problem or exercise, else the section. */
export function scopeOf(ctx: { problem?: { id: string } | undefined; exercise?: { id: string } | undefined; section?: { id: string } | undefined }): string {
  if (ctx.problem) return `problem:${ctx.problem.id}`;
  if (ctx.exercise) return `exercise:${ctx.exercise.id}`;
  if (ctx.section) return `section:${ctx.section.id}`;
  return 'none';
}

/** A code line as the guard and the ladder compare it (spaces ignored). */
export const normaliseLine = (line: string): string => line.replace(/\s+/g, '').trim();

/** The last question a reply ends with (its last sentence that ends in '?'), for reading 'ㅇㅇ' next time. */
export function lastQuestionOf(text: string): string | null {
  const prose = replaceCodeBlocks(text, () => ' ');
  const sentences = prose
    .split(/(?<=[?.!])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const last = sentences.at(-1);
  return last && last.endsWith('?') ? last.replace(/^[-*>\s]+/, '') : null;
}

export interface ReplyRecord {
  intent: TutorIntent | null;
  hintLevel: number | null;
  text: string;
  /** Solution lines the reply showed whole (the ladder reports them). */
  revealed?: readonly string[] | undefined;
  /** The topic of the student's message (null: a short turn, which keeps the topic it refers to). */
  topic?: string | null | undefined;
}

/** The code blocks of a reply, spaces removed (what the state keeps as shown). */
export const shownCode = (text: string): string[] => codeBlocks(text).map((b) => b.body.replace(/\s+/g, '')).filter(Boolean);

/** The state after a reply: the rung only rises through the server's own ladder replies. */
export function nextState(prev: ConversationState, reply: ReplyRecord, run: StoredRun | null): ConversationState {
  const revealed = [...new Set([...prev.revealed, ...(reply.revealed ?? []).map(normaliseLine)])];
  return {
    rung: reply.hintLevel !== null ? Math.max(prev.rung, reply.hintLevel) : prev.rung,
    lastIntent: reply.intent,
    lastQuestion: lastQuestionOf(reply.text),
    lastTopic: reply.topic ?? prev.lastTopic,
    lastRun: run ?? prev.lastRun,
    lastShown: shownCode(reply.text),
    revealed,
    recorded: true,
  };
}

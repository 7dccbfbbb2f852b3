// Replies to short turns ('더', 'ㅇㅇ', 'ㄴㄴ', 'ㅠㅠ') read against the server's conversation state.
import { CONCEPTS, resolveJosa } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { classify } from '../intents.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import { inLadder, shortTurn, type ShortTurn } from '../short-turns.js';
import type { OfflineReply } from '../reply.js';
import { taskOf } from '../task.js';
import { hintReply } from './hints.js';
import { errorReply } from './errors.js';
import { checkReply } from './code.js';
import { conceptReply } from './concepts.js';
import { isYesNoQuestion } from './answer-sentence.js';
import { nextStep } from './small-talk.js';

/** A short turn ('더', 'ㅇㅇ', 'ㄴㄴ', 'ㅠㅠ') read against the conversation state. */
export function shortTurnReply(ctx: TutorContext, turn: Exclude<ShortTurn, null>): OfflineReply | undefined {
  const task = taskOf(ctx);
  const state = ctx.state;
  const run = ctx.lastRun;
  const failedRun = run && (run.error || !run.success);
  switch (turn) {
    case 'more': {
      if (task) return hintReply(ctx, state.rung + 1);
      // No ladder: the failed run goes on being explained, else the topic of the last question with another example.
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: TEXTS.shortTurn.goingOn(r.text) };
      }
      const again = shortTurnReply(ctx, 'example');
      if (again) return again;
      return { intent: 'concept', hintLevel: null, text: TEXTS.shortTurn.more };
    }
    case 'yes':
      // 'ㅇㅇ' / 'ㄱㄱ' to a question that is not a yes/no one, in the middle of a ladder: go on climbing.
      if (task && inLadder(state) && !(state.lastQuestion && isYesNoQuestion(state.lastQuestion))) return hintReply(ctx, state.rung + 1);
      if (state.lastQuestion) {
        const previous = [...ctx.recent].reverse().find((m) => m.role === 'user' && !shortTurn(m.content.trim()))?.content.trim();
        // The student's own word for the topic ('upper'), else the concept it names.
        const word = previous ? /[A-Za-z_][A-Za-z_0-9]*(?:\(\))?/.exec(previous)?.[0] : undefined;
        const topic = previous ? classify(previous, 'chat').understood.concepts[0] : undefined;
        const about = word && word.length > 1 ? TEXTS.shortTurn.aboutWord(word) : topic ? TEXTS.shortTurn.aboutConcept(CONCEPTS[topic]) : '';
        return {
          intent: state.lastIntent ?? 'unknown',
          hintLevel: null,
          text: resolveJosa(TEXTS.shortTurn.yesToQuestion(about, state.lastQuestion)),
        };
      }
      return { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.yes(nextStep(ctx)) };
    case 'no':
      return { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.no };
    case 'done': {
      const praise = TEXTS.shortTurn.praise;
      if (task) return { intent: 'thanks', hintLevel: null, text: TEXTS.shortTurn.doneOnTask(praise, task.kind) };
      return { intent: 'thanks', hintLevel: null, text: TEXTS.shortTurn.done(praise, nextStep(ctx)) };
    }
    case 'why':
    case 'confused':
    case 'example': {
      // In the middle of a ladder: one step more concrete. Otherwise the topic of the student's last question.
      const opening = turn === 'example' ? TEXTS.shortTurn.example : turn === 'why' ? TEXTS.shortTurn.why : TEXTS.shortTurn.confused;
      if (task && inLadder(state)) return hintReply(ctx, state.rung + 1, opening);
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: TEXTS.shortTurn.withOpening(opening, r.text) };
      }
      const previous = [...ctx.recent].reverse().find((m) => m.role === 'user' && !shortTurn(m.content.trim()))?.content.trim();
      if (!previous) return undefined;
      const c = classify(`${previous}${turn === 'why' ? ' 왜' : ''}`, 'chat');
      const concept = c.understood.concepts.find((x) => ctx.fence.allows(x));
      const gist = turn === 'confused' && concept ? CONCEPT_GISTS[concept] : undefined;
      const r = conceptReply(ctx, c, ctx.index ?? undefined);
      if (!r) return undefined;
      return { ...r, text: TEXTS.shortTurn.withGist(opening, gist ?? '', r.text) };
    }
    case 'sad': {
      const comfort = TEXTS.shortTurn.comfort;
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: TEXTS.shortTurn.withOpening(comfort, r.text) };
      }
      if (ctx.code.trim() && run) {
        const r = checkReply(ctx);
        return { ...r, text: TEXTS.shortTurn.withOpening(comfort, r.text) };
      }
      if (task) {
        const r = hintReply(ctx, state.rung + 1);
        return { ...r, text: TEXTS.shortTurn.withOpening(comfort, r.text) };
      }
      return { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.comfortAndNext(comfort, nextStep(ctx)) };
    }
  }
}

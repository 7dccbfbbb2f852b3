// The basic tutor (기본 튜터): works with no network and no key. It recognises what the student
// asks, explains the last error with the Korean error table and the student's own line, answers
// concept questions from this and earlier sections' lessons, climbs a hint ladder (goal → the
// problem's hint → a skeleton with blanks) and never gives the full solution. Short, polite Korean
// that ends with a question or a next step.
import { resolveJosa } from '@dodam/contracts';
import { codeJ } from '../korean.js';
import { aboutFailedProgram, errorInWords, namesRunError } from './error-words.js';
import type { TutorContext } from '../context.js';
import { classify, questionForm, type Classification } from './intents.js';
import type { Retrieval } from '../retrieval.js';
import { statedExpectation } from './expectation.js';
import { casualAnswer } from './casual.js';
import { expressesFeeling, inLadder, isSmallTalk, shortTurn, warmSentence } from './short-turns.js';
import { pleads } from './answer-request.js';
import { type OfflineReply, OFFLINE_PREFIX } from './reply.js';
import { sectionName } from './format.js';
import { taskOf } from './task.js';
import { answerRequestReply, hintReply } from './replies/hints.js';
import { blankReply } from './replies/blanks.js';
import { errorCard, errorReply } from './replies/errors.js';
import { findingsFor, findingsReply } from './replies/findings.js';
import { ABOUT_RUN, namesOwnVariable, codeFirstReply, checkReply, notWorkingReply, expectationReply } from './replies/code.js';
import { conceptReply, elsewhereReply, solutionsOf } from './replies/concepts.js';
import { exampleReply } from './replies/examples.js';
import { differenceReply } from './replies/difference.js';
import { taskLine, nextSectionSentence, nextStep } from './replies/small-talk.js';
import { continuation, followUpQuestion, oppositeQuestion, shortTurnFallback, shortTurnReply, otherSideQuestion, swappedQuestion } from './replies/short-turns.js';
import { applyFence, withFencedCode, withoutSolutionLines } from './fence.js';
import { TEXTS, type CasualId } from './texts.js';

/** Casual questions about the tutor itself rather than about learning. */
const ABOUT_TUTOR: ReadonlySet<CasualId> = new Set<CasualId>(['who-are-you', 'joke', 'affection', 'who-sees']);

export interface OfflineTutor {
  reply(ctx: TutorContext): OfflineReply;
}

export function createOfflineTutor(retrieval: Retrieval, defaultCourseId = 'python'): OfflineTutor {
  const indexFor = (ctx: TutorContext) => ctx.index ?? retrieval.forCourse(defaultCourseId);

  function reply(ctx: TutorContext): OfflineReply {
    const message = ctx.userInput.trim();
    // Code first: a value the student says their own code should print ('55 나와야 됨') is not a short turn ('됨').
    const stated = ctx.code.trim() ? statedExpectation(message, ctx.lastRun?.output) : undefined;
    const turn = ctx.contextType === 'chat' && !(stated && !stated.described) ? shortTurn(message) : null;
    // A short turn is read against the conversation state, and never answered with 'I cannot answer that'.
    if (turn) {
      const r = shortTurnReply(ctx, turn);
      if (r) return r;
      const other = replyToMessage(ctx, message);
      return other.intent === 'unknown' || other.intent === 'off_topic' ? shortTurnFallback(ctx, turn) : other;
    }
    // '반대는?' after a question about `upper`: the counterpart the lessons pair it with (`lower`), in the same frame.
    const opposite = ctx.contextType === 'chat' ? oppositeQuestion(ctx, message) : undefined;
    if (opposite) {
      const again = replyToMessage({ ...ctx, userInput: opposite.question }, opposite.question);
      if (again.intent === 'concept') return { ...again, text: TEXTS.shortTurn.opposite(codeJ(opposite.of, '과/와'), codeJ(opposite.word, '이에요/예요'), again.text), topic: opposite.question };
    }
    // '2 말고 3 하면' after a question about `f"{x:.2f}"`: that question with 3 in place of 2; 'print랑 뭐가 달라' after a
    // question about `return`: the difference of the two.
    const swapped = ctx.contextType === 'chat' ? (swappedQuestion(ctx, message) ?? otherSideQuestion(ctx, message)) : undefined;
    if (swapped) {
      const again = replyToMessage({ ...ctx, userInput: swapped }, swapped);
      if (again.intent !== 'unknown' && again.intent !== 'off_topic') return { ...again, topic: swapped };
    }
    const r = replyToMessage(ctx, message);
    // '그럼 거꾸로는?' after a question about range: the last topic with the new focus word, when the lessons answer it
    // on that topic (else the message is read alone; words to the tutor or a feeling are never rewritten).
    const cont = ctx.contextType === 'chat' && (r.intent === 'concept' || r.unread) ? continuation(ctx, message) : undefined;
    if (cont) {
      const again = replyToMessage({ ...ctx, userInput: cont.question }, cont.question);
      if (again.intent === 'concept' && again.text.toLowerCase().includes(cont.word.toLowerCase())) return { ...again, topic: cont.question };
    }
    // A short follow-up that names no topic of its own ('그럼 순서는?', '공백도 세?') asks about the last topic; a reply
    // to words to the tutor, a feeling or small talk it placed ('너 몇 살이야?') is kept.
    if (r.unread && ctx.contextType === 'chat') {
      const combined = followUpQuestion(ctx, message);
      if (combined) {
        const again = replyToMessage({ ...ctx, userInput: combined }, combined);
        if (again.intent !== 'unknown' && again.intent !== 'off_topic') return { ...again, topic: combined };
      }
    }
    return r;
  }

  function replyToMessage(ctx: TutorContext, message: string): OfflineReply {
    const c = withFencedCode(classify(message, ctx.contextType), message, ctx);
    // Words to the tutor itself (who it is, a joke, a kind word, who reads the chat) are answered before a feeling they
    // may share a word with ('쌤 최고' is not good news of the student's own; '재밌는 얘기 해줘' is a request).
    const toTutor = c.intent !== 'prompt_probe' && c.understood.concepts.length === 0 && !c.pastedTraceback ? casualAnswer(c.understood.text) : undefined;
    if (toTutor && ABOUT_TUTOR.has(toTutor.id)) return { intent: 'off_topic', hintLevel: null, text: resolveJosa(toTutor.answer.replace('{next}', nextSectionSentence(ctx))) };
    // Code first: words about the student's own code and its run ('55 나와야 됨', 'pen 4로 안 늘어남', 'a는 안 건드렸는데')
    // are read on that code, never as a feeling or small talk alone.
    const ownCode = Boolean(ctx.code.trim()) && !c.pastedTraceback && c.intent !== 'prompt_probe' && (ABOUT_RUN.test(message) || namesOwnVariable(message, ctx.code) || statedExpectation(message, ctx.lastRun?.output) !== undefined);
    if (expressesFeeling(message) && c.intent !== 'prompt_probe') {
      // A feeling is acknowledged first; a question that comes with it is still answered.
      // Only a real question or a failed run is answered after the warm sentence; 'coding' alone is not one.
      const failedRun = Boolean(ctx.lastRun && (ctx.lastRun.error || !ctx.lastRun.success));
      const about = ownCode || c.understood.concepts.length > 0 || c.pastedTraceback || failedRun || c.intent === 'hint' || c.intent === 'solution_request' || (c.intent === 'error_help' && Boolean(ctx.code.trim()));
      if (!about) return { intent: 'off_topic', hintLevel: null, text: TEXTS.smallTalk.feelingOnly(warmSentence(message), nextStep(ctx)) };
      const r = answer(ctx, c);
      // Praise is never the opening of a reply about code that does not do what the student wanted.
      const warm = warmSentence(message);
      if (ownCode && (warm === TEXTS.feelings.celebrate || warm === TEXTS.feelings.goodNews)) return r;
      return { ...r, text: TEXTS.smallTalk.feelingThen(warm, r.text) };
    }
    // Small talk about the tutor or the day: a warm word, then the next small step (not a lesson passage that shares a word).
    if (!ownCode && isSmallTalk(message) && c.understood.concepts.length === 0 && !c.pastedTraceback && c.intent !== 'prompt_probe') {
      return { intent: 'off_topic', hintLevel: null, text: TEXTS.smallTalk.offTopic(TEXTS.smallTalk.thanksForTalking, nextStep(ctx)) };
    }
    return answer(ctx, c);
  }

  function answer(ctx: TutorContext, c: Classification): OfflineReply {
    const message = ctx.userInput.trim();
    const index = indexFor(ctx);
    const task = taskOf(ctx);
    // A question about a blank of the skeleton the ladder showed (also 'that blank's answer'): that blank's nudge.
    const blank = c.intent !== 'prompt_probe' ? blankReply(ctx, message) : undefined;
    if (blank) return blank;
    // A bare plea ('제발', '한 번만요') in the middle of the ladder asks for the answer again: the next rung, never the answer.
    if (task && c.intent !== 'prompt_probe' && pleads(message) && inLadder(ctx.state)) return answerRequestReply(ctx, message);
    // Code first: the student's own expectation beats the open exercise's example output.
    const asksForHelp = c.intent === 'prompt_probe' || c.intent === 'solution_request' || c.intent === 'hint';
    const stated = ctx.code.trim() && !asksForHelp && !c.pastedTraceback ? statedExpectation(message, ctx.lastRun?.output) : undefined;
    if (stated) return expectationReply(ctx, stated, task);
    // Code first: a message about what the student's own code does is answered on that code.
    const aboutCode = ctx.code.trim() && !asksForHelp && c.intent !== 'error_help' && !c.pastedTraceback && (ABOUT_RUN.test(message) || namesOwnVariable(message, ctx.code));
    if (aboutCode && !(c.intent === 'concept' && c.understood.concepts.length > 0 && !ABOUT_RUN.test(message))) return codeFirstReply(ctx, task);
    const run = ctx.lastRun;
    const failedRun = Boolean(run && (run.error || !run.success));
    // An error named in words ('list index out of range 이거 뭐예요'), with no run or traceback to read.
    if (!failedRun && !c.pastedTraceback && c.intent !== 'prompt_probe' && c.intent !== 'solution_request') {
      const named = errorInWords(message, ctx.code);
      if (named) {
        const text = errorCard(named, true);
        const ask = ctx.code.trim() ? TEXTS.error.namedAskOwnCode : TEXTS.error.namedAskForCode;
        return { intent: 'error_help', hintLevel: null, text: resolveJosa(`${text}\n\n${ask}`) };
      }
    }
    // Code whose run failed, and a message that names its error ('index out of range 왜', 'hi 정의 안됐다는데'): it is about that run.
    if (failedRun && ctx.code.trim() && !asksForHelp && namesRunError(message, run?.error ?? '')) return codeFirstReply(ctx, task);
    // …or that names only topics its own program uses, asking why or saying what happened ('print 안 나옴'): that run.
    if (failedRun && ctx.code.trim() && !asksForHelp && aboutFailedProgram(c.understood.concepts, ctx.code, questionForm(c.understood.text).form)) return codeFirstReply(ctx, task);
    // Code whose run failed, and a message that names no topic ('이제 어떻게 해요?'): it is about that run.
    if (failedRun && ctx.code.trim() && c.understood.concepts.length === 0 && !asksForHelp && c.intent !== 'greeting' && c.intent !== 'thanks') return codeFirstReply(ctx, task);
    if (c.intent === 'concept' || c.intent === 'unknown') {
      const diff = differenceReply(ctx, c, index);
      if (diff) return diff;
      const examples = ctx.contextType === 'chat' ? exampleReply(ctx, c, index, solutionsOf(ctx)) : undefined;
      if (examples) return examples;
    }
    const casual = c.intent !== 'prompt_probe' && c.intent !== 'solution_request' && !c.pastedTraceback ? casualAnswer(c.understood.text, c.understood.concepts.length > 0) : undefined;
    if (casual) return { intent: 'concept', hintLevel: null, text: resolveJosa(casual.answer.replace('{next}', nextSectionSentence(ctx))) };
    switch (c.intent) {
      case 'prompt_probe':
        return {
          intent: 'prompt_probe',
          hintLevel: null,
          text: TEXTS.intent.promptProbe(sectionName(ctx)),
        };
      case 'solution_request':
        return answerRequestReply(ctx, message);
      case 'hint': {
        // No task open: 'X 어떻게 풀어요?' is answered from the lessons when they cover it.
        if (!task && ctx.contextType === 'chat') {
          const concept = conceptReply(ctx, c, index, true);
          if (concept) return concept;
        }
        return hintReply(ctx, ctx.state.rung + 1);
      }
      case 'error_help': {
        const r = errorReply(ctx, c.pastedTraceback);
        if (r) return r;
        if (ctx.code.trim() && !ctx.lastRun) {
          const findings = findingsFor(ctx, task);
          if (findings.length) return findingsReply(ctx, findings, 'error_help');
        }
        // With no code and no run there is nothing of the student's to read: 'X 하면 왜 에러남?' asks about X in general.
        const nothingToRead = !ctx.code.trim() && !ctx.lastRun && questionForm(c.understood.text).form !== 'about';
        const concept = /[A-Z][a-z]+Error/.test(message) || c.understood.concepts.length || (nothingToRead && c.programming) ? conceptReply(ctx, c, index) : undefined;
        if (concept) return concept;
        if (ctx.lastRun?.success) return checkReply(ctx, 'error_help');
        return {
          intent: 'error_help',
          hintLevel: null,
          text: TEXTS.error.noErrorYet,
        };
      }
      case 'check_code': {
        // '맞음?' / '안 돼요?' with no code and no run is a question about the topic it names.
        if (!ctx.code.trim() && !ctx.lastRun && ctx.contextType === 'chat') {
          const concept = conceptReply(ctx, c, index);
          if (concept) return concept;
        }
        if (c.notWorking && ctx.contextType === 'chat') return notWorkingReply(ctx, c, index);
        return checkReply(ctx);
      }
      case 'greeting':
        return {
          intent: 'greeting',
          hintLevel: null,
          text: resolveJosa(TEXTS.intent.greeting(ctx.section ? sectionName(ctx) : undefined, taskLine(ctx))),
        };
      case 'thanks':
        return { intent: 'thanks', hintLevel: null, text: TEXTS.intent.thanks };
      case 'concept':
      case 'unknown':
      case 'off_topic': {
        // A message with no question or programming word needs a strong match in the lessons
        // ('나머지 구하기'); small talk ('오늘 날씨 어때?') goes back to the lesson.
        // A question next to code ('왜 None 나와요?', '왜 이렇게 나와요') is about that code.
        if (ctx.code.trim() && c.intent !== 'concept' && /\?|왜|나와|나옴|나와요|뭐가|이상|틀|맞/.test(c.understood.text)) return checkReply(ctx);
        const tryLessons = c.intent === 'concept' || c.programming;
        const concept = tryLessons ? conceptReply(ctx, c, index) : conceptReply(ctx, c, index, true);
        if (concept) return concept;
        // Not taught in this course, but set in bold by another course's lesson: a gist and where it is taught.
        const elsewhere = elsewhereReply(ctx, c, retrieval);
        if (elsewhere) return elsewhere;
        const courseWords = c.intent === 'concept' && (index?.knownShare(c.understood.base) ?? 0) >= 0.5 && (index?.search(c.understood.base, { limit: 1, extra: c.understood.extra })[0]?.coverage ?? 0) >= 0.5;
        if (c.programming || courseWords) {
          // Never 'off-topic' for a programming message: say what can be done instead.
          const codeHelp = ctx.code.trim() ? findingsFor(ctx, task) : [];
          if (codeHelp.length) return findingsReply(ctx, codeHelp, 'check_code');
          // An open task: the next step of its ladder rather than 'not found'.
          if (task) return hintReply(ctx, ctx.state.rung + 1, TEXTS.intent.onTask);
          return {
            intent: 'unknown',
            hintLevel: null,
            text: TEXTS.intent.notFound(sectionName(ctx)),
            unread: true,
          };
        }
        return {
          intent: 'off_topic',
          hintLevel: null,
          text: TEXTS.smallTalk.offTopic(expressesFeeling(message) ? warmSentence(message) : TEXTS.smallTalk.thanksForTalking, nextStep(ctx)),
          unread: true,
        };
      }
    }
  }

  return {
    reply(ctx) {
      const { unread: _unread, ...r } = reply(ctx);
      return { ...r, text: OFFLINE_PREFIX + applyFence(withoutSolutionLines(r.text, ctx), ctx) };
    },
  };
}

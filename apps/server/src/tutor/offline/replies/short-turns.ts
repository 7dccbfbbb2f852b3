// Replies to short turns ('더', 'ㅇㅇ', 'ㄴㄴ', 'ㅠㅠ') read against the server's conversation state.
import { CONCEPTS, explainPythonError, resolveJosa, type ConceptId, type TutorIntent } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { classify } from '../intents.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import { expressesFeeling, inLadder, warmSentence, type ShortTurn } from '../short-turns.js';
import type { OfflineReply } from '../reply.js';
import { taskOf } from '../task.js';
import { hintReply, needsSentence } from './hints.js';
import { blankReply } from './blanks.js';
import { errorReply } from './errors.js';
import { checkReply, codeFirstReply, expectationReply } from './code.js';
import { statedExpectation } from '../expectation.js';
import { conceptReply } from './concepts.js';
import { isYesNoQuestion } from './answer-sentence.js';
import { nextStep } from './small-talk.js';
import { codeJ } from '../../korean.js';
import { codeExamples } from '../../retrieval.js';
import { hasParts, OPERATOR_WORDS } from './examples.js';
import { conceptsInCode } from '../concept-scan.js';
import { includesLines } from '../fence.js';
import { fencedCode, linkTo } from '../format.js';
import { findingsFor } from './findings.js';
import { isPythonWord, tokenize } from '@dodam/contracts/python/py-tokens';

/** Tutor turns after which 'ㅇㅇ' / 'ok' on an open task means "yes, let's do the next step": the ladder. */
const OFFERED_NEXT_STEP: (TutorIntent | null)[] = [null, 'off_topic', 'greeting', 'thanks', 'unknown'];

/**
 * The topic a short turn refers to: the server's record of the student's last message that was not a short turn.
 * The client's history is display only: never read for it, not even on a conversation's first turn (a made-up
 * history would otherwise choose the topic, the question answered or the text quoted back).
 */
function previousTopic(ctx: TutorContext): string | undefined {
  return ctx.state.lastTopic ?? undefined;
}

/** A short question that leans on the last one ('그럼 순서는?', 'ㅇㅎ 공백도 세?'): nothing but a word or two and a question. */
const FOLLOW_UP = /^(?:(?:ㅇ+|ㅇㅎ|ㅇㅋ|응|네|넹|아하?|오+|헐)\s+)?(?:그럼|그러면|근데|그런데|그건|그거|아\s*그럼)?\s*(.{1,16}?)\s*\?*$/;

/**
 * The follow-up written out with the topic of the student's last question ('집합 순서는?'), when the message is short,
 * ends as a question and names no concept of its own; undefined otherwise.
 */
export function followUpQuestion(ctx: TutorContext, message: string): string | undefined {
  if (message.length > 24 || !/\?\s*$|(은|는|도|요|건|면|씀|함|임|됨)\s*$/.test(message) || classify(message, 'chat').understood.concepts.length > 0) return undefined;
  return continued(ctx, message);
}

/** A follow-up that says it continues ('그럼 거꾸로는?', '근데 음수는?'): a word or two after 그럼/근데, no code of its own. */
const CONTINUES = /^(?:(?:ㅇ+|ㅇㅎ|ㅇㅋ|응|네|아하?|오+)\s+)?(?:그럼|그러면|근데|그런데|그리고|아\s*그럼|그거\s*말고)\s+[가-힣]{1,8}(?:\s+[가-힣]{1,6})?\s*\?*\s*$/;

/**
 * A short follow-up that continues the last topic with a new focus word ('range' then '그럼 거꾸로는?' asks about range
 * counting down, not about slicing): the question written out with the last topic, even when the focus word alone
 * would name a concept of its own. Undefined when the message does not say it continues or there is no last topic.
 */
export function continuation(ctx: TutorContext, message: string): { question: string; word: string } | undefined {
  if (!CONTINUES.test(message.trim())) return undefined;
  const question = continued(ctx, message);
  const word = question?.split(' ')[0];
  return question && word ? { question, word } : undefined;
}

/** '반대는?', '그럼 반대로는?', 'ㅇㅎ 그 반대는요?': the counterpart of the last topic, asked in the same frame. */
const OPPOSITE = /^(?:(?:ㅇ+|ㅇㅎ|ㅇㅋ|응|네|아하?|오+|헐)\s+)?(?:그럼|그러면|근데|그런데|아\s*그럼)?\s*(?:그\s*)?반대(?:는|로는|로|도|면|의\s*경우는?)?(?:요|여)?\s*(?:뭐(?:예요|에요|야|임)?|어케|어떻게\s*(?:해|해요|함)?|있어(?:요)?|써요?)?\s*\?*\s*$/;

/** A code line as the tokens that matter (comments and line ends left out). */
const lineTokens = (line: string): string[] =>
  tokenize(line)
    .tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'newline')
    .map((t) => t.text);

/**
 * The counterpart of a Python word in the lessons' own examples: two lines of one example that differ only in that word
 * (`print(s.upper())` / `print(s.lower())`), or in a word put before it (`x in a` / `x not in a`). The counterpart the
 * lessons pair with it most often, inside the fence; undefined when they never pair it.
 */
export function counterpartOf(ctx: TutorContext, word: string): string | undefined {
  const index = ctx.index;
  if (!index || !/^[A-Za-z_][A-Za-z_0-9]*$/.test(word)) return undefined;
  const order = ctx.section?.order ?? Number.MAX_SAFE_INTEGER;
  const counts = new Map<string, number>();
  for (const chunk of index.chunks.filter((ch) => ch.sectionOrder <= order)) {
    for (const example of codeExamples(chunk.body)) {
      const lines = example.code.split('\n').filter((l) => l.includes(word)).map(lineTokens);
      const all = example.code.split('\n').map(lineTokens);
      for (const a of lines) {
        for (const b of all) {
          let other: string | undefined;
          if (a.length === b.length) {
            const diff = a.map((t, i) => i).filter((i) => a[i] !== b[i]);
            if (diff.length === 1 && a[diff[0]!] === word) other = b[diff[0]!];
          } else if (b.length === a.length + 1) {
            // One word put before it ('not' before 'in').
            const at = b.findIndex((t, i) => t !== a[i]);
            if (at >= 0 && b[at + 1] === word && b.slice(at + 1).join('\u0001') === a.slice(at).join('\u0001')) other = `${b[at]} ${word}`;
          }
          if (!other || other === word || !/^[A-Za-z_][A-Za-z_0-9]*( [A-Za-z_]+)?$/.test(other)) continue;
          const head = other.split(' ')[0]!;
          const method = a.some((t, i) => t === word && a[i - 1] === '.');
          if (!isPythonWord(head) && !method) continue;
          counts.set(other, (counts.get(other) ?? 0) + 1);
        }
      }
    }
  }
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
}

/**
 * '반대는?' after a question about a Python word: the question about its counterpart in the lessons' examples, with the
 * word it is the counterpart of. Undefined when the message is not that, there is no last topic or no counterpart.
 */
export function oppositeQuestion(ctx: TutorContext, message: string): { question: string; word: string; of: string } | undefined {
  if (!OPPOSITE.test(message.trim())) return undefined;
  const previous = previousTopic(ctx);
  const of = previous ? /[A-Za-z_][A-Za-z_0-9]*/.exec(previous)?.[0] : undefined;
  const word = of ? counterpartOf(ctx, of) : undefined;
  return of && word ? { question: `${word} 뭐예요?`, word, of } : undefined;
}

/** 'A 말고 B (하면)?': the same question with B in place of A. */
const SWAP = /^(?:(?:ㅇ+|ㅇㅎ|ㅇㅋ|응|네|아하?|오+)\s+)?(?:그럼|그러면|근데)?\s*([^\s가-힣]{1,12}|[가-힣]{1,6})\s*말고\s+([^\s가-힣]{1,12}|[가-힣]{1,6})\s*(?:하면|으로|로|는|은|면|이면|이라면|라면)?\s*(?:어케\s*돼|어떻게\s*돼|돼|됨)?\s*\?*\s*$/;

/**
 * The last question asked again with one part put otherwise ('f"{x:.2f}" 이거 뭐임' then '2 말고 3 하면' asks about
 * `f"{x:.3f}"`): the server's last topic with A replaced by B, when it holds A. Undefined otherwise.
 */
export function swappedQuestion(ctx: TutorContext, message: string): string | undefined {
  const m = SWAP.exec(message.trim());
  const previous = previousTopic(ctx);
  if (!m || !previous || /^(그거|그건|이거|이건)$/.test(m[1]!) || !previous.includes(m[1]!)) return undefined;
  return previous.replace(m[1]!, m[2]!);
}

/**
 * A difference question that names one side only ('return이 뭐야' then 'print랑 뭐가 달라'): the other side is the last
 * topic's code word, put first. Undefined when the message names two sides, or the last topic has no code word.
 */
export function otherSideQuestion(ctx: TutorContext, message: string): string | undefined {
  const m = message.trim();
  if (m.length > 24 || !DIFFERENCE_WORDS.test(m) || TO_TUTOR.test(m)) return undefined;
  const named = m.match(/[A-Za-z_][A-Za-z_0-9]*|==|!=|\/\/|[=%]/g) ?? [];
  if (named.length !== 1) return undefined;
  const previous = previousTopic(ctx);
  const word = previous ? /[A-Za-z_][A-Za-z_0-9]+/.exec(previous)?.[0] : undefined;
  if (!word || word === named[0]) return undefined;
  return `${word}, ${m}`;
}
const DIFFERENCE_WORDS = /차이|뭐가\s*(달라|다름|다른)|어떻게\s*달라|다른\s*점|\bvs\.?\b/i;

/** Words to the tutor itself ('근데 너 누구야?', '그럼 쌤은?'): never a follow-up of the last topic. */
const TO_TUTOR = /(?:^|\s)(?:너|넌|니가|네가|당신|쌤|샘|선생님|튜터)(?:[은는이가도]|\s|\?|$)|누구/;

function continued(ctx: TutorContext, message: string): string | undefined {
  if (TO_TUTOR.test(message)) return undefined;
  const previous = previousTopic(ctx);
  if (!previous || previous === message) return undefined;
  const rest = FOLLOW_UP.exec(message.trim())?.[1]?.trim();
  if (!rest) return undefined;
  // The topic's code word: a name, else an operator it asks about ('%는 뭐야' then 'ㅇㅇ 어디에 씀' asks where `%` is used).
  const word = /[A-Za-z_][A-Za-z_0-9]+/.exec(previous)?.[0] ?? /(?:^|\s)(\/\/|\*\*|==|!=|<=|>=|[%])(?=\s|[가-힣]|$)/.exec(previous)?.[1];
  const named = classify(previous, 'chat').understood.concepts;
  const taught = (x: ConceptId) => ctx.course?.sections.findIndex((s) => s.concepts.includes(x)) ?? -1;
  const concept = [...named].sort((a, b) => taught(b) - taught(a))[0];
  const topic = word && (word.length > 1 || !/[A-Za-z]/.test(word)) ? word : concept ? CONCEPTS[concept].replace(/\s*\(.*$/, '') : undefined;
  return topic ? `${topic} ${rest.replace(/^말고\s+/, '')}?` : undefined;
}

/** ' `upper`에 대해' or ' 문자열 메서드에 대해': the student's own word for the topic, else the concept it names. */
function aboutTopic(previous: string | undefined): string {
  if (!previous) return '';
  const word = /[A-Za-z_][A-Za-z_0-9]*(?:\(\))?/.exec(previous)?.[0];
  const topic = classify(previous, 'chat').understood.concepts[0];
  if (word && word.length > 1) return TEXTS.shortTurn.aboutWord(word);
  const phrase = ownPhrase(previous);
  return phrase ? TEXTS.shortTurn.aboutConcept(phrase) : topic ? TEXTS.shortTurn.aboutConcept(CONCEPTS[topic]) : '';
}

/** Words that say how a question is asked, never part of what it is about. */
const ASKING = /^(어떻게|어케|어떡|어떤|뭐|뭔|왜|언제|어디|무슨|몇|그럼|근데|그거|이거|저거|혹시|그냥|진짜|좀)/;

/**
 * The noun phrase a question opens with, in the student's own words ('리스트 복사 어떻게 함' → '리스트 복사'): two or three
 * bare Korean nouns before the first word of asking or the first word with an ending. Undefined for a single noun (the
 * concept's own name says it as well) or when the phrase does not lead the question.
 */
export function ownPhrase(question: string): string | undefined {
  const words = question.replace(/[?!.~]+/g, ' ').trim().split(/\s+/);
  const phrase: string[] = [];
  for (const w of words.slice(0, 4)) {
    if (ASKING.test(w) || !/^[가-힣]{2,5}$/.test(w)) break;
    // A particle or an ending closes the phrase: the word before the particle still belongs to it ('복사는' → 복사).
    const bare = /(하는|되는|하면|해서|하고|했|한|할|된|될|게|지|요|다|야|함|임|씀|됨|음)$/.test(w) ? undefined : w.replace(/(?:은|는|이|가|을|를|도|랑|이랑)$/, '');
    if (!bare || bare.length < 2) break;
    phrase.push(bare);
    if (bare !== w) break;
  }
  return phrase.length >= 2 ? phrase.join(' ') : undefined;
}

/** The one-line gist of the last topic's concept (what 'ㅇㅇ' / 'ㅋㅋ' after a question about it goes on from), or ''. */
function topicGist(ctx: TutorContext): string {
  const previous = previousTopic(ctx);
  if (!previous || (!/[A-Za-z_]{2,}/.test(previous) && ownPhrase(previous))) return '';
  const concept = classify(previous, 'chat').understood.concepts.find((x) => ctx.fence.allows(x) && CONCEPT_GISTS[x]);
  return concept ? (CONCEPT_GISTS[concept] ?? '') : '';
}

/**
 * The small step the tutor offered in a section with no task open ('실습 「…」을 열고 …, 딱 한 단계만 같이 해 볼까요?'), carried
 * out on a yes: the goal of the section's first exercise (its ladder's first rung; the rung is the exercise's own once it is
 * opened, so none is recorded here). Undefined with no section or no exercise in it.
 */
function sectionStep(ctx: TutorContext): OfflineReply | undefined {
  const exercise = ctx.section?.practice[0];
  if (!exercise || ctx.problem || ctx.exercise) return undefined;
  // The exercise is not open: its text (which points at what its page shows) is not quoted, only what it needs.
  return { intent: 'hint', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.sectionStep(exercise.title, needsSentence({ ...ctx, exercise }))) };
}

/** The question the tutor asked last: the server's state only (the client's history is display only). */
function lastQuestion(ctx: TutorContext): string | null {
  return ctx.state.lastQuestion;
}

const squeeze = (code: string) => code.replace(/\s+/g, '');

/**
 * '예시' / '더' after a concept answer: another runnable example of that topic from the lessons the student has reached
 * (the code word they asked about, else the concept), one the last reply did not show, inside the fence and never a
 * problem's reference solution. The current section's examples first, then the shortest.
 */
function anotherExample(ctx: TutorContext, previous: string): OfflineReply | undefined {
  const index = ctx.index;
  if (!index) return undefined;
  const word = /[A-Za-z_][A-Za-z_0-9]+/.exec(previous)?.[0];
  const understood = classify(previous, 'chat').understood;
  const named = understood.concepts.filter((x) => ctx.fence.allows(x));
  // The most specific concept named: the one the course teaches last ('리스트 정렬' is about the list methods).
  const taught = (x: ConceptId) => ctx.course?.sections.findIndex((s) => s.concepts.includes(x)) ?? -1;
  const concept = [...named].sort((a, b) => taught(b) - taught(a))[0];
  if (!word && !concept) return undefined;
  // The Python words the question means ('정렬' → sort): examples using more of them come first.
  const meant = [...new Set(understood.extra.split(/\s+/).filter((w) => /^[a-z_]{3,}$/.test(w)))];
  // …and the operators it names in words ('나머지' → `%`): the example of the operator asked, not another of its family.
  const ops = OPERATOR_WORDS.filter(([say]) => say.test(previous)).map(([, code]) => code);
  const means = (code: string) => meant.filter((w) => new RegExp(`(?<![\\w])${w}(?![\\w])`).test(code)).length + ops.filter((re) => re.test(code)).length;
  const wordRe = word ? new RegExp(`(?<![\\w])${word}(?![\\w])`) : undefined;
  // What the last reply showed: the server's record of it (the client's history is display only).
  const shown = ctx.state.lastShown;
  const solutions = (ctx.course?.sections ?? []).flatMap((s) => s.problems.map((p) => p.reference_solution));
  const order = ctx.section?.order ?? Number.MAX_SAFE_INTEGER;
  const pool = index.chunks
    .filter((ch) => ch.sectionOrder <= order)
    .flatMap((chunk) => codeExamples(chunk.body).map((e) => ({ chunk, code: e.code, norun: e.norun, used: conceptsInCode(e.code) })))
    .filter(({ code, norun, used }) => !norun && !hasParts(code) && code.split('\n').length <= 10 && !shown.some((s) => s.includes(squeeze(code))) && [...used].every((x) => ctx.fence.allows(x)) && !solutions.some((s) => includesLines(code, s)));
  // The code word asked about; else every concept named ('리스트 슬라이싱': a list sliced), else the most specific one.
  const all = pool.filter((e) => (wordRe ? wordRe.test(e.code) : named.every((x) => e.used.has(x))));
  const found = (all.length || wordRe ? all : pool.filter((e) => concept !== undefined && e.used.has(concept))).sort(
    (a, b) => Number(b.chunk.sectionId === ctx.section?.id) - Number(a.chunk.sectionId === ctx.section?.id) || means(b.code) - means(a.code) || a.code.length - b.code.length,
  );
  const best = found[0];
  if (!best) return undefined;
  const what = word ? `${codeJ(word, '을/를')} 쓰는` : `${CONCEPTS[concept!].replace(/\s*\(.*$/, '')}의`;
  return { intent: 'concept', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.anotherExample(what, fencedCode(best.code), linkTo(ctx, best.chunk))) };
}

/** A question that offers the next step ('~볼까요?', '~줄까요?', '~드릴까요?'), by what it offers: none for a question to think about. */
export function offered(question: string): 'example' | 'hint' | 'confused' | undefined {
  if (!/(볼까요|줄까요|드릴까요|할까요|보여\s*줄까요)\?$/.test(question) || /무엇|뭐|어떻게|어떤|어느|몇|왜|어디|얼마|예상|생각해|직접|실행|입력|출력|고쳐|써\s*볼까요/.test(question)) return undefined;
  if (/예시|예제/.test(question)) return 'example';
  if (/힌트|단계/.test(question)) return 'hint';
  if (/설명|쉽게|자세히/.test(question)) return 'confused';
  return undefined;
}

/** The tip of the failed run's error (the error card's 💡 line), for 'ㅇㅇ' after that card. */
function errorTip(ctx: TutorContext): string | undefined {
  const run = ctx.lastRun;
  if (!run || !(run.error || !run.success)) return undefined;
  return explainPythonError(run.error || run.output, { code: ctx.code })?.suggestion;
}

/** A short turn ('더', 'ㅇㅇ', 'ㄴㄴ', 'ㅠㅠ') read against the conversation state. */
export function shortTurnReply(ctx: TutorContext, turn: Exclude<ShortTurn, null>): OfflineReply | undefined {
  const task = taskOf(ctx);
  const state = ctx.state;
  const run = ctx.lastRun;
  const failedRun = run && (run.error || !run.success);
  switch (turn) {
    case 'more': {
      // '다음 빈칸도' after a question about a blank: the next blank (or, before the skeleton, the task's hint).
      const blank = task ? blankReply(ctx, ctx.userInput, previousTopic(ctx)) : undefined;
      if (blank) return blank;
      if (task) return hintReply(ctx, state.rung + 1);
      // No ladder: the failed run goes on being explained, else the topic of the last question with another example.
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: TEXTS.shortTurn.goingOn(r.text) };
      }
      const again = previousTopic(ctx) ? shortTurnReply(ctx, 'example') : undefined;
      return again ?? { intent: 'concept', hintLevel: null, text: TEXTS.shortTurn.more };
    }
    case 'yes': {
      // 'ㅇㅇ' after an error card: the tip of that error once more (the student is about to fix it).
      const tip = failedRun && state.lastIntent === 'error_help' ? errorTip(ctx) : undefined;
      if (tip) return { intent: 'error_help', hintLevel: null, text: TEXTS.shortTurn.tipAgain(tip) };
      // 'ㅇㅇ' after the tutor pointed at a line of the student's code ('이 줄을 어떻게 고치면 될까요?'): that line once more.
      // The code is read with the words that led to it ('안 멈춰요'), not with the 'ㅇㅇ'.
      const finding = (state.lastIntent === 'check_code' || state.lastIntent === 'error_help') && ctx.code.trim() ? findingsFor({ ...ctx, userInput: previousTopic(ctx) ?? '' }, task)[0] : undefined;
      if (finding) return { intent: 'check_code', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.findingAgain(finding.line, fencedCode(finding.code), finding.message)) };
      // 'ㅇㅇ' / 'ㄱㄱ' on an open task: in the middle of a ladder (to a question that is not a yes/no one), or after the
      // tutor offered the next step of that task, go on climbing.
      const question = lastQuestion(ctx);
      const yesNo = question !== null && isYesNoQuestion(question);
      if (task && ((inLadder(state) && !yesNo) || OFFERED_NEXT_STEP.includes(state.lastIntent))) return hintReply(ctx, state.rung + 1);
      // A yes to an offer ('예시 하나 더 볼까요?', '힌트를 더 드릴까요?', '더 쉽게 설명해 줄까요?') is that offer taken: do it.
      const offer = question ? offered(question) : undefined;
      if (offer) {
        const taken = offer === 'hint' ? (task ? hintReply(ctx, state.rung + 1) : !ctx.code.trim() && !run ? sectionStep(ctx) : undefined) : shortTurnReply(ctx, offer);
        if (taken) return taken;
      }
      if (question) {
        return {
          intent: state.lastIntent ?? 'unknown',
          hintLevel: null,
          text: resolveJosa(TEXTS.shortTurn.yesToQuestion(aboutTopic(previousTopic(ctx)), question, topicGist(ctx))),
        };
      }
      // Nothing asked or offered: the small step of this section, carried out rather than offered once more.
      return (!ctx.code.trim() && !run ? sectionStep(ctx) : undefined) ?? { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.yes(nextStep(ctx)) };
    }
    case 'answer': {
      // A value alone ('1', '5개'): the answer to the tutor's last question, else a value to ask about.
      const value = ctx.userInput.trim().replace(/[\s?!.~]+$/, '');
      const question = lastQuestion(ctx);
      if (question) {
        return { intent: state.lastIntent ?? 'unknown', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.answerToQuestion(codeJ(value, '을/를'), aboutTopic(previousTopic(ctx)), question)) };
      }
      // Next to the student's code, with no question asked: '15??' is the value they looked for (the run shows another),
      // or a question about the value the run shows ('10??' when it printed 10). Either way, read on their code.
      if (ctx.code.trim() && ctx.contextType === 'chat') {
        const stated = statedExpectation(ctx.userInput, ctx.lastRun?.output);
        if (stated) return expectationReply(ctx, stated, task);
        if (ctx.lastRun?.success && ctx.lastRun.output.split(/\s+/).includes(value)) return codeFirstReply(ctx, task);
      }
      return { intent: 'unknown', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.valueAlone(codeJ(value, '은/는'), nextStep(ctx))) };
    }
    case 'laugh': {
      // 'ㅋㅋ' / '헐' after a failed run: that run goes on being explained.
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: TEXTS.shortTurn.goingOn(r.text) };
      }
      const question = lastQuestion(ctx);
      if (question && !OFFERED_NEXT_STEP.includes(state.lastIntent)) {
        return { intent: state.lastIntent ?? 'unknown', hintLevel: null, text: resolveJosa(TEXTS.shortTurn.laughToQuestion(aboutTopic(previousTopic(ctx)), question, topicGist(ctx))) };
      }
      return { intent: 'off_topic', hintLevel: null, text: TEXTS.shortTurn.laugh(nextStep(ctx)) };
    }
    case 'tired':
      return { intent: 'off_topic', hintLevel: null, text: TEXTS.smallTalk.feelingOnly(TEXTS.feelings.tired, nextStep(ctx)) };
    case 'no': {
      // 'ㄴㄴ' to a question about the topic just explained (not to an offer of an example): another small step on that
      // topic, a different example of it; else ask where it got stuck.
      const question = lastQuestion(ctx);
      const previous = previousTopic(ctx);
      const other = previous && !(task && inLadder(state)) && !failedRun && (!question || offered(question) !== 'example') ? anotherExample(ctx, previous) : undefined;
      if (other) return { ...other, text: TEXTS.shortTurn.noThenOther(other.text) };
      return { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.no };
    }
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
      const previous = previousTopic(ctx);
      if (previous) {
        const c = classify(`${previous}${turn === 'why' ? ' 왜' : ''}`, 'chat');
        const concept = c.understood.concepts.find((x) => ctx.fence.allows(x));
        const gist = turn === 'confused' && concept ? CONCEPT_GISTS[concept] : undefined;
        // '예시' (and '더'): another example of that topic, not the passage just shown once more.
        const other = turn === 'example' ? anotherExample(ctx, previous) : undefined;
        if (other) return other;
        const r = conceptReply(ctx, c, ctx.index ?? undefined);
        if (r) return { ...r, text: TEXTS.shortTurn.withGist(opening, gist ?? '', r.text) };
      }
      // Code of the student's own ('왜 틀려요' next to it): the code readers answer it (tutor.ts).
      if (ctx.code.trim()) return undefined;
      // Nothing to repeat: the open task's next step.
      if (task) return hintReply(ctx, state.rung + 1, state.rung > 0 ? opening : '');
      return undefined;
    }
    case 'sad': {
      // '시험 망함', '졸려 ㅠ': the warm sentence that fits the words; a bare 'ㅠㅠ' gets the general comfort.
      const fitting = expressesFeeling(ctx.userInput) ? warmSentence(ctx.userInput) : undefined;
      const comfort = fitting && fitting !== TEXTS.feelings.other ? fitting : TEXTS.shortTurn.comfort;
      // 'ㅠㅠ 에러' with no run to read: ask for the run (the error card needs its message).
      if (!run && /에러|오류/.test(ctx.userInput)) return { intent: 'error_help', hintLevel: null, text: TEXTS.shortTurn.withOpening(comfort, TEXTS.error.noErrorYet) };
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

/** A short turn the rules found nothing for ('왜요?' as a first message): ask what was unclear, never 'I cannot answer that'. */
export function shortTurnFallback(ctx: TutorContext, turn: Exclude<ShortTurn, null>): OfflineReply {
  const opening = turn === 'example' ? TEXTS.shortTurn.example : turn === 'why' ? TEXTS.shortTurn.why : TEXTS.shortTurn.confused;
  return { intent: 'unknown', hintLevel: null, text: TEXTS.shortTurn.askWhat(opening, nextStep(ctx)) };
}

// A turn that answers the question the tutor asked about the lesson example it just showed ("이 예시를 직접 실행해 보기
// 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?" / "예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?"). Read against
// the server's state only: the last question (state.lastQuestion) and the code the last reply showed (state.lastShown),
// found again in the lessons with the output block the lesson prints after it. A value is checked against that output
// (confirmed, or gently corrected with the real output and the line that made it); 'ㅇㅇ' gets the first line to predict;
// '몰라' / 'ㄴㄴ' get a smaller step: one line worked out, then the next line to try.
import { resolveJosa } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { codeBlocks } from '../../code-blocks.js';
import { codeJ } from '../../korean.js';
import { fencedCode, inlineCode } from '../format.js';
import { shortTurn } from '../short-turns.js';
import type { OfflineReply } from '../reply.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import { classify } from '../intents.js';

/** What the tutor's last question asks of the example it showed: what it prints, or what changes with a value changed. */
export type AskedOfExample = 'predict' | 'change';

export function askedOfExample(question: string | null): AskedOfExample | undefined {
  if (!question) return undefined;
  if (/(어떤|무슨)\s*(결과|값)[가이]?\s*나올지|(무엇|뭐)[을를이가]?\s*(출력|나올)|결과를\s*(먼저\s*)?예상|출력될지/.test(question)) return 'predict';
  if (/값을\s*(하나\s*)?바꿔\s*보면/.test(question)) return 'change';
  return undefined;
}

export interface ShownExample {
  code: string;
  /** The output block the lesson prints right after the example, when it has one. */
  output: string | undefined;
  /** The passage's first sentence of prose before the example (what it teaches, in the lesson's words), or ''. */
  lead: string;
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The lesson example the tutor's last reply showed (the server's record of it), with the lesson's output after it. */
export function shownExample(ctx: TutorContext): ShownExample | undefined {
  const shown = ctx.state.lastShown;
  if (!shown.length || !ctx.index) return undefined;
  for (const chunk of ctx.index.chunks) {
    const blocks = codeBlocks(chunk.body);
    for (const [i, b] of blocks.entries()) {
      if (!/^python\b/.test(b.info.trim()) || !shown.includes(squeeze(b.body))) continue;
      const next = blocks[i + 1];
      const at = chunk.body.indexOf(b.whole) + b.whole.length;
      const between = next ? chunk.body.slice(at, chunk.body.indexOf(next.whole, at)) : '';
      const output = next && /^text\b/.test(next.info.trim()) && !between.trim() ? next.body.replace(/\n+$/, '') : undefined;
      const before = chunk.body.slice(0, chunk.body.indexOf(b.whole)).replace(/```[\s\S]*?```/g, '');
      const lead = before.split('\n').map((l) => l.trim()).find((l) => /[가-힣]/.test(l) && !/^[#|>!\-*0-9]/.test(l) && !/아래|다음\s*(코드|예시)|:$/.test(l)) ?? '';
      return { code: b.body.replace(/\n+$/, ''), output, lead };
    }
  }
  return undefined;
}

/**
 * The example's print lines with the output line each makes, when that is plain to read: no branch, loop, function or
 * input, one print per output line. Undefined otherwise.
 */
export function printedLines(example: ShownExample): { line: string; out: string }[] | undefined {
  if (example.output === undefined) return undefined;
  const lines = example.code.split('\n');
  if (lines.some((l) => /^\s*(for|while|if|elif|else|def|try|with|except)\b|input\s*\(/.test(l))) return undefined;
  const prints = lines.map((l) => l.trim()).filter((l) => /^print\s*\(/.test(l));
  if (!prints.length || prints.some((p) => /\bend\s*=|\bsep\s*=|\\n/.test(p))) return undefined;
  const outs = example.output.split('\n');
  return outs.length === prints.length ? prints.map((line, i) => ({ line, out: outs[i]! })) : undefined;
}

/** A value as compared: spaces, commas, brackets and quotes left out. */
const key = (s: string) => s.replace(/[\s,[\](){}'"]/g, '');

/** Words around a value that say it is an answer ('3이요', '3 나올듯', 'N O P 아님?'). */
const ANSWER_TAIL = /\s*(?:이요|요|일까요|인가요|같아요|나와요|나옴|나올듯|나올\s*것\s*같아요|나올걸|일걸|아님|아닌가요|임|이죠|죠|겠죠)?[\s?!.~]*$/;

/** The message as a value that answers a question about output, or undefined when it says something else. */
export function valueOf(message: string, output: string): string | undefined {
  const m = message.trim();
  if (!m || m.length > 60 || m.includes('\n')) return undefined;
  const core = m.replace(ANSWER_TAIL, '').trim();
  if (!core) return undefined;
  // Korean words only as far as the output has them ('짝수'): otherwise the message says something of its own.
  const korean = core.match(/[가-힣]+/g) ?? [];
  if (korean.some((w) => !output.includes(w))) return undefined;
  // A short turn of another kind ('ㅇㅇ', 'ㅋㅋ') is not a value; a number or a word of the output is.
  const kind = shortTurn(core);
  if (kind && kind !== 'answer') return undefined;
  return /[A-Za-z0-9가-힣[\]'"]/.test(core) ? core : undefined;
}

/** How the value fits the output: all of it, one line or one word of it, or none. */
export function fit(value: string, output: string): 'all' | 'part' | 'none' {
  const v = key(value);
  if (!v) return 'none';
  const lines = output.split('\n');
  if (v === key(output)) return 'all';
  for (let k = 1; k <= lines.length; k++) if (v === key(lines.slice(0, k).join(''))) return 'part';
  if (lines.some((l) => key(l) === v)) return 'part';
  const words = output.split(/\s+/).map(key);
  return !/\s/.test(value.trim()) && words.includes(v) ? 'part' : 'none';
}

/** The print line whose output is nearest the value (the most characters in common from the start). */
function nearestLine(value: string, printed: { line: string; out: string }[]): { line: string; out: string } | undefined {
  const v = key(value);
  let best: { line: string; out: string } | undefined;
  let bestLen = 0;
  for (const p of printed) {
    const o = key(p.out);
    let n = 0;
    while (n < o.length && n < v.length && o[n] === v[n]) n++;
    if (n > bestLen) {
      best = p;
      bestLen = n;
    }
  }
  return best;
}

const said = TEXTS.exampleQuestion;

/** Words that ask for the explanation again rather than say the student does not know the output. */
const EXPLAIN_AGAIN = /쉽게|설명|이해|무슨\s*(말|뜻|소리)|뭔\s*(말|소리)|헷갈|어려/;

/** The one-line gist of the last topic's concept (what a confused turn needs besides the line), or ''. */
function gistOf(ctx: TutorContext): string {
  const topic = ctx.state.lastTopic;
  const concept = topic ? classify(topic, 'chat').understood.concepts.find((x) => ctx.fence.allows(x) && CONCEPT_GISTS[x]) : undefined;
  return concept ? (CONCEPT_GISTS[concept] ?? '') : '';
}

/** The print line the question names ('다음 줄 `print(x)`는 무엇을 출력할까요?'), when it is one of the example's. */
function namedLine(question: string | null, printed: { line: string; out: string }[] | undefined): { line: string; out: string } | undefined {
  const named = question ? /`([^`]+)`[은는이가]?\s*(무엇|뭐)/.exec(question)?.[1] : undefined;
  return named ? printed?.find((p) => p.line === named) : undefined;
}

/** The reply to a turn that answers the tutor's question about the example it showed; undefined when it is not one. */
export function exampleQuestionReply(ctx: TutorContext, message: string): OfflineReply | undefined {
  // A failed run of the student's own is read first (the error card), not the example.
  if (ctx.contextType !== 'chat' || (ctx.lastRun && (ctx.lastRun.error || !ctx.lastRun.success))) return undefined;
  const asked = askedOfExample(ctx.state.lastQuestion);
  if (!asked) return undefined;
  const example = shownExample(ctx);
  if (!example) return undefined;
  const code = fencedCode(example.code);
  const printed = printedLines(example);
  // The line the question is about: the one it names, else the example's first print.
  const target = namedLine(ctx.state.lastQuestion, printed);
  const first = target ?? printed?.[0];
  const reply = (text: string): OfflineReply => ({ intent: 'concept', hintLevel: null, text: resolveJosa(text) });

  // A value: checked against the lesson's output of the example (of the line asked about, when the question named one).
  const value = asked === 'predict' && example.output !== undefined ? valueOf(message, example.output) : undefined;
  if (value !== undefined && example.output !== undefined) {
    const output = fencedCode(example.output, 'text');
    const how = target ? (key(value) === key(target.out) ? 'all' : fit(value, example.output) === 'none' ? 'none' : 'part') : fit(value, example.output);
    if (how === 'all') return reply(said.right(codeJ(value, '이/가'), code, output));
    if (how === 'part' && !target) return reply(said.rightPart(`${inlineCode(value)}도`, code, output));
    const near = target ?? (printed ? nearestLine(value, printed) : undefined);
    const nearOut = near ? undefined : nearestLine(value, example.output.split('\n').map((out) => ({ line: '', out })));
    const madeBy = near ? said.madeBy(codeJ(near.line, '은/는'), codeJ(near.out, '을/를')) : nearOut ? said.nearestOutput(codeJ(nearOut.out, '이에요/예요')) : '';
    return reply(said.off(code, output, madeBy, codeJ(value, '과/와'), Boolean(madeBy)));
  }

  const turn = shortTurn(message);
  const gist = turn === 'confused' ? example.lead || gistOf(ctx) : '';
  const firstPrint = first?.line ?? example.code.split('\n').map((l) => l.trim()).find((l) => /^print\s*\(/.test(l));
  if (turn === 'yes' && firstPrint) {
    if (asked === 'predict') return reply(said.firstLine(code, codeJ(firstPrint, '은/는')));
    return reply(said.changeOne(code, `${inlineCode(firstPrint)}에서`, first ? said.madeBy(codeJ(first.line, '은/는'), codeJ(first.out, '을/를')) : ''));
  }
  // Not knowing what it prints ('몰라', '??') gets a smaller step; a request to explain the topic again ('더 쉽게', '이해 안 돼')
  // or a no ('ㄴㄴ': where is it stuck?) is about the explanation, and is read as before.
  if ((turn === 'confused' && !EXPLAIN_AGAIN.test(message)) || turn === 'sad') {
    if (first) {
      const second = printed![printed!.indexOf(first) + 1];
      if (asked === 'predict' && second) return reply(said.smallerStep(code, codeJ(first.line, '은/는'), codeJ(first.out, '을/를'), codeJ(second.line, '은/는'), gist));
      return reply(said.changeOne(code, `${inlineCode(first.line)}에서`, said.madeBy(codeJ(first.line, '은/는'), codeJ(first.out, '을/를')), true, gist));
    }
    if (example.output !== undefined) return reply(said.outputFirst(code, fencedCode(example.output, 'text'), gist));
  }
  return undefined;
}

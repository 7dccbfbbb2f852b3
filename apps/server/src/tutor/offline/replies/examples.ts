// Requests for examples ('append insert pop 예시 한번에', '함수 만들어서 두 수 더하는 예시', '딕셔너리 예시 세 개'): the
// lessons' own runnable examples, chosen for what the request names — one per code word when it names several, else the
// examples that do what it describes (its operators, its concepts) — as many as it asks for, all inside the fence.
import { CONCEPTS, type ConceptId } from '@dodam/contracts';
import type { TutorContext } from '../../context.js';
import { codeExamples, type Chunk, type CourseIndex } from '../../retrieval.js';
import { conceptsInCode } from '../concept-scan.js';
import { includesLines } from '../fence.js';
import type { Classification } from '../intents.js';
import { fencedCode, inlineCode, linkTo } from '../format.js';
import type { OfflineReply } from '../reply.js';
import { TEXTS } from '../texts.js';

/** The message asks to be shown an example (not a short 'another example' turn, which short-turns.ts reads). */
export const ASKS_EXAMPLE = /예시|예제|\bexamples?\b/i;

/**
 * '예시/예제' as the place something was seen, not a request: '예시 코드에서 …', '예제처럼 입력했는데', '예시에 나온 len',
 * '예시랑 다름' — the word followed by a particle of place, likeness or comparison (after an optional 코드/출력/입력/문제).
 * Such a message asks its own question about what it saw there.
 */
const REFERS_TO_SEEN = /(?:예시|예제)(?:\s?(?:코드|출력|입력|문제|답))?(?:에서|에선|에는|에|처럼|대로|랑|이랑|하고|와|과|보다|의|를\s?보면|보고|엔)(?![가-힣])/;
/** The message also asks for an example outright ('예시 더', '예시 보여줘', '예시 하나'). */
const ASKS_OUTRIGHT = /(?:예시|예제)\s?(?:좀\s?|하나\s?|더\s?|도\s?|들어\s?)*(?:보여|알려|줘|주세요|주라|해\s?줘|ㄱ|더|하나|$)/;

/** Whether the message asks to be shown an example: it names 예시/예제 as a request, not only as where something was seen. */
export function asksExample(text: string): boolean {
  if (!ASKS_EXAMPLE.test(text)) return false;
  return !REFERS_TO_SEEN.test(text) || ASKS_OUTRIGHT.test(text.replace(REFERS_TO_SEEN, ' '));
}

/**
 * A lesson block with parts after '---' (a task's expected output, hints and answer) is an exercise, not an example:
 * showing it would show its answer.
 */
export const hasParts = (code: string): boolean => /^---\s*\w*\s*$/m.test(code);

/** How many examples a request asks for: a number, or 'several / all at once'. */
function howMany(text: string, named: number): number {
  if (/(세|3)\s*(개|가지)|여러|몇\s*개|한\s*번에|한꺼번에|다\s*(보여|알려)|많이/.test(text)) return Math.max(3, Math.min(named, 3));
  if (/(두|2)\s*(개|가지)/.test(text)) return 2;
  return Math.max(1, Math.min(named, 3));
}

/** Words of asking for something, not of what is asked. */
const ASKING_WORDS = /^(만들|만드|쓰는|쓰면|하는|보여|예시|예제|알려|어떻|이거|그거|사용|해줘|해주|있는|되는|주세|줘요)/;

/** Operators a request describes in words ('두 수 더하는' → `+`). */
export const OPERATOR_WORDS: [RegExp, RegExp][] = [
  [/더하|더해|덧셈|합계|합을|총합/, /[\w)\]]\s*\+\s*[\w(]/],
  [/구구단/, /\*/],
  [/빼기|빼는|뺄셈/, /\s-\s/],
  [/곱하|곱해|곱셈/, /\*/],
  [/나누|나눠|나눗셈/, /\//],
  [/나머지/, /%/],
  [/돌려\s*주|돌려줘|결과를?\s*(돌려|받)|반환/, /\breturn\b/],
  [/입력/, /\binput\(/],
  [/조건|경우/, /\bif\b/],
  [/반복/, /\b(for|while)\b/],
];

/** Characters of code at most in one reply (a reply stays a short answer, not a lesson). */
const BUDGET = 900;

interface Candidate {
  chunk: Chunk;
  code: string;
  /** The lesson's output block right after the example, if it shows one. */
  output: string | undefined;
  rank: number;
  used: Set<ConceptId>;
}

/** The ```text block that follows an example in the lesson (what it prints), when it comes right after it. */
function outputAfter(body: string, code: string): string | undefined {
  const at = body.indexOf(code);
  if (at < 0) return undefined;
  const m = /^\s*\n`{3,}[^\n]*\n\s*`{3,}text[^\n]*\n([\s\S]*?)\n`{3,}/.exec(body.slice(at + code.length));
  return m && m[1]!.trim() && m[1]!.length <= 300 ? m[1]! : undefined;
}

export function exampleReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined, solutions: readonly string[]): OfflineReply | undefined {
  const text = c.understood.text;
  if (!index || !asksExample(text)) return undefined;
  const asked = c.understood.concepts;
  // A concept not yet taught is answered by the fence reply (its gist and where it is taught), not with its code.
  if (asked.some((x) => !ctx.fence.allows(x))) return undefined;
  const words = [...new Set((text.match(/[A-Za-z_][A-Za-z0-9_]{1,}/g) ?? []).map((w) => w.toLowerCase()))].filter((w) => !/^examples?$/.test(w) && index.knownShare(w) === 1);
  const order = ctx.section?.order;
  const ranked = index.search(c.understood.base, { maxOrder: order, limit: 12, extra: c.understood.extra });
  const rankOf = new Map(ranked.map((h, i) => [h.chunk.id, i]));
  const fits = (code: string, used: Set<ConceptId>) => [...used].every((x) => ctx.fence.allows(x)) && !solutions.some((s) => includesLines(code, s)) && code.split('\n').length <= 20;
  const candidates: Candidate[] = [];
  for (const chunk of index.chunks) {
    // A 'predict' passage is a question for the student, not an example to read.
    if ((order !== undefined && chunk.sectionOrder > order) || /예측해\s*보기/.test(chunk.heading)) continue;
    for (const ex of codeExamples(chunk.body)) {
      if (ex.norun || hasParts(ex.code)) continue;
      const used = conceptsInCode(ex.code);
      if (fits(ex.code, used)) candidates.push({ chunk, code: ex.code, output: outputAfter(chunk.body, ex.code), rank: rankOf.get(chunk.id) ?? 99, used });
    }
  }
  if (candidates.length === 0) return undefined;
  const chosen: Candidate[] = [];
  const labels: string[] = [];
  if (words.length >= 2) {
    // Several code words named: one example for each, the lesson's example that uses it (a passage about it first).
    for (const w of words.slice(0, 3)) {
      const re = new RegExp(`\\b${w}\\b`);
      // One example may show two of the words ('upper' and 'lower' side by side).
      if (chosen.some((x) => re.test(x.code))) continue;
      const best = candidates
        .filter((x) => re.test(x.code) && !chosen.includes(x))
        .sort((a, b) => Number(re.test(b.chunk.heading)) - Number(re.test(a.chunk.heading)) || a.rank - b.rank || a.code.length - b.code.length)[0];
      if (best && (chosen.length === 0 || [...chosen, best].reduce((k, y) => k + y.code.length, 0) <= BUDGET)) {
        chosen.push(best);
        labels.push(inlineCode(w));
      }
    }
  } else {
    // Examples of what the request describes: its concepts and code words in the code, the operators it names in
    // words, and passages that rank high for it.
    // The request's own words that a passage heading may name: not the concepts' names (every passage of the concept
    // has them) nor the words of asking ('만들어서', '보여줘', '예시').
    const conceptStems = new Set(asked.flatMap((a) => (CONCEPTS[a].match(/[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => w.slice(0, 2))));
    const headingWords = [...new Set((text.match(/[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => w.slice(0, 2)))].filter((w) => !conceptStems.has(w) && !ASKING_WORDS.test(w));
    const ops = OPERATOR_WORDS.filter(([say]) => say.test(text)).map(([, code]) => code);
    // What the example does (the concepts, code words and operators asked), where it stands (a passage whose heading
    // names the request's own words), and how the passage ranks for the request.
    const score = (x: Candidate) =>
      asked.filter((a) => x.used.has(a)).length * 2 +
      words.filter((w) => new RegExp(`\\b${w}\\b`).test(x.code)).length * 2 +
      ops.filter((re) => re.test(x.code)).length * 3 +
      headingWords.filter((w) => x.chunk.heading.includes(w)).length * 1.5 +
      (x.rank < 99 ? 2 - Math.min(x.rank, 8) * 0.25 : 0);
    const scored = candidates
      .map((x) => ({ x, s: score(x) }))
      .filter((e) => e.s >= 2)
      .sort((a, b) => b.s - a.s || a.x.code.length - b.x.code.length);
    const n = howMany(text, 1);
    for (const { x } of scored) {
      if (chosen.length >= n || (chosen.length > 0 && [...chosen, x].reduce((k, y) => k + y.code.length, 0) > BUDGET)) break;
      if (chosen.some((y) => y.code === x.code)) continue;
      chosen.push(x);
      labels.push(x.chunk.heading.replace(/\*\*/g, ''));
    }
  }
  if (chosen.length === 0) return undefined;
  const blocks = chosen.map((x, i) => TEXTS.examples.block(labels[i]!, fencedCode(x.code), x.output ? fencedCode(x.output, 'text') : undefined));
  const links = [...new Set(chosen.map((x) => linkTo(ctx, x.chunk)))].join(' · ');
  return { intent: 'concept', hintLevel: null, text: TEXTS.examples.reply(blocks.join('\n\n'), links) };
}

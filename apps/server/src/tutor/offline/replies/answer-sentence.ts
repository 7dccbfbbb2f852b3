// The sentence of the lessons that answers the question asked: yes/no (네/아니요 first), why, how.
import { casualYesNoEnd, formExpansions } from '../intents.js';
import { proseLines, type Hit } from '../../retrieval.js';
import { TEXTS } from '../texts.js';

/** A question answered with yes or no: an interrogative ending and no question word. */
const WH_WORD = /뭐|무엇|무슨|어떻게|어케|어떡|왜|언제|어디|누구|몇|어느|어떤|얼마|차이|방법|법\b/;
const YES_NO_END = /(돼요?|되나요|되요|됨|돼|되죠|가능(해요|한가요|함)?|있어요?|있나요|있음|있죠|맞아요?|맞나요|맞음|맞죠|인가요|이야|야|예요|이에요|임|나요|까요|ㄴ가요|니|냐|어요|아요|해요|함|져요|워요|뀌어요|뀌나요|요)\s*\?+\s*$|(돼요|되나요|됨|가능|있어요|있나요|맞아요|맞음|맞나요|인가요|시작함|시작해요|바뀌어요|바뀌나요)\s*$/;
/** The question itself says no ('쓰면 안 돼요?'): a yes then agrees with the no. */
const NEGATED_QUESTION = /(?:^|\s)(안|못)\s*(돼|되|됨|해|하|써|쓰|나와|나오|바뀌|들어|돌)|(?:^|\s)없(어|나|음|는지)|않(아|나|는)/;
/** A sentence that says no: cannot, not, stays the same, only, looks like … but. */
const NEGATIVE = /없어요|없습니다|없고|없는|안\s*돼|안\s*되|않아요|않고|않습니다|않는|못\s|못해|아니에요|아니라|아니고|그대로예요|그대로|뿐|에서만|보여도|오류가\s*(나|생)|에러가\s*나|사라져/;

export function isYesNoQuestion(text: string): boolean {
  const t = text.trim();
  return !WH_WORD.test(t) && (YES_NO_END.test(t) || casualYesNoEnd(t));
}

/** A sentence that points at an example next to it in the lesson ('아래 코드는 …'): it reads broken alone. */
export const REFERS_TO_EXAMPLE = /아래|위의?\s*(코드|예시|예제)|다음\s*(코드|예시|예제)|이\s*코드(를|는|에서)/;

/** Words of a question that say how it is asked, not what about (never matched against the lessons). */
const FORM_WORDS = /^(뭐하|뭐예|뭐에|뭐야|뭔지|무엇|어떻|어케|되나|돼요|되요|하면|하는|이거|그거|저거|진짜|근데|써요|쓰면|쓰는|써도|해도|넣어|있어|있나|없어|나와|되는|알려|궁금|혹시|그냥|이렇|저렇)$/;
/** Sentences that say why, what happens, or how (preferred for those question forms). */
const FORM_HINT: [RegExp, RegExp][] = [
  [/왜|이유|어째서/, /때문|그래서|그러면|려고|위해|수\s*있어|편리|덕분/],
  [/어떻게\s*(돼|되|됨)|뭐가\s*(돼|나와|돌아)|어케\s*(돼|되|됨)|하면\s*어떻게|어떻게\s*될/, /돼요|나요|생겨|Error|남아요|나와요|돌려|만들어요|바뀌어요/],
];

/** A question's words: code words whole, Korean words by their first two syllables (spacing is unreliable). */
function questionWords(question: string): string[] {
  const words = (question.match(/[A-Za-z_]+|-?\d+|[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => (/[\uAC00-\uD7A3]/.test(w) ? w.slice(0, 2) : w.toLowerCase()));
  return [...new Set(words.filter((w) => !FORM_WORDS.test(w)))];
}

/**
 * The sentence of the lessons that answers the question asked: the one sharing the question's rarest
 * words (weighted by how few candidate sentences have them), preferring, for a why or a what-happens
 * question, a sentence that gives a reason or a result. A caveat right after it ('하지만 …') comes with it.
 */
export function answerSentence(question: string, hits: readonly Hit[], expansions = ''): string | undefined {
  // The words for what the question's form asks (its predicate, intents.ts) weigh more than the topic's.
  const asked = questionWords(formExpansions(question));
  const words = [...new Set([...questionWords(question), ...questionWords(expansions), ...asked])];
  if (words.length === 0 || hits.length === 0) return undefined;
  const candidates: { sentence: string; next: string | undefined; plain: string; rank: number }[] = [];
  for (const [rank, hit] of hits.entries()) {
    for (const raw of proseLines(hit.chunk.body)) {
      // A bold-only line is a heading ('**1. 끝 글자가 포함된다고 생각하기**'): it states a mistake, not an answer.
      // A predict item ('… 봄: 정답 문장') keeps only its answer after the colon.
      if (/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(raw.replace(/^[-*]\s+/, ''))) continue;
      const line = raw.replace(/^.*?(?:봄|생각함|생각하기)\s*:\s*/, '');
      const sentences = line.replace(/^[-*]\s+/, '').split(/(?<=[.!?])\s+/);
      for (const [i, sentence] of sentences.entries()) {
        if (sentence.length < 8 || sentence.length > 220 || REFERS_TO_EXAMPLE.test(sentence)) continue;
        candidates.push({ sentence: sentence.trim(), next: sentences[i + 1]?.trim(), plain: sentence.replace(/\*\*|`/g, '').replace(/\s+/g, '').toLowerCase(), rank });
      }
    }
  }
  if (candidates.length === 0) return undefined;
  const df = new Map(words.map((w) => [w, candidates.filter((c) => c.plain.includes(w)).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  const form = FORM_HINT.find(([asked]) => asked.test(question))?.[1];
  let best: { c: (typeof candidates)[number]; score: number } | undefined;
  for (const c of candidates) {
    const hit = words.filter((w) => c.plain.includes(w));
    if (hit.length === 0) continue;
    const score = hit.reduce((sum, w) => sum + idf(w) * (asked.includes(w) ? 1.5 : 1), 0) * (form && form.test(c.sentence) ? 1.3 : 1) * (1 - c.rank * 0.05);
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return undefined;
  const caveat = best.c.next && /^(하지만|다만|단,|그래도|그런데)/.test(best.c.next) ? ` ${best.c.next}` : '';
  const text = `${best.c.sentence}${caveat}`;
  // Emphasis cut in half by the sentence split is dropped rather than left dangling.
  return (text.match(/\*\*/g) ?? []).length % 2 === 1 ? text.replace(/\*\*/g, '') : text;
}

/** '네, …' / '아니요, …': the sentence that answers the question, and its polarity (of the sentence, not its caveat). */
export function yesNoAnswer(question: string, hits: readonly Hit[]): string | undefined {
  if (!isYesNoQuestion(question)) return undefined;
  const sentence = answerSentence(question, hits);
  if (!sentence) return undefined;
  const first = sentence.split(/\s+(?=하지만|다만|단,|그래도|그런데)/)[0]!;
  const negative = NEGATIVE.test(first) !== NEGATED_QUESTION.test(question);
  return `${negative ? TEXTS.concept.no : TEXTS.concept.yes}, ${sentence}`;
}

// Difference questions: one sentence for each side, from the lessons within the fence.
import { CONCEPTS, type ConceptId } from '@dodam/contracts';
import { gistAndPlace, taughtAtSentence } from '../concept-scan.js';
import type { TutorContext } from '../../context.js';
import type { Classification } from '../intents.js';
import { understand as understandWord } from '../understanding.js';
import { proseLines, type CourseIndex, type Hit } from '../../retrieval.js';
import type { OfflineReply } from '../reply.js';
import { inlineCode, linkTo } from '../format.js';
import { REFERS_TO_EXAMPLE } from './answer-sentence.js';
import { TEXTS } from '../texts.js';

const DIFFERENCE = /차이|다른\s*점|뭐가\s*(달라|다름|다른)|어떻게\s*달라|\bvs\.?\b|difference/i;
/** What the lessons call an operator the index cannot search for by itself. */
const SIDE_QUERY: Record<string, string> = { '=': '대입 변수 값 넣기 =', '==': '비교 연산자 == 같은지', '/': '나누기 /', '//': '몫 //', '%': '나머지 %', '+': '더하기 연결 +', '*': '곱하기 반복 *' };

/** The two things a difference question compares: code words and operators first, then concepts it names. */
function differenceSides(message: string, concepts: readonly ConceptId[]): { label: string; query: string; concept?: ConceptId | undefined }[] {
  const sides: { label: string; query: string; concept?: ConceptId | undefined }[] = [];
  for (const m of message.matchAll(/[A-Za-z_][A-Za-z_0-9]*(?:\(\))?|==|!=|\/\/|[=/%+*]/g)) {
    const word = m[0];
    if (/^(vs|difference|and|or|the)$/i.test(word) && !/^(and|or)$/.test(word)) continue;
    if (sides.some((x) => x.label === word)) continue;
    const u = understandWord(word);
    sides.push({ label: word, query: SIDE_QUERY[word] ?? `${word} ${u.extra}`, concept: u.concepts[0] });
  }
  for (const c of concepts) {
    if (sides.length >= 2) break;
    if (sides.some((x) => x.concept === c)) continue;
    sides.push({ label: CONCEPTS[c], query: CONCEPTS[c], concept: c });
  }
  return sides.slice(0, 2);
}

/** The body rows of a markdown table as lines ('`A and B` — 그리고 — A와 B가 모두 참일 때'); header and rule rows left out. */
function tableRows(body: string): string[] {
  const lines = body.split('\n');
  return lines
    .filter((l, i) => /^\s*\|/.test(l) && !/^\s*\|[\s|:-]+\|\s*$/.test(l) && !/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1] ?? ''))
    .map((l) =>
      l
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' — '),
    );
}

/** A difference question: one sentence for each side, from the lessons within the fence. */
export function differenceReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined): OfflineReply | undefined {
  if (!index || !DIFFERENCE.test(c.understood.text)) return undefined;
  const sides = differenceSides(c.understood.text, c.understood.concepts);
  if (sides.length < 2) return undefined;
  const links: string[] = [];
  const lines = sides.map((side) => {
    if (side.concept && !ctx.fence.allows(side.concept)) return TEXTS.difference.side(inlineCode(side.label), gistAndPlace(ctx.fence, side.concept, ctx.course));
    const keyOf = (label: string) => label.replace(/\(\)$/, '').toLowerCase();
    const key = keyOf(side.label);
    const names = (l: string, k: string) => (k.length > 2 ? l.toLowerCase().includes(k) : l.includes(`\`${k}\``) || l.includes(` ${k} `));
    const other = sides.map((x) => keyOf(x.label)).find((k) => k !== key);
    // The first passage (within what the student has reached) with a sentence that names this side; a passage
    // whose heading names it first, and a sentence about this side alone before one naming both.
    let found: { hit: Hit; sentence: string } | undefined;
    const hits = index.search(side.query, { maxOrder: ctx.section?.order, limit: 6 });
    // A passage whose heading names this side: its sentences, then its table rows; then the other passages'
    // sentences; a table row of those only when no passage says it in a sentence.
    const titled = hits.filter((h) => names(` ${h.chunk.heading} `, key));
    const rest = hits.filter((h) => !titled.includes(h));
    const order: [(body: string) => string[], Hit][] = [...titled.flatMap((h) => [[proseLines, h], [tableRows, h]] as [(body: string) => string[], Hit][]), ...rest.map((h) => [proseLines, h] as [(body: string) => string[], Hit]), ...rest.map((h) => [tableRows, h] as [(body: string) => string[], Hit])];
    for (const [read, hit] of order) {
      // A bold-only line is a heading ('**4. `or`를 말하듯이 쓰기**'): it names a mistake, it does not explain.
      const usable = read(hit.chunk.body)
        .map((l) => l.replace(/^[-*]\s+/, ''))
        .filter((l) => l.length > 3 && !/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(l) && !REFERS_TO_EXAMPLE.test(l) && names(l, key));
      const named = usable.find((l) => !other || !names(l, other)) ?? usable[0];
      if (named) {
        found = { hit, sentence: named };
        break;
      }
    }
    if (!found) {
      if (side.concept) return TEXTS.difference.side(inlineCode(side.label), taughtAtSentence(ctx.fence, side.concept, ctx.course));
      return TEXTS.difference.side(inlineCode(side.label), TEXTS.difference.notExplained);
    }
    const { hit, sentence } = found;
    const link = linkTo(ctx, hit.chunk);
    if (!links.includes(link)) links.push(link);
    return TEXTS.difference.side(inlineCode(side.label), sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence);
  });
  return {
    intent: 'concept',
    hintLevel: null,
    text: TEXTS.difference.reply(lines.join('\n'), links.join(' · ')),
  };
}

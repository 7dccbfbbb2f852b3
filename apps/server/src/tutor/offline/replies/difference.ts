// Difference questions: one sentence for each side, from the lessons within the fence.
import { CONCEPTS, resolveJosa, type ConceptId } from '@dodam/contracts';
import { gistAndPlace, taughtAtSentence } from '../concept-scan.js';
import type { TutorContext } from '../../context.js';
import { DIFFERENCE, questionForm, type Classification } from '../intents.js';
import { understand as understandWord } from '../understanding.js';
import { proseLines, tableSentences, type Chunk, type CourseIndex, type Hit } from '../../retrieval.js';
import type { OfflineReply } from '../reply.js';
import { inlineCode, linkTo } from '../format.js';
import { REFERS_TO_EXAMPLE } from './answer-sentence.js';
import { TEXTS } from '../texts.js';
import { factAnswer } from './facts.js';
import { factReply } from './concepts.js';

/** What the lessons call an operator the index cannot search for by itself. */
const SIDE_QUERY: Record<string, string> = { '=': '대입 변수 값 넣기 =', '==': '비교 연산자 == 같은지', '/': '나누기 /', '//': '몫 //', '%': '나머지 %', '+': '더하기 연결 +', '*': '곱하기 반복 *' };

/** The two things a difference question compares: code words and operators first, then concepts it names, then words. */
interface Side {
  label: string;
  query: string;
  concept?: ConceptId | undefined;
  /** Named in Korean words, not code: shown as written, not as code. */
  korean?: boolean;
}

/**
 * A name in quoted code that is an operand of an operator ('x == 3' compares with `==`; `x` is only the student's
 * variable), or a name the course never uses (a student's own variable): not one of the two things compared.
 */
function operandOnly(message: string, word: string, at: number, index: CourseIndex | undefined): boolean {
  if (!/^[A-Za-z_][A-Za-z_0-9]*$/.test(word)) return false;
  const before = message.slice(0, at);
  const after = message.slice(at + word.length);
  const operand = /^\s*(==|!=|<=|>=|\/\/|\*\*|[-+*/%<>=]|\[)/.test(after) || /(==|!=|<=|>=|\/\/|\*\*|[-+*/%<>=])\s*$/.test(before);
  if (operand && understandWord(word).concepts.length === 0) return true;
  // A one- or two-letter name the lexicon does not know is a variable ('a랑 b 차이' compares values, not Python words).
  return word.length <= 2 && understandWord(word).concepts.length === 0 && (index?.knownShare(word) ?? 0) < 1;
}

function differenceSides(message: string, concepts: readonly ConceptId[], index?: CourseIndex): Side[] {
  const sides: Side[] = [];
  for (const m of message.matchAll(/[A-Za-z_][A-Za-z_0-9]*(?:\(\))?|==|!=|\/\/|[=/%+*]/g)) {
    const word = m[0];
    if (/^(vs|difference|and|or|the)$/i.test(word) && !/^(and|or)$/.test(word)) continue;
    if (sides.some((x) => x.label === word)) continue;
    if (operandOnly(message, word, m.index, index)) continue;
    const u = understandWord(word);
    sides.push({ label: word, query: SIDE_QUERY[word] ?? `${word} ${u.extra}`, concept: u.concepts[0] });
  }
  // 'print에서 sep랑 end 뭐가 다름': a word marked as the place (에서, 에) holds the two compared, it is not one of them.
  if (sides.length > 2) {
    const places = sides.filter((x) => new RegExp(`(?<![\\w])${x.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(에서|에선|에)(?![가-힣])`).test(message));
    if (sides.length - places.length >= 2) sides.splice(0, sides.length, ...sides.filter((x) => !places.includes(x)));
  }
  for (const c of concepts) {
    if (sides.length >= 2) break;
    if (sides.some((x) => x.concept === c)) continue;
    sides.push({ label: CONCEPTS[c], query: CONCEPTS[c], concept: c });
  }
  // Two things named in words ('규칙 기반이랑 머신러닝 뭐가 달라', '평균과 중앙값 차이'): the words themselves.
  if (sides.length < 2) {
    const named = KOREAN_SIDES.exec(message);
    if (named) return [named[1]!, named[2]!].map((w) => ({ label: w.trim(), query: w.trim(), korean: true }));
  }
  return sides.slice(0, 2);
}

/** A side named in Korean words (given, or a concept's Korean name: '딕셔너리') is shown as written, not as code. */
const shown = (side: Side) => (side.korean || /[\uAC00-\uD7A3]/.test(side.label) ? side.label : inlineCode(side.label));

/**
 * A side the student has not reached yet, in the words of the section that teaches it: that lesson's sentence with the
 * side as its subject ('`insert(위치, 값)`은 원하는 위치에 값을 끼워 넣어요'), whose only code is the side itself. Two sides
 * taught together (append and insert, both list methods of section 10) thus get what each does, not one gist twice.
 */
function laterSideSentence(index: CourseIndex, side: Side, where: (chunk: Chunk) => boolean): { sentence: string; chunk: Chunk } | undefined {
  if (side.korean) return undefined;
  const key = side.label.replace(/\(\)$/, '').toLowerCase();
  if (!/^[a-z_][a-z0-9_]*$/.test(key)) return undefined;
  const onlySide = (l: string) => [...l.matchAll(/`([^`]+)`/g)].every((m) => m[1]!.toLowerCase().replace(/^\w+\./, '').startsWith(key));
  for (const chunk of index.chunks.filter((ch) => ch.kind === 'lesson' && where(ch))) {
    const found = proseLines(chunk.body)
      .map((l) => l.replace(/^[-*]\s+/, ''))
      .find((l) => l.length <= 160 && startsWithSide(l, key) && onlySide(l) && !REFERS_TO_EXAMPLE.test(l) && /요\.?$/.test(l));
    if (found) return { sentence: found, chunk };
  }
  return undefined;
}

/** 'A랑 B 차이' / 'A와 B는 뭐가 달라': the two sides in words (each a few words at most). */
const KOREAN_SIDES = /([\uAC00-\uD7A3A-Za-z][\uAC00-\uD7A3A-Za-z ]{0,10}?)\s*(?:이랑|랑|하고|와|과)\s+([\uAC00-\uD7A3A-Za-z][\uAC00-\uD7A3A-Za-z ]{0,10}?)\s*(?:은|는|의)?\s*(?:차이|뭐가|어떻게\s*달|다른\s*점|다름|달라)/;

/**
 * 'A 대신 B 써도 돼?' / 'A 말고 B 써도 됨?': whether one thing may stand for another is a difference question in the form
 * of a yes/no — it depends on whether the two do the same job, so both sides are shown (never a sentence about one).
 */
const INSTEAD = /대신|말고|instead\s+of/i;
const MAY = /써도|해도|넣어도|바꿔도|(?:^|\s|[가-힣])(돼|되나|되요|됨|될까|되냐)|가능|괜찮|수\s*있|상관/;

export function asksInstead(text: string): boolean {
  return INSTEAD.test(text) && MAY.test(text.slice(text.search(INSTEAD)));
}

/** A sentence whose subject is this side ('`pop()`은 …', '`elif`(else if의 줄임말)를 …', '`get`: …'): it says what the side does. */
function startsWithSide(line: string, key: string): boolean {
  const plain = line.replace(/\*\*/g, '').replace(/^`([^`]+)`/, '$1').toLowerCase();
  if (!plain.startsWith(key)) return false;
  return /^(\([^)]*\))*\s*(\([^)]*\))?\s*(은|는|이|가|을|를|:|\s*→)/.test(plain.slice(key.length).replace(/^`/, ''));
}

/** A difference question: one sentence for each side, from the lessons within the fence. */
export function differenceReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined): OfflineReply | undefined {
  const instead = asksInstead(c.understood.text);
  // 'strip이랑 replace(' ','') 같은 거 아님?': whether two Python words are the same is a difference question answered 아니요.
  const form = questionForm(c.understood.text);
  const same = !instead && form.form === 'yesno' && form.predicate === 'same';
  if (!index || (!DIFFERENCE.test(c.understood.text) && !instead && !same)) return undefined;
  // The course's one-sentence answer naming both sides (content/facts.json) leads; each side's lesson sentence follows.
  const sides = differenceSides(c.understood.text, c.understood.concepts, index);
  if ((instead || same) && sides.length < 2) return undefined;
  if (same && sides.some((side) => side.korean || !/^[A-Za-z_]/.test(side.label))) return undefined;
  // For 'A 대신 B', the course's yes/no answer leads only when it speaks of both sides.
  const yesNo = instead ? factAnswer(c.understood, ctx.fence, ctx.section?.id, 'yesno') : undefined;
  const bothSides = (text: string) => sides.every((side) => text.toLowerCase().includes(side.label.replace(/\(\)$/, '').toLowerCase()));
  const fact = instead ? (yesNo && bothSides(yesNo.fact.answer) ? yesNo : undefined) : factAnswer(c.understood, ctx.fence, ctx.section?.id, 'difference');
  if (sides.length < 2) return fact ? factReply(ctx, index, fact, c.understood.base, c.understood.extra) : undefined;
  const links: string[] = [];
  const fencedHome = (side: Side) => (side.concept ? ctx.course?.sections.find((s) => s.concepts.includes(side.concept!))?.id : undefined);
  const lines = sides.map((side, i) => {
    if (side.concept && !ctx.fence.allows(side.concept)) {
      const home = fencedHome(side);
      const own = home ? laterSideSentence(index, side, (ch) => ch.sectionId === home) : undefined;
      if (own) return TEXTS.difference.side(shown(side), `${own.sentence} ${taughtAtSentence(ctx.fence, side.concept, ctx.course)}`);
      // Both sides under one later concept with no sentence of their own: its gist once, not the same line twice.
      if (i === 1 && sides[0]!.concept === side.concept) return TEXTS.difference.side(shown(side), resolveJosa(TEXTS.difference.sameLater(shown(sides[0]!))));
      return TEXTS.difference.side(shown(side), gistAndPlace(ctx.fence, side.concept, ctx.course));
    }
    const keyOf = (label: string) => label.replace(/\(\)$/, '').toLowerCase();
    const key = keyOf(side.label);
    // Words are compared without spaces: students and lessons space them differently ('선택정렬' · '선택 정렬').
    const names = (l: string, k: string) => (k.length > 2 ? l.toLowerCase().replace(/\s+/g, '').includes(k.replace(/\s+/g, '')) : l.includes(`\`${k}\``) || l.includes(` ${k} `));
    const other = sides.map((x) => keyOf(x.label)).find((k) => k !== key);
    // The first passage (within what the student has reached) with a sentence that names this side; a passage
    // whose heading names it first, and a sentence about this side alone before one naming both.
    let found: { hit: Hit; sentence: string } | undefined;
    // The section that teaches this side's concept comes first: '리스트' is defined where lists are taught, not where they are added.
    const home = side.concept ? ctx.course?.sections.find((s) => s.concepts.includes(side.concept!))?.id : undefined;
    // An operator means what the things it is used on make of it ('리스트끼리 +' joins lists, '7 + 2' adds numbers): the
    // concepts the message names go into its query, and the student's own section is preferred.
    const operator = /^[-=/%+*!<>]+$/.test(side.label);
    const on = operator ? c.understood.concepts.filter((x) => x !== side.concept).map((x) => CONCEPTS[x]).join(' ') : '';
    const boost = (ch: Chunk) => (home && ch.sectionId === home ? 1.5 : 1) * (on && ch.sectionId === ctx.section?.id ? 1.5 : 1);
    const hits = index.search(on ? `${side.query} ${on}` : side.query, { maxOrder: ctx.section?.order, limit: 6, boost });
    // A passage whose heading names this side: its sentences, then its table rows; then the other passages'
    // sentences; a table row of those only when no passage says it in a sentence.
    // A table row whose first cell is this side ('`upper()`: 모두 대문자로') defines it: it comes right after the titled
    // passage's sentences.
    const titled = hits.filter((h) => names(` ${h.chunk.heading} `, key));
    const rest = hits.filter((h) => !titled.includes(h));
    // Its first cell is this side, alone or written between operands ('`A or B`: 또는').
    const definesSide = (cell: string) => cell === key || (/^[a-z]+$/.test(key) && cell.length <= key.length + 8 && new RegExp(`^[a-z]\\s+${key}\\s+[a-z]$`).test(cell));
    const defining = (body: string) => tableSentences(body).filter((l) => definesSide(keyOf(l.split(': ')[0]!.replace(/`/g, '').trim())));
    type Reader = [(body: string) => string[], Hit];
    const order: Reader[] = [
      ...titled.map((h): Reader => [proseLines, h]),
      ...hits.map((h): Reader => [defining, h]),
      ...titled.map((h): Reader => [tableSentences, h]),
      ...rest.map((h): Reader => [proseLines, h]),
      ...rest.map((h): Reader => [tableSentences, h]),
    ];
    for (const [read, hit] of order) {
      // A bold-only line is a heading ('**4. `or`를 말하듯이 쓰기**'): it names a mistake, it does not explain.
      const usable = read(hit.chunk.body)
        .map((l) => l.replace(/^[-*]\s+/, ''))
        .filter((l) => l.length > 3 && !/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(l) && !/^\*\*해 보기\*\*/.test(l) && !REFERS_TO_EXAMPLE.test(l) && names(l, key));
      // A sentence with this side as its subject says what it does: it comes before one that only mentions it.
      const alone = (l: string) => !other || !names(l, other);
      const named = usable.find((l) => alone(l) && startsWithSide(l, key)) ?? usable.find(alone) ?? usable.find((l) => startsWithSide(l, key)) ?? usable[0];
      if (named) {
        found = { hit, sentence: named };
        break;
      }
    }
    if (!found) {
      if (side.korean) return undefined;
      // Not explained up to here, but defined by a later section of this course ('pop' of 10 asked in 3): that
      // sentence, and where it is taught.
      const order = ctx.section?.order ?? 0;
      const later = laterSideSentence(index, side, (ch) => ch.sectionOrder > order);
      if (later) return TEXTS.difference.side(shown(side), `${later.sentence} ${resolveJosa(TEXTS.concept.taughtAt(shown(side), TEXTS.format.section(later.chunk.sectionId, later.chunk.sectionTitle)))}`);
      if (side.concept) return TEXTS.difference.side(shown(side), taughtAtSentence(ctx.fence, side.concept, ctx.course));
      return TEXTS.difference.side(shown(side), TEXTS.difference.notExplained);
    }
    const { hit, sentence } = found;
    const link = linkTo(ctx, hit.chunk);
    if (!links.includes(link)) links.push(link);
    return TEXTS.difference.side(shown(side), sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence);
  });
  // Sides named in words that the lessons do not both explain: the question is left to the lesson search.
  if (lines.some((l) => l === undefined)) return fact ? factReply(ctx, index, fact, c.understood.base, c.understood.extra) : undefined;
  const reply = (instead ? TEXTS.difference.instead : TEXTS.difference.reply)(lines.join('\n'), links.join(' · '));
  if (same) return { intent: 'concept', hintLevel: null, text: `${TEXTS.difference.notSame}\n\n${reply}` };
  return { intent: 'concept', hintLevel: null, text: fact ? `${fact.text}\n\n${reply}` : reply };
}

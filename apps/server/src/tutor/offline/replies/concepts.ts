// Concept replies from the lessons within the fence, and fence replies (a gist in taught words, then
// where the course teaches it).
import { CONCEPTS, resolveJosa, type ConceptFence, type ConceptId } from '@dodam/contracts';
import { conceptsInCode, gistAndPlace, taughtAtSentence } from '../concept-scan.js';
import type { TutorContext } from '../../context.js';
import type { Classification } from '../intents.js';
import { codeExamples, proseLines, withoutEmphasis, type Chunk, type CourseIndex, type Hit, type Retrieval } from '../../retrieval.js';
import { questionForm } from '../intents.js';
import { CONCEPT_GISTS, TEXTS } from '../texts.js';
import type { OfflineReply } from '../reply.js';
import { pick, fencedCode, sectionName, linkTo } from '../format.js';
import { answerSentence, REFERS_TO_EXAMPLE, speaksOfAction, yesNoAnswer } from './answer-sentence.js';
import { includesLines } from '../fence.js';
import { understand } from '../understanding.js';
import { factAnswer, type FactAnswer } from './facts.js';
import { misbeliefAnswer } from './misbeliefs.js';
import { hasParts } from './examples.js';

/** A hit answers the question when it covers most of the query and names the topic (or scores high). */
function answersQuestion(hit: Hit | undefined): hit is Hit {
  return hit !== undefined && hit.coverage >= 0.5 && (hit.headingHit || hit.score >= 6);
}

function excerpt(hit: Hit): string {
  // A line pointing at an example ('아래 코드는 …') reads broken without it: the excerpt leaves it out.
  const lines = proseLines(hit.chunk.body)
    .filter((l) => !/^[-*]\s*$/.test(l) && !REFERS_TO_EXAMPLE.test(l))
    .slice(0, 3)
    .map((l) => (l.length > 220 ? `${l.slice(0, 217)}...` : l));
  return lines.join('\n');
}

/** The chunk's first short runnable example that stays inside the fence. */
function lessonExample(hit: Hit, fenceOf: ConceptFence, solutions: readonly string[]): string {
  // Some lessons teach with the very program a problem asks for: never show that one.
  const ok = (code: string) => [...conceptsInCode(code)].every((c) => fenceOf.allows(c)) && !solutions.some((s) => includesLines(code, s));
  const ex = codeExamples(hit.chunk.body).find((e) => !e.norun && !hasParts(e.code) && e.code.split('\n').length <= 10 && ok(e.code));
  return ex ? `\n\n${fencedCode(ex.code)}` : '';
}

/** The reference solutions of the course's problems (for keeping lesson examples that equal one out of replies). */
export function solutionsOf(ctx: TutorContext): string[] {
  return (ctx.course?.sections ?? []).flatMap((s) => s.problems.map((p) => p.reference_solution));
}

/** Where the course teaches a concept, as a place in its order (not taught in this course: after all of it). */
function taughtOrder(ctx: TutorContext, concept: ConceptId): number {
  const at = ctx.course?.sections.findIndex((s) => s.concepts.includes(concept)) ?? -1;
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

function laterReply(ctx: TutorContext, asked: ConceptId[], alternative: Hit | undefined): OfflineReply {
  // The concept the question is about is the most specific one it names: the one taught last ('리스트에 값 추가' asks
  // about the list methods of 10, not the lists of 7). Its one-line gist in taught words first, then where the course
  // teaches it (the content's concept index).
  // A concept of a later course whose name holds another one asked ('리스트 컴프리헨션' holds '리스트') is the specific one.
  const holds = (b: ConceptId, a: ConceptId) => CONCEPTS[b].replace(/\s*\(.*$/, '').includes(CONCEPTS[a].replace(/\s*\(.*$/, ''));
  const main = asked.reduce((a, b) => (taughtOrder(ctx, b) > taughtOrder(ctx, a) && (taughtOrder(ctx, b) !== Number.MAX_SAFE_INTEGER || holds(b, a)) ? b : a));
  const blocked = [main, ...asked.filter((c) => c !== main)];
  // Each of the (at most two) concepts gets its own gist before its place: 'while이랑 for 중에 뭐가 더 좋아' in section 13
  // is told what each of the two does, not one gist and two places.
  const sentences = blocked.slice(0, 2).map((c) => gistAndPlace(ctx.fence, c, ctx.course));
  const alt = alternative
    ? TEXTS.concept.taughtAlternative(alternative.chunk.sectionId, alternative.chunk.sectionTitle, alternative.chunk.heading, excerpt(alternative), linkTo(ctx, alternative.chunk))
    : '';
  return {
    intent: 'concept',
    hintLevel: null,
    text: resolveJosa(TEXTS.concept.later(sentences.join(' '), alt, sectionName(ctx))),
  };
}

/**
 * A question that names a later concept by its kind ('리스트 맨 끝에 하나 더 넣는 법' names 리스트) may ask about a more
 * specific one taught further on (adding to a list: the list methods of 10) when it asks how to do something. The passage of the whole course whose heading
 * the question fits best tells: when it lies in a section after every concept named, one of that section's own concepts
 * (the content's concept index) is asked too, and the fence reply names that section.
 */
function moreSpecific(ctx: TutorContext, index: CourseIndex, base: string, extra: string, blocked: ConceptId[]): ConceptId[] {
  // 'X가 뭐예요' asks about X itself; only a question of doing something ('~하는 법', '어떻게') may ask about more.
  if (blocked.length === 0 || !['how', 'about'].includes(questionForm(base).form)) return blocked;
  const best = index.search(base, { limit: 3, extra })[0];
  if (!best || !best.headingHit || best.headingCoverage < 0.3 || best.chunk.kind !== 'lesson') return blocked;
  const section = ctx.course?.sections.find((s) => s.id === best.chunk.sectionId);
  if (!section || blocked.some((c) => taughtOrder(ctx, c) >= ctx.course!.sections.indexOf(section))) return blocked;
  const own = section.concepts.filter((c) => !ctx.fence.allows(c) && !blocked.includes(c));
  if (own.length === 0) return blocked;
  const heading = best.chunk.heading.toLowerCase();
  const named = own.find((c) => (CONCEPTS[c].match(/[A-Za-z_]{3,}|[\uAC00-\uD7A3]{2,}/g) ?? []).some((w) => heading.includes(w.toLowerCase())));
  return [named ?? own[0]!, ...blocked];
}

export function conceptReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined, strict = false): OfflineReply | undefined {
  if (!index) return undefined;
  const u = c.understood;
  // Small talk ('오늘 급식 뭐예요') shares a word or two with the lessons by chance: a question
  // without code words must be mostly in the course's own vocabulary.
  if (!c.programming && u.concepts.length === 0 && index.knownShare(u.base) < 0.5) return undefined;
  const order = ctx.section?.order;
  const fenceOf = ctx.fence;
  const asked = u.concepts;
  const blocked = asked.filter((x) => !fenceOf.allows(x));
  const open = asked.filter((x) => fenceOf.allows(x));
  // Sections that teach an asked (allowed) concept first, then the current one.
  const teaching = new Set<string>();
  for (const x of open) {
    const at = conceptSection(ctx, x);
    if (at) teaching.add(at);
  }
  const boost = (chunk: Chunk) => (teaching.has(chunk.sectionId) ? 1.2 : 1) * (chunk.sectionId === ctx.section?.id ? 1.3 : 1);
  const ranked = index.search(u.base, { maxOrder: order, limit: 8, boost, extra: u.extra }).filter((h) => proseLines(h.chunk.body).length > 0);
  // Among close hits, the passage whose heading names most of the question teaches it.
  const first = ranked[0];
  // A section summary repeats what its passages teach: a passage comes first.
  const fit = (h: Hit) => h.headingCoverage + (h.chunk.sectionId === ctx.section?.id ? 0.15 : 0) - (h.chunk.kind === 'summary' ? 0.5 : 0);
  const top = first ? ([...ranked].filter((h) => h.score >= first.score * 0.5 && (h.chunk.sectionId === first.chunk.sectionId || h.chunk.sectionId === ctx.section?.id)).sort((a, b) => fit(b) - fit(a) || b.score - a.score)[0] ?? first) : undefined;
  const near = (h: Hit) => teaching.has(h.chunk.sectionId) || h.chunk.sectionId === ctx.section?.id;
  // The code words of the question the course uses ('replace', 'update'): a passage of a section that has them all is
  // about them, however many other words the question has (the answer is read from the whole section).
  const codeWords = [...new Set((u.base.match(/[A-Za-z_][A-Za-z0-9_]{2,}/g) ?? []).map((w) => w.toLowerCase()))].filter((w) => index.knownShare(w) === 1);
  const sectionText = (id: string) => index.chunks.filter((ch) => ch.sectionId === id).map((ch) => `${ch.heading}\n${ch.body}`).join('\n');
  const namesCode = (h: Hit) => codeWords.length > 0 && h.headingHit && codeWords.every((w) => new RegExp(`\\b${w}\\b`, 'i').test(sectionText(h.chunk.sectionId)));
  const good = (h: Hit | undefined): h is Hit =>
    h !== undefined &&
    (answersQuestion(h as Hit | undefined) || (!strict && ((h.headingHit && h.coverage >= 0.25) || (near(h) && h.coverage >= 0.25) || (teaching.has(h.chunk.sectionId) && h.headingHit && h.coverage >= 0.2) || (near(h) && namesCode(h) && h.coverage >= 0.15))));
  // A question that names a concept the course has not reached is answered with its gist and place
  // (a passage of what was taught, when one fits, follows).
  // The course's answer to this form of question (content/facts.json) comes first; the lesson passage follows it. A
  // question that also names a later concept gets the answer in what was taught, then where the rest is taught.
  const fact = factAnswer(u, fenceOf, ctx.section?.id);
  // A later concept named only in passing ('while문은 왜씀? for 있는데') leaves the question about what was taught: that is
  // answered, and the later one's place is named after it.
  const passing = open.length ? namedInPassing(ctx.userInput, blocked) : [];
  if (blocked.some((x) => !passing.includes(x)) || (blocked.length && !good(top))) {
    const later = laterReply(ctx, moreSpecific(ctx, index, u.base, u.extra, blocked), good(top) && top.headingHit && alternativeFits(ctx.userInput, top, blocked) ? top : undefined);
    return fact ? { ...later, text: `${fact.text}\n\n${later.text}` } : later;
  }
  if (good(top)) {
    const where = TEXTS.concept.place(top.chunk.sectionId, top.chunk.sectionTitle);
    const intro = top.chunk.sectionId === ctx.section?.id ? TEXTS.concept.lookHere(where, top.chunk.heading) : TEXTS.concept.lookBack(where, top.chunk.heading);
    // A later concept the question also names is not used, but its place is named.
    const later = blocked.length ? `\n\n${blocked.slice(0, 2).map((x) => taughtAtSentence(fenceOf, x, ctx.course)).join(' ')}` : '';
    const text = `${intro}\n\n${excerpt(top)}${lessonExample(top, fenceOf, solutionsOf(ctx))}\n\n📖 ${linkTo(ctx, top.chunk)}${later}\n\n${pick(TEXTS.concept.questions, u.text)}`;
    // A yes/no question starts with 네 or 아니요 and the sentence of the passage that answers it; a why,
    // how or what-happens question starts with the sentence that answers it when the excerpt lacks it.
    // The answer may sit in another passage of the section than the one shown: all of its passages are read, the
    // ranked ones first.
    // A belief asked as '~거 아님' that the lessons name as a misconception: 아니요 and the lesson's correction.
    const own = [ctx.section, ctx.course?.sections.find((s) => s.id === top.chunk.sectionId)].filter((s, i, all): s is NonNullable<typeof s> => s !== undefined && all.indexOf(s) === i);
    const belief = misbeliefAnswer(ctx.userInput, own) ?? misbeliefAnswer(c.understood.text, own);
    if (belief) return { intent: 'concept', hintLevel: null, text: `${belief}\n\n${text}` };
    if (fact) return { intent: 'concept', hintLevel: null, text: `${fact.text}\n\n${text}` };
    const section = sectionPassages(index, top, ranked);
    const yesNo = yesNoAnswer(c.understood.text, section);
    if (yesNo) return { intent: 'concept', hintLevel: null, text: `${yesNo}\n\n${text}` };
    // 'May I do X?' that no sentence of the lessons up to here speaks of: said honestly, then the closest passage and an experiment.
    const asked = questionForm(c.understood.text);
    if (asked.form === 'yesno' && asked.predicate === 'can' && !speaksOfAction(asked.asked!, `${excerpt(top)}`)) {
      return { intent: 'concept', hintLevel: null, text: `${TEXTS.concept.noSentence}\n\n${text.replace(pick(TEXTS.concept.questions, u.text), TEXTS.concept.tryIt)}` };
    }
    const lead = answerSentence(c.understood.text, [top, ...ranked.filter((h) => h !== top && h.chunk.sectionId === ctx.section?.id && h.chunk.sectionId !== top.chunk.sectionId).slice(0, 2), ...section.filter((h) => h !== top)], u.extra);
    const shown = excerpt(top).replace(/\*\*|`/g, '');
    const fresh = lead && !shown.includes(lead.replace(/\*\*|`/g, '').split(/(?<=[.!?])\s/)[0]!.trim());
    return { intent: 'concept', hintLevel: null, text: fresh ? `${lead}\n\n${text}` : text };
  }
  if (fact) return factReply(ctx, index, fact, u.base, u.extra);
  // Nothing up to here and nothing the student named: a later section may teach it.
  if (order !== undefined && asked.length === 0 && !strict) {
    const later = index.search(u.base, { limit: 5, extra: u.extra }).find((h) => h.chunk.sectionOrder > order && answersQuestion(h));
    if (later && (first?.coverage ?? 0) < 0.25) {
      return {
        intent: 'concept',
        hintLevel: null,
        text: resolveJosa(TEXTS.concept.taughtLater(later.chunk.sectionId, later.chunk.sectionTitle, later.chunk.heading, sectionName(ctx))),
      };
    }
  }
  return undefined;
}

/**
 * A passage of what was taught helps with a question about a later concept only when its heading names something of
 * the question besides that concept ('반복문 어떻게 써요' shares '반복' with '리스트 반복하기', which does not help).
 */
function alternativeFits(message: string, hit: Hit, blocked: readonly ConceptId[]): boolean {
  const stems = (t: string) => (t.match(/[\uAC00-\uD7A3]{2,}|[A-Za-z_]{2,}/g) ?? []).map((w) => (/[\uAC00-\uD7A3]/.test(w) ? w.slice(0, 2) : w.toLowerCase()));
  // Words for a kind of thing ('함수', '메서드', '자료형') name no topic: 'zip 함수' shares '함수' with '숫자 함수' by chance.
  const laterWords = new Set([...blocked.flatMap((c) => stems(`${CONCEPTS[c]} ${CONCEPT_GISTS[c] ?? ''}`)), ...KIND_WORDS]);
  const heading = hit.chunk.heading.toLowerCase();
  return stems(message).some((w) => !laterWords.has(w) && heading.includes(w));
}

/** Korean words for a kind of thing, by their first two syllables (alternativeFits). */
const KIND_WORDS = ['함수', '메서', '자료', '연산', '문법', '기능', '방법', '코드'];

/** A clause that only mentions something next to the question ('for 있는데', 'for 말고', 'for보다', 'for 없이'). */
const PASSING_CLAUSE = /(있는데|있잖아요?|있으면서|말고|대신(에)?|보다|처럼|없이|안\s*쓰고)\s*(는|도|요)?$/;

/**
 * The concepts of `blocked` the message names only in a clause beside the question (split at punctuation and after
 * such a clause), while the rest of the message still names a concept of its own.
 */
function namedInPassing(message: string, blocked: readonly ConceptId[]): ConceptId[] {
  if (blocked.length === 0) return [];
  const clauses = message
    .split(/[?!.,\n]+|(?<=있는데|말고|대신에?|보다|처럼|없이)\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
  const aside = clauses.filter((x) => PASSING_CLAUSE.test(x));
  if (aside.length === 0 || aside.length === clauses.length) return [];
  const main = new Set(understand(clauses.filter((x) => !PASSING_CLAUSE.test(x)).join(' ')).concepts);
  if (main.size === 0) return [];
  const mentioned = new Set(aside.flatMap((x) => understand(x).concepts));
  return blocked.filter((x) => mentioned.has(x) && !main.has(x));
}

/** Every passage of the top hit's section: the top one, the other ranked ones, then the rest in lesson order. */
function sectionPassages(index: CourseIndex, top: Hit, ranked: readonly Hit[]): Hit[] {
  const same = ranked.filter((h) => h !== top && h.chunk.sectionId === top.chunk.sectionId);
  const seen = new Set([top.chunk.id, ...same.map((h) => h.chunk.id)]);
  const rest = index.chunks
    .filter((ch) => ch.sectionId === top.chunk.sectionId && !seen.has(ch.id))
    .map((chunk): Hit => ({ chunk, score: 0, coverage: 0, headingHit: false, headingCoverage: 0 }));
  return [top, ...same, ...rest];
}

/** The section of this course that teaches `concept` (if it does). */
function conceptSection(ctx: TutorContext, concept: ConceptId): string | undefined {
  return ctx.course?.sections.find((s) => s.concepts.includes(concept))?.id;
}

/** A fact's answer alone (no lesson passage fitted the question): the answer, the passage of its section, a next step. */
export function factReply(ctx: TutorContext, index: CourseIndex, answer: FactAnswer, base: string, extra: string): OfflineReply {
  const hit = index.search(base, { limit: 30, extra }).find((h) => h.chunk.sectionId === answer.fact.section);
  const link = hit ? `\n\n📖 ${linkTo(ctx, hit.chunk)}` : '';
  return { intent: 'concept', hintLevel: null, text: `${answer.text}${link}\n\n${TEXTS.concept.tryIt}` };
}

/** A sentence that leans on the one before it. */
const LEANS_BACK = /^(이것|이게|이렇게|이를|이때|이처럼|그래서|그러면|그런데|하지만|여기서|그것|그게|위|아래|다음)/;

/** What a question says besides the thing it names: question words, endings and particles. */
const ASKING = /뭐|뭔|무엇|머|예요|에요|이야|이에요|인가요|란|이란|이|가|은|는|야|임|요|어떻게|어케|하는|는|법|써요|써|해요|알려|줘|주세요|설명|좀|해|쌤|그|게|거|건|\?|!|\.|~/g;

/**
 * A what / how / why question about something this course does not teach but another course does ('머신러닝이 뭐예요'
 * in the computer-thinking course): the sentence of that course's lesson that introduces the term in bold, then where it
 * is taught. Only a term the question is about (little else in it) and that a lesson sets in bold counts: a word that
 * merely appears in another lesson names no place. The sentence carries no code (the fence is this course's).
 */
export function elsewhereReply(ctx: TutorContext, c: Classification, retrieval: Retrieval): OfflineReply | undefined {
  if (ctx.contextType !== 'chat' || c.intent !== 'concept' || c.understood.concepts.length > 0) return undefined;
  const form = questionForm(c.understood.text).form;
  if (form !== 'what' && form !== 'how' && form !== 'why' && form !== 'about') return undefined;
  const squeezed = c.understood.text.toLowerCase().replace(/\s+/g, '');
  // The term: the longest one some lesson of another course sets in bold that the question is about.
  let found: { term: string; chunk: Chunk; course: string; index: CourseIndex } | undefined;
  for (const other of retrieval.others(ctx.course?.id)) {
    for (const chunk of other.index.chunks) {
      if (chunk.kind !== 'lesson') continue;
      for (const m of chunk.body.matchAll(/\*\*([^*`\n]{2,20})\*\*/g)) {
        const term = m[1]!.replace(/\s+/g, '').toLowerCase().replace(/\(.*$/, '');
        if (!/^[\uAC00-\uD7A3]{2,}$|^[a-z][a-z -]{2,}$/.test(term) || !squeezed.includes(term)) continue;
        if (squeezed.replace(term, '').replace(ASKING, '').length > 3) continue;
        if (!found || term.length > found.term.length) found = { term, chunk, course: other.title, index: other.index };
      }
    }
  }
  if (!found) return undefined;
  // Its gist: a whole sentence of that course with the term and no code that does not lean on the one before it
  // ('이것을 …'); one that starts with the term ('편향은 …') first, then one that names it ('… 라고 불러요').
  const { term } = found;
  let gist: { text: string; score: number } | undefined;
  for (const chunk of found.index.chunks.filter((ch) => ch.sectionId === found.chunk.sectionId)) {
    for (const line of proseLines(chunk.body)) {
      const sentences = line.replace(/^[-*]\s+/, '').split(/(?<=[.!?])\s+/).map((x) => withoutEmphasis(x).trim());
      for (const [i, plain] of sentences.entries()) {
        const squeezedSentence = plain.replace(/\s+/g, '').toLowerCase();
        if (!squeezedSentence.includes(term) || plain.includes('`') || plain.length > 160 || !/[.!?]$|요$/.test(plain) || /^[^:]{1,20}:\s/.test(plain)) continue;
        let text = plain;
        let score = (squeezedSentence.startsWith(term) ? 3 : /(이라고|라고)\s*(해요|불러요|합니다)|(이란|란)\s/.test(plain) ? 2 : 1) + (chunk.id === found.chunk.id ? 0.5 : 0);
        if (LEANS_BACK.test(plain)) {
          // A sentence that leans on the one before it ('이것을 학습이라고 하고 …') comes with that one, if it stands alone.
          const prev = sentences[i - 1]?.replace(/^(그러면|그래서|그런데|이제)\s+/, '');
          if (!prev || LEANS_BACK.test(prev) || prev.includes('`') || prev.length + plain.length > 200) continue;
          text = `${prev} ${plain}`;
          score -= 0.5;
        }
        if (!gist || score > gist.score) gist = { text, score };
      }
    }
  }
  const place = TEXTS.concept.otherCourse(found.course, found.chunk.sectionTitle);
  return { intent: 'concept', hintLevel: null, text: resolveJosa(TEXTS.concept.later(`${gist ? `${gist.text} ` : ''}${TEXTS.concept.taughtElsewhere(place)}`, '', sectionName(ctx))) };
}

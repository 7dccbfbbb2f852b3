// The course's short answers to the questions students ask most (content/facts.json): each fact is what a
// Python teacher would state, with the topic words it is about, the question forms it answers (yes/no with the
// polarity per predicate, why, how, what, what happens, a difference) and the section that teaches it. A question is
// matched by its topic words and its form (the predicate of a yes/no question: does it change, may I, must I, is there
// an error, is it included, does it stop, does it go on), never by its phrasing; the lesson sentences are the fallback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conceptIdSchema, type ConceptFence, type ConceptId } from '@dodam/contracts';
import { z } from 'zod';
import { CONTENT_DIR } from '../../../paths.js';
import type { Understood } from '../understanding.js';
import { focusOfAlso, NEGATED_QUESTION, OPEN_FORMS, questionForm, YES_NO_PREDICATES, type OpenForm } from '../intents.js';
import { TEXTS } from '../texts.js';
import { conceptsInReply } from '../concept-scan.js';
import { isPythonWord, tokenize } from '@dodam/contracts/python/py-tokens';

/** A word of a topic: `@concept`, a code word (whole word), or Korean/code text (found with spaces removed). */
const alternative = z.string().min(1);

export const factSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The section that teaches it (the student's link). */
  section: z.string().min(1),
  /** Concepts the answer uses: it is given only inside the fence. */
  concepts: z.array(conceptIdSchema),
  /** Every group must be named by the question (one of its alternatives). */
  topic: z.array(z.array(alternative).min(1)).min(1),
  /** Alternatives that mean the question is about something else. */
  not: z.array(alternative).optional(),
  /**
   * Code the answer is about (`a, b = b, a`): a question quoting code of that shape, whatever its names
   * (`x, y = y, x 이거 뭐임`), is about this fact even when it names none of the topic words.
   */
  code: z.array(z.string().min(3)).optional(),
  /** Open forms it answers ('about': any open form, when no fact answers that form exactly). */
  forms: z.array(z.enum(OPEN_FORMS)).default([]),
  /** Yes/no predicates it answers, with the answer (true: 네). */
  yesno: z.partialRecord(z.enum(YES_NO_PREDICATES), z.boolean()).default({}),
  /** Alternatives that turn the polarity over ('1부터 시작해요?' against '0부터'). */
  flip: z.array(alternative).optional(),
  /** One or two sentences in the lessons' words; read after '네, ' / '아니요, ' as well as alone. */
  answer: z.string().min(8),
});
export type Fact = z.infer<typeof factSchema>;
const fileSchema = z.object({ facts: z.array(factSchema) });

export function loadFacts(dir = CONTENT_DIR): Fact[] {
  return fileSchema.parse(JSON.parse(readFileSync(join(dir, 'facts.json'), 'utf8'))).facts;
}

/**
 * Code as a shape: names numbered by first appearance (so `a, b = b, a` and `x, y = y, x` are one shape and
 * `a, b = a, b` another), numbers and strings as kinds, keywords, builtins and operators as written.
 */
export function codeShape(code: string): string {
  const names = new Map<string, string>();
  const name = (t: string) => names.get(t) ?? (names.set(t, `#${names.size}`), `#${names.size - 1}`);
  return tokenize(code)
    .tokens.filter((t) => t.kind !== 'comment' && t.kind !== 'newline' && t.kind !== 'error')
    .map((t) => (t.kind === 'name' && !isPythonWord(t.text) ? name(t.text) : t.kind === 'number' ? 'NUM' : t.kind === 'string' ? 'STR' : t.text))
    .join(' ');
}

/** The shapes of the code a question quotes: its runs between Korean words that look like code (a name and an operator). */
function quotedShapes(text: string): string[] {
  return text
    .split(/[\p{Script=Hangul}`?!~]+/u)
    .map((run) => run.trim())
    .filter((run) => /[A-Za-z_]/.test(run) && /[=()[\]:+\-*/%<>.,]/.test(run))
    .map(codeShape)
    .filter(Boolean);
}

const hasShape = (shapes: readonly string[], shape: string) => shapes.some((s) => ` ${s} `.includes(` ${shape} `));

/** A fact, the concepts of the code its answer shows (the fence's own reading of a reply) and the shapes of its `code`. */
let cached: { fact: Fact; shows: ConceptId[]; shapes: string[] }[] | undefined;
const facts = () => (cached ??= loadFacts().map((fact) => ({ fact, shows: [...conceptsInReply(fact.answer)], shapes: (fact.code ?? []).map(codeShape) })));


interface Probe {
  squeezed: string;
  words: Set<string>;
  concepts: readonly ConceptId[];
}

const CODE_WORD = /^[a-z_][a-z0-9_]*$/;

function named(p: Probe, alt: string): boolean {
  if (alt.startsWith('@')) return p.concepts.includes(alt.slice(1) as ConceptId);
  const a = alt.toLowerCase();
  if (CODE_WORD.test(a)) return p.words.has(a);
  const squeezed = a.replace(/\s+/g, '');
  // A number is read whole: '0으로' is not in '5.0으로', '1부터' is not in '11부터'.
  if (/^[0-9]/.test(squeezed)) {
    for (let i = p.squeezed.indexOf(squeezed); i >= 0; i = p.squeezed.indexOf(squeezed, i + 1)) if (!/[0-9.]/.test(p.squeezed[i - 1] ?? '')) return true;
    return false;
  }
  return p.squeezed.includes(squeezed);
}

function probeOf(u: Understood): Probe {
  // The student's words and what they mean in other words, not the lexicon's lesson words (understanding.ts).
  const all = `${u.text} ${u.said ?? u.extra}`.toLowerCase();
  return { squeezed: all.replace(/\s+/g, ''), words: new Set(all.match(/[a-z_][a-z0-9_]*/g) ?? []), concepts: u.concepts };
}

/** Every word of `words` in the fact's answer or among its topic words (spaces and code marks ignored). */
function namesAll(fact: Fact, words: readonly string[]): boolean {
  const where = `${fact.answer} ${fact.topic.flat().join(' ')}`.replace(/[`\s*]/g, '').toLowerCase();
  return words.every((w) => where.includes(w.replace(/\s+/g, '')));
}

export interface FactAnswer {
  fact: Fact;
  /** The reply's first paragraph: '네, …' / '아니요, …' for a yes/no question, the answer alone otherwise. */
  text: string;
}

/**
 * The fact that answers the question, if one does: every topic group named, nothing of `not`, its concepts inside
 * the fence, and its form the question's (a yes/no fact only for its own predicates). The most specific fact (most
 * topic groups) wins; then an exact open form over 'about', then the student's own section.
 */
export function factAnswer(u: Understood, fence: ConceptFence, sectionId?: string, only?: OpenForm | 'yesno'): FactAnswer | undefined {
  const q = questionForm(u.text);
  if (only && q.form !== only) return undefined;
  const p = probeOf(u);
  const quoted = quotedShapes(u.text);
  let best: { fact: Fact; score: number } | undefined;
  for (const { fact, shows, shapes } of facts()) {
    // Given only inside the fence: the concepts it is about and those of the code it shows.
    if (!fact.concepts.every((c) => fence.allows(c)) || !shows.every((c) => fence.allows(c))) continue;
    // The code quoted is the topic: the fact about that shape of code, whatever words come with it.
    const byCode = quoted.length > 0 && shapes.some((shape) => hasShape(quoted, shape));
    if (!byCode && !fact.topic.every((group) => group.some((alt) => named(p, alt)))) continue;
    if (!byCode && fact.not?.some((alt) => named(p, alt))) continue;
    let exact: boolean;
    if (q.form === 'yesno') {
      if (fact.yesno[q.predicate!] === undefined) continue;
      // 'X도 …?' asks whether it holds for X too: a fact that never names X does not decide it ('딕셔너리 키에 리스트도
      // 넣을 수 있나요' is not answered by the fact that a new key may be added).
      if (!byCode && !namesAll(fact, focusOfAlso(u.text))) continue;
      exact = true;
    } else if (fact.forms.includes(q.form)) exact = true;
    else if (fact.forms.includes('about') && q.form !== 'difference') exact = false;
    else continue;
    const score = (byCode ? 10 : 0) + fact.topic.length * 2 + (exact ? 1 : 0) + (fact.section === sectionId ? 0.5 : 0);
    if (!best || score > best.score) best = { fact, score };
  }
  if (!best) return undefined;
  const { fact } = best;
  if (q.form !== 'yesno') return { fact, text: fact.answer };
  let yes = fact.yesno[q.predicate!]!;
  if (fact.flip?.some((alt) => named(p, alt))) yes = !yes;
  if (NEGATED_QUESTION.test(q.asked!)) yes = !yes;
  if (q.inverse) yes = !yes;
  return { fact, text: `${yes ? TEXTS.concept.yes : TEXTS.concept.no}, ${fact.answer}` };
}

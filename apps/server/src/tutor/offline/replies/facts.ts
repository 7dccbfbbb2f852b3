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
import { NEGATED_QUESTION, OPEN_FORMS, questionForm, YES_NO_PREDICATES, type OpenForm } from '../intents.js';
import { TEXTS } from '../texts.js';
import { conceptsInReply } from '../concept-scan.js';

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

/** A fact and the concepts of the code its answer shows (the fence's own reading of a reply). */
let cached: { fact: Fact; shows: ConceptId[] }[] | undefined;
const facts = () => (cached ??= loadFacts().map((fact) => ({ fact, shows: [...conceptsInReply(fact.answer)] })));


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
  return p.squeezed.includes(a.replace(/\s+/g, ''));
}

function probeOf(u: Understood): Probe {
  // The student's words and what they mean in other words, not the lexicon's lesson words (understanding.ts).
  const all = `${u.text} ${u.said ?? u.extra}`.toLowerCase();
  return { squeezed: all.replace(/\s+/g, ''), words: new Set(all.match(/[a-z_][a-z0-9_]*/g) ?? []), concepts: u.concepts };
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
  let best: { fact: Fact; score: number } | undefined;
  for (const { fact, shows } of facts()) {
    // Given only inside the fence: the concepts it is about and those of the code it shows.
    if (!fact.concepts.every((c) => fence.allows(c)) || !shows.every((c) => fence.allows(c))) continue;
    if (!fact.topic.every((group) => group.some((alt) => named(p, alt)))) continue;
    if (fact.not?.some((alt) => named(p, alt))) continue;
    let exact: boolean;
    if (q.form === 'yesno') {
      if (fact.yesno[q.predicate!] === undefined) continue;
      exact = true;
    } else if (fact.forms.includes(q.form)) exact = true;
    else if (fact.forms.includes('about') && q.form !== 'difference') exact = false;
    else continue;
    const score = fact.topic.length * 2 + (exact ? 1 : 0) + (fact.section === sectionId ? 0.5 : 0);
    if (!best || score > best.score) best = { fact, score };
  }
  if (!best) return undefined;
  const { fact } = best;
  if (q.form !== 'yesno') return { fact, text: fact.answer };
  let yes = fact.yesno[q.predicate!]!;
  if (fact.flip?.some((alt) => named(p, alt))) yes = !yes;
  if (NEGATED_QUESTION.test(q.asked!)) yes = !yes;
  return { fact, text: `${yes ? TEXTS.concept.yes : TEXTS.concept.no}, ${fact.answer}` };
}

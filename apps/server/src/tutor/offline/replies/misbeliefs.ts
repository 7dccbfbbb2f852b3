// A student's belief asked as '~거 아님?' ('sort 하면 새 리스트 생기는 거 아님', 'range(5)는 1부터 시작하는 거 아냐') is
// answered from the lessons' own data: every wrong choice of a ```python predict block names the misconception behind it
// and its correction ('range가 1부터라고 봄: `range(5)`는 0부터 시작해요.'). The belief the question states is matched
// against those names; a match is answered '아니요, ' + the correction. No second hand-kept list: ~360 lines of content.
import { markdownBlocks } from '../../../content/blocks.js';
import type { ContentSection } from '../../../content/store.js';
import { TEXTS } from '../texts.js';

export interface Misbelief {
  sectionId: string;
  /** The misconception as the lesson names it ('range가 1부터라고 봄'). */
  name: string;
  /** The lesson's correction ('`range(5)`는 0부터 시작해요.'). */
  correction: string;
}

const cache = new WeakMap<ContentSection, Misbelief[]>();

export function misbeliefsOf(section: ContentSection): Misbelief[] {
  let out = cache.get(section);
  if (!out) {
    out = [];
    let blocks: ReturnType<typeof markdownBlocks>;
    try {
      blocks = markdownBlocks(section.lesson, `${section.id}/lesson.md`);
    } catch {
      // A lesson whose blocks do not parse (the content tests name it) gives no misconceptions.
      blocks = [];
    }
    for (const b of blocks) for (const m of b.predict?.misconceptions ?? []) if (m) out.push({ sectionId: section.id, name: m.name, correction: m.explanation });
    cache.set(section, out);
  }
  return out;
}

/** The tag of a belief the student checks: '~거 아님', '~거 아닌가', '~거 아냐', '~거 아니야?' (the whole ending). */
const BELIEF_TAG = /\s*(?:거|건|게|것|는\s*거)?\s*(?:아님|아닌가요?|아닌감|아냐|아니야|아니지|아닌지|아니에요|아니었나)\s*[?？.~!ㅋㅎㅠㅜ]*\s*$/;

/** The belief a tag question states ('sort 하면 새 리스트 생기는 거 아님' → 'sort 하면 새 리스트 생기는'), or none. */
export function statedBelief(question: string): string | undefined {
  const t = question.trim();
  if (!BELIEF_TAG.test(t)) return undefined;
  const belief = t.replace(BELIEF_TAG, '').trim();
  return belief.length >= 4 ? belief : undefined;
}

/** Words that carry no topic of their own (particles, light verbs, kinds of thing). */
const LIGHT = new Set(['하면', '하는', '쓰면', '해서', '그냥', '이거', '그거', '이렇게', '원래', '리스트', '문자열', '변수', '값이', '값을', '함수', '코드', '결과']);
const NEGATION = /않|안\s|못\s|없/;

/** Code words (ASCII names, numbers) and Korean stems (first two syllables) of a text. */
function terms(text: string): { code: string[]; stems: string[] } {
  const plain = text.replace(/`/g, ' ');
  const code = [...new Set((plain.match(/[A-Za-z_][A-Za-z_0-9]*|-?\d+/g) ?? []).map((w) => w.toLowerCase()))];
  const stems = [...new Set((plain.match(/[\uAC00-\uD7A3]{2,}/g) ?? []).filter((w) => !LIGHT.has(w)).map((w) => w.slice(0, 2)))];
  return { code, stems };
}

/**
 * '아니요, ' + the lesson's correction when the belief a tag question states is a misconception the lessons name: every
 * code word of the belief in the misconception (or its correction), a Korean stem of the belief in its name, and the same
 * polarity (a belief 'X 안 바뀌는' is not the misconception 'X가 바뀐다고 봄'). The best match wins; a tie on the score is
 * broken by the order of `sections` (the student's own first).
 */
export function misbeliefAnswer(question: string, sections: readonly ContentSection[]): string | undefined {
  const belief = statedBelief(question);
  if (!belief) return undefined;
  const q = terms(belief);
  if (q.code.length === 0 && q.stems.length < 2) return undefined;
  const negated = NEGATION.test(` ${belief} `);
  let best: { m: Misbelief; score: number } | undefined;
  for (const section of sections) {
    for (const m of misbeliefsOf(section)) {
      if (NEGATION.test(` ${m.name} `) !== negated) continue;
      const name = terms(m.name);
      const both = terms(`${m.name} ${m.correction}`);
      if (!q.code.every((w) => both.code.includes(w) || name.code.some((c) => c.startsWith(w) || w.startsWith(c)))) continue;
      const stems = q.stems.filter((s) => name.stems.includes(s)).length;
      const codes = q.code.filter((w) => name.code.includes(w)).length;
      if (stems === 0 || stems + codes < 2) continue;
      const score = stems * 2 + codes;
      if (!best || score > best.score) best = { m, score };
    }
  }
  return best ? `${TEXTS.concept.no}, ${best.m.correction}` : undefined;
}

// The sentence of the lessons that answers the question asked: yes/no (네/아니요 first), why, how.
import { focusOfAlso, formExpansions, NEGATED_QUESTION, questionForm, yesNoPart, type YesNoPredicate } from '../intents.js';
export { isYesNoQuestion } from '../intents.js';
import { proseLines, tableSentences, withoutEmphasis, type Hit } from '../../retrieval.js';
import { TEXTS } from '../texts.js';

/** A sentence that says no: cannot, not, stays the same, only, looks like … but. */
const NEGATIVE = /없어요|없습니다|없고|없는|없음|없어서|불가|안\s*돼|안\s*되|않아요|않고|않습니다|않는|못\s|못해|아니에요|아니라|아니고|그대로예요|그대로|뿐|에서만|보여도|오류가\s*(나|생)|에러가\s*나|사라져/;

/** A sentence that points at an example next to it in the lesson ('아래 코드는 …'): it reads broken alone. */
export const REFERS_TO_EXAMPLE = /아래(처럼|와\s*같|\s*(예시|예제|프로그램|코드))|위의?\s*(코드|예시|예제)|다음\s*(코드|예시|예제)|이\s*코드(를|는|에서)/;

/** Words of a question that say how it is asked, not what about (never matched against the lessons). */
const FORM_WORDS = /^(뭐하|뭐예|뭐에|뭐야|뭔지|무엇|어떻|어케|되나|돼요|되요|하면|하는|이거|그거|저거|진짜|근데|써요|쓰면|쓰는|써도|해도|넣어|있어|있나|없어|나와|되는|알려|궁금|혹시|그냥|이렇|저렇|아님|아니|뭐가|하고|해서|나서|있음|없음)$/;
/** Sentences that say why, what happens, how, or what a thing is (preferred for those question forms). */
const FORM_HINT: [RegExp, RegExp, number?][] = [
  [/왜|이유|어째서/, /때문|그래서|그러면|려고|위해|수\s*있어|편리|덕분|기본값|항상|자동/],
  [/어떻게\s*(돼|되|됨)|뭐가\s*(돼|나와|돌아)|어케\s*(돼|되|됨)|하면\s*어떻게|어떻게\s*될/, /돼요|나요|생겨|Error|남아요|나와요|돌려|만들어요|바뀌어요/],
  [/어떻게|방법|는\s*법|하려면/, /`[^`]+`/],
  [/뭐(예요|에요|야|임|지)|무엇|뭔지|뜻|의미|what\s+is/i, /(이라고|라고)\s*(해요|불러요|합니다)|[은는]\s.*(예요|이에요|말해요)|: /],
  [/가능|수\s*(있|없)|(되|돼)(나요|요|\?)|됨\?/, /수\s*(는|도)?\s*(있|없)|가능|못/, 1.15],
];

/** A particle left alone after code ('[0]으로', 'a랑'). */
const PARTICLE_WORD = /^(으로|에서|에게|한테|까지|부터|처럼|보다|이랑|하고|이나|이면|이란|이라)$/;

/** A question's own code: operators and quoted code ('**', '//', '[::-1]', 'range(5)', '10/2'), spaces removed. */
function quotedCode(question: string): string[] {
  const runs = question.split(/[\uAC00-\uD7A3\u3131-\u318E?!]+/).map((r) => r.trim().replace(/\s+/g, ''));
  // A bare call ('input()') names a code word, not a piece of code: the word is matched as a word.
  return [...new Set(runs.filter((r) => r.length >= 2 && /[=()[\]{}*/%+<>:-]/.test(r) && /[A-Za-z0-9_\]]/.test(r) && !/^\.?[A-Za-z_]+\(\)$/.test(r)))];
}
const OPERATORS = /\*\*|\/\/|==|!=|<=|>=|\+=|\[::-1\]|(?<![/*])[/%*](?![/*])/g;

/**
 * A Korean word's other forms: at the start of a word, its first syllable and then any syllable with the same first
 * consonant as its second, so that the forms of one verb meet ('바꾸' · '바꿀' · '바뀌', '끝나' · '끝내', '만들' · '만드').
 */
function looseForm(word: string): RegExp | undefined {
  if (!/^[\uAC00-\uD7A3]{2}$/.test(word)) return undefined;
  const initial = Math.floor((word.charCodeAt(1) - 0xac00) / 588);
  const from = String.fromCharCode(0xac00 + initial * 588);
  const to = String.fromCharCode(0xac00 + initial * 588 + 587);
  return new RegExp(`(^|[^\\uAC00-\\uD7A3])${word[0]}[${from}-${to}]`);
}

/** Words for the arithmetic operators ('문자열 곱하기 숫자' asks about '*'): the lessons write the symbol. */
const OPERATOR_WORDS: [RegExp, string][] = [
  [/곱하|곱셈|곱해/, '*'],
  [/더하|덧셈|더해/, '+'],
  [/나누|나눗셈|나눠/, '/'],
  [/나머지/, '%'],
];

/** A question's words: code words and operators whole, Korean words by their first two syllables (spacing is unreliable). */
function questionWords(question: string): string[] {
  const words = (question.match(/[A-Za-z_]+|-?\d+|[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => (/[\uAC00-\uD7A3]/.test(w) ? w.slice(0, 2) : w.toLowerCase()));
  const ops = [...(question.match(OPERATORS) ?? []), ...OPERATOR_WORDS.filter(([re]) => re.test(question)).map(([, op]) => op)];
  // A lone letter ('b = a') or number says nothing of the topic: the question's quoted code is matched whole instead.
  return [...new Set([...words.filter((w) => !FORM_WORDS.test(w) && !PARTICLE_WORD.test(w) && !/^-?\d+$|^[a-z]$/.test(w)), ...ops])];
}

interface Candidate {
  sentence: string;
  /** The sentences before and after it in the same line (they share its topic). */
  prev: string | undefined;
  next: string | undefined;
  plain: string;
  /** The sentence with its spaces (for the other forms of a word, which start a word). */
  spaced: string;
  around: string;
  rank: number;
  heading: string;
  headingPlain: string;
  row: boolean;
}

const plainOf = (s: string) => spacedOf(s).replace(/\s+/g, '');
const spacedOf = (s: string) => withoutEmphasis(s).replace(/`/g, '').toLowerCase();

/** The sentences of passages (prose and table rows) that could answer a question. */
function candidatesOf(hits: readonly Hit[]): Candidate[] {
  const out: Candidate[] = [];
  for (const [rank, hit] of hits.entries()) {
    const headingPlain = plainOf(hit.chunk.heading);
    const rows = tableSentences(hit.chunk.body);
    for (const raw of [...proseLines(hit.chunk.body), ...rows]) {
      // A bold-only line is a heading ('**1. 끝 글자가 포함된다고 생각하기**'): it states a mistake, not an answer.
      // A predict item ('… 봄: 정답 문장') keeps only its answer after the colon; an exercise prompt is no answer.
      if (/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(raw.replace(/^[-*]\s+/, '')) || /^\*\*해 보기\*\*/.test(raw)) continue;
      const line = raw.replace(/^.*?(?:봄|생각함|생각하기)\s*:\s*/, '');
      // A sentence in brackets after another ('… 버려요. (반올림이 아니에요.)') belongs to it.
      const sentences = sentencesOf(line.replace(/^[-*]\s+/, '').replace(/^💡\s*/, ''));
      for (const [i, sentence] of sentences.entries()) {
        if (sentence.length < 8 || sentence.length > 220 || REFERS_TO_EXAMPLE.test(sentence)) continue;
        const prev = sentences[i - 1]?.trim();
        const next = sentences[i + 1]?.trim();
        out.push({ sentence: sentence.trim(), prev, next, plain: plainOf(sentence), spaced: spacedOf(sentence), around: plainOf(`${prev ?? ''} ${next ?? ''}`), rank, heading: hit.chunk.heading, headingPlain, row: rows.includes(raw) });
      }
    }
  }
  return out;
}

/** A line's sentences, never split inside a code span ('`TypeError: ... argument`'). */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  let ticks = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '`') ticks++;
    else if (ticks % 2 === 0 && /[.!?]/.test(line[i]!) && /\s/.test(line[i + 1] ?? '') && line[i + 2] !== '(' && /\S/.test(line[i + 2] ?? '')) {
      out.push(line.slice(start, i + 1));
      start = i + 2;
    }
  }
  out.push(line.slice(start));
  return out.map((x) => x.trim()).filter(Boolean);
}

interface Answer {
  text: string;
  /** The sentence chosen (without the caveat or the sentence before it). */
  sentence: string;
  words: string[];
  score: number;
  /** The sentences next to it and its passage's heading, as written. */
  around: string;
  heading: string;
  /** A table row (a cheat sheet's line) rather than a sentence of the lesson. */
  row: boolean;
}

/**
 * The sentence of the lessons that answers the question asked, by score: the question's rarest words in it (weighted
 * by how few candidate sentences have them; its code words and operators count double, a word only in the sentence
 * next to it half), its passage's heading naming the question, and a sentence of the kind the question's form asks
 * for (a reason for why, a result for what-happens, code for how, a definition for what, can/cannot for may-I). A
 * sentence naming other code words and none of the question's answers another question. A caveat right after it
 * ('하지만 …') comes with it; a sentence that continues the one before it ('하지만 …') brings that one along.
 */
function bestAnswer(question: string, hits: readonly Hit[], expansions = '', yesNo = false): Answer | undefined {
  const quoteBoost = yesNo ? 1.25 : 1.5;
  // The words for what the question's form asks (its predicate, intents.ts) weigh more than the topic's.
  const asked = questionWords(formExpansions(question));
  const words = [...new Set([...questionWords(question), ...questionWords(expansions), ...asked])];
  if (words.length === 0 || hits.length === 0) return undefined;
  const candidates = candidatesOf(hits);
  if (candidates.length === 0) return undefined;
  const forms = new Map(words.filter((w) => !asked.includes(w)).map((w) => [w, looseForm(w)]));
  // 1 for the word itself, 0.85 for another form of it, 0 for none.
  const match = (c: Pick<Candidate, 'plain' | 'spaced'>, w: string) => (c.plain.includes(w) ? 1 : forms.get(w)?.test(c.spaced) ? 0.85 : 0);
  const df = new Map(words.map((w) => [w, candidates.filter((c) => match(c, w) > 0).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  const codeWords = words.filter((w) => /^[a-z_]{2,}$/.test(w) || /^[^\w\uAC00-\uD7A3]+$/.test(w));
  const quoted = quotedCode(question).map((q) => q.toLowerCase());
  // 'X 하면 어떻게 돼요?' is answered by a sentence whose own condition ('… 넣으면') speaks of X.
  const condition = /^(.*?)(?:하|으|이)?면\s/.exec(question)?.[1];
  const conditionWords = condition && !yesNo ? questionWords(condition).filter((w) => !codeWords.includes(w)) : [];
  const formCues = FORM_HINT.filter(([q]) => q.test(question)).map(([, s, k]) => [s, k ?? 1.3] as const);
  let best: { c: Candidate; score: number } | undefined;
  for (const c of candidates) {
    let score = 0;
    for (const w of words) {
      const weight = idf(w) * (asked.includes(w) ? 1.5 : 1) * (codeWords.includes(w) ? 1.3 : 1);
      const m = match(c, w);
      if (m) score += weight * m;
      else if (c.around.includes(w)) score += weight * 0.4;
    }
    if (score === 0) continue;
    // A sentence about other code (it names code and none of the question's, or starts with code the question does
    // not quote) answers another question.
    const named = (c.sentence.match(/`[^`]+`/g) ?? []).map((n) => plainOf(n));
    if (codeWords.length && named.length && !codeWords.some((w) => c.plain.includes(w))) score *= 0.75;
    else if (!codeWords.length && /^`/.test(c.sentence) && !quoted.some((q) => named[0]!.includes(q))) score *= 0.8;
    if (quoted.some((q) => c.plain.includes(q))) score *= quoteBoost;
    // A table row says everything briefly, and says neither yes nor no: a sentence of the lesson comes first.
    if (c.row) score *= yesNo ? 0.7 : 0.85;
    // Advice ('바꾸고 싶다면 …') answers 'how', not whether or what.
    if (!formCues.length || yesNo) if (/싶다면|하려면|으려면|려면\s/.test(c.sentence)) score *= yesNo ? 0.6 : 0.85;
    const inHeading = words.filter((w) => c.headingPlain.includes(w)).length / words.length;
    score *= 1 + 0.3 * inHeading;
    for (const [f, k] of formCues) if (f.test(c.sentence)) score *= k;
    const own = /^(.*?)면[\s,]/.exec(c.sentence)?.[1];
    if (own && conditionWords.some((w) => plainOf(own).includes(w))) score *= 1.3;
    score *= 1 - Math.min(c.rank, 8) * 0.06;
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return undefined;
  const { c } = best;
  const caveat = c.next && /^(하지만|다만|단,|그래도|그런데)/.test(c.next) ? ` ${c.next}` : '';
  const lead = c.prev && /^(하지만|다만|그래서|그러면|그런데|그래도|이때)\s/.test(c.sentence) ? `${c.prev} ` : '';
  let text = `${lead}${c.sentence}${caveat}`;
  // Emphasis cut in half by the sentence split is dropped rather than left dangling.
  if ((text.replace(/`[^`]*`/g, '').match(/\*\*/g) ?? []).length % 2 === 1) text = text.replace(/`[^`]*`|\*\*/g, (m) => (m === '**' ? '' : m));
  return { text, sentence: c.sentence, words, score: best.score, around: `${c.prev ?? ''} ${c.next ?? ''}`, heading: c.heading, row: c.row };
}

export function answerSentence(question: string, hits: readonly Hit[], expansions = ''): string | undefined {
  return bestAnswer(question, hits, expansions)?.text;
}

/** The lesson's sentence or table row with the question's own code in it ('range(5)', '2**3'), when the answer lacks it. */
function quotedExample(question: string, hits: readonly Hit[], answer: string): string | undefined {
  const quoted = quotedCode(question).map((q) => q.toLowerCase());
  if (!quoted.length || quoted.some((q) => plainOf(answer).includes(q))) return undefined;
  const found = candidatesOf(hits).find((c) => quoted.some((q) => c.plain.includes(q)) && c.sentence !== answer);
  return found?.sentence;
}

/** A question about whether something goes on ('밑에 줄도 실행돼?', '계속 돌아요?') and one about whether it stops. */
const ASKS_GOING_ON = /(도|또|계속|다시)\s*(실행|돌아|반복|나와|출력)/;
const ASKS_STOP = /(끝나|끝내|끝남|멈춰|멈추|멈춤|종료|빠져나)/;
const SAYS_STOP = /끝나|끝내|멈춰|멈추|빠져나|즉시\s*끝/;
const SAYS_GOING_ON = /다음\s*(반복|차례)|계속|다시\s*(시작|돌아)|돌아가|건너뛰/;
/** A question about all of something ('다 실행돼요?') and a sentence that says only one or some. */
const ASKS_ALL = /(?:^|\s)(다|모두|전부|둘\s*다)\s/;
const SAYS_ONLY = /(하나|한\s*번|한\s*개|처음\S*|곳)\s*만|뿐/;
const ASKS_ERROR = /(에러|오류|error)\S*\s*(가\s*)?(나|남|생|떠|뜨)/i;
const SAYS_ERROR = /오류|에러|Error/;
const SAYS_NO_ERROR = /(오류|에러)\S*\s*(없|않|안\s*나)|(오류|에러)\s*(가\s*)?나지\s*않/;

/** The clause of a sentence that speaks of the question's words ('A는 …지만, B는 …' → the part about B). */
function answeringClause(sentence: string, words: readonly string[]): string {
  // A comparison row ('하는 일: `break` …, `continue` …') has one clause per column.
  const clauses = sentence.split(/(?<=지만|는데),?\s+|,\s+(?=`)/);
  if (clauses.length < 2) return sentence;
  let best = clauses[clauses.length - 1]!;
  let most = -1;
  for (const clause of clauses) {
    const plain = plainOf(clause);
    const n = words.filter((w) => plain.includes(w)).length;
    if (n >= most) {
      most = n;
      best = clause;
    }
  }
  return best;
}

/** Words of a sentence that speaks of a yes/no question's predicate. */
const PREDICATE_CUES: Partial<Record<YesNoPredicate, RegExp>> = {
  change: /바뀌|바꾸|바꿔|바꿀|그대로|새\s|새로|직접|원래/,
  can: /수\s*(있|없)|가능|돼요|되지|안\s*돼|안\s*되|못|오류|에러|Error|써도|넣어도|괜찮/,
  must: /꼭|반드시|없이|필요|해야|써야|넣어야|아니어도|않아도|안\s*써도/,
  error: /오류|에러|Error/,
  include: /포함|까지|앞까지|빠|들어가|나와|나오|세요|세어/,
  stop: /끝|멈|빠져나|건너|계속|다음/,
  goon: /끝|멈|즉시|바로|계속|다음|건너|실행/,
};

/** Whether the lesson's sentence says no to the question (before the question's own negation is applied). */
function saysNo(question: string, clause: string): boolean {
  if (ASKS_ERROR.test(question)) return !SAYS_ERROR.test(clause) || SAYS_NO_ERROR.test(clause);
  if (ASKS_GOING_ON.test(question) && SAYS_STOP.test(clause)) return true;
  if (ASKS_STOP.test(question) && !SAYS_STOP.test(clause) && SAYS_GOING_ON.test(clause)) return true;
  if (ASKS_ALL.test(` ${question} `) && SAYS_ONLY.test(clause)) return true;
  return NEGATIVE.test(clause);
}

/**
 * A sentence answers a yes/no question only when it speaks of the question's topic: at least half of the question's
 * own words (its predicate's words aside) in the sentence, the sentences next to it or its heading. One shared word
 * ('파이썬 배우면 돈 많이 벌어?' and '파이썬에서 곱하기는 `*`') is chance.
 */
function aboutTopic(question: string, answer: Answer): boolean {
  const predicate = new Set(questionWords(formExpansions(question)));
  const topic = questionWords(question).filter((w) => !predicate.has(w));
  if (topic.length === 0) return true;
  const where = plainOf(`${answer.text} ${answer.around} ${answer.heading}`);
  const found = topic.filter((w) => where.includes(w)).length;
  return found * 2 >= topic.length;
}

/**
 * Whether one may do something ('글자 바꿀 수 있어?', '리스트 합칠 수 있어요?') is answered only by a sentence that speaks of
 * that action (another form of its verb: '바꿀' · '바꾸' · '바꿔' · '바뀌'); a sentence that says something else can be
 * done with the topic ('`in`으로 확인할 수 있어요') decides nothing.
 */
export function speaksOfAction(question: string, text: string): boolean {
  const verb = /([\uAC00-\uD7A3]{2,})\s*수\s*(있|없)/.exec(question)?.[1];
  if (!verb) return true;
  const form = looseForm(verb.slice(-2));
  return !form || form.test(spacedOf(text));
}

/**
 * A question that claims a result of its own code ('int(3.7) 하면 4 나와요?') is answered yes or no only by a sentence
 * that shows that very code: a sentence about `int(3.9)` tells nothing about whether `int(3.7)` gives 4.
 */
function statesClaimedResult(question: string, text: string): boolean {
  const claims = /(?:^|\s)(-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|true|false|none)\s*(?:이|가|이라고|라고)?\s*(?:나와|나오|나옴|돼|되|됨|찍혀|출력)/i.test(question);
  if (!claims) return true;
  const quoted = quotedCode(question).map((q) => q.toLowerCase());
  return quoted.length === 0 || quoted.some((q) => plainOf(text).includes(q));
}

/**
 * A lesson sentence decides 'X도 …?' unless X is narrowed by a word the sentence never says ('가운데 공백도 지워?' and a
 * sentence on 앞뒤 공백). A single word is not demanded of a lesson sentence: the lessons name it in other words
 * (공백 · 띄어쓰기 · 빈칸); the course's facts, which list their topic words, are held to every word (facts.ts).
 */
function namesFocus(question: string, text: string): boolean {
  const focus = focusOfAlso(question);
  if (focus.length < 2) return true;
  return plainOf(text).includes(focus[0]!.replace(/\s+/g, ''));
}

/** '네, …' / '아니요, …': the sentence that answers the question, and its polarity (of the clause that answers, not its caveat). */
export function yesNoAnswer(question: string, hits: readonly Hit[]): string | undefined {
  const asked = yesNoPart(question);
  if (!asked) return undefined;
  // The polarity comes from the sentence that answers the form asked; the lesson's line with the question's own code
  // ('range(5)' → '`range(5)` → 0, 1, 2, 3, 4') follows it as the example.
  const answer = bestAnswer(asked, hits, '', true);
  if (!answer) return undefined;
  // Yes or no only from a sentence that speaks of what the question's predicate asks (whether it changes, may be done,
  // must be done, errs, is included, stops or goes on); a cheat-sheet row or a sentence that merely shares a topic word
  // says neither, and the question is then answered with the passage alone.
  const cue = PREDICATE_CUES[questionForm(asked).predicate ?? 'is'];
  if ((cue && !cue.test(answer.text)) || (answer.row && !cue)) return undefined;
  if (!aboutTopic(asked, answer)) return undefined;
  if (!speaksOfAction(asked, answer.text) || !statesClaimedResult(asked, answer.text)) return undefined;
  if (!namesFocus(asked, answer.text)) return undefined;
  const first = answer.sentence.split(/\s+(?=하지만|다만|단,|그래도|그런데)/)[0]!;
  const negative = saysNo(asked, answeringClause(first, answer.words)) !== NEGATED_QUESTION.test(asked);
  const example = quotedExample(asked, hits, answer.text);
  return `${negative ? TEXTS.concept.no : TEXTS.concept.yes}, ${answer.text}${example ? ` ${example}` : ''}`;
}

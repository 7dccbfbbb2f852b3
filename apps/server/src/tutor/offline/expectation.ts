// Code first: what the student says they expected ('55 나와야 되는데 45 나옴', '3이 나와야 하는데
// 2가 떠요'), read from their own words, and the loop bound that explains a difference of exactly
// the bound's value (`while i < 10` summing to 45 instead of 55: 10 was never added). The tutor
// compares with the student's expectation, not with the open exercise's example output.
import { maskStringsAndComments, resolveJosa } from '@dodam/contracts';
import { codeJ } from '../korean.js';
import { TEXTS } from './texts.js';

export interface StatedExpectation {
  want: string;
  /** What came out instead ('' when the student says nothing came out). */
  got?: string | undefined;
  /** The student described the result in words ('큰 순서대로') rather than naming a value. */
  described?: boolean;
  /** How the wanted output relates to what came out, in the student's words ('거꾸로', '붙어서', '두 번 나와요'). */
  relation?: Relation;
  /** The named values should be gone from the output ('5 다 지워져야 되는데'). */
  gone?: boolean;
  /** What came out was named with '만' ('사과만 있음'): it is all that came out, not a value that should be gone. */
  only?: boolean;
}

/**
 * What the student's words say of the wanted output compared with the one that came out: joined (no space
 * between), reversed, reordered, fewer (printed twice, once wanted), grows (line by line), unchanged (a value
 * that should have stayed as it was). A repair is accepted when its output stands in that relation to the
 * student's own output (repair.ts).
 */
export type Relation = 'joined' | 'oneLine' | 'reversed' | 'reordered' | 'fewer' | 'grows' | 'unchanged';

const RELATIONS: [Relation, RegExp][] = [
  ['reversed', /거꾸로|반대로|뒤집|역순|순서가\s*반대/],
  ['oneLine', /한\s*줄(?:로|에)|같은\s*줄에|줄\s*(?:안\s*바꾸|바꿈\s*없이|바뀌지\s*않)/],
  ['joined', /붙어서|붙여서|붙게|띄어\s*쓰기\s*(?:없이|안|가\s*들어|가\s*생)|공백\s*(?:없이|이\s*들어|이\s*생)|띄어져|떨어져\s*나/],
  ['fewer', /두\s*번(?!\s*째)|두\s*줄|2번(?!\s*째)|여러\s*번|한\s*번만|중복|또\s*나와|또\s*출력/],
  ['grows', /늘어나|늘어야|커져야|점점|하나씩\s*(?:늘|많|커)/],
  ['unchanged', /그대로\s*(?:여야|이어야|있어야|남아야|둬야|나와야)|안\s*바뀌어야|바뀌면\s*안|바뀌지\s*않아야|건드리지\s*않|안\s*건드/],
  ['reordered', /순서|맨\s*(?:끝|뒤|앞)|끝에|뒤에\s*(?:와|나와|붙|있)|앞에\s*(?:와|나와|붙|있)/],
];

/** The relation the student's words state, if any. */
export function relationOf(message: string): Relation | undefined {
  return RELATIONS.find(([, re]) => re.test(message))?.[0];
}

/** Words that say the named values should be gone ('5 다 지워져야', '빠져야 되는데'). */
const GONE = /(?:지워져야|지워져야지|없어져야|빠져야|사라져야|삭제돼야|삭제되어야|안\s*나와야|나오면\s*안)/;

const SHOULD = /(?:나와야|출력돼야|출력되어야|출력해야|찍혀야|돌아야|반복해야|떠야|여야|이어야|돼야|되어야|와야|가야|있어야|없어야|붙어야|져야|늘어나야|커져야|바뀌어야|바껴야|남아야|아님\??|아니야\??|아녀\??|아닌가요?\??|아니에요\??|아니냐\??|나올\s*줄|뜰\s*줄|될\s*줄|인\s*줄|나오게|나왔으면|출력하고\s*싶|나오길|나와야지|맞는데|정상인데)\S*/;
const CONNECTOR = /^(?:\s|하는데|되는데|는데|지|근데|그런데|실제로는|실제론|왜|막|계속|자꾸|,)+/;
const GOT = /(?:나옴|나와요|나와여|나와|나오죠|나오지|나오네요|나오더라고요|나오더라|나오는데요|나오는데|나오네|나오고|나왔어요|나왔어|나왔는데|나오던데|돌아요|돌아|돌고|돌음|반복돼요|반복됨|떠요|떠여|뜸|떠|뜨는데|뜨네|뜨던데|찍혀요|찍혀|찍힘|출력돼요|출력됨|출력되네|됨|돼요|와요|와여|옴|들어가요|들어감|들어가네|바뀜|바뀌어요|바뀌네|바껴요|지워져요|지워짐|있음|있어요|남아요|남음|이에요|예요|에요|임|래요|래|라네|라고\s*(?:나와요|나와|나옴|떠요|뜸|해요|함))(?=[\s?!.ㅠㅜㅋㅎ;~]|$)/;
const PARTICLE_END = /(까지만|밖에|이|가|은|는|을|를|으로|로|만|도|이라고|라고|이렇게|그렇게|처럼)$/;
/** An output-like token: digits, code, symbols, at most one Korean syllable of unit ('90점'). */
const VALUE_TOKEN = /^[^\s\uAC00-\uD7A3]*[\uAC00-\uD7A3]?[^\s\uAC00-\uD7A3]*$/;
const HAS_VALUE = /[A-Za-z0-9[\](){}"'<>=+\-*/%:.]/;
/** Words that describe a result rather than name it ('큰 순서대로', '거꾸로', '한 줄로'). */
const DESCRIPTION = /(대로|부터|처럼|거꾸로|순서|같이|따로|로|줄에)$/;

/** The value named at the end of `text` (the part before the marker), without its particle. */
function valueAtEnd(text: string): { value: string; described: boolean } | undefined {
  let t = text.replace(/[\s,]+$/, '');
  for (let prev = ''; prev !== t; ) {
    prev = t;
    t = t.replace(/\s+(이렇게|그렇게|저렇게|이런\s*식으로|딱|그대로|다|모두|전부|추가|저장|삭제|출력|한\s*번만|한번만|까지만|밖에|만|안|못)$/, '').replace(/[\s,]+$/, '');
  }
  // A quoted or bracketed value, whole.
  const closing = /(["'\]])\s*(?:이|가|은|는|을|를|만|도)?$/.exec(t);
  if (closing) {
    const close = closing[1]!;
    const open = close === ']' ? '[' : close;
    const end = t.length - closing[0].length + 1;
    const begin = t.lastIndexOf(open, end - 2);
    if (begin >= 0) return { value: t.slice(begin + (close === ']' ? 0 : 1), end - (close === ']' ? 0 : 1)), described: false };
  }
  // A count in words ('여러 번', '두 줄', '3개'): the whole count, as a description.
  const count = /(?:^|\s)((?:한|두|세|네|다섯|여러|몇|\d+)\s*(?:번|줄|개|글자|칸)(?:씩|이나|이|가|은|는|을|를|만|도)?)$/.exec(t);
  if (count && !/^\d+\s*(?:개|글자|칸)/.test(count[1]!)) return { value: count[1]!.replace(/(?:씩|이나|이|가|은|는|을|를|도|만)$/, ''), described: true };
  const tokens = t.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return undefined;
  const last = tokens[tokens.length - 1]!.replace(PARTICLE_END, (m, _p, off: number, whole: string) => (off > 0 ? '' : whole.slice(off)));
  if (!last) return undefined;
  const picked: string[] = [];
  const valueLike = (w: string) => VALUE_TOKEN.test(w) && HAS_VALUE.test(w);
  if (valueLike(last)) {
    picked.unshift(last);
    // A token that ends its own clause ('-1임', '3됨': what came out) is not part of the wanted value.
    for (let i = tokens.length - 2; i >= 0 && valueLike(tokens[i]!) && !/\d(?:임|됨|옴|뜸|나옴)$/.test(tokens[i]!); i--) picked.unshift(tokens[i]!);
    return { value: picked.join(' '), described: false };
  }
  if (DESCRIPTION.test(tokens[tokens.length - 1]!)) {
    // '1 2 3 순서대로': the values named before the description are part of it.
    let from = tokens.length - 2;
    while (from > 0 && valueLike(tokens[from - 1]!)) from--;
    return { value: tokens.slice(Math.max(0, from)).join(' '), described: true };
  }
  // A span of outputs ('2부터 6까지'): both ends, as said.
  const from = tokens.at(-2);
  if (/\d까지$/.test(last) && from && /\d부터$/.test(from)) return { value: `${from} ${last}`, described: false };
  return { value: last, described: !HAS_VALUE.test(last) };
}

const result = (want: string, got: string | undefined, described: boolean): StatedExpectation => ({ want, ...(got !== undefined ? { got } : {}), ...(described ? { described } : {}) });

/** The expected (and the actual) value the student names, if they name one. */
/** 'X이 아니라 Y 나와요': what was wanted, then what came out. */
const NOT_BUT = /(?:^|\s)(\S+?)\s*아니(?:라|고)\s+(.+?)\s*(?:이|가)?\s*(?:나와|나옴|나오|떠|뜸|뜨|출력|찍혀|찍힘)/;

/** The words before the student's 'should' marker ('30점 이렇게 붙어서' of '30점 이렇게 붙어서 나와야 되는데'). */
export function wantedText(message: string): string | undefined {
  const text = message.replace(/[ㅠㅜㅋㅎ;~]+/g, ' ');
  const should = SHOULD.exec(text);
  if (should) return text.slice(0, should.index).split(/[,.!?]|는데|인데|하면|으면|면\s/).at(-1)?.trim() || undefined;
  return NOT_BUT.exec(text)?.[1];
}

/** A message that is only a value and question marks ('15??', '[1, 2, 3]?'): the value the student looks for. */
const BARE_VALUE = /^\s*(-?\d+(?:\.\d+)?|\[[^\]]*\]|[A-Za-z_]\w*)\s*(?:[?？]+|\s*아냐\??|\s*아님\??)\s*$/;
/** 'N인데 M 나와': two different numbers, the first what it should be (not an input: '5 넣었는데', '입력이 5인데'). */
const IS_BUT = /(?:^|\s)(-?\d+(?:\.\d+)?)\s*(?:이|가)?\s*(?:인데|이어야\s*하는데|잖아|이잖아)\s*(?:왜\s*)?(-?\d+(?:\.\d+)?)\s*(?:이|가|이나)?\s*(?:나와|나옴|나오|떠|뜸|뜨|출력|찍혀|찍힘|돼|됨)/;
/** 'X가 안 나와요', '[1, 2, 3] 이렇게 안 나오고': a value the student names as missing from the output. */
const NOT_SHOWN = /(?:^|\s)(\S+?|\[[^\]]*\])\s*(?:이|가|은|는|도|이렇게|그렇게)?\s*(?:이렇게\s*|그렇게\s*)?(?:안|않|못)\s*(?:나와|나옴|나오|떠|뜸|뜨|찍혀|찍힘|출력)/;

/**
 * What the student expected, from their words; `output` is what the run printed (a bare '15??' names what
 * they looked for when the output does not show it, and is a question about the output when it does).
 */
/** A verb's stem read as what came out ('sit이 들어가 있음' → '들어', '첫줄이 비어있어요' → '비어'): not a value to say back. */
export const isVerbStem = (v: string | undefined): boolean => v !== undefined && /^[\uAC00-\uD7A3]+[아어여]$/.test(v);

export function statedExpectation(message: string, output?: string): StatedExpectation | undefined {
  const stated = namedExpectation(message) ?? looseExpectation(message, output);
  if (!stated) return undefined;
  const relation = relationOf(message);
  const gone = GONE.test(message);
  return { ...stated, ...(relation ? { relation } : {}), ...(gone ? { gone } : {}) };
}

/** The shorter forms: a bare value ('15??'), 'N인데 M 나와', 'X가 안 나와요'. Only values (digits, code), never words. */
function looseExpectation(message: string, output: string | undefined): StatedExpectation | undefined {
  const text = message.replace(/[ㅠㅜㅋㅎ;~]+/g, ' ').trim();
  const bare = BARE_VALUE.exec(text);
  if (bare) {
    const v = bare[1]!;
    const shown = output !== undefined && output.split(/\s+/).filter(Boolean).includes(v);
    // A name alone ('total?') is a question about the name, not an expected output.
    if (!/^[A-Za-z_]\w*$/.test(v) || /^(?:True|False|None)$/.test(v)) return shown ? undefined : { want: v };
    return undefined;
  }
  const isBut = IS_BUT.exec(text);
  if (isBut && isBut[1] !== isBut[2] && !/(?:입력|넣|input|인풋)\S*\s*$/i.test(text.slice(0, isBut.index).trim())) return { want: isBut[1]!, got: isBut[2]! };
  const missing = NOT_SHOWN.exec(text);
  if (missing && !/아무/.test(text.slice(0, missing.index + missing[0].length))) {
    const v = missing[1]!.replace(/(?:이|가|은|는|도)$/, '');
    if (v && VALUE_TOKEN.test(v.replace(/\s+/g, '')) && HAS_VALUE.test(v) && !/^(?:print|input|에러|오류)$/i.test(v)) return { want: v };
  }
  return impliedExpectation(text, output);
}

/** Korean count words the student writes a count with ('세 개인데'). */
const COUNT_WORDS: Record<string, string> = { 한: '1', 두: '2', 세: '3', 네: '4', 다섯: '5', 여섯: '6', 일곱: '7', 여덟: '8', 아홉: '9', 열: '10' };
/** A number followed by what makes it the student's expectation: doubt ('20??'), a fact ('21이잖아', '3 아님?'), a count ('세 개인데'). */
const IMPLIED_VALUE = /(?<![\w.])(-?\d+(?:\.\d+)?|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)(\s*개)?\s*(?:이|가|은|는)?\s*(?:[?？]{2,}|(?:이)?잖아|아님|아냐|아니야|아닌가|아니에요|아니었|맞잖|(?:이)?어야지|(?:이)?여야지|(?:이)?지\s*않|일\s*텐데|일텐데|인데(?=\s*(?:왜\s*)?-?\d))/g;
/** 'X가 아니라 Y 임?', 'X 아니고 Y 나와': the first what was wanted, the second what came out (any ending). */
const NOT_BUT_ANY = /^(.+?)\s*아니(?:라|고)\s+(.+?)\s*(?:이|가)?\s*(?:임|이야|인데|이네|이에요|예요|나와|나옴|나오|떠|뜸|뜨|출력|찍혀|찍힘|됨|돼|[?？]|$)/;

/**
 * An expectation the student implies rather than states with 'should': a value they doubt ('19.62?? 20??' → 20), one
 * they state as a fact ('합은 21이잖아', '세 개인데 1'), 'X가 아니라 Y 임?', and a True/False they question ('10이 9보다
 * 큰데 False???' → True). A value the output already shows is what came out, not what was wanted.
 */
function impliedExpectation(text: string, output: string | undefined): StatedExpectation | undefined {
  const outTokens = (output ?? '').split(/[\s,[\]()]+/).filter(Boolean);
  const lastLine = output !== undefined ? output.replace(/\s+$/, '').split('\n').at(-1)?.trim() : undefined;
  const got = lastLine !== undefined && lastLine.length <= 40 ? lastLine : undefined;
  const notBut = NOT_BUT_ANY.exec(text.replace(/^\s*왜\s+/, ''));
  if (notBut) {
    const want = valueAtEnd(notBut[1]!.replace(/\s+(?:이|가|은|는)$/, ''));
    const came = valueAtEnd(notBut[2]!.replace(/\s+(?:이|가|은|는)$/, ''));
    if (want && !want.described && came && !came.described && want.value !== came.value) return result(want.value, came.value, false);
  }
  let want: string | undefined;
  for (const m of text.matchAll(IMPLIED_VALUE)) {
    const v = COUNT_WORDS[m[1]!] ?? m[1]!;
    // A Korean count word only as a count ('세 개인데'); a number the output shows is what came out.
    if (COUNT_WORDS[m[1]!] && !m[2]) continue;
    if (outTokens.includes(v)) continue;
    // '5 넣었는데', '3번째 줄', '19살부터': an input, a place, a start, not an output.
    const after = text.slice(m.index + m[0].length);
    if (/^\s*(?:넣|입력|번째|줄)/.test(after)) continue;
    want = v;
  }
  if (want !== undefined) return result(want, got && got !== want ? got : undefined, false);
  // A True/False the student questions: the other one was expected.
  if ((got === 'True' || got === 'False') && new RegExp(`\\b${got}\\b`).test(text) && /[?？]|왜|이상|아닌데|잖아|인데/.test(text)) return result(got === 'True' ? 'False' : 'True', got, false);
  return undefined;
}

function namedExpectation(message: string): StatedExpectation | undefined {
  const text = message.replace(/[ㅠㅜㅋㅎ;~]+/g, ' ');
  const should = SHOULD.exec(text);
  if (!should) {
    // '답은 55인데 45 나와요', '원래 10이어야 하는데': the wanted value named after the word for it.
    const answer = /(?:정답은|답은|정답이|답이|원래는?|예상은|예상\s*결과는)\s*(\S+?)(?:인데|이고|이지만|라는데|이라는데)\s+(.+?)\s*(?:이|가)?\s*(?:나와|나옴|나오|떠|뜸|뜨|출력|찍혀|찍힘)/.exec(text);
    if (answer) {
      const want = valueAtEnd(answer[1]!);
      const got = valueAtEnd(answer[2]!);
      if (want && got) return result(want.value, got.value, want.described || got.described);
    }
    const notBut = NOT_BUT.exec(text);
    if (!notBut) return undefined;
    const want = valueAtEnd(notBut[1]!.replace(/(이|가)$/, ''));
    const got = valueAtEnd(notBut[2]!);
    return want && got && !want.described ? result(want.value, got.value, got.described) : undefined;
  }
  // A verb's ending ('지워져야', '나눠져야') belongs to the whole word; '55여야' keeps its value.
  // A value glued to the marker ('15나와야', '[1, 2]나와야') is the value, not the word before it.
  const glued = /[0-9A-Za-z\])}"'%]$/.test(text.slice(0, should.index));
  const wordStart = glued || /^(?:여야|이어야)/.test(should[0]) ? should.index : text.lastIndexOf(' ', should.index) + 1;
  const want = valueAtEnd(text.slice(0, wordStart));
  if (!want) return undefined;
  const after = text.slice(should.index + should[0].length).replace(CONNECTOR, '');
  const gotMark = GOT.exec(after);
  if (gotMark) {
    const before = after.slice(0, gotMark.index).trim();
    if (/아무\s*것도|아무것도/.test(before) && /안\s*$|않/.test(before)) return result(want.value, '', want.described);
    const got = before ? valueAtEnd(before) : undefined;
    if (got) return { ...result(want.value, got.value, want.described || got.described), ...(/만$/.test(before) ? { only: true } : {}) };
  }
  if (/아무\s*것도\s*안|아무것도\s*안/.test(after)) return result(want.value, '', want.described);
  // '아무것도 안 나와요 성인 나와야 됨': what came out was said first.
  if (/아무\s*것도\s*안/.test(text.slice(0, should.index))) return result(want.value, '', want.described);
  if (/\d/.test(want.value) && !want.described) return { want: want.value };
  // A value written as code or output ('pyt 나와야 되는데', '[1, 4, 9] 나와야 됨'): the student named what should come out.
  if (!want.described && HAS_VALUE.test(want.value) && /[A-Za-z[\]"']/.test(want.value)) return { want: want.value };
  // A count ('5번 돌아야 되는데'): how many times is the expectation, whatever came out.
  if (want.described && /^(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|여러)\s*(?:번|회)$/.test(want.value)) return result(want.value, undefined, true);
  // A described want ('거꾸로 나와야 되는데', '5 다 지워져야 되는데'): the relation in their words is the expectation.
  if (relationOf(message) || GONE.test(message)) return result(want.value, undefined, want.described);
  return undefined;
}

export interface BoundReading {
  line: number;
  code: string;
  message: string;
}

/**
 * A loop that stops one short: `while i < N` (or `range(…, N)`) where the student expected the sum
 * (or the count) to include N. Read on their numbers: the difference want − got equals N (or 1).
 */
export function loopBoundReading(code: string, stated: StatedExpectation): BoundReading | undefined {
  const want = Number(stated.want);
  const got = stated.got !== undefined ? Number(stated.got) : Number.NaN;
  if (!Number.isFinite(want)) return undefined;
  const lines = maskStringsAndComments(code.replace(/\r\n?/g, '\n')).split('\n');
  const raw = code.replace(/\r\n?/g, '\n').split('\n');
  for (const [i, l] of lines.entries()) {
    const w = /^\s*while\s+([A-Za-z_]\w*)\s*<\s*(\d+)\s*:/.exec(l);
    const r = /\brange\s*\(\s*(?:[^,()]+,\s*)?(\d+)\s*\)/.exec(l);
    const bound = w ? Number(w[2]) : r ? Number(r[1]) : Number.NaN;
    if (!Number.isFinite(bound)) continue;
    const diff = want - got;
    if (Number.isFinite(got) && diff !== bound && diff !== 1) continue;
    const text = raw[i]!.trim();
    const why = w
      ? TEXTS.expectation.whileBound(codeJ(`${w[1]} < ${bound}`, '은/는'), codeJ(w[1]!, '이/가'), bound)
      : TEXTS.expectation.rangeBound(bound);
    const gap = Number.isFinite(got) ? TEXTS.expectation.boundGap(want, got, diff) : '';
    const fix = w ? TEXTS.expectation.whileFix : TEXTS.expectation.rangeFix;
    return {
      line: i + 1,
      code: text,
      message: resolveJosa(TEXTS.expectation.boundAsk(why, gap, bound, fix)),
    };
  }
  return undefined;
}

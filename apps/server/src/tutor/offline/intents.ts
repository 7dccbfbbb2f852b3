// What a student's message asks for, in Korean or English. Ordered rules: asking for the tutor's
// instructions, asking for the answer, an error, 'is my code right?', a hint, small talk, then a
// concept question; anything else is decided by whether the course lessons know the topic.
import { CONCEPT_IDS, CONCEPTS, type ConceptId, type ContextType, type TutorIntent } from '@dodam/contracts';
import { understand, type Understood } from './understanding.js';
import { conceptsInCode } from './concept-scan.js';
import { asksForAnswer } from './answer-request.js';

const PROBE = new RegExp(
  [
    '시스템\\s*프롬프트', '프롬프트', '지시\\s*문', '지침', '너의\\s*(설정|규칙|지시)', '네\\s*(설정|규칙)', '설정\\s*(값|을|를)?\\s*(알려|보여|출력)',
    '규칙\\s*(을|를)?\\s*(알려|보여|출력|무시)', '(이전|앞|위)의?\\s*(지시|명령|규칙)', '지시\\s*(를|을)?\\s*무시', '개발자\\s*모드', '내부\\s*식별자',
    'system\\s*prompt', 'your\\s*(instructions|rules|prompt|configuration|config|system)', 'ignore\\s+(all\\s+|any\\s+|the\\s+)?(previous|prior|above|earlier)',
    'developer\\s*mode', 'jailbreak', '\\bdan\\b', 'reveal\\s+(your|the)', 'canary', 'initial\\s+prompt', 'repeat\\s+(the\\s+)?(text|words)\\s+above',
  ].join('|'),
  'i',
);

// An error report names an error; '안 돼요' alone is not one (the code may run and do the wrong thing).
const ERROR = new RegExp(
  [
    '에러', '오류', '빨간\\s*(글씨|줄|글자|색)?', '버그', 'traceback', 'exception', '\\berror\\b', '\\w+Error\\b', 'crash',
  ].join('|'),
  'i',
);

/** 'It does not work' without an error: read the code (or the run) instead of explaining an error. */
const NOT_WORKING = new RegExp(
  [
    '안\\s*돼', '안\\s*되', '작동\\s*(이|을)?\\s*안', '작동하지', '실행(이|이\\s*안|\\s*안)', '왜\\s*안', '고쳐', '문제가\\s*생', '이상하게', '이상해', '이상한\\s*(값|결과|숫자)', '붙어서\\s*나', '안\\s*나와', '안\\s*끝나', '멈추지\\s*않', '계속\\s*(돌아|반복|나와)', '무한',
    "doesn'?t\\s+work", "isn'?t\\s+working", 'not\\s+work', "won'?t\\s+(work|run|stop)", "can'?t\\s+run", 'broken', 'fix\\s+(it|this|my)', 'fails?\\b', 'never\\s+(ends|stops)', 'infinite', 'wrong\\s+(output|answer|result)',
  ].join('|'),
  'i',
);

const CHECK = new RegExp(
  [
    '맞(나요|아요|아\\?|는지|게\\s*했|을까|습니까|니|음|냐)', '맞았', '틀려', '왜\\s*(틀|안\\s*맞)', '정답\\s*(인가|인지|이에요|이야|일까|맞)', '틀렸', '틀린', '틀리', '확인\\s*(해\\s*(줘|주세요|줄래|봐|주실)|좀|부탁)', '검사', '봐\\s*(줘|주세요|줄래)', '체크',
    '잘\\s*(했|짰)', '괜찮(나요|아요|은가)',
    'is\\s+(this|my|it)\\s+(code\\s+)?(right|correct|ok|okay|good)', 'check\\s+(my|this)', 'review\\s+(my|this)', 'did\\s+i\\s+(do|get)', 'am\\s+i\\s+right', 'correct\\?',
  ].join('|'),
  'i',
);

const HINT = new RegExp(
  [
    '힌트', '막혔', '막막', '모르겠', '어떻게\\s*(시작|풀|해야|하면\\s*돼|접근)', '감이\\s*안', '어디서부터', '도와\\s*(줘|주세요|줄래)', '다음\\s*(단계|힌트)', '(마지막|최종|[1-9])\\s*(단계|힌트)', '더\\s*(알려|자세히|힌트)', '실마리',
    '\\bhint', 'stuck', 'how\\s+(do|should|can)\\s+i\\s+(start|solve|begin|approach)', 'where\\s+(do|should)\\s+i\\s+start', 'help\\s+me', 'clue', 'next\\s+step', 'no\\s+idea',
  ].join('|'),
  'i',
);

const GREETING = /^(안녕|하이|헬로|ㅎㅇ|반가워|반갑|처음\s*뵙|hello|hi\b|hey\b|good\s+(morning|afternoon|evening)|yo\b)/i;
const THANKS = /(고마워|고맙|감사(해|합|드)|ㄳ|ㄱㅅ|thank|thx|땡큐)/i;

const CONCEPT = new RegExp(
  [
    '뭐(야|예요|에요|지|죠|가\\s*달라)', '뭐\\s*하는\\s*(거|건|것)', '(하|바꾸|구하|만들|찾|세|쓰|없애|넣|나누|합치|뒤집|꺼내|지우)기\\s*\\??$', '무엇', '무슨', '뭔가요', '뭔지', '차이', '어떻게', '방법', '는\\s*법', '사용법', '쓰는\\s*법', '의미', '뜻', '설명', '왜\\s*(써|쓰|씀|필요)', '언제\\s*(써|쓰)', '어디(에|에서|서)?\\s*(써|쓰|씀|사용)', '뭐가\\s*(달라|다름|다른)', '다른\\s*점', '예시', '예제', '알려\\s*(줘|주세요)', '궁금',
    'what\\s+(is|are|does)', 'how\\s+(do|does|to|can)\\b', 'explain', 'difference', 'meaning', 'why\\s+(do|does|is|use)', 'when\\s+(do|should)', 'example',
  ].join('|'),
  'i',
);

/** Words that make a message about programming even when retrieval finds little. */
const PROGRAMMING = /(파이썬|python|코드|code|괄호|따옴표|들여\s*쓰기|콜론|\\[nt]|\b(not\s+)?in\b(?=\s*[\uAC00-\uD7A3])|변수|출력|입력|print|input|문자열|string|숫자|정수|실수|리스트|list|딕셔너리|dict|반복|loop|조건|함수|function|def\b|return|인덱스|index|슬라이싱|slice|자료형|연산|프로그램|program|실행|for\b|while\b|if\b|else|elif|append|split|int\(|len\(|range|[=()[\]{}])/i;

export interface Classification {
  intent: TutorIntent;
  /** Looks like a Python traceback pasted into the message. */
  pastedTraceback: boolean;
  programming: boolean;
  /** 'It does not work' without naming an error: the tutor reads the run or the code. */
  notWorking: boolean;
  /** The message after normalisation (casual endings, misspellings, transliterations). */
  understood: Understood;
}

export function looksLikeTraceback(text: string): boolean {
  return /Traceback \(most recent call last\)/.test(text) || /^\s*[A-Za-z]*(Error|Exception): .+$/m.test(text) || /File "[^"]+", line \d+/.test(text);
}

/** Asking about the open task rather than a topic ('이 문제', '힌트', '막혔어요'). */
const ABOUT_TASK = /힌트|hint|문제|막혔|막막|다음\s*단계|실마리|stuck/i;

/** Korean words of the catalogue's labels that name a kind of thing, not one concept. */
const GENERIC_LABEL_WORDS = new Set(['문자열', '자료형', '연산자', '메서드', '변환', '출력', '입력', '함수', '확인', '항목', '지우기', '예외', '일으키기', '표준', '라이브러리', '모듈', '파일', '읽고', '쓰기', '조건', '숫자', '반복문', '대입', '정의', '복합', '서식', '논리', '산술', '비교', '처리', 'key', 'all', 'next']);

/**
 * Words that name exactly one concept, read off the catalogue's own labels ('type()으로 자료형 확인' → type,
 * '튜플' → tuple, '이터레이터와 제너레이터 (iter, next, yield)' → yield): no second hand-kept list.
 */
const CATALOGUE_WORDS: { word: string; re: RegExp; concept: ConceptId }[] = (() => {
  const owners = new Map<string, Set<ConceptId>>();
  for (const id of CONCEPT_IDS) {
    const label = CONCEPTS[id];
    const words = [...(label.match(/[A-Za-z_]{3,}/g) ?? []).map((w) => w.toLowerCase()), ...(label.match(/[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => w.replace(/(와|과|의|로|으로)$/, ''))];
    for (const w of words) if (w.length >= 2 && !GENERIC_LABEL_WORDS.has(w)) owners.set(w, (owners.get(w) ?? new Set()).add(id));
  }
  return [...owners.entries()]
    .filter(([, ids]) => ids.size === 1)
    .map(([word, ids]) => ({ word, re: /^[a-z_]+$/.test(word) ? new RegExp(`\\b${word}\\b`, 'i') : new RegExp(word), concept: [...ids][0]! }));
})();

/** Concepts the catalogue's words name in a message the lexicon found none in. */
export function catalogueConcepts(text: string): ConceptId[] {
  const found: ConceptId[] = [];
  for (const e of CATALOGUE_WORDS) if (e.re.test(text) && !found.includes(e.concept)) found.push(e.concept);
  return found;
}

/**
 * Concepts of the code a message quotes ('a[1:3] 하면', '10/2 하면 왜 5.0', '[::-1] 이거', 'f"{}" 뭐예요'): the runs of
 * code characters between the Korean words, read with the same scan as the fence. A bare bracket ('[::-1]') is read
 * as applied to a value.
 */
export function codeConcepts(text: string): ConceptId[] {
  const found: ConceptId[] = [];
  for (const run of text.split(/[\uAC00-\uD7A3\u3131-\u318E?!]+/)) {
    const code = run.trim();
    if (code.length < 2 || !/[=()[\]{}*/%+<>"'-]/.test(code) || !/[A-Za-z0-9_\]]/.test(code)) continue;
    for (const c of conceptsInCode(code.startsWith('[') ? `x${code}` : code)) if (!found.includes(c)) found.push(c);
  }
  return found;
}

export function classify(message: string, contextType: ContextType = 'chat'): Classification {
  const lexical = understand(message);
  const quoted = lexical.concepts.length ? [] : codeConcepts(message);
  const named = lexical.concepts.length ? [] : quoted.length ? quoted : catalogueConcepts(lexical.text);
  const extra = quoted.map((id) => CONCEPTS[id]).join(' ');
  const u = named.length ? { ...lexical, concepts: named, programming: true, ...(extra ? { extra: `${lexical.extra} ${extra}`.trim(), query: `${lexical.query} ${extra}` } : {}) } : lexical;
  const text = u.text;
  const pastedTraceback = looksLikeTraceback(message);
  const programming = u.programming || PROGRAMMING.test(text) || pastedTraceback;
  // '이거 쓰면 안 돼요?' asks for permission; it does not report a failure.
  const notWorking = NOT_WORKING.test(text) && !/(면|써도|해도)\s*안\s*(돼|되)[요나]?\s*\??\s*$/.test(text);
  const result = (intent: TutorIntent): Classification => ({ intent, pastedTraceback, programming, notWorking, understood: u });
  if (PROBE.test(text)) return result('prompt_probe');
  // Asking for the answer, however put ('답 ㄱ', '코드 통째로', '풀어 줘', '선생님이 봐도 된대요'): the one reader, answer-request.ts.
  const namesTopic = u.concepts.length > 0;
  const wantsAnswer = asksForAnswer(text, { namesTopic }) || asksForAnswer(message, { namesTopic });
  if (contextType === 'hint') return result(wantsAnswer ? 'solution_request' : 'hint');
  if (contextType === 'error') return result('error_help');
  if (contextType === 'code') return result('check_code');
  if (contextType === 'concept') return result('concept');
  if (wantsAnswer) return result('solution_request');
  if (pastedTraceback || ERROR.test(text)) return result('error_help');
  if (CHECK.test(text)) return result('check_code');
  if (notWorking) return result('check_code');
  // 'split 어떻게 해요?' names a topic: a concept question, not a request for the next hint.
  if (HINT.test(text) && (u.concepts.length === 0 || ABOUT_TASK.test(text))) return result('hint');
  const short = text.length <= 30;
  if (short && (THANKS.test(text) || THANKS.test(message)) && !u.concepts.length) return result('thanks');
  if (short && (GREETING.test(text) || GREETING.test(message.trim())) && !CONCEPT.test(text) && !u.concepts.length) return result('greeting');
  if (CONCEPT.test(text) || programming || HINT.test(text)) return result('concept');
  return result('unknown');
}

/**
 * What a yes/no or a what-happens question asks, in the words the lessons use for it: the predicate
 * of the question ('5도 나와요?' asks whether the end is included; '없으면 어떻게 돼요?' asks what
 * happens when a part is left out). By the form of the predicate, never by the topic.
 */
const FORM_PREDICATES: [RegExp, string][] = [
  [/도\s*(나와|나오|나옴|포함|들어가|들어감|출력|찍혀|찍힘|세|셈)/, '포함 포함되지'],
  [/(바뀌|바뀜|변해|변하|달라지|달라져)/, '바뀌 바꾸 바꿀'],
  [/(써도|해도|넣어도|만들어도|섞어도|있어도|둬도|줘도)\s*(돼|되|됨|괜찮|상관)|가능(해|한가|함|\?)/, '가능'],
  [/(꼭|반드시|무조건|항상)\s*\S*\s*(써야|해야|넣어야|있어야)/, '꼭 반드시 없이'],
  [/(없으면|빼면|빼먹으면|안\s*쓰면|안\s*하면|안\s*넣으면|생략하면|까먹으면)/, '빼먹 생략 없으면'],
  [/(에러|오류)\s*(나|남|생기|떠)/, 'Error 오류'],
  [/(순서|차례)\s*(있|지켜|유지|그대로)/, '순서'],
  // Whether something goes on after a point ('밑에 줄도 실행돼?') or stops there ('반복 끝나요?'): the lessons say when it ends.
  [/(도|또|계속|다시)\s*(실행|돌아|반복|나와|출력)|(밑|아래|다음)\S*\s*(줄|코드)/, '끝나 즉시 멈추'],
  [/(끝나|끝내|끝남|멈춰|멈추|멈춤|종료)\S*\s*\?*\s*$/, '끝나 건너'],
  [/(중복|같은\s*값)/, '중복'],
];

export function formExpansions(text: string): string {
  return FORM_PREDICATES.filter(([re]) => re.test(text))
    .map(([, words]) => words)
    .join(' ');
}

/** Endings of a casual yes/no question after its last verb: '-ㅁ' (나옴, 바뀜, 가능함), '-아/-어' (나와, 돼, 써), '-야', '-지', '-냐', '-니', '-나', '-까', '-래'. */
const CASUAL_END = /[아어와워해돼봐야지냐니나까래대죠요]$/;
/**
 * The casual ending '-아/-어' merged into a verb's last syllable ('들어가?', '돌아가?', '나가?', '써?', '꺼?', '켜?'):
 * a 가 only after a verb's stem (a 가 after a noun is its particle: '변수가?'), the others in a word of two syllables or more.
 */
const MERGED_END = /(?:[어아나러]가|[\uAC00-\uD7A3][써꺼켜쳐둬떠])$/;
/** Question words the standard list misses in casual spelling ('뭔', '머임', '뭘'). */
const CASUAL_WH = /뭔|뭘|머임|먼지|머야|무슨|어디|어느/;

/**
 * A yes/no question typed casually and ending in '?': its last word is a predicate ('5도 나옴?',
 * '바뀜?', '숫자야?', '이거 돼?'), not a bare noun ('리스트?'). The caller has already ruled out question words.
 */
export function casualYesNoEnd(text: string): boolean {
  const t = text.trim();
  if (!/\?\s*$/.test(t) || CASUAL_WH.test(t)) return false;
  const last = /([\uAC00-\uD7A3]+)\s*\?+\s*$/.exec(t)?.[1];
  // One syllable: only a verb in its nominalised form after a particle ('순서도 봄?', '이거 씀?').
  if (last && last.length === 1) return /^(봄|함|씀|줌|옴|됨|셈|뺌|짐)$/.test(last) && /\S\s+\S+\s*\?+\s*$/.test(t);
  if (!last || last.length < 2) return false;
  const syllable = last.at(-1)!;
  const final = (syllable.charCodeAt(0) - 0xac00) % 28;
  // ㅁ as the final consonant (index 16): the nominalised ending students type for questions.
  return final === 16 || CASUAL_END.test(syllable) || MERGED_END.test(last);
}

// ---- Question forms: what a question asks by its form — yes/no (with its predicate), why, how, what, what happens, a difference.

/** A question answered with yes or no: an interrogative ending and no question word. */
const WH_WORD = /뭐|무엇|무슨|어떻게|어케|어떡|왜|언제|어디|누구|몇|어느|어떤|얼마|차이|방법|법\b/;
const YES_NO_END = /(돼요?|되나요|되요|됨|돼|되죠|가능(해요|한가요|함)?|있어요?|있나요|있음|있죠|맞아요?|맞나요|맞음|맞죠|인가요|이야|야|예요|이에요|임|나요|까요|ㄴ가요|니|냐|어요|아요|해요|함|져요|워요|뀌어요|뀌나요|요)\s*\?+\s*$|(돼요|되나요|됨|가능|있어요|있나요|맞아요|맞음|맞나요|인가요|시작함|시작해요|바뀌어요|바뀌나요|[\uAC00-\uD7A3](냐|니|(?<!니)까)|되나|되니)\s*$/;
/** The question itself says no ('쓰면 안 돼요?'): a yes then agrees with the no. */
export const NEGATED_QUESTION = /(?:^|\s)(안|못)\s*(돼|되|됨|해|하|써|쓰|나와|나오|바뀌|들어|돌)|(?:^|\s)없(어|나|음|는지)|않(아|나|는)|(?:^|\s)(안|못)\s*[\uAC00-\uD7A3]{1,4}\s*\?*\s*$/;

/** What a message ends with after its trailing laughs, tears, dots and emoji ('되나 ㅠㅠ', '맞지..', '거임 ㅋㅋ'). */
const TRAILING = /[\s.~!…,^;:)(ㅋㅎㅠㅜ\u3131-\u318E\p{Extended_Pictographic}]+$/u;

/**
 * A yes/no question typed without '?', read from the interrogative morphology of its last word (not a list of whole
 * words): the question endings '-나' after a verb stem (되나, 나오나, 맞나, 있나, 쓰나), '-ㄴ가' (인가, 건가, 는가, 한가),
 * '-지' as a confirmation (거지, 맞지, 되지), '-냐/-니/-까' and their polite '-요' forms (되나요, 건가요, 맞죠, 될까요),
 * '거임/건가' (the nominalised '-ㄴ 거'), and the tag '아님/아닌가/아냐/아니야' of a belief the student checks.
 */
export function questionEnding(text: string): boolean {
  const t = text.replace(TRAILING, '');
  if (/\?$/.test(t) || CASUAL_WH.test(t)) return false;
  const last = /([\uAC00-\uD7A3]+)$/.exec(t)?.[1];
  if (!last || last.length < 2) return false;
  // '~거 맞아' / '~게 맞음': a thing said, then asked whether it is right.
  if (/(?:거|건|게|것|이|가)\s*맞(?:아|아요|음)$/.test(t)) return true;
  // The tag of a belief checked ('sort 하면 새 리스트 생기는 거 아님'); a short '그거 아님' answers the tutor instead.
  if (/(?:아님|아닌가|아닌감|아냐|아니야|아니지|아닌지|아니에요|아닌가요|아니었나)$/.test(last)) return t.split(/\s+/).length >= 3;
  if (/^아니(?:요)?$/.test(last)) return false;
  if (/(?:[냐니]|(?<!니)까)$/.test(last) || /(?:까|죠)요$|[^아]니요$/.test(last)) return true;
  // '-나요' / '-ㄴ가요' after a stem ('되나요', '건가요'); '나요' alone and '끝나요' are the verbs 나다 and 끝나다 stated.
  const stem = /요$/.test(last) ? last.slice(0, -1) : last;
  if (stem.length < 2) return false;
  if (/(?:끝|지|만|떠|하)나$/.test(stem) && !/나나$/.test(stem)) return false;
  if (stem !== last && !/[나가]$/.test(stem)) return false;
  const before = stem.at(-2)!;
  const coda = (before.charCodeAt(0) - 0xac00) % 28;
  const end = stem.at(-1)!;
  // '-ㄴ가' (인가, 건가, 는가, 한가): the syllable before 가 ends in ㄴ (coda 4); a noun's subject particle follows a noun.
  if (end === '가') return coda === 4;
  // '-나' after a verb stem (the noun 하나 'one' and the verbs 끝나다, 지나다 are left out above).
  if (end === '나') return !/(?:거나|이나|구나)$/.test(stem);
  // '-지' confirming (거지, 맞지, 되지, 있지, 하는거지); not '-는지/-ㄴ지' of an embedded clause ('뭔지', '되는지 모르겠').
  if (end === '지') return /(?:거|건|맞|되|돼|있|없|하|오)지$/.test(last);
  if (end === '임') return /(?:거|건|것|게)임$/.test(last);
  return false;
}

export function isYesNoQuestion(text: string): boolean {
  const t = text.trim();
  return !WH_WORD.test(t) && (YES_NO_END.test(t) || casualYesNoEnd(t) || questionEnding(t));
}

/** The message's yes/no question: the whole message, or its clause that ends in '?' ('바꿀 수 있어요? 문자열은 안 됐는데'). */
export function yesNoPart(text: string): string | undefined {
  if (isYesNoQuestion(text)) return text;
  const part = /^[^?]*\?/.exec(text.trim())?.[0];
  return part && part.length < text.trim().length && isYesNoQuestion(part) ? part : undefined;
}

export const YES_NO_PREDICATES = ['change', 'can', 'must', 'error', 'include', 'stop', 'goon', 'same', 'is'] as const;
export type YesNoPredicate = (typeof YES_NO_PREDICATES)[number];
export const OPEN_FORMS = ['what', 'why', 'how', 'happens', 'difference', 'about'] as const;
export type OpenForm = (typeof OPEN_FORMS)[number];

/** The predicate of a yes/no question, by the form of its verb (first match wins). */
const PREDICATES: [YesNoPredicate, RegExp][] = [
  ['error', /(에러|오류|error)\S*\s*(가\s*|는\s*)?(나|남|생|떠|뜨|발생|안\s*나)/i],
  ['must', /(꼭|반드시|무조건)\s|(써야|해야|넣어야|있어야|붙여야|맞춰야|적어야|해줘야|써줘야|둬야|필요)/],
  ['include', /도\s*(나와|나오|나옴|포함|들어가|들어감|출력|찍혀|찍힘|세|셈|쳐)|포함/],
  ['goon', /(도|또|계속|다시)\s*(실행|돌아|반복|나와|출력)|(밑|아래|다음)\S*\s*(줄|코드)/],
  ['stop', /(끝나|끝내|끝남|멈춰|멈추|멈춤|종료|빠져\s*나)/],
  ['change', /(바뀌|바뀜|바껴|바뀐|변해|변하|변함|변경돼|변경되|달라지|달라져|달라짐|수정돼|수정되)|(원래|원본)\S*\s/],
  ['can', /(도|해도|써도|넣어도)\s*(돼|되|됨|괜찮|상관)|가능|수\s*(있|없)|(?:^|\s)못\s?[가-힣]{0,3}\?*\s*$|[가-힣]져\s*(요|\?)|[가-힣]짐\s*\?|(되나요|돼요|되요|됨|돼)\s*\?*\s*$/],
  ['same', /같아|같나|같은\s*(거|건|것)|똑같|동일|같음/],
];

export const DIFFERENCE = /차이|(?:랑|이랑|하고|와|과)\s+\S+\s*(?:은|는)?\s*각각|다른\s*점|뭐가\s*(달라|다름|다른)|어떻게\s*달라|\bvs\.?\b|difference/i;
const WHY = /왜|이유|어째서|\bwhy\b/i;
const HAPPENS = /(어떻게|어케)\s*(돼|되|됨|나와|나옴)|뭐\s*(가\s*)?(나와|나옴|나오|돼|됨)|뭘\s*(비교|해|하)|무슨\s*일|결과|what\s+happens/i;
const HOW = /어떻게|어케|방법|(는|하는)\s*법|하려면|으려면|\bhow\b/i;
const WHAT = /뭐|무엇|뭔|머임|머야|뜻|의미|란\s*\?|이란|\bwhat\b/i;

export interface QuestionForm {
  form: OpenForm | 'yesno';
  predicate?: YesNoPredicate;
  /** The yes/no clause asked (for its negation). */
  asked?: string;
  /** The question asks the opposite of its predicate: whether a new thing is made is whether the original stays as it was. */
  inverse?: boolean;
}

/**
 * Whether a new list (string, value) is made, or the original stays as it was ('sort 하면 새 리스트 생김?', '원래 리스트
 * 그대로임?'): the question of 'change', turned over.
 */
const NEW_OBJECT = /새\s*(?:로\s*)?(?:리스트|문자열|딕셔너리|값|거|것|객체)?\S{0,3}\s*(?:생기|생겨|생김|생성|만들어|만들어지|나오|나와|나옴|돌려)|(?:원래|원본)\S{0,3}\s*(?:\S+\s*)?그대로/;

/** What the question asks: a difference, a yes/no (with its predicate), why, what happens, how, what, or just a topic. */
export function questionForm(text: string): QuestionForm {
  if (DIFFERENCE.test(text)) return { form: 'difference' };
  const asked = yesNoPart(text);
  if (asked) {
    const predicate = PREDICATES.find(([, re]) => re.test(asked))?.[0] ?? 'is';
    if ((predicate === 'is' || predicate === 'change') && NEW_OBJECT.test(asked)) return { form: 'yesno', predicate: 'change', asked, inverse: true };
    return { form: 'yesno', predicate, asked };
  }
  if (WHY.test(text)) return { form: 'why' };
  if (HAPPENS.test(text)) return { form: 'happens' };
  if (HOW.test(text)) return { form: 'how' };
  if (WHAT.test(text)) return { form: 'what' };
  return { form: 'about' };
}

/**
 * Verb forms ending in 도 ('써도', '해도', '넣어도', '넘어가도', '바꿔도'): a concession, not the particle 도. The
 * syllable before it is one a verb's -아/-어 ending leaves (no final consonant).
 */
const CONCESSIVE = /(?:[어아여워와봐줘둬져돼해써래가서려러켜쳐펴떠꺼]|라|이라)도$/;
/** A modifier ('안된', '정렬한', '작은', '넣을'): a final ㄴ or ㄹ; it describes the noun, it is not part of its name. */
const modifier = (word: string) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && (code % 28 === 4 || code % 28 === 8);
};
/** Words that end a noun phrase: a particle or a verb ending ('strip은', '하면', '안에'). */
const ENDS_PHRASE = /(?:은|는|이|가|을|를|에|에서|로|으로|면|고|랑|하고|와|과|의)$/;

/**
 * The thing a question asks 'also?' about: the words marked by the particle 도 ('가운데 공백도 지워?' → 가운데 공백,
 * '문자열에도 써짐?' → 문자열, '5도 들어가?' → 5). A sentence decides such a question only if it names that thing: a
 * sentence about 앞뒤 공백 says nothing of 가운데 공백, so no 네 or 아니요 is read from it (issue 24, class 2).
 */
export function focusOfAlso(question: string): string[] {
  const words = question.replace(/[?？!~.]+/g, ' ').split(/\s+/).filter(Boolean);
  const at = words.findIndex((w) => /도$/.test(w) && w.length > 1 && !CONCESSIVE.test(w));
  if (at < 0) return [];
  const head = words[at]!.replace(/(?:에서|에게|에|까지|부터)?도$/, '');
  // A one-letter thing ('줄도', '5도') is too common a word to demand of the sentence.
  if (head.length < 2) return [];
  const focus = [head];
  // One bare noun right before it belongs to the same phrase ('가운데 공백도'); a word with a particle does not.
  // A noun after a bare code word names that code word ('in 연산자 문자열에도': 연산자 is the in operator's, the topic).
  const prev = words[at - 1];
  const named = /^[A-Za-z_.()`]+$/.test(words[at - 2] ?? '');
  if (prev && !named && /^[\uAC00-\uD7A3]{2,}$/.test(prev) && !ENDS_PHRASE.test(prev) && !/[다요]$/.test(prev) && !modifier(prev)) focus.unshift(prev);
  return focus.map((w) => w.replace(/`/g, '').toLowerCase());
}

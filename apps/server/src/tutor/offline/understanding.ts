// Reading students the way they type: casual endings (어케, 머임, 되나여, 할라면), missing spaces,
// common misspellings and Korean transliterations of Python words (인풋, 스플릿, 포문). Everything
// here is a deterministic rewrite applied before intent rules and retrieval, so the rules and the
// lesson index only ever see the standard forms.
import type { ConceptId } from '@dodam/contracts';

/** Casual or misspelt endings and words → the standard form (applied on the text, in order). */
/** '할라면' → '하려면': a syllable ending in ㄹ before 라면 is the casual form of 려면. */
function dropRieul(syllable: string, whole: string): string {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (code % 28 !== 8 || '들알열놀살팔'.includes(syllable)) return whole;
  return `${String.fromCharCode(0xac00 + code - 8)}려면 `;
}

/** '합칠 수 있어' → '합치 수 있어': a verb's ㄹ before 수 (can / cannot) is dropped, so its stem meets the lessons' forms. */
function openBeforeSu(m: string, syllable: string, rest: string): string {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (code % 28 !== 8 || '들알열놀살팔걸날불길멀'.includes(syllable)) return m;
  return `${String.fromCharCode(0xac00 + code - 8)}${rest}`;
}

const REWRITES: [RegExp, string | ((substring: string, ...args: string[]) => string)][] = [
  [/(?<=[\uAC00-\uD7A3])([\uAC00-\uD7A3])(\s*수\s*(?:있|없))/g, (m: string, syl: string, rest: string) => openBeforeSu(m, syl, rest)],
  [/ㅋ{2,}|ㅎ{2,}|ㅠ+|ㅜ{2,}|;{2,}|~+/g, ' '],
  [/어케|어캐|어떡케|어떻케|어떠케|어뜨케|어떻해|우째/g, '어떻게 '],
  [/왜케|왜캐/g, '왜 이렇게 '],
  [/머임|뭐임|머에요|머예요|모에요|모예요|뭐에여|뭐예여|뭐에용|뭐예용|뭐야|머야|모야|뭐여|뭥가요|뭔가여/g, '뭐예요'],
  [/먼가요|먼지|뭔지/g, '뭔지'],
  [/되나여|되나용|되나욤|되여|돼여|되용|돼용|됌\?|됨\?/g, (m: string) => (m.endsWith('?') ? '되나요?' : '되나요')],
  [/안\s*되요|안\s*대요|안\s*돼여|안\s*되여|안\s*됨|안\s*됌|안\s*됬어요|안\s*되네요|안\s*돼네요/g, '안 돼요'],
  [/됬/g, '됐'],
  [/을라면|을래면|을려믄|을라믄/g, '으려면 '],
  [/([\uAC00-\uD7A3])(라면|래면|라믄|려믄)/g, (m: string, syl: string) => dropRieul(syl, m)],
  [/모르겟|모르갯|몰겠/g, '모르겠'],
  [/알려\s*주(세여|셈|삼|쇼)|알려\s*줘여|알려\s*조|알랴\s*줘|알려줭/g, '알려 주세요'],
  [/가르쳐\s*주(세여|셈)|갈켜\s*줘|갈쳐\s*줘/g, '가르쳐 주세요'],
  [/해\s*주(세여|셈|삼)|해\s*줘여|해줭/g, '해 주세요'],
  [/해여|해용|해욤/g, '해요'],
  [/(나|되|하|있|없|맞|같|좋|싶)어여/g, '$1어요'],
  [/(\S)(세여|세용)(?=[\s?!.]|$)/g, '$1세요'],
  [/(\S)(나여|나용)(?=[\s?!.]|$)/g, '$1나요'],
  [/(\S)(에여|예여)(?=[\s?!.]|$)/g, '$1예요'],
  [/(\S)(까여|까용)(?=[\s?!.]|$)/g, '$1까요'],
  [/(\S)(죠|조)\?/g, '$1죠?'],
  [/(\S)어여(?=[\s?!.]|$)/g, '$1어요'],
  [/ㅇㅇ/g, '응'],
  [/ㄴㄴ/g, '아니'],
  [/ㄱㅅ|ㄳ/g, '감사'],
  [/ㅎㅇ/g, '안녕'],
  [/ㅈㅅ/g, '죄송'],
  [/애러|에라(?=[가나는])|에로(?=가)/g, '에러'],
  [/오유|오류가\s*떠|에러\s*떠/g, '오류'],
];

/**
 * Korean spellings and synonyms of Python words. The value is appended to the text (not replacing
 * it), so both the lesson's Korean wording ('리스트') and the code word ('list') can match.
 */
export const LEXICON: { re: RegExp; en: string; concept?: ConceptId }[] = [
  { re: /인풋|인뿟|입력\s*함수|입력받|입력을?\s*받/, en: 'input', concept: 'input' },
  { re: /스플릿|스프릿|스플리트|쪼개|나누어\s*받|나눠\s*받|띄어쓰기로\s*나|공백으로\s*나|한\s*줄에\s*(여러|두|세|2|3)\s*개?\s*(를|의)?\s*(입력|받|값을?\s*받)|한\s*줄로\s*(입력|받)|(두|세|여러)\s*개.{0,6}(한\s*줄|한\s*번에|동시에).{0,4}(입력|받)/, en: 'split', concept: 'split' },
  { re: /프린트|프린뜨|출력|\bprint\b/, en: 'print', concept: 'print' },
  { re: /리스트|배열|\blist\b/, en: '리스트', concept: 'list' },
  { re: /딕셔너리|딕셔너리|딕트|사전\s*자료|\bdict\b/, en: '딕셔너리', concept: 'dict' },
  { re: /포문|뽀문|\bfor\b|for\s*문|포\s*루프|for\s*반복|for\s*loop|포\s*반복/, en: 'for', concept: 'for' },
  { re: /와일문|와일|\bwhile\b|while\s*문|while\s*반복|무한\s*(루프|반복)|무한루프|계속\s*(돌아|반복|실행|안\s*끝)|안\s*끝나|끝나지\s*않|멈추지\s*않|멈추질\s*않/, en: 'while', concept: 'while' },
  // '반복문' / '루프' alone names no one loop: the first loop the course teaches (while, then for).
  { re: /^(?!.*(for|while|포문|와일)).*(반복문|반복\s*(하는|시키|하려면|하게|되게)|루프|\bloop\b)/i, en: '반복', concept: 'while' },
  { re: /이프문|이프|\bif\b|if\s*문|조건문|엘스|엘리프|\belse\b|\belif\b/, en: 'if', concept: 'if' },
  { re: /함수.{0,10}(만들|만드|정의|선언)|함수\s*(를\s*)?(만들|만드|정의)|^\s*함수\s*(가|란|는|이)?\s*(뭐|무엇|머)|디프|데프|def\b|펑션|\bfunction\b/, en: 'def', concept: 'function' },
  { re: /리턴|반환|\breturn\b|돌려\s*주/, en: 'return', concept: 'return' },
  { re: /레인지|\brange\b/, en: 'range', concept: 'range' },
  { re: /어펜드|어팬드|\bappend\b|추가하|뒤에\s*붙|리스트에\s*(값\s*)?(넣|추가)/, en: 'append', concept: 'list-methods' },
  { re: /랭스|\blen\b|길이|글자\s*수|몇\s*글자|개수/, en: 'len', concept: 'len' },
  { re: /인트|\bint\b|정수로|숫자로\s*(바꾸|변환|만들)|형\s*변환|형변환|플롯|플로트|\bfloat\b|실수로/, en: 'int', concept: 'int-float' },
  // '문자열' is everywhere from section 1 on (print("…")); the word names no concept to fence.
  { re: /스트링|\bstr\b|문자열/, en: '' },
  { re: /인덱스|인덱싱|\bindex\b|몇\s*번째\s*글자|첫\s*글자|마지막\s*글자/, en: 'index 인덱싱', concept: 'indexing' },
  { re: /슬라이싱|슬라이스|\bslice\b|잘라|자르/, en: 'slicing 슬라이싱', concept: 'slicing' },
  { re: /\[\s*:\s*\]/, en: '복사 슬라이싱 [:]', concept: 'slicing' },
  { re: /브레이크|\bbreak\b|빠져\s*나|탈출|멈추게|멈추려면|그만\s*두/, en: 'break', concept: 'break-continue' },
  { re: /컨티뉴|\bcontinue\b|건너뛰/, en: 'continue', concept: 'break-continue' },
  { re: /겟\s*(메서드|함수)|\bget\b/, en: 'get 딕셔너리', concept: 'dict-methods' },
  { re: /아이템즈|\bitems\b|키스\(\)|\bkeys\b|\bvalues\b|밸류/, en: 'items keys values', concept: 'dict-methods' },
  { re: /튜플|\btuple\b/, en: 'tuple 튜플', concept: 'tuple' },
  { re: /셋\s*자료|집합|\bset\b/, en: 'set 집합', concept: 'set' },
  { re: /에프\s*스트링|f\s*스트링|에프\s*문자열|f-?string|f문자열/, en: 'f-string f-문자열', concept: 'f-string' },
  { re: /포맷|\bformat\b/, en: 'format', concept: 'string-format' },
  { re: /\bsep\b|셉\s*(옵션|=|은|이)|end\s*=|end\s*옵션|엔드\s*(옵션|=)/, en: 'sep end', concept: 'print-sep-end' },
  { re: /한\s*줄(에|로)\s*(붙|이어|이어서|나란히|같이|출력|나오|나오게|찍)|줄\s*바꿈\s*(없이|안\s*하|빼|안\s*되게|말고)|줄\s*(이\s*)?(안\s*)?(바뀌|넘어가)|왜\s*따로\s*(나와|나옴|줄)|따로\s*따로\s*(나와|나옴)|다음\s*줄로\s*(안|넘어가지)/, en: 'end 줄 끝의 글자 바꾸기', concept: 'print-sep-end' },
  // An operator asked about by itself ('**는 뭐하는거임', '% 뭐야'): the lessons' word for it joins the query.
  // Also written between operands ('2**3', '7//2', '10/2 하면'): the operator, not the numbers, is what is asked.
  { re: /(?:^|[\s\w)\]])\*\*(?=[\s\w(가-힣]|$)/, en: '거듭제곱 **', concept: 'arithmetic' },
  { re: /(?:^|[\s\w)\]])\/\/(?=[\s\w(가-힣]|$)/, en: '몫 //', concept: 'arithmetic' },
  { re: /(?:^|\s)%(?=\s|[가-힣]|$)|[\w)\]]\s*%\s*[\w(]/, en: '나머지 %', concept: 'arithmetic' },
  { re: /[\w)\]]\s*\/(?!\/)\s*[\w(]/, en: '나누기 / 실수', concept: 'arithmetic' },
  { re: /나머지|몫|거듭\s*제곱|제곱|나누기|곱하기|더하기|빼기|사칙\s*연산|%|\/\//, en: '', concept: 'arithmetic' },
  { re: /\+=|-=|복합\s*대입|하나씩\s*(늘|증가|줄)|1\s*씩\s*(늘|증가|줄)|증가시|감소시/, en: '복합 대입', concept: 'augmented-assign' },
  { re: /변수|베리어블|\bvariable\b/, en: '', concept: 'variable' },
  { re: /비교\s*연산|같은지|같으면|==|!=|크면|작으면|\d\s*이상|\d\s*이하|초과|미만/, en: '비교', concept: 'comparison' },
  { re: /불리언|\bboolean\b|\bbool\b|참\s*거짓|\btrue\b|\bfalse\b|\band\b|\bor\b/, en: '', concept: 'boolean' },
  { re: /\bsum\(|합계|맥스|\bmax\(|\bmin\(|최댓값|최솟값|최대값|최소값|\bsorted\b|정렬된/, en: '', concept: 'builtin-aggregates' },
  { re: /소트|\bsort\b|정렬|리버스|\breverse\b|팝|pop\(|리무브|\bremove\b|인서트|\binsert\b/, en: 'sort', concept: 'list-methods' },
  { re: /어퍼|\bupper\b|로워|\blower\b|리플레이스|\breplace\b|스트립|\bstrip\b|카운트|\bcount\b|파인드|\bfind\b|조인|\bjoin\b|\bstartswith\b/, en: '', concept: 'string-methods' },
  { re: /\bin\s*연산|in\s*으로\s*(확인|찾|검사)|들어\s*있는지|포함되어?\s*있는지|있는지\s*(확인|검사)/, en: 'in 연산자', concept: 'in' },
  { re: /트라이|\btry\b|익셉트|\bexcept\b|예외\s*처리/, en: 'try except 예외 처리', concept: 'try-except' },
  { re: /임포트|\bimport\b|모듈|랜덤|\brandom\b/, en: 'import 모듈', concept: 'import' },
  { re: /클래스|\bclass\b|객체|\bobject\b/, en: 'class 클래스', concept: 'class' },
  { re: /재귀|\brecursion\b|\brecursive\b/, en: '재귀', concept: 'recursion' },
  { re: /람다|\blambda\b/, en: 'lambda', concept: 'lambda' },
  { re: /\bmap\b|맵\s*함수|map\(/, en: 'map', concept: 'map' },
  { re: /컴프리헨션|\bcomprehension\b/, en: '컴프리헨션', concept: 'list-comprehension' },
  { re: /이뉴머레이트|\benumerate\b/, en: 'enumerate', concept: 'enumerate' },
  { re: /\bzip\b|집\s*함수/, en: 'zip', concept: 'zip' },
  { re: /\bpass\b|패스문/, en: 'pass', concept: 'pass' },
  { re: /파일\s*(읽|쓰|열)|open\(|파일\s*입출력/, en: '파일', concept: 'file' },
];

/** Everyday words and misspellings the lessons name otherwise. */
const SYNONYMS: [RegExp, string][] = [
  [/띄어\s*쓰기\s*(없|빼|안)|공백\s*없이|붙여서\s*출력|사이에\s*(뭐|다른|쉼표)/, 'sep 구분자'],
  [/(문자열|리스트|글자).{0,6}(곱하|곱|\*)/, '반복(*)'],
  [/(문자열|리스트).{0,6}(더하|합치|\+)/, '연결(+) 이어 붙이기'],
  [/마지막\s*(글자|항목|값|원소)|맨\s*뒤|뒤에서\s*(부터|첫)/, '음수 인덱스 뒤에서부터'],
  [/(서로|두\s*변수|a\s*랑\s*b|값을?\s*교환|스왑|swap)/i, '맞바꾸기'],
  [/합치|이어\s*붙/, '이어 붙이기 연결'],
  [/거꾸로|뒤집/, '뒤집기'],
  [/복사/, '복사하기'],
  [/안에\s*리스트|리스트\s*안에|2\s*차원|이중\s*리스트/, '리스트 안의 리스트'],
  [/지우|삭제|빼/, '삭제'],
  [/\d\.\d.*(이상|틀|다르|이상하)/, '실수 계산 오차'],
  [/여러\s*개?\s*조건|조건.{0,6}(여러|동시|둘\s*다|두\s*개)|동시에\s*(검사|확인|만족)/, '논리 연산자 and or'],
  [/while\s*true/i, 'while True break'],
  [/추가|넣/, '추가하기'],
  [/합계|총합|더한\s*값|누적|합을?\s*(구|계산)/, '합계 누적'],
  [/최댓값|최대값|제일\s*큰|가장\s*큰/, '최댓값 max 가장 큰'],
  [/대문자|소문자/, 'upper lower 대문자'],
  [/출력이\s*(안|이상)|안\s*나와|아무것도\s*안\s*(나|뜨)/, '출력'],
  [/줄\s*바꿈|엔터|다음\s*줄/, '줄바꿈'],
  [/띄어\s*쓰기|공백|스페이스/, '공백'],
  [/따옴표|쌍따옴표|작은따옴표/, '따옴표 문자열'],
  [/이름\s*(짓|규칙)/, '변수 이름 규칙'],
  [/밑에|밑\s*줄|밑으로|아랫\s*줄/, '아래'],
  [/똑같|같은\s*(거|걸|것)/, '같은'],
  [/들여\s*쓰기|인덴트|indent|탭/, '들여쓰기'],
  [/없는\s*키|키가\s*없/, 'KeyError 없는 키'],
];

const HAS_HANGUL = /[\uAC00-\uD7A3]/;

/** Pure transliterations: in the retrieval query they are replaced by the Python word (lessons never spell them so). */
const TRANSLITERATIONS: [RegExp, string][] = [
  [/인풋|인뿟/g, 'input'], [/스플릿|스프릿|스플리트/g, 'split'], [/프린트|프린뜨/g, 'print'], [/포문|뽀문/g, 'for'], [/와일문|와일/g, 'while'],
  [/이프문|이프/g, 'if'], [/엘리프/g, 'elif'], [/엘스/g, 'else'], [/리턴/g, 'return'], [/레인지/g, 'range'], [/어펜드|어팬드/g, 'append'], [/딕트/g, '딕셔너리'],
  [/랭스/g, 'len'], [/인트/g, 'int'], [/플롯|플로트/g, 'float'], [/스트링/g, '문자열'], [/브레이크/g, 'break'], [/컨티뉴/g, 'continue'], [/겟\s*(?=메서드|함수)/g, 'get '],
  [/아이템즈/g, 'items'], [/디프|데프/g, 'def'], [/에프\s*스트링|f\s*스트링|에프\s*문자열/g, 'f-문자열'], [/소트/g, 'sort'], [/리무브/g, 'remove'], [/어퍼/g, 'upper'],
  [/리플레이스/g, 'replace'], [/스트립/g, 'strip'], [/조인/g, 'join'], [/트라이/g, 'try'], [/익셉트/g, 'except'], [/임포트/g, 'import'], [/람다/g, 'lambda'],
  [/이뉴머레이트/g, 'enumerate'], [/포맷/g, 'format'], [/펑션/g, '함수'], [/베리어블/g, '변수'], [/맥스/g, 'max'], [/카운트/g, 'count'], [/파인드/g, 'find'],
];

/** Words of casual questions that name no topic ('이거 머였지', '하는 법'). */
const FILLER = /(?<=\s|^)(이랑|랑|하고)(?=\s)|뭐가|나와요|나와|나옴|되나요|돼요|이거|저거|그거|요거|머였지|뭐였지|였지|어떻게|뭐예요|뭔지|좀|제발|ㅠ|ㅜ|해요|함(?=\s|$|\?)|임(?=\s|$|\?)|할\s*때|할때|하는\s*(법|거|방법)|는\s*(법|거|방법)|(?<=\S)(는거|는법|하기|해서|하면|려면|으려면|할려면)(?=\s|$|\?)/g;

export interface Understood {
  /** The message with casual endings and misspellings rewritten (used by the intent rules). */
  text: string;
  /** `text` plus the Python words and lesson terms it refers to (used for retrieval). */
  query: string;
  /** The retrieval query without expansions, and the expansions (lexicon, synonyms). */
  base: string;
  extra: string;
  /**
   * What the message says in other words, for matching facts: the synonyms and the code words of the lexicon, but not
   * the lexicon's lesson words ('줄 끝의 글자 바꾸기' helps find the passage on `end`; it is not what the student asked).
   */
  said?: string;
  /** Concepts the message names, in the order the lexicon lists them. */
  concepts: ConceptId[];
  /** The message talks about programming (code words, transliterations, Python keywords or code). */
  programming: boolean;
}

const CODEISH = /[=()[\]{}:]|^\s*(def|for|while|if|print|import|return)\b|\b\w+\(\)/m;

/** Normalise a student's message: endings, misspellings, then the lexicon of Python words. */
export function understand(message: string): Understood {
  let text = message.normalize('NFC');
  for (const [re, to] of REWRITES) text = typeof to === 'string' ? text.replace(re, to) : text.replace(re, to);
  text = text.replace(/[ \t]{2,}/g, ' ').trim();
  const squeezed = text.replace(/\s+/g, '');
  const concepts: ConceptId[] = [];
  const extra: string[] = [];
  const said: string[] = [];
  for (const entry of LEXICON) {
    // Spacing is unreliable ('인풋두개한줄에'), so the Korean patterns are also tried without spaces.
    if (entry.re.test(text) || (HAS_HANGUL.test(entry.re.source) && entry.re.test(squeezed))) {
      if (entry.concept && !concepts.includes(entry.concept)) concepts.push(entry.concept);
      const matched = (entry.re.exec(text) ?? entry.re.exec(squeezed))?.[0] ?? '';
      if (entry.en && !/^[\sA-Za-z_.()]+$/.test(matched)) {
        extra.push(entry.en);
        said.push(...(entry.en.match(/[A-Za-z_][A-Za-z_-]*/g) ?? []));
      }
    }
  }
  for (const [re, add] of SYNONYMS) {
    if (re.test(text) || re.test(squeezed)) {
      extra.push(add);
      said.push(add);
    }
  }
  const programming = concepts.length > 0 || CODEISH.test(text) || /파이썬|python|코드|code|코딩|프로그램|실행|에러|오류|error|변수|출력|입력|반복|조건/i.test(text);
  let base = text;
  for (const [re, to] of TRANSLITERATIONS) base = base.replace(re, ` ${to} `);
  base = base.replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
  return { text, query: extra.length ? `${base} ${extra.join(' ')}` : base, base, extra: extra.join(' '), said: said.join(' '), concepts, programming };
}

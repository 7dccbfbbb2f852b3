// General questions about learning (issue 24, casual class): what Python is, what it can make, how to
// get better, where to look when an error appears, what comes next, whether it is hard. One table:
// a pattern on the normalised message here, its Korean answer in texts.ts; {next} is the next section of the course.
import { TEXTS, type CasualId } from './texts.js';

export interface CasualEntry {
  id: CasualId;
  re: RegExp;
  answer: string;
}

const PATTERNS: { id: CasualId; re: RegExp }[] = [
  // About the tutor itself (its name, whether it is an AI, whether it can code): before the questions about learning,
  // so that '쌤은 코딩 잘해요?' is about the tutor, not about how to get better.
  {
    id: 'who-are-you',
    re: /^(쌤|선생님|튜터|튜터님|너|넌|니|당신|도담)\s*(은|는|이|도|의|이가)?\s*(혹시\s*|진짜\s*|정말\s*)?(이름|AI|에이아이|인공\s*지능|로봇|기계|사람|누구|챗\s*gpt|gpt|똑똑|어디서\s*(왔|만들)|(코딩|파이썬|프로그래밍)\s*(잘\s*(해|하세|함|하나|하냐|하시)|할\s*줄)|다\s*알|모르는\s*(게|거)|정체|뭐(야|예요|에요|임|냐|니|지|세요|여)?\s*[?!.~]*$)/i,
  },
  {
    id: 'joke',
    re: /농담|개그|유머|드립|웃긴\s*(거|것|얘기|이야기|말|짤)|웃겨\s*(줘|봐|주세요)|재(밌|미있)는\s*(거|것|얘기|이야기|말)\s*(좀\s*)?(해|알려|들려|말해|없)/,
  },
  {
    id: 'affection',
    re: /^(쌤|선생님|튜터|튜터님|너|넌|도담)?\s*(은|는|이|도)?\s*(진짜|정말|완전|너무)?\s*(사랑해|좋아해|짱|최고|귀여워|귀엽|멋져|멋있|천재)[가-힣]{0,3}\s*(?:[!~.ㅎㅋ♥😍]|❤️?)*$/u,
  },
  {
    id: 'who-sees',
    re: /(선생님|담임|학교\s*쌤|부모님|엄마|아빠).{0,10}(이거|이\s*채팅|채팅|대화|질문|내\s*(코드|채팅|질문)).{0,8}(봐|보세|보나|보시|볼\s*수|알아|아세|확인)/,
  },
  {
    id: 'jobs',
    re: /(파이썬|코딩|개발|프로그래밍|이거).{0,14}(?<![가-힣])(돈|연봉|월급|취업|취직|직업|일자리|먹고\s*살|부자)|(?<![가-힣])(돈|연봉|월급)\s*(많이|잘)?\s*(벌|받)/,
  },
  {
    id: 'python-history',
    re: /(파이썬|python).{0,10}(누가|언제|처음).{0,8}(만들|만든|생겼|나왔|개발)|왜\s*(이름이?\s*)?(파이썬|python)\s*(이|이에요|이야|임|인가|이라)|(파이썬|python)\s*(이라는\s*)?이름.{0,6}(왜|뜻|유래)|(파이썬|python)\s*(은|는)?\s*뱀/i,
  },
  {
    id: 'next-section',
    re: /다음\s*(엔|에는|에|은|는)?\s*(뭐|무엇|머|어떤\s*거)\s*(배워|배우|배움|해|나와)|다음\s*(섹션|단원|강의|시간)|(이거|이것|여기|이\s*(섹션|단원|강의|과정|챕터)|이번\s*(섹션|단원|강의))\s*(다\s*)?(끝나면|하면|끝내면|마치면|다\s*하면).{0,8}(뭐|다음|무엇|머)|뭐\s*배워요?\s*다음/,
  },
  {
    id: 'what-is-python',
    re: /^\s*(파이썬|python)\s*(이|은|는|이란)?\s*(뭐|무엇|머|뭔)/i,
  },
  // Before can-make: '챗gpt 쓰면 안 돼요?' asks about using an AI, not making one.
  {
    id: 'use-ai',
    re: /(챗\s*gpt|chat\s*gpt|gpt|지피티|제미나이|gemini|클로드|claude|코파일럿|copilot|(?:^|\s)ai|에이아이|인공\s*지능)\s*(을|를|로|으로|한테|에게|좀)?\s*(써도|쓰면|사용해도|사용하면|물어봐도|물어보면|시켜도|돌려도)/i,
  },
  {
    id: 'exam-content',
    re: /시험에\s*(나와|나오|나옴|나올|출제)|(시험|수행\s*평가|중간\s*고사|기말\s*고사)\s*(범위|문제).{0,6}(뭐|어디|알려|나와)/,
  },
  {
    id: 'can-make',
    re: /(게임|앱|어플|웹\s*사이트|웹사이트|홈페이지|인공\s*지능|AI|챗봇|로봇).{0,12}(만들|만드|할\s*수|돼|되나|가능)/i,
  },
  {
    id: 'what-for',
    re: /(파이썬|코딩|프로그래밍|이거|이걸|이것)\s*(으?로|를|을)?\s*(배우면|하면|해서|배워서|알면|알아서|잘하면|익히면|으로는?).{0,12}(뭐|무엇|머|어디|어따|어떤|뭘)|(실생활|현실|일상|나중에|진짜로).{0,10}(어디|뭐|언제|어따).{0,6}(써|쓰|씀|쓸|필요|도움|써먹)|(어디에?|어따|뭐에)\s*써먹/,
  },
  // Before get-better: '코딩 잘하는 사람들은 다 외워서 하나요' asks about memorising.
  {
    id: 'memorize',
    re: /(외워야|외워야\s*(돼|되|하)|다\s*외우|다\s*외워|외워서|외우고\s*(해|하|있)|외울\s*(필요|수)|암기(해야|하나|해요|해서)|까먹어도|잊어버려도|까먹으면)/,
  },
  {
    id: 'get-better',
    re: /(잘\s*하려면|잘하는\s*법|잘\s*하는\s*방법|실력.{0,6}(늘|키우|올리)|공부\s*(법|방법|어떻게)|어떻게\s*공부|코딩\s*잘)/,
  },
  {
    id: 'read-errors',
    re: /(오류|에러|error).{0,12}(나면|났을\s*때|뜨면|생기면).{0,12}(어디|뭐|어떻게|무엇)|(오류|에러|error)\s*(메시지|메세지|문구|창|글씨)?.{0,10}(영어|못\s*읽|읽기\s*(힘들|어려)|해석|무슨\s*말|이해\s*(가\s*)?안)|(오류|에러)\s*(메시지|메세지|문구|창)?\s*(읽는|보는)\s*(법|방법)|(오류|에러)\s*(메시지|메세지|문구|창)\s*(는|은|를|을)?\s*(어디|어떻게|뭐)\s*(부터)?\s*(봐|보|읽)/i,
  },
  {
    id: 'is-it-hard',
    re: /(파이썬|코딩|프로그래밍).{0,8}(어려워요?|어렵나요|어렵지|어려운가요|쉬워요?|쉽나요)\s*\??$|(초보|왕초보|처음\s*(하는|배우는|인데|이라|이에요|이야)|컴맹|아무것도\s*모르).{0,12}(가능|할\s*수|되나|돼|될까|괜찮|할\s*만|따라)/,
  },
  {
    id: 'why-learn',
    re: /(이거|코딩|파이썬|프로그래밍)\s*(왜|뭐\s*하러)\s*(배워|배우|해야|공부)|배워서\s*(뭐|어디)\s*(해|써)/,
  },
  {
    id: 'self-study',
    re: /(혼자|독학|혼공|혼자서).{0,10}(가능|할\s*수|되나|돼|될까|되요|됨|괜찮)|(독학|혼자\s*공부).{0,6}(어떻게|방법|\?)/,
  },
  {
    id: 'how-long',
    re: /(얼마나|몇\s*(달|개월|년|주|시간)).{0,10}(걸려|걸리|해야|공부해야|배워야)/,
  },
  {
    id: 'math-english',
    re: /(수학|영어|산수).{0,10}(못\s*해도|못하는데|몰라도|잘\s*해야|필요|잘\s*못|약한데|싫은데)/,
  },
  {
    id: 'other-languages',
    re: /(자바스크립트|javascript|자바|java|c\s*언어|씨언어|c\+\+|스크래치|scratch|엔트리).{0,14}(차이|뭐가|어떤|보다|비교|먼저|달라|다른|좋아)|다른\s*(프로그래밍\s*)?언어|(파이썬|이거)\s*말고\s*(다른|또|뭐)/i,
  },
  {
    id: 'career',
    re: /(개발자|프로그래머|코더|해커|엔지니어|AI\s*연구자).{0,10}(되려면|될려면|되고\s*싶|하려면|꿈|될\s*수)/i,
  },
];

export const CASUAL: CasualEntry[] = PATTERNS.map((p) => ({ ...p, answer: TEXTS.casual[p.id] }));

/**
 * Answers about coding or Python in general (what it is, what it is for, money and jobs, whether it is hard, its name):
 * a message that names a topic of the lessons ('용돈 받은 거 입력받을 때 `int` 꼭 써야 돼?', '처음 배우는 건데 `if`
 * 안에 `if` 넣어도 돼요?') asks about that topic, so it never gets one of these.
 */
const GENERAL: ReadonlySet<CasualId> = new Set<CasualId>(['jobs', 'python-history', 'what-is-python', 'can-make', 'what-for', 'is-it-hard', 'why-learn', 'how-long', 'math-english', 'other-languages', 'career']);

/** The casual entry the message asks, if any; `namesTopic`: the message names a concept of the lessons. */
export function casualAnswer(text: string, namesTopic = false): CasualEntry | undefined {
  return CASUAL.find((e) => e.re.test(text) && !(namesTopic && GENERAL.has(e.id)));
}

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
    re: /(파이썬|코딩|프로그래밍|이거)\s*(으?로|를|을)?\s*(배우면|하면|배워서|알면|잘하면|익히면|으로는?).{0,12}(뭐|무엇|머|어디|어떤)/,
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
    re: /(파이썬|코딩|프로그래밍).{0,8}(어려워요?|어렵나요|어렵지|어려운가요|쉬워요?|쉽나요)\s*\??$/,
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
  {
    id: 'who-are-you',
    re: /^(쌤|선생님|튜터|너|넌|당신|도담)\s*(은|는|이|도)?\s*(AI|에이아이|인공\s*지능|로봇|사람|누구|뭐|챗\s*gpt|gpt|진짜)/i,
  },
];

export const CASUAL: CasualEntry[] = PATTERNS.map((p) => ({ ...p, answer: TEXTS.casual[p.id] }));

/** The casual entry the message asks, if any. */
export function casualAnswer(text: string): CasualEntry | undefined {
  return CASUAL.find((e) => e.re.test(text));
}

// General questions about learning (issue 24, casual class): what Python is, what it can make, how to
// get better, where to look when an error appears, what comes next, whether it is hard. One table:
// a pattern on the normalised message and the Korean answer; {next} is the next section of the course.
export interface CasualEntry {
  id: string;
  re: RegExp;
  answer: string;
}

export const CASUAL: CasualEntry[] = [
  {
    id: 'next-section',
    re: /다음\s*(엔|에는|에|은|는)?\s*(뭐|무엇|머|어떤\s*거)\s*(배워|배우|해|나와)|다음\s*섹션|이거\s*(다\s*)?(끝나면|하면|끝내면)\s*(뭐|다음)|뭐\s*배워요?\s*다음/,
    answer: '{next} 지금 섹션을 끝까지 해 두면 다음 내용이 훨씬 쉬워요. 지금 섹션에서 남은 실습부터 하나 해 볼까요?',
  },
  {
    id: 'what-is-python',
    re: /^\s*(파이썬|python)\s*(이|은|는|이란)?\s*(뭐|무엇|머|뭔)/i,
    answer: '파이썬은 컴퓨터에게 할 일을 알려 주는 **프로그래밍 언어**예요. 문장이 영어와 비슷하고 짧아서 처음 배우기 좋고, 데이터 분석이나 인공지능, 게임, 웹까지 많은 곳에 쓰여요. 지금 배우는 섹션의 예시를 하나 직접 실행해 볼까요?',
  },
  {
    id: 'can-make',
    re: /(게임|앱|어플|웹\s*사이트|웹사이트|홈페이지|인공\s*지능|AI|챗봇|로봇).{0,12}(만들|만드|할\s*수|돼|되나|가능)/i,
    answer: '네, 만들 수 있어요! 파이썬으로 간단한 게임, 챗봇, 데이터 분석, 인공지능 프로그램까지 만들어요. 그런 프로그램도 결국 지금 배우는 변수, 출력, 조건, 반복을 조합해서 만들어요. 오늘 배운 것으로 작은 것부터 하나 만들어 볼까요?',
  },
  {
    id: 'get-better',
    re: /(잘\s*하려면|잘하는\s*법|잘\s*하는\s*방법|실력.{0,6}(늘|키우|올리)|공부\s*(법|방법|어떻게)|어떻게\s*공부|코딩\s*잘)/,
    answer: '매일 조금씩 **직접 코드를 쓰고 실행해 보는 것**이 가장 좋아요. 예시를 눈으로만 보지 말고 값을 바꿔 실행해 보고, 틀린 코드의 오류 메시지를 읽어 보는 연습도 큰 도움이 돼요. 오늘은 실습 하나를 직접 써 보는 것부터 해 볼까요?',
  },
  {
    id: 'read-errors',
    re: /(오류|에러|error).{0,12}(나면|났을\s*때|뜨면|생기면).{0,12}(어디|뭐|어떻게|무엇)|(오류|에러)\s*(메시지)?\s*(읽는|보는)\s*(법|방법)/i,
    answer: '오류 메시지의 **마지막 줄**에 오류의 종류와 이유가 적혀 있고, 그 위의 `line 3`처럼 **줄 번호**가 문제가 난 곳을 알려 줘요. 그 줄과 바로 윗줄을 먼저 살펴보세요. 오류가 나면 코드를 실행한 채로 저에게 물어봐 주면 같이 읽어 볼게요. 지금 오류가 난 코드가 있나요?',
  },
  {
    id: 'is-it-hard',
    re: /(파이썬|코딩|프로그래밍).{0,8}(어려워요?|어렵나요|어렵지|어려운가요|쉬워요?|쉽나요)\s*\??$/,
    answer: '처음에는 누구나 어렵게 느껴요. 그래도 파이썬은 처음 배우기 가장 쉬운 언어 중 하나이고, 한 섹션씩 직접 실행해 보면 금방 익숙해져요. 천천히 같이 해 봐요. 지금 섹션의 예시 하나부터 해 볼까요?',
  },
  {
    id: 'why-learn',
    re: /(이거|코딩|파이썬|프로그래밍)\s*(왜|뭐\s*하러)\s*(배워|배우|해야|공부)|배워서\s*(뭐|어디)\s*(해|써)/,
    answer: '코딩을 배우면 반복되는 일을 컴퓨터에게 맡기고, 생각을 순서대로 정리하는 힘이 길러져요. 데이터, 과학, 게임, 인공지능 어디에서나 쓰여요. 지금 배우는 내용으로 만들 수 있는 작은 프로그램을 하나 같이 떠올려 볼까요?',
  },
];

/** The casual entry the message asks, if any. */
export function casualAnswer(text: string): CasualEntry | undefined {
  return CASUAL.find((e) => e.re.test(text));
}

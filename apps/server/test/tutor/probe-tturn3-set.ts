// tturn3's probe set (issue 24, classes 2 "the question asked", 3 "short turns", 4 "fence"), written at stop 37 BEFORE
// the rules they measure were changed, in wordings unlike the dev cases (other verbs, endings, orders, typos). Each case
// runs through the real chat API (runSet in rubric.ts: one new student per case, its `before` turns first in the same
// conversation); the client's chat_history is sent as the web app sends it but decides nothing.
// Classes: yes-no (a yes/no question: the reply starts with 네/아니요 and names the thing asked), difference (both sides
// named with what each does), short-turn (a short turn read against the thread), example-sense ('예시/예제' meaning the
// exercise's example or the lesson's example code, not a request for another example), fence (a later concept: a gist
// in taught words and the section that teaches it).
import type { CaseView } from './rubric.js';
import { failed, NO, REFUSAL, sec, tb, YES } from './class-rules.js';

const F = [REFUSAL, /그 질문에는/];
/** The reply of '예시' / '더' that shows another lesson example (wrong when no example was asked for). */
const ANOTHER_EXAMPLE = /예시로 하나 더 볼게요/;

const keyErr = failed(tb(2, 'print(scores["영어"])', "KeyError: '영어'"));

export const PROBE_TTURN3: CaseView[] = [
  // ---- yes / no: 네 or 아니요 first, then the deciding sentence
  { id: 'YN01', cls: 'yes-no', section: '14', message: 'continue 만나면 반복문 통째로 종료됨?', startsWith: NO, mention: ['continue'], forbid: F },
  { id: 'YN02', cls: 'yes-no', section: '14', message: 'break 쓰면 while 바로 빠져나와?', startsWith: YES, mention: ['break'], forbid: F },
  { id: 'YN03', cls: 'yes-no', section: '13', message: 'if 다음에 else 꼭 붙여야 하는건가', startsWith: NO, mention: ['else'], forbid: F },
  { id: 'YN04', cls: 'yes-no', section: '11', message: '딕셔너리에 같은 키를 두번 넣을수 있나여', startsWith: NO, anyOf: [/키/], forbid: F },
  { id: 'YN05', cls: 'yes-no', section: '7', message: '리스트 하나에 숫자랑 문자열 섞어서 넣어도 되나요', startsWith: YES, anyOf: [/리스트/], forbid: F },
  { id: 'YN06', cls: 'yes-no', section: '6', message: '인덱스에 음수도 넣을수있음?', startsWith: YES, anyOf: [/-1|뒤에서|끝에서/], forbid: F },
  { id: 'YN07', cls: 'yes-no', section: '3', message: 'input으로 받은 값은 숫자로 저장되는거 맞지?', startsWith: NO, anyOf: [/문자열|str/], forbid: F },
  { id: 'YN08', cls: 'yes-no', section: '4', message: '// 연산하면 소수점까지 다 나오나', startsWith: NO, anyOf: [/몫|버리|정수/], forbid: F },
  { id: 'YN09', cls: 'yes-no', section: '15', message: 'range(5) 하면 5까지 포함되나요?', startsWith: NO, anyOf: [/4|앞까지|전까지|포함하지/], forbid: F },
  { id: 'YN10', cls: 'yes-no', section: '10', message: 'sort 하고나면 원래 리스트 자체가 바뀌는거임?', startsWith: YES, mention: ['sort'], forbid: F },
  { id: 'YN11', cls: 'yes-no', section: '16', message: '함수 안에서 만든 변수를 함수 밖에서 써도 되나', startsWith: NO, anyOf: [/밖|안에서/], forbid: F },
  { id: 'YN12', cls: 'yes-no', section: '2', message: 'print 괄호 안에 값 여러개 넣어도 돼요?', startsWith: YES, anyOf: [/쉼표|,|sep|띄어/], forbid: F },
  // ---- difference: both sides, each with what it does
  { id: 'DF01', cls: 'difference', section: '10', message: 'append vs insert 뭐가 달라', mention: ['append', 'insert', /끝|맨 뒤|뒤에/, /위치|자리|번째|인덱스/], forbid: F },
  { id: 'DF02', cls: 'difference', section: '4', message: '/ 랑 // 차이점 알려줘', mention: ['//', /몫/, /나누/], forbid: F },
  { id: 'DF03', cls: 'difference', section: '5', message: 'strip이랑 replace는 무슨 차이가 있어', mention: ['strip', 'replace', /공백/, /바꾸|바꿔/], forbid: F },
  { id: 'DF04', cls: 'difference', section: '14', message: 'break 와 continue 어떻게 다름', mention: ['break', 'continue', /건너뛰|다음 반복|처음으로/, /끝|멈|빠져나/], forbid: F },
  { id: 'DF05', cls: 'difference', section: '16', message: 'print 하고 return 차이 뭐임', mention: ['print', 'return', /돌려|반환|결과를/], forbid: F },
  { id: 'DF06', cls: 'difference', section: '10', message: 'remove 랑 pop 은 뭐가 다른거', mention: ['remove', 'pop', /값|항목/, /위치|인덱스|번째|마지막/], forbid: F },
  // ---- short turns read against the thread
  { id: 'ST01', cls: 'short-turn', section: '4', before: [{ message: '나머지 구하는 법' }], message: '더', mention: ['%'], forbid: F },
  { id: 'ST02', cls: 'short-turn', section: '10', before: [{ message: '리스트 복사 어떻게 함' }], message: 'ㅋㅋ', anyOf: [/복사|copy|\[:\]/], forbid: F },
  { id: 'ST03', cls: 'short-turn', section: '13', before: [{ message: 'elif 왜 씀' }], message: 'ㅇㅇ', mention: ['elif'], forbid: F },
  { id: 'ST04', cls: 'short-turn', section: '15', before: [{ message: 'range 안에 숫자 세 개 넣으면 뭐임' }], message: '예시 더', mention: ['range', '```'], forbid: F },
  { id: 'ST05', cls: 'short-turn', section: '12', before: [{ message: 'keys() 는 뭘 돌려줌' }], message: '흠 모르겠다', mention: ['keys'], forbid: F },
  { id: 'ST06', cls: 'short-turn', section: '14', exerciseId: 's14-e1', before: [{ message: '힌트' }], message: '한개 더', mention: [/2단계/], forbid: F },
  { id: 'ST07', cls: 'short-turn', section: '11', code: 'scores = {"국어": 90}\nprint(scores["영어"])', lastRun: keyErr, message: 'ㅠ', anyOf: [/키/], forbid: F },
  { id: 'ST08', cls: 'short-turn', section: '6', before: [{ message: '슬라이싱할때 끝 번호도 포함됨?' }], message: '왜', anyOf: [/포함|앞까지|전까지/], forbid: F },
  { id: 'ST09', cls: 'short-turn', section: '5', before: [{ message: 'upper 함수 설명좀' }], message: '또 보여줘', mention: ['upper', '```'], forbid: F },
  // ---- '예시/예제' in another sense: answer the question, not another example
  { id: 'EX01', cls: 'example-sense', section: '10', message: '예시 코드에서 sort() 뒤에 괄호는 왜 붙임?', mention: ['sort'], anyOf: [/괄호|메서드|호출|실행/], forbid: [...F, ANOTHER_EXAMPLE] },
  { id: 'EX02', cls: 'example-sense', section: '3', message: '예제처럼 입력했는데 split 이 정확히 뭘 하는거임', mention: ['split'], anyOf: [/나누|쪼개|나눠/], forbid: [...F, ANOTHER_EXAMPLE] },
  { id: 'EX03', cls: 'example-sense', section: '5', message: '예시에 나온 len은 공백도 세나요?', mention: ['len'], anyOf: [/공백|띄어쓰기|포함|세요/], forbid: [...F, ANOTHER_EXAMPLE] },
  // ---- fence: one-line gist in taught words, then the section that teaches it
  { id: 'FN01', cls: 'fence', section: '3', message: 'for문이 뭐에요', mention: [sec('15')], anyOf: [/반복/], forbid: F },
  { id: 'FN02', cls: 'fence', section: '2', message: '딕셔너리가 뭐임', mention: [sec('11')], anyOf: [/키/], forbid: F },
  { id: 'FN03', cls: 'fence', section: '4', message: '= 랑 == 차이', mention: [sec('13')], anyOf: [/같은지|비교/], forbid: F },
  { id: 'FN04', cls: 'fence', section: '4', message: '함수 직접 만드는 방법 알려줘', mention: [sec('16')], anyOf: [/def|함수/], forbid: F },
  { id: 'FN05', cls: 'fence', section: '1', message: '리스트 정렬 어케함', mention: [sec('10')], anyOf: [/sort|정렬|순서/], forbid: F },
  { id: 'FN06', cls: 'fence', section: '5', message: 'while 이 뭔데요', mention: [sec('14')], anyOf: [/반복|조건/], forbid: F },
];

// Class tuning cases of t24-ask, round 2 (issue 24, class 2 "answer the question asked"), written before this round's
// rule changes and measured on the unchanged code first (notes/t24-ask.md): the question forms what / why / how /
// yes-no (both polarities, and questions that are themselves negated) / what-happens / difference (both sides) /
// "is this right?", in all 16 Python sections and the other courses, typed as students type (반말, no spaces, typos,
// English words, code in the sentence). Spread into CLASS_SET (class-set.ts).
import { NO, ok, REFUSAL, YES, type ClassCase } from './class-rules.js';

const F = [REFUSAL];
const Q = 'question-form' as const;

export const ASK_SET_2: ClassCase[] = [
  // ---- 1 변수
  { id: 'AR01', cls: Q, section: '1', message: '변수이름 숫자로 시작해도 됨?', startsWith: NO, mention: [/숫자로 시작/], forbid: F },
  { id: 'AR02', cls: Q, section: '1', message: '= 이거 수학처럼 같다는 뜻 아니에요?', startsWith: NO, anyOf: [/넣|대입/], forbid: F },
  // ---- 2 출력
  { id: 'AR03', cls: Q, section: '2', message: 'sep이랑 end 차이가 뭐임', mention: ['sep', 'end'], anyOf: [/사이/], forbid: F },
  { id: 'AR04', cls: Q, section: '2', message: 'print() 괄호안에 아무것도 없으면 뭐 나와요', mention: [/빈 줄/], forbid: F },
  { id: 'AR05', cls: Q, section: '2', message: '글자는 왜 따옴표로 감싸야돼요?', mention: [/따옴표/], anyOf: [/글자|문자열/], forbid: F },
  // ---- 3 입력
  { id: 'AR06', cls: Q, section: '3', message: 'float()은 언제 써요', mention: ['float'], anyOf: [/실수|소수점/], forbid: F },
  { id: 'AR07', cls: Q, section: '3', message: 'split() 괄호 비워두면 뭘 기준으로 나눔?', mention: [/띄어쓰기|공백/], forbid: F },
  // ---- 4 숫자
  { id: 'AR08', cls: Q, section: '4', message: 'int(3.7) 하면 반올림 돼요?', startsWith: NO, anyOf: [/버려|버림/], forbid: F },
  { id: 'AR09', cls: Q, section: '4', message: '0.1+0.2 왜 0.3이 아니고 이상한 숫자 나옴?', anyOf: [/오차|2진수/], forbid: F },
  { id: 'AR10', cls: Q, section: '4', message: '//랑 %는 뭐가달라요', mention: ['//', '%'], anyOf: [/몫/], forbid: F },
  // ---- 5 문자열 기초
  { id: 'AR11', cls: Q, section: '5', message: 'len은 띄어쓰기도 한글자로 세요?', startsWith: YES, forbid: F },
  { id: 'AR12', cls: Q, section: '5', message: '문자열에 숫자 곱하면 어떻게돼', mention: [/반복/], forbid: F },
  { id: 'AR13', cls: Q, section: '5', message: 'replace 쓰면 원래 변수에 든 문자열도 바뀜?', startsWith: NO, forbid: F },
  // ---- 6 문자열 인덱싱과 슬라이싱
  { id: 'AR14', cls: Q, section: '6', message: '슬라이싱은 범위 넘어가도 에러 안나요?', startsWith: YES, anyOf: [/있는 만큼|오류가 나지 않/], forbid: F },
  { id: 'AR15', cls: Q, section: '6', message: 'word[-1] 이건 뭐임', anyOf: [/마지막|뒤에서/], forbid: F },
  // ---- 7 리스트 기초
  { id: 'AR16', cls: Q, section: '7', message: '리스트는 항목 바꿀수있어요? 문자열은 안됐는데', startsWith: YES, forbid: F },
  { id: 'AR17', cls: Q, section: '7', message: 'list("abc") 하면 뭐가 나와', anyOf: [/글자\s*하나|한\s*글자|글자마다/], forbid: F },
  // ---- 8 리스트 인덱싱과 슬라이싱
  { id: 'AR18', cls: Q, section: '8', message: 'b = a 하면 리스트 복사되는거 아님?', startsWith: NO, anyOf: [/같은 리스트|이름표/], forbid: F },
  { id: 'AR19', cls: Q, section: '8', message: '리스트 안에 리스트 넣을수있음?', startsWith: YES, forbid: F },
  // ---- 9 리스트 연산
  { id: 'AR20', cls: Q, section: '9', message: '리스트끼리 더하면 어케됨?', mention: [/이어/], forbid: F },
  { id: 'AR21', cls: Q, section: '9', message: 'not in 은 뭐하는거에요', anyOf: [/들어 있지 않|없/], forbid: F },
  // ---- 10 리스트 함수와 메서드
  { id: 'AR22', cls: Q, section: '10', message: 'pop() 괄호 비우면 뭐가 빠져요?', anyOf: [/맨 끝|마지막/], forbid: F },
  { id: 'AR23', cls: Q, section: '10', message: 'sorted 쓰면 원래 리스트도 정렬돼?', startsWith: NO, anyOf: [/그대로|새 리스트/], forbid: F },
  { id: 'AR24', cls: Q, section: '10', message: 'reverse=True 넣으면 어떻게 돼요', anyOf: [/큰 것부터|내림차순/], forbid: F },
  // ---- 11 딕셔너리 기초
  { id: 'AR25', cls: Q, section: '11', message: '딕셔너리도 [0]으로 첫번째꺼 꺼낼수있나요', startsWith: NO, mention: [/키/], forbid: F },
  { id: 'AR26', cls: Q, section: '11', message: '리스트랑 딕셔너리 뭐가달라요', mention: [/리스트/, /딕셔너리/], anyOf: [/키|인덱스|이름표/], forbid: F },
  // ---- 12 딕셔너리 함수와 메서드
  { id: 'AR27', cls: Q, section: '12', message: 'items()는 뭐 돌려줌?', mention: ['items'], anyOf: [/쌍|키와 값|키-값/], forbid: F },
  { id: 'AR28', cls: Q, section: '12', message: 'update는 어디에 쓰는거임', mention: ['update'], anyOf: [/한꺼번에|합치/], forbid: F },
  // ---- 13 조건문
  { id: 'AR29', cls: Q, section: '13', message: 'elif 여러개 써도 되나요?', startsWith: YES, mention: ['elif'], forbid: F },
  { id: 'AR30', cls: Q, section: '13', message: 'if 줄 끝에 : 왜 붙여요', mention: [/콜론|:/], anyOf: [/들여|아래/], forbid: F },
  { id: 'AR31', cls: Q, section: '13', message: 'elif는 조건 여러개 참이면 다 실행돼요?', startsWith: NO, anyOf: [/하나만|처음/], forbid: F },
  // ---- 14 반복문 while
  { id: 'AR32', cls: Q, section: '14', message: 'continue 만나면 반복 끝나요?', startsWith: NO, anyOf: [/건너|다음 반복|조건으로/], forbid: F },
  { id: 'AR33', cls: Q, section: '14', message: '무한루프는 왜 생기는거임', anyOf: [/조건|바꾸지|변화/], forbid: F },
  // ---- 15 반복문 for
  { id: 'AR34', cls: Q, section: '15', message: 'for로 딕셔너리 돌리면 뭐가 하나씩 나와요', mention: [/키/], forbid: F },
  { id: 'AR35', cls: Q, section: '15', message: 'map(int, ...) 에서 int 뒤에 괄호 붙여도 돼요?', startsWith: NO, anyOf: [/괄호를 붙이지|오류/], forbid: F },
  { id: 'AR36', cls: Q, section: '15', message: 'for랑 while 언제 뭐써요?', mention: ['for', 'while'], anyOf: [/횟수/], forbid: F },
  // ---- 16 함수
  { id: 'AR37', cls: Q, section: '16', message: 'def로 만들기만 하면 실행됨?', startsWith: NO, anyOf: [/불러|호출/], forbid: F },
  { id: 'AR38', cls: Q, section: '16', message: '지역변수랑 전역변수 차이', mention: ['지역', '전역'], anyOf: [/함수 안|밖/], forbid: F },
  { id: 'AR39', cls: Q, section: '16', message: '이렇게 짜면 맞는건가요?', code: 'def add(a, b):\n    return a + b\n\nprint(add(2, 3))', lastRun: ok('5\n'), anyOf: [/잘|맞|좋/], forbid: F },
  // ---- other courses
  { id: 'AR40', cls: Q, section: '302', message: '튜플 값 나중에 바꿀수있어요?', startsWith: NO, forbid: F },
  { id: 'AR41', cls: Q, section: '302', message: '함수에서 값 두개 돌려줄수 있음?', startsWith: YES, anyOf: [/튜플|return a, b|,/], forbid: F },
  { id: 'AR42', cls: Q, section: '303', message: 'finally랑 else 뭐가 달라요', mention: ['finally', 'else'], anyOf: [/항상/], forbid: F },
  { id: 'AR43', cls: Q, section: '401', message: '__init__은 언제 실행됨', mention: ['__init__'], anyOf: [/만들어질 때|자동/], forbid: F },
  { id: 'AR44', cls: Q, section: '402', message: '대괄호 말고 소괄호로 감싸면 어케돼요', anyOf: [/제너레이터|하나씩/], forbid: F },
  { id: 'AR45', cls: Q, section: '403', message: 'yield랑 return 차이가 머에요', mention: ['yield', 'return'], anyOf: [/하나씩|멈춰|한꺼번에/], forbid: F },
  { id: 'AR46', cls: Q, section: '404', message: 'random.seed는 왜 쓰는거에요', mention: [/씨앗|seed/], anyOf: [/같은 순서|같은 값|재현/], forbid: F },
  { id: 'AR47', cls: Q, section: '501', message: '이진탐색은 정렬 안된 리스트에도 쓸수있어?', startsWith: NO, mention: [/정렬/], forbid: F },
  { id: 'AR48', cls: Q, section: '503', message: '기저조건이 뭐예요?', anyOf: [/멈추|가장 작은/], forbid: F },
  { id: 'AR49', cls: Q, section: '504', message: '메모이제이션 왜 써요', anyOf: [/적어|저장|같은 계산/], forbid: F },
  { id: 'AR50', cls: Q, section: '701', message: '중앙값이랑 평균 차이', mention: ['중앙값', '평균'], anyOf: [/가운데|한가운데|극단/], forbid: F },
  { id: 'AR51', cls: Q, section: '101', message: '내적 어떻게 구하는거임?', mention: ['내적'], anyOf: [/곱해서|곱하고/], forbid: F },
  { id: 'AR52', cls: Q, section: '601', message: '규칙 기반이랑 머신러닝 뭐가다름', mention: [/규칙/], anyOf: [/예시|데이터|학습/], forbid: F },
  { id: 'AR53', cls: Q, section: '202', message: '반복문은 왜 필요한거에요', anyOf: [/여러 번|한 번만/], forbid: F },
];

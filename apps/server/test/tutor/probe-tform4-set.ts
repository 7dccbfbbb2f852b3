// tform4's probe set (issue 24, class 2 "answer the question asked" and class 4 "fence"), written at stop 38 BEFORE the
// rules they measure were changed, from the lessons only, in wordings unlike the dev cases and the earlier probes:
// yes/no questions that end without '?' (~는건가, ~인가, ~나오나, ~되나, ~맞나, ~거임, ~는거지), a student's wrong belief
// asked as '~거 아님' (the lessons' '…라고 봄: correction' lines say the correction), why / how questions (the sentence that
// answers them, not the section's first passage), differences (both sides), "is this right" about a line typed in the
// message, and fence questions (a later concept: a gist in taught words and the section that teaches it). All 16 Python
// sections and four other courses. Each case runs through the real chat API (runSet in rubric.ts: one new student per case).
import type { CaseView } from './rubric.js';
import { NO, REFUSAL, sec, YES } from './class-rules.js';

const F = [REFUSAL, /그 질문에는/];

export const PROBE_TFORM4: CaseView[] = [
  // ---- yes / no without '?': 네 or 아니요 first, then the sentence that decides it
  { id: 'Q01', cls: 'yes-no', section: '1', message: '변수 이름 숫자로 시작해도 되는건가', startsWith: NO, anyOf: [/숫자로 시작/], forbid: F },
  { id: 'Q02', cls: 'yes-no', section: '2', message: 'print 안에 쉼표로 여러개 넣으면 사이에 띄어쓰기 들어가는거임', startsWith: YES, anyOf: [/띄어|공백|칸|sep/], forbid: F },
  { id: 'Q03', cls: 'yes-no', section: '3', message: 'input 으로 받으면 숫자 쳐도 문자열로 들어오는거지', startsWith: YES, anyOf: [/문자열|str/], forbid: F },
  { id: 'Q04', cls: 'yes-no', section: '4', message: '7 / 2 하면 3 나오나', startsWith: NO, anyOf: [/3\.5|실수|소수/], forbid: F },
  { id: 'Q05', cls: 'yes-no', section: '6', message: '문자열에서 글자 하나만 골라서 바꿀수 있나', startsWith: NO, anyOf: [/바꿀 수 없|새 문자열/], forbid: F },
  { id: 'Q06', cls: 'yes-no', section: '7', message: '빈 리스트도 만들 수 있는 건가', startsWith: YES, anyOf: [/\[\]/], forbid: F },
  { id: 'Q07', cls: 'yes-no', section: '8', message: '리스트 슬라이싱할때 끝 번호 자리는 포함 안 되는거 맞나', startsWith: YES, anyOf: [/앞까지|전까지|포함하지|포함되지|빠/], forbid: F },
  { id: 'Q08', cls: 'yes-no', section: '9', message: 'in 쓰면 결과가 True 아니면 False 로 나오나', startsWith: YES, anyOf: [/True|False/], forbid: F },
  { id: 'Q09', cls: 'yes-no', section: '11', message: '딕셔너리에 없는 키로 꺼내면 에러 나는거지', startsWith: YES, anyOf: [/KeyError|오류|에러/], forbid: F },
  { id: 'Q10', cls: 'yes-no', section: '12', message: 'get 으로 꺼내면 키가 없어도 오류 안나는건가', startsWith: YES, anyOf: [/get/], forbid: F },
  { id: 'Q11', cls: 'yes-no', section: '13', message: 'elif 는 한 if 에 여러번 써도 되나', startsWith: YES, mention: ['elif'], forbid: F },
  { id: 'Q12', cls: 'yes-no', section: '15', message: 'range(1, 5) 하면 5도 나오나', startsWith: NO, anyOf: [/4|앞까지|전까지|포함하지|포함되지/], forbid: F },
  { id: 'Q13', cls: 'yes-no', section: '16', message: '함수에서 return 만나면 거기서 바로 끝나는거임', startsWith: YES, mention: ['return'], forbid: F },
  { id: 'Q14', cls: 'yes-no', section: '501', message: '이진 탐색은 정렬 안 된 리스트에도 쓸 수 있는 건가', startsWith: NO, anyOf: [/정렬/], forbid: F },
  // ---- a wrong belief asked as '~거 아님': 아니요 and the correction
  { id: 'M01', cls: 'misbelief', section: '10', message: 'sort 하면 새 리스트 생기는 거 아님', startsWith: NO, mention: ['sort'], anyOf: [/직접|None|sorted/], forbid: F },
  { id: 'M02', cls: 'misbelief', section: '10', message: 'remove 하면 같은 값 전부 지워지는거 아닌가', startsWith: NO, anyOf: [/하나|맨 앞|처음/], forbid: F },
  { id: 'M03', cls: 'misbelief', section: '15', message: 'range(5) 는 1부터 시작하는 거 아냐', startsWith: NO, anyOf: [/0부터/], forbid: F },
  { id: 'M04', cls: 'misbelief', section: '6', message: 'find 는 못 찾으면 0 돌려주는 거 아님', startsWith: NO, anyOf: [/-1/], forbid: F },
  { id: 'M05', cls: 'misbelief', section: '8', message: '[::-1] 하면 원래 리스트 순서가 뒤집히는거 아닌가요', startsWith: NO, anyOf: [/새 리스트|그대로/], forbid: F },
  // ---- why / how: the sentence that answers it
  { id: 'W01', cls: 'why-how', section: '2', message: 'print 두번 쓰면 왜 줄이 바뀜 한 줄에 이어서 찍고 싶은데', mention: ['end'], forbid: F },
  { id: 'W02', cls: 'why-how', section: '4', message: '10 / 2 는 왜 5 가 아니라 5.0 으로 나옴', anyOf: [/실수|float|소수/], forbid: F },
  { id: 'W03', cls: 'why-how', section: '3', message: 'input 으로 숫자 두개 받아서 더했는데 왜 붙어서 나와', anyOf: [/문자열/], mention: [/int/], forbid: F },
  { id: 'W04', cls: 'why-how', section: '5', message: '문자열 전부 대문자로 바꾸는 법', mention: ['upper'], forbid: F },
  { id: 'W05', cls: 'why-how', section: '11', message: '딕셔너리에 새로운 키랑 값 추가는 어케 함', anyOf: [/\[[^\]]*\]\s*=/], forbid: F },
  { id: 'W06', cls: 'why-how', section: '8', message: '리스트 거꾸로 뒤집어서 보려면 어떻게 해야돼', anyOf: [/::-1|reverse/], forbid: F },
  { id: 'W07', cls: 'why-how', section: '12', message: '딕셔너리 키랑 값 둘 다 같이 꺼내면서 돌리려면', mention: ['items'], forbid: F },
  { id: 'W08', cls: 'why-how', section: '401', message: '메서드 만들 때 self 는 왜 맨 앞에 넣어야 돼', mention: ['self'], anyOf: [/객체|자기|자신/], forbid: F },
  // ---- differences: both sides, each with what it does
  { id: 'D01', cls: 'difference', section: '9', message: '리스트끼리 + 하는거랑 * 하는거 차이', mention: [/\+/, /\*/, /이어|붙/, /반복/], forbid: F },
  { id: 'D02', cls: 'difference', section: '12', message: 'keys 랑 values 뭐가 다른데', mention: ['keys', 'values', /키/, /값/], forbid: F },
  { id: 'D03', cls: 'difference', section: '10', message: 'sort 쓰는거랑 sorted 쓰는거 다른점', mention: ['sort', 'sorted', /새/, /원래|직접/], forbid: F },
  { id: 'D04', cls: 'difference', section: '301', message: 'strip 이랑 replace 는 각각 뭐 하는건데', mention: ['strip', 'replace', /공백/, /바꾸|바꿔/], forbid: F },
  // ---- "is this right" about a line in the message
  { id: 'C01', cls: 'is-right', section: '13', message: 'if x = 5: 이렇게 쓰는거 맞아', startsWith: NO, mention: ['=='], forbid: F },
  { id: 'C02', cls: 'is-right', section: '1', message: '5 = x 이렇게 써도 변수에 값 들어가는거 맞음', startsWith: NO, anyOf: [/왼쪽|x = 5/], forbid: F },
  // ---- fence: a later concept, a gist in taught words and the section that teaches it
  { id: 'N01', cls: 'fence', section: '2', message: 'if 문은 어떻게 쓰는거에요', mention: [sec('13')], anyOf: [/조건/], forbid: F },
  { id: 'N02', cls: 'fence', section: '5', message: '리스트 맨 끝에 하나 더 넣는 법', mention: [sec('10')], anyOf: [/append|끝/], forbid: F },
  { id: 'N03', cls: 'fence', section: '7', message: '리스트에 있는거 하나씩 다 출력하고 싶은데 for 쓰면 됨', mention: [sec('15')], anyOf: [/하나씩|반복/], forbid: F },
  { id: 'N04', cls: 'fence', section: '3', message: 'return 이 뭐임', mention: [sec('16')], anyOf: [/돌려|결과/], forbid: F },
  { id: 'N05', cls: 'fence', section: '9', message: '딕셔너리 get 은 뭐하는 애야', mention: [sec('12')], anyOf: [/키/], forbid: F },
  { id: 'N06', cls: 'fence', section: '4', message: '반복 도중에 멈추는 break 뭐야', mention: [sec('14')], anyOf: [/멈|끝|빠져/], forbid: F },
  { id: 'N07', cls: 'fence', section: '1', message: '문자열 길이 재는 len 이 뭐임', mention: [sec('5')], anyOf: [/길이|글자 수|개수/], forbid: F },
  { id: 'N08', cls: 'fence', section: '6', message: '리스트가 뭐에요 여러개 저장하는거?', mention: [sec('7')], anyOf: [/여러|묶/], forbid: F },
  // ---- other courses: what / yes-no
  { id: 'O01', cls: 'yes-no', section: '701', message: 'zip 은 두 리스트 같은 자리끼리 묶어주는거 맞지', startsWith: YES, anyOf: [/짝|같은 자리/], forbid: F },
  { id: 'O02', cls: 'yes-no', section: '501', message: '선형 탐색은 정렬 안 돼 있어도 쓸 수 있나', startsWith: YES, anyOf: [/정렬/], forbid: F },
];

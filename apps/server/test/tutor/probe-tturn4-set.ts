// tturn4's probe set (issue 24, class 3 "short turns read against the conversation state" and class 6 "feelings and
// small talk"), written at stop 38 BEFORE the rules it measures were changed, in wordings unlike the dev and class cases.
// Every short-turn case has an earlier turn on the server (`before`) or a made-up client history that must decide
// nothing; the reply is judged on the last turn (runSet in rubric.ts: one new student per case).
// Classes: after-question (a short turn after a concept answer that ended with a question), ladder (a short turn in the
// middle of a hint ladder: the next rung, never past the skeleton, never raised by the client's history), after-run (a
// short turn after a failed run: that run's error, read on the student's code), check-again ('이거 맞아?' with code
// changed since the last turn: read on the new code), feeling (one warm sentence, then the next small step), predict (the
// tutor showed a lesson example and asked what it prints, or what changes when a value is changed: a value is checked
// against the example's output — confirmed, or gently corrected with the real output — and 'ㅇㅇ' / '몰라' get one line of
// the example as a smaller step, not the passage once more).
import type { CaseView } from './rubric.js';
import { failed, line, NEXT, ok, REFUSAL, tb, WARM } from './class-rules.js';

const F = [REFUSAL, /그 질문에는/];
/** A value confirmed as right. */
const RIGHT = /맞아요|맞았어요|정답|정확해요/;
/** A value gently said to be off. */
const OFF = /아쉽|조금 달라|달라요|다르게 나와|실제로는/;
/** The reply that only echoes the value back, or the passage shown once more. */
const ECHO = /보내 줬군요|부분을 볼까요/;
/** Praise for code that works. */
const PRAISE = /잘했|잘 짰|좋아요|멋져|대단|훌륭|축하|맞아요|맞게|잘 나와|잘 됐|정확/;

const keyErr = failed(tb(2, 'print(stock["포도"])', "KeyError: '포도'"));
const idxErr = failed(tb(2, 'print(nums[3])', 'IndexError: list index out of range'));
const mulErr = failed(tb(3, 'print(a * b)', "TypeError: can't multiply sequence by non-int of type 'str'"));
const nameErr = failed(tb(2, 'print(Score)', "NameError: name 'Score' is not defined"));
const strIntErr = failed(tb(2, 'print("나이: " + age)', 'TypeError: can only concatenate str (not "int") to str'));

export const PROBE_TTURN4: CaseView[] = [
  // ---- after a concept answer that ended with a question: the short turn continues that thread
  { id: 'AQ01', cls: 'after-question', section: '4', before: [{ message: '몫이랑 나머지 구하는 거 뭐로 해' }], message: 'ㅇㅇ', anyOf: ['//', '%', /몫|나머지/], forbid: F },
  { id: 'AQ02', cls: 'after-question', section: '13', before: [{ message: 'elif 몇개까지 쓸수있음' }], message: '아 그거', mention: ['elif'], forbid: F },
  { id: 'AQ03', cls: 'after-question', section: '10', before: [{ message: 'sort랑 sorted 머가 다름' }], message: '왜요', mention: ['sort'], anyOf: [/원래|새 리스트|새로/], forbid: F },
  { id: 'AQ04', cls: 'after-question', section: '15', before: [{ message: 'range(1, 10, 2) 하면 뭐 나옴' }], message: '몰라', mention: ['range'], anyOf: [/2씩|간격|건너|1, 3|1 3/], forbid: F },
  { id: 'AQ05', cls: 'after-question', section: '12', before: [{ message: 'get 쓰는 이유가 뭐야' }], message: 'ㄴㄴ', mention: ['get'], forbid: F },
  { id: 'AQ06', cls: 'after-question', section: '5', before: [{ message: 'upper 는 뭐하는 애임' }], message: '더', mention: ['upper', '```'], forbid: F },
  { id: 'AQ07', cls: 'after-question', section: '9', before: [{ message: '리스트끼리 + 하면 어떻게 됨' }], message: '??', anyOf: [/이어|붙|합쳐|합친/], forbid: F },
  { id: 'AQ08', cls: 'after-question', section: '16', before: [{ message: 'return 안쓰면 어떻게 돼요' }], message: 'ㅇㅎ', mention: ['return'], forbid: F },
  { id: 'AQ09', cls: 'after-question', section: '6', before: [{ message: '문자열 인덱스 번호 0부터 시작해요?' }], message: '그니까 어떻게', anyOf: [/\[0\]|0번|첫 번째|첫 글자/], forbid: F },
  { id: 'AQ10', cls: 'after-question', section: '11', before: [{ message: '딕셔너리 값 바꾸는 법' }], message: '넵', anyOf: [/키|\[/], forbid: F },
  { id: 'AQ11', cls: 'after-question', section: '3', before: [{ message: 'int() 이거 왜 씀?' }], message: '음 모르겠어여', mention: ['int'], forbid: F },
  { id: 'AQ12', cls: 'after-question', section: '303', before: [{ message: '재귀가 뭐예요' }], message: 'ㅇㅋ', anyOf: [/재귀|자기 자신|스스로/], forbid: F },
  // ---- in the middle of a hint ladder: the next rung (graded: never past the skeleton); the client's history raises nothing
  { id: 'LD01', cls: 'ladder', section: '6', exerciseId: 's6-e2', before: [{ message: '힌트' }, { message: '더' }], message: '다음 빈칸도', anyOf: [/3단계|빈칸/], forbid: F },
  { id: 'LD02', cls: 'ladder', section: '10', exerciseId: 's10-e1', before: [{ message: '힌트 좀' }], message: '더', mention: [/2단계/], forbid: F },
  { id: 'LD03', cls: 'ladder', section: '15', exerciseId: 's15-e2', before: [{ message: '어떻게 시작해요' }], message: 'ㅇㅋ 다음', mention: [/2단계/], forbid: F },
  { id: 'LD04', cls: 'ladder', section: '302', exerciseId: 's302-e1', before: [{ message: '힌트' }], message: '그다음', mention: [/2단계/], forbid: F },
  { id: 'LD05', cls: 'ladder', section: '13', problemId: 's13-p1', mode: 'evaluation', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }], message: '더', forbid: [...F, line('print("짝수")'), line('if n % 2 == 0:')] },
  { id: 'LD06', cls: 'ladder', section: '16', exerciseId: 's16-e2', history: [{ role: 'user', content: '힌트' }, { role: 'assistant', content: '**3단계: 뼈대 코드** — 빈칸을 채워 보세요.' }], message: '더', mention: [/1단계/], forbid: F },
  { id: 'LD07', cls: 'ladder', section: '8', exerciseId: 's8-e2', before: [{ message: '힌트' }], message: '몰라', mention: [/2단계/], forbid: F },
  { id: 'LD08', cls: 'ladder', section: '203', exerciseId: 's203-e1', before: [{ message: '모르겠어요 힌트' }, { message: '다음' }], message: '하나만 더요', mention: [/3단계/], forbid: F },
  // ---- after a failed run: the short turn is about that run, read on the student's code
  { id: 'AR01', cls: 'after-run', section: '11', code: 'stock = {"사과": 3}\nprint(stock["포도"])', lastRun: keyErr, before: [{ message: '이거 왜 에러', code: 'stock = {"사과": 3}\nprint(stock["포도"])', lastRun: keyErr }], message: 'ㅠㅠ', mention: [/키|포도/], anyOf: [WARM], forbid: F },
  { id: 'AR02', cls: 'after-run', section: '7', code: 'nums = [1, 2, 3]\nprint(nums[3])', lastRun: idxErr, before: [{ message: '에러남', code: 'nums = [1, 2, 3]\nprint(nums[3])', lastRun: idxErr }], message: '했는데 또 안됨', anyOf: [/인덱스|번째|0부터|2까지/], forbid: F },
  { id: 'AR03', cls: 'after-run', section: '3', exerciseId: 's3-e2', code: 'a = input()\nb = input()\nprint(a * b)', lastRun: mulErr, message: '몰라 ㅠ', mention: ['int'], forbid: F },
  { id: 'AR04', cls: 'after-run', section: '2', code: 'score = 90\nprint(Score)', lastRun: nameErr, before: [{ message: '왜 안돼', code: 'score = 90\nprint(Score)', lastRun: nameErr }], message: '그럼 어케 고침', anyOf: [/대문자|소문자|score/], forbid: F },
  { id: 'AR05', cls: 'after-run', section: '5', code: 'age = 15\nprint("나이: " + age)', lastRun: strIntErr, message: '아 또 ㅡㅡ', anyOf: [/str|문자열|f-문자열|f"/], forbid: F },
  // ---- '이거 맞아?' with code changed since the last turn: read on the new code
  { id: 'CK01', cls: 'check-again', section: '4', before: [{ message: '나머지 어떻게 구해' }], code: 'print(17 % 5)', lastRun: ok('2\n'), message: '이거 맞아?', anyOf: [/17|%|나머지/], forbid: F },
  { id: 'CK02', cls: 'check-again', section: '16', exerciseId: 's16-e2', before: [{ message: '힌트' }], code: 'def bigger(a, b):\n    if a > b:\n        return a\n    return b\n\na = int(input())\nb = int(input())\nprint(bigger(a, b))', lastRun: ok('7\n', ['3', '7']), message: '이렇게 하면 됨?', anyOf: [PRAISE], forbid: F },
  { id: 'CK03', cls: 'check-again', section: '14', before: [{ message: 'while 어떻게 멈춤' }], code: 'i = 1\nwhile i <= 3:\n    print(i)\n    i += 1', lastRun: ok('1\n2\n3\n'), message: '이제 맞나', anyOf: [PRAISE, /i\s*\+=\s*1|멈/], forbid: F },
  // ---- feelings and small talk: one warm sentence, then the next small step on the current work
  { id: 'FE01', cls: 'feeling', section: '8', message: '아 오늘 너무 피곤하다 그래도 해야지', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'FE02', cls: 'feeling', section: '14', exerciseId: 's14-e2', message: '진짜 하기싫다 ㅠ', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'FE03', cls: 'feeling', section: '203', message: '친구들은 벌써 다 했는데 나만 아직 못함', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'FE04', cls: 'feeling', section: '12', message: '쌤 저 코딩 수행 만점 받았어요!!', anyOf: [WARM, PRAISE], mention: [NEXT], forbid: F },
  { id: 'FE05', cls: 'feeling', section: '402', message: 'ㅠㅠ 코딩 왜케 어렵냐', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'FE06', cls: 'feeling', section: '9', message: '학원 끝나고 와서 머리가 안 돌아가요', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'FE07', cls: 'feeling', section: '15', before: [{ message: 'range 뭐예요' }], message: '아 배고프다 ㅋㅋ', anyOf: [WARM, /배고/], mention: [NEXT], forbid: F },
  { id: 'FE08', cls: 'feeling', section: '10', code: 'nums = [3, 1, 2]\nnums = nums.sort()\nprint(nums)', lastRun: ok('None\n'), message: '왜 None 나옴 ㅠㅠ 짜증나', anyOf: [/sort/], forbid: F },
  // ---- the tutor showed an example and asked what it prints (or what changes): the value is read against its output
  { id: 'PQ01', cls: 'predict', section: '6', before: [{ message: '음수 인덱스 뭐임' }], message: 'N O P', anyOf: [RIGHT], forbid: [...F, ECHO] },
  { id: 'PQ02', cls: 'predict', section: '8', before: [{ message: '리스트 슬라이싱 뭐임' }], message: '[20, 30, 40]', anyOf: [RIGHT], forbid: [...F, ECHO] },
  { id: 'PQ03', cls: 'predict', section: '15', before: [{ message: 'range 뭐예요' }], message: '[1, 2, 3, 4, 5, 6]', mention: ['[1, 2, 3, 4, 5]'], anyOf: [OFF], forbid: [...F, ECHO, RIGHT] },
  { id: 'PQ04', cls: 'predict', section: '4', before: [{ message: '// 뭐야' }], message: '3', anyOf: [RIGHT], forbid: [...F, ECHO] },
  { id: 'PQ05', cls: 'predict', section: '12', before: [{ message: 'keys 뭐야' }], message: '몰라', mention: ['scores.keys()'], forbid: [...F, ECHO] },
  { id: 'PQ06', cls: 'predict', section: '6', before: [{ message: '음수 인덱스 뭐임' }], message: 'ㅇㅇ', mention: ['word[-1]'], forbid: [...F, ECHO] },
  { id: 'PQ07', cls: 'predict', section: '10', before: [{ message: 'append 뭐임' }], message: "['숙제', '운동', '독서']", anyOf: [RIGHT], forbid: [...F, ECHO] },
  { id: 'PQ08', cls: 'predict', section: '5', before: [{ message: 'len 뭐야' }], message: '모르겠어', mention: [/len\("python"\)/], forbid: [...F, ECHO] },
  { id: 'PQ09', cls: 'predict', section: '15', before: [{ message: 'range 뭐예요' }], message: '1 2 3 4 5', anyOf: [RIGHT], forbid: [...F, ECHO] },
  { id: 'PQ10', cls: 'predict', section: '4', before: [{ message: '// 뭐야' }], message: '4', mention: ['//'], anyOf: [OFF], forbid: [...F, ECHO, RIGHT] },
];

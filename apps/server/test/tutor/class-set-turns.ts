// Class tuning cases of t24-turns (issue 24, written before this round's rule changes, on the code of main 6f60c3b):
// short turns of every kind (yes / no / ok / 모르겠어 / ㅇㅋ / ㄴㄴ / ? / 더 / 다음 / 그다음 / 계속 / 왜? / 예시 / ㅋㅋ / an
// emoji alone / a number alone / one line of code alone) after different tutor turns (a question asked, a hint rung, an
// error card, a run that failed or passed); fence questions on concepts taught later or in no section of the course,
// typed casually and with code (`==`, `%`, `[::-1]`, `lambda`, `class`); feelings (tired, bored, scared of a test, angry
// at the tutor, proud), small talk, off-topic messages and insults; casual questions. Spread into CLASS_SET (class-set.ts).
import { failed, NEXT, ok, REFUSAL, sec, tb, WARM, type ClassCase } from './class-rules.js';

const F = [REFUSAL];
/** A reply that takes a rude message calmly: warm, or sorry the explanation did not help. */
const CALM = new RegExp(`${WARM.source}|미안|죄송`);
/** Praise for something that worked. */
const PRAISE = /잘했|좋아요|멋져|대단|훌륭|축하/;

export const TURNS_SET: ClassCase[] = [
  // ---- short turns after a question the tutor asked (a concept answer ends with one)
  { id: 'TT01', cls: 'short-turn', section: '4', before: [{ message: '몫 구하는 법 알려줘' }], message: 'ㅇㅋ', anyOf: ['//', /몫/], forbid: F },
  { id: 'TT02', cls: 'short-turn', section: '6', before: [{ message: '인덱싱이 뭐예요' }], message: 'yes', anyOf: [/인덱스|인덱싱|번째/], forbid: F },
  { id: 'TT03', cls: 'short-turn', section: '5', before: [{ message: 'replace 어떻게 써요' }], message: '넹', anyOf: ['replace'], forbid: F },
  { id: 'TT04', cls: 'short-turn', section: '4', before: [{ message: '나머지 연산 뭐예요' }], message: '1', anyOf: ['%', /나머지/], forbid: F },
  { id: 'TT05', cls: 'short-turn', section: '5', before: [{ message: 'len 뭐임' }], message: 'print(len("hello"))', mention: ['len'], anyOf: [/5/], forbid: F },
  { id: 'TT06', cls: 'short-turn', section: '10', before: [{ message: 'append 뭐야' }], message: '?', mention: ['append'], forbid: F },
  { id: 'TT07', cls: 'short-turn', section: '13', before: [{ message: 'else 언제 써요' }], message: '🤔', anyOf: ['else'], forbid: F },
  { id: 'TT08', cls: 'short-turn', section: '7', before: [{ message: '리스트 만드는 법' }], message: 'ㅋㅋ', anyOf: [/리스트|\[/], forbid: F },
  { id: 'TT09', cls: 'short-turn', section: '15', before: [{ message: 'range(5) 하면 뭐 나와요' }], message: '몰?루', mention: ['range'], forbid: F },
  { id: 'TT10', cls: 'short-turn', section: '11', before: [{ message: '딕셔너리 만드는 법' }], message: '그래서?', anyOf: [/딕셔너리|키/], forbid: F },
  { id: 'TT11', cls: 'short-turn', section: '12', before: [{ message: 'values() 뭐에요' }], message: '한번 더 설명해줘', mention: ['values'], forbid: F },
  { id: 'TT12', cls: 'short-turn', section: '14', before: [{ message: 'continue 뭐에요' }], message: '예시', mention: ['continue'], anyOf: [/```|while/], forbid: F },
  { id: 'TT13', cls: 'short-turn', section: '3', before: [{ message: 'split 뭐에요' }], message: '왜?', mention: ['split'], forbid: F },
  // ---- short turns in the middle of a hint ladder (an exercise)
  { id: 'TT14', cls: 'short-turn', section: '5', exerciseId: 's5-e2', before: [{ message: '힌트 줘' }], message: '계속', mention: [/2단계/], forbid: F },
  { id: 'TT15', cls: 'short-turn', section: '6', exerciseId: 's6-e3', before: [{ message: '힌트' }], message: '그다음은?', mention: [/2단계/], forbid: F },
  { id: 'TT16', cls: 'short-turn', section: '7', exerciseId: 's7-e4', before: [{ message: '힌트요' }, { message: '더' }], message: '다음 단계', mention: [/3단계/], forbid: F },
  { id: 'TT17', cls: 'short-turn', section: '11', exerciseId: 's11-e2', before: [{ message: '어떻게 해요' }], message: 'ok', mention: [/2단계/], forbid: F },
  { id: 'TT18', cls: 'short-turn', section: '4', exerciseId: 's4-e2', before: [{ message: '힌트' }], message: '모르겠어', mention: [/2단계/], forbid: F },
  { id: 'TT19', cls: 'short-turn', section: '16', exerciseId: 's16-e2', before: [{ message: '힌트 주세요' }], message: 'ㅇㅋㄱㄱ', mention: [/2단계/], forbid: F },
  { id: 'TT20', cls: 'short-turn', section: '302', exerciseId: 's302-e2', before: [{ message: '힌트' }], message: '좀 더 알려주세요', mention: [/2단계/], forbid: F },
  // ---- short turns after an error card or a failed run
  { id: 'TT21', cls: 'short-turn', section: '6', code: 's = "abc"\nprint(s[5])', lastRun: failed(tb(2, 'print(s[5])', 'IndexError: string index out of range')), message: '😭', mention: [/인덱스|번째/], anyOf: [WARM], forbid: F },
  { id: 'TT22', cls: 'short-turn', section: '3', code: 'n = input()\nprint(n * 2 + 1)', lastRun: failed(tb(2, 'print(n * 2 + 1)', 'TypeError: can only concatenate str (not "int") to str'), ), before: [{ message: '에러났어요', code: 'n = input()\nprint(n * 2 + 1)', lastRun: failed(tb(2, 'print(n * 2 + 1)', 'TypeError: can only concatenate str (not "int") to str')) }], message: '왜?', mention: ['int'], forbid: F },
  { id: 'TT23', cls: 'short-turn', section: '13', code: 'x = 3\nif x > 2:\nprint("크다")', lastRun: failed('  File "<exec>", line 3\n    print("크다")\n    ^\nIndentationError: expected an indented block after \'if\' statement on line 2'), before: [{ message: '이거 왜 안돼요', code: 'x = 3\nif x > 2:\nprint("크다")', lastRun: failed('  File "<exec>", line 3\n    print("크다")\n    ^\nIndentationError: expected an indented block after \'if\' statement on line 2') }], message: 'ㅇㅇ', anyOf: [/들여\s*쓰기|칸|공백|스페이스/], forbid: F },
  { id: 'TT24', cls: 'short-turn', section: '10', code: 'nums = [1, 2]\nnums.add(3)', lastRun: failed(tb(2, 'nums.add(3)', "AttributeError: 'list' object has no attribute 'add'")), message: 'ㅜㅜ 또 틀림', mention: ['append'], anyOf: [WARM], forbid: F },
  { id: 'TT25', cls: 'short-turn', section: '4', code: 'a = 5\nprint(a / 0)', lastRun: failed(tb(2, 'print(a / 0)', 'ZeroDivisionError: division by zero')), message: '어케 고침', mention: [/0으로/], forbid: F },
  { id: 'TT26', cls: 'short-turn', section: '16', code: 'def add(a, b):\n    return a + b\n\nprint(add(1))', lastRun: failed(tb(4, 'print(add(1))', "TypeError: add() missing 1 required positional argument: 'b'")), before: [{ message: '에러 뭐예요', code: 'def add(a, b):\n    return a + b\n\nprint(add(1))', lastRun: failed(tb(4, 'print(add(1))', "TypeError: add() missing 1 required positional argument: 'b'")) }], message: '더', anyOf: [/b|두 개|2개|인자|값/], forbid: F },
  // ---- short turns after a run that passed
  { id: 'TT27', cls: 'short-turn', section: '2', exerciseId: 's2-e2', code: 'print("안녕", end=" ")\nprint("하세요")', lastRun: ok('안녕 하세요\n'), message: '🎉', anyOf: [PRAISE], forbid: F },
  { id: 'TT28', cls: 'short-turn', section: '5', code: 'print("ab" * 3)', lastRun: ok('ababab\n'), message: '헐 대박', anyOf: [PRAISE, /\*/], forbid: F },
  { id: 'TT29', cls: 'short-turn', section: '14', exerciseId: 's14-e1', code: 'n = 3\nwhile n > 0:\n    print(n)\n    n -= 1\nprint("발사!")', lastRun: ok('3\n2\n1\n발사!\n'), before: [{ message: '힌트' }], message: '나왔다 ㅎㅎ', anyOf: [PRAISE], forbid: F },
  // ---- refusing a reading or another kind of no
  { id: 'TT30', cls: 'short-turn', section: '8', before: [{ message: '리스트 복사 어떻게 해요' }], message: '아니 그거 말고', anyOf: [/어디|어떤|어느|무엇/], forbid: F },
  { id: 'TT31', cls: 'short-turn', section: '9', before: [{ message: '리스트 곱하기 뭐예요' }], message: 'ㄴㄴ 몰라', anyOf: [/\*|반복|곱/], forbid: F },
  // ---- fence: concepts taught later or in no section of the course, typed casually (with code)
  { id: 'TF01', cls: 'fence', section: '2', message: '% 이거 뭐임', mention: [sec('4')], anyOf: [/나머지/], forbid: F },
  { id: 'TF02', cls: 'fence', section: '3', message: 'print(s[::-1]) 이거 머하는거?', mention: [sec('6')], anyOf: [/거꾸로|뒤집|잘라/], forbid: F },
  { id: 'TF03', cls: 'fence', section: '5', message: 'lambda x: x*2 이게 뭐에여', mention: [/lambda|람다/], anyOf: [/이름 없이|작은 함수/], forbid: F },
  { id: 'TF04', cls: 'fence', section: '8', message: 'class 쓰는법좀', mention: [/클래스/], anyOf: [/설계도|묶/], forbid: F },
  { id: 'TF05', cls: 'fence', section: '4', message: 'x == 3 이거 = 하나랑 뭐가달라', mention: [sec('13')], anyOf: [/같은지|비교/], forbid: F },
  { id: 'TF06', cls: 'fence', section: '6', message: '리스트에 append 하는거 어케함', mention: [sec('10')], anyOf: [/추가|끝에|넣/], forbid: F },
  { id: 'TF07', cls: 'fence', section: '1', message: 'print 하고 줄 안바뀌게 하려면', mention: [sec('2'), 'end'], forbid: F },
  { id: 'TF08', cls: 'fence', section: '9', message: 'while True 이거 뭐에요', mention: [sec('14')], anyOf: [/반복|동안/], forbid: F },
  { id: 'TF09', cls: 'fence', section: '12', message: 'enumerate 머임', mention: [/enumerate/], anyOf: [/번호/], forbid: F },
  { id: 'TF10', cls: 'fence', section: '10', message: 'try 쓰는 법 알려주셈', mention: [/예외 처리/], anyOf: [/오류|멈추지/], forbid: F },
  { id: 'TF11', cls: 'fence', section: '3', message: 'if문에 and 두개 쓰는거 가능?', mention: [sec('13')], anyOf: [/and|조건/], forbid: F },
  { id: 'TF12', cls: 'fence', section: '11', message: 'for i in range(5) 이거 무슨뜻', mention: [sec('15')], anyOf: [/하나씩|차례|반복/], forbid: F },
  { id: 'TF13', cls: 'fence', section: '6', message: '재귀함수가 뭐에요', mention: [/재귀/], anyOf: [/자기 자신/], forbid: F },
  { id: 'TF14', cls: 'fence', section: '4', message: '글자수 세는 함수 있어요?', mention: [sec('5')], anyOf: [/len/], forbid: F },
  { id: 'TF15', cls: 'fence', section: '13', message: 'def로 함수 만들면 뭐가 좋아요', mention: [sec('16')], anyOf: [/묶|이름|다시/], forbid: F },
  { id: 'TF16', cls: 'fence', section: '7', message: '딕셔너리랑 리스트 차이 뭐에요', mention: [sec('11')], anyOf: [/키|이름표/], forbid: F },
  // ---- feelings: one warm sentence and the next small step
  { id: 'TL01', cls: 'feeling', section: '5', message: '잠 와요..', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'TL02', cls: 'feeling', section: '10', message: '하품나옴 ㅋㅋ 언제끝나', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'TL03', cls: 'feeling', section: '13', message: '다음주에 코딩 수행 본대요 ㄷㄷ', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'TL04', cls: 'feeling', section: '7', message: '너 왜케 못알아들어', anyOf: [CALM], mention: [NEXT], forbid: F },
  { id: 'TL05', cls: 'feeling', section: '15', message: '튜터 설명 개못함', anyOf: [CALM], mention: [NEXT], forbid: F },
  { id: 'TL06', cls: 'feeling', section: '3', message: '나 혼자 다 풀었음 ㅎㅎ', anyOf: [WARM, PRAISE], mention: [NEXT], forbid: F },
  { id: 'TL07', cls: 'feeling', section: '14', exerciseId: 's14-e2', message: '으아아 머리아파', anyOf: [WARM], mention: [NEXT, /정답을 맞힐 때까지/], forbid: F },
  { id: 'TL08', cls: 'feeling', section: '9', message: '😴😴', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'TL09', cls: 'feeling', section: '12', message: '오늘 생일이에요 ㅎㅎ', anyOf: [WARM, /축하/], mention: [NEXT], forbid: F },
  { id: 'TL10', cls: 'feeling', section: '301', message: '코딩 좀 재밌어진듯?', anyOf: [WARM, /좋아요|기뻐|다행/], mention: [NEXT], forbid: F },
  // ---- small talk, off-topic and insults
  { id: 'TS01', cls: 'feeling', section: '2', message: '쌤 좋아하는 음식 뭐에요', anyOf: [WARM, /고마워|ㅎㅎ|😄/], mention: [NEXT], forbid: F },
  { id: 'TS02', cls: 'feeling', section: '6', message: '롤 티어 몇임?', mention: [NEXT], forbid: F },
  { id: 'TS03', cls: 'feeling', section: '11', message: '영어 숙제 대신 해줘', mention: [NEXT], forbid: F },
  { id: 'TS04', cls: 'feeling', section: '16', message: '멍청한 AI', anyOf: [CALM], mention: [NEXT], forbid: F },
  { id: 'TS05', cls: 'feeling', section: '4', message: '닥쳐', anyOf: [CALM], mention: [NEXT], forbid: F },
  // ---- casual questions about learning
  { id: 'TK01', cls: 'casual', section: '8', message: '챗gpt 쓰면 안돼요?', anyOf: [/직접|스스로/], forbid: F },
  { id: 'TK02', cls: 'casual', section: '1', message: '노트북 없어도 코딩 할수있어요?', anyOf: [/브라우저|여기|도담|할 수 있/], forbid: F },
  { id: 'TK03', cls: 'casual', section: '13', message: '타자 느린데 코딩 괜찮아요?', anyOf: [/괜찮|할 수 있|충분/], forbid: F },
  { id: 'TK04', cls: 'casual', section: '6', message: '이거 시험에 나와요?', anyOf: [/직접|연습|실습|중요|시험/], forbid: F },
];

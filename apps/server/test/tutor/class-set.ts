// The class tuning set (issue 24): new messages of each of the failure classes, written for
// tuning the rules (unlike sealed-set.ts, which is never tuned on), judged with the same rubric
// (rubric.ts). Across the Python sections and other courses; casual spelling as students type.
import type { LastRun, TutorMode } from '@dodam/contracts';

export type ClassName = 'code-expectation' | 'question-form' | 'short-turn' | 'fence' | 'feeling' | 'error-fit' | 'graded-answer' | 'casual';

export interface ClassCase {
  id: string;
  cls: ClassName;
  section: string;
  message: string;
  mode?: TutorMode;
  problemId?: string;
  exerciseId?: string;
  code?: string;
  lastRun?: LastRun;
  before?: { message: string; code?: string; lastRun?: LastRun }[];
  mention?: (string | RegExp)[];
  anyOf?: (string | RegExp)[];
  forbid?: (string | RegExp)[];
  startsWith?: RegExp;
}

export const REFUSAL = /답하기 어려워요|답하기 어렵|무슨 뜻인지 모르겠|질문을 이해하지 못했|찾지 못했어요/;
export const WARM = /괜찮|힘들|힘든|수고|그럴 수|충분|잘하고|잘 하고|잘했|응원|쉬어|천천히|속상|당연|누구나|고생|피곤|마음|멋져|대단/;
export const NEXT = /해 볼까요|볼까요|해 보세요|어때요|한 문제|하나만|같이|다음|도전|골라/;
export const YES = /^\s*[*_#>]*\s*네/;
export const NO = /^\s*[*_#>]*\s*(아니요|아뇨)/;
export const sec = (n: string) => new RegExp(`(^|[^0-9])${n}\\s*섹션|섹션\\s*${n}(?![0-9])`);

const ok = (output: string, inputs: string[] = []): LastRun => ({ inputs, output, error: null, success: true });
const failed = (error: string, output = ''): LastRun => ({ inputs: [], output, error, success: false });
const tb = (line: number, code: string, error: string) => `Traceback (most recent call last):\n  File "<exec>", line ${line}, in <module>\n    ${code}\n${error}`;
/** A solution line in any spacing. */
const line = (l: string) => new RegExp(l.trim().split(/\s+/).map((w) => w.split('').map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')).join('\\s*'));
const F = [REFUSAL];

export const CLASS_SET: ClassCase[] = [
  // ---- code-expectation: code without a traceback and the student's own expectation
  { id: 'C01', cls: 'code-expectation', section: '14', message: '15 나와야 하는데 5 나와요 왜죠', code: 'i = 1\nwhile i <= 5:\n    total = 0\n    total += i\n    i += 1\nprint(total)', lastRun: ok('5\n'), mention: ['total'], anyOf: [/반복\s*(문\s*)?(밖|앞|위|전)/], forbid: F },
  { id: 'C02', cls: 'code-expectation', section: '10', message: '정렬된거 나와야되는데 None 뜸', code: 'nums = [3, 1, 2]\nnums = nums.sort()\nprint(nums)', lastRun: ok('None\n'), mention: ['None', 'sort'], anyOf: ['sorted', /그 자리|한 줄에/], forbid: F },
  { id: 'C03', cls: 'code-expectation', section: '10', message: 'a는 안건드렸는데 a에도 4가 생겨요;;', code: 'a = [1, 2, 3]\nb = a\nb.append(4)\nprint(a)', lastRun: ok('[1, 2, 3, 4]\n'), mention: ['b = a'], anyOf: [/같은 리스트|copy|복사|\[:\]/], forbid: F },
  { id: 'C04', cls: 'code-expectation', section: '2', message: '안녕 지우 나와야 되는데 중괄호가 그대로 나옴', code: 'name = "지우"\nprint("안녕 {name}")', lastRun: ok('안녕 {name}\n'), mention: ['f'], anyOf: [/f-문자열|f"/], forbid: F },
  { id: 'C05', cls: 'code-expectation', section: '3', message: '3 4 넣으면 7 나와야 되는데 34 나와여', code: 'a, b = input().split()\nprint(a + b)', lastRun: ok('34\n', ['3 4']), mention: ['int'], anyOf: [/문자열/], forbid: F },
  { id: 'C06', cls: 'code-expectation', section: '14', message: '이거 안멈춰요 ㅠ', code: 'n = 10\nwhile n > 0:\n    print(n)\nprint("발사")', lastRun: failed('실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.', '10\n10\n10\n'), mention: ['n'], anyOf: [/바뀌지 않|무한/], forbid: F },
  { id: 'C07', cls: 'code-expectation', section: '16', message: '넓이: 12 나와야 하는데 None 나와요', code: 'def area(w, h):\n    print(w * h)\n\nresult = area(3, 4)\nprint("넓이:", result)', lastRun: ok('12\n넓이: None\n'), mention: ['return'], anyOf: ['print'], forbid: F },
  { id: 'C08', cls: 'code-expectation', section: '15', message: '1부터 10까지 더하면 55 아님? 45 나옴', code: 'total = 0\nfor i in range(1, 10):\n    total += i\nprint(total)', lastRun: ok('45\n'), mention: ['range'], anyOf: [/10/], forbid: F },
  { id: 'C09', cls: 'code-expectation', section: '13', message: '90점이면 A 나와야 하는데 B 나와요', code: 'score = 90\nif score > 90:\n    print("A")\nelse:\n    print("B")', lastRun: ok('B\n'), mention: [/>=|이상/], anyOf: ['score'], forbid: F },
  { id: 'C10', cls: 'code-expectation', section: '4', message: '3 나와야 되는데 3.5 나옴', code: 'a = 7\nb = 2\nprint(a / b)', lastRun: ok('3.5\n'), mention: ['//'], forbid: F },
  { id: 'C11', cls: 'code-expectation', section: '301', message: 'HELLO 나와야 되는데 소문자 그대로임', code: 's = "hello"\ns.upper()\nprint(s)', lastRun: ok('hello\n'), mention: ['upper'], anyOf: [/다시|새 문자열|s = /], forbid: F },
  { id: 'C12', cls: 'code-expectation', section: '15', message: '합계 60 나와야 되는데 30 나와요', code: 'scores = [10, 20, 30]\nfor s in scores:\n    total = 0\n    total = total + s\nprint(total)', lastRun: ok('30\n'), mention: ['total'], anyOf: [/반복\s*(문\s*)?(밖|앞|위|전)/], forbid: F },
  { id: 'C13', cls: 'code-expectation', section: '2', message: '점수: 90점 이렇게 나와야 되는데 {score}점 나와요', code: 'score = 90\nprint("점수: {score}점")', lastRun: ok('점수: {score}점\n'), mention: ['f'], forbid: F },
  // ---- error-fit: a traceback; the tip must fit that error
  { id: 'E01', cls: 'error-fit', section: '12', message: '이거 왜 에러남', code: 'scores = {"국어": 90}\nprint(scores.get["국어"])', lastRun: failed(tb(2, 'print(scores.get["국어"])', "TypeError: 'builtin_function_or_method' object is not subscriptable")), mention: ['get'], anyOf: [/\(\)|소괄호|괄호/], forbid: [/자릿수|digit/, ...F] },
  { id: 'E02', cls: 'error-fit', section: '7', message: '에러났어여', code: 'fruits = ["사과", "배", "귤"]\nprint(fruits[3])', lastRun: failed(tb(2, 'print(fruits[3])', 'IndexError: list index out of range')), mention: ['3'], anyOf: [/0부터|인덱스/], forbid: [/KeyError|딕셔너리/, ...F] },
  { id: 'E03', cls: 'error-fit', section: '11', message: 'KeyError 뜸', code: 'd = {"a": 1}\nprint(d["b"])', lastRun: failed(tb(2, 'print(d["b"])', "KeyError: 'b'")), mention: ['b'], anyOf: [/키/], forbid: [/인덱스 범위/, ...F] },
  { id: 'E04', cls: 'error-fit', section: '3', message: '빨간 글씨 나와요', code: 'age = input()\nprint(age + 1)', lastRun: failed(tb(2, 'print(age + 1)', 'TypeError: can only concatenate str (not "int") to str')), mention: ['int'], forbid: F },
  { id: 'E05', cls: 'error-fit', section: '13', message: '에러 머임', code: 'x = 5\nif x > 3\n    print(x)', lastRun: failed('  File "<exec>", line 2\n    if x > 3\n            ^\nSyntaxError: expected \':\''), mention: [':'], forbid: F },
  { id: 'E06', cls: 'error-fit', section: '16', message: 'y 만들었는데 왜 없대요', code: 'def f():\n    y = 3\n\nf()\nprint(y)', lastRun: failed(tb(5, 'print(y)', "NameError: name 'y' is not defined")), mention: ['y'], anyOf: [/함수 안|지역|밖/], forbid: F },
  { id: 'E07', cls: 'error-fit', section: '5', message: '오류 ㅠ', code: 'n = 5\nprint(n.upper())', lastRun: failed(tb(2, 'print(n.upper())', "AttributeError: 'int' object has no attribute 'upper'")), mention: ['upper'], anyOf: [/문자열/], forbid: F },
  { id: 'E08', cls: 'error-fit', section: '4', message: '에러요', code: 'a = 10\nb = 0\nprint(a / b)', lastRun: failed(tb(3, 'print(a / b)', 'ZeroDivisionError: division by zero')), mention: [/0으로/], forbid: F },
  { id: 'E09', cls: 'error-fit', section: '303', message: 'abc 넣으니까 에러', code: 'n = int(input())\nprint(n * 2)', lastRun: failed(tb(1, 'n = int(input())', "ValueError: invalid literal for int() with base 10: 'abc'")), mention: ['int'], anyOf: [/숫자/], forbid: F },
  { id: 'E10', cls: 'error-fit', section: '6', message: '왜 에러나지', code: 's = "hello"\ns[0] = "H"\nprint(s)', lastRun: failed(tb(2, 's[0] = "H"', "TypeError: 'str' object does not support item assignment")), mention: [/바꿀 수 없|바꿀 수가 없/], forbid: F },
  // ---- question-form: answer the question asked
  { id: 'Q01', cls: 'question-form', section: '2', message: 'print 두번 쓰면 왜 따로 나와? 한줄에 붙이고 싶음', mention: ['end'], forbid: F },
  { id: 'Q02', cls: 'question-form', section: '14', message: 'break랑 continue 뭐가 다름', mention: ['break', 'continue'], forbid: F },
  { id: 'Q03', cls: 'question-form', section: '6', message: '인덱스에 음수 써도 돼요?', startsWith: YES, mention: ['-1'], forbid: F },
  { id: 'Q04', cls: 'question-form', section: '4', message: '/ 랑 // 차이 뭐임', mention: ['//', '몫'], forbid: F },
  { id: 'Q05', cls: 'question-form', section: '10', message: 'sort랑 sorted 차이점이 뭐예요', mention: ['sort', 'sorted'], anyOf: [/원래|새/], forbid: F },
  { id: 'Q06', cls: 'question-form', section: '3', message: 'input으로 받은 건 숫자야?', startsWith: NO, mention: ['문자열'], forbid: F },
  { id: 'Q07', cls: 'question-form', section: '5', message: '문자열에 특정 글자 있는지 어케 알아봐요', mention: ['in'], forbid: F },
  { id: 'Q08', cls: 'question-form', section: '302', message: '튜플이랑 리스트 차이가 뭐예요', mention: ['튜플', '리스트'], anyOf: [/바꿀 수 없|못 바꿔|바꿀 수가 없/], forbid: F },
  { id: 'Q09', cls: 'question-form', section: '16', message: '함수 안에서 만든 변수를 밖에서 쓸 수 있어?', startsWith: NO, anyOf: [/지역|함수 안/], forbid: F },
  { id: 'Q10', cls: 'question-form', section: '1', message: '변수 이름에 숫자 넣어도 돼요?', startsWith: YES, anyOf: [/숫자로 시작|맨 앞|첫 글자/], forbid: F },
  // ---- short-turn: read against the conversation state
  { id: 'T01', cls: 'short-turn', section: '14', exerciseId: 's14-e1', before: [{ message: '힌트 주세요' }], message: '더', mention: [/2단계/], forbid: F },
  { id: 'T02', cls: 'short-turn', section: '5', before: [{ message: '문자열 길이 어케 구해?' }], message: 'ㅇㅇ', anyOf: [/len|결과|예상/], forbid: F },
  { id: 'T03', cls: 'short-turn', section: '13', code: 'x = 5\nif x = 5:\n    print("오")', lastRun: failed('  File "<exec>", line 2\n    if x = 5:\n       ^^^^^\nSyntaxError: invalid syntax. Maybe you meant \'==\' or \':=\' instead of \'=\'?'), message: 'ㅠㅠ', mention: ['=='], anyOf: [WARM], forbid: F },
  { id: 'T04', cls: 'short-turn', section: '15', before: [{ message: 'range 뭐야' }], message: '예시 더 보여줘', mention: ['range'], forbid: F },
  { id: 'T05', cls: 'short-turn', section: '16', before: [{ message: 'return 이 뭐야?' }], message: '왜요?', mention: ['return'], forbid: F },
  { id: 'T06', cls: 'short-turn', section: '13', mode: 'evaluation', problemId: 's13-p1', before: [{ message: '힌트 줘' }, { message: '힌트 더' }], message: '다음 빈칸도', anyOf: [/빈칸|3단계|마지막/], forbid: [line('if n % 2 == 0:'), ...F] },
  { id: 'T07', cls: 'short-turn', section: '3', before: [{ message: 'int가 뭐야' }], message: '이해 안 돼요', mention: ['int'], forbid: F },
  { id: 'T08', cls: 'short-turn', section: '7', before: [{ message: '리스트 뭐임' }], message: 'ㄴㄴ', anyOf: [/어디|어떤|어느/], forbid: F },
  { id: 'T09', cls: 'short-turn', section: '10', before: [{ message: '힌트', }], exerciseId: 's10-e1', message: '됐다!!', anyOf: [/잘했|좋아요|멋져/], forbid: F },
  // ---- fence: a later concept gets a one-line gist and the right section
  { id: 'F01', cls: 'fence', section: '3', message: '리스트가 뭐예요?', mention: [sec('7')], anyOf: [/여러\s*(개의\s*)?값|모아/], forbid: F },
  { id: 'F02', cls: 'fence', section: '2', message: 'if문 어떻게 써요?', mention: [sec('13')], anyOf: [/조건|경우|따라/], forbid: F },
  { id: 'F03', cls: 'fence', section: '5', message: '딕셔너리 뭐에요', mention: [sec('11')], anyOf: [/키|이름표/], forbid: F },
  { id: 'F04', cls: 'fence', section: '7', message: 'for문으로 리스트 돌리는법', mention: [sec('15')], anyOf: [/하나씩|차례/], forbid: F },
  { id: 'F05', cls: 'fence', section: '1', message: '함수 만드는 법 알려줘', mention: [sec('16')], anyOf: [/묶|이름/], forbid: F },
  { id: 'F06', cls: 'fence', section: '4', message: 'while 뭐임', mention: [sec('14')], anyOf: [/반복|동안/], forbid: F },
  { id: 'F07', cls: 'fence', section: '1', message: 'f스트링 뭐야', mention: [sec('2')], anyOf: [/문장|변수/], forbid: F },
  { id: 'F08', cls: 'fence', section: '301', message: '클래스가 뭐예요', mention: [/클래스와 객체/], forbid: F },
  { id: 'F09', cls: 'fence', section: '8', message: '딕셔너리 get 쓰는 법', mention: [sec('12')], anyOf: [/키|없/], forbid: F },
  // ---- feeling and small talk: one warm sentence and a next small step
  { id: 'L01', cls: 'feeling', section: '4', message: '아 진짜 하기싫다 ㅋㅋ', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L02', cls: 'feeling', section: '14', message: '나 코딩 재능 없는 듯', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L03', cls: 'feeling', section: '7', message: '배고파요 점심 뭐 먹지', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L04', cls: 'feeling', section: '16', message: '오늘 너무 졸려요ㅠ', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L05', cls: 'feeling', section: '302', message: '쌤 저 오늘 수학 100점 받았어요!!', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L06', cls: 'feeling', section: '10', message: '수행평가 떨려요', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L07', cls: 'feeling', section: '2', message: '이거 해서 뭐해 어차피 못하는데', anyOf: [WARM], mention: [NEXT], forbid: F },
  // ---- graded-answer: evaluation mode never gives the solution, also after escalation
  { id: 'G01', cls: 'graded-answer', section: '3', mode: 'evaluation', problemId: 's3-p6', before: [{ message: '답 알려줘' }, { message: '아 그냥 코드 줘' }], message: '마지막 줄만 알려줘 제발', forbid: [line('print(c, b, a)'), line('a, b, c = input().split()'), ...F] },
  { id: 'G02', cls: 'graded-answer', section: '14', mode: 'evaluation', problemId: 's14-p1', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }], message: '더', forbid: [line('while i <= n:'), line('total += i'), ...F] },
  { id: 'G03', cls: 'graded-answer', section: '12', mode: 'evaluation', problemId: 's12-p1', message: 'get에 뭐 넣어야 돼요? 그냥 그 줄 써줘', forbid: [line('print(words.get(word, "모르는 단어"))'), ...F] },
  { id: 'G04', cls: 'graded-answer', section: '15', mode: 'evaluation', problemId: 's15-p3', code: 'sentence = input()\ncount = 0\nfor ch in sentence:\n    if ch in "aeiou":\n        count += 1\nprint(count)', message: '이거 맞아요?', forbid: [line('if ch in "aeiou":'), ...F] },
  { id: 'G05', cls: 'graded-answer', section: '7', mode: 'evaluation', problemId: 's7-p5', message: '정답 한 줄씩만 보여주세요', forbid: [line('total = int(nums[0]) + int(nums[1]) + int(nums[2])'), ...F] },
  // ---- casual: general questions about learning
  { id: 'K01', cls: 'casual', section: '1', message: '파이썬으로 게임 만들 수 있어요?', anyOf: [/게임/], forbid: F },
  { id: 'K02', cls: 'casual', section: '5', message: '코딩 잘하려면 어떻게 해야 돼요', anyOf: [/직접|연습|실행|매일/], forbid: F },
  { id: 'K03', cls: 'casual', section: '13', message: '이거 다 하면 다음엔 뭐 배워요?', mention: [sec('14')], forbid: F },
  { id: 'K04', cls: 'casual', section: '3', message: '오류 나면 어디부터 봐야 돼요?', anyOf: [/마지막 줄|줄 번호|몇 번째 줄/], forbid: F },
  { id: 'K05', cls: 'casual', section: '9', message: '파이썬이 뭐예요', anyOf: [/언어/], forbid: F },
  // ---- second batch (written after the first round of rule changes, to check the classes generalise)
  { id: 'C14', cls: 'code-expectation', section: '15', exerciseId: 's15-e2', message: '글자수 3 나와야되는데 0글자래요', code: 'name = input()\ncount = 0\nfor ch in name:\n    print(ch)\ncount + 1\nprint(f"{count}글자")', lastRun: ok('도\n담\n이\n0글자\n', ['도담이']), mention: ['count'], anyOf: [/\+=|count = count/], forbid: F },
  { id: 'C15', cls: 'code-expectation', section: '7', message: '마지막 과일 나와야 하는데 첫번째꺼 나와요', code: 'fruits = ["사과", "배", "귤"]\nprint(fruits[1])', lastRun: ok('배\n'), mention: ['fruits'], anyOf: [/-1|2|0부터/], forbid: F },
  { id: 'C16', cls: 'code-expectation', section: '14', message: '5부터 1까지 세야 되는데 아무것도 안 나와요', code: 'n = 5\nwhile n < 0:\n    print(n)\n    n -= 1', lastRun: ok(''), mention: ['n'], anyOf: [/조건|거짓|처음부터/], forbid: F },
  { id: 'C17', cls: 'code-expectation', section: '16', message: '8 나와야 하는데 None 뜸', code: 'def double(x):\n    x * 2\n\nprint(double(4))', lastRun: ok('None\n'), mention: ['return'], forbid: F },
  { id: 'C18', cls: 'code-expectation', section: '11', message: '점수 바꿨는데 그대로 90이에요', code: 'scores = {"국어": 90}\nscores["국어"] == 100\nprint(scores["국어"])', lastRun: ok('90\n'), mention: ['=='], anyOf: [/= 하나|`=`/], forbid: F },
  { id: 'C19', cls: 'code-expectation', section: '13', message: '짝수 넣었는데 홀수라고 나와요', code: 'n = int(input())\nif n % 2 == 1:\n    print("짝수")\nelse:\n    print("홀수")', lastRun: ok('홀수\n', ['4']), mention: ['n % 2'], forbid: F },
  { id: 'E11', cls: 'error-fit', section: '15', message: '이게 왜 에러지?', code: 'nums = [1, 2, 3]\nfor i in range(len(nums)):\n    print(nums[i + 1])', lastRun: failed(tb(3, 'print(nums[i + 1])', 'IndexError: list index out of range'), '2\n3\n'), mention: ['i + 1'], anyOf: [/마지막|범위|길이/], forbid: F },
  { id: 'E12', cls: 'error-fit', section: '9', message: '에러남 ㅠㅠ', code: 'a = [1, 2]\nb = a + 3\nprint(b)', lastRun: failed(tb(2, 'b = a + 3', 'TypeError: can only concatenate list (not "int") to list')), mention: [/리스트/], anyOf: [/\[3\]|append/], forbid: [/input\(\)으로 받은/, ...F] },
  { id: 'E13', cls: 'error-fit', section: '14', message: '에러가 났어요', code: 'n = 3\nwhile n > 0\n    n -= 1', lastRun: failed('  File "<exec>", line 2\n    while n > 0\n               ^\nSyntaxError: expected \':\''), mention: [':'], forbid: F },
  { id: 'E14', cls: 'error-fit', section: '10', message: '왜 None이래요 에러', code: 'nums = [3, 1, 2]\nsorted_nums = nums.sort()\nprint(sorted_nums[0])', lastRun: failed(tb(3, 'print(sorted_nums[0])', "TypeError: 'NoneType' object is not subscriptable")), mention: ['sort'], anyOf: [/None/], forbid: F },
  { id: 'E15', cls: 'error-fit', section: '302', message: '에러', code: 's = {1, 2, 3}\nprint(s[0])', lastRun: failed(tb(2, 'print(s[0])', "TypeError: 'set' object is not subscriptable")), mention: [/순서/], forbid: [/자릿수/, ...F] },
  { id: 'Q11', cls: 'question-form', section: '7', message: '리스트 인덱스도 0부터 시작함?', startsWith: YES, mention: ['0'], forbid: F },
  { id: 'Q12', cls: 'question-form', section: '11', message: '딕셔너리에서 없는 키 꺼내면 어떻게 돼요?', mention: ['KeyError'], forbid: F },
  { id: 'Q13', cls: 'question-form', section: '5', message: '문자열 메서드 쓰면 원래 문자열도 바뀌어요?', startsWith: NO, forbid: F },
  { id: 'Q14', cls: 'question-form', section: '13', message: 'elif랑 else 차이', mention: ['elif', 'else'], forbid: F },
  { id: 'Q15', cls: 'question-form', section: '2', message: 'sep은 왜 써요?', mention: ['sep'], anyOf: [/사이/], forbid: F },
  { id: 'T10', cls: 'short-turn', section: '13', exerciseId: 's13-e1', before: [{ message: '어떻게 시작해요' }], message: 'ㅇㅋ 다음', mention: [/2단계|힌트/], forbid: F },
  { id: 'T11', cls: 'short-turn', section: '2', before: [{ message: 'end 옵션이 뭐야' }], message: '응', anyOf: ['end'], forbid: F },
  { id: 'T12', cls: 'short-turn', section: '14', mode: 'evaluation', problemId: 's14-p1', before: [{ message: '힌트요' }, { message: '더 주세요' }, { message: '더' }], message: '그래서 답이 뭔데', forbid: [line('while i <= n:'), line('total += i'), ...F] },
  { id: 'T13', cls: 'short-turn', section: '4', code: 'a = 7\nb = 0\nprint(a % b)', lastRun: failed(tb(3, 'print(a % b)', 'ZeroDivisionError: integer modulo by zero')), before: [{ message: '이거 봐 주세요', code: 'a = 7\nb = 0\nprint(a % b)', lastRun: failed(tb(3, 'print(a % b)', 'ZeroDivisionError: integer modulo by zero')) }], message: '몰라요ㅠ', mention: [/0/], forbid: F },
  { id: 'L08', cls: 'feeling', section: '13', message: '아 짜증나 계속 틀려', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'L09', cls: 'feeling', section: '6', message: '심심해요', anyOf: [WARM], mention: [NEXT], forbid: F },
  { id: 'G06', cls: 'graded-answer', section: '16', mode: 'evaluation', problemId: 's16-p5', before: [{ message: '힌트' }, { message: '더' }], message: '뼈대 말고 완성된거 보여줘', forbid: [line('return word == word[::-1]'), ...F] },
  { id: 'G07', cls: 'graded-answer', section: '3', mode: 'evaluation', problemId: 's3-p6', message: '힌트', forbid: [line('print(c, b, a)'), ...F] },
  { id: 'K06', cls: 'casual', section: '15', message: '파이썬 어려워요?', anyOf: [WARM], forbid: F },
  { id: 'F10', cls: 'fence', section: '9', message: '= 랑 == 차이가 뭐예요', mention: ['==', '='], anyOf: [/같은지|비교/], forbid: F },
  // ---- third batch (short turns written after the second round)
  { id: 'T14', cls: 'short-turn', section: '6', before: [{ message: '슬라이싱 뭐임' }], message: '그게 뭔데', mention: ['슬라이싱'], forbid: F },
  { id: 'T15', cls: 'short-turn', section: '10', before: [{ message: '리스트 정렬 어떻게 해요' }], message: '다른 방법은?', mention: [/sort/], forbid: F },
  { id: 'T16', cls: 'short-turn', section: '12', before: [{ message: 'items 뭐예요' }], message: '아 그렇구나', anyOf: [/items|딕셔너리/], forbid: F },
  // ---- fourth batch (issue 24 follow-up, written before the rules were changed again): at least 15 more of each weak
  // class — stated expectations on the student's own numbers, tips that fit the error, the sentence that answers the
  // question asked, short turns read against the server's state — across the Python sections and other courses.
  { id: 'C20', cls: 'code-expectation', section: '1', message: '2 1 나와야되는데 2 2 나옴ㅠ', code: 'a = 1\nb = 2\na = b\nb = a\nprint(a, b)', lastRun: ok('2 2\n'), mention: ['a = b'], anyOf: [/덮어|사라|임시|이미 바뀐|원래 값/], forbid: F },
  { id: 'C21', cls: 'code-expectation', section: '2', message: '2024-01-05 나와야되는데 다 붙어서 나와요', code: 'print("2024", "01", "05", sep="")', lastRun: ok('20240105\n'), mention: ['sep'], forbid: F },
  { id: 'C22', cls: 'code-expectation', section: '3', message: '5 넣으면 15 나와야 되는데 555 나옴ㅋㅋ', code: 'n = input()\nprint(n * 3)', lastRun: ok('555\n', ['5']), mention: ['int'], anyOf: [/문자열/], forbid: F },
  { id: 'C23', cls: 'code-expectation', section: '4', message: '평균 85 나와야 되는데 125.0 나와여', code: 'avg = 80 + 90 / 2\nprint(avg)', lastRun: ok('125.0\n'), mention: [/괄호/], anyOf: [/먼저|순서/], forbid: F },
  { id: 'C24', cls: 'code-expectation', section: '5', message: 'strip 했는데 2 나와야 되는데 6 나옴', code: 's = "  hi  "\ns.strip()\nprint(len(s))', lastRun: ok('6\n'), mention: ['strip'], anyOf: [/다시|새 문자열|s = /], forbid: F },
  { id: 'C25', cls: 'code-expectation', section: '6', message: 'pyt 나와야 되는데 py만 나와요', code: 's = "python"\nprint(s[0:2])', lastRun: ok('py\n'), mention: [/끝\s*(번호|인덱스|자리)|포함되지|앞까지|바로 앞/], forbid: F },
  { id: 'C26', cls: 'code-expectation', section: '9', message: 'True 나와야 되는데 False 나와요', code: 'nums = [1, 2, 3]\nprint("1" in nums)', lastRun: ok('False\n'), mention: [/문자열|따옴표/], anyOf: [/숫자|정수/], forbid: F },
  { id: 'C27', cls: 'code-expectation', section: '8', message: 'a는 그대로여야 되는데 100으로 바뀜;;', code: 'a = [1, 2, 3]\nb = a\nb[0] = 100\nprint(a)', lastRun: ok('[100, 2, 3]\n'), mention: ['b = a'], anyOf: [/같은 리스트|복사|\[:\]|copy/], forbid: F },
  { id: 'C28', cls: 'code-expectation', section: '9', message: '[4, 6] 나와야 하는데 [1, 2, 3, 4] 나와요', code: 'a = [1, 2]\nb = [3, 4]\nprint(a + b)', lastRun: ok('[1, 2, 3, 4]\n'), mention: [/이어\s*붙|연결|합쳐/], forbid: F },
  { id: 'C29', cls: 'code-expectation', section: '12', message: '0 나와야 하는데 None 나옴', code: 'stock = {"펜": 3}\nprint(stock.get("지우개"))', lastRun: ok('None\n'), mention: ['get'], anyOf: [/기본값|두 번째|0\)/], forbid: F },
  { id: 'C30', cls: 'code-expectation', section: '13', message: '95점이면 A 나와야지 왜 B 나옴', code: 'score = 95\nif score >= 80:\n    print("B")\nelif score >= 90:\n    print("A")', lastRun: ok('B\n'), mention: [/순서|위에서|먼저/], forbid: F },
  { id: 'C31', cls: 'code-expectation', section: '14', message: '55 나와야 되는데 45 나옴', code: 'i = 1\ntotal = 0\nwhile i < 10:\n    total += i\n    i += 1\nprint(total)', lastRun: ok('45\n'), mention: [/<=|10/], anyOf: [/조건|i < 10|10일 때/], forbid: [/예시 출력/, ...F] },
  { id: 'C32', cls: 'code-expectation', section: '15', message: '6만 한번 나와야 되는데 1 3 6 다 나와요', code: 'total = 0\nfor n in [1, 2, 3]:\n    total += n\n    print(total)', lastRun: ok('1\n3\n6\n'), mention: [/들여\s*쓰기|반복\s*(문\s*)?(밖|안)/], anyOf: ['print'], forbid: F },
  { id: 'C33', cls: 'code-expectation', section: '16', message: '5 나와야 되는데 아무것도 안 나와요', code: 'def add(a, b):\n    return a + b\n\nadd(2, 3)', lastRun: ok(''), mention: ['print'], anyOf: [/돌려|return/], forbid: F },
  { id: 'C34', cls: 'code-expectation', section: '301', message: '3 나와야되는데 1 나옴', code: 'words = "a,b,c".split()\nprint(len(words))', lastRun: ok('1\n'), mention: [/쉼표|","/], anyOf: ['split'], forbid: F },
  { id: 'C35', cls: 'code-expectation', section: '101', message: '11 나와야 되는데 8 나와요', code: 'a = [1, 2]\nb = [3, 4]\ntotal = 0\nfor i in range(2):\n    total = a[i] * b[i]\nprint(total)', lastRun: ok('8\n'), mention: ['total'], anyOf: [/\+=|더해|누적/], forbid: F },
  { id: 'C36', cls: 'code-expectation', section: '10', message: '큰 순서대로 나와야 되는데 작은거부터 나옴', code: 'nums = [2, 3, 1]\nnums.sort()\nprint(nums)', lastRun: ok('[1, 2, 3]\n'), mention: ['reverse'], forbid: F },
  { id: 'E16', cls: 'error-fit', section: '1', message: '에러남 ㅠㅠ', code: 'score = 90\nprint(scroe)', lastRun: failed(tb(2, 'print(scroe)', "NameError: name 'scroe' is not defined")), mention: ['scroe'], anyOf: [/철자|오타|score/], forbid: F },
  { id: 'E17', cls: 'error-fit', section: '2', message: '빨간줄 뜸', code: 'print("안녕)', lastRun: failed('  File "<exec>", line 1\n    print("안녕)\n          ^\nSyntaxError: unterminated string literal (detected at line 1)'), mention: [/따옴표/], forbid: F },
  { id: 'E18', cls: 'error-fit', section: '3', message: '3.5 넣으니까 에러 뜨는데요', code: 'n = int(input())\nprint(n + 1)', lastRun: failed(tb(1, 'n = int(input())', "ValueError: invalid literal for int() with base 10: '3.5'")), mention: [/float|실수|소수/], forbid: F },
  { id: 'E19', cls: 'error-fit', section: '4', message: '왜 안됨', code: 'age = 15\nprint("나이: " + age)', lastRun: failed(tb(2, 'print("나이: " + age)', 'TypeError: can only concatenate str (not "int") to str')), mention: [/str\(|쉼표|f-문자열/], forbid: F },
  { id: 'E20', cls: 'error-fit', section: '5', message: 'uppercase 쓰면 에러남', code: 's = "hi"\nprint(s.uppercase())', lastRun: failed(tb(2, 'print(s.uppercase())', "AttributeError: 'str' object has no attribute 'uppercase'")), mention: ['upper'], forbid: F },
  { id: 'E21', cls: 'error-fit', section: '6', message: '에러 왜남?', code: 's = "abc"\nprint(s[3])', lastRun: failed(tb(2, 'print(s[3])', 'IndexError: string index out of range')), mention: [/0부터|2/], forbid: [/KeyError|딕셔너리/, ...F] },
  { id: 'E22', cls: 'error-fit', section: '7', message: '추가하려는데 에러', code: 'nums = [1, 2]\nnums.add(3)\nprint(nums)', lastRun: failed(tb(2, 'nums.add(3)', "AttributeError: 'list' object has no attribute 'add'")), mention: ['append'], forbid: F },
  { id: 'E23', cls: 'error-fit', section: '9', message: '배 넣고 싶은데 에러남', code: 'a = ["사과"]\na = a + "배"\nprint(a)', lastRun: failed(tb(2, 'a = a + "배"', 'TypeError: can only concatenate list (not "str") to list')), mention: [/리스트/], anyOf: [/\["배"\]|대괄호|append/], forbid: [/input\(\)으로 받은/, ...F] },
  { id: 'E24', cls: 'error-fit', section: '10', message: '지우려는데 에러', code: 'fruits = ["사과", "배"]\nfruits.remove("귤")\nprint(fruits)', lastRun: failed(tb(2, 'fruits.remove("귤")', 'ValueError: list.remove(x): x not in list')), mention: [/없는|들어\s*있지|없어서|없으면/], forbid: F },
  { id: 'E25', cls: 'error-fit', section: '11', message: 'name 있는데 KeyError 래요', code: 'd = {"name": "지우"}\nprint(d["Name"])', lastRun: failed(tb(2, 'print(d["Name"])', "KeyError: 'Name'")), mention: ['Name'], anyOf: [/대소문자|대문자|소문자|철자/], forbid: F },
  { id: 'E26', cls: 'error-fit', section: '12', message: '에러 뭐임', code: 'd = {"a": 1, "b": 2}\nfor k, v in d:\n    print(k, v)', lastRun: failed(tb(2, 'for k, v in d:', 'ValueError: not enough values to unpack (expected 2, got 1)')), mention: ['items'], forbid: F },
  { id: 'E27', cls: 'error-fit', section: '13', message: '에러났어요ㅠ', code: 'x = 3\nif x > 1:\nprint("크다")', lastRun: failed('  File "<exec>", line 3\n    print("크다")\n    ^\nIndentationError: expected an indented block after \'if\' statement on line 2'), mention: [/들여\s*쓰기|칸/], forbid: F },
  { id: 'E28', cls: 'error-fit', section: '14', message: '이거 왜 에러', code: 'n = input()\nwhile n < 10:\n    n = n + 1', lastRun: failed(tb(2, 'while n < 10:', "TypeError: '<' not supported between instances of 'str' and 'int'"), ''), mention: ['int'], anyOf: [/문자열/], forbid: F },
  { id: 'E29', cls: 'error-fit', section: '15', message: '에러 ㅜ', code: 'for i in 5:\n    print(i)', lastRun: failed(tb(1, 'for i in 5:', "TypeError: 'int' object is not iterable")), mention: ['range'], forbid: F },
  { id: 'E30', cls: 'error-fit', section: '16', message: '함수 부르니까 에러', code: 'def greet(name):\n    print("안녕", name)\n\ngreet()', lastRun: failed(tb(4, 'greet()', "TypeError: greet() missing 1 required positional argument: 'name'")), mention: ['name'], anyOf: [/넘겨|넣어|인자|매개변수|괄호 안/], forbid: F },
  { id: 'E31', cls: 'error-fit', section: '302', message: '튜플에 추가 안됨?', code: 't = (1, 2)\nt.append(3)', lastRun: failed(tb(2, 't.append(3)', "AttributeError: 'tuple' object has no attribute 'append'")), mention: [/바꿀 수 없|바꿀 수가 없/], anyOf: [/리스트/], forbid: F },
  { id: 'Q16', cls: 'question-form', section: '1', message: '변수 이름 한글로 해도 됨?', startsWith: YES, anyOf: [/영문자|영어/], forbid: F },
  { id: 'Q17', cls: 'question-form', section: '2', message: 'print에 쉼표 쓰면 왜 띄어쓰기 생겨요?', anyOf: [/sep/], mention: [/공백|띄어/], forbid: F },
  { id: 'Q18', cls: 'question-form', section: '3', message: 'input은 왜 다 문자열로 받아짐?', mention: ['문자열'], anyOf: ['int'], forbid: F },
  { id: 'Q19', cls: 'question-form', section: '4', message: '**는 뭐하는거임', mention: [/거듭\s*제곱|제곱/], forbid: F },
  { id: 'Q20', cls: 'question-form', section: '6', message: '슬라이싱할때 끝번호도 포함됨?', startsWith: NO, forbid: F },
  { id: 'Q21', cls: 'question-form', section: '7', message: '리스트에 숫자랑 글자 섞어도 돼요?', startsWith: YES, forbid: F },
  { id: 'Q22', cls: 'question-form', section: '8', message: 'a[:] 이거 왜씀?', mention: [/복사/], forbid: F },
  { id: 'Q23', cls: 'question-form', section: '9', message: '리스트에 * 하면 어케됨', mention: [/반복/], forbid: F },
  { id: 'Q24', cls: 'question-form', section: '10', message: 'append랑 insert 차이', mention: ['append', 'insert'], anyOf: [/끝|맨\s*뒤|위치|자리/], forbid: F },
  { id: 'Q25', cls: 'question-form', section: '11', message: '딕셔너리에 같은 키 두번 쓰면 어케 돼요', mention: [/나중/], forbid: F },
  { id: 'Q26', cls: 'question-form', section: '12', message: 'get이랑 대괄호로 꺼내는거 뭐가 달라', mention: ['get'], anyOf: ['KeyError', /오류|없는 키/], forbid: F },
  { id: 'Q27', cls: 'question-form', section: '14', message: 'while 조건에 True 쓰면 어떻게 돼요?', mention: [/break/], anyOf: [/무한|계속/], forbid: F },
  { id: 'Q28', cls: 'question-form', section: '15', message: 'range(5) 하면 5도 나와요?', startsWith: NO, mention: ['4'], forbid: F },
  { id: 'Q29', cls: 'question-form', section: '16', message: 'return 없으면 뭐가 돌아와요?', mention: ['None'], forbid: F },
  { id: 'Q30', cls: 'question-form', section: '302', message: '집합은 순서 있어요?', startsWith: NO, forbid: F },
  { id: 'Q31', cls: 'question-form', section: '303', message: 'try except 왜 써요', mention: [/오류|에러|예외/], anyOf: [/멈추지|멈추|계속/], forbid: F },
  { id: 'T17', cls: 'short-turn', section: '15', exerciseId: 's15-e1', before: [{ message: '힌트' }], message: '하나만 더', mention: [/2단계/], forbid: F },
  { id: 'T18', cls: 'short-turn', section: '5', before: [{ message: 'upper 뭐야' }], message: '헐 ㅇㅇ', anyOf: ['upper'], forbid: F },
  { id: 'T19', cls: 'short-turn', section: '7', code: 'nums = [1, 2, 3]\nprint(nums[3])', lastRun: failed(tb(2, 'print(nums[3])', 'IndexError: list index out of range')), message: 'ㅜㅜ', mention: [/0부터|2/], anyOf: [WARM], forbid: F },
  { id: 'T20', cls: 'short-turn', section: '11', before: [{ message: '딕셔너리 키가 뭐예요' }], message: '잘 모르겠어요', mention: [/키/], forbid: F },
  { id: 'T21', cls: 'short-turn', section: '16', mode: 'evaluation', problemId: 's16-p1', before: [{ message: '힌트 주세요' }], message: 'ㄱㄱ', mention: [/2단계/], forbid: F },
  { id: 'T22', cls: 'short-turn', section: '2', before: [{ message: 'sep 뭐에여' }], message: '예시 하나만', mention: ['sep'], anyOf: [/print\(/], forbid: F },
  { id: 'T23', cls: 'short-turn', section: '9', before: [{ message: '리스트 더하기 어케함' }], message: 'ㄴㄴ 그거 말고', anyOf: [/어디|어떤|어느|무엇/], forbid: F },
  { id: 'T24', cls: 'short-turn', section: '12', exerciseId: 's12-e2', before: [{ message: '힌트' }, { message: '더' }], message: '또', mention: [/3단계/], forbid: F },
  { id: 'T25', cls: 'short-turn', section: '3', before: [{ message: 'input 뭐야' }], message: '왜 씀?', mention: ['input'], forbid: F },
  { id: 'T26', cls: 'short-turn', section: '13', exerciseId: 's13-e1', before: [{ message: '힌트' }], message: '오 됐다 ㅋㅋ', anyOf: [/잘했|좋아요|멋져/], forbid: F },
  { id: 'T27', cls: 'short-turn', section: '14', before: [{ message: '이거 왜 안 멈춰요', code: 'n = 3\nwhile n > 0:\n    print(n)', lastRun: failed('실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.', '3\n3\n3\n') }], code: 'n = 3\nwhile n > 0:\n    print(n)', message: '그럼 어케해요', mention: ['n'], anyOf: [/바뀌|줄|-=/], forbid: F },
  { id: 'T28', cls: 'short-turn', section: '10', before: [{ message: 'sort 뭐임' }], message: '?? 모르겠음', mention: ['sort'], forbid: F },
  { id: 'T29', cls: 'short-turn', section: '8', before: [{ message: '리스트 슬라이싱 어떻게 해' }], message: '다른 예시', mention: [/\[[^\]\n]*:[^\]\n]*\]/], forbid: F },
  { id: 'T30', cls: 'short-turn', section: '301', before: [{ message: 'replace 어떻게 써요' }], message: '응 해볼게', anyOf: [/replace|실행|해 보/], forbid: F },
  { id: 'T31', cls: 'short-turn', section: '13', mode: 'evaluation', problemId: 's13-p2', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }], message: '더', anyOf: [/마지막|빈칸|3단계/], forbid: F },
  // ---- fifth batch (issue 24, third round; written before that round's rule changes): the four weak classes again,
  // as students type (typos, no spaces, ㅋㅋ/ㅠㅠ, 쌤, half-sentences, code with and without a traceback), over the
  // Python sections and the other courses — error families the explainer knows, short turns against the state,
  // expectations stated on the student's own run, and graded problems whose stored hint is close to the answer.
  { id: 'E32', cls: 'error-fit', section: '503', message: '쌤 재귀 돌리니까 에러 뜸ㅠ', code: 'def count(n):\n    print(n)\n    count(n - 1)\n\ncount(3)', lastRun: failed(tb(3, 'count(n - 1)', 'RecursionError: maximum recursion depth exceeded while calling a Python object'), '3\n2\n1\n0\n-1\n'), mention: [/멈추|기저|끝나는\s*조건|종료\s*조건|if/], forbid: [/자릿수/, ...F] },
  { id: 'E33', cls: 'error-fit', section: '4', message: '수학처럼 썼는데 에러ㅋㅋ', code: 'x = 3(4 + 5)\nprint(x)', lastRun: failed(tb(1, 'x = 3(4 + 5)', "TypeError: 'int' object is not callable")), mention: ['*'], anyOf: [/곱하기|곱셈|곱하/], forbid: F },
  { id: 'E34', cls: 'error-fit', section: '7', message: 'len이 갑자기 안됨??', code: 'len = 3\nnames = ["지우", "민수"]\nprint(len(names))', lastRun: failed(tb(3, 'print(len(names))', "TypeError: 'int' object is not callable")), mention: ['len'], anyOf: [/이름|덮어|변수/], forbid: F },
  { id: 'E35', cls: 'error-fit', section: '16', message: '함수에서 count 늘리려는데 에러남', code: 'count = 0\ndef add():\n    count += 1\n\nadd()\nprint(count)', lastRun: failed(tb(5, 'add()', "  File \"<exec>\", line 3, in add\nUnboundLocalError: cannot access local variable 'count' where it is not associated with a value")), mention: ['count'], anyOf: [/함수 안|지역|return|매개변수/], forbid: F },
  { id: 'E36', cls: 'error-fit', section: '7', message: '몇번째 학생인지 넣었는데 에러', code: 'names = ["지우", "민수", "서연"]\nk = input()\nprint(names[k])', lastRun: failed(tb(3, 'print(names[k])', 'TypeError: list indices must be integers or slices, not str')), mention: ['int'], anyOf: [/문자열|정수/], forbid: F },
  { id: 'E37', cls: 'error-fit', section: '3', message: '숫자 세개 넣었더니 에러나요', code: 'a, b = input().split()\nprint(int(a) + int(b))', lastRun: { inputs: ['1 2 3'], output: '', error: tb(1, 'a, b = input().split()', 'ValueError: too many values to unpack (expected 2)'), success: false }, mention: [/2개|두 개|개수|세 개|3개/], forbid: F },
  { id: 'E38', cls: 'error-fit', section: '11', message: '국어점수 꺼낼라는데 에러남', code: 'scores = {"국어": 90}\nprint(scores("국어"))', lastRun: failed(tb(2, 'print(scores("국어"))', "TypeError: 'dict' object is not callable")), mention: [/대괄호|\[\s*\]|\["국어"\]/], forbid: F },
  { id: 'E39', cls: 'error-fit', section: '2', message: '안녕 출력하려는데 왜 에러', code: 'print(안녕)', lastRun: failed(tb(1, 'print(안녕)', "NameError: name '안녕' is not defined")), mention: [/따옴표/], forbid: F },
  { id: 'E40', cls: 'error-fit', section: '5', message: '문자열 곱하기 안됨?', code: 'a = "3"\nb = "2"\nprint(a * b)', lastRun: failed(tb(3, 'print(a * b)', "TypeError: can't multiply sequence by non-int of type 'str'")), mention: ['int'], anyOf: [/문자열|정수/], forbid: F },
  { id: 'E41', cls: 'error-fit', section: '10', message: 'split 썼는데 에러', code: 'nums = [1, 2, 3]\nparts = nums.split()\nprint(parts)', lastRun: failed(tb(2, 'parts = nums.split()', "AttributeError: 'list' object has no attribute 'split'")), mention: [/리스트/], anyOf: [/문자열/], forbid: F },
  { id: 'E42', cls: 'error-fit', section: '401', message: '객체 만들때 에러ㅠ', code: 'class Dog:\n    def __init__(name):\n        self.name = name\n\nd = Dog("초코")', lastRun: failed(tb(5, 'd = Dog("초코")', 'TypeError: Dog.__init__() takes 1 positional argument but 2 were given')), mention: ['self'], forbid: F },
  { id: 'E43', cls: 'error-fit', section: '1', message: '에러 왜남 진짜 모르겠음', code: 'name = "지우"\n  print(name)', lastRun: failed('  File "<exec>", line 2\n    print(name)\nIndentationError: unexpected indent'), mention: [/들여\s*쓰기|칸|공백|띄어/], forbid: F },
  { id: 'E44', cls: 'error-fit', section: '303', message: 'except 했는데도 에러나요', code: 'try:\n    n = int(input())\nexcept valueerror:\n    print("숫자만")', lastRun: { inputs: ['abc'], output: '', error: tb(3, 'except valueerror:', "NameError: name 'valueerror' is not defined"), success: false }, mention: ['ValueError'], forbid: F },
  { id: 'E45', cls: 'error-fit', section: '6', message: '몇번째 글자 꺼내는데 에러', code: 's = "python"\ni = input()\nprint(s[i])', lastRun: { inputs: ['2'], output: '', error: tb(3, 'print(s[i])', 'TypeError: string indices must be integers, not \'str\''), success: false }, mention: ['int'], forbid: F },
  { id: 'E46', cls: 'error-fit', section: '12', message: '딕셔너리에 추가하려는데 에러', code: 'd = {"사과": 3}\nd.append("배")', lastRun: failed(tb(2, 'd.append("배")', "AttributeError: 'dict' object has no attribute 'append'")), mention: [/키/], anyOf: [/d\[|대괄호|\[.*\]\s*=/], forbid: F },
  { id: 'E47', cls: 'error-fit', section: '402', message: '컴프리헨션 에러', code: 'nums = [1, 2, 3]\nsquares = [x * x for n in nums]\nprint(squares)', lastRun: failed(tb(2, 'squares = [x * x for n in nums]', "NameError: name 'x' is not defined")), mention: ['x'], anyOf: [/n/], forbid: F },
  { id: 'T32', cls: 'short-turn', section: '3', exerciseId: 's3-e2', before: [{ message: '힌트' }], message: 'ㅇㅇ', mention: [/2단계/], forbid: F },
  { id: 'T33', cls: 'short-turn', section: '16', exerciseId: 's16-e1', before: [{ message: '어떻게 시작해요?' }], message: '그럼?', mention: [/2단계/], forbid: F },
  { id: 'T34', cls: 'short-turn', section: '11', code: 'd = {"a": 1}\nprint(d["b"])', lastRun: failed(tb(2, 'print(d["b"])', "KeyError: 'b'")), message: '흑흑', mention: [/키/], anyOf: [WARM], forbid: F },
  { id: 'T35', cls: 'short-turn', section: '5', before: [{ message: 'len 뭐야' }], message: '왜?', mention: ['len'], forbid: F },
  { id: 'T36', cls: 'short-turn', section: '14', exerciseId: 's14-e3', before: [{ message: '힌트' }], message: '몰라', mention: [/2단계/], forbid: F },
  { id: 'T37', cls: 'short-turn', section: '12', code: 'd = {"a": 1}\nfor k, v in d:\n    print(k, v)', lastRun: failed(tb(2, 'for k, v in d:', 'ValueError: not enough values to unpack (expected 2, got 1)')), message: '헐 모르겠어요ㅠ', mention: ['items'], forbid: F },
  { id: 'T38', cls: 'short-turn', section: '9', exerciseId: 's9-e1', before: [{ message: '힌트' }, { message: '더' }], message: '다음 빈칸은요?', mention: [/3단계/], forbid: F },
  { id: 'T39', cls: 'short-turn', section: '15', mode: 'evaluation', problemId: 's15-p1', before: [{ message: '힌트 좀' }], message: 'ㄱㄱ 다음', mention: [/2단계/], forbid: [line('total += score'), ...F] },
  { id: 'T40', cls: 'short-turn', section: '4', code: 'x = 10\ny = 0\nprint(x // y)', lastRun: failed(tb(3, 'print(x // y)', 'ZeroDivisionError: integer division or modulo by zero')), before: [{ message: '에러나요', code: 'x = 10\ny = 0\nprint(x // y)', lastRun: failed(tb(3, 'print(x // y)', 'ZeroDivisionError: integer division or modulo by zero')) }], message: '그럼 어떻게 고쳐요', mention: [/0/], anyOf: [/y/], forbid: F },
  { id: 'T41', cls: 'short-turn', section: '7', before: [{ message: 'append 뭐예요' }], message: '예시 더', mention: ['append'], forbid: F },
  { id: 'T42', cls: 'short-turn', section: '13', before: [{ message: 'elif 뭐임' }], message: '음 잘 모르겠어', mention: ['elif'], forbid: F },
  { id: 'T43', cls: 'short-turn', section: '401', exerciseId: 's401-e1', before: [{ message: '힌트' }], message: '더 주세요ㅠ', mention: [/2단계/], forbid: F },
  { id: 'C37', cls: 'code-expectation', section: '16', message: '안녕 나와야 되는데 아무것도 안나와요', code: 'def hello():\n    print("안녕")\n', lastRun: ok(''), mention: ['hello()'], anyOf: [/호출|불러/], forbid: F },
  { id: 'C38', cls: 'code-expectation', section: '15', message: '1부터 5까지 나와야하는데 0부터 4까지 나옴', code: 'for i in range(5):\n    print(i)', lastRun: ok('0\n1\n2\n3\n4\n'), mention: ['range'], anyOf: [/시작|1, 6|0부터/], forbid: F },
  { id: 'C39', cls: 'code-expectation', section: '2', message: '한줄에 1 2 3 나와야되는데 줄바꿔서 나와요ㅠ', code: 'print(1)\nprint(2)\nprint(3)', lastRun: ok('1\n2\n3\n'), mention: ['end'], forbid: F },
  { id: 'C40', cls: 'code-expectation', section: '9', message: '합이 6 나와야 하는데 123 나옴ㅋㅋ', code: 'total = ""\nfor x in ["1", "2", "3"]:\n    total += x\nprint(total)', lastRun: ok('123\n'), mention: ['int'], anyOf: [/문자열|이어\s*붙/], forbid: F },
  { id: 'C41', cls: 'code-expectation', section: '8', message: '[2, 3] 나와야되는데 [2]만 나와요', code: 'a = [1, 2, 3, 4]\nprint(a[1:2])', lastRun: ok('[2]\n'), mention: [/끝\s*(번호|인덱스|자리)|포함되지|앞까지|바로 앞/], forbid: F },
  { id: 'C42', cls: 'code-expectation', section: '10', message: '[1, 2, 3] 나와야 하는데 None 나옴', code: 'nums = [1, 2]\nprint(nums.append(3))', lastRun: ok('None\n'), mention: ['append'], anyOf: [/None|돌려주지|따로/], forbid: F },
  { id: 'C43', cls: 'code-expectation', section: '12', message: '키랑 값 같이 나와야 되는데 키만 나와여', code: 'd = {"사과": 3, "배": 5}\nfor k in d:\n    print(k)', lastRun: ok('사과\n배\n'), mention: ['items'], forbid: F },
  { id: 'C44', cls: 'code-expectation', section: '13', message: '10 넣으면 10 이상 나와야 되는데 아무것도 안 나옴', code: 'n = int(input())\nif n > 10:\n    print("10 이상")', lastRun: ok('', ['10']), mention: [/>=|이상/], forbid: F },
  { id: 'C45', cls: 'code-expectation', section: '14', message: '1 2 3 나와야 되는데 2 3 4 나와요', code: 'i = 1\nwhile i <= 3:\n    i += 1\n    print(i)', lastRun: ok('2\n3\n4\n'), mention: [/순서|먼저|print/], forbid: F },
  { id: 'C46', cls: 'code-expectation', section: '16', message: '6 나와야되는데 1 나옴;;', code: 'def total(nums):\n    s = 0\n    for n in nums:\n        s += n\n        return s\n\nprint(total([1, 2, 3]))', lastRun: ok('1\n'), mention: ['return'], anyOf: [/들여\s*쓰기|반복\s*(문\s*)?(밖|안)|바로 끝/], forbid: F },
  { id: 'C47', cls: 'code-expectation', section: '301', message: '공백 없어져야 되는데 그대로임', code: 's = "a b c"\ns.replace(" ", "")\nprint(s)', lastRun: ok('a b c\n'), mention: ['replace'], anyOf: [/다시|새 문자열|s = /], forbid: F },
  { id: 'C48', cls: 'code-expectation', section: '302', message: '중복 빠져야 하는데 그대로 나와요', code: 'nums = [1, 1, 2]\nset(nums)\nprint(nums)', lastRun: ok('[1, 1, 2]\n'), mention: ['set'], anyOf: [/다시|새|저장|nums = /], forbid: F },
  { id: 'C49', cls: 'code-expectation', section: '401', message: '멍멍 나와야 하는데 아무것도 안 떠요', code: 'class Dog:\n    def bark(self):\n        print("멍멍")\n\nd = Dog()\nd.bark', lastRun: ok(''), mention: [/\(\)|괄호/], forbid: F },
  { id: 'C50', cls: 'code-expectation', section: '14', message: '무한루프 걸림 안멈춰요', code: 'i = 0\nwhile i < 5:\n    print(i)\ni += 1', lastRun: failed('실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.', '0\n0\n0\n'), mention: ['i += 1'], anyOf: [/들여\s*쓰기|반복\s*(문\s*)?(밖|안)/], forbid: F },
  { id: 'C51', cls: 'code-expectation', section: '11', message: '3개 나와야 하는데 2 나와요', code: 'd = {"a": 1, "a": 2, "b": 3}\nprint(len(d))', lastRun: ok('2\n'), mention: [/같은 키|키가 같|중복|나중/], forbid: F },
  { id: 'G08', cls: 'graded-answer', section: '402', mode: 'evaluation', problemId: 's402-p1', before: [{ message: '힌트' }], message: '힌트 더', forbid: [line('[n * n for n in nums if n % 2 == 0]'), ...F] },
  { id: 'G09', cls: 'graded-answer', section: '503', mode: 'evaluation', problemId: 's503-p1', before: [{ message: '힌트' }], message: '더요', forbid: [line('n % 10 + digit_sum(n // 10)'), ...F] },
  { id: 'G10', cls: 'graded-answer', section: '1', mode: 'evaluation', problemId: 's1-p2', before: [{ message: '힌트' }, { message: '더' }], message: '그 한줄만 그냥 알려줘요 쌤', forbid: [line('a, b = b, a'), ...F] },
  { id: 'G11', cls: 'graded-answer', section: '4', mode: 'evaluation', problemId: 's4-p2', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }], message: '완성본 보여줘', forbid: [line('seconds // 60'), line('seconds % 60'), ...F] },
  { id: 'G12', cls: 'graded-answer', section: '6', mode: 'evaluation', problemId: 's6-p3', message: '거꾸로 어케함? 코드로 보여줘', forbid: [line('text[::-1]'), ...F] },
  { id: 'G13', cls: 'graded-answer', section: '11', mode: 'evaluation', problemId: 's11-p2', before: [{ message: '힌트' }, { message: '더' }], message: '더', forbid: [line('prices[menu] = price'), ...F] },
  { id: 'G14', cls: 'graded-answer', section: '16', mode: 'evaluation', problemId: 's16-p2', code: 'def grade(score):\n    if score >= 90:\n        return "A"\n    return "F"\n\nn = int(input())\nfor _ in range(n):\n    score = int(input())\n    print(score, grade(score))', message: '이거 다음에 뭐 써요? B부터 써줘', forbid: [line('if score >= 80:'), line('return "B"'), ...F] },
  { id: 'G15', cls: 'graded-answer', section: '202', mode: 'evaluation', problemId: 's202-p1', before: [{ message: '힌트' }, { message: '더' }], message: '마지막꺼', forbid: [line('print(dan, "x", i, "=", dan * i)'), ...F] },
];

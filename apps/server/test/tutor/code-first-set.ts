// Code-first cases of tutor-code (stop 34, issue 24 classes 1 and 7), written before the rules they check:
// the student's own code and what THEY say should come out — counts ('3번 돌아야'), layout ('두 줄로',
// '한 줄에'), None, nothing at all, order, a text no print shows — and error tips that fit the error and
// its line (StopIteration, FileNotFoundError, a dict changed during a loop, get[...]). Outputs and
// tracebacks are what CPython 3.11 prints for the code. Judged with the shared rubric (rubric.ts).
import { ok, failed, tb, REFUSAL, type ClassCase } from './class-rules.js';
const F = [REFUSAL];
const TIMEOUT = '실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.';
export const CODE_FIRST_SET: ClassCase[] = [
  // ---- stops / loops
  { id: 'P01', cls: 'code-expectation', section: '14', message: '3번 돌아야 되는데 한번만 돌고 끝나요', code: 'count = 0\nwhile count < 3:\n    print("안녕")\n    count += 3', lastRun: ok('안녕\n'), mention: [/count \+= 3|3씩|한 번에 3/], forbid: [/<=/, ...F] },
  { id: 'P02', cls: 'code-expectation', section: '14', message: '왜 안 멈추지', code: 'i = 0\nwhile i < 5:\n    print(i)', lastRun: failed(TIMEOUT, '0\n0\n0\n'), mention: [/i/], anyOf: [/i \+= 1|바뀌지|늘어나지|커지지/], forbid: F },
  { id: 'P03', cls: 'code-expectation', section: '14', message: '무한반복됨 도와줘', code: 'n = 10\nwhile n > 0:\n    print(n)\n    n + 1', lastRun: failed(TIMEOUT, '10\n10\n'), anyOf: [/n -= 1|n = n - 1|저장|바뀌지/], forbid: F },
  { id: 'P04', cls: 'code-expectation', section: '15', message: '5번 출력해야되는데 4번밖에 안나와요', code: 'for i in range(1, 5):\n    print("hi")', lastRun: ok('hi\nhi\nhi\nhi\n'), anyOf: [/range\(5\)|range\(1, 6\)|끝\s*(값|숫자)|포함되지|바로 앞/], forbid: F },
  { id: 'P05', cls: 'code-expectation', section: '15', message: '왜 한번만 나와요? 3번 나와야 하는데', code: 'for i in range(3):\n    pass\nprint("반복")', lastRun: ok('반복\n'), anyOf: [/들여\s*쓰기|반복\s*(문\s*)?(밖|안)/], forbid: F },
  // ---- one line / end / multi print
  { id: 'P06', cls: 'code-expectation', section: '2', message: '한 줄에 나오게 하고 싶은데 자꾸 줄이 바뀌어요', code: 'print("안녕")\nprint("하세요")', lastRun: ok('안녕\n하세요\n'), mention: ['end'], forbid: F },
  { id: 'P07', cls: 'code-expectation', section: '15', message: '1 2 3 4 5 옆으로 나와야 되는데 세로로 나와요', code: 'for i in range(1, 6):\n    print(i)', lastRun: ok('1\n2\n3\n4\n5\n'), mention: ['end'], forbid: F },
  { id: 'P08', cls: 'code-expectation', section: '2', message: '줄이 안 바뀌어요 두 줄로 나와야되는데', code: 'print("첫째", end=" ")\nprint("둘째")', lastRun: ok('첫째 둘째\n'), mention: ['end'], forbid: F },
  { id: 'P09', cls: 'code-expectation', section: '15', message: '숫자 사이에 쉼표 넣고 싶은데 띄어쓰기로 나옴', code: 'for i in range(3):\n    print(i, end=" ")', lastRun: ok('0 1 2 '), mention: ['end'], anyOf: [/","|쉼표|end=/], forbid: F },
  { id: 'P10', cls: 'code-expectation', section: '2', message: '왜 두 번 나와요?', code: 'msg = "hello"\nprint(msg)\nprint(msg)', lastRun: ok('hello\nhello\n'), anyOf: [/print.{0,40}(두|2)\s*(번|줄)|2번째 줄|3번째 줄|두 줄/], forbid: F },
  { id: 'P11', cls: 'code-expectation', section: '16', message: '결과가 두번씩 찍혀요', code: 'def show(x):\n    print(x)\n    return x\n\nprint(show(3))', lastRun: ok('3\n3\n'), anyOf: [/print\(show\(3\)\)|return|함수 안.{0,20}print|두 (번|곳)/], forbid: F },
  // ---- None
  { id: 'P12', cls: 'code-expectation', section: '16', message: 'None 나와요 왜요', code: 'def square(n):\n    print(n * n)\n\nprint(square(4))', lastRun: ok('16\nNone\n'), mention: ['return'], forbid: F },
  { id: 'P13', cls: 'code-expectation', section: '10', message: '리스트 뒤집었는데 None이 찍힘', code: 'a = [1, 2, 3]\nprint(a.reverse())', lastRun: ok('None\n'), anyOf: [/돌려주지|None을 돌려|그 자리|제자리|print\(a\)|reversed|\[::-1\]/], forbid: F },
  { id: 'P14', cls: 'code-expectation', section: '10', message: 'append 하고 출력하면 None 나와요', code: 'nums = [1, 2]\nnums = nums.append(3)\nprint(nums)', lastRun: ok('None\n'), mention: ['None'], anyOf: [/돌려주지|그 자리|대입하지|nums\.append\(3\)만|nums = /], forbid: F },
  // ---- nothing comes out
  { id: 'P15', cls: 'code-expectation', section: '13', message: '실행해도 아무것도 안 떠요', code: 'x = 5\nif x > 10:\n    print("크다")', lastRun: ok(''), anyOf: [/거짓|조건|x > 10|else/], forbid: F },
  { id: 'P16', cls: 'code-expectation', section: '15', message: '아무 것도 출력이 안돼요', code: 'for i in range(10, 1):\n    print(i)', lastRun: ok(''), anyOf: [/-1|거꾸로|간격|step|세 번째/], forbid: F },
  { id: 'P17', cls: 'code-expectation', section: '16', message: '출력이 안 나오는데요', code: 'def add(a, b):\n    return a + b\n\nadd(1, 2)', lastRun: ok(''), mention: ['print'], forbid: F },
  // ---- reversed / order
  { id: 'P18', cls: 'code-expectation', section: '15', message: '거꾸로 나와요 원래 순서대로 나와야 하는데', code: 'word = "abc"\nresult = ""\nfor ch in word:\n    result = ch + result\nprint(result)', lastRun: ok('cba\n'), anyOf: [/result \+ ch|앞에|뒤에|순서/], forbid: F },
  { id: 'P19', cls: 'code-expectation', section: '10', message: '순서가 이상해요 1 2 3 나와야 하는데', code: 'nums = [3, 1, 2]\nnums.sort(reverse=True)\nprint(nums)', lastRun: ok('[3, 2, 1]\n'), mention: ['reverse'], forbid: F },
  { id: 'P20', cls: 'code-expectation', section: '7', message: '사과가 첫번째로 와야 하는데 마지막에 붙어요', code: 'fruits = ["배", "귤"]\nfruits.append("사과")\nprint(fruits)', lastRun: ok("['배', '귤', '사과']\n"), mention: [/insert|맨 끝/], forbid: F },
  // ---- number expectations, various wording
  { id: 'P21', cls: 'code-expectation', section: '14', message: '답이 10인데 왜 6이 나오죠', code: 'total = 0\nn = 1\nwhile n < 4:\n    total += n\n    n += 1\nprint(total)', lastRun: ok('6\n'), anyOf: [/<=\s*4|n < 5|4일 때|4는|4가|4도|포함/], forbid: F },
  { id: 'P22', cls: 'code-expectation', section: '4', message: '결과가 7.0이 아니라 7로 나오게 하려면', code: 'a = 14\nprint(a / 2)', lastRun: ok('7.0\n'), anyOf: [/\/\/|int\(/], forbid: F },
  { id: 'P23', cls: 'code-expectation', section: '9', message: '평균이 이상하게 나와요 20이어야 됨', code: 'nums = [10, 20, 30]\navg = sum(nums) / 2\nprint(avg)', lastRun: ok('30.0\n'), anyOf: [/len\(nums\)|개수|3으로|\/ 2/], forbid: F },
  { id: 'P24', cls: 'code-expectation', section: '14', message: '합이 15가 나와야 정상인데 0이 나와요', code: 'total = 0\ni = 1\nwhile i <= 5:\n    i += 1\ntotal + i\nprint(total)', lastRun: ok('0\n'), anyOf: [/total \+= i|total = total|저장|들여\s*쓰기|반복\s*(문\s*)?(밖|안)/], forbid: F },
  { id: 'P25', cls: 'code-expectation', section: '5', message: '대문자로 바꿨는데 소문자로 나와요', code: 'name = "kim"\nname.upper()\nprint(name)', lastRun: ok('kim\n'), mention: ['upper'], anyOf: [/name = name\.upper|새 문자열|다시|저장|돌려/], forbid: F },
  { id: 'P26', cls: 'code-expectation', section: '13', message: '0 넣으면 0이라고 나와야 되는데 음수라고 함', code: 'n = int(input())\nif n > 0:\n    print("양수")\nelse:\n    print("음수")', lastRun: ok('음수\n', ['0']), anyOf: [/elif|n == 0|0일 때|0은|0이면/], forbid: F },
  { id: 'P27', cls: 'code-expectation', section: '9', message: '최댓값 구하는데 9 나와야 하는데 0 나와요', code: 'nums = [3, 9, 4]\nbig = 0\nfor n in nums:\n    if n < big:\n        big = n\nprint(big)', lastRun: ok('0\n'), anyOf: [/n > big|>|조건|부등호|반대/], forbid: F },
  { id: 'P28', cls: 'code-expectation', section: '12', message: '개수 세기 하는데 다 1로 나와요 사과는 2여야 함', code: 'words = ["사과", "배", "사과"]\ncount = {}\nfor w in words:\n    count[w] = 1\nprint(count)', lastRun: ok("{'사과': 1, '배': 1}\n"), anyOf: [/get|\+\s*1|\+=|더해|누적|덮어/], forbid: F },
  { id: 'P29', cls: 'code-expectation', section: '3', message: '나이 더하기 1 했더니 에러남', code: 'age = input()\nprint(age + 1)', lastRun: { inputs: ['15'], output: '', error: 'Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\nTypeError: can only concatenate str (not "int") to str', success: false }, mention: ['int'], forbid: F },
  { id: 'P30', cls: 'code-expectation', section: '14', message: '5 4 3 2 1 나와야 하는데 5 4 3 2 까지만 나와요', code: 'n = 5\nwhile n > 1:\n    print(n)\n    n -= 1', lastRun: ok('5\n4\n3\n2\n'), anyOf: [/>=|n > 0|1일 때|1은|1이 되면|1도/], forbid: F },
  { id: 'P31', cls: 'code-expectation', section: '15', message: '구구단 2단이 2x1부터 2x9까지 나와야 되는데 2x0부터 나옴', code: 'for i in range(10):\n    print(2, "x", i, "=", 2 * i)', lastRun: ok('2 x 0 = 0\n2 x 1 = 2\n2 x 2 = 4\n2 x 3 = 6\n2 x 4 = 8\n2 x 5 = 10\n2 x 6 = 12\n2 x 7 = 14\n2 x 8 = 16\n2 x 9 = 18\n'), anyOf: [/range\(1, 10\)|0부터|시작/], forbid: F },
  // no lastRun: the server runs it
  { id: 'P32', cls: 'code-expectation', section: '14', message: '10이 나와야 하는데요', code: 'total = 0\nfor i in range(4):\n    total += i\nprint(total)', anyOf: [/range\(5\)|range\(1, 5\)|4는|4가|4도|끝|포함|0부터/], forbid: F },
  { id: 'P33', cls: 'code-expectation', section: '16', message: '함수 불렀는데 hello가 안찍혀요', code: 'def hi():\n    return "hello"\n\nhi()', anyOf: [/print/], forbid: F },
  // ---- error-fit
  { id: 'E01', cls: 'error-fit', section: '403', message: '에러 났어요', code: 'it = iter([1, 2])\nprint(next(it))\nprint(next(it))\nprint(next(it))', lastRun: failed('Traceback (most recent call last):\n  File "<exec>", line 4, in <module>\nStopIteration', '1\n2\n'), anyOf: [/더\s*(이상)?\s*(꺼낼|줄|나올|값이\s*없)|다\s*(꺼|썼|나왔)|두\s*(번|개)|2\s*(번|개)|끝났/], forbid: F },
  { id: 'E02', cls: 'error-fit', section: '4', message: '나누기 했는데 에러', code: 'a = 10\nb = 0\nprint(a / b)', lastRun: failed(tb(3, 'print(a / b)', 'ZeroDivisionError: division by zero')), anyOf: [/0으로/], mention: [/b/], forbid: F },
  { id: 'E03', cls: 'error-fit', section: '10', message: '이거 왜 안돼요', code: 'nums = [1, 2, 3]\nnums.push(4)', lastRun: failed(tb(2, 'nums.push(4)', "AttributeError: 'list' object has no attribute 'push'")), mention: ['append'], forbid: [/자릿수/, ...F] },
  { id: 'E04', cls: 'error-fit', section: '5', message: '에러뜸', code: 's = "abc"\nprint(s.uppercase())', lastRun: failed(tb(2, 'print(s.uppercase())', "AttributeError: 'str' object has no attribute 'uppercase'")), mention: ['upper'], forbid: F },
  { id: 'E05', cls: 'error-fit', section: '13', message: '빨간줄', code: 'x = 3\nif x > 2:\nprint("크다")', lastRun: failed('  File "<exec>", line 3\n    print("크다")\n    ^\nIndentationError: expected an indented block after \'if\' statement on line 2'), mention: [/들여\s*쓰기/], forbid: F },
  { id: 'E06', cls: 'error-fit', section: '16', message: '함수 안에서 바꾸려는데 에러', code: 'count = 0\ndef up():\n    count += 1\n\nup()', lastRun: failed('Traceback (most recent call last):\n  File "<exec>", line 5, in <module>\n  File "<exec>", line 3, in up\nUnboundLocalError: cannot access local variable \'count\' where it is not associated with a value'), anyOf: [/global|return|매개변수|지역/], forbid: F },
  { id: 'E07', cls: 'error-fit', section: '12', message: '딕셔너리 값 꺼내려는데 에러나요', code: 'scores = {"국어": 90}\nprint(scores.get["국어"])', lastRun: failed(tb(2, 'print(scores.get["국어"])', "TypeError: 'builtin_function_or_method' object is not subscriptable")), mention: ['get'], anyOf: [/\(\)|소괄호|괄호/], forbid: [/자릿수|digit/, ...F] },
  { id: 'E08', cls: 'error-fit', section: '3', message: 'int 했는데 에러', code: 'n = int(input())\nprint(n)', lastRun: { inputs: ['abc'], output: '', error: tb(1, 'n = int(input())', "ValueError: invalid literal for int() with base 10: 'abc'"), success: false }, anyOf: [/숫자|정수/], mention: ['abc'], forbid: F },
  { id: 'E09', cls: 'error-fit', section: '16', message: '에러 남', code: 'def f(x):\n    return x * 2\n\nprint(f(1, 2))', lastRun: failed(tb(4, 'print(f(1, 2))', 'TypeError: f() takes 1 positional argument but 2 were given')), anyOf: [/하나|1개|한 개|매개변수/], forbid: F },
  { id: 'E10', cls: 'error-fit', section: '7', message: '에러가 나요', code: 'nums = [1, 2, 3]\nprint(nums["0"])', lastRun: failed(tb(2, 'print(nums["0"])', 'TypeError: list indices must be integers or slices, not str')), anyOf: [/정수|숫자|따옴표/], forbid: F },
  { id: 'E11', cls: 'error-fit', section: '9', message: 'sum 썼는데 에러', code: 'nums = ["1", "2"]\nprint(sum(nums))', lastRun: failed(tb(2, 'print(sum(nums))', "TypeError: unsupported operand type(s) for +: 'int' and 'str'")), anyOf: [/문자열|따옴표|int/], forbid: F },
  { id: 'E12', cls: 'error-fit', section: '14', message: '에러 왜남', code: 'i = 0\nwhile i < 3\n    i += 1', lastRun: failed('  File "<exec>", line 2\n    while i < 3\n               ^\nSyntaxError: expected \':\''), mention: [':'], forbid: F },
  { id: 'E13', cls: 'error-fit', section: '11', message: '에러났어요', code: 'd = {"a": 1}\nprint(d[0])', lastRun: failed(tb(2, 'print(d[0])', 'KeyError: 0')), anyOf: [/키|"a"/], forbid: [/0부터/, ...F] },
  { id: 'E14', cls: 'error-fit', section: '2', message: '왜 에러', code: 'print("점수: " + 90)', lastRun: failed(tb(1, 'print("점수: " + 90)', 'TypeError: can only concatenate str (not "int") to str')), anyOf: [/str\(|쉼표|f"|f-문자열|"90"/], forbid: [/int\(input|입력/, ...F] },
  { id: 'E15', cls: 'error-fit', section: '301', message: '에러 남 ㅠ', code: 'n = 5\nprint(len(n))', lastRun: failed(tb(2, 'print(len(n))', "TypeError: object of type 'int' has no len()")), anyOf: [/숫자|정수|str\(|문자열|리스트/], forbid: F },
  { id: 'E16', cls: 'error-fit', section: '16', message: '에러', code: 'def f():\n    print("a")\n\nf(', lastRun: failed('  File "<exec>", line 4\n    f(\n     ^\nSyntaxError: \'(\' was never closed'), anyOf: [/괄호|\)/], forbid: F },
  { id: 'Q01', cls: 'code-expectation', section: '14', message: '세 번 출력돼야 하는데 한 번만 나와요', code: 'i = 0\nwhile i < 3:\n    i += 1\nprint("파이썬")', lastRun: ok('파이썬\n'), anyOf: [/들여\s*쓰기|반복\s*(문\s*)?(밖|안)/], forbid: F },
  { id: 'Q02', cls: 'code-expectation', section: '15', message: '10번 반복해야 되는데 9번만 돼요', code: 'for i in range(1, 10):\n    print("*")', lastRun: ok('*\n*\n*\n*\n*\n*\n*\n*\n*\n'), anyOf: [/9번|끝\s*숫자|포함되지|range\(1, 11\)/], forbid: F },
  { id: 'Q03', cls: 'code-expectation', section: '14', message: '5번 돌아야 되는데 3번만 돌아요', code: 'i = 0\nwhile i < 5:\n    print(i)\n    i += 2', lastRun: ok('0\n2\n4\n'), anyOf: [/0 → 2 → 4|2씩|i \+= 2/], forbid: [/<=/, ...F] },
  { id: 'Q04', cls: 'code-expectation', section: '13', message: '50점이면 보통 나와야 하는데 불합격이래요', code: 'score = 50\nif score >= 60:\n    print("합격")\nelse:\n    print("불합격")', lastRun: ok('불합격\n'), anyOf: [/없어요|elif|조건/], forbid: F },
  { id: 'Q05', cls: 'code-expectation', section: '2', message: '다음 줄로 넘어가야 하는데 옆에 붙어서 나와요', code: 'print("이름", end="")\nprint("나이")', lastRun: ok('이름나이\n'), mention: ['end'], forbid: F },
  { id: 'Q06', cls: 'code-expectation', section: '7', message: '맨 앞에 넣고 싶은데 뒤에 들어가요', code: 'q = [2, 3]\nq.append(1)\nprint(q)', lastRun: ok('[2, 3, 1]\n'), mention: ['insert'], forbid: F },
  { id: 'Q07', cls: 'code-expectation', section: '10', message: '정렬한 거 출력하면 None 떠요', code: 'nums = [3, 1, 2]\nprint(nums.sort())', lastRun: ok('None\n'), anyOf: [/돌려주지|그 자리|sorted/], forbid: F },
  { id: 'Q08', cls: 'code-expectation', section: '15', message: 'range(5, 1) 했는데 아무것도 안 나와요', code: 'for i in range(5, 1):\n    print(i)', lastRun: ok(''), anyOf: [/-1|간격|세 번째/], forbid: F },
  { id: 'Q09', cls: 'code-expectation', section: '14', message: '4번 나와야 하는데 안 멈춰요', code: 'n = 1\nwhile n != 8:\n    print(n)\n    n += 2', lastRun: failed(TIMEOUT, '1\n3\n5\n7\n9\n'), anyOf: [/!=|8이?\s*(되지|안)|홀수|건너/], forbid: F },
  { id: 'Q10', cls: 'code-expectation', section: '15', message: '1부터 5까지 한 줄에 나와야 하는데 한 줄에 하나씩 나와요', code: 'for i in range(1, 6):\n    print(i)', lastRun: ok('1\n2\n3\n4\n5\n'), mention: ['end'], forbid: F },
  { id: 'Q11', cls: 'code-expectation', section: '13', message: '10 넣었는데 양수 나와야지 왜 아무것도 안 나옴', code: 'n = int(input())\nif n < 0:\n    print("음수")', lastRun: ok('', ['10']), anyOf: [/else|거짓|조건/], forbid: F },
  { id: 'E17', cls: 'error-fit', section: '303', message: '파일 열려는데 에러', code: 'f = open("data.txt")\nprint(f.read())', lastRun: failed("Traceback (most recent call last):\n  File \"<exec>\", line 1, in <module>\nFileNotFoundError: [Errno 2] No such file or directory: 'data.txt'"), mention: ['data.txt'], anyOf: [/없어요|철자|이름/], forbid: F },
  { id: 'E18', cls: 'error-fit', section: '12', message: '0인 거 지우는데 에러 뜸', code: 'd = {"a": 0, "b": 1}\nfor k in d:\n    if d[k] == 0:\n        del d[k]', lastRun: failed('Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\nRuntimeError: dictionary changed size during iteration'), anyOf: [/크기|반복하는 (동안|중)|list\(/], forbid: F },
  { id: 'E19', cls: 'error-fit', section: '403', message: '제너레이터 next 했는데 에러', code: 'def gen():\n    yield "a"\n\ng = gen()\nprint(next(g))\nprint(next(g))', lastRun: failed('Traceback (most recent call last):\n  File "<exec>", line 6, in <module>\nStopIteration', 'a\n'), anyOf: [/1번만|1개|한 번/], forbid: F },
];

// Tuning cases of the code classes of issue 24 (t24-code), spread into CLASS_SET (class-set.ts) and judged
// with the same rubric (rubric.ts). Written before this round's rule changes, with new phrasings and new
// code: code-expectation (the student's code and what THEY say should come out — numbers, words, '안
// 멈춰요', '아무것도 안 나와요', '에러 남' — answered on their code and numbers; the open exercise only
// when the code is that exercise), error-fit (the tip fits the error and the expression it points at),
// graded-answer (ladder walks on graded problems, with made-up histories; stored hints that are nearly
// the answer). Outputs and tracebacks are what CPython 3.11 prints for the code.
import type { LastRun } from '@dodam/contracts';
import { line, ok, REFUSAL, tb, type ClassCase } from './class-rules.js';

/** A failed run on the inputs the student typed. */
const failed = (error: string, inputs: string[] = []): LastRun => ({ inputs, output: '', error, success: false });
const syntax = (at: number, code: string, error: string) => `  File "<exec>", line ${at}\n    ${code}\n    ^\n${error}`;
const F = [REFUSAL];
const TIMEOUT = '실행 시간 초과: 프로그램이 끝나지 않아 멈췄어요.';
/** A ladder reply (any rung), not a refusal or a lesson passage. */
const LADDER = [/단계|빈칸/];

export const CLASS_SET_CODE: ClassCase[] = [
  // ---- code-expectation: their code, their stated expectation, their numbers
  { id: 'CC01', cls: 'code-expectation', section: '1', message: '6 나와야 하는거 아님? 계속 5 그대로임', code: 'x = 5\nx + 1\nprint(x)', lastRun: ok('5\n'), mention: ['x'], anyOf: [/x\s*=\s*x\s*\+\s*1|x\s*\+=\s*1|다시\s*(넣|저장)|버려/], forbid: F },
  { id: 'CC02', cls: 'code-expectation', section: '2', message: '30점 이렇게 붙어서 나와야 되는데 30 점 띄어져서 나옴', code: 'print("합계:", 10 + 20, "점")', lastRun: ok('합계: 30 점\n'), mention: [/공백|띄어/], anyOf: [/sep|f-문자열|f"/], forbid: F },
  { id: 'CC03', cls: 'code-expectation', section: '3', message: '10 20 넣었는데 왜 30이 아니라 1020이 나와요?', code: 'a = input()\nb = input()\nprint(a + b)', mention: ['int'], anyOf: [/문자열/], forbid: F },
  { id: 'CC04', cls: 'code-expectation', section: '4', message: '2시간 나와야 하는데 2.25 나와요', code: 'minutes = 135\nhours = minutes / 60\nprint(hours)', lastRun: ok('2.25\n'), mention: ['//'], forbid: F },
  { id: 'CC05', cls: 'code-expectation', section: '4', message: '20 나와야 되는거 아녀? 14 나오는데', code: 'print(2 + 3 * 4)', lastRun: ok('14\n'), mention: [/괄호/], anyOf: [/곱하기|곱셈|먼저/], forbid: F },
  { id: 'CC06', cls: 'code-expectation', section: '5', message: 'hello 나와야 되는데 built-in method 어쩌고 이상한거 나와요', code: 's = "Hello"\nprint(s.lower)', lastRun: ok('<built-in method lower of str object at 0x7f90a1132bf0>\n'), mention: [/\(\)|괄호/], anyOf: ['lower'], forbid: F },
  { id: 'CC07', cls: 'code-expectation', section: '5', message: '길이 2 나와야 하는데 왜 4임??', code: 'name = " 지우 "\nprint(len(name))', lastRun: ok('4\n'), mention: [/공백|띄어쓰기|빈칸/], anyOf: ['strip', /세어|포함/], forbid: F },
  { id: 'CC08', cls: 'code-expectation', section: '6', message: 'h 나와야되는데 e가 나옴', code: 's = "hello"\nprint(s[1])', lastRun: ok('e\n'), mention: [/0부터|\[0\]/], forbid: F },
  { id: 'CC09', cls: 'code-expectation', section: '6', message: 'def 나와야 되는데 de까지만 나와요', code: 's = "abcdef"\nprint(s[-3:-1])', lastRun: ok('de\n'), anyOf: [/끝\s*(번호|인덱스|자리)|포함되지|앞까지|바로 앞|생략|\[-3:\]/], forbid: F },
  { id: 'CC10', cls: 'code-expectation', section: '10', message: '[5, 3, 8, 1, 2] 나와야 되는데 리스트 안에 리스트가 또 들어가요', code: 'nums = [5, 3, 8]\nnums.append([1, 2])\nprint(nums)', lastRun: ok('[5, 3, 8, [1, 2]]\n'), mention: ['append'], anyOf: ['extend', /\+\s*\[|\+=|하나씩/], forbid: F },
  { id: 'CC11', cls: 'code-expectation', section: '8', message: '[2, 4] 나와야 하는데 [1, 3, 5] 나와요', code: 'nums = [1, 2, 3, 4, 5]\nprint(nums[::2])', lastRun: ok('[1, 3, 5]\n'), mention: [/::2/], anyOf: [/시작\s*(번호|인덱스|자리|위치)|\[1::2\]|인덱스\s*0|0번/], forbid: F },
  { id: 'CC12', cls: 'code-expectation', section: '9', message: '[2, 4, 6] 나와야 되는데 [1, 2, 3, 1, 2, 3] 이렇게 나와요', code: 'a = [1, 2, 3]\nprint(a * 2)', lastRun: ok('[1, 2, 3, 1, 2, 3]\n'), mention: [/반복|두 번|이어\s*붙/], anyOf: [/for|각\s*(항목|값)|하나씩/], forbid: F },
  { id: 'CC13', cls: 'code-expectation', section: '10', message: 'sorted 했는데 왜 그대로 3 1 2 임', code: 'nums = [3, 1, 2]\nsorted(nums)\nprint(nums)', lastRun: ok('[3, 1, 2]\n'), mention: ['sorted'], anyOf: [/새 리스트|돌려|nums\s*=|저장|변수에/], forbid: F },
  { id: 'CC14', cls: 'code-expectation', section: '11', message: '지우 나이 16 돼야 하는데 15 그대로에요', code: 'ages = {"지우": 15}\nages["지우"] + 1\nprint(ages["지우"])', lastRun: ok('15\n'), anyOf: [/ages\["지우"\]\s*(=|\+=)|다시\s*(넣|저장)|버려/], forbid: F },
  { id: 'CC15', cls: 'code-expectation', section: '12', message: '국어 수학 나와야 되는데 숫자만 나와요', code: 'scores = {"국어": 90, "수학": 80}\nfor v in scores.values():\n    print(v)', lastRun: ok('90\n80\n'), mention: ['values'], anyOf: ['keys', 'items', /키/], forbid: F },
  { id: 'CC16', cls: 'code-expectation', section: '13', message: '5 넣으면 양수만 나와야 되는데 음수도 같이 떠요', code: 'n = int(input())\nif n > 0:\n    print("양수")\nif n == 0:\n    print("0")\nelse:\n    print("음수")', mention: ['elif'], forbid: F },
  { id: 'CC17', cls: 'code-expectation', section: '13', message: '13살이면 청소년 나와야 하는데 어린이래요', code: 'age = 13\nif age > 13 and age < 19:\n    print("청소년")\nelse:\n    print("어린이")', lastRun: ok('어린이\n'), mention: [/>=|이상/], forbid: F },
  { id: 'CC18', cls: 'code-expectation', section: '14', message: '끝이 안나요 계속 돌아요 ㅠ', code: 'n = 1\nwhile n != 10:\n    n += 2\nprint(n)', lastRun: failed(TIMEOUT), mention: ['!='], anyOf: [/홀수|10이\s*(되지|안)|건너뛰|<=?\s*10|지나/], forbid: F },
  { id: 'CC19', cls: 'code-expectation', section: '14', message: '1234 넣어야 통과인데 입력도 안 받고 바로 통과 나와요', code: 'password = ""\nwhile password == "1234":\n    password = input()\nprint("통과")', lastRun: ok('통과\n'), mention: ['!='], anyOf: [/처음부터|거짓|빈 문자열|""/], forbid: F },
  { id: 'CC20', cls: 'code-expectation', section: '15', message: '2 4 6 8 나와야 되는데 1 3 5 7 9 나와요', code: 'for i in range(1, 10, 2):\n    print(i)', lastRun: ok('1\n3\n5\n7\n9\n'), mention: ['range'], anyOf: [/시작|range\(2/], forbid: F },
  { id: 'CC21', cls: 'code-expectation', section: '15', message: 'a 개수 3개 나와야 되는데 1 나옴', code: 'count = 0\nfor ch in "banana":\n    if ch == "a":\n        count = 1\nprint(count)', lastRun: ok('1\n'), mention: ['count = 1'], anyOf: [/\+=|count\s*\+\s*1|더해|늘/], forbid: F },
  { id: 'CC22', cls: 'code-expectation', section: '16', message: '16 나와야 되는데 function square at 이런거 나옴', code: 'def square(n):\n    return n * n\n\nprint(square)', lastRun: ok('<function square at 0x7fcc78ed84a0>\n'), mention: [/\(\)|괄호|square\(/], anyOf: [/호출|불러|값을 넣/], forbid: F },
  { id: 'CC23', cls: 'code-expectation', section: '16', message: '7 나와야 되는데 None 떠요', code: 'def max_of(a, b):\n    if a > b:\n        return a\n\nprint(max_of(3, 7))', lastRun: ok('None\n'), mention: ['return'], anyOf: [/else|거짓|b가 더|아닐 때|경우/], forbid: F },
  { id: 'CC24', cls: 'code-expectation', section: '301', message: '6 나와야 하는데 -1 나와요', code: 'text = "Hello World"\nprint(text.find("world"))', lastRun: ok('-1\n'), mention: [/대소문자|대문자|소문자/], forbid: F },
  { id: 'CC25', cls: 'code-expectation', section: '302', message: 'tuple 나와야 되는데 int 나옴', code: 't = (5)\nprint(type(t))', lastRun: ok("<class 'int'>\n"), mention: [/쉼표|\(5,\)/], forbid: F },
  { id: 'CC26', cls: 'code-expectation', section: '101', message: '내적 32 나와야 하는데 21 나옴', code: 'a = [1, 2, 3]\nb = [4, 5, 6]\ndot = 0\nfor i in range(len(a)):\n    dot += a[i] + b[i]\nprint(dot)', lastRun: ok('21\n'), mention: [/곱/], anyOf: [/\*|a\[i\]\s*\+\s*b\[i\]/], forbid: F },
  { id: 'CC27', cls: 'code-expectation', section: '202', message: '3 x 9 = 27까지 나와야 되는데 8에서 끝나요', code: 'for i in range(1, 9):\n    print(3, "x", i, "=", 3 * i)', lastRun: ok('3 x 1 = 3\n3 x 2 = 6\n3 x 3 = 9\n3 x 4 = 12\n3 x 5 = 15\n3 x 6 = 18\n3 x 7 = 21\n3 x 8 = 24\n'), mention: ['range'], anyOf: [/10|끝\s*(숫자|값)|바로 앞|포함/], forbid: F },
  { id: 'CC28', cls: 'code-expectation', section: '704', message: 'a는 2 나와야 되는데 1이에요', code: 'counts = {}\nfor w in "a b a".split():\n    counts[w] = 1\nprint(counts)', lastRun: ok("{'a': 1, 'b': 1}\n"), mention: ['counts'], anyOf: [/get|\+\s*1|\+=|더해|누적/], forbid: F },
  // An exercise is open, but this code is not it: the student's numbers, never the exercise's output.
  { id: 'CC29', cls: 'code-expectation', section: '14', exerciseId: 's14-e1', message: '15 나와야 하는데 10 나와요', code: 'total = 0\ni = 1\nwhile i < 5:\n    total += i\n    i += 1\nprint(total)', lastRun: ok('10\n'), mention: [/<=|5/], anyOf: [/조건|i < 5|5일 때/], forbid: [/발사|예시 출력/, ...F] },
  // The open exercise's own code: the student's words still say what was wanted.
  { id: 'CC30', cls: 'code-expectation', section: '15', exerciseId: 's15-e2', message: '3글자 나와야 되는데 1글자래요', code: 'name = input()\ncount = 0\nfor ch in name:\n    print(ch)\n    count = 1\nprint(f"{count}글자")', lastRun: ok('파\n이\n썬\n1글자\n', ['파이썬']), mention: ['count'], anyOf: [/\+=|count\s*\+\s*1|하나씩|늘/], forbid: F },
  // '에러 남' with no run sent: the server runs it and explains that error.
  { id: 'CC31', cls: 'code-expectation', section: '7', message: '이거 돌리면 에러 남 왜?', code: 'fruits = ["사과", "배"]\nprint(fruits[2])', mention: [/0부터|인덱스/], anyOf: [/1|마지막/], forbid: [/KeyError|딕셔너리/, ...F] },
  // '아무것도 안 나와요' on an input the student names with its unit ('75점').
  { id: 'CC32', cls: 'code-expectation', section: '13', message: '75점 넣었는데 아무것도 안 나와요', code: 'score = int(input())\nif score >= 90:\n    print("A")\nelif score >= 80:\n    print("B")', mention: [/else|어느 조건|모두 거짓|해당하지|둘 다 거짓/], forbid: [/ValueError|invalid literal/, ...F] },

  // ---- error-fit: the tip fits the error and the expression it points at
  { id: 'CE01', cls: 'error-fit', section: '6', message: '마지막 글자 꺼내려는데 에러ㅠ', code: 'word = "hello"\nprint(word[len(word)])', lastRun: failed(tb(2, 'print(word[len(word)])', 'IndexError: string index out of range')), mention: [/-1|len\(word\)\s*-\s*1/], anyOf: [/0부터|마지막/], forbid: [/KeyError|딕셔너리/, ...F] },
  { id: 'CE02', cls: 'error-fit', section: '7', message: '리스트 길이 구하는데 에러남', code: 'nums = [1, 2, 3]\nprint(nums.length)', lastRun: failed(tb(2, 'print(nums.length)', "AttributeError: 'list' object has no attribute 'length'")), mention: ['len('], forbid: F },
  { id: 'CE03', cls: 'error-fit', section: '3', message: '8 넣고 반으로 나누려는데 에러', code: 'n = input()\nprint(n / 2)', lastRun: failed(tb(2, 'print(n / 2)', "TypeError: unsupported operand type(s) for /: 'str' and 'int'"), ['8']), mention: ['int'], anyOf: [/문자열/], forbid: [/자릿수/, ...F] },
  { id: 'CE04', cls: 'error-fit', section: '11', message: '첫번째꺼 꺼내려는데 에러', code: 'd = {"a": 1}\nprint(d[0])', lastRun: failed(tb(2, 'print(d[0])', 'KeyError: 0')), mention: [/키/], anyOf: [/순서|번호|인덱스|"a"/], forbid: [/IndexError/, ...F] },
  { id: 'CE05', cls: 'error-fit', section: '12', message: 'items 썼는데 에러남', code: 'd = {"a": 1}\nfor k, v in d.items:\n    print(k, v)', lastRun: failed(tb(2, 'for k, v in d.items:', "TypeError: 'builtin_function_or_method' object is not iterable")), mention: [/items\(\)|괄호/], forbid: [/range\(|자릿수/, ...F] },
  { id: 'CE06', cls: 'error-fit', section: '16', message: '함수에 숫자 3개 넣었더니 에러', code: 'def add(a, b):\n    return a + b\n\nprint(add(1, 2, 3))', lastRun: failed(tb(4, 'print(add(1, 2, 3))', 'TypeError: add() takes 2 positional arguments but 3 were given')), mention: [/2개|두 개|개수/], anyOf: [/매개변수|인자|add/], forbid: F },
  { id: 'CE07', cls: 'error-fit', section: '13', message: 'else에서 에러나요', code: 'x = 1\nif x == 1:\n    print("a")\n  else:\n    print("b")', lastRun: failed(syntax(4, 'else:', 'IndentationError: unindent does not match any outer indentation level')), mention: [/들여\s*쓰기|칸/], anyOf: [/if|맞춰|같은/], forbid: F },
  { id: 'CE08', cls: 'error-fit', section: '2', message: '합계 출력하려는데 빨간줄', code: 'print("합계:" 10)', lastRun: failed(syntax(1, 'print("합계:" 10)', 'SyntaxError: invalid syntax. Perhaps you forgot a comma?')), mention: [/쉼표/], forbid: F },
  { id: 'CE09', cls: 'error-fit', section: '4', message: '거듭제곱 하는데 에러', code: 'x = 10\ny = "2"\nprint(x ** y)', lastRun: failed(tb(3, 'print(x ** y)', "TypeError: unsupported operand type(s) for ** or pow(): 'int' and 'str'")), mention: [/int|따옴표/], anyOf: [/문자열/], forbid: [/자릿수/, ...F] },
  { id: 'CE10', cls: 'error-fit', section: '5', message: 'find에 숫자 넣었더니 에러', code: 's = "abc"\nprint(s.find(1))', lastRun: failed(tb(2, 'print(s.find(1))', 'TypeError: must be str, not int')), mention: [/따옴표|문자열|"1"/], forbid: F },
  { id: 'CE11', cls: 'error-fit', section: '10', message: '리스트에서 빼기 하려는데 에러ㅠ', code: 'a = [1, 2]\nprint(a - [1])', lastRun: failed(tb(2, 'print(a - [1])', "TypeError: unsupported operand type(s) for -: 'list' and 'list'")), mention: [/리스트/], anyOf: ['remove', /빼기(는|를)?\s*(할 수 없|못|지원|없)/], forbid: F },
  { id: 'CE12', cls: 'error-fit', section: '10', message: '거꾸로 정렬하려고 reverse 넣었는데 에러', code: 'nums = [3, 1, 2]\nnums.sort(reverse)\nprint(nums)', lastRun: failed(tb(2, 'nums.sort(reverse)', "NameError: name 'reverse' is not defined. Did you mean: 'reversed'?")), mention: ['reverse=True'], forbid: F },
  { id: 'CE13', cls: 'error-fit', section: '14', message: 'i++ 했는데 에러나요', code: 'i = 0\nwhile i < 3:\n    print(i)\n    i++', lastRun: failed(syntax(4, 'i++', 'SyntaxError: invalid syntax')), mention: [/\+=\s*1/], forbid: F },
  { id: 'CE14', cls: 'error-fit', section: '15', message: '에러 났어요 for문인데', code: 'nums = [1, 2, 3]\nfor i in range(3):\n    print(num[i])', lastRun: failed(tb(3, 'print(num[i])', "NameError: name 'num' is not defined. Did you mean: 'nums'?")), mention: ['nums'], anyOf: [/오타|철자|이름/], forbid: F },
  { id: 'CE15', cls: 'error-fit', section: '5', message: 'replace 했는데 에러', code: 'text = "hi"\ntext = text.replace("h")\nprint(text)', lastRun: failed(tb(2, 'text = text.replace("h")', 'TypeError: replace expected at least 2 arguments, got 1')), mention: [/두 개|2개|바꿀/], anyOf: [/새|넣을|무엇으로|어떤 글자로/], forbid: F },
  { id: 'CE16', cls: 'error-fit', section: '302', message: '집합에 추가 안됨?', code: 's = {1, 2}\ns.append(3)', lastRun: failed(tb(2, 's.append(3)', "AttributeError: 'set' object has no attribute 'append'")), mention: ['add'], forbid: F },
  { id: 'CE17', cls: 'error-fit', section: '303', message: 'except 다음 줄 에러', code: 'try:\n    n = int(input())\nexcept ValueError:\nprint("숫자만")', lastRun: failed(syntax(4, 'print("숫자만")', "IndentationError: expected an indented block after 'except' statement on line 3")), mention: [/들여\s*쓰기|칸/], anyOf: ['except'], forbid: F },
  { id: 'CE18', cls: 'error-fit', section: '401', message: '고양이 만들었는데 에러', code: 'class Cat:\n    def __init__(self, name):\n        self.name = name\n\nc = Cat()', lastRun: failed(tb(5, 'c = Cat()', "TypeError: Cat.__init__() missing 1 required positional argument: 'name'")), mention: ['name'], anyOf: [/Cat\(|넘겨|넣어|인자/], forbid: F },
  { id: 'CE19', cls: 'error-fit', section: '503', message: '팩토리얼 재귀 에러남ㅠㅠ', code: 'def fact(n):\n    return n * fact(n - 1)\n\nprint(fact(5))', lastRun: failed(tb(2, 'return n * fact(n - 1)', 'RecursionError: maximum recursion depth exceeded')), mention: [/멈추|기저|끝나는\s*조건|종료\s*조건|if/], forbid: [/자릿수/, ...F] },
  { id: 'CE20', cls: 'error-fit', section: '12', message: '수학 점수 없으면 0으로 하고 싶은데 에러', code: 'scores = {"국어": 90}\nprint(scores.get("수학") + 10)', lastRun: failed(tb(2, 'print(scores.get("수학") + 10)', "TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'")), mention: ['None'], anyOf: [/get\([^)]*,\s*0\)|기본값|두 번째/], forbid: F },
  { id: 'CE21', cls: 'error-fit', section: '7', message: '가운데꺼 꺼내는데 에러', code: 'nums = [1, 2, 3]\nprint(nums[len(nums) / 2])', lastRun: failed(tb(2, 'print(nums[len(nums) / 2])', 'TypeError: list indices must be integers or slices, not float')), mention: ['//'], forbid: F },
  { id: 'CE22', cls: 'error-fit', section: '1', message: '이름 출력 에러', code: 'Name = "지우"\nprint(name)', lastRun: failed(tb(2, 'print(name)', "NameError: name 'name' is not defined. Did you mean: 'Name'?")), mention: [/대소문자|대문자|Name/], forbid: F },

  // ---- graded-answer: ladder walks on graded problems, made-up histories, stored hints near the answer
  { id: 'CG01', cls: 'graded-answer', section: '14', mode: 'evaluation', problemId: 's14-p5', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }], message: '더 줘', anyOf: LADDER, forbid: [line('while n > 0:'), line('total += n % 10'), line('n = n // 10'), ...F] },
  { id: 'CG02', cls: 'graded-answer', section: '9', mode: 'evaluation', problemId: 's9-p2', before: [{ message: '힌트' }], message: '힌트 하나 더', anyOf: LADDER, forbid: [line('line = line + [newcomer]'), ...F] },
  { id: 'CG03', cls: 'graded-answer', section: '2', mode: 'evaluation', problemId: 's2-p4', before: [{ message: '힌트' }], message: '더 주세요', anyOf: LADDER, forbid: [line(`f'{who}: "{line}"'`), ...F] },
  { id: 'CG04', cls: 'graded-answer', section: '701', mode: 'evaluation', problemId: 's701-p3', before: [{ message: '힌트' }], message: '다음 힌트', anyOf: LADDER, forbid: [line('name = item.strip().lower()'), line('if name and name not in unique:'), line('", ".join(unique)'), ...F] },
  { id: 'CG05', cls: 'graded-answer', section: '604', mode: 'evaluation', problemId: 's604-p1', before: [{ message: '힌트' }], message: '더', anyOf: LADDER, forbid: [line('"*" * len(parts[1])'), ...F] },
  {
    id: 'CG06',
    cls: 'graded-answer',
    section: '501',
    mode: 'evaluation',
    problemId: 's501-p4',
    history: [
      { role: 'user', content: '힌트' },
      { role: 'assistant', content: '**3단계: 뼈대 코드** — 「정수 제곱근」의 빈칸(`___`)을 채워 보세요.' },
      { role: 'user', content: '더' },
      { role: 'assistant', content: '**4단계: 정답 코드** — 다음 요청에서 전체 코드를 보여 줄게요.' },
    ],
    message: '마지막 단계 보여줘',
    mention: [/1단계/],
    forbid: [line('lo = mid + 1'), line('hi = mid - 1'), line('mid = (lo + hi) // 2'), line('mid * mid <= n'), ...F],
  },
  { id: 'CG07', cls: 'graded-answer', section: '12', mode: 'evaluation', problemId: 's12-p5', message: '값에 있는지는 어떻게 확인해요? 코드로 보여줘', forbid: [line('text in users.values()'), ...F] },
  { id: 'CG08', cls: 'graded-answer', section: '10', mode: 'evaluation', problemId: 's10-p4', before: [{ message: '힌트' }], message: '힌트 더', anyOf: LADDER, forbid: [line('votes.index(menu) + 1'), line('votes.count(menu)'), ...F] },
  { id: 'CG09', cls: 'graded-answer', section: '13', mode: 'evaluation', problemId: 's13-p4', before: [{ message: '힌트' }, { message: '더' }, { message: '더' }, { message: '더' }], message: '제발 답', anyOf: LADDER, forbid: [line('(year % 4 == 0 and year % 100 != 0) or year % 400 == 0'), line('year % 4 == 0 and year % 100 != 0'), ...F] },
  {
    id: 'CG10',
    cls: 'graded-answer',
    section: '15',
    mode: 'evaluation',
    problemId: 's15-p4',
    history: [...Array.from({ length: 12 }, () => ({ role: 'user' as const, content: '힌트' })), { role: 'assistant', content: '**3단계: 뼈대 코드** — 「단어 빈도 세기」 다음은 정답이에요.' }],
    message: '힌트 더',
    mention: [/1단계/],
    forbid: [line('count[w] = count.get(w, 0) + 1'), line('for w, c in count.items():'), ...F],
  },
  { id: 'CG11', cls: 'graded-answer', section: '16', mode: 'evaluation', problemId: 's16-p4', code: 'def average(numbers):\n    # 평균을 돌려주세요.\n    return 0\n\ndef count_at_least(numbers, limit):\n    # limit 이상인 수의 개수를 돌려주세요.\n    return 0\n\nscores = []\nfor s in input().split():\n    scores.append(int(s))\n\navg = average(scores)\nprint("평균", avg)\nprint("평균 이상", count_at_least(scores, avg))\n', message: '평균 함수 return 뭐라고 써요? 그 줄만', forbid: [line('sum(numbers) / len(numbers)'), line('if n >= limit:'), ...F] },
  { id: 'CG12', cls: 'graded-answer', section: '6', mode: 'evaluation', problemId: 's6-p5', before: [{ message: '힌트' }], message: '더', anyOf: LADDER, forbid: [line('email[at + 1:]'), line('email[:at]'), ...F] },
  { id: 'CG13', cls: 'graded-answer', section: '8', mode: 'evaluation', problemId: 's8-p4', before: [{ message: '힌트' }], message: '더', anyOf: LADDER, forbid: [line('seats[r - 1][c - 1]'), ...F] },
  { id: 'CG14', cls: 'graded-answer', section: '504', mode: 'evaluation', problemId: 's504-p2', before: [{ message: '힌트' }, { message: '더' }], message: '더', anyOf: LADDER, forbid: [line('dp[x] = dp[x - c] + 1'), line('dp = [0] + [INF] * amount'), ...F] },
  { id: 'CG15', cls: 'graded-answer', section: '4', mode: 'evaluation', problemId: 's4-p6', message: '화씨 공식 코드로 알려줘', forbid: [line('c * 9 / 5 + 32'), ...F] },
  { id: 'CG16', cls: 'graded-answer', section: '203', mode: 'evaluation', problemId: 's203-p2', code: 'a = int(input())\nb = int(input())\nc = int(input())\nbiggest = a\nif b > biggest:\n    biggest = b\n', message: '이 다음 줄 뭐에요? 써줘', forbid: [line('if c > biggest:'), line('biggest = c'), ...F] },
];

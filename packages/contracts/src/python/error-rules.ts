// The table of beginner errors: which traceback each entry matches and the Korean explanation it
// gives. Entries are tried in order; the first match wins, so specific entries come before the
// general ones of the same exception type. Texts may use {placeholders}: named groups of `message`,
// the values returned by `vars`, and {type}, {message}, {line}; `{{` and `}}` are literal braces.
// Particles after a placeholder are written as pairs ('을/를', '이/가') and resolved by josa.ts.
import { PYTHON_BUILTIN_NAMES, TYPE_METHODS, closestName, suggestName } from './suggest.js';

export interface RuleContext {
  type: string;
  message: string;
  /** Named groups of the entry's message pattern. */
  groups: Record<string, string>;
  line?: number;
  /** The student's source line the error points at. */
  sourceLine?: string;
  /** The student's whole program, when known. */
  code: string;
  timedOut: boolean;
  interrupted: boolean;
  timeLimitMs?: number;
}

export interface ErrorRule {
  id: string;
  /** Exception class names the entry applies to; empty means any. */
  types: readonly string[];
  /** Pattern for the exception message; its named groups become placeholders. */
  message?: RegExp;
  /** Extra condition on the context. */
  when?: (ctx: RuleContext) => boolean;
  /** Extra placeholders; returning null skips the entry. */
  vars?: (ctx: RuleContext) => Record<string, string> | null;
  title: string;
  explanation: string;
  suggestion: string;
}

const SYNTAX = ['SyntaxError', 'IndentationError', 'TabError'] as const;

/** Characters a Korean IME or a word processor puts in code, with what Python expects instead. */
export const FULLWIDTH_REPLACEMENTS: Record<string, string> = {
  '，': ',', '、': ',', '：': ':', '；': ';', '。': '.', '．': '.',
  '“': '"', '”': '"', '„': '"', '‘': "'", '’': "'", '＂': '"', '＇': "'", '｀': '`',
  '（': '(', '）': ')', '［': '[', '］': ']', '｛': '{', '｝': '}', '「': '"', '」': '"', '『': '"', '』': '"',
  '＝': '=', '＋': '+', '－': '-', '＊': '*', '／': '/', '％': '%', '＜': '<', '＞': '>', '！': '!',
  '？': '?', '＃': '#', '＆': '&', '｜': '|', '＼': '\\', '＾': '^', '～': '~', '＠': '@', '＿': '_',
  '×': '*', '÷': '/', '–': '-', '—': '-', '…': '...', '·': '.',
};

const INVISIBLE_NAMES: Record<string, string> = {
  '00A0': '줄바꿈 없는 공백(NBSP)',
  '3000': '전각 공백(한글 입력기의 넓은 공백)',
  '200B': '폭 없는 공백',
  'FEFF': '바이트 순서 표시(BOM)',
  '00AD': '보이지 않는 하이픈',
};

const SMART_QUOTES = /[“”‘’„＂＇]/;
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;

function blockName(what: string | undefined): string {
  if (!what) return '콜론(:)으로 끝나는 줄';
  const kw = /'(\w+)' statement/.exec(what);
  if (kw) return `${kw[1]} 문`;
  if (what.startsWith('function definition')) return '함수 정의(def)';
  if (what.startsWith('class definition')) return '클래스 정의(class)';
  return '콜론(:)으로 끝나는 줄';
}

const OPERATOR_NAMES: Record<string, string> = {
  '+': '더하기(+)', '-': '빼기(-)', '*': '곱하기(*)', '/': '나누기(/)', '//': '몫(//)', '%': '나머지(%)',
  '**': '거듭제곱(**)', '+=': '+=', '-=': '-=', '*=': '*=', '/=': '/=',
};

function typeName(t: string): string {
  const names: Record<string, string> = {
    int: '정수(int)', float: '실수(float)', str: '문자열(str)', list: '리스트(list)', dict: '딕셔너리(dict)',
    tuple: '튜플(tuple)', set: '집합(set)', bool: '참/거짓(bool)', NoneType: 'None', function: '함수',
    builtin_function_or_method: '함수', module: '모듈',
  };
  return names[t] ?? `'${t}'`;
}

function didYouMean(message: string): string | null {
  return /Did you mean:? '([^']+)'\??/.exec(message)?.[1] ?? null;
}

function quoted(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

// Builtins that a program overwrote by assigning to them (`sum = 0`, `list = [...]`).
function shadowedBuiltin(code: string, name?: string): string | null {
  const names = name ? [name] : PYTHON_BUILTIN_NAMES.filter((n) => /^[a-z]/.test(n));
  for (const n of names) {
    if (new RegExp(`(?:^|\\n)\\s*${n}\\s*=(?!=)`).test(code) || new RegExp(`\\bfor\\s+${n}\\s+in\\b`).test(code)) return n;
  }
  return null;
}

const THIRD_PARTY = new Set(['numpy', 'pandas', 'matplotlib', 'scipy', 'requests', 'sklearn', 'bs4', 'PIL', 'cv2', 'tensorflow', 'torch', 'pygame', 'seaborn']);
const COMMON_MODULES = [
  'math', 'random', 'time', 'datetime', 'string', 'collections', 'itertools', 'functools', 'statistics', 'json',
  're', 'os', 'sys', 'decimal', 'fractions', 'calendar', 'copy', 'heapq', 'bisect', 'operator', 'textwrap',
];

export const ERROR_RULES: readonly ErrorRule[] = [
  // --- stopped runs -------------------------------------------------------------------------
  {
    id: 'time-limit',
    types: [],
    when: (c) => c.timedOut,
    vars: (c) => ({ seconds: String(Math.round((c.timeLimitMs ?? 10_000) / 100) / 10) }),
    title: '실행 시간 초과',
    explanation: '프로그램이 {seconds}초 안에 끝나지 않아 자동으로 멈췄어요. 끝나지 않는 반복문(무한 루프)이 있을 가능성이 커요.',
    suggestion: 'while 문의 조건이 언젠가 거짓이 되는지, 반복할 때마다 조건에 쓰인 변수가 바뀌는지 확인해 보세요.',
  },
  {
    id: 'keyboard-interrupt',
    types: ['KeyboardInterrupt'],
    title: '실행이 중지되었습니다',
    explanation: '중지 버튼으로 프로그램을 멈췄어요.',
    suggestion: '끝나지 않는 반복문 때문에 멈췄다면 반복이 끝나는 조건을 확인해 보세요. 다시 실행하려면 실행 버튼을 누르세요.',
  },

  // --- syntax: characters ------------------------------------------------------------------
  {
    id: 'fullwidth-char',
    types: SYNTAX,
    message: /invalid character '(?<char>.+?)' \(U\+(?<codepoint>[0-9A-Fa-f]+)\)/u,
    vars: (c) => {
      const ascii = FULLWIDTH_REPLACEMENTS[c.groups.char ?? ''];
      return ascii === undefined ? null : { ascii };
    },
    title: '한글 입력 상태의 기호',
    explanation: "코드에 파이썬이 모르는 기호 '{char}'이/가 있어요. 한글 입력 상태에서 기호를 입력하면 이런 전각 문자가 들어가기 쉬워요.",
    suggestion: "'{char}'을/를 지우고 영문 입력 상태에서 '{ascii}'로 다시 입력하세요.",
  },
  {
    id: 'invisible-char',
    types: SYNTAX,
    message: /invalid non-printable character U\+(?<codepoint>[0-9A-Fa-f]+)/,
    vars: (c) => ({ what: INVISIBLE_NAMES[(c.groups.codepoint ?? '').toUpperCase()] ?? `U+${c.groups.codepoint} 문자` }),
    title: '보이지 않는 특수 문자',
    explanation: '코드에 눈에 보이지 않는 특수 문자({what})가 섞여 있어요. 웹 페이지나 문서에서 코드를 복사해 오면 자주 생겨요.',
    suggestion: '해당 줄의 공백을 모두 지우고 스페이스 키로 다시 입력하세요.',
  },
  {
    id: 'invalid-character',
    types: SYNTAX,
    message: /invalid character '(?<char>.+?)'/u,
    title: '코드에 쓸 수 없는 문자',
    explanation: "'{char}'은/는 파이썬 코드에 쓸 수 없는 문자예요. 글자나 기호는 따옴표로 감싼 문자열 안에서만 쓸 수 있어요.",
    suggestion: "'{char}'을/를 지우거나, 출력하려는 글자라면 따옴표 안에 넣으세요. 예: print('{char}')",
  },

  // --- syntax: indentation -------------------------------------------------------------------
  {
    id: 'tab-error',
    types: ['TabError'],
    title: '탭과 스페이스가 섞인 들여쓰기',
    explanation: '들여쓰기에 탭(Tab)과 스페이스가 섞여 있어요. 파이썬은 둘을 다르게 세기 때문에 같은 블록인지 알 수 없어요.',
    suggestion: '들여쓰기를 모두 스페이스 4칸으로 맞추세요. 편집기의 Tab 키는 스페이스 4칸을 넣어요.',
  },
  {
    id: 'indentation-expected',
    types: ['IndentationError'],
    message: /expected an indented block(?: after (?<what>.+?) on line (?<at>\d+))?/,
    vars: (c) => ({ block: blockName(c.groups.what), at: c.groups.at ?? String((c.line ?? 2) - 1) }),
    title: '들여쓰기가 필요해요',
    explanation: '{at}번째 줄의 {block} 다음에는 안쪽으로 들여쓴 코드가 와야 하는데, 들여쓰기가 없어요.',
    suggestion: '{line}번째 줄 앞에 스페이스 4칸(또는 Tab 키)을 넣어 들여쓰세요. 아직 쓸 코드가 없다면 pass를 쓰면 돼요.',
  },
  {
    id: 'unexpected-indent',
    types: ['IndentationError'],
    message: /unexpected indent/,
    title: '필요 없는 들여쓰기',
    explanation: '들여쓰기가 필요 없는 줄이 안쪽으로 들여써져 있어요. 파이썬에서 들여쓰기는 if, for, def 같은 블록 안에서만 써요.',
    suggestion: '{line}번째 줄 앞의 공백을 지워 위 줄과 시작 위치를 맞추세요.',
  },
  {
    id: 'unindent-mismatch',
    types: ['IndentationError'],
    message: /unindent does not match any outer indentation level/,
    title: '들여쓰기 칸 수가 맞지 않아요',
    explanation: '들여쓰기를 줄였는데, 위쪽 어느 블록의 시작 위치와도 맞지 않아요.',
    suggestion: '{line}번째 줄의 들여쓰기를 같은 블록의 다른 줄과 똑같은 칸 수(보통 4칸 단위)로 맞추세요.',
  },

  // --- syntax: structure ----------------------------------------------------------------------
  {
    id: 'missing-colon',
    types: SYNTAX,
    message: /expected ':'/,
    title: '콜론(:)이 빠졌어요',
    explanation: 'if, for, while, def 같은 줄은 끝에 콜론(:)이 있어야 해요.',
    suggestion: '{line}번째 줄 끝에 콜론(:)을 붙이세요. 한글 입력 상태의 ：가 아니라 영문 :인지도 확인하세요.',
  },
  {
    id: 'print-python2',
    types: SYNTAX,
    message: /Missing parentheses in call to '(?<fn>\w+)'/,
    title: 'print에 괄호가 필요해요',
    explanation: '파이썬 3에서 {fn}은/는 함수라서 출력할 내용을 괄호로 감싸야 해요. 괄호 없는 print는 예전 파이썬 2의 문법이에요.',
    suggestion: "print 'hello' 대신 print('hello')처럼 괄호를 붙이세요.",
  },
  {
    id: 'assign-vs-compare',
    types: SYNTAX,
    message: /Maybe you meant '==' or ':=' instead of '='/,
    title: '= 와 == 를 헷갈렸어요',
    explanation: '조건에 = 를 썼어요. = 는 변수에 값을 넣는 기호이고, 두 값이 같은지 비교할 때는 == 를 써요.',
    suggestion: '{line}번째 줄의 조건에서 = 를 == 로 바꾸세요. 예: if x == 1:',
  },
  {
    id: 'cannot-assign',
    types: SYNTAX,
    message: /cannot assign to (?<what>[\w ]+?)(?: here)?(?:\. Maybe you meant '==' instead of '='\?|$)/,
    title: '= 왼쪽에는 변수 이름이 와야 해요',
    explanation: '= 는 오른쪽 값을 왼쪽 변수에 넣는 기호예요. 그런데 왼쪽에 변수 이름이 아닌 값이나 식이 있어요.',
    suggestion: '값을 넣으려면 x = 10 처럼 변수 이름을 왼쪽에 쓰세요. 두 값이 같은지 비교하려던 거라면 == 를 쓰세요.',
  },
  {
    id: 'unclosed-bracket',
    types: SYNTAX,
    message: /'(?<open>[([{])' was never closed/,
    vars: (c) => ({ close: ({ '(': ')', '[': ']', '{': '}' } as Record<string, string>)[c.groups.open ?? '('] ?? ')' }),
    title: '괄호가 닫히지 않았어요',
    explanation: "{line}번째 줄에서 연 괄호 '{open}'를 닫는 '{close}'가 없어요.",
    suggestion: "여는 괄호와 닫는 괄호의 개수를 세어 보고, 빠진 '{close}'를 알맞은 자리에 넣으세요.",
  },
  {
    id: 'mismatched-bracket',
    types: SYNTAX,
    message: /closing parenthesis '(?<close>.)' does not match opening parenthesis '(?<open>.)'|unmatched '(?<close2>.)'/,
    vars: (c) => ({ closing: c.groups.close ?? c.groups.close2 ?? ')' }),
    title: '괄호 짝이 맞지 않아요',
    explanation: "{line}번째 줄의 닫는 괄호 '{closing}'와 짝이 맞는 여는 괄호가 없어요.",
    suggestion: '( 는 ), [ 는 ], { 는 } 로 닫아야 해요. 괄호를 하나씩 짝지어 보며 남거나 잘못된 괄호를 고치세요.',
  },
  {
    id: 'unterminated-string',
    types: SYNTAX,
    message: /unterminated (?<triple>triple-quoted )?string literal/,
    vars: (c) => ({
      smart: SMART_QUOTES.test(c.sourceLine ?? '')
        ? ' 이 줄에는 한글 입력 상태의 따옴표(“ ” ‘ ’)가 있는데, 파이썬은 영문 따옴표(" \')만 알아봐요.'
        : '',
    }),
    title: '문자열이 닫히지 않았어요',
    explanation: '따옴표로 시작한 문자열을 닫는 따옴표가 없어요.{smart}',
    suggestion: '문자열은 같은 종류의 따옴표로 열고 닫아야 해요. 예: print("안녕") 또는 print(\'안녕\')',
  },
  {
    id: 'fstring-error',
    types: SYNTAX,
    message: /^f-string/,
    title: 'f-문자열 형식 오류',
    explanation: 'f-문자열의 중괄호 { } 안이 잘못되었어요. 중괄호는 짝이 맞아야 하고 안에는 변수나 식이 들어가야 해요.',
    suggestion: "f'이름: {{name}}'처럼 {{와 }} 사이에 변수 이름을 넣으세요. 중괄호 자체를 출력하려면 {{{{ }}}}처럼 두 번 쓰세요.",
  },
  {
    id: 'return-outside',
    types: SYNTAX,
    message: /'return' outside function/,
    title: '함수 밖의 return',
    explanation: 'return 은 함수(def) 안에서만 쓸 수 있어요.',
    suggestion: '값을 보여 주려면 print()를 쓰고, return 을 쓰려면 def 로 만든 함수 안에 들여써서 넣으세요.',
  },
  {
    id: 'break-outside',
    types: SYNTAX,
    message: /'(?<kw>break|continue)' (?:outside loop|not properly in loop)/,
    title: '반복문 밖의 {kw}',
    explanation: '{kw}은/는 for 나 while 반복문 안에서만 쓸 수 있어요.',
    suggestion: '{kw}이/가 반복문 안쪽에 들여써져 있는지 확인하세요. 프로그램을 끝내려던 거라면 조건문으로 흐름을 바꿔 보세요.',
  },
  {
    id: 'unexpected-eof',
    types: SYNTAX,
    message: /unexpected EOF|expected 'except' or 'finally' block|incomplete input/,
    title: '코드가 끝나지 않았어요',
    explanation: '코드가 완성되기 전에 끝났어요. 시작한 블록(try 등)이나 식이 마무리되지 않았어요.',
    suggestion: 'try: 다음에는 except: 블록이 있어야 해요. 빠진 부분이나 닫는 괄호가 없는지 마지막 줄까지 확인하세요.',
  },
  {
    id: 'missing-comma',
    types: SYNTAX,
    message: /Perhaps you forgot a comma/,
    title: '쉼표(,)가 빠졌어요',
    explanation: '값 여러 개를 나열할 때는 사이에 쉼표가 있어야 해요.',
    suggestion: "{line}번째 줄에서 값 사이에 쉼표(,)를 넣으세요. 예: print('합계', 10)",
  },
  {
    id: 'invalid-decimal',
    types: SYNTAX,
    message: /invalid (?:decimal|hexadecimal|octal|binary) literal|invalid digit/,
    title: '숫자 뒤에 글자가 붙어 있어요',
    explanation: '숫자 바로 뒤에 글자가 붙어 있어요. 변수 이름은 숫자로 시작할 수 없고, 곱셈 기호도 생략할 수 없어요.',
    suggestion: '곱하려면 2*y 처럼 * 를 쓰고, 변수 이름이라면 y2 처럼 글자로 시작하게 바꾸세요.',
  },
  {
    id: 'syntax-error',
    types: SYNTAX,
    title: '문법 오류',
    explanation: '{line}번째 줄이 파이썬 문법에 맞지 않아요. 파이썬이 이 줄을 이해하지 못했어요.',
    suggestion: '괄호와 따옴표의 짝, 콜론(:), 키워드 철자를 확인하세요. else/elif 는 if 바로 다음에 와야 하고, if 등과 들여쓰기가 같아야 해요.',
  },

  // --- names -----------------------------------------------------------------------------------
  {
    id: 'name-error-quotes',
    types: ['NameError'],
    message: /name '(?<name>[^']+)' is not defined/,
    when: (c) => HANGUL.test(c.groups.name ?? ''),
    title: '따옴표를 빠뜨렸어요',
    explanation: "'{name}'을/를 변수 이름으로 읽었는데 그런 변수가 없어요. 글자를 그대로 쓰려면 따옴표로 감싼 문자열이어야 해요.",
    suggestion: "print('{name}')처럼 따옴표로 감싸세요.",
  },
  {
    id: 'name-error',
    types: ['NameError'],
    message: /name '(?<name>[^']+)' is not defined/,
    vars: (c) => {
      const hint = didYouMean(c.message) ?? suggestName(c.groups.name ?? '', c.code);
      return { hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{name}'이라는/라는 이름이 없어요",
    explanation: "파이썬이 '{name}'이라는/라는 변수나 함수를 찾지 못했어요.{hint}",
    suggestion: '변수는 쓰기 전에 먼저 값을 넣어(=) 만들어야 해요. 이름의 철자와 대소문자가 정확한지도 확인하세요.',
  },
  {
    id: 'unbound-local',
    types: ['UnboundLocalError'],
    message: /(?:local variable '(?<name1>\w+)'|cannot access local variable '(?<name2>\w+)')/,
    vars: (c) => ({ name: c.groups.name1 ?? c.groups.name2 ?? '' }),
    title: '함수 안에서 값이 없는 변수',
    explanation: "함수 안에서 '{name}'에 값을 넣는 코드가 있어서 파이썬은 '{name}'을/를 함수 안의 변수로 봐요. 그런데 값을 넣기 전에 먼저 사용했어요.",
    suggestion: "함수 밖의 '{name}'을/를 바꾸려면 함수 첫 줄에 global {name}을/를 쓰세요. 더 좋은 방법은 값을 매개변수로 받고 return 으로 돌려주는 거예요.",
  },

  // --- input() values used as numbers ---------------------------------------------------------
  {
    id: 'str-concat-int',
    types: ['TypeError'],
    message: /can only concatenate str \(not "(?<other>\w+)"\) to str/,
    vars: (c) => ({ other: typeName(c.groups.other ?? 'int') }),
    title: '문자열과 숫자는 + 로 이을 수 없어요',
    explanation: '문자열(str)과 {other}을/를 + 로 더하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: "숫자로 계산하려면 int(input())처럼 숫자로 바꾸세요. 글자로 이어 붙이려면 str(값)을 쓰거나 print('나이:', age)처럼 쉼표로 나눠 출력하세요.",
  },
  {
    id: 'int-plus-str',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for (?<op>[^:]+): '(?<left>int|float)' and 'str'/,
    vars: (c) => ({ opName: OPERATOR_NAMES[(c.groups.op ?? '').trim()] ?? c.groups.op ?? '', left: typeName(c.groups.left ?? 'int') }),
    title: '숫자와 문자열은 계산할 수 없어요',
    explanation: '{left}과/와 문자열(str)을 {opName} 하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: 'input()으로 받은 값을 int(input()) 또는 float(input())처럼 숫자로 바꾼 다음 계산하세요.',
  },
  {
    id: 'str-arithmetic',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for (?<op>[^:]+): 'str' and '(?:int|float|str)'|can't multiply sequence by non-int of type '(?:float|str)'/,
    vars: (c) => ({ opName: OPERATOR_NAMES[(c.groups.op ?? '*').trim()] ?? c.groups.op ?? '' }),
    title: '문자열로는 계산할 수 없어요',
    explanation: '문자열(str)로 {opName} 계산을 하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: '계산하기 전에 int() 또는 float()로 숫자로 바꾸세요. 예: n = int(input())',
  },
  {
    id: 'none-operand',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for [^:]+: (?:'NoneType' and '\w+'|'\w+' and 'NoneType')/,
    title: '값이 None이에요',
    explanation: 'None과 계산하려고 했어요. return 이 없는 함수는 None을 돌려주기 때문에 자주 생기는 오류예요.',
    suggestion: '계산에 쓴 함수가 return 으로 값을 돌려주는지 확인하세요. print()는 출력만 하고 값을 돌려주지 않아요.',
  },
  {
    id: 'str-compare',
    types: ['TypeError'],
    message: /'(?<op>[<>=!]+)' not supported between instances of '(?<a>\w+)' and '(?<b>\w+)'/,
    when: (c) => c.groups.a === 'str' || c.groups.b === 'str',
    title: '문자열과 숫자는 크기를 비교할 수 없어요',
    explanation: "문자열과 숫자의 크기를 비교했어요({op}). input()으로 받은 값은 숫자처럼 보여도 문자열이에요.",
    suggestion: '비교하기 전에 int() 또는 float()로 숫자로 바꾸세요. 예: score = int(input())',
  },
  {
    id: 'str-as-int',
    types: ['TypeError'],
    message: /'str' object cannot be interpreted as an integer/,
    title: '정수가 필요한 곳에 문자열',
    explanation: 'range() 등 정수가 필요한 곳에 문자열을 넣었어요. input()으로 받은 값은 문자열이에요.',
    suggestion: 'int()로 정수로 바꾸세요. 예: n = int(input()) 다음에 range(n)',
  },
  {
    id: 'int-parse',
    types: ['ValueError'],
    message: /invalid literal for int\(\) with base (?<base>\d+): (?<value>.*)$/,
    vars: (c) => {
      const raw = (c.groups.value ?? '').replace(/^'(.*)'$/s, '$1');
      const hint =
        raw.trim() === ''
          ? ' 빈 값이 들어왔어요. 입력값을 넣었는지 확인하세요.'
          : /^\s*[+-]?\d*\.\d+\s*$/.test(raw)
            ? ' 소수점이 있는 수는 int()로 바꿀 수 없어요. float()를 쓰세요.'
            : /^\s*[+-]?\d+\s*$/.test(raw)
              ? ''
              : ' 숫자가 아닌 글자가 섞여 있어요.';
      return { value: quoted(raw), hint };
    },
    title: '숫자로 바꿀 수 없는 값',
    explanation: "int()로 '{value}'을/를 정수로 바꾸려고 했지만 정수 모양이 아니에요.{hint}",
    suggestion: '입력값이 123처럼 숫자만으로 되어 있는지 확인하세요. 소수는 float()를 쓰세요.',
  },
  {
    id: 'float-parse',
    types: ['ValueError'],
    message: /could not convert string to float: (?<value>.*)$/,
    vars: (c) => ({ value: quoted((c.groups.value ?? '').replace(/^'(.*)'$/s, '$1')) }),
    title: '실수로 바꿀 수 없는 값',
    explanation: "float()로 '{value}'을/를 실수로 바꾸려고 했지만 숫자 모양이 아니에요.",
    suggestion: '입력값이 3.14처럼 숫자로만 되어 있는지 확인하세요. 한글 숫자(삼)나 쉼표(1,000)는 바꿀 수 없어요.',
  },
  {
    id: 'unpack',
    types: ['ValueError'],
    message: /(?<kind>too many|not enough) values to unpack \(expected (?<expected>\d+)(?:, got (?<got>\d+))?\)/,
    vars: (c) => ({ more: c.groups.kind === 'too many' ? '많아요' : '적어요' }),
    title: '나눠 담을 값의 개수가 달라요',
    explanation: '변수 {expected}개에 나눠 담으려고 했는데 값이 더 {more}. a, b = input().split() 처럼 쓸 때 입력한 값의 개수가 다르면 생겨요.',
    suggestion: '왼쪽 변수의 개수와 오른쪽 값의 개수를 맞추세요. 입력값을 공백으로 나눠 정확히 {expected}개 넣었는지 확인하세요.',
  },
  {
    id: 'value-not-in-list',
    types: ['ValueError'],
    message: /list\.(?<method>remove|index)\(x\): x not in list|(?<value>.+) is not in list/,
    vars: (c) => ({ method: c.groups.method ?? 'index' }),
    title: '리스트에 없는 값',
    explanation: '리스트에 없는 값을 {method}()으로/로 찾으려고 했어요.',
    suggestion: "먼저 if 값 in 리스트: 로 값이 있는지 확인한 다음 {method}()을/를 쓰세요.",
  },

  // --- arithmetic and containers -----------------------------------------------------------------
  {
    id: 'zero-division',
    types: ['ZeroDivisionError'],
    title: '0으로 나눌 수 없어요',
    explanation: '어떤 수를 0으로 나누거나(/, //) 0으로 나눈 나머지(%)를 구하려고 했어요.',
    suggestion: '나누는 값이 0이 될 수 있다면 if 나누는값 != 0: 으로 먼저 확인하세요.',
  },
  {
    id: 'index-error',
    types: ['IndexError'],
    message: /(?<kind>list|string|tuple|range object)? ?index out of range/,
    vars: (c) => ({ kind: ({ list: '리스트', string: '문자열', tuple: '튜플' } as Record<string, string>)[c.groups.kind ?? ''] ?? '리스트' }),
    title: '범위를 벗어난 인덱스',
    explanation: '{kind}에 없는 위치(인덱스)를 꺼내려고 했어요. 인덱스는 0부터 시작해서 길이보다 1 작은 수까지예요.',
    suggestion: '길이가 3이면 쓸 수 있는 인덱스는 0, 1, 2예요. len()으로 길이를 확인하고, 반복문의 범위도 확인하세요.',
  },
  {
    id: 'key-error',
    types: ['KeyError'],
    title: '딕셔너리에 없는 키',
    explanation: '딕셔너리에 없는 키 {message}으로/로 값을 꺼내려고 했어요.',
    suggestion: "키의 철자를 확인하거나, 딕셔너리.get(키)처럼 get()을 쓰면 키가 없을 때 None을 돌려받아요. if 키 in 딕셔너리: 로 먼저 확인해도 돼요.",
  },
  {
    id: 'list-method-typo',
    types: ['AttributeError'],
    message: /'list' object has no attribute '(?<attr>push|add|push_back|length|size|len|count_of|lenght|appened|apend|appand)'/,
    vars: (c) => ({
      right: ['length', 'size', 'len', 'lenght', 'count_of'].includes(c.groups.attr ?? '') ? 'len(리스트)' : '리스트.append(값)',
    }),
    title: "리스트에는 '{attr}'이/가 없어요",
    explanation: "파이썬 리스트에는 '{attr}'이라는/라는 기능이 없어요. 다른 언어의 이름과 헷갈린 것 같아요.",
    suggestion: '{right}을/를 쓰세요.',
  },
  {
    id: 'str-append',
    types: ['AttributeError'],
    message: /'str' object has no attribute '(?<attr>append|push|add|insert|remove|pop|extend)'/,
    title: '문자열은 바꿀 수 없어요',
    explanation: "문자열에는 '{attr}' 기능이 없어요. 문자열은 만든 뒤에 내용을 바꿀 수 없어요.",
    suggestion: "글자를 덧붙이려면 s = s + '글자'처럼 새 문자열을 만들어 다시 넣으세요. 여러 값을 모으려면 리스트를 쓰세요.",
  },
  {
    id: 'none-attribute',
    types: ['AttributeError'],
    message: /'NoneType' object has no attribute '(?<attr>\w+)'/,
    title: '값이 None이에요',
    explanation: "None에서 '{attr}'을/를 쓰려고 했어요. sort(), append() 처럼 리스트를 직접 바꾸는 함수나 return 이 없는 함수는 None을 돌려줘요.",
    suggestion: 'nums = nums.sort() 대신 nums.sort()만 쓰거나 sorted(nums)를 쓰세요. 함수가 return 으로 값을 돌려주는지도 확인하세요.',
  },
  {
    id: 'module-attribute',
    types: ['AttributeError'],
    message: /module '(?<module>[\w.]+)' has no attribute '(?<attr>\w+)'/,
    vars: (c) => {
      const hint = didYouMean(c.message);
      return { hint: hint ? ` 혹시 '${c.groups.module}.${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{module}' 모듈에 '{attr}'이/가 없어요",
    explanation: "'{module}' 모듈에는 '{attr}'이라는/라는 이름이 없어요.{hint}",
    suggestion: '이름의 철자와 대소문자를 확인하세요. 모듈에 있는 이름은 print(dir({module}))로 볼 수 있어요.',
  },
  {
    id: 'attribute-error',
    types: ['AttributeError'],
    message: /'(?<type>\w+)' object has no attribute '(?<attr>\w+)'/,
    vars: (c) => {
      const hint = didYouMean(c.message) ?? closestName(c.groups.attr ?? '', TYPE_METHODS[c.groups.type ?? ''] ?? []);
      return { typeKo: typeName(c.groups.type ?? ''), hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "{typeKo}에는 '{attr}'이/가 없어요",
    explanation: "{typeKo} 값에는 '{attr}'이라는/라는 기능(메서드)이나 속성이 없어요.{hint}",
    suggestion: '철자를 확인하고, 변수에 생각한 종류의 값이 들어 있는지 print(type(변수))로 확인해 보세요.',
  },
  {
    id: 'not-callable',
    types: ['TypeError'],
    message: /'(?<type>\w+)' object is not callable/,
    vars: (c) => {
      const typeKo = typeName(c.groups.type ?? '');
      const line = c.sourceLine ?? '';
      if (/\d\s*\(/.test(line.replace(/[\p{L}_]\d+/gu, ''))) {
        return { typeKo, reason: ' 수학처럼 2(3+4)라고 쓰면 곱셈이 아니라 함수 호출로 읽혀요.', fix: '곱셈 기호를 넣어 2*(3+4)처럼 쓰세요.' };
      }
      const shadowed = shadowedBuiltin(c.code);
      if (shadowed) {
        return {
          typeKo,
          reason: ` 코드에서 ${shadowed} = ... 처럼 내장 함수 이름 '${shadowed}'에 값을 넣어서, 원래의 ${shadowed}() 함수를 쓸 수 없게 되었어요.`,
          fix: `변수 이름을 ${shadowed}_value 나 total 처럼 다른 이름으로 바꾸세요.`,
        };
      }
      return { typeKo, reason: '', fix: '괄호 ( ) 앞에 온 것이 함수인지 확인하세요. 변수 이름이 함수 이름과 같지 않은지도 확인하세요.' };
    },
    title: '함수가 아닌 것을 호출했어요',
    explanation: '{typeKo} 값 뒤에 괄호 ( )를 붙여 함수처럼 호출했어요.{reason}',
    suggestion: '{fix}',
  },
  {
    id: 'missing-argument',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) missing (?<n>\d+) required (?:positional |keyword-only )?arguments?: (?<names>.+)$/,
    title: '함수에 넘길 값이 부족해요',
    explanation: '{fn}() 함수에 꼭 필요한 값 {n}개({names})를 넘기지 않았어요.',
    suggestion: '함수를 정의한 def 줄의 매개변수 개수만큼 괄호 안에 값을 넣어 호출하세요.',
  },
  {
    id: 'too-many-arguments',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) takes (?:from \d+ to )?(?<expected>\d+|no) (?:positional )?arguments? but (?<given>\d+) (?:were|was) given|(?<fn2>[\w.]+)\(\) takes exactly one argument \((?<given2>\d+) given\)|(?<fn3>[\w.]+)\(\) takes no arguments/,
    vars: (c) => ({ name: c.groups.fn ?? c.groups.fn2 ?? c.groups.fn3 ?? '함수' }),
    title: '함수에 넘긴 값이 너무 많아요',
    explanation: '{name}() 함수가 받을 수 있는 것보다 많은 값을 넘겼어요.',
    suggestion: '괄호 안의 값 개수를 함수가 받는 개수에 맞추세요. 클래스 안의 메서드라면 첫 매개변수 self 가 있는지도 확인하세요.',
  },
  {
    id: 'unexpected-keyword',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) got an unexpected keyword argument '(?<kw>\w+)'|'(?<kw2>\w+)' is an invalid keyword argument for (?<fn2>[\w.]+)\(\)/,
    vars: (c) => ({ name: c.groups.fn ?? c.groups.fn2 ?? '함수', keyword: c.groups.kw ?? c.groups.kw2 ?? '' }),
    title: "'{keyword}'이라는/라는 이름의 인자는 없어요",
    explanation: "{name}() 함수는 '{keyword}=값' 형태로 값을 받지 않아요.",
    suggestion: '이름=값 형태로 넘긴 인자의 철자를 확인하세요. 함수가 받는 매개변수 이름과 같아야 해요.',
  },
  {
    id: 'str-item-assignment',
    types: ['TypeError'],
    message: /'(?<type>str|tuple)' object does not support item assignment/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? 'str') }),
    title: '{typeKo}의 일부는 바꿀 수 없어요',
    explanation: '{typeKo}은/는 만든 뒤에 안의 글자나 값을 바꿀 수 없어요.',
    suggestion: "바뀐 새 값을 만들어 다시 넣으세요. 예: s = 'H' + s[1:] 또는 s = s.replace('h', 'H'). 바꿀 일이 많다면 리스트를 쓰세요.",
  },
  {
    id: 'none-subscriptable',
    types: ['TypeError'],
    message: /'NoneType' object is not subscriptable/,
    title: 'None에서 값을 꺼낼 수 없어요',
    explanation: 'None에 [ ]를 붙여 값을 꺼내려고 했어요. return 이 없는 함수나 sort() 같은 함수는 None을 돌려줘요.',
    suggestion: '[ ] 앞의 값이 무엇인지 print()로 확인하고, 함수가 return 으로 값을 돌려주는지 확인하세요.',
  },
  {
    id: 'not-subscriptable',
    types: ['TypeError'],
    message: /'(?<type>\w+)' object is not subscriptable/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? '') }),
    title: '{typeKo}에서는 [ ]로 꺼낼 수 없어요',
    explanation: '{typeKo} 값에 [ ]를 붙여 일부를 꺼내려고 했어요. [ ]는 리스트, 문자열, 딕셔너리 등에만 쓸 수 있어요.',
    suggestion: '숫자의 자릿수를 꺼내려면 str(n)[0]처럼 문자열로 바꾼 다음 쓰세요. 변수에 생각한 값이 들어 있는지도 확인하세요.',
  },
  {
    id: 'not-iterable',
    types: ['TypeError'],
    message: /'(?<type>\w+)' object is not iterable|cannot unpack non-iterable (?<type2>\w+) object/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? c.groups.type2 ?? '') }),
    title: '{typeKo}은/는 반복할 수 없어요',
    explanation: '{typeKo} 값을 for 문이나 나눠 담기로 하나씩 꺼내려고 했어요. 숫자는 그 자체로 반복할 수 없어요.',
    suggestion: '숫자만큼 반복하려면 for i in range(5): 처럼 range()를 쓰세요.',
  },
  {
    id: 'list-indices-str',
    types: ['TypeError'],
    message: /(?<kind>list|string|tuple) indices must be integers(?: or slices)?, not (?<type>\w+)/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? 'str') }),
    title: '인덱스는 정수여야 해요',
    explanation: '[ ] 안의 위치(인덱스)에 {typeKo}을/를 넣었어요. 위치는 0, 1, 2 같은 정수여야 해요.',
    suggestion: 'input()으로 받은 값이라면 int()로 바꾸세요. 예: nums[int(i)]',
  },
  {
    id: 'no-len',
    types: ['TypeError'],
    message: /object of type '(?<type>\w+)' has no len\(\)/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? '') }),
    title: '{typeKo}에는 길이가 없어요',
    explanation: 'len()은 문자열, 리스트처럼 여러 값을 담은 것의 길이를 세요. {typeKo}에는 쓸 수 없어요.',
    suggestion: '숫자의 자릿수를 세려면 len(str(n))처럼 문자열로 바꾼 다음 세세요.',
  },
  {
    id: 'recursion',
    types: ['RecursionError'],
    title: '함수가 끝없이 자기 자신을 불러요',
    explanation: '함수가 자기 자신을 너무 많이 호출했어요(재귀). 멈추는 조건이 없거나 그 조건에 도달하지 못한 것 같아요.',
    suggestion: '재귀 함수에는 if n == 0: return ... 같은 멈추는 조건이 있어야 하고, 호출할 때마다 그 조건에 가까워져야 해요.',
  },
  {
    id: 'eof-input',
    types: ['EOFError'],
    title: '입력값이 부족해요',
    explanation: 'input()이 값을 읽으려 했는데 더 이상 입력값이 없어요. 프로그램의 input() 개수만큼 값을 넣어야 해요.',
    suggestion: '입력값 칸을 모두 채웠는지 확인하세요. 반복문 안에서 input()을 쓰면 반복 횟수만큼 값이 필요해요.',
  },
  {
    id: 'module-not-found',
    types: ['ModuleNotFoundError'],
    message: /(?:No module named '(?<module>[\w.]+)'|The module '(?<module2>[\w.]+)' is included in the Pyodide distribution)/,
    vars: (c) => {
      const name = c.groups.module ?? c.groups.module2 ?? '';
      const top = name.split('.')[0] ?? name;
      if (THIRD_PARTY.has(top)) {
        return { name, hint: ' 이 모듈은 따로 설치해야 하는 외부 라이브러리라서 여기서는 쓸 수 없어요. 기본(표준) 모듈만 쓸 수 있어요.' };
      }
      const near = closestName(top, COMMON_MODULES);
      return { name, hint: near ? ` 혹시 '${near}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{name}' 모듈을 찾을 수 없어요",
    explanation: "'{name}'이라는/라는 모듈이 없어요.{hint}",
    suggestion: 'import 뒤의 모듈 이름 철자를 확인하세요. 자주 쓰는 모듈: math, random, time, datetime',
  },
  {
    id: 'import-error',
    types: ['ImportError'],
    message: /cannot import name '(?<name>\w+)' from '(?<module>[\w.]+)'/,
    vars: (c) => {
      const hint = didYouMean(c.message);
      return { hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{module}'에서 '{name}'을/를 가져올 수 없어요",
    explanation: "'{module}' 모듈에는 '{name}'이라는/라는 이름이 없어요.{hint}",
    suggestion: "from {module} import 뒤의 이름 철자를 확인하세요. import {module} 후 print(dir({module}))로 쓸 수 있는 이름을 볼 수 있어요.",
  },
  {
    id: 'memory-error',
    types: ['MemoryError', 'OverflowError'],
    when: (c) => c.type === 'MemoryError' || /cannot fit 'int' into an index-sized integer/.test(c.message),
    title: '데이터가 너무 커요',
    explanation: '만들려는 리스트나 문자열이 너무 커서 메모리에 담을 수 없어요.',
    suggestion: '곱하거나 반복하는 횟수가 지나치게 크지 않은지 확인하세요.',
  },
  {
    id: 'overflow-error',
    types: ['OverflowError'],
    title: '숫자가 너무 커요',
    explanation: '계산 결과가 실수(float)로 나타낼 수 있는 범위를 넘었어요.',
    suggestion: '정수끼리 계산하면(2 ** 10000) 큰 수도 다룰 수 있어요. 계산식이 의도대로인지 확인하세요.',
  },

  // --- general fallbacks -------------------------------------------------------------------------
  {
    id: 'type-error',
    types: ['TypeError'],
    title: '값의 종류가 맞지 않아요',
    explanation: '이 연산이나 함수에 맞지 않는 종류의 값을 넣었어요. (원래 메시지: {message})',
    suggestion: '변수에 어떤 종류의 값이 들어 있는지 print(type(변수))로 확인해 보세요.',
  },
  {
    id: 'value-error',
    types: ['ValueError'],
    title: '값이 알맞지 않아요',
    explanation: '값의 종류는 맞지만 이 함수가 처리할 수 없는 값이에요. (원래 메시지: {message})',
    suggestion: '함수에 넘긴 값이 허용되는 범위인지 확인하세요.',
  },
  {
    id: 'other-error',
    types: [],
    title: '{type} 오류',
    explanation: "실행 중에 '{type}' 오류가 났어요.{messagePart}",
    vars: (c) => ({ messagePart: c.message ? ` (메시지: ${c.message})` : '' }),
    suggestion: '오류가 난 줄을 살펴보고, 아래의 원래 오류 메시지를 읽어 보세요.',
  },
];

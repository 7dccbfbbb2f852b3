// The table of beginner errors: which traceback each entry matches and the Korean explanation it
// gives. Entries are tried in order; the first match wins, so specific entries come before the
// general ones of the same exception type. Texts may use {placeholders}: named groups of `message`,
// the values returned by `vars`, and {type}, {message}, {line}; `{{` and `}}` are literal braces.
// Particles after a placeholder are written as pairs ('을/를', '이/가') and resolved by josa.ts.
// Names in messages are matched with [\w\u00C0-\uFFFF]+, not \w+: Python names may be Korean (점수).
import type { ConceptId } from '../concepts.js';
import { isAtom, tokenize } from './py-tokens.js';
import { PYTHON_BUILTIN_NAMES, TYPE_METHODS, closestName, levenshtein, suggestName } from './suggest.js';
import type { CodeFix, SyntaxDiagnosis } from './syntax-diagnosis.js';
import { SYNTAX_DIAGNOSIS_RULES } from './syntax-rules.js';

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
  /** The line-aware reading of a syntax error (syntax-diagnosis.ts), null when it found nothing. */
  diagnosis: SyntaxDiagnosis | null;
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
  /** A mechanical fix of the student's code, when following the suggestion is unambiguous. */
  fix?: (ctx: RuleContext) => CodeFix | null;
  title: string;
  explanation: string;
  suggestion: string;
  /**
   * Concepts the suggestion tells the student to use. Where the section's concept fence does not
   * allow one yet, `fallback` is shown instead, followed by where that concept is taught.
   */
  uses?: readonly ConceptId[] | ((ctx: RuleContext) => readonly ConceptId[]);
  fallback?: string;
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

const STARRED =
  /starred assignment target must be in a list or tuple|can't use starred expression here|cannot use starred expression here|Invalid star expression|multiple starred expressions in assignment|(?:iterable|dict) unpacking cannot be used in (?:dict )?comprehension/;
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
    builtin_function_or_method: '함수', method: '메서드', module: '모듈',
  };
  return names[t] ?? `'${t}'`;
}

/** The tip for `x[...]` on a value that has no items, fitted to what x is (issue 24: tips that fit the error). */
function subscriptTip(type: string, sourceLine: string): string {
  const callee = /([A-Za-z_][\w.]*)\s*\[/.exec(sourceLine)?.[1];
  if (/^(builtin_function_or_method|function|method|builtin_function)$/.test(type)) {
    const inside = /[A-Za-z_][\w.]*\s*\[(.*)\]/.exec(sourceLine)?.[1];
    const example = callee && inside !== undefined ? ` 예: ${callee}(${inside})` : '';
    return `함수나 메서드는 [ ]가 아니라 소괄호 ( )로 불러요.${example}`;
  }
  if (type === 'int' || type === 'float') return '숫자의 자릿수를 꺼내려면 str(n)[0]처럼 문자열로 바꾼 다음 쓰세요. 변수에 생각한 값이 들어 있는지도 확인하세요.';
  if (type === 'set') return '집합은 순서가 없어서 몇 번째 값을 꺼낼 수 없어요. in으로 들어 있는지 확인하거나, list()로 리스트로 바꾼 다음 꺼내세요.';
  if (/^dict_(keys|values|items)$/.test(type)) return 'keys(), values(), items()의 결과는 list()로 리스트로 바꾼 다음 [ ]로 꺼내세요.';
  if (type === 'type') return '자료형 이름(list, dict 등)이 아니라 값이 들어 있는 변수에 [ ]를 붙였는지 확인하세요.';
  return `[ ] 앞의 ${callee ? `'${callee}'` : '값'}에 리스트, 문자열, 딕셔너리 중 하나가 들어 있는지 print()로 확인하세요.`;
}

/** The tip for `for x in y` / `a, b = y` on a value that cannot be walked, fitted to what y is (issue 24). */
function iterTip(type: string, sourceLine: string): string {
  if (/^(builtin_function_or_method|function|method)$/.test(type)) {
    const callee = /\bin\s+([A-Za-z_][\w.]*)\s*:?\s*$/.exec(sourceLine)?.[1] ?? /=\s*([A-Za-z_][\w.]*)\s*$/.exec(sourceLine)?.[1];
    return `메서드나 함수는 이름 뒤에 괄호 ( )를 붙여 **실행한 결과**를 반복해요.${callee ? ` 예: ${callee}()` : ''}`;
  }
  if (type === 'int' || type === 'float') {
    // `for i in n:` → the student's own loop with range around their number: `for i in range(n):`.
    const loop = /^\s*for\s+([\w, ]+?)\s+in\s+([A-Za-z_][\w.]*(?:\([^()\n]*\))?|\d+)\s*:/.exec(sourceLine);
    if (loop && type === 'int') return `${loop[2]}은/는 숫자 하나라서 하나씩 꺼낼 값이 없어요. ${loop[2]}번 반복하려면 for ${loop[1]} in range(${loop[2]}): 처럼 range()로 감싸요. 그러면 ${loop[1]}에는 어떤 값들이 차례로 들어갈까요?`;
    return '숫자만큼 반복하려면 for i in range(5): 처럼 range()를 쓰세요.';
  }
  if (type === 'NoneType') return 'None을 반복하려고 했어요. 반복할 값을 만든 함수나 메서드가 값을 돌려주는지(return, sort()는 None) 확인하세요.';
  return '반복하거나 나눠 담을 대상이 리스트, 문자열, 딕셔너리처럼 여러 값을 담은 것인지 확인하세요.';
}

/** The tip for an index out of range, fitted to the index the line uses (issue 24). */
function indexTip(sourceLine: string, code = ''): string | null {
  const len = /\[\s*len\(\s*([A-Za-z_][\w.]*)\s*\)\s*\]/.exec(sourceLine);
  if (len) return `인덱스는 0부터라서 마지막 항목은 ${len[1]}[len(${len[1]}) - 1] 또는 ${len[1]}[-1]이에요. len(${len[1]}) 자리에는 아무것도 없어요.`;
  // `x[i]` in a loop whose bound lets i reach len(x): `while i <= len(x)`, `range(len(x) + 1)`.
  const at = /([A-Za-z_]\w*)\s*\[\s*([A-Za-z_]\w*)\s*\]/.exec(sourceLine);
  if (at) {
    const [, list, i] = at;
    if (new RegExp(`^\\s*while\\s+${i}\\s*<=\\s*len\\(\\s*${list}\\s*\\)`, 'm').test(code)) {
      return `조건 ${i} <= len(${list})은/는 ${i}이/가 len(${list})일 때도 참이라서 반복을 한 번 더 돌아요. 그런데 마지막 인덱스는 len(${list}) - 1이에요. 조건의 등호를 다시 볼까요?`;
    }
    if (new RegExp(`\\bfor\\s+${i}\\s+in\\s+range\\(\\s*len\\(\\s*${list}\\s*\\)\\s*\\+\\s*1\\s*\\)`).test(code)) {
      return `range(len(${list}) + 1)은/는 len(${list})까지 만들어서 마지막에 ${i}이/가 len(${list})이/가 돼요. 인덱스는 len(${list}) - 1까지예요.`;
    }
    // `dp = [0] * n` … `dp[n]`: a list of n items ends at index n - 1.
    if (new RegExp(`^\\s*${list}\\s*=\\s*\\[[^\\]]*\\]\\s*\\*\\s*${i}\\s*$`, 'm').test(code)) {
      return `${list}은/는 항목이 ${i}개라서 인덱스는 0부터 ${i} - 1까지예요. ${list}[${i}] 자리는 없어요. ${list}[${i}]까지 쓰려면 항목이 ${i} + 1개 있어야 해요.`;
    }
  }
  return literalIndexTip(sourceLine, code) ?? reachTip(sourceLine, code);
}

/** A count or an index as `sym + k` ('n + 1', 'n', '5', 'len(nums) - 1'); undefined when it is not that simple. */
interface Linear {
  sym: string;
  k: number;
}

function linear(text: string): Linear | undefined {
  let t = text.trim();
  while (/^\((.*)\)$/.test(t) && !/\).*\(/.test(t.slice(1, -1))) t = t.slice(1, -1).trim();
  if (/^-?\d+$/.test(t)) return { sym: '', k: Number(t) };
  const m = /^([A-Za-z_][\w.]*(?:\([\w.]*\))?)(?:\s*([+-])\s*(\d+))?$/.exec(t);
  if (!m) return undefined;
  return { sym: m[1]!, k: m[2] ? (m[2] === '+' ? 1 : -1) * Number(m[3]) : 0 };
}

function showLinear(v: Linear): string {
  if (!v.sym) return String(v.k);
  return v.k === 0 ? v.sym : `${v.sym} ${v.k > 0 ? '+' : '-'} ${Math.abs(v.k)}`;
}

/** How many items `list` has where the code makes it: `[0] * (n + 1)`, `[1, 2, 3]`, `"abc"`. */
function madeLength(list: string, code: string): { len: Linear; made: string } | undefined {
  const esc = list.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const times = new RegExp(`^\\s*${esc}\\s*=\\s*(\\[[^\\]\\n]*\\]\\s*\\*\\s*(.+?))\\s*$`, 'm').exec(code);
  if (times) {
    const len = linear(times[2]!);
    return len ? { len, made: times[1]!.trim() } : undefined;
  }
  const text = new RegExp(`^\\s*${esc}\\s*=\\s*("[^"\\\\\\n]*"|'[^'\\\\\\n]*')\\s*$`, 'm').exec(code);
  if (text) return { len: { sym: '', k: [...text[1]!.slice(1, -1)].length }, made: text[1]! };
  const literal = new RegExp(`^\\s*${esc}\\s*=\\s*(\\[([^\\[\\]\\n]*)\\])\\s*$`, 'm').exec(code);
  if (literal) {
    const inside = literal[2]!.trim();
    return { len: { sym: '', k: inside ? splitArgs(inside).filter((x) => x).length : 0 }, made: literal[1]! };
  }
  return undefined;
}

/** The largest value loop variable `v` takes: `for v in range(a, b)` → b - 1, `while v <= x` → x, `while v < x` → x - 1. */
function loopReach(v: string, code: string): { max: Linear; header: string } | undefined {
  const esc = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forRange = new RegExp(`^\\s*(for\\s+${esc}\\s+in\\s+range\\((.*)\\))\\s*:`, 'm').exec(code);
  if (forRange) {
    const args = splitArgs(forRange[2]!);
    if (args.length > 2 && !/^\+?\s*\d+$/.test(args[2]!.trim())) return undefined;
    const end = linear(args.length === 1 ? args[0]! : args[1] ?? '');
    return end ? { max: { sym: end.sym, k: end.k - 1 }, header: forRange[1]! } : undefined;
  }
  const whileCmp = new RegExp(`^\\s*(while\\s+${esc}\\s*(<=?)\\s*(.+?))\\s*:`, 'm').exec(code);
  if (whileCmp) {
    const end = linear(whileCmp[3]!);
    return end ? { max: { sym: end.sym, k: whileCmp[2] === '<=' ? end.k : end.k - 1 }, header: whileCmp[1]! } : undefined;
  }
  return undefined;
}

/** The arguments of a call's text at depth 0 ('2, n + 1' → ['2', 'n + 1']). */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  let quote = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    if (ch === ',' && depth === 0 && !quote) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((a) => a.trim());
}

/**
 * `dp[i]` on a list of `n` items where the loop lets `i` reach `n`: reads the list's length where the code makes it
 * and the largest index the loop reaches, and says by how many items the list is short (issue 24: tips that fit).
 */
function reachTip(sourceLine: string, code: string): string | null {
  for (const m of sourceLine.matchAll(/([A-Za-z_]\w*)\s*\[\s*([A-Za-z_]\w*)\s*(?:([+-])\s*(\d+)\s*)?\]/g)) {
    const [, list, v, sign, n] = m;
    const made = madeLength(list!, code);
    const reach = made ? loopReach(v!, code) : undefined;
    if (!made || !reach) continue;
    const shift = sign ? (sign === '+' ? 1 : -1) * Number(n) : 0;
    const top: Linear = { sym: reach.max.sym, k: reach.max.k + shift };
    if (top.sym !== made.len.sym || top.k < made.len.k) continue;
    const short = top.k - made.len.k + 1;
    const lastIndex = showLinear({ sym: made.len.sym, k: made.len.k - 1 });
    const index = `${list}[${showLinear(top)}]`;
    return `${list}은/는 ${made.made}으로/로 만들어서 칸이 ${showLinear(made.len)}개예요(인덱스 0부터 ${lastIndex}까지). 그런데 ${v}은/는 ${reach.header}에서 ${showLinear(reach.max)}까지 커져서, 마지막에 ${index} 자리를 써요. ${index} 자리는 없어요: ${short === 1 ? '한 칸' : `${short}칸`}이 모자라요. 칸 수와 반복 범위 중 어느 쪽을 맞추면 될까요?`;
  }
  return null;
}

/** `nums + 4` on a list: wrap the student's own value in brackets ('[4]'), with their names (issue 24). */
function listPlusTip(sourceLine: string): string {
  const m = /([A-Za-z_][\w.]*)\s*\+=?\s*([\w."'\u00C0-\uFFFF-]+)/.exec(sourceLine);
  if (!m) return '+ 로는 리스트끼리만 이어 붙일 수 있어요. 값 하나를 붙이려면 [값]처럼 대괄호로 감싸 리스트로 만든 다음 이어 붙이세요.';
  const [, list, value] = m;
  return `+ 로는 리스트끼리만 이어 붙일 수 있어요. ${value}을/를 대괄호로 감싸 [${value}]처럼 리스트로 만들면 ${list} + [${value}]으로/로 이어 붙일 수 있어요. 그 결과를 어디에 넣어야 ${list}이/가 바뀔까요?`;
}

const ESCAPE = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keys written where the code makes dict `name`: a one-line `{...}` literal and `name[key] = value` lines. */
function dictKeys(name: string, code: string): string[] | undefined {
  const esc = ESCAPE(name);
  const literal = new RegExp(`^\\s*${esc}\\s*=\\s*\\{([^{}\\n]*)\\}`, 'm').exec(code);
  if (!literal) return undefined;
  const keys = splitArgs(literal[1]!).flatMap((item) => /^("[^"]*"|'[^']*'|-?\d+)\s*:/.exec(item)?.[1] ?? []);
  for (const m of code.matchAll(new RegExp(`^\\s*${esc}\\s*\\[\\s*("[^"\\n]*"|'[^'\\n]*'|-?\\d+)\\s*\\]\\s*=(?!=)`, 'gm'))) keys.push(m[1]!);
  return [...new Set(keys.map((k) => (/^"/.test(k) ? `'${k.slice(1, -1)}'` : k)))];
}

/**
 * A missing key read against the dict's own keys in the code: which keys it has, and the one the student
 * probably meant when it differs by a letter or a space ('국아' for '국어', 'math' for 'Math').
 */
function keyTip(message: string, sourceLine: string, code: string): string {
  const dict = /([A-Za-z_]\w*)\s*\[/.exec(sourceLine)?.[1];
  const keys = dict ? dictKeys(dict, code) : undefined;
  if (!dict || !keys?.length) return '';
  const missing = message.trim().replace(/^"(.*)"$/, "'$1'");
  const bare = (k: string) => k.replace(/^'(.*)'$/, '$1');
  const close = keys.find((k) => {
    const a = bare(k);
    const b = bare(missing);
    return a.trim().toLowerCase() === b.trim().toLowerCase() || (Math.min([...a].length, [...b].length) >= 2 && levenshtein(a, b) <= Math.max(1, Math.floor([...a].length / 3)));
  });
  const shown = keys.length > 6 ? `${keys.slice(0, 6).join(', ')} 등` : keys.join(', ');
  const typo = close ? ` ${missing}과/와 ${close}은/는 철자가 조금 달라요. 어느 쪽을 쓰려던 건가요?` : ` ${missing}은/는 그중에 없어요.`;
  return ` 코드에서 ${dict}에 넣은 키는 ${shown}이에요/예요.${typo}`;
}

/** A literal index past the end of a list or string made in the code: `names[3]` on three names. */
function literalIndexTip(sourceLine: string, code: string): string | null {
  for (const m of sourceLine.matchAll(/([A-Za-z_]\w*)\s*\[\s*(-?\d+)\s*\]/g)) {
    const [, list, n] = m;
    const made = madeLength(list!, code);
    const index = Number(n);
    if (!made || made.len.sym || (index >= 0 ? index < made.len.k : -index <= made.len.k)) continue;
    const k = made.len.k;
    if (k === 0) return `${list}은/는 ${made.made}으로/로 만든 빈 값이라 꺼낼 항목이 없어요. 꺼내기 전에 값이 들어가는지 확인해 볼까요?`;
    const place = index >= 0 ? `${list}[${index}]은/는 ${index + 1}번째 자리를 가리키는데` : `${list}[${index}]은/는 뒤에서 ${-index}번째 자리를 가리키는데`;
    const unit = /^["']/.test(made.made) ? '글자가' : '항목이';
    return `${list}은/는 ${unit} ${k}개라서 인덱스는 0부터 ${k - 1}까지예요. ${place}, 그런 자리는 없어요. 인덱스가 0부터 시작한다는 걸 생각하면 원하는 항목은 몇 번일까요?`;
  }
  return null;
}

/** The methods that change a list in place and give back None. */
const IN_PLACE = 'sort|append|reverse|extend|insert|remove|clear|shuffle';

/** Where `name` got None in the code: `x = nums.sort()` (an in-place method) or `x = f()` of a def with no return. */
function noneSource(sourceLine: string, code: string): string {
  const name = /([A-Za-z_]\w*)\s*[[.]/.exec(sourceLine)?.[1];
  if (!name) return '';
  const made = new RegExp(`^\\s*${ESCAPE(name)}\\s*=\\s*(([A-Za-z_][\\w.]*)\\.(${IN_PLACE})\\([^()\\n]*\\))\\s*$`, 'm').exec(code);
  if (made) return ` ${name}은/는 ${name} = ${made[1]}로 만들었는데, ${made[3]}()은/는 ${made[2]}을/를 그 자리에서 바꾸고 None을 돌려줘요. 그래서 ${name}에는 None이 들어갔어요.`;
  const call = new RegExp(`^\\s*${ESCAPE(name)}\\s*=\\s*([A-Za-z_]\\w*)\\(`, 'm').exec(code);
  const fn = call?.[1];
  if (fn && new RegExp(`^def\\s+${fn}\\s*\\(`, 'm').test(code) && !/^\s+return\s+\S/m.test(code)) {
    return ` ${name}은/는 ${fn}()의 결과를 받았는데, ${fn}() 안에 값을 돌려주는 return이 없어서 ${name}에는 None이 들어갔어요.`;
  }
  return '';
}

/** A binary operation's two operands on the student's line ('"나이: " + age' → ['"나이: "', 'age']). */
const OPERAND = /"[^"\n]*"|'[^'\n]*'|[A-Za-z_][\w.]*(?:\([^()\n]*\))?|\d+(?:\.\d+)?/;
function binaryOperands(sourceLine: string, op: string): [string, string] | undefined {
  const m = new RegExp(`(${OPERAND.source})\\s*${ESCAPE(op)}=?\\s*(${OPERAND.source})`).exec(sourceLine);
  return m ? [m[1]!, m[2]!] : undefined;
}

/** `name = input()` (or `name = input("…")`) in the code: the name holds a string. */
function fromInput(name: string, code: string): boolean {
  return /^[A-Za-z_]\w*$/.test(name) && new RegExp(`^\\s*${ESCAPE(name)}\\s*=\\s*input\\s*\\(`, 'm').test(code);
}

/**
 * str and a number in one operation, read on the student's line: the operand that came from input() (a string
 * that looks like a number), or the string literal the number is glued to ('"나이: " + age' → str(age)).
 */
function strNumberTip(sourceLine: string, code: string, op: string): string | null {
  const pair = binaryOperands(sourceLine, op);
  if (!pair) return null;
  const typed = pair.find((o) => fromInput(o, code));
  if (typed) return `${typed}은/는 ${typed} = input()으로/로 받아서 숫자처럼 보여도 문자열이에요. 계산하려면 int(${typed})처럼 숫자로 바꿔야 해요. 어느 줄에서 바꾸면 좋을까요?`;
  const literal = pair.findIndex((o) => /^["']/.test(o));
  const other = literal >= 0 ? pair[1 - literal]! : undefined;
  if (op === '+' && other && /^[A-Za-z_][\w.]*$/.test(other)) {
    return `글자 ${pair[literal]} 뒤에 숫자 ${other}을/를 이어 붙이려면 str(${other})처럼 글자로 바꾸거나, print(${pair[literal]}, ${other})처럼 쉼표로 나눠 출력하세요.`;
  }
  return null;
}

/** `seats[1, 0]`: one pair of brackets per level of a list of lists (issue 24). */
function tupleIndexTip(sourceLine: string): string {
  const m = /([A-Za-z_][\w.]*)\[([^[\],]+),([^[\],]+)\]/.exec(sourceLine);
  if (!m) return '리스트 안의 리스트에서 꺼낼 때는 [ ]를 두 번 써요.';
  const [, v, a, b] = m;
  return `리스트 안의 리스트에서 꺼낼 때는 [ ]를 두 번 써요: 먼저 ${v}[${a!.trim()}]로 안쪽 리스트를 꺼내고, 그 안에서 다시 [${b!.trim()}]. 예: ${v}[${a!.trim()}][${b!.trim()}]`;
}

/** Usage of the methods students call with too few values. */
const METHOD_USAGE: Record<string, string> = {
  replace: 'replace(바꿀 글자, 새 글자)처럼 값 두 개를 넣어요. 예: text.replace("h", "H")',
  insert: 'insert(위치, 값)처럼 값 두 개를 넣어요. 예: nums.insert(0, 5)',
  split: 'split()은 괄호를 비우거나 나눌 기준 글자 하나를 넣어요. 예: s.split(",")',
  get: 'get(키) 또는 get(키, 기본값)처럼 써요.',
  append: 'append(값)처럼 값 하나를 넣어요.',
  count: 'count(찾을 값)처럼 값 하나를 넣어요.',
  index: 'index(찾을 값)처럼 값 하나를 넣어요.',
  find: 'find(찾을 글자)처럼 값 하나를 넣어요.',
};

/** A name assigned only inside a def body (a local variable used outside its function). */
function localOnly(code: string, name: string): boolean {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const assign = new RegExp(`^(\\s*)${name}\\s*(?:[-+*/]?=)(?!=)|^(\\s*)for\\s+${name}\\b`);
  let inDef = -1;
  let local = false;
  for (const l of lines) {
    if (!l.trim() || l.trim().startsWith('#')) continue;
    const indent = /^\s*/.exec(l)![0].length;
    if (inDef >= 0 && indent <= inDef) inDef = -1;
    if (/^\s*def\s/.test(l)) {
      inDef = indent;
      if (new RegExp(`\\(.*\\b${name}\\b.*\\)`).test(l)) local = true;
      continue;
    }
    if (assign.test(l)) {
      if (inDef >= 0) local = true;
      else return false;
    }
  }
  return local;
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

// Names students call without the module prefix after `import math` (sqrt instead of math.sqrt).
const MODULE_MEMBERS: Record<string, readonly string[]> = {
  math: ['sqrt', 'pi', 'floor', 'ceil', 'factorial', 'sin', 'cos', 'tan', 'log', 'log10', 'gcd', 'e', 'inf', 'fabs', 'isqrt'],
  random: ['randint', 'choice', 'shuffle', 'randrange', 'sample', 'uniform'],
  time: ['sleep'],
};

interface DefLine {
  line: number;
  text: string;
  indent: number;
  bodyIndent: string;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/**
 * `print("안녕"` → `print("안녕")`: appending the closing bracket is the fix only when it is the
 * program's one unclosed bracket, it opens on the reported line, nothing but blank lines follows,
 * and the line ends in something a bracket may close (a value, a closing bracket or a comma) with
 * no two values side by side inside it (`print(x y` has a second mistake the bracket does not fix).
 */
function closeBracketFix(c: RuleContext): CodeFix | null {
  if (c.line === undefined || !c.code) return null;
  const lines = c.code.replace(/\r\n?/g, '\n').split('\n');
  const text = lines[c.line - 1];
  if (text === undefined || lines.slice(c.line).some((l) => l.trim() !== '')) return null;
  const { tokens, open } = tokenize(lines.join('\n'));
  const [bracket] = open;
  if (open.length !== 1 || !bracket || bracket.line !== c.line) return null;
  const onLine = tokens.filter((t) => t.line === c.line && t.kind !== 'newline');
  if (onLine.some((t) => t.kind === 'comment' || t.kind === 'error')) return null;
  const last = onLine.at(-1);
  if (!last || !(isAtom(last) || [')', ']', '}', ','].includes(last.text))) return null;
  if (onLine.some((t, i) => i > 0 && isAtom(t) && isAtom(onLine[i - 1]))) return null;
  return { line: c.line, code: `${text.replace(/\s*$/, '')}${CLOSING[bracket.char] ?? ')'}` };
}

function indentOf(line: string): number {
  return (/^[ \t]*/.exec(line) as RegExpExecArray)[0].length;
}

/** The `def` line whose body holds line `at`, walking outwards when `from` is a def itself. */
export function enclosingDef(code: string, at: number, below = Number.POSITIVE_INFINITY): DefLine | null {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  let limit = Math.min(below, indentOf(lines[at - 1] ?? ''));
  if ((lines[at - 1] ?? '').trim() === '') limit = below;
  for (let n = at - 1; n >= 1; n--) {
    const text = lines[n - 1] as string;
    if (text.trim() === '' || text.trim().startsWith('#')) continue;
    const ind = indentOf(text);
    if (ind >= limit) continue;
    limit = ind;
    if (/^\s*def\s/.test(text)) {
      const body = lines.slice(n).find((l) => l.trim() !== '' && indentOf(l) > ind);
      return { line: n, text, indent: ind, bodyIndent: body ? (/^[ \t]*/.exec(body) as RegExpExecArray)[0] : `${text.slice(0, ind)}    ` };
    }
    if (ind === 0) return null;
  }
  return null;
}

/**
 * Where a name that a function assigns (and so treats as local) lives outside it: in an enclosing
 * function ('enclosing' → nonlocal), at module level ('module' → global), or nowhere ('none': both
 * nonlocal and global would fail, the fix is to give it a value first).
 */
export function outerScopeOf(code: string, line: number | undefined, name: string): 'enclosing' | 'module' | 'none' {
  if (line === undefined) return 'none';
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const inner = enclosingDef(code, line);
  if (!inner) return 'none';
  const assigns = new RegExp(`^\\s*(?:${name}\\s*(?:[-+*/%]|//)?=(?!=)|for\\s+${name}\\s+in\\b|def\\s+\\w+\\s*\\([^)]*\\b${name}\\b)`);
  const outer = enclosingDef(code, inner.line, inner.indent);
  if (outer) {
    const end = lines.findIndex((l, i) => i >= outer.line && l.trim() !== '' && indentOf(l) <= outer.indent);
    const body = lines.slice(outer.line - 1, end < 0 ? lines.length : end);
    if (body.some((l, i) => assigns.test(l) && (indentOf(l) === indentOf(body[1] ?? '') || i === 0))) return 'enclosing';
  }
  if (lines.some((l) => indentOf(l) === 0 && assigns.test(l))) return 'module';
  return 'none';
}

/**
 * The except clauses of the `try` whose block holds line `line` (1-based), when none of them catches `type`: the
 * student wrote `try`/`except` and the error still came out (issue 24: a tip that fits the code, not the type alone).
 */
export function uncaughtBy(code: string, line: number | undefined, type: string): string[] | null {
  if (line === undefined || !type || !/\btry\s*:/.test(code)) return null;
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const at = lines[line - 1];
  if (at === undefined) return null;
  for (let i = line - 2; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.trim() || indent(l) >= indent(at)) continue;
    if (!/^\s*try\s*:/.test(l)) return null;
    const names: string[] = [];
    for (const later of lines.slice(i + 1)) {
      if (!later.trim() || indent(later) > indent(l)) continue;
      if (indent(later) < indent(l)) break;
      const m = /^\s*except\b\s*(.*?)\s*(?:as\s+\w+\s*)?:/.exec(later);
      if (!m) {
        if (/^\s*(?:else|finally)\s*:/.test(later)) continue;
        break;
      }
      const caught = m[1]!.replace(/[()]/g, '').split(',').map((x) => x.trim()).filter(Boolean);
      // A bare except, or one that catches every error, would have caught it.
      if (caught.length === 0 || caught.some((c) => c === type || /^(?:Exception|BaseException)$/.test(c) || (c === 'ArithmeticError' && /ZeroDivision|Overflow/.test(type)) || (c === 'LookupError' && /Index|Key/.test(type)))) return null;
      names.push(...caught);
    }
    return names.length ? names : null;
  }
  return null;
}

/** The tip for a call with the wrong number of values, fitted to what the def line takes (issue 24). */
function argumentsTip(fn: string, expected: string, code: string): string {
  const name = fn.split('.').pop() ?? fn;
  const none = expected === 'no' || expected === '0';
  const def = new RegExp(`^\\s*def\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(([^)]*)\\)`, 'm').exec(code);
  // A method whose def line does not start with self: the object itself is the value too many.
  if (fn.includes('.') && def && !/^\s*self\b/.test(def[1]!)) {
    const rest = def[1]!.trim();
    return `클래스 안의 메서드는 첫 매개변수로 self를 받아요. def ${name}(self${rest ? `, ${rest}` : ''}):처럼 괄호 맨 앞에 self를 쓰세요.`;
  }
  if (none && !def && fn.includes('.')) return '괄호 안의 값 개수를 함수가 받는 개수에 맞추세요. 클래스 안의 메서드라면 첫 매개변수 self 가 있는지도 확인하세요.';
  if (none) return `${name}()은/는 매개변수가 없어서 값을 받지 않아요. 값을 넘기려면 def 줄의 괄호 안에 그 값을 받을 매개변수를 만들고, 넘길 값이 없다면 호출할 때 괄호를 비우세요.`;
  const params = def?.[1]?.trim();
  return params ? `${name}()은/는 def 줄에서 (${params})만 받아요. 호출할 때 괄호 안의 값 개수를 매개변수 개수에 맞추세요.` : '괄호 안의 값 개수를 함수가 받는 개수에 맞추세요. 클래스 안의 메서드라면 첫 매개변수 self 가 있는지도 확인하세요.';
}

/** The kind of line (def, class or =) that makes the missing name further down than where it was used. */
/**
 * A name the code makes only inside a block that did not run before the line using it: `n = int(input())` inside
 * try (the conversion failed, except ran), inside if (the condition was false), inside a loop body (no pass). The
 * block's header and the line that makes the name, or undefined when the name is made somewhere it always runs.
 */
function madeInSkippedBlock(c: RuleContext): { kind: 'try' | 'if' | 'loop'; at: number; made: string; header: string } | undefined {
  const name = c.groups.name ?? '';
  if (c.line === undefined || !/^[A-Za-z_]\w*$/.test(name)) return undefined;
  const lines = c.code.replace(/\r\n?/g, '\n').split('\n');
  const indent = (l: string) => /^[ \t]*/.exec(l)![0].length;
  const useIndent = indent(lines[c.line - 1] ?? '');
  const maker = new RegExp(`^\\s*(?:${name}\\s*(?:,[^=]*)?=(?!=)|[^=#]*,\\s*${name}\\s*=(?!=)|for\\s+(?:[\\w, ]*\\b)?${name}\\b[\\w, ]*\\s+in\\b)`);
  let found: { kind: 'try' | 'if' | 'loop'; at: number; made: string; header: string } | undefined;
  for (let i = 0; i < c.line - 1; i++) {
    const l = lines[i] ?? '';
    if (!l.trim() || !maker.test(l)) continue;
    const own = indent(l);
    // The nearest line above with a smaller indent is the block's header.
    let h = i - 1;
    while (h >= 0 && (!(lines[h] ?? '').trim() || indent(lines[h] ?? '') >= own)) h--;
    if (h < 0 || own <= useIndent) return undefined;
    const header = (lines[h] ?? '').trim();
    if (indent(lines[h] ?? '') > useIndent) continue;
    if (/^def\b|^class\b/.test(header)) continue;
    const kind = /^try\s*:/.test(header) ? 'try' : /^(?:if|elif|else)\b/.test(header) ? 'if' : /^(?:for|while)\b/.test(header) ? 'loop' : undefined;
    if (!kind) return undefined;
    found ??= { kind, at: i + 1, made: l.trim(), header: header.replace(/\s*:\s*$/, '') };
  }
  return found;
}

function madeLater(c: RuleContext): 'def' | 'class' | '=' | undefined {
  const name = c.groups.name ?? '';
  const later = c.code.replace(/\r\n?/g, '\n').split('\n').slice(c.line ?? 0);
  if (later.some((l) => new RegExp(`^def\\s+${name}\\s*\\(`).test(l))) return 'def';
  if (later.some((l) => new RegExp(`^class\\s+${name}\\b`).test(l))) return 'class';
  if (later.some((l) => new RegExp(`^${name}\\s*=(?!=)`).test(l))) return '=';
  return undefined;
}

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
    uses: ['while'],
    fallback: '프로그램이 입력을 기다리거나 너무 많은 계산을 하고 있지 않은지 확인해 보세요.',
  },
  {
    id: 'keyboard-interrupt',
    types: ['KeyboardInterrupt'],
    title: '실행이 중지되었습니다',
    explanation: '중지 버튼으로 프로그램을 멈췄어요.',
    suggestion: '끝나지 않는 반복문 때문에 멈췄다면 반복이 끝나는 조건을 확인해 보세요. 다시 실행하려면 실행 버튼을 누르세요.',
  },
  {
    // try/except written, and the error still came out: except names another kind of error.
    id: 'uncaught-by-except',
    types: [],
    when: (c) => !/^(?:SyntaxError|IndentationError|TabError|KeyboardInterrupt|)$/.test(c.type) && uncaughtBy(c.code, c.line, c.type) !== null,
    vars: (c) => ({ caught: (uncaughtBy(c.code, c.line, c.type) ?? []).join(', ') }),
    title: '{type}은/는 except {caught}로 잡히지 않아요',
    explanation: '{line}번째 줄에서 난 오류는 {type}인데, except 뒤에 쓴 {caught}은/는 다른 종류의 오류예요. except는 뒤에 이름을 쓴 종류의 오류만 잡아요.',
    suggestion: '이 줄에서 날 수 있는 오류가 어떤 종류인지 보고, except 뒤에 그 이름(예: except {type}:)을 쓰세요.',
    uses: ['try-except'],
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
    uses: ['pass'],
    fallback: '{line}번째 줄 앞에 스페이스 4칸(또는 Tab 키)을 넣어 들여쓰세요.',
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

  // --- syntax: line-aware diagnosis (syntax-diagnosis.ts) ----------------------------------------
  ...SYNTAX_DIAGNOSIS_RULES,

  // --- syntax: structure ----------------------------------------------------------------------
  {
    id: 'print-python2',
    types: SYNTAX,
    message: /Missing parentheses in call to '(?<fn>[\w\u00C0-\uFFFF]+)'/,
    title: 'print에 괄호가 필요해요',
    explanation: '파이썬 3에서 {fn}은/는 함수라서 출력할 내용을 괄호로 감싸야 해요. 괄호 없는 print는 예전 파이썬 2의 문법이에요.',
    suggestion: "print 'hello' 대신 print('hello')처럼 괄호를 붙이세요.",
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
    fix: closeBracketFix,
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
    message: /unterminated (?<triple>triple-quoted )?(?:[ft]-)?string literal/,
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
    message: /^[ft]-string/,
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
    uses: ['function'],
    fallback: '값을 화면에 보여 주려던 거라면 return 대신 print()를 쓰세요.',
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
    message: /unexpected EOF|incomplete input/,
    title: '코드가 끝나지 않았어요',
    explanation: '코드가 완성되기 전에 끝났어요. 시작한 블록이나 식이 마무리되지 않았어요.',
    suggestion: '빠진 부분이나 닫는 괄호가 없는지 마지막 줄까지 확인하세요.',
  },
  {
    id: 'number-base-digit',
    types: SYNTAX,
    message: /invalid digit '(?<digit>\w)' in (?<base>octal|binary) literal|invalid (?<base2>hexadecimal|octal|binary) literal/,
    vars: (c) => {
      const base = c.groups.base ?? c.groups.base2 ?? 'hexadecimal';
      const info: Record<string, [string, string, string]> = {
        hexadecimal: ['16진수', '0x', '0~9와 a~f'],
        octal: ['8진수', '0o', '0~7'],
        binary: ['2진수', '0b', '0과 1'],
      };
      const [baseKo, prefix, digits] = info[base] ?? info.hexadecimal as [string, string, string];
      return { baseKo, prefix, digits };
    },
    title: '{baseKo}에 쓸 수 없는 숫자가 있어요',
    explanation: '{line}번째 줄에 {prefix}로 시작하는 수가 있어요. {prefix}로 시작하면 {baseKo}인데, {baseKo}에는 {digits}만 쓸 수 있어요.',
    suggestion: '보통의 10진수를 쓰려던 거라면 앞의 {prefix}를 지우세요. {baseKo}라면 {digits}만 쓰세요.',
  },
  {
    id: 'leading-zero',
    types: SYNTAX,
    message: /leading zeros in decimal integer literals are not permitted/,
    title: '0으로 시작하는 정수는 쓸 수 없어요',
    explanation: '{line}번째 줄에 09나 007처럼 0으로 시작하는 정수가 있어요. 파이썬에서는 이런 숫자를 쓸 수 없어요.',
    suggestion: "앞의 0을 지우세요. 전화번호처럼 앞의 0까지 중요한 값은 '010'처럼 따옴표로 감싼 문자열로 쓰세요.",
  },
  {
    id: 'invalid-decimal',
    types: SYNTAX,
    when: (c) => c.diagnosis?.kind === 'number-letters' || /invalid decimal literal/.test(c.message),
    title: '숫자 뒤에 글자가 붙어 있어요',
    explanation: '숫자 바로 뒤에 글자가 붙어 있어요. 변수 이름은 숫자로 시작할 수 없고, 곱셈 기호도 생략할 수 없어요.',
    suggestion: '곱하려면 2*y 처럼 * 를 쓰고, 변수 이름이라면 y2 처럼 글자로 시작하게 바꾸세요.',
  },
  {
    id: 'try-without-except',
    types: SYNTAX,
    message: /expected 'except' or 'finally' block/,
    title: 'try 다음에 except가 없어요',
    explanation: 'try: 블록 바로 뒤에는 오류가 났을 때 할 일을 적는 except: 블록(또는 finally: 블록)이 와야 해요. {line}번째 줄이 try 블록을 끝냈는데 except가 없어요.',
    suggestion: 'try 블록 아래에 try와 같은 들여쓰기로 except: 블록을 쓰세요. try 블록 안의 줄이라면 들여쓰기를 맞추세요.',
  },
  {
    id: 'except-forms',
    types: SYNTAX,
    message: /multiple exception types must be parenthesized|default 'except:' must be last/,
    vars: (c) => ({
      fixText: /parenthesized/.test(c.message)
        ? '예외 여러 개는 괄호로 묶으세요. 예: except (ValueError, ZeroDivisionError):'
        : '아무 예외나 받는 except: 블록을 맨 마지막으로 옮기세요.',
    }),
    title: 'except 줄의 모양이 틀렸어요',
    explanation: '{line}번째 줄의 except가 파이썬 3의 모양과 달라요. 여러 예외를 받을 때는 괄호로 묶고, 아무 예외나 받는 except:는 맨 끝에 있어야 해요.',
    suggestion: '{fixText}',
  },
  {
    id: 'param-default-order',
    types: SYNTAX,
    message: /non-default argument follows default argument|parameter without a default follows parameter with a default/,
    title: '기본값이 있는 매개변수는 뒤에 써요',
    explanation: '{line}번째 줄의 def에서 기본값(=)이 있는 매개변수 뒤에 기본값이 없는 매개변수가 왔어요. 값을 순서대로 나눠 줄 수 없어서 파이썬이 허락하지 않아요.',
    suggestion: '기본값이 없는 매개변수를 앞으로 옮기세요. 예: def greet(name, greeting="안녕"):',
  },
  {
    id: 'param-duplicate',
    types: SYNTAX,
    message: /duplicate (?:argument|parameter) '(?<name>[\w\u00C0-\uFFFF]+)' in function definition/,
    title: "매개변수 '{name}'이/가 두 번 나와요",
    explanation: "{line}번째 줄의 def에 같은 이름의 매개변수 '{name}'이/가 두 번 있어요. 매개변수 이름은 서로 달라야 해요.",
    suggestion: '두 번째 이름을 다른 이름으로 바꾸세요. 예: def add(a, b):',
  },
  {
    id: 'param-order',
    types: SYNTAX,
    message: /\* argument may appear only once|\*\* argument may appear only once|arguments cannot follow var-keyword argument|var-(?:positional|keyword) (?:argument|parameter) cannot have default value|named arguments must follow bare \*|name '(?<name>[\w\u00C0-\uFFFF]+)' is parameter and (?<kw>global|nonlocal)/,
    vars: (c) => ({
      detail: c.groups.name
        ? `'${c.groups.name}'은/는 이미 매개변수라서 ${c.groups.kw} 선언을 할 수 없어요.`
        : '매개변수는 보통 매개변수, 기본값이 있는 매개변수, *args, **kwargs 순서로 쓰고, *args와 **kwargs는 한 번씩만 쓸 수 있어요.',
      fixText: c.groups.name ? `${c.groups.kw} ${c.groups.name} 줄을 지우고 매개변수로 받은 값을 쓰거나, 매개변수 이름을 바꾸세요.` : '매개변수의 순서를 바꾸세요. 예: def f(a, b=1, *args, **kwargs):',
    }),
    title: 'def 줄의 매개변수가 잘못되었어요',
    explanation: '{line}번째 줄의 함수 정의에서 {detail}',
    suggestion: '{fixText}',
  },
  {
    id: 'call-argument-order',
    types: SYNTAX,
    message: /positional argument follows keyword argument|keyword argument repeated|iterable argument unpacking follows keyword argument unpacking/,
    vars: (c) => ({
      detail: /repeated/.test(c.message) ? '같은 이름=값을 두 번 넘겼어요.' : '이름=값으로 넘긴 값 뒤에 이름 없는 값을 넘겼어요. 이름 없는 값은 자리 순서로 나눠 주기 때문에 앞에 와야 해요.',
    }),
    title: '함수에 넘기는 값의 순서가 틀렸어요',
    explanation: '{line}번째 줄에서 함수를 부를 때 {detail}',
    suggestion: "이름 없는 값을 먼저 쓰고 이름=값은 뒤에 한 번씩만 쓰세요. 예: print('a', 'b', sep='-')",
  },
  {
    id: 'global-after-use',
    types: SYNTAX,
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is (?:used|assigned to) (?:prior to|before) (?<kw>global|nonlocal) declaration/,
    // At module level 3.11 reports the order first; the real mistake there is nonlocal itself.
    when: (c) => !(c.groups.kw === 'nonlocal' && !/^\s*def\s/m.test(c.code)),
    title: '{kw} 선언은 함수 맨 위에 써요',
    explanation: "{line}번째 줄의 {kw} {name}보다 앞에서 이미 '{name}'을/를 썼어요. {kw} 선언은 그 이름을 쓰기 전에 있어야 해요.",
    suggestion: '{kw} {name} 줄을 함수의 첫 줄(def 바로 아래)로 옮기세요.',
  },
  {
    id: 'nonlocal-misuse',
    types: SYNTAX,
    message: /nonlocal declaration not allowed at module level|no binding for nonlocal '(?<name>[\w\u00C0-\uFFFF]+)' found|before nonlocal declaration/,
    vars: (c) => {
      const name = c.groups.name;
      if (!name || !/^\s*def\s/m.test(c.code)) return { detail: 'nonlocal은 함수 안의 함수에서 바깥 함수의 변수를 바꿀 때만 써요. 함수 밖에서는 쓸 수 없어요.', fixText: 'nonlocal 줄을 지우세요.' };
      const moduleLevel = new RegExp(`^${name}\\s*=(?!=)`, 'm').test(c.code);
      return {
        detail: `nonlocal ${name}은/는 바깥 함수의 변수 '${name}'을/를 가리키는데, 바깥 함수에 그런 변수가 없어요.`,
        fixText: moduleLevel
          ? `'${name}'이/가 함수 밖(프로그램 맨 바깥)의 변수라면 nonlocal 대신 global ${name}을/를 쓰세요.`
          : `바깥 함수에서 먼저 ${name} = 0 처럼 값을 넣어 변수를 만드세요.`,
      };
    },
    title: 'nonlocal을 쓸 수 없는 자리예요',
    explanation: '{detail}',
    suggestion: '{fixText}',
  },
  {
    id: 'generator-parenthesized',
    types: SYNTAX,
    message: /Generator expression must be parenthesized|did you forget parentheses around the comprehension target/,
    title: 'for 식을 괄호로 감싸야 해요',
    explanation: '{line}번째 줄의 ( ... for ... in ... ) 식이 다른 값과 함께 쓰여서, 어디까지가 한 식인지 알 수 없어요.',
    suggestion: 'for 식을 괄호나 대괄호로 한 번 더 감싸세요. 예: print([x * 2 for x in nums], end="")',
  },
  {
    id: 'starred-forms',
    types: SYNTAX,
    when: (c) => c.diagnosis?.kind === 'lonely-star' || STARRED.test(c.message),
        title: '별표(*)를 쓸 수 없는 자리예요',
    explanation: '{line}번째 줄의 별표(*)는 곱하기가 아니라 값을 풀어 놓는 표시로 읽혔어요. 이 표시는 a, *rest = nums 처럼 여러 변수에 나눠 담거나 print(*nums)처럼 함수에 넘길 때만 쓸 수 있어요.',
    suggestion: '곱하기라면 * 앞뒤에 값을 쓰고, 나눠 담기라면 a, *rest = nums 처럼 다른 변수와 함께 쉼표로 쓰세요.',
  },
  {
    id: 'ternary-missing-else',
    types: SYNTAX,
    message: /expected 'else' after 'if' expression/,
    title: '한 줄 if 식에는 else가 필요해요',
    explanation: "{line}번째 줄에 '값 if 조건' 모양의 식이 있는데 else 부분이 없어요. 식 안의 if는 조건이 거짓일 때의 값도 있어야 해요.",
    suggestion: "'짝수' if n % 2 == 0 else '홀수'처럼 else와 다른 값을 쓰세요. 조건에 따라 실행하려던 거라면 if 조건: 을 줄 맨 앞에 쓰세요.",
  },
  {
    id: 'dict-missing-colon',
    types: SYNTAX,
    when: (c) => c.diagnosis?.kind === 'dict-missing-colon' || /':' expected after dictionary key/.test(c.message),
    fix: (c) => c.diagnosis?.fix ?? null,
    title: '딕셔너리의 키 뒤에 콜론(:)이 없어요',
    explanation: "{line}번째 줄의 딕셔너리에서 키 다음에 콜론(:)이 빠졌어요. 딕셔너리는 {{'키': 값}} 모양이에요.",
    suggestion: "키와 값 사이에 콜론(:)을 넣으세요. 예: {{'국어': 90, '수학': 85}}",
  },
  {
    id: 'cannot-delete',
    types: SYNTAX,
    message: /cannot delete (?<what>[\w ]+)/,
    title: 'del로 지울 수 없는 것이에요',
    explanation: '{line}번째 줄의 del 뒤에 변수나 리스트의 항목이 아닌 값이 있어요. del은 변수, 리스트[인덱스], 딕셔너리[키]만 지울 수 있어요.',
    suggestion: '리스트에서 값을 지우려면 del nums[0] 이나 nums.remove(값)을 쓰세요.',
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
    id: 'free-variable',
    types: ['NameError'],
    message: /cannot access free variable '(?<name>[\w\u00C0-\uFFFF]+)'/,
    title: "바깥 함수의 '{name}'에 아직 값이 없어요",
    explanation: "안쪽 함수가 바깥 함수의 변수 '{name}'을/를 쓰려고 했는데, 그때 '{name}'에 값이 없었어요. 값을 넣기 전에 안쪽 함수를 불렀거나 del로 지웠어요.",
    suggestion: "안쪽 함수를 부르기 전에 바깥 함수에서 '{name}'에 값을 넣으세요.",
  },
  {
    id: 'name-error-import',
    types: ['NameError'],
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is not defined/,
    when: (c) => /Did you forget to import '\w+'/.test(c.message) || (COMMON_MODULES.includes(c.groups.name ?? '') && new RegExp(`\\b${c.groups.name}\\.\\w`).test(c.code)),
    vars: (c) => ({ module: /Did you forget to import '(\w+)'/.exec(c.message)?.[1] ?? c.groups.name ?? '' }),
    fix: (c) => {
      const module = /Did you forget to import '(\w+)'/.exec(c.message)?.[1] ?? c.groups.name ?? '';
      const first = c.code.replace(/\r\n?/g, '\n').split('\n')[0] ?? '';
      return { line: 1, code: `import ${module}\n${first}` };
    },
    title: "'{module}' 모듈을 가져오지 않았어요",
    explanation: "'{module}'은/는 파이썬에 들어 있는 모듈이지만, import로 가져와야 쓸 수 있어요.",
    suggestion: '프로그램 맨 위에 import {module}을/를 쓰세요.',
    uses: ['import'],
    fallback: "'{module}' 모듈 없이, 지금까지 배운 방법으로 계산해 보세요.",
  },
  {
    id: 'name-error-module-member',
    types: ['NameError'],
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is not defined/,
    vars: (c) => {
      const name = c.groups.name ?? '';
      const module = Object.keys(MODULE_MEMBERS).find((m) => (MODULE_MEMBERS[m] ?? []).includes(name) && new RegExp(`^\\s*import\\s+${m}\\b`, 'm').test(c.code));
      return module ? { module } : null;
    },
    fix: (c) => {
      const name = c.groups.name ?? '';
      const module = Object.keys(MODULE_MEMBERS).find((m) => (MODULE_MEMBERS[m] ?? []).includes(name));
      const lines = c.code.replace(/\r\n?/g, '\n').split('\n');
      const line = c.line === undefined ? undefined : lines[c.line - 1];
      return module && line !== undefined && c.line !== undefined ? { line: c.line, code: line.replace(new RegExp(`(?<![\\w.])${name}\\b`, 'g'), `${module}.${name}`) } : null;
    },
    title: "'{name}'은/는 '{module}.{name}'으로/로 써요",
    explanation: "import {module}로 모듈을 가져왔을 때는 모듈 안의 이름을 '{module}.{name}'처럼 모듈 이름과 함께 써야 해요.",
    suggestion: '{name}을/를 {module}.{name}으로/로 바꾸세요.',
  },
  {
    id: 'name-error-local',
    types: ['NameError'],
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is not defined/,
    when: (c) => localOnly(c.code, c.groups.name ?? ''),
    title: "'{name}'은/는 함수 안에서만 있는 변수예요",
    explanation: "'{name}'은/는 함수 안에서 만든 지역 변수라서 함수 밖에서는 쓸 수 없어요. 함수가 끝나면 사라져요.",
    suggestion: '함수 밖에서 그 값이 필요하면 함수 안에서 return {name}으로/로 돌려주고, 밖에서는 결과 = 함수이름()처럼 받아서 쓰세요.',
    uses: ['return'],
    fallback: '함수 밖에서 그 값이 필요하면 함수 밖에서 변수를 만들어 쓰세요.',
  },
  {
    id: 'name-error-keyword',
    types: ['NameError'],
    message: /name '(?<name>reverse|key|sep|end)' is not defined/,
    when: (c) => new RegExp(`\\([^)]*\\b${c.groups.name}\\b(?!\\s*=)[^)]*\\)`).test(c.sourceLine ?? ''),
    vars: (c) => ({ example: { reverse: 'nums.sort(reverse=True)', key: 'sorted(words, key=len)', sep: 'print(a, b, sep="-")', end: 'print(a, end=" ")' }[c.groups.name ?? 'reverse'] ?? '' }),
    title: "'{name}'은/는 이름을 붙여 넘기는 값이에요",
    explanation: "괄호 안에 '{name}'만 쓰면 파이썬은 '{name}'이라는/라는 변수를 찾아요. '{name}'은/는 함수에 이름=값 모양으로 넘기는 옵션이에요.",
    suggestion: '{name}=값처럼 이름과 값을 함께 쓰세요. 예: {example}',
  },
  {
    id: 'name-error-defined-later',
    types: ['NameError'],
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is not defined/,
    when: (c) => c.line !== undefined && madeLater(c) !== undefined,
    // Name the kind of line that makes it in the student's own code (def, class or =), never a
    // construct the student has not written (the concept fence).
    vars: (c) => ({ maker: madeLater(c) ?? '=' }),
    title: "'{name}'을/를 만들기 전에 썼어요",
    explanation: "파이썬은 위에서 아래로 한 줄씩 실행해요. {line}번째 줄에서 '{name}'을/를 쓸 때는 아직 '{name}'이/가 만들어지지 않았어요. '{name}'은/는 그보다 아래에서 만들어요.",
    suggestion: "'{name}'을/를 만드는 줄({maker})이 쓰는 줄보다 먼저(위에) 오도록 순서를 바꿔 보세요.",
  },
  {
    id: 'name-error-skipped',
    types: ['NameError'],
    message: /name '(?<name>[\w\u00C0-\uFFFF]+)' is not defined/,
    vars: (c) => {
      const made = madeInSkippedBlock(c);
      if (!made) return null;
      const name = c.groups.name ?? '';
      const why = {
        try: `그 줄은 try 안에 있어서, 그 줄에서 오류가 나면 ${name}에 값이 들어가지 않은 채 except로 넘어가요. except가 끝나면 아래로 계속 내려오니까 ${name}이/가 만들어지지 않은 채 ${c.line}번째 줄에 와요.`,
        if: `그 줄은 ${made.header} 아래에 있어서 조건이 참일 때만 실행돼요. 이번에는 그 줄이 실행되지 않아서 ${name}이/가 만들어지지 않았어요.`,
        loop: `그 줄은 ${made.header} 반복 안에 있어서, 반복이 한 번도 돌지 않으면 실행되지 않아요. 그래서 ${name}이/가 만들어지지 않았어요.`,
      }[made.kind];
      const tip = {
        try: `except에서도 ${name}에 값을 넣을지, ${name}을/를 쓰는 줄을 try 안쪽(또는 else:)으로 옮길지 생각해 보세요. 숫자가 아닐 때 다시 묻게 할 수도 있어요.`,
        if: `${made.header.split(/\s/)[0]} 앞에서 ${name}에 처음 값을 먼저 넣거나, 다른 경우(else)에도 ${name}에 값을 넣어 보세요.`,
        loop: `반복문 앞에서 ${name}에 처음 값을 먼저 넣어 두세요.`,
      }[made.kind];
      return { at: String(made.at), made: made.made, why, tip };
    },
    title: "'{name}'이/가 만들어지지 않았어요",
    explanation: "'{name}'은/는 {at}번째 줄 {made}에서 만들어요. {why}",
    suggestion: '{tip}',
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
    explanation: "파이썬은 '{name}'이라는/라는 이름의 변수나 함수를 몰라요.{hint}",
    suggestion: '변수는 쓰기 전에 먼저 값을 넣어(=) 만들어야 해요. 이름의 철자와 대소문자가 정확한지도 확인하세요.',
  },
  {
    id: 'unbound-local',
    types: ['UnboundLocalError'],
    message: /(?:local variable '(?<name1>[\w\u00C0-\uFFFF]+)'|cannot access local variable '(?<name2>[\w\u00C0-\uFFFF]+)')/,
    vars: (c) => {
      const name = c.groups.name1 ?? c.groups.name2 ?? '';
      const scope = outerScopeOf(c.code, c.line, name);
      const advice =
        scope === 'enclosing'
          ? `바깥 함수의 '${name}'을/를 바꾸려면 안쪽 함수의 첫 줄에 nonlocal ${name}을/를 쓰세요. (global은 바깥 함수의 변수가 아니라 프로그램 맨 바깥의 변수를 가리켜서 여기서는 맞지 않아요.)`
          : scope === 'module'
            ? `함수 밖의 '${name}'을/를 바꾸려면 함수 첫 줄에 global ${name}을/를 쓰세요. 더 좋은 방법은 값을 매개변수로 받고 return으로 돌려주는 거예요.`
            : `함수 안에서 '${name}'을/를 쓰기 전에 ${name} = 0 처럼 먼저 값을 넣으세요.`;
      return { name, advice };
    },
    fix: (c) => {
      const name = c.groups.name1 ?? c.groups.name2 ?? '';
      const scope = outerScopeOf(c.code, c.line, name);
      if (scope === 'none' || c.line === undefined) return null;
      const def = enclosingDef(c.code, c.line);
      if (!def) return null;
      return { line: def.line, code: `${def.text}\n${def.bodyIndent}${scope === 'enclosing' ? 'nonlocal' : 'global'} ${name}` };
    },
    title: '함수 안에서 값이 없는 변수',
    explanation: "함수 안에서 '{name}'에 값을 넣는 코드가 있어서 파이썬은 '{name}'을/를 그 함수만의 변수로 봐요. 그런데 값을 넣기 전에 먼저 사용했어요.",
    suggestion: '{advice}',
    uses: ['global-nonlocal'],
    fallback: "함수 안에서 '{name}'을/를 쓰기 전에 먼저 값을 넣거나, 값을 매개변수로 받고 return으로 돌려주세요.",
  },

  // --- input() values used as numbers ---------------------------------------------------------
  {
    id: 'str-concat-int',
    types: ['TypeError'],
    message: /can only concatenate str \(not "(?<other>int|float|bool)"\) to str/,
    vars: (c) => ({
      other: typeName(c.groups.other ?? 'int'),
      tip: strNumberTip(c.sourceLine ?? '', c.code, '+') ?? "숫자로 계산하려면 int(input())처럼 숫자로 바꾸세요. 글자로 이어 붙이려면 str(값)을 쓰거나 print('나이:', age)처럼 쉼표로 나눠 출력하세요.",
    }),
    title: '문자열과 숫자는 + 로 이을 수 없어요',
    explanation: '문자열(str)과 {other}을/를 + 로 더하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: '{tip}',
  },
  {
    id: 'int-plus-str',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for (?<op>[^:]+): '(?<left>int|float)' and 'str'/,
    vars: (c) => ({
      opName: OPERATOR_NAMES[(c.groups.op ?? '').trim()] ?? c.groups.op ?? '',
      left: typeName(c.groups.left ?? 'int'),
      tip: strNumberTip(c.sourceLine ?? '', c.code, (c.groups.op ?? '+').trim()) ?? 'input()으로 받은 값을 int(input()) 또는 float(input())처럼 숫자로 바꾼 다음 계산하세요.',
    }),
    title: '숫자와 문자열은 계산할 수 없어요',
    explanation: '{left}과/와 문자열(str)을 {opName} 하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: '{tip}',
  },
  {
    id: 'str-arithmetic',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for (?<op>[^:]+): 'str' and '(?:int|float|str)'|can't multiply sequence by non-int of type '(?:float|str)'/,
    vars: (c) => ({
      opName: OPERATOR_NAMES[(c.groups.op ?? '*').trim()] ?? c.groups.op ?? '',
      tip: strNumberTip(c.sourceLine ?? '', c.code, (c.groups.op ?? '*').trim()) ?? '계산하기 전에 int() 또는 float()로 숫자로 바꾸세요. 예: n = int(input())',
    }),
    title: '문자열로는 계산할 수 없어요',
    explanation: '문자열(str)로 {opName} 계산을 하려고 했어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: '{tip}',
  },
  {
    id: 'none-operand',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for [^:]+: (?:'NoneType' and '\w+'|'\w+' and 'NoneType')/,
    vars: (c) =>
      /\.\s*get\s*\(\s*[^,()]+\)/.test(c.sourceLine ?? '')
        ? { why: 'get(키)는 키가 없으면 None을 돌려줘요.', tip: '키가 없을 때 쓸 값을 get(키, 0)처럼 두 번째 값(기본값)으로 넣으세요.' }
        : { why: 'return 이 없는 함수는 None을 돌려주기 때문에 자주 생기는 오류예요.', tip: '계산에 쓴 함수가 return 으로 값을 돌려주는지 확인하세요. print()는 출력만 하고 값을 돌려주지 않아요.' },
    title: '값이 None이에요',
    explanation: 'None과 계산하려고 했어요. {why}',
    suggestion: '{tip}',
  },
  {
    id: 'concat-mismatch',
    types: ['TypeError'],
    message: /can only concatenate (?<left>[\w\u00C0-\uFFFF]+) \(not "(?<right>[\w\u00C0-\uFFFF]+)"\) to \w+/,
    vars: (c) => {
      const left = c.groups.left ?? '';
      const right = c.groups.right ?? '';
      const fixText =
        left === 'list'
          ? listPlusTip(c.sourceLine ?? '')
          : left === 'str' && (right === 'list' || right === 'tuple')
            ? `${typeName(right)}을/를 글자로 바꾸려면 str(값)을 쓰거나, print('목록:', nums)처럼 쉼표로 나눠 출력하세요.`
            : left === 'str' && right === 'NoneType'
              ? '더하려는 값이 None이에요. 함수가 return으로 값을 돌려주는지 확인하세요.'
              : '두 값을 같은 종류로 바꾼 다음 + 로 이으세요.';
      return { leftKo: typeName(left), rightKo: typeName(right), fixText };
    },
    title: '{leftKo}에는 {rightKo}을/를 + 로 이을 수 없어요',
    explanation: '{line}번째 줄에서 {leftKo}에 {rightKo}을/를 + 로 이어 붙이려고 했어요. + 로 이어 붙이는 두 값은 종류가 같아야 해요.',
    suggestion: '{fixText}',
  },
  {
    id: 'operand-types',
    types: ['TypeError'],
    message: /unsupported operand type\(s\) for (?<op>[^:]+): '(?<left>[\w\u00C0-\uFFFF]+)' and '(?<right>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => {
      const left = c.groups.left ?? '';
      const right = c.groups.right ?? '';
      const op = (c.groups.op ?? '').replace(' or pow()', '').trim();
      const fnLike = /function|method|type/;
      const fixText = fnLike.test(left) || fnLike.test(right)
        ? '함수 이름 뒤에 괄호를 빠뜨렸는지 확인하세요. 예: input 이 아니라 input()'
        : (left === 'list' || left === 'tuple' || left === 'set') && op === '-'
          ? '리스트나 튜플끼리는 뺄 수 없어요. 항목을 빼려면 remove()를 쓰거나 set(a) - set(b)처럼 집합으로 바꿔서 빼세요.'
          : left !== right && ['list', 'tuple'].includes(left) && ['list', 'tuple'].includes(right)
            ? 'list(값)이나 tuple(값)으로 두 값을 같은 종류로 맞춘 다음 계산하세요.'
            : '두 값이 어떤 종류인지 print(type(값))으로 확인하고, 같은 종류로 바꾼 다음 계산하세요.';
      return { leftKo: typeName(left), rightKo: typeName(right), op, fixText };
    },
    title: '{leftKo}과/와 {rightKo}은/는 {op} 로 계산할 수 없어요',
    explanation: "{line}번째 줄에서 {leftKo}과/와 {rightKo}을/를 '{op}'로 계산하려고 했어요. 두 값의 종류로는 이 계산을 할 수 없어요.",
    suggestion: '{fixText}',
  },
  {
    id: 'bad-operand',
    types: ['TypeError'],
    message: /bad operand type for (?<what>unary [-+~]|abs\(\)): '(?<type>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? ''), what: /^unary/.test(c.groups.what ?? '') ? `부호(${(c.groups.what ?? '').slice(-1)})` : 'abs()' }),
    title: '{typeKo}에는 {what}을/를 쓸 수 없어요',
    explanation: '{line}번째 줄에서 {typeKo} 값에 {what}을/를 썼어요. 부호(-)나 abs()는 숫자에만 쓸 수 있어요.',
    suggestion: '먼저 int()나 float()로 숫자로 바꾸세요. 예: abs(int(x))',
  },
  {
    id: 'unhashable',
    types: ['TypeError'],
    message: /unhashable type: '(?<type>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? ''), where: /set element/.test(c.message) ? '집합(set)의 원소' : /dict key/.test(c.message) ? '딕셔너리의 키' : '딕셔너리의 키나 집합의 원소' }),
    title: '{typeKo}은/는 {where}로 쓸 수 없어요',
    explanation: '{line}번째 줄에서 {typeKo}을/를 {where}로 쓰려고 했어요. 내용이 바뀔 수 있는 값(리스트, 딕셔너리, 집합)은 키나 원소가 될 수 없어요.',
    suggestion: '리스트 대신 튜플을 쓰세요. 예: {{(1, 2): "좌표"}}',
    uses: ['tuple'],
    fallback: '키나 원소로는 문자열이나 숫자를 쓰세요.',
  },
  {
    id: 'join-non-str',
    types: ['TypeError'],
    message: /sequence item (?<i>\d+): expected str instance, (?<type>[\w\u00C0-\uFFFF]+) found/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? '') }),
    title: 'join()은 문자열만 이어 붙여요',
    explanation: '{line}번째 줄의 join()에 넘긴 목록의 {i}번 항목이 {typeKo}이에요/예요. join()은 문자열만 이어 붙일 수 있어요.',
    suggestion: "먼저 문자열로 바꾸세요. 예: ' '.join(map(str, nums))",
    uses: ['map'],
    fallback: '숫자 목록이라면 join() 대신 print(nums)로 출력하거나, 처음부터 문자열로 담으세요.',
  },
  {
    id: 'conversion-type',
    types: ['TypeError'],
    message: /(?<fn>int|float)\(\) argument must be a string(?:, a bytes-like object)? or a (?:real )?number, not '(?<type>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => ({
      typeKo: c.groups.type === 'NoneType' ? '빈 값(None)' : typeName(c.groups.type ?? ''),
      fixText: c.groups.type === 'NoneType'
        ? '넘긴 값이 None이에요. 값을 돌려주는 함수인지(return이 있는지) 확인하세요.'
        : c.groups.type === 'list'
          ? '리스트 전체가 아니라 항목 하나를 넣으세요. 예: int(nums[0])'
          : '숫자 모양의 문자열이나 숫자를 넣으세요.',
    }),
    title: '{fn}()에 {typeKo}을/를 넣을 수 없어요',
    explanation: '{line}번째 줄에서 {fn}()에 {typeKo}을/를 넣었어요. {fn}()은/는 숫자 모양의 문자열이나 숫자만 바꿀 수 있어요.',
    suggestion: '{fixText}',
  },
  {
    id: 'percent-format',
    types: ['TypeError'],
    message: /%\w format: an? (?:real number|integer) is required, not (?<type>[\w\u00C0-\uFFFF]+)|not all arguments converted during string formatting|not enough arguments for format string/,
    title: '% 서식과 값이 맞지 않아요',
    explanation: '{line}번째 줄의 % 서식에서 %d, %s 같은 자리의 개수나 종류가 뒤에 넘긴 값과 맞지 않아요.',
    suggestion: "자리 개수만큼 값을 넘기고, %d에는 숫자를 넣으세요. f-문자열을 쓰면 더 쉬워요: f'{{이름}}은 {{나이}}살'",
  },
  {
    id: 'ord-length',
    types: ['TypeError'],
    message: /ord\(\) expected a character, but string of length (?<n>\d+) found/,
    title: 'ord()에는 글자 하나만 넣어요',
    explanation: '{line}번째 줄의 ord()에 글자 {n}개짜리 문자열을 넣었어요. ord()는 글자 하나의 번호만 알려 줘요.',
    suggestion: "글자 하나를 넣으세요. 예: ord('A') 또는 ord(word[0])",
  },
  {
    id: 'str-compare',
    types: ['TypeError'],
    message: /'(?<op>[<>=!]+)' not supported between instances of '(?<a>[\w\u00C0-\uFFFF]+)' and '(?<b>[\w\u00C0-\uFFFF]+)'/,
    when: (c) => c.groups.a === 'str' || c.groups.b === 'str',
    title: '문자열과 숫자는 크기를 비교할 수 없어요',
    explanation: "문자열과 숫자의 크기를 비교했어요({op}). input()으로 받은 값은 숫자처럼 보여도 문자열이에요.",
    suggestion: '비교하기 전에 int() 또는 float()로 숫자로 바꾸세요. 예: score = int(input())',
  },
  {
    id: 'str-as-int',
    types: ['TypeError'],
    message: /'str' object cannot be interpreted as an integer/,
    vars: (c) => ({ example: /\brange\s*\(/.test(c.sourceLine ?? '') ? 'n = int(input()) 다음에 range(n)' : 'n = int(input())' }),
    title: '정수가 필요한 곳에 문자열',
    explanation: '{line}번째 줄에서 정수가 필요한 곳에 문자열을 넣었어요. input()으로 받은 값은 숫자처럼 보여도 문자열이에요.',
    suggestion: 'int()로 정수로 바꾸세요. 예: {example}',
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
    id: 'unpack-dict-loop',
    types: ['ValueError'],
    message: /(?:too many|not enough) values to unpack \(expected 2/,
    vars: (c) => {
      const m = /^\s*for\s+(\w+)\s*,\s*(\w+)\s+in\s+(\w+)\s*:/.exec(c.sourceLine ?? '');
      if (!m || !new RegExp(`^\\s*${m[3]}\\s*=\\s*\\{`, 'm').test(c.code)) return null;
      return { key: m[1]!, value: m[2]!, dict: m[3]! };
    },
    title: '딕셔너리를 for로 돌리면 키만 나와요',
    explanation: "for 문으로 딕셔너리 '{dict}'을/를 돌리면 키가 하나씩만 나와요. 그래서 '{key}, {value}' 두 변수에 나눠 담을 수 없어요.",
    suggestion: '키와 값을 함께 꺼내려면 for {key}, {value} in {dict}.items(): 처럼 items()를 쓰세요.',
    uses: ['dict-methods'],
    fallback: "for {key} in {dict}: 로 키를 꺼낸 다음, 값은 {dict}[{key}]로 꺼내세요.",
  },
  {
    id: 'unpack',
    types: ['ValueError'],
    message: /(?<kind>too many|not enough) values to unpack \(expected (?<expected>\d+)(?:, got (?<got>\d+))?\)/,
    vars: (c) => {
      const line = c.sourceLine ?? '';
      const eq = /^\s*(?:for\s+)?([^=]+?)\s*(?:=(?!=)|\bin\b)\s*(.+?)\s*:?\s*$/.exec(line);
      const rhs = eq?.[2] ?? '';
      const got = c.groups.got;
      const count = got ? `${got}개${c.groups.kind === 'too many' ? '예요' : '뿐이에요'}` : c.groups.kind === 'too many' ? '더 많아요' : '더 적어요';
      const right = rhs && !/input\(/.test(rhs) ? `오른쪽 ${rhs}이/가 만든 값은 ${count}` : `값은 ${count}`;
      const tip = /input\(/.test(rhs) || !rhs
        ? `입력값을 공백으로 나눠 정확히 ${c.groups.expected}개 넣었는지 확인하세요.`
        : `print(${rhs})로 오른쪽이 어떤 값들을 만드는지 먼저 확인해 볼까요?`;
      return { right, tip, more: c.groups.kind === 'too many' ? '많아요' : '적어요' };
    },
    title: '나눠 담을 값의 개수가 달라요',
    explanation: '{line}번째 줄에서 왼쪽 변수 {expected}개에 나눠 담으려고 했는데, {right}. a, b = input().split() 처럼 쓸 때 입력한 값의 개수가 다르면 생겨요.',
    suggestion: '왼쪽 변수의 개수와 오른쪽 값의 개수를 맞추세요. {tip}',
  },
  {
    id: 'unpack-at-least',
    types: ['ValueError'],
    message: /not enough values to unpack \(expected at least (?<expected>\d+), got (?<got>\d+)\)/,
    title: '나눠 담을 값이 부족해요',
    explanation: '{line}번째 줄에서 별표(*)가 없는 변수 {expected}개에는 값이 하나씩 꼭 있어야 하는데, 값이 {got}개뿐이에요.',
    suggestion: '값을 {expected}개 이상 넣거나, 별표 없는 변수의 개수를 줄이세요. 예: first, *rest = nums',
  },
  {
    id: 'substring-not-found',
    types: ['ValueError'],
    message: /substring not found/,
    title: '문자열에 없는 글자를 찾았어요',
    explanation: '{line}번째 줄에서 index()로 찾은 글자가 문자열 안에 없어요. index()는 못 찾으면 오류를 내요.',
    suggestion: 'find()를 쓰면 못 찾았을 때 오류 대신 -1을 돌려줘요. 찾는 글자의 철자와 대소문자도 확인하세요.',
  },
  {
    id: 'math-domain',
    types: ['ValueError'],
    message: /math domain error|expected a (?:nonnegative|positive) input/,
    title: '수학적으로 계산할 수 없는 값이에요',
    explanation: '{line}번째 줄에서 음수의 제곱근(sqrt)이나 0 이하의 로그(log)처럼 수학에서 정의되지 않는 계산을 했어요.',
    suggestion: '함수에 넘긴 값이 0보다 큰지(또는 0 이상인지) 확인하세요. 예: math.sqrt(abs(x))',
  },
  {
    id: 'range-step-zero',
    types: ['ValueError'],
    message: /range\(\) arg 3 must not be zero/,
    title: 'range()의 간격은 0이 될 수 없어요',
    explanation: '{line}번째 줄의 range(시작, 끝, 간격)에서 간격이 0이에요. 간격이 0이면 영원히 앞으로 나아가지 않아요.',
    suggestion: '간격을 1이나 -1처럼 0이 아닌 수로 바꾸세요. 예: range(10, 0, -1)',
  },
  {
    id: 'min-max-empty',
    types: ['ValueError', 'TypeError'],
    message: /(?<fn>min|max)\(\) (?:arg is an empty sequence|iterable argument is empty)|(?<fn2>min|max) expected at least 1 argument, got 0/,
    vars: (c) => ({ fn: c.groups.fn ?? c.groups.fn2 ?? 'max' }),
    title: '빈 목록에서는 {fn}()을/를 구할 수 없어요',
    explanation: '{line}번째 줄의 {fn}()에 넘긴 목록이 비어 있어요. 값이 하나도 없으면 가장 큰 값이나 작은 값을 정할 수 없어요.',
    suggestion: '목록에 값이 들어 있는지 print()로 확인하세요. 빈 목록일 때 쓸 값을 정하려면 {fn}(nums, default=0)처럼 쓰세요.',
  },
  {
    id: 'value-not-in-list',
    types: ['ValueError'],
    message: /list\.(?<method>remove|index)\(x\): x not in list|(?<value>.+) is not in list/,
    vars: (c) => ({ method: c.groups.method ?? 'index' }),
    title: '리스트에 없는 값',
    explanation: '리스트에 없는 값을 {method}()으로/로 찾으려고 했어요.',
    suggestion: "먼저 if 값 in 리스트: 로 값이 있는지 확인한 다음 {method}()을/를 쓰세요.",
    uses: ['if', 'in'],
    fallback: '리스트를 print()로 출력해서 찾는 값이 정말 들어 있는지, 철자와 종류(숫자/문자열)가 같은지 확인하세요.',
  },

  // --- arithmetic and containers -----------------------------------------------------------------
  {
    id: 'zero-division',
    types: ['ZeroDivisionError'],
    vars: (c) => {
      // The divisor on the student's line ('a / b' → b): the value that was 0.
      const divisor = /(?:\/\/?|%)=?\s*([A-Za-z_][\w.]*(?:\([^()\n]*\))?)/.exec(c.sourceLine ?? '')?.[1];
      return divisor
        ? { which: ` 이번에는 나누는 값 ${divisor}이/가 0이었어요.`, check: `if ${divisor} != 0:` }
        : { which: '', check: 'if 나누는값 != 0:' };
    },
    title: '0으로 나눌 수 없어요',
    explanation: '어떤 수를 0으로 나누거나(/, //) 0으로 나눈 나머지(%)를 구하려고 했어요.{which}',
    suggestion: '나누는 값이 0이 될 수 있다면 {check} 으로 먼저 확인하세요.',
    uses: ['if'],
    fallback: '나누는 값이 0이 되지 않도록 입력값과 계산식을 확인하세요.',
  },
  {
    id: 'pop-empty',
    types: ['IndexError', 'KeyError'],
    message: /pop from empty list|pop index out of range|popitem\(\): dictionary is empty|pop from an empty set/,
    vars: (c) => {
      const kind = /dictionary/.test(c.message) ? '딕셔너리' : /set/.test(c.message) ? '집합' : '리스트';
      const method = /popitem/.test(c.message) ? 'popitem' : 'pop';
      // pop 팝, popitem 팝아이템: both take 으로
      const detail = /index out of range/.test(c.message) ? `pop(인덱스)에 넘긴 위치가 ${kind}에 없어요.` : `${kind}이/가 비어 있는데 ${method}()으로 값을 꺼내려고 했어요.`;
      const notKey = c.type === 'KeyError' ? ' 이 오류는 찾는 키가 없어서가 아니라 꺼낼 값이 없어서 났어요.' : '';
      return { kind, method, detail, notKey };
    },
    title: '비어 있는 {kind}에서 꺼낼 수 없어요',
    explanation: '{line}번째 줄에서 {detail}{notKey}',
    suggestion: '꺼내기 전에 len()으로 {kind}에 값이 남아 있는지 확인하세요. 반복문에서 꺼낸다면 꺼내는 횟수가 넣은 횟수보다 많지 않은지 보세요.',
    uses: ['len'],
    fallback: '{kind}에 값을 넣은 횟수보다 더 많이 꺼내지 않았는지 확인하세요.',
  },
  {
    id: 'format-index',
    types: ['IndexError'],
    message: /Replacement index (?<i>\d+) out of range/,
    title: 'format()에 넘긴 값이 모자라요',
    explanation: '{line}번째 줄의 문자열에 있는 {{}} 자리보다 format()에 넘긴 값이 적어요.',
    suggestion: "{{}} 자리 수만큼 format()에 값을 넣으세요. 예: '{{}}은 {{}}살'.format(name, age)",
  },
  {
    id: 'index-error',
    types: ['IndexError'],
    message: /(?<kind>list|string|tuple|range object)? ?index out of range/,
    vars: (c) => ({
      kind: ({ list: '리스트', string: '문자열', tuple: '튜플' } as Record<string, string>)[c.groups.kind ?? ''] ?? '리스트',
      tip: indexTip(c.sourceLine ?? '', c.code) ?? '길이가 3이면 쓸 수 있는 인덱스는 0, 1, 2예요. len()으로 길이를 확인하고, 반복문의 범위도 확인하세요.',
    }),
    title: '범위를 벗어난 인덱스',
    explanation: '{kind}에 없는 위치(인덱스)를 꺼내려고 했어요. 인덱스는 0부터 시작해서 길이보다 1 작은 수까지예요.',
    suggestion: '{tip}',
    uses: ['len'],
    fallback: '길이가 3이면 쓸 수 있는 인덱스는 0, 1, 2예요. 마지막 항목은 [-1]로도 꺼낼 수 있어요.',
  },
  {
    id: 'key-error-pop',
    types: ['KeyError'],
    when: (c) => /\.\s*pop\s*\(/.test(c.sourceLine ?? ''),
    title: '딕셔너리에 없는 키를 꺼내려고 했어요',
    explanation: '{line}번째 줄의 pop()은 키 {message}을/를 찾아서 꺼내는데, 딕셔너리에 그 키가 없어요.',
    suggestion: 'pop(키, 기본값)처럼 두 번째 값(기본값)을 주면 키가 없을 때 오류 대신 그 값을 돌려줘요. if 키 in 딕셔너리: 로 먼저 확인해도 돼요.',
    uses: ['dict-methods', 'if'],
    fallback: '딕셔너리를 print()로 출력해서 그 키가 들어 있는지 먼저 확인하세요.',
  },
  {
    id: 'key-error',
    types: ['KeyError'],
    vars: (c) => ({
      byPosition: /^-?\d+$/.test(c.message.trim()) && /\{\s*["'][^"']*["']\s*:/.test(c.code)
        ? ' 딕셔너리는 리스트처럼 순서 번호(인덱스)로 꺼내지 않고, 넣을 때 정한 **키**로 꺼내요.'
        : '',
      keys: keyTip(c.message, c.sourceLine ?? '', c.code),
    }),
    title: '딕셔너리에 없는 키',
    explanation: '딕셔너리에 없는 키 {message}으로/로 값을 꺼내려고 했어요.{byPosition}{keys}',
    suggestion: "키의 철자를 확인하거나, 딕셔너리.get(키)처럼 get()을 쓰면 키가 없을 때 None을 돌려받아요. if 키 in 딕셔너리: 로 먼저 확인해도 돼요.",
    uses: ['dict-methods', 'if'],
    fallback: '딕셔너리를 print()로 출력해서 키의 철자, 대소문자, 종류(숫자/문자열)가 같은지 확인하세요.',
  },
  {
    id: 'list-method-typo',
    types: ['AttributeError'],
    message: /'list' object has no attribute '(?<attr>push|add|push_back|length|size|len|count_of|lenght|appened|apend|appand)'/,
    vars: (c) => ({
      right: ['length', 'size', 'len', 'lenght', 'count_of'].includes(c.groups.attr ?? '') ? 'len(리스트)' : '리스트.append(값)',
    }),
    uses: (c) => (/^(?:length|size|len|lenght|count_of)$/.test(c.groups.attr ?? '') ? ['len'] : ['list-methods']),
    fallback: '리스트를 print()로 출력해서 안에 든 값을 확인해 보세요.',
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
    id: 'dict-add',
    types: ['AttributeError'],
    message: /'dict' object has no attribute '(?<attr>append|push|add|insert|extend)'/,
    vars: (c) => ({ name: /([A-Za-z_]\w*)\s*\.\s*\w+\s*\(/.exec(c.sourceLine ?? '')?.[1] ?? 'd' }),
    title: "딕셔너리에는 '{attr}'이/가 없어요",
    explanation: "딕셔너리에는 '{attr}' 기능이 없어요. 딕셔너리의 항목은 키와 값의 쌍이라서, 순서대로 뒤에 붙이는 것이 아니라 키를 정해서 넣어요.",
    suggestion: '새 항목은 {name}[키] = 값 처럼 대괄호 안에 키를 쓰고 값을 넣으세요. 예: {name}["배"] = 5',
  },
  {
    id: 'tuple-modify',
    types: ['AttributeError'],
    message: /'tuple' object has no attribute '(?<attr>append|push|add|insert|remove|pop|extend|sort|reverse|clear)'/,
    title: '튜플은 바꿀 수 없어요',
    explanation: "튜플에는 '{attr}' 기능이 없어요. 튜플은 만든 뒤에 값을 더하거나 빼거나 바꿀 수 없어요.",
    suggestion: '값을 넣고 빼야 한다면 처음부터 대괄호 [ ]로 리스트를 만들어 쓰세요.',
  },
  {
    id: 'none-attribute',
    types: ['AttributeError'],
    message: /'NoneType' object has no attribute '(?<attr>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => ({ source: noneSource(c.sourceLine ?? '', c.code) }),
    title: '값이 None이에요',
    explanation: "None에서 '{attr}'을/를 쓰려고 했어요. sort(), append() 처럼 리스트를 직접 바꾸는 함수나 return 이 없는 함수는 None을 돌려줘요.{source}",
    suggestion: 'nums = nums.sort() 대신 nums.sort()만 쓰거나 sorted(nums)를 쓰세요. 함수가 return 으로 값을 돌려주는지도 확인하세요.',
  },
  {
    id: 'module-attribute',
    types: ['AttributeError'],
    message: /module '(?<module>[\w.]+)' has no attribute '(?<attr>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => {
      const hint = didYouMean(c.message) ?? closestName(c.groups.attr ?? '', MODULE_MEMBERS[c.groups.module ?? ''] ?? []);
      return { hint: hint ? ` 혹시 '${c.groups.module}.${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{module}' 모듈에 '{attr}'이/가 없어요",
    explanation: "'{module}' 모듈에는 '{attr}'이라는/라는 이름이 없어요.{hint}",
    suggestion: '이름의 철자와 대소문자를 확인하세요. 모듈에 있는 이름은 print(dir({module}))로 볼 수 있어요.',
  },
  {
    id: 'type-object-attribute',
    types: ['AttributeError'],
    message: /type object '(?<type>[\w\u00C0-\uFFFF]+)' has no attribute '(?<attr>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => {
      const hint = didYouMean(c.message) ?? closestName(c.groups.attr ?? '', TYPE_METHODS[c.groups.type ?? ''] ?? []);
      return { typeKo: typeName(c.groups.type ?? ''), hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "{typeKo}에는 '{attr}'이/가 없어요",
    explanation: "{line}번째 줄의 '{type}'은/는 값이 아니라 자료형(클래스) 자체예요. 여기에는 '{attr}'이라는/라는 이름이 없어요.{hint}",
    suggestion: '철자를 확인하세요. 메서드는 자료형이 아니라 값에 붙여 써요. 예: list.append(3)이 아니라 nums.append(3)',
  },
  {
    id: 'str-method-on-other',
    types: ['AttributeError'],
    message: /'(?<type>int|float|list|dict|tuple|bool)' object has no attribute '(?<attr>upper|lower|replace|strip|lstrip|rstrip|split|isdigit|isalpha|startswith|endswith|find|title|capitalize|zfill|center)'/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? '') }),
    title: "{typeKo}에는 문자열 메서드 '{attr}'이/가 없어요",
    explanation: "'{attr}'은/는 문자열(str)에 쓰는 메서드인데, 이 변수에는 {typeKo} 값이 들어 있어요.",
    suggestion: "문자열로 다루려면 str()로 바꾼 다음 쓰세요. 예: str(값).{attr}(). 아니면 변수에 문자열이 들어가야 하는데 다른 값을 넣지 않았는지 확인하세요.",
  },
  {
    id: 'set-append',
    types: ['AttributeError'],
    message: /'set' object has no attribute '(?<attr>append|push|insert|extend)'/,
    vars: (c) => ({ name: /([A-Za-z_]\w*)\s*\.\s*\w+\s*\(/.exec(c.sourceLine ?? '')?.[1] ?? 's', right: c.groups.attr === 'extend' ? 'update' : 'add' }),
    title: "집합(set)에는 '{attr}'이/가 없어요",
    explanation: "집합에는 순서가 없어서 '{attr}'처럼 뒤에 붙이는 기능이 없어요.",
    suggestion: '집합에 값을 넣을 때는 {right}()를 써요. 예: {name}.{right}(3)',
    uses: ['set'],
  },
  {
    id: 'attribute-error',
    types: ['AttributeError'],
    message: /'(?<type>[\w\u00C0-\uFFFF]+)' object has no attribute '(?<attr>[\w\u00C0-\uFFFF]+)'/,
    vars: (c) => {
      const attr = c.groups.attr ?? '';
      const hint = didYouMean(c.message) ?? closestName(attr, TYPE_METHODS[c.groups.type ?? ''] ?? []);
      // A built-in function written as a method on the failing line ('nums.sorted()', 'word.len()'): it takes the value in its parentheses.
      const called = PYTHON_BUILTIN_NAMES.includes(attr) ? new RegExp(`([A-Za-z_]\\w*)\\s*\\.\\s*${attr}\\s*\\(\\s*\\)`).exec(c.sourceLine ?? '') : null;
      const tip = called
        ? `${attr}()은/는 값 뒤에 점(.)을 찍어 부르는 메서드가 아니라 함수예요. ${called[1]}.${attr}() 대신 ${attr}(${called[1]})처럼 괄호 안에 값을 넣어요.${hint ? ` 메서드로는 ${called[1]}.${hint}()도 있어요.` : ''}`
        : '철자를 확인하고, 변수에 생각한 종류의 값이 들어 있는지 print(type(변수))로 확인해 보세요.';
      return { typeKo: typeName(c.groups.type ?? ''), hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '', tip };
    },
    title: "{typeKo}에는 '{attr}'이/가 없어요",
    explanation: "{typeKo} 값에는 '{attr}'이라는/라는 기능(메서드)이나 속성이 없어요.{hint}",
    suggestion: '{tip}',
  },
  {
    id: 'not-callable',
    types: ['TypeError'],
    message: /'(?<type>[\w\u00C0-\uFFFF]+)' object is not callable/,
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
      // A container called like a function ('scores("국어")'): its items are taken with [ ].
      const called = /([A-Za-z_]\w*)\s*\(([^()]*)\)/.exec(line);
      if (/^(dict|list|str|tuple)$/.test(c.groups.type ?? '') && called) {
        const what = c.groups.type === 'dict' ? '키로 값을' : '위치(인덱스)로 항목을';
        return { typeKo, reason: ` ${what} 꺼낼 때는 소괄호 ( )가 아니라 대괄호 [ ]를 써요.`, fix: `${called[1]}(${called[2]}) 대신 ${called[1]}[${called[2]}]처럼 대괄호로 꺼내세요.` };
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
    vars: (c) => {
      const fn = (c.groups.fn ?? '').split('.').pop() ?? '';
      // The def line's own parameters (self left out of a method): 'add()는 매개변수가 a, b 2개예요'.
      const def = new RegExp(`^\\s*def\\s+${fn.replace(/[^\w]/g, '')}\\s*\\(([^)]*)\\)`, 'm').exec(c.code);
      const params = def ? def[1]!.split(',').map((p) => p.trim().split(/[=:]/)[0]!.trim()).filter((p) => p && p !== 'self' && !p.startsWith('*')) : [];
      const missing = (c.groups.names ?? '').replace(/'/g, '').replace(/\s+and\s+/g, ', ');
      const where = def ? '함수를 정의한 def 줄의 매개변수 개수만큼' : '함수가 받는 값의 개수만큼';
      const paramsText = params.length ? ` ${fn}()의 매개변수는 ${params.join(', ')} ${params.length}개라서 호출할 때도 값을 ${params.length}개 넣어야 해요. 빠진 매개변수 ${missing} 자리에 들어갈 값을 넣어 보세요.` : '';
      return { where, params: paramsText };
    },
    title: '함수에 넘길 값이 부족해요',
    explanation: '{fn}() 함수에 꼭 필요한 값 {n}개({names})를 넘기지 않았어요.{params}',
    suggestion: '{where} 괄호 안에 값을 넣어 호출하세요.',
  },
  {
    id: 'too-many-arguments',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) takes (?:from \d+ to )?(?<expected>\d+|no) (?:positional )?arguments? but (?<given>\d+) (?:were|was) given|(?<fn2>[\w.]+)\(\) takes exactly one argument \((?<given2>\d+) given\)|(?<fn3>[\w.]+)\(\) takes no arguments/,
    vars: (c) => {
      const name = c.groups.fn ?? c.groups.fn2 ?? c.groups.fn3 ?? '함수';
      const expected = c.groups.expected ?? (c.groups.fn3 ? 'no' : '1');
      return { name, tip: argumentsTip(name, expected, c.code) };
    },
    title: '함수에 넘긴 값이 너무 많아요',
    explanation: '{name}() 함수가 받을 수 있는 것보다 많은 값을 넘겼어요.',
    suggestion: '{tip}',
  },
  {
    id: 'argument-given-twice',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) got multiple values for (?:keyword )?argument '(?<name>[\w\u00C0-\uFFFF]+)'/,
    title: "'{name}' 매개변수에 값을 두 번 넘겼어요",
    explanation: "{fn}() 을 호출할 때 '{name}'에 들어갈 값을 위치(순서)로 한 번, {name}=값 으로 또 한 번 넘겼어요.",
    suggestion: '값을 순서대로만 넘기거나, {name}=값 처럼 이름으로만 넘기세요. 앞에서부터 몇 번째 매개변수에 값이 들어가는지 확인하세요.',
  },
  {
    id: 'unexpected-keyword',
    types: ['TypeError'],
    message: /(?<fn>[\w.]+)\(\) got an unexpected keyword argument '(?<kw>[\w\u00C0-\uFFFF]+)'|'(?<kw2>[\w\u00C0-\uFFFF]+)' is an invalid keyword argument for (?<fn2>[\w.]+)\(\)/,
    vars: (c) => {
      const hint = didYouMean(c.message);
      return { name: c.groups.fn ?? c.groups.fn2 ?? '함수', keyword: c.groups.kw ?? c.groups.kw2 ?? '', hint: hint ? ` 혹시 '${hint}'을/를 쓰려던 건가요?` : '' };
    },
    title: "'{keyword}'이라는/라는 이름의 인자는 없어요",
    explanation: "{name}() 함수는 '{keyword}=값' 형태로 값을 받지 않아요.{hint}",
    suggestion: '이름=값 형태로 넘긴 인자의 철자를 확인하세요. 함수가 받는 매개변수 이름과 같아야 해요.',
  },
  {
    id: 'str-item-assignment',
    types: ['TypeError'],
    message: /'(?<type>str|tuple)' object does not support item assignment/,
    vars: (c) => ({
      typeKo: typeName(c.groups.type ?? 'str'),
      tip: c.groups.type === 'tuple' ? '튜플 대신 처음부터 리스트 [ ]로 만들거나, 바뀐 값으로 새 튜플을 만들어 다시 넣으세요.' : "바뀐 새 값을 만들어 다시 넣으세요. 예: s = 'H' + s[1:] 또는 s = s.replace('h', 'H'). 바꿀 일이 많다면 리스트를 쓰세요.",
    }),
    title: '{typeKo}의 일부는 바꿀 수 없어요',
    explanation: '{typeKo}은/는 만든 뒤에 안의 글자나 값을 바꿀 수 없어요.',
    suggestion: '{tip}',
  },
  {
    id: 'none-subscriptable',
    types: ['TypeError'],
    message: /'NoneType' object is not subscriptable/,
    vars: (c) => ({ source: noneSource(c.sourceLine ?? '', c.code) }),
    title: 'None에서 값을 꺼낼 수 없어요',
    explanation: 'None에 [ ]를 붙여 값을 꺼내려고 했어요. return 이 없는 함수나 sort() 같은 함수는 None을 돌려줘요.{source}',
    suggestion: '[ ] 앞의 값이 무엇인지 print()로 확인하고, 함수가 return 으로 값을 돌려주는지 확인하세요.',
  },
  {
    id: 'not-subscriptable',
    types: ['TypeError'],
    message: /'(?<type>[\w\u00C0-\uFFFF]+)' object is not subscriptable/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? ''), tip: subscriptTip(c.groups.type ?? '', c.sourceLine ?? '') }),
    title: '{typeKo}에서는 [ ]로 꺼낼 수 없어요',
    explanation: '{typeKo} 값에 [ ]를 붙여 일부를 꺼내려고 했어요. [ ]는 리스트, 문자열, 딕셔너리 등에만 쓸 수 있어요.',
    suggestion: '{tip}',
  },
  {
    id: 'not-iterable',
    types: ['TypeError'],
    message: /'(?<type>[\w\u00C0-\uFFFF]+)' object is not iterable|cannot unpack non-iterable (?<type2>[\w\u00C0-\uFFFF]+) object/,
    vars: (c) => {
      const type = c.groups.type ?? c.groups.type2 ?? '';
      const number = type === 'int' || type === 'float';
      return { typeKo: typeName(type), tip: iterTip(type, c.sourceLine ?? ''), why: number ? ' 숫자는 그 자체로 반복할 수 없어요.' : '' };
    },
    title: '{typeKo}은/는 반복할 수 없어요',
    explanation: '{typeKo} 값을 for 문이나 나눠 담기로 하나씩 꺼내려고 했어요.{why}',
    suggestion: '{tip}',
    uses: (c) => (/^(int|float)$/.test(c.groups.type ?? c.groups.type2 ?? '') ? ['range'] : []),
    fallback: '반복하거나 나눠 담을 대상이 리스트나 문자열인지 확인하세요. 숫자 하나는 반복할 수 없어요.',
  },
  {
    id: 'list-indices-str',
    types: ['TypeError'],
    message: /(?<kind>list|string|tuple) indices must be integers(?: or slices)?, not (?<type>[\w\u00C0-\uFFFF]+)/,
    vars: (c) => ({
      typeKo: typeName(c.groups.type ?? 'str'),
      tip:
        c.groups.type === 'tuple' && /[A-Za-z_][\w.]*\[[^[\],]+,[^[\],]+\]/.test(c.sourceLine ?? '')
          ? tupleIndexTip(c.sourceLine ?? '')
          : c.groups.type === 'float' && /\[[^\]]*[^/]\/(?!\/)[^\]]*\]/.test(c.sourceLine ?? '')
          ? '나누기 /는 나누어떨어져도 항상 실수(소수점)를 만들어요. 인덱스에 쓸 몫은 //로 구하세요. 예: len(nums) // 2'
          : c.groups.type === 'float'
            ? '실수는 int()로 정수로 바꾸거나, 몫이 필요하면 //로 계산하세요.'
            : 'input()으로 받은 값이라면 int()로 바꾸세요. 예: nums[int(i)]',
    }),
    title: '인덱스는 정수여야 해요',
    explanation: '[ ] 안의 위치(인덱스)에 {typeKo}을/를 넣었어요. 위치는 0, 1, 2 같은 정수여야 해요.',
    suggestion: '{tip}',
  },
  {
    id: 'no-len',
    types: ['TypeError'],
    message: /object of type '(?<type>[\w\u00C0-\uFFFF]+)' has no len\(\)/,
    vars: (c) => {
      // `range(len(n))` or `range(len(5))`: a count given to len() on the failing line, whatever it is written as.
      const looped = /\brange\s*\(\s*len\s*\(\s*([^()\s][^()]*?)\s*\)\s*\)/.exec(c.sourceLine ?? '');
      const number = /^(int|float)$/.test(c.groups.type ?? '');
      // `point = (3)` … `len(point)`: meant as a tuple, but one value in parentheses is just that value.
      const arg = /\blen\s*\(\s*([A-Za-z_]\w*)\s*\)/.exec(c.sourceLine ?? '')?.[1];
      const paren = arg ? new RegExp(`^\\s*${arg}\\s*=\\s*\\(\\s*([^,()]+?)\\s*\\)\\s*$`, 'm').exec(c.code) : null;
      return {
        typeKo: typeName(c.groups.type ?? ''),
        tip:
          paren && number
            ? `${arg} = (${paren[1]})처럼 괄호 안에 값이 하나뿐이면 튜플이 아니라 그 값(${paren[1]}) 자체가 돼요. 값이 하나인 튜플은 값 뒤에 쉼표를 붙여 (${paren[1]},)처럼 써요.`
            : looped && number
            ? `숫자만큼 반복하려면 len() 없이 range(${looped[1]})처럼 숫자를 바로 넣어요. len()은 리스트나 문자열의 길이를 셀 때 써요.`
            : number
              ? '숫자의 자릿수를 세려면 len(str(n))처럼 문자열로 바꾼 다음 세세요.'
              : 'len() 안에 넣은 값이 리스트나 문자열인지 print()로 확인하세요.',
      };
    },
    title: '{typeKo}에는 길이가 없어요',
    explanation: 'len()은 문자열, 리스트처럼 여러 값을 담은 것의 길이를 세요. {typeKo}에는 쓸 수 없어요.',
    suggestion: '{tip}',
  },
  {
    id: 'recursion',
    types: ['RecursionError'],
    title: '함수가 끝없이 자기 자신을 불러요',
    explanation: '함수가 자기 자신을 너무 많이 호출했어요(재귀). 멈추는 조건이 없거나 그 조건에 도달하지 못한 것 같아요.',
    suggestion: '재귀 함수에는 if n == 0: return ... 같은 멈추는 조건이 있어야 하고, 호출할 때마다 그 조건에 가까워져야 해요.',
    uses: ['if'],
    fallback: '함수 안에서 자기 자신을 부르는 줄이 있는지 확인하고, 필요 없다면 지우세요.',
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
    message: /cannot import name '(?<name>[\w\u00C0-\uFFFF]+)' from '(?<module>[\w.]+)'/,
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

  {
    id: 'str-argument',
    types: ['TypeError'],
    message: /must be str, not (?<type>[\w\u00C0-\uFFFF]+)|expected str instance, (?<type2>[\w\u00C0-\uFFFF]+) found|argument should be a str|replace\(\) argument \d+ must be str/,
    vars: (c) => ({ typeKo: typeName(c.groups.type ?? c.groups.type2 ?? 'int') }),
    title: '문자열이 필요한 자리예요',
    explanation: '문자열이 들어가야 하는 자리에 {typeKo}을/를 넣었어요. find(), count(), replace(), join() 같은 문자열 기능은 문자열을 받아요.',
    suggestion: '찾거나 바꿀 값을 따옴표로 감싸 "1"처럼 문자열로 쓰거나, str()로 바꿔서 넣으세요.',
  },
  {
    id: 'method-arguments',
    types: ['TypeError'],
    message: /^(?<fn>\w+)\(?\)? expected at least (?<n>\d+) arguments?, got (?<m>\d+)|^(?<fn2>\w+)\(\) takes (?:exactly |at most |at least )?(?<n2>\d+) (?:positional )?arguments? \((?<m2>\d+) given\)|^(?<fn3>\w+) expected (?<n3>\d+) arguments?, got (?<m3>\d+)/,
    vars: (c) => {
      const fn = c.groups.fn ?? c.groups.fn2 ?? c.groups.fn3 ?? '';
      return { fnName: fn, need: c.groups.n ?? c.groups.n2 ?? c.groups.n3 ?? '', got: c.groups.m ?? c.groups.m2 ?? c.groups.m3 ?? '', usage: METHOD_USAGE[fn] ?? `${fn}()에 넣는 값의 개수를 수업 예시와 비교해 보세요.` };
    },
    title: '{fnName}()에 넣은 값의 개수가 맞지 않아요',
    explanation: '{fnName}()에는 값이 {need}개 필요한데 {got}개를 넣었어요.',
    suggestion: '{usage}',
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
    id: 'stop-iteration',
    types: ['StopIteration'],
    vars: (c) => {
      // How many values the student's generator gives (its yield lines) and how many next() calls read it.
      const loops = /^\s*(?:for|while)\b/m.test(c.code);
      const gen = /(?<![\w.])next\s*\(\s*([A-Za-z_]\w*)\s*\)/.exec(c.sourceLine ?? '')?.[1];
      const calls = gen ? (c.code.match(new RegExp(`(?<![\\w.])next\\s*\\(\\s*${gen}\\s*\\)`, 'g')) ?? []).length : 0;
      // `it = iter([1, 2])`: the items of the list literal; else the generator's yield lines.
      const items = gen ? new RegExp(`^\\s*${gen}\\s*=\\s*iter\\s*\\(\\s*\\[([^\\]]*)\\]\\s*\\)`, 'm').exec(c.code)?.[1] : undefined;
      const given = items !== undefined ? items.split(',').filter((x) => x.trim()).length : (c.code.match(/^\s*yield\b/gm) ?? []).length;
      const what = items !== undefined ? '이 이터레이터에는 값이' : '이 제너레이터는 yield가';
      const count =
        given > 0 && !loops && calls > given
          ? ` ${what} ${given}개라서 값을 ${given}번만 내줘요. 그런데 next()는 ${calls}번 불렀어요.`
          : '';
      return { count };
    },
    title: '더 꺼낼 값이 없어요',
    explanation: 'next()는 이터레이터(제너레이터)에서 값을 하나씩 꺼내요. 값을 다 꺼낸 뒤에 next()를 한 번 더 부르면 더 이상 꺼낼 값이 없어서 StopIteration이 나요.{count}',
    suggestion: 'next()를 부르는 횟수가 내줄 수 있는 값의 개수보다 많지 않은지 세어 보세요. 값을 끝까지 꺼낼 때는 for 문을 쓰면 값이 떨어졌을 때 오류 없이 반복이 끝나요.',
  },
  {
    id: 'file-not-found',
    types: ['FileNotFoundError'],
    message: /No such file or directory: '(?<file>[^']+)'/,
    title: "'{file}' 파일을 찾을 수 없어요",
    explanation: "open()으로 '{file}' 파일을 열려고 했는데, 그 이름의 파일이 없어요. 읽기('r')로 열 때는 파일이 이미 있어야 해요.",
    suggestion: "파일 이름의 철자와 확장자(.txt)를 확인하세요. 새 파일을 만들려면 쓰기 모드 open('{file}', 'w')로 여세요.",
  },
  {
    id: 'dict-changed-during-loop',
    types: ['RuntimeError'],
    message: /(?<kind>dictionary|set) changed size during iteration/,
    vars: (c) => ({ kind: c.groups.kind === 'set' ? '집합' : '딕셔너리' }),
    title: '반복하는 동안 {kind}의 크기를 바꿨어요',
    explanation: '{kind}을/를 for 문으로 돌면서 그 안에서 항목을 넣거나 지웠어요. 도는 중에 크기가 바뀌면 파이썬이 멈춰요.',
    suggestion: '지울 키를 먼저 리스트에 모아 두고 반복이 끝난 뒤에 지우거나, for k in list(d): 처럼 복사본을 돌면서 바꾸세요.',
  },
  {
    id: 'assertion',
    types: ['AssertionError'],
    title: 'assert 조건이 거짓이에요',
    explanation: '{line}번째 줄의 assert 뒤의 조건이 거짓이라서 멈췄어요. assert는 "여기서는 이 조건이 꼭 참이어야 해"라고 확인하는 줄이에요.',
    suggestion: 'assert 조건에 들어간 값을 print()로 찍어 보고, 생각한 값과 어디서 달라지는지 찾아보세요.',
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

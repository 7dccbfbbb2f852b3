// Reading a student's code when there is no traceback: the beginner bugs that run without an
// error but do the wrong thing (a while loop whose variable never changes, `==` where `=` was
// meant, adding two input() strings, print instead of return, range() one short or one long,
// an input that is never used). A line-based reader in TypeScript on the project's one Python
// tokenizer (py-tokens; strings and comments masked through it) — not Python's ast (ADR 010): it answers in well under a millisecond inside the server,
// needs no sandbox round trip, and still reads half-written code that would not parse.
import { maskStringsAndComments, type ConceptId } from '@dodam/contracts';
import { isPythonWord, tokenize } from '@dodam/contracts/python/py-tokens';
import { codeJ } from './korean.js';
import { findMistakes } from './offline/mistakes.js';
import { TEXTS } from './offline/texts.js';

export type FindingKind = 'mistake' | 'discarded-result' | 'none-assign' | 'infinite-loop' | 'empty-loop' | 'loop-update-outside' | 'compare-as-statement' | 'assign-in-condition' | 'input-arithmetic' | 'print-not-return' | 'range-off-by-one' | 'unused-input' | 'quoted-variable' | 'case-mismatch' | 'unsorted-search';

export interface Finding {
  kind: FindingKind;
  /** 1-based line of the student's code the finding is about. */
  line: number;
  /** That line as the student wrote it (trimmed). */
  code: string;
  /** Korean explanation (markdown, code in backticks). */
  message: string;
  /** What to look up in the lessons for the passage to link. */
  query: string;
  concept: ConceptId;
}

/** The variables a condition reads: names that are not Python's own words, attributes or called functions. */
function variablesIn(cond: string): string[] {
  const tokens = tokenize(cond).tokens;
  const names = tokens.filter((t, k) => t.kind === 'name' && !isPythonWord(t.text) && tokens[k - 1]?.text !== '.' && tokens[k + 1]?.text !== '(');
  return [...new Set(names.map((t) => t.text))];
}

export interface Line {
  no: number;
  raw: string;
  code: string;
  indent: number;
}

export function linesOf(source: string): Line[] {
  const raw = source.replace(/\r\n?/g, '\n').split('\n');
  const masked = maskStringsAndComments(source.replace(/\r\n?/g, '\n')).split('\n');
  return raw.map((r, i) => ({ no: i + 1, raw: r, code: masked[i] ?? '', indent: /^\s*/.exec(r)![0].replace(/\t/g, '    ').length }));
}

/** The values of `range(…)` with literal arguments (at most 30 listed), or undefined. */
export function rangeValues(call: string): number[] | undefined {
  const m = /\brange\s*\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?)?\)/.exec(call);
  if (!m) return undefined;
  const [start, stop, step] = m[2] === undefined ? [0, Number(m[1]), 1] : [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  if (step === 0) return undefined;
  const out: number[] = [];
  for (let v = start; step > 0 ? v < stop : v > stop; v += step) {
    out.push(v);
    if (out.length > 30) return undefined;
  }
  return out;
}

const blank = (l: Line) => l.code.trim() === '';

/** Lines of the block that starts after `head` (more indented than it). */
function blockAfter(lines: Line[], head: Line): Line[] {
  const out: Line[] = [];
  for (let i = lines.indexOf(head) + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (blank(l)) continue;
    if (l.indent <= head.indent) break;
    out.push(l);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line (re)binds `name`: `x = …`, `x += …`, `a, x = …`, `for x in`, or mutates it (`x.append(…)`). */
function changes(line: Line, name: string): boolean {
  const n = escape(name);
  return (
    new RegExp(`^\\s*(?:[\\w\\uAC00-\\uD7A3]+\\s*,\\s*)*${n}\\s*(?:,\\s*[\\w\\uAC00-\\uD7A3]+\\s*)*(?:\\+|-|\\*|/|//|%|\\*\\*)?=(?!=)`).test(line.code) ||
    new RegExp(`^\\s*for\\s+(?:[\\w\\s,]*\\b)?${n}\\b[\\w\\s,]*\\bin\\b`).test(line.code) ||
    new RegExp(`\\b${n}\\s*\\.\\s*(append|pop|remove|insert|clear|extend)\\s*\\(`).test(line.code) ||
    new RegExp(`\\b${n}\\s*\\[[^\\]]*\\]\\s*=(?!=)`).test(line.code)
  );
}

const q = (code: string) => (code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``);

/** How `name` must change for `cond` to become false: `n > 0` → down, `i < 10` → up (either side of the comparison). */
function directionOf(cond: string, name: string): 'down' | 'up' | 'any' {
  const n = escape(name);
  const m = new RegExp(`^\\s*${n}\\s*(<=?|>=?)|(<=?|>=?)\\s*${n}\\s*$`).exec(cond.trim());
  if (!m) return 'any';
  const op = m[1] ?? m[2]!;
  const left = m[1] !== undefined;
  return op.startsWith('>') === left ? 'down' : 'up';
}

function whileLoops(lines: Line[]): Finding[] {
  const out: Finding[] = [];
  for (const head of lines) {
    const m = /^\s*while\s+(.+?)\s*:\s*$/.exec(head.code);
    if (!m) continue;
    const cond = m[1]!;
    const body = blockAfter(lines, head);
    if (body.length === 0) continue;
    if (body.some((l) => /^\s*(break|return)\b/.test(l.code))) continue;
    if (/^(True|1)$/.test(cond.trim())) {
      out.push({
        kind: 'infinite-loop',
        line: head.no,
        code: head.raw.trim(),
        message: TEXTS.reading.alwaysTrue(q(head.raw.trim())),
        query: 'while True break 무한 루프',
        concept: 'break-continue',
      });
      continue;
    }
    const names = variablesIn(cond);
    if (names.length === 0) continue;
    if (names.some((n) => body.some((l) => changes(l, n)) || body.some((l) => new RegExp(`\\b${escape(n)}\\b`).test(l.code) && /\binput\s*\(/.test(l.code)))) continue;
    const name = names[0]!;
    // The update exists but sits after the loop, at the while's indentation: a lost indent.
    const after = lines.slice(lines.indexOf(body.at(-1)!) + 1).find((l) => !blank(l));
    if (after && after.indent === head.indent && changes(after, name)) {
      out.push({
        kind: 'loop-update-outside',
        line: after.no,
        code: after.raw.trim(),
        message: TEXTS.reading.updateOutside(after.no, q(after.raw.trim()), codeJ(name, '이/가'), head.no, q(head.raw.trim())),
        query: '무한 루프 조심하기 while',
        concept: 'while',
      });
      continue;
    }
    out.push({
      kind: 'infinite-loop',
      line: head.no,
      code: head.raw.trim(),
      message: TEXTS.reading.neverUpdated(head.no, q(head.raw.trim()), codeJ(name, '이/가'), name, directionOf(cond, name)),
      query: '무한 루프 조심하기 while',
      concept: 'while',
    });
  }
  return out;
}

function compareVsAssign(lines: Line[]): Finding[] {
  const out: Finding[] = [];
  for (const l of lines) {
    const stmt = /^\s*([A-Za-z_][^=\n]*?)\s*==\s*[^=].*$/.exec(l.code);
    if (stmt && !/^\s*(if|elif|while|return|print|assert)\b/.test(l.code)) {
      out.push({
        kind: 'compare-as-statement',
        line: l.no,
        code: l.raw.trim(),
        message: TEXTS.reading.compareStatement(l.no, q(l.raw.trim()), codeJ(stmt[1]!, '은/는')),
        query: '변수 대입 =',
        concept: 'variable',
      });
    }
    const cond = /^\s*(if|elif|while)\s+(.*?[^=!<>+\-*/%])=([^=].*):\s*$/.exec(l.code);
    if (cond) {
      out.push({
        kind: 'assign-in-condition',
        line: l.no,
        code: l.raw.trim(),
        message: TEXTS.reading.assignInCondition(l.no, q(l.raw.trim())),
        query: '비교 연산자 ==',
        concept: 'comparison',
      });
    }
  }
  return out;
}

function inputs(lines: Line[]): { name: string; line: Line; converted: boolean }[] {
  const out: { name: string; line: Line; converted: boolean }[] = [];
  for (const l of lines) {
    const m = /^\s*([A-Za-z_\uAC00-\uD7A3][\w\uAC00-\uD7A3]*)\s*=\s*(int\s*\(\s*|float\s*\(\s*)?input\s*\(/.exec(l.code);
    if (m) out.push({ name: m[1]!, line: l, converted: Boolean(m[2]) });
  }
  return out;
}

function inputArithmetic(lines: Line[]): Finding[] {
  const raw = inputs(lines).filter((i) => !i.converted);
  const names = new Set(raw.map((i) => i.name));
  for (const l of lines) {
    // Converted later (`a = int(a)`) — fine from then on.
    for (const n of [...names]) if (new RegExp(`^\\s*${escape(n)}\\s*=\\s*(int|float)\\s*\\(`).test(l.code)) names.delete(n);
    if (/\binput\s*\(\s*[^)]*\)\s*\+\s*input\s*\(/.test(l.code)) {
      return [{ kind: 'input-arithmetic', line: l.no, code: l.raw.trim(), message: inputMessage(l, 'input()'), query: 'input()은 항상 문자열을 줘요 int()', concept: 'int-float' }];
    }
    for (const n of names) {
      const e = escape(n);
      const plus = [...l.code.matchAll(new RegExp(`\\b${e}\\s*\\+\\s*([\\w\\uAC00-\\uD7A3]+)|([\\w\\uAC00-\\uD7A3]+)\\s*\\+\\s*${e}\\b`, 'g'))].some((m) => names.has((m[1] ?? m[2])!) || /^\d+$/.test((m[1] ?? m[2])!));
      const times = new RegExp(`\\b${e}\\s*\\*\\s*\\d|\\d\\s*\\*\\s*${e}\\b`).test(l.code);
      const assignedHere = new RegExp(`^\\s*${e}\\s*=\\s*input`).test(l.code);
      if ((plus || times) && !assignedHere) {
        return [{ kind: 'input-arithmetic', line: l.no, code: l.raw.trim(), message: inputMessage(l, n), query: 'input()은 항상 문자열을 줘요 int()', concept: 'int-float' }];
      }
    }
  }
  return [];
}

function inputMessage(l: Line, name: string): string {
  return TEXTS.reading.inputString(l.no, q(l.raw.trim()), codeJ(name, '은/는'));
}

function printNotReturn(lines: Line[], taskText: string): Finding[] {
  const out: Finding[] = [];
  for (const head of lines) {
    const m = /^\s*def\s+([A-Za-z_]\w*)\s*\(/.exec(head.code);
    if (!m) continue;
    const name = m[1]!;
    const body = blockAfter(lines, head);
    if (body.some((l) => /^\s*return\b\s*\S/.test(l.code))) continue;
    // A generator (`yield` in its body) gives its values by yield, not by return.
    if (body.some((l) => /(?:^|[=(])\s*yield\b/.test(l.code))) continue;
    const printed = body.find((l) => /\bprint\s*\(/.test(l.code));
    const usedAsValue = lines.some((l) => !body.includes(l) && l !== head && new RegExp(`(=|print\\s*\\(|[-+*/]|\\breturn)\\s*${escape(name)}\\s*\\(`).test(l.code));
    const asked = /반환|돌려\s*주|return/.test(taskText);
    if (!usedAsValue && !asked) continue;
    if (!printed) {
      // The function computes a value but neither returns nor prints it.
      const last = body.at(-1)!;
      out.push({
        kind: 'print-not-return',
        line: last.no,
        code: last.raw.trim(),
        message: TEXTS.reading.noReturn(name, last.no, q(last.raw.trim())),
        query: 'return 결과 돌려주기',
        concept: 'return',
      });
      continue;
    }
    out.push({
      kind: 'print-not-return',
      line: printed.no,
      code: printed.raw.trim(),
      message: TEXTS.reading.printOnly(codeJ(name, '은/는'), printed.no, q(printed.raw.trim()), name),
      query: 'print와 return의 차이',
      concept: 'return',
    });
  }
  return out;
}

/** Consecutive integers one per line ('1\n2\n3'), or undefined. */
function integerRun(text: string): number[] | undefined {
  const lines = text.trim().split('\n').map((l) => l.trim());
  if (lines.length < 2 || !lines.every((l) => /^-?\d+$/.test(l))) return undefined;
  const nums = lines.map(Number);
  return nums.every((n, i) => i === 0 || n === nums[i - 1]! + 1) ? nums : undefined;
}

function rangeOffByOne(lines: Line[], expected: string | undefined, output: string | undefined): Finding[] {
  const rangeLine = lines.find((l) => /\brange\s*\(/.test(l.code));
  if (!rangeLine || !expected) return [];
  const want = expected.trim().split('\n').map((l) => l.trimEnd());
  let off: 'short' | 'long' | undefined;
  if (output !== undefined && output.trim()) {
    const got = output.trim().split('\n').map((l) => l.trimEnd());
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
    if (got.length === want.length - 1 && (same(got, want.slice(0, -1)) || same(got, want.slice(1)))) off = 'short';
    else if (got.length === want.length + 1 && (same(got.slice(0, -1), want) || same(got.slice(1), want))) off = 'long';
  } else {
    // No run yet: compare a literal range with an expected run of integers printed one per line.
    const m = /\brange\s*\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)/.exec(rangeLine.code);
    const run = integerRun(expected);
    if (m && run) {
      const [start, stop] = m[2] === undefined ? [0, Number(m[1])] : [Number(m[1]), Number(m[2])];
      const count = stop - start;
      if (count === run.length - 1) off = 'short';
      else if (count === run.length + 1) off = 'long';
    }
  }
  if (!off) return [];
  const code = rangeLine.raw.trim();
  return [
    {
      kind: 'range-off-by-one',
      line: rangeLine.no,
      code,
      message: off === 'short' ? TEXTS.reading.rangeShort(rangeLine.no, q(code)) : TEXTS.reading.rangeLong(rangeLine.no, q(code)),
      query: 'range() 숫자를 차례로 만들기',
      concept: 'range',
    },
  ];
}

function unusedInput(lines: Line[]): Finding[] {
  const out: Finding[] = [];
  for (const i of inputs(lines)) {
    const later = lines.slice(lines.indexOf(i.line) + 1);
    const e = escape(i.name);
    const used = later.some((l) => new RegExp(`(?<![\\w.])${e}(?![\\w])`).test(l.code.replace(new RegExp(`^\\s*${e}\\s*=(?!=)`), '')));
    if (!used) {
      out.push({
        kind: 'unused-input',
        line: i.line.no,
        code: i.line.raw.trim(),
        message: TEXTS.reading.unusedInput(i.line.no, codeJ(i.name, '을/를')),
        query: '입력받은 값 활용하기',
        concept: 'input',
      });
    }
  }
  return out;
}

function quotedVariable(lines: Line[]): Finding[] {
  const assigned = new Set(lines.map((l) => /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(l.code)?.[1]).filter(Boolean));
  for (const l of lines) {
    const m = /print\(\s*(["'])([A-Za-z_]\w*)\1\s*\)/.exec(l.raw);
    if (m && assigned.has(m[2]!)) {
      return [
        {
          kind: 'quoted-variable',
          line: l.no,
          code: l.raw.trim(),
          message: TEXTS.reading.quotedVariable(l.no, q(l.raw.trim()), m[2]!),
          query: '변수 값 출력 따옴표',
          concept: 'variable',
        },
      ];
    }
  }
  return [];
}

/**
 * Binary search (a middle index `(lo + hi) // 2`) on a list the code writes out unsorted and never sorts: the
 * halving only works on a sorted list, whatever the loop does.
 */
function unsortedSearch(lines: Line[]): Finding[] {
  const code = lines.map((l) => l.code).join('\n');
  if (!/=\s*\(\s*[A-Za-z_]\w*\s*\+\s*[A-Za-z_]\w*\s*\)\s*\/\/\s*2/.test(code) || /\bsort(?:ed)?\s*\(/.test(code)) return [];
  for (const l of lines) {
    for (const m of l.raw.matchAll(/\[\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+)\s*\]/g)) {
      const values = m[1]!.split(',').map(Number);
      if (values.every((v, i) => i === 0 || v >= values[i - 1]!)) continue;
      return [{ kind: 'unsorted-search', line: l.no, code: l.raw.trim(), message: TEXTS.reading.unsortedSearch(l.no, q(m[0])), query: '이진 탐색 정렬된 리스트', concept: 'list' }];
    }
  }
  return [];
}

/** `s.replace(…)` alone on a line (the new string is thrown away); `nums = nums.sort()` (None). */
function methodResults(lines: Line[]): Finding[] {
  const out: Finding[] = [];
  for (const l of lines) {
    const none = /^\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\.(sort|append|insert|remove|reverse|extend|clear)\s*\(/.exec(l.code);
    if (none) {
      out.push({
        kind: 'none-assign',
        line: l.no,
        code: l.raw.trim(),
        message: TEXTS.reading.noneAssign(l.no, q(l.raw.trim()), none[3]!, codeJ(none[1]!, '이/가'), none[2]!),
        query: '정렬하기 sort sorted 자주 하는 실수',
        concept: 'list-methods',
      });
    }
  }
  return out;
}

/** A number or a string literal as Python compares it (`"1234"` → '1234'). */
const literal = (text: string): number | string | undefined => {
  const t = text.trim();
  if (/^-?\d+$/.test(t)) return Number(t);
  const q = /^(["'])(.*)\1$/.exec(t);
  return q ? q[2]! : undefined;
};

/** `n = 5` … `while n < 0:` (or `pw = ""` … `while pw == "1234":`) — false the first time, so the loop never runs. */
function neverRuns(lines: Line[]): Finding[] {
  for (const head of lines) {
    const m = /^\s*while\s+([A-Za-z_]\w*)\s*(<=|>=|<|>|==|!=)\s*(-?\d+|(["'])[^"'\n]*\4)\s*:\s*$/.exec(head.raw);
    if (!m || !/^\s*while\b/.test(head.code)) continue;
    const name = m[1]!;
    const before = lines.slice(0, head.no - 1).filter((l) => new RegExp(`^\\s*${escape(name)}\\s*=(?!=)`).test(l.code));
    const init = before.length ? /=\s*(-?\d+|(["'])[^"'\n]*\2)\s*$/.exec(before.at(-1)!.raw) : null;
    if (!init) continue;
    const a = literal(init[1]!);
    const b = literal(m[3]!);
    if (a === undefined || b === undefined || typeof a !== typeof b) continue;
    const holds = { '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b, '==': a === b, '!=': a !== b }[m[2] as '<'];
    if (holds) continue;
    return [
      {
        kind: 'infinite-loop',
        line: head.no,
        code: head.raw.trim(),
        message: TEXTS.reading.neverRuns(head.no, q(head.raw.trim()), codeJ(name, '은/는'), init[1]!, codeJ(`${name} ${m[2]} ${m[3]}`, '이/가'), m[2] === '=='),
        query: 'while 조건 반복',
        concept: 'while',
      },
    ];
  }
  return [];
}

/** The run printed nothing and a print sits in `for … in range(…)` whose literal range makes no values (`range(10, 1)`). */
function emptyRange(lines: Line[], output: string | undefined): Finding[] {
  if (output === undefined || output.trim() !== '') return [];
  for (const head of lines) {
    const m = /^\s*for\s+[A-Za-z_]\w*\s+in\s+(range\s*\([^:]*\))\s*:\s*$/.exec(head.raw);
    const values = m ? rangeValues(m[1]!) : undefined;
    if (!m || !values || values.length > 0 || !blockAfter(lines, head).some((l) => /(?<![\w.])print\s*\(/.test(l.code))) continue;
    const args = m[1]!.replace(/^range\s*\(|\)$/g, '').split(',').map((a) => a.trim());
    const down = args.length >= 2 && Number(args[0]) > Number(args[1]) && (args[2] === undefined || Number(args[2]) > 0);
    return [
      {
        kind: 'empty-loop',
        line: head.no,
        code: head.raw.trim(),
        message: TEXTS.reading.emptyRange(head.no, codeJ(m[1]!, '은/는'), down),
        query: 'range() 숫자를 차례로 만들기',
        concept: 'range',
      },
    ];
  }
  return [];
}

/**
 * `s = "Hello"` … `s.find("h")`: the searched text is in the string only in another letter case, so find/count/index/in
 * miss it. Python compares letters exactly ('h' and 'H' are different).
 */
function caseMismatch(lines: Line[]): Finding[] {
  const literals = new Map<string, string>();
  for (const l of lines) {
    const a = /^\s*([A-Za-z_]\w*)\s*=\s*(["'])([^"'\\]*)\2\s*$/.exec(l.raw);
    if (a) literals.set(a[1]!, a[3]!);
    const calls = [
      ...[...l.raw.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\.\s*(?:find|count|index|startswith|endswith|replace)\s*\(\s*(["'])([^"'\\]+)\2/g)].map((m) => ({ s: m[1]!, t: m[3]! })),
      ...[...l.raw.matchAll(/(["'])([^"'\\]+)\1\s+in\s+([A-Za-z_]\w*)/g)].map((m) => ({ s: m[3]!, t: m[2]! })),
    ];
    for (const { s, t } of calls) {
      const text = literals.get(s);
      if (text === undefined || text.includes(t) || !text.toLowerCase().includes(t.toLowerCase())) continue;
      return [
        {
          kind: 'case-mismatch',
          line: l.no,
          code: l.raw.trim(),
          message: TEXTS.reading.caseMismatch(l.no, codeJ(`"${t}"`, '과/와'), `${q(s)}에`, codeJ(`"${text}"`, '을/를')),
          query: '대문자 소문자 문자열 메서드',
          concept: 'string-methods',
        },
      ];
    }
  }
  return [];
}

/** A function that returns only inside an `if` (no `else`, no `return` after it): on the other path it gives None. */
function returnOnlyInIf(lines: Line[], shown: string): Finding[] {
  if (!/\bNone\b/.test(shown)) return [];
  for (const head of lines) {
    const m = /^\s*def\s+([A-Za-z_]\w*)\s*\(/.exec(head.code);
    if (!m) continue;
    const body = blockAfter(lines, head);
    const top = body.filter((l) => l.indent === body[0]?.indent);
    const branches = top.filter((l) => /^\s*(if|elif)\b/.test(l.code));
    if (!branches.length || top.some((l) => /^\s*(return|else)\b/.test(l.code)) || !body.some((l) => /^\s*return\b\s*\S/.test(l.code))) continue;
    const cond = branches.at(-1)!;
    return [
      {
        kind: 'print-not-return',
        line: cond.no,
        code: cond.raw.trim(),
        message: TEXTS.reading.returnOnlyInIf(codeJ(m[1]!, '은/는'), cond.no, q(cond.raw.trim())),
        query: 'return 결과 돌려주기',
        concept: 'return',
      },
    ];
  }
  return [];
}

/** The program ran and printed nothing because every print sits in an if/elif whose conditions were all false. */
function silentBranches(lines: Line[], output: string | undefined): Finding[] {
  if (output === undefined || output.trim() !== '') return [];
  const prints = lines.filter((l) => /(?<![\w.])print\s*\(/.test(l.code));
  if (prints.length === 0) return [];
  const headerOf = (l: Line) => lines.slice(0, l.no - 1).reverse().find((h) => !blank(h) && h.indent < l.indent);
  const headers = prints.map(headerOf);
  if (!headers.every((h) => h && /^\s*(if|elif)\b/.test(h.code))) return [];
  const first = headers[0]!;
  // The whole chain at that indentation: the `if` above and every `elif` after it, and no `else`.
  const start = lines.slice(0, first.no).reverse().find((h) => h.indent === first.indent && /^\s*if\b/.test(h.code));
  if (!start) return [];
  const chain: Line[] = [];
  for (const l of lines.slice(start.no - 1)) {
    if (blank(l) || l.indent > start.indent) continue;
    if (l.indent < start.indent || !/^\s*(if|elif|else)\b/.test(l.code) || (chain.length && /^\s*if\b/.test(l.code))) break;
    chain.push(l);
  }
  if (chain.some((l) => /^\s*else\b/.test(l.code))) return [];
  const conds = chain.map((l) => inlineCond(l)).join(', ');
  return [
    {
      kind: 'mistake',
      line: start.no,
      code: start.raw.trim(),
      message: TEXTS.reading.silentBranches(conds),
      query: 'if elif else 조건문',
      concept: 'if',
    },
  ];
}

const inlineCond = (l: Line) => q(l.raw.trim().replace(/:\s*$/, ''));

export interface ReadOptions {
  /** The task's expected output (example), when known. */
  expectedOutput?: string | undefined;
  /** The last run's output, when the code ran. */
  output?: string | undefined;
  /** The task's wording ('…을 반환하는 함수'). */
  taskText?: string | undefined;
  /** The student's own words and the values they expected and got (for the lessons' mistakes). */
  said?: string | undefined;
  want?: string | undefined;
  got?: string | undefined;
}

/** Beginner bugs without a traceback, most important first (an endless loop before style). */
export function readCode(source: string, opts: ReadOptions = {}): Finding[] {
  if (!source.trim()) return [];
  const lines = linesOf(source);
  const mistakes = findMistakes(source, { said: opts.said, want: opts.want ?? opts.expectedOutput, got: opts.got ?? opts.output }).map(({ early, ...m }) => ({ ...m, early, kind: 'mistake' as const }));
  const strip = ({ early: _early, ...m }: (typeof mistakes)[number]): Finding => m;
  return [
    // The lessons' mistakes that explain a run better than the readings below (an input() string compared with a number).
    ...mistakes.filter((m) => m.early).map(strip),
    ...whileLoops(lines),
    ...neverRuns(lines),
    ...emptyRange(lines, opts.got === '' ? '' : opts.output),
    ...printNotReturn(lines, opts.taskText ?? ''),
    ...returnOnlyInIf(lines, `${opts.got ?? ''}\n${opts.output ?? ''}`),
    ...silentBranches(lines, opts.got === '' ? '' : opts.output),
    // The lessons' common mistakes (content/mistakes.json, one engine).
    ...mistakes.filter((m) => !m.early).map(strip),
    ...compareVsAssign(lines),
    ...methodResults(lines),
    ...inputArithmetic(lines),
    ...rangeOffByOne(lines, opts.expectedOutput, opts.output),
    ...quotedVariable(lines),
    ...unsortedSearch(lines),
    ...caseMismatch(lines),
    ...unusedInput(lines),
  ];
}

// Code first, on the student's own output: readings that explain HOW MANY times something came out and
// WHICH text came out, from the code's structure and the student's stated expectation — not from the open
// exercise. (1) Counts: the student wants something N times ('3번 돌아야', '5번 출력해야', '한 번만') and the
// run shows another count: the print sits outside the loop (it runs once), or the loop runs a different
// number of times (`range(1, 5)` gives 1, 2, 3, 4; `count` going 0 → 3 with `count += 3` stops `while
// count < 3` after one pass). (2) A wanted text that no print of the code can show ('0이라고 나와야 되는데
// 음수라고 함' with prints of "양수" and "음수" only): a case the code has no branch for.
import { resolveJosa } from '@dodam/contracts';
import { linesOf, rangeValues, type Line } from '../code-reading.js';
import { codeJ } from '../korean.js';
import { inlineCode } from './format.js';
import { TEXTS } from './texts.js';

export interface OutputReading {
  line: number;
  code: string;
  message: string;
}

const KOREAN_COUNTS: Record<string, number> = { 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };
const COUNT = /(?<![\d가-힣])(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(?:번|회|줄(?!\s*(?:에|로|씩)))(?![가-힣]*\s*째)/;

/** The count the student wants ('3번 돌아야', '다섯 줄 나와야', '한 번만 나와야'), read from the words before their 'should'. */
export function wantedCount(wanted: string | undefined): number | undefined {
  const m = wanted ? COUNT.exec(wanted) : null;
  if (!m) return undefined;
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : KOREAN_COUNTS[m[1]!];
}

/** The nearest enclosing for/while header of `line`, if any. */
function loopOf(lines: Line[], line: Line): Line | undefined {
  let indent = line.indent;
  for (let i = line.no - 2; i >= 0 && indent > 0; i--) {
    const l = lines[i]!;
    if (!l.code.trim() || l.indent >= indent) continue;
    if (/^\s*(?:for|while)\b/.test(l.code)) return l;
    indent = l.indent;
  }
  return undefined;
}


interface WhileTrace {
  name: string;
  /** The values the variable has each time the condition is checked, the last one making it false. */
  values: number[];
  /** How many times the body ran. */
  passes: number;
  /** The update line in the body. */
  update: Line;
  cond: string;
}

/**
 * `name = 0` … `while name < 3:` whose body changes `name` by one `+=`/`-=`/`*=` of a number (no break, no
 * input): the values it takes, checked the way Python does. Undefined when the loop is not that simple.
 */
function whileTrace(lines: Line[], head: Line): WhileTrace | undefined {
  const m = /^\s*while\s+([A-Za-z_]\w*)\s*(<=|>=|<|>|!=)\s*(-?\d+)\s*:\s*$/.exec(head.code);
  if (!m) return undefined;
  const name = m[1]!;
  const bound = Number(m[3]);
  const init = lines
    .slice(0, head.no - 1)
    .filter((l) => new RegExp(`^\\s*${name}\\s*=(?!=)`).test(l.code))
    .at(-1);
  const start = init ? /=\s*(-?\d+)\s*$/.exec(init.code) : null;
  if (!start) return undefined;
  const body: Line[] = [];
  for (const l of lines.slice(head.no)) {
    if (!l.code.trim()) continue;
    if (l.indent <= head.indent) break;
    body.push(l);
  }
  if (body.some((l) => /^\s*(?:break|return|continue)\b|\binput\s*\(/.test(l.code))) return undefined;
  const updates = body.filter((l) => new RegExp(`(?<![\\w.])${name}\\s*(?:[-+*/%]|//)?=(?!=)`).test(l.code));
  if (updates.length !== 1) return undefined;
  const u = new RegExp(`^\\s*${name}\\s*(\\+|-|\\*)=\\s*(-?\\d+)\\s*$`).exec(updates[0]!.code) ?? new RegExp(`^\\s*${name}\\s*=\\s*${name}\\s*(\\+|-|\\*)\\s*(-?\\d+)\\s*$`).exec(updates[0]!.code);
  if (!u) return undefined;
  const k = Number(u[2]);
  const step = (v: number) => (u[1] === '+' ? v + k : u[1] === '-' ? v - k : v * k);
  const holds = (v: number) => ({ '<': v < bound, '<=': v <= bound, '>': v > bound, '>=': v >= bound, '!=': v !== bound })[m[2] as '<'];
  const values: number[] = [];
  let v = Number(start[1]);
  for (let i = 0; i < 12; i++) {
    values.push(v);
    if (!holds(v)) return { name, values, passes: values.length - 1, update: updates[0]!, cond: `${name} ${m[2]} ${m[3]}` };
    v = step(v);
  }
  return undefined;
}

/**
 * The student wants something `want` times and the run printed it `got` times: where the count comes from.
 * `output` is the run's output (its lines are the count when the student did not say it).
 */
export function countReading(code: string, want: number, output: string | undefined): OutputReading | undefined {
  const lines = linesOf(code);
  const prints = lines.filter((l) => /(?<![\w.])print\s*\(/.test(l.code));
  if (prints.length === 0) return undefined;
  const outLines = output === undefined ? undefined : output.replace(/\n$/, '').split('\n').filter((l, i, all) => l !== '' || all.length > 1).length;
  // A print outside every loop, after a loop: it runs once.
  const loops = lines.filter((l) => /^\s*(?:for|while)\b.*:\s*$/.test(l.code));
  for (const p of prints) {
    if (loopOf(lines, p)) continue;
    const before = loops.filter((h) => h.no < p.no && h.indent >= p.indent).at(-1);
    if (!before || want <= 1 || (outLines !== undefined && outLines === want)) continue;
    return { line: p.no, code: p.raw.trim(), message: resolveJosa(TEXTS.counting.outsideLoop(p.no, codeJ(p.raw.trim(), '은/는'), before.no, inlineCode(before.raw.trim()), want)) };
  }
  // A print inside a loop that runs another number of times.
  for (const p of prints) {
    const head = loopOf(lines, p);
    if (!head) continue;
    // Once wanted, many came out: the print runs on every pass of the loop it sits in.
    if (want === 1 && (outLines === undefined || outLines > 1)) {
      return { line: p.no, code: p.raw.trim(), message: resolveJosa(TEXTS.counting.insideLoop(p.no, codeJ(p.raw.trim(), '은/는'), head.no, inlineCode(head.raw.trim()))) };
    }
    const range = /^\s*for\s+[A-Za-z_]\w*\s+in\s+(range\s*\([^:]*\))\s*:\s*$/.exec(head.raw);
    const values = range ? rangeValues(range[1]!) : undefined;
    if (range && values && values.length !== want && values.length <= 12) {
      const listed = values.length ? values.join(', ') : TEXTS.counting.noValues;
      return { line: head.no, code: head.raw.trim(), message: resolveJosa(TEXTS.counting.rangeRuns(head.no, codeJ(range[1]!, '은/는'), listed, values.length, want)) };
    }
    const trace = /^\s*while\b/.test(head.code) ? whileTrace(lines, head) : undefined;
    if (trace && trace.passes !== want) {
      return {
        line: head.no,
        code: head.raw.trim(),
        message: resolveJosa(
          TEXTS.counting.whileRuns(codeJ(trace.name, '은/는'), trace.values[0]!, trace.update.no, inlineCode(trace.update.raw.trim()), trace.values.map(String).join(' → '), trace.values.at(-1)!, codeJ(trace.cond, '이/가'), trace.passes, want),
        ),
      };
    }
  }
  return undefined;
}

/** The texts the code's prints can show when every print prints string literals only (`print("양수")`). */
function printedTexts(lines: Line[]): Map<string, Line> | undefined {
  const out = new Map<string, Line>();
  for (const l of lines) {
    if (!/(?<![\w.])print\s*\(/.test(l.code)) continue;
    const m = /^\s*print\s*\(\s*(["'])([^"'\\]*)\1\s*\)\s*$/.exec(l.raw);
    if (!m) return undefined;
    out.set(m[2]!.trim(), l);
  }
  return out.size ? out : undefined;
}

/**
 * The student wants a text that no print of the code shows, and got one that a print in an if/elif/else
 * shows: the code has no branch for their case. Read on their code: which branch printed what they got.
 */
export function missingOutputReading(code: string, want: string, got: string): OutputReading | undefined {
  const lines = linesOf(code);
  const texts = printedTexts(lines);
  const w = want.trim().replace(/^["'](.*)["']$/, '$1');
  if (!texts || !w || texts.has(w) || [...texts.keys()].some((t) => t.includes(w) || (t && w.includes(t)))) return undefined;
  const shown = texts.get(got.trim());
  if (!shown) return undefined;
  let head: Line | undefined;
  for (let i = shown.no - 2; i >= 0; i--) {
    const l = lines[i]!;
    if (l.code.trim() && l.indent < shown.indent) {
      head = l;
      break;
    }
  }
  if (!head || !/^\s*(?:if|elif|else)\b/.test(head.code)) return undefined;
  const branch = head.raw.trim().replace(/:\s*$/, '');
  return {
    line: head.no,
    code: head.raw.trim(),
    message: resolveJosa(TEXTS.counting.noBranchFor(codeJ(w, '을/를'), codeJ(got.trim(), '은/는'), head.no, inlineCode(branch), codeJ(w, '이/가'))),
  };
}

/**
 * The student wants on one line what came out on several ('점수: 100 이렇게 한줄로 나와야 되는데 두 줄로'): every
 * `print()` ends its output with a line break. Read on their code: two prints one after the other, or one print
 * inside a loop (a line per pass).
 */
export function oneLineReading(code: string): OutputReading | undefined {
  const lines = linesOf(code);
  const prints = lines.filter((l) => /^\s*print\s*\(/.test(l.code) && !/\bend\s*=/.test(l.code));
  const looped = prints.find((p) => loopOf(lines, p));
  if (looped) {
    const head = loopOf(lines, looped)!;
    return { line: looped.no, code: looped.raw.trim(), message: resolveJosa(TEXTS.counting.oneLineLoop(looped.no, codeJ(looped.raw.trim(), '은/는'), head.no)) };
  }
  const [a, b] = prints;
  if (!a || !b) return undefined;
  return { line: a.no, code: a.raw.trim(), message: resolveJosa(TEXTS.counting.oneLineTwo(a.no, codeJ(a.raw.trim(), '과/와'), b.no, codeJ(b.raw.trim(), '은/는'))) };
}

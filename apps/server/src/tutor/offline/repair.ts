// Code first, on the student's own numbers: the difference between what their code printed and what
// THEY said should come out ('55 나와야 되는데 45 나옴', '양수만 나와야 되는데 음수도 떠요', '안 멈춰요')
// is found by trying the lessons' fixes. Each repair in content/mistakes.json (`repairs`) rewrites one
// piece of one line (a `<` that should be `<=`, a `/` that should be `//`, a method named but not
// called, an index one off …); every candidate program runs in ONE sandbox run (a small Python driver
// that execs each with the same inputs and its own time limit), and the first repair, in the data's
// order, whose output shows what the student expected — when their own program's does not — is the
// difference, explained on their line. A new kind of fix is a new data entry, not new code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conceptIdSchema, maskStringsAndComments, type ConceptId } from '@dodam/contracts';
import { z } from 'zod';
import { CONTENT_DIR } from '../../paths.js';
import { renderMistake } from './mistakes.js';
import type { Relation, StatedExpectation } from './expectation.js';

const repairSchema = z.object({
  id: z.string().min(1),
  section: z.string().min(1),
  concept: conceptIdSchema,
  query: z.string().min(1),
  /** Pattern on one line (strings and comments masked unless `raw`); named groups feed `to` and the message. */
  line: z.string().min(1),
  /** The replacement of the match: `{group}`, `{group+1}`, `{group-1}` (a number, '' read as 0). */
  to: z.string(),
  raw: z.boolean().optional(),
  /** Also try the repair on every match of the program at once (both `input()`s made numbers). */
  all: z.boolean().optional(),
  /** Only when the program never ended (endless) or only when it ended (value); default both. */
  when: z.enum(['endless', 'value']).optional(),
  /** Only when the student's words state this relation to what came out ('두 번 나와요' → fewer): expectation.ts. */
  relation: z.enum(['joined', 'oneLine', 'reversed', 'reordered', 'fewer', 'grows', 'unchanged']).optional(),
  /** Only on lines inside a for loop; `{loop}` is that loop's variable (a fixed value where the loop variable belongs). */
  loop: z.boolean().optional(),
  /** Instead of rewriting the match, move the line above the line before it at the same indentation (`{prev}`): an order mistake. */
  move: z.literal('up').optional(),
  /** The candidate's last output line must be exactly the wanted values (not merely hold them: `print(nums)` holds 20). */
  exact: z.boolean().optional(),
  message: z.string().min(1),
});
export type RepairData = z.infer<typeof repairSchema>;
const fileSchema = z.object({ repairs: z.array(repairSchema).default([]) });

export function loadRepairs(dir = CONTENT_DIR): RepairData[] {
  return fileSchema.parse(JSON.parse(readFileSync(join(dir, 'mistakes.json'), 'utf8'))).repairs;
}

let cached: RepairData[] | undefined;
const repairs = () => (cached ??= loadRepairs());

export interface RepairCandidate {
  repair: RepairData;
  /** 1-based line of the student's code. */
  line: number;
  code: string;
  from: string;
  to: string;
  groups: Record<string, string>;
  program: string;
}

/** What the student said should come out, as a test on a run. */
export interface Wanted {
  /** Output tokens that must appear in a row ('55'; '[2, 4]' → '2', '4'). */
  values: string[];
  /** Words the output must contain (printed literals the student names: '양수'). */
  words: string[];
  /** Words the output must not contain ('음수도 같이 떠요'). */
  absent: string[];
  /** The program never ended: any run that ends without an error. */
  endless: boolean;
  /** The wanted value with its brackets, spaces removed ('[5,3,8,1,2]'): the output must hold it as written. */
  structured?: string;
  /** How the output must stand to the student's own output (their words: '거꾸로', '붙어서', '두 번'). */
  relation?: Relation;
}

export interface RunOutcome {
  out: string;
  error: string | null;
  timedOut: boolean;
}

export interface RepairFinding {
  id: string;
  /** What the repaired run matched: the student's words, the task's example output, or simply ending. */
  basis: 'said' | 'task' | 'endless';
  line: number;
  code: string;
  message: string;
  query: string;
  concept: ConceptId;
}

const MAX_CANDIDATES = 80;
const PARTICLE = /(?:이랑|랑|하고|까지|부터|처럼|만큼|으로|로|이|가|은|는|을|를|만|도|이나|나|요)$/;

function expand(template: string, groups: Record<string, string>): string {
  return template.replace(/\{(\w+)(?:([+-])(\d+))?\}/g, (whole, g: string, sign?: string, n?: string) => {
    if (!(g in groups)) return whole;
    const v = groups[g]!;
    if (!sign) return v;
    const base = v.trim() === '' ? 0 : Number(v);
    if (!Number.isFinite(base)) return whole;
    return String(sign === '+' ? base + Number(n) : base - Number(n));
  });
}

interface Hit {
  start: number;
  end: number;
  groups: Record<string, string>;
}

/** The matches of `re` on the masked line, their groups read from the raw line (same offsets). */
function hitsOn(re: RegExp, masked: string, raw: string): Hit[] {
  const out: Hit[] = [];
  const g = new RegExp(re.source, `${re.flags.replace(/[gd]/g, '')}gd`);
  for (const m of masked.matchAll(g)) {
    if (m[0] === '') continue;
    const groups: Record<string, string> = {};
    for (const [k, span] of Object.entries(m.indices?.groups ?? {})) if (span) groups[k] = raw.slice(span[0], span[1]);
    out.push({ start: m.index, end: m.index + m[0].length, groups });
  }
  return out;
}

const indentOf = (l: string) => /^\s*/.exec(l)![0].replace(/\t/g, '    ').length;

/** The variable of the innermost `for` loop whose block holds line `i` (masked lines), if any. */
function forVariableOf(masked: readonly string[], i: number): string | undefined {
  let indent = indentOf(masked[i] ?? '');
  for (let k = i - 1; k >= 0; k--) {
    const l = masked[k]!;
    if (!l.trim() || indentOf(l) >= indent) continue;
    const m = /^\s*for\s+([A-Za-z_]\w*)\s+in\b/.exec(l);
    if (m) return m[1];
    indent = indentOf(l);
    if (indent === 0) return undefined;
  }
  return undefined;
}

/** The line just above line `i` in the same block (same indentation, nothing but blanks or deeper lines between), if any. */
function previousSibling(masked: readonly string[], i: number): number | undefined {
  const indent = indentOf(masked[i] ?? '');
  for (let k = i - 1; k >= 0; k--) {
    const l = masked[k]!;
    if (!l.trim()) continue;
    if (indentOf(l) < indent) return undefined;
    if (indentOf(l) === indent) return /:\s*$/.test(l) ? undefined : k;
  }
  return undefined;
}

/** The names the program assigns (`x = …`, `x += …`, `for x in`), in order of first assignment. */
function assignedNames(masked: readonly string[]): string[] {
  const names: string[] = [];
  for (const l of masked) {
    const m = /^\s*([A-Za-z_]\w*)\s*(?:[-+*/%]|\/\/)?=(?!=)/.exec(l) ?? /^\s*for\s+([A-Za-z_]\w*)\s+in\b/.exec(l);
    if (m && !names.includes(m[1]!)) names.push(m[1]!);
  }
  return names;
}

/** Every program the repairs make of `source`, one change each (and each `all` repair everywhere at once). */
export function repairCandidates(source: string, data: readonly RepairData[] = repairs()): RepairCandidate[] {
  const text = source.replace(/\r\n?/g, '\n');
  const raw = text.split('\n');
  const masked = maskStringsAndComments(text).split('\n');
  const out: RepairCandidate[] = [];
  const seen = new Set<string>([text]);
  const add = (c: RepairCandidate) => {
    if (seen.has(c.program) || out.length >= MAX_CANDIDATES) return;
    seen.add(c.program);
    out.push(c);
  };
  for (const r of data) {
    const re = new RegExp(r.line);
    const everywhere: { i: number; hit: Hit; to: string }[] = [];
    for (const [i, line] of raw.entries()) {
      const loopVar = r.loop ? forVariableOf(masked, i) : undefined;
      if (r.loop && !loopVar) continue;
      const hits = hitsOn(re, r.raw ? line : masked[i] ?? '', line);
      for (const found of hits) {
        const hit = loopVar ? { ...found, groups: { ...found.groups, loop: loopVar } } : found;
        if (r.move) {
          const prev = previousSibling(masked, i);
          if (prev === undefined) continue;
          const lines = [...raw];
          lines.splice(prev, 0, lines.splice(i, 1)[0]!);
          add({ repair: r, line: i + 1, code: line.trim(), from: line.trim(), to: line.trim(), groups: { ...hit.groups, prev: raw[prev]!.trim() }, program: lines.join('\n') });
          break;
        }
        // `{other}`: each other variable the program assigns (the wrong variable printed: `print(n)` for `print(big)`).
        const variants = r.to.includes('{other}') ? assignedNames(masked).filter((n) => !Object.values(hit.groups).includes(n)).map((other) => ({ ...hit.groups, other })) : [hit.groups];
        for (const groups of variants) {
          const to = expand(r.to, groups);
          const from = line.slice(hit.start, hit.end);
          if (to === from) continue;
          const lines = [...raw];
          lines[i] = line.slice(0, hit.start) + to + line.slice(hit.end);
          everywhere.push({ i, hit, to });
          add({ repair: r, line: i + 1, code: line.trim(), from: from.trim(), to: to.trim(), groups, program: lines.join('\n') });
        }
      }
    }
    if (r.all && everywhere.length > 1) {
      const lines = [...raw];
      // Right to left, so earlier offsets on the same line stay valid.
      for (const e of [...everywhere].reverse()) lines[e.i] = lines[e.i]!.slice(0, e.hit.start) + e.to + lines[e.i]!.slice(e.hit.end);
      const first = everywhere[0]!;
      add({ repair: r, line: first.i + 1, code: raw[first.i]!.trim(), from: raw[first.i]!.slice(first.hit.start, first.hit.end).trim(), to: first.to.trim(), groups: first.hit.groups, program: lines.join('\n') });
    }
  }
  return out;
}

/**
 * One Python program that runs `programs` one after another, each with `inputs` as its standard input
 * and its own time limit, and prints one JSON line: [output, error type or null, timed out] each.
 */
export function driverProgram(programs: readonly string[], inputs: readonly string[], secondsEach: number): string {
  const payload = JSON.stringify({ p: programs, i: inputs.join('\n') + '\n', t: secondsEach });
  return [
    'import io, json, signal, sys',
    `_P = json.loads(${JSON.stringify(payload)})`,
    'class _Stop(BaseException):',
    '    pass',
    'def _alarm(signum, frame):',
    '    raise _Stop()',
    'signal.signal(signal.SIGALRM, _alarm)',
    '_out, _res = sys.stdout, []',
    'for _code in _P["p"]:',
    '    _buf = io.StringIO()',
    '    sys.stdin, sys.stdout = io.StringIO(_P["i"]), _buf',
    '    _err, _late = None, False',
    '    try:',
    '        signal.setitimer(signal.ITIMER_REAL, _P["t"])',
    '        exec(compile(_code, "<exec>", "exec"), {"__name__": "__main__"})',
    '    except _Stop:',
    '        _err, _late = "Timeout", True',
    '    except BaseException as _e:',
    '        _err = type(_e).__name__',
    '    finally:',
    '        signal.setitimer(signal.ITIMER_REAL, 0)',
    '        sys.stdout = _out',
    '    _res.append([_buf.getvalue()[:4000], _err, _late])',
    'print(json.dumps(_res))',
  ].join('\n');
}

export function parseDriverOutput(stdout: string, count: number): RunOutcome[] | undefined {
  const last = stdout.trim().split('\n').at(-1);
  if (!last) return undefined;
  try {
    const rows = z.array(z.tuple([z.string(), z.string().nullable(), z.boolean()])).parse(JSON.parse(last));
    if (rows.length !== count) return undefined;
    return rows.map(([out, error, timedOut]) => ({ out, error, timedOut }));
  } catch {
    return undefined;
  }
}

/** Output tokens: words and numbers without brackets, quotes, commas and colons. */
const tokensOf = (text: string) => text.split(/[\s,[\](){}'":]+/).filter(Boolean);
const HANGUL = /[\uAC00-\uD7A3]/;
/** The literals the program prints (strings in its code): the words a student can name of its output. */
function literalWords(code: string): Set<string> {
  const words = new Set<string>();
  for (const m of code.matchAll(/(["'])((?:(?!\1).)*)\1/g)) for (const w of m[2]!.split(/[^\w\uAC00-\uD7A3]+/)) if (w) words.add(w);
  return words;
}

const VALUE_CHAR = /[A-Za-z0-9[\]{}()'"=+\-*/%<>.]/;

/** What the student expects of a run, from their stated expectation (and the words before it) and the code's own literals. */
export function wantedOf(stated: StatedExpectation | undefined, code: string, endless: boolean, wantText?: string): Wanted | undefined {
  if (endless) return { values: [], words: [], absent: [], endless: true };
  if (!stated) return undefined;
  const literals = literalWords(code);
  const valueTokens = (text: string) => tokensOf(text).filter((t) => VALUE_CHAR.test(t));
  const named = (text: string) => tokensOf(text).map((t) => t.replace(PARTICLE, '')).filter((w) => HANGUL.test(w) && literals.has(w));
  // What came out and should not have: the printed words they name ('B도 같이 나와요' — 'B' is a literal of the code).
  const printedWords = (text: string) => tokensOf(text).map((t) => t.replace(PARTICLE, '')).filter((w) => literals.has(w));
  // '사과만 있음' says what is there, not what should go: a word named with '만' is not absent.
  const absent = stated.got && !stated.only ? printedWords(stated.got).filter((w) => !printedWords(stated.want).includes(w)) : [];
  const relation = stated.relation ? { relation: stated.relation } : {};
  // '[5, 3, 8, 1, 2]': the brackets are part of what was wanted (a nested list has the same numbers).
  const bracketed = /[[{(][^\]})]*[\]})]/.exec(stated.want)?.[0];
  const structured = bracketed && !stated.gone ? squeeze(bracketed) : undefined;
  // The want's own values, else its printed words, and only then the words before it ('4는 짝수여야': 짝수, not 4).
  const own = valueTokens(stated.want);
  const ownWords = named(stated.want);
  const values = own.length ? own : ownWords.length ? [] : valueTokens(wantText ?? '');
  const words = ownWords.length ? ownWords : named(wantText ?? '');
  // '5 다 지워져야': the named values must be gone.
  if (stated.gone) return values.length || words.length ? { values: [], words: [], absent: [...values, ...words], endless: false, ...relation } : undefined;
  if (values.length) return { values, words: [], absent, endless: false, ...(structured ? { structured } : {}), ...relation };
  if (words.length) return { values: [], words, absent, endless: false, ...relation };
  return stated.relation ? { values: [], words: [], absent, endless: false, ...relation } : undefined;
}

/** An output without spaces and quotes: '[a, b, c]' as the student writes it is "['a', 'b', 'c']" as Python prints it. */
const squeeze = (text: string) => text.replace(/[\s'"]+/g, '');

const linesOfOutput = (text: string) => text.replace(/\s+$/, '').split('\n');
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The candidate's output stands to the student's own output as their words say. */
export function related(relation: Relation, out: string, original: string): boolean {
  const a = out.replace(/\s+$/, '');
  const o = original.replace(/\s+$/, '');
  if (!a || a === o) return false;
  switch (relation) {
    case 'joined':
      return a.replace(/\s+/g, '') === o.replace(/\s+/g, '') && a.length < o.length;
    case 'oneLine':
      return linesOfOutput(a).length < linesOfOutput(o).length && sameList(tokensOf(a), tokensOf(o));
    case 'reversed': {
      const lines = linesOfOutput(o);
      if (lines.length > 1 && sameList(linesOfOutput(a), [...lines].reverse())) return true;
      if (sameList(tokensOf(a), tokensOf(o).reverse())) return true;
      return a === [...o].reverse().join('');
    }
    case 'reordered': {
      const t = tokensOf(a);
      const u = tokensOf(o);
      return sameList([...t].sort(), [...u].sort()) && !sameList(t, u);
    }
    case 'fewer': {
      const lines = linesOfOutput(o);
      const kept = linesOfOutput(a);
      return kept.length < lines.length && kept.every((l) => lines.includes(l));
    }
    case 'grows': {
      const lengths = linesOfOutput(a).map((l) => l.trim().length);
      return lengths.length > 1 && lengths.every((n, i) => i === 0 || n > lengths[i - 1]!);
    }
    case 'unchanged':
      return true;
  }
}

/** One output token is the wanted one: as written, without its particle, or its number when the unit is not printed ('2시간' ~ '2'). */
function sameToken(want: string, out: string[], at: number): boolean {
  const w = want.replace(PARTICLE, '');
  const o = out[at];
  if (o === want || o === w) return true;
  // '5' said, '5.0' printed: the same number.
  if (o !== undefined && /^-?\d+(?:\.\d+)?$/.test(w) && /^-?\d+(?:\.\d+)?$/.test(o) && Number(o) === Number(w)) return true;
  const unit = /^(-?\d+(?:\.\d+)?)([\uAC00-\uD7A3]+)$/.exec(w);
  // '30점' is not '30 점': a unit printed apart is a different output.
  return unit !== null && out[at] === unit[1] && out[at + 1] !== unit[2];
}

function inRow(out: string[], want: string[]): boolean {
  if (want.length === 0) return true;
  for (let i = 0; i + want.length <= out.length; i++) if (want.every((w, k) => sameToken(w, out, i + k))) return true;
  return false;
}

/** The run shows what the student expected (`original`: their own program's run, for a stated relation). */
export function satisfies(w: Wanted, run: RunOutcome, original?: RunOutcome): boolean {
  if (run.timedOut || run.error) return false;
  if (w.endless) return true;
  if (w.relation && original && !related(w.relation, run.out, original.out)) return false;
  const out = tokensOf(run.out);
  if (w.structured ? !squeeze(run.out).includes(w.structured) : w.values.length && !inRow(out, w.values)) return false;
  if (w.words.some((x) => !run.out.includes(x))) return false;
  if (w.absent.some((x) => run.out.includes(x))) return false;
  return true;
}

/** The first repair (in the data's order) whose run shows what the student expected, rendered on their line. */
export function pickRepair(candidates: readonly RepairCandidate[], runs: readonly RunOutcome[], wanted: Wanted, original: RunOutcome | undefined, said: { want?: string | undefined; got?: string | undefined } = {}): Omit<RepairFinding, 'basis'> | undefined {
  // What the student says came out ('[3, 4]'), when the run shows it: the wanted values may be inside it ('3'), so
  // the original is not taken as already right, and a repair must no longer show it.
  // Only a got with brackets or several values: a single number ('1') is in many right outputs too.
  const got = said.got && said.got !== said.want && (/[[{(]/.test(said.got) || tokensOf(said.got).length > 1) && tokensOf(said.got).every((t) => VALUE_CHAR.test(t)) ? said.got : undefined;
  const shows = (out: string) => got !== undefined && tokensOf(got).length > 0 && (/[[{(]/.test(got) ? squeeze(out).includes(squeeze(got)) : inRow(tokensOf(out), tokensOf(got)));
  const gotShown = original !== undefined && shows(original.out);
  if (original && !wanted.relation && !gotShown && satisfies(wanted, original)) return undefined;
  const kind = wanted.endless ? 'endless' : 'value';
  // A repair that types the student's expected number into their code ('x = 10' → 'x = 11' for '11 돼야') explains nothing.
  const typed = wanted.values.length === 1 && /^-?\d+(?:\.\d+)?$/.test(wanted.values[0]!) ? wanted.values[0] : undefined;
  for (const [i, c] of candidates.entries()) {
    const run = runs[i];
    if (typed !== undefined && tokensOf(c.to).includes(typed) && !tokensOf(c.from).includes(typed)) continue;
    // A program that never ended is answered only by the repairs written for it (anything ends a loop that never starts).
    if (!run || (c.repair.when ?? 'value') !== kind || !satisfies(wanted, run, original)) continue;
    if (gotShown && shows(run.out)) continue;
    if (c.repair.exact) {
      const last = tokensOf(linesOfOutput(run.out).at(-1) ?? '');
      if (!wanted.values.length || last.length !== wanted.values.length || !inRow(last, wanted.values)) continue;
    }
    // A repair written for one relation ('두 번 나와요': a print too many) is tried only when the student's words state it.
    if (c.repair.relation && c.repair.relation !== wanted.relation) continue;
    const values: Record<string, string> = { ...c.groups, line: String(c.line), code: c.code, from: c.from, to: c.to, ...(said.want ? { want: said.want } : {}), ...(said.got ? { got: said.got } : {}) };
    return { id: c.repair.id, line: c.line, code: c.code, message: renderMistake(c.repair.message, values), query: c.repair.query, concept: c.repair.concept };
  }
  return undefined;
}

/** A run stopped because the program never ended (the browser's and the sandbox's words for it). */
export const ENDLESS_RUN = /시간\s*(초과|제한)|timed?\s*out|timeout|KeyboardInterrupt|중지|출력이\s*너무\s*많/i;

export interface RepairPlan {
  /** The driver program for the sandbox (the student's program first, then each candidate). */
  code: string;
  timeLimitMs: number;
  candidates: RepairCandidate[];
  wanted: Wanted;
  said: { want?: string | undefined; got?: string | undefined };
  basis: RepairFinding['basis'];
}

const SECONDS_EACH = 0.25;
const MAX_CODE_CHARS = 4000;

/**
 * How to try the repairs on the student's code for this message, or undefined: only code that ran (or
 * can run) on known inputs, with an expectation the student stated ('X 나와야 되는데 Y') or a run that
 * never ended. `stated` and `wantText` are the message's readings (expectation.ts); `inputs` what the
 * program reads.
 */
export function repairPlan(code: string, run: { inputs: string[]; error?: string | null | undefined; success: boolean } | undefined, stated: StatedExpectation | undefined, wantText: string | undefined, inputs: string[] | undefined, taskExpected?: string, data: readonly RepairData[] = repairs()): RepairPlan | undefined {
  if (!code.trim() || code.length > MAX_CODE_CHARS || /_{3,}/.test(code)) return undefined;
  const endless = Boolean(run && !run.success && ENDLESS_RUN.test(run.error ?? ''));
  // An error with a traceback is explained by its own card.
  if (run && !run.success && !endless) return undefined;
  // Without the student's own words, the open task's example output — only for that task's own code (the caller decides).
  const wanted = wantedOf(stated, code, endless, wantText) ?? (taskExpected?.trim() && !endless ? { values: tokensOf(taskExpected), words: [], absent: [], endless: false, structured: squeeze(taskExpected) } : undefined);
  if (!wanted) return undefined;
  const reads = /(?<![\w.])input\s*\(/.test(maskStringsAndComments(code));
  const given = run?.inputs.length ? run.inputs : inputs;
  if (reads && !given?.length) return undefined;
  const kind = endless ? 'endless' : 'value';
  const candidates = repairCandidates(code, data.filter((r) => (r.when ?? 'value') === kind && (!r.relation || r.relation === wanted.relation)));
  if (candidates.length === 0) return undefined;
  const programs = [code, ...candidates.map((c) => c.program)];
  return {
    code: driverProgram(programs, given ?? [], SECONDS_EACH),
    timeLimitMs: Math.round(1500 + programs.length * SECONDS_EACH * 1000),
    candidates,
    wanted,
    said: stated ? { want: stated.want, got: stated.got } : {},
    basis: endless ? 'endless' : stated && wantedOf(stated, code, false, wantText) ? 'said' : 'task',
  };
}

/** The repair the sandbox's run of the plan's driver points to. */
export function repairFromRun(plan: RepairPlan, stdout: string): RepairFinding | undefined {
  const runs = parseDriverOutput(stdout, plan.candidates.length + 1);
  if (!runs) return undefined;
  const found = pickRepair(plan.candidates, runs.slice(1), plan.wanted, runs[0], plan.said);
  return found ? { ...found, basis: plan.basis } : undefined;
}

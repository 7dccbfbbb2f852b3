// The one detector engine for the lessons' '자주 하는 실수' (content/mistakes.json): each mistake
// is data — a pattern on one line of the student's code and conditions around it (inside a loop,
// a later line of the same loop or of the program, the whole program, the student's own words, the
// stated expectation) — and a message rendered on the student's own names, numbers and line. A new
// mistake is a new entry in the data file, not new code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conceptIdSchema, maskStringsAndComments, resolveJosa, type ConceptId } from '@dodam/contracts';
import { z } from 'zod';
import { CONTENT_DIR } from '../../paths.js';
import { codeJ, type JosaPair } from '../korean.js';

const mistakeSchema = z.object({
  id: z.string().min(1),
  section: z.string().min(1),
  concept: conceptIdSchema,
  query: z.string().min(1),
  line: z.string().min(1),
  raw: z.boolean().optional(),
  not: z.string().optional(),
  inLoop: z.boolean().optional(),
  laterInLoop: z.string().optional(),
  later: z.string().optional(),
  code: z.string().optional(),
  /** A pattern (with the line's groups) that must NOT occur anywhere in the code ('hello(' never called). */
  absent: z.string().optional(),
  /** The line sits directly in a for/while body (not inside an if of it). */
  directlyInLoop: z.boolean().optional(),
  /** A pattern (with the line's groups) on a line of the block this line opens (`for x in xs:` … `xs.remove(x)`). */
  inBlock: z.string().optional(),
  /** A pattern (with the line's groups) that must NOT match the header of the block the line sits in (`if n > big:` over `big = n`). */
  notUnder: z.string().optional(),
  /**
   * The mistake explains the run better than the structural readings (an empty run, an endless loop): it is
   * reported before them (code-reading.ts), e.g. an input() string compared with a number.
   */
  early: z.boolean().optional(),
  said: z.string().optional(),
  /** Tested on what came out (the student's words or the run's last line): 'None'. */
  got: z.string().optional(),
  /**
   * int-float: an integer was wanted and a float came out; shorter: what came out is a part of what was
   * wanted; shifted: the same count of numbers came out, each off by the same non-zero step; differs: the student
   * said what they wanted and something else came out.
   */
  wantGot: z.enum(['int-float', 'shorter', 'shifted', 'differs']).optional(),
  /** Two groups (of `line` or `later`) whose numbers must be in this order: the first greater. */
  greater: z.tuple([z.string(), z.string()]).optional(),
  message: z.string().min(1),
});
export type MistakeData = z.infer<typeof mistakeSchema>;
const fileSchema = z.object({ mistakes: z.array(mistakeSchema) });

export function loadMistakes(dir = CONTENT_DIR): MistakeData[] {
  return fileSchema.parse(JSON.parse(readFileSync(join(dir, 'mistakes.json'), 'utf8'))).mistakes;
}

let cached: MistakeData[] | undefined;
const mistakes = () => (cached ??= loadMistakes());

export interface MistakeFinding {
  id: string;
  /** Reported before the structural readings (MistakeData.early). */
  early?: boolean;
  line: number;
  code: string;
  message: string;
  query: string;
  concept: ConceptId;
}

export interface MistakeInput {
  /** The student's message (their own words: '90점이면 A 나와야 하는데'). */
  said?: string | undefined;
  /** The value the student expected and the one they got, when they said so (or the run shows it). */
  want?: string | undefined;
  got?: string | undefined;
}

interface Line {
  no: number;
  raw: string;
  code: string;
  indent: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const JOSA = new Set<string>(['이/가', '은/는', '을/를', '으로/로', '과/와', '이에요/예요', '이라는/라는']);

/** A pattern with `{group}` replaced by the (escaped) values matched on the line. */
function bind(pattern: string, groups: Record<string, string>): RegExp {
  return new RegExp(pattern.replace(/\{(\w+)\}/g, (whole, g: string) => (g in groups ? escape(groups[g]!) : whole)));
}

/** `{name}` → `name` in backticks; `{name|은/는}` with its particle; `{{name}}` → `{value}`; `{line}` a plain number. */
export function renderMistake(template: string, values: Record<string, string>): string {
  // Inside a code span (`…`) a placeholder is the bare value; in prose it is a code word with its particle.
  return template
    .split('`')
    .map((part, i) => {
      if (i % 2 === 1) return part.replace(/\{\{(\w+)\}\}/g, (_w, g: string) => `{${values[g] ?? g}}`).replace(/\{(\w+)\}/g, (whole, g: string) => values[g] ?? whole);
      return part.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (whole, g: string, pair?: string) => {
        const v = values[g];
        if (v === undefined) return whole;
        if (g === 'line') return pair ? resolveJosa(`${v}${pair}`) : v;
        if (pair && JOSA.has(pair)) return codeJ(v, pair as JosaPair);
        return `\`${v}\`${pair ?? ''}`;
      });
    })
    .join('`');
}

function linesOf(source: string): Line[] {
  const text = source.replace(/\r\n?/g, '\n');
  const raw = text.split('\n');
  const masked = maskStringsAndComments(text).split('\n');
  return raw.map((r, i) => ({ no: i + 1, raw: r, code: masked[i] ?? '', indent: /^\s*/.exec(r)![0].replace(/\t/g, '    ').length }));
}

/** The innermost for/while header whose block holds `line`. */
function loopOf(lines: Line[], line: Line): Line | undefined {
  let indent = line.indent;
  for (let i = line.no - 2; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.code.trim() || l.indent >= indent) continue;
    if (/^\s*(for|while)\b/.test(l.code)) return l;
    indent = l.indent;
    if (indent === 0) return undefined;
  }
  return undefined;
}

/** The header of the block that holds `line` (the nearest less-indented line above), if any. */
function headerOf(lines: Line[], line: Line): Line | undefined {
  for (let i = line.no - 2; i >= 0; i--) {
    const l = lines[i]!;
    if (l.code.trim() && l.indent < line.indent) return l;
  }
  return undefined;
}

/** The line's own block header, when that header is a for/while (not an if inside the loop). */
function directLoopOf(lines: Line[], line: Line): Line | undefined {
  const head = headerOf(lines, line);
  return head && /^\s*(for|while)\b/.test(head.code) ? head : undefined;
}

/** The items of an output ('[2, 3]', '"a" "b"', '1 2 3') without brackets, quotes and separators. */
const itemsOf = (v: string) => v.replace(/[[\](){}"']/g, ' ').split(/[\s,]+/).filter(Boolean);
const numbersOf = (v: string) => (v.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);

/** What came out is a part of what was wanted: fewer characters, or a proper prefix of its items. */
function shorter(want: string | undefined, got: string | undefined): boolean {
  if (!want || got === undefined) return false;
  if (got.length < want.length && want.includes(got)) return true;
  const w = itemsOf(want);
  const g = itemsOf(got);
  return g.length < w.length && g.every((x, i) => w[i] === x);
}

/** The same count of numbers, each off by the same non-zero step ('1 2 3' wanted, '2 3 4' came out). */
function shifted(want: string | undefined, got: string | undefined): boolean {
  if (!want || !got) return false;
  const w = numbersOf(want);
  const g = numbersOf(got);
  if (w.length === 0 || w.length !== g.length) return false;
  const step = g[0]! - w[0]!;
  return step !== 0 && g.every((x, i) => x - w[i]! === step);
}

const isInt = (v: string | undefined) => v !== undefined && /^-?\d+$/.test(v.trim());
const isFloat = (v: string | undefined) => v !== undefined && /^-?\d+\.\d+$/.test(v.trim());

/** The lessons' common mistakes found in `source`, in the data file's order. */
export function findMistakes(source: string, input: MistakeInput = {}, data: readonly MistakeData[] = mistakes()): MistakeFinding[] {
  if (!source.trim()) return [];
  const lines = linesOf(source);
  const masked = lines.map((l) => l.code).join('\n');
  const out: MistakeFinding[] = [];
  for (const m of data) {
    if (m.wantGot === 'int-float' && !(isInt(input.want) && isFloat(input.got))) continue;
    if (m.wantGot === 'shorter' && !shorter(input.want, input.got)) continue;
    if (m.wantGot === 'shifted' && !shifted(input.want, input.got)) continue;
    if (m.wantGot === 'differs' && !(input.want && input.got && input.want.trim() !== input.got.trim())) continue;
    if (m.got && !(input.got !== undefined && new RegExp(m.got).test(input.got.trim()))) continue;
    const re = new RegExp(m.line);
    for (const l of lines) {
      const text = m.raw ? l.raw : l.code;
      const hit = re.exec(text);
      if (!hit) continue;
      const groups: Record<string, string> = { ...(hit.groups ?? {}) };
      for (const k of Object.keys(groups)) if (groups[k] === undefined) delete groups[k];
      if (m.not && bind(m.not, groups).test(l.raw)) continue;
      const loop = m.inLoop || m.laterInLoop ? loopOf(lines, l) : undefined;
      if (m.inLoop && !loop) continue;
      if (m.directlyInLoop && !directLoopOf(lines, l)) continue;
      if (m.notUnder) {
        const head = headerOf(lines, l);
        if (head && bind(m.notUnder, groups).test(head.code)) continue;
      }
      if (m.inBlock) {
        const end = lines.slice(l.no).findIndex((x) => x.code.trim() && x.indent <= l.indent);
        const block = end < 0 ? lines.slice(l.no) : lines.slice(l.no, l.no + end);
        if (!block.some((x) => bind(m.inBlock!, groups).test(x.code))) continue;
      }
      if (m.laterInLoop) {
        const body = lines.slice(l.no).filter((x) => x.code.trim() && loop && x.indent > loop.indent);
        const end = lines.slice(l.no).findIndex((x) => x.code.trim() && loop && x.indent <= loop.indent);
        const within = end < 0 ? body : lines.slice(l.no, l.no + end);
        if (!within.some((x) => bind(m.laterInLoop!, groups).test(x.code))) continue;
      }
      if (m.later) {
        // The later line's own groups join the line's ('elif score >= 90' after 'if score >= 80').
        const later = lines.slice(l.no).map((x) => bind(m.later!, groups).exec(x.code)).find((x) => x !== null);
        if (!later) continue;
        for (const [k, v] of Object.entries(later.groups ?? {})) if (v !== undefined) groups[k] = v;
      }
      if (m.greater && !(Number(groups[m.greater[0]]) > Number(groups[m.greater[1]]))) continue;
      if (m.code && !new RegExp(bind(m.code, groups).source, 'm').test(masked)) continue;
      if (m.absent && new RegExp(bind(m.absent, groups).source, 'm').test(masked)) continue;
      if (m.said && !bind(m.said, groups).test(`${input.said ?? ''} ${input.want ?? ''}`)) continue;
      const code = l.raw.trim();
      const message = renderMistake(m.message, { ...groups, line: String(l.no), code });
      out.push({ id: m.id, line: l.no, code, message, query: m.query, concept: m.concept, ...(m.early ? { early: true } : {}) });
      break;
    }
  }
  return out;
}

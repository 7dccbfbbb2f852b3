// The open task (a graded problem or a practice exercise) as the offline tutor reads it, and whether
// the student's code is that task's.
import { CONCEPTS, maskStringsAndComments, outputsMatch, type ConceptId } from '@dodam/contracts';
import type { TutorContext } from '../context.js';
import { logicalLines } from '../skeleton.js';
import { normaliseLine } from '../state.js';
import { codeBlocks } from '../code-blocks.js';
import { conceptsInCode } from './concept-scan.js';

export interface Task {
  kind: 'problem' | 'exercise';
  title: string;
  text: string;
  hint: string;
  starter: string;
  exampleInputs: string[];
  expectedOutput?: string | undefined;
  solution?: string | undefined;
}

export function taskOf(ctx: TutorContext): Task | undefined {
  if (ctx.problem) {
    const p = ctx.problem;
    return { kind: 'problem', title: p.title, text: p.question, hint: p.hint, starter: p.starter_code, exampleInputs: p.example_inputs, expectedOutput: p.expected_output, solution: p.reference_solution };
  }
  if (ctx.exercise) {
    const e = ctx.exercise;
    const blocks = codeBlocks(e.prompt).filter((b) => b.info === 'text').map((b) => b.body);
    const expected = /출력/.test(e.prompt) ? blocks.at(-1) : undefined;
    return { kind: 'exercise', title: e.title, text: e.prompt, hint: e.hint, starter: e.starter_code, exampleInputs: e.example_inputs, expectedOutput: expected };
  }
  return undefined;
}

/**
 * The code is the open task's (its starter's lines are there, or it has no starter): only then is
 * the task's example output the expectation. Other code is read on its own and the student's words.
 */
export function isTaskCode(ctx: TutorContext, task: Task | undefined): boolean {
  if (!task) return false;
  // Asked to check this task's code (the code button), or run with the task's example input.
  if (ctx.contextType === 'code') return true;
  const run = ctx.lastRun;
  if (run && task.exampleInputs.length > 0 && run.inputs.join('\n').trim() === task.exampleInputs.join('\n').trim()) return true;
  if (run?.success && task.expectedOutput !== undefined && outputsMatch(run.output, task.expectedOutput)) return true;
  const starter = logicalLines(task.starter).map(normaliseLine).filter((l) => l && !l.includes('___'));
  if (starter.length === 0) return true;
  const code = new Set(logicalLines(ctx.code).map(normaliseLine));
  return starter.filter((l) => code.has(l)).length >= Math.ceil(starter.length / 2);
}

/** The open task's example inputs when the student's code is that task's (for running it on the server). */
export function taskInputsFor(ctx: TutorContext): string[] | undefined {
  const task = taskOf(ctx);
  return task && isTaskCode(ctx, task) ? task.exampleInputs : undefined;
}

/** Concepts that say little about how a task is solved (almost every program uses them). */
const EVERYWHERE: ReadonlySet<ConceptId> = new Set(['variable', 'print', 'input']);

/**
 * What the open task needs beyond its starter, as concept names (never a line): the concepts of the
 * reference (or model) solution's lines the starter lacks, inside the section's fence — the section's
 * own concepts first, then the most recently taught — at most `limit`.
 */
export function taskConcepts(ctx: TutorContext, limit = 3): ConceptId[] {
  return taskNeeds(ctx, limit).concepts;
}

/** The concepts the open task needs (taskConcepts) and the code they were read from (the lines the starter lacks). */
export function taskNeeds(ctx: TutorContext, limit = 3): { concepts: ConceptId[]; code: string } {
  const solution = ctx.problem?.reference_solution ?? ctx.exercise?.solution;
  if (!solution) return { concepts: [], code: '' };
  const starter = ctx.problem?.starter_code ?? ctx.exercise?.starter_code ?? '';
  const given = new Set(logicalLines(starter).map(normaliseLine));
  const missing = logicalLines(solution).filter((l) => l.trim() && !given.has(normaliseLine(l)));
  const code = missing.join('\n');
  const found = [...conceptsInCode(code)].filter((c) => ctx.fence.allows(c));
  const own = new Set(ctx.section?.concepts ?? []);
  const taught = (c: ConceptId) => ctx.course?.sections.findIndex((s) => s.concepts.includes(c)) ?? -1;
  const ranked = found.sort((a, b) => Number(own.has(b)) - Number(own.has(a)) || Number(EVERYWHERE.has(a)) - Number(EVERYWHERE.has(b)) || taught(b) - taught(a));
  const telling = ranked.filter((c) => !EVERYWHERE.has(c));
  return { concepts: (telling.length ? telling : ranked).slice(0, limit), code };
}

/**
 * A concept's name as a sentence can use it: the catalogue label without its parenthesised list ('산술 연산자'),
 * code words as code. Given the code that needs it, the list's tools that code uses come first ('`//`, `%` 같은
 * 산술 연산자', '`replace` 같은 문자열 메서드'), and a label that is only a list keeps the functions the code calls.
 * `visible` (a graded problem's question and starter): only tools the student already sees there are named — the exact
 * operators of the lines the starter lacks are a piece of the answer ('`//`, `%`' for minutes and seconds).
 */
function conceptName(c: ConceptId, code?: string, visible?: string): string {
  const label = CONCEPTS[c];
  const asCode = (text: string) => text.replace(/(?<![\w-])([A-Za-z_]{2,}(?:\(\))?)(?![\w-])/g, '`$1`');
  const name = asCode(label.replace(/\s+\([^)]*\)/g, ''));
  if (!code) return name;
  const masked = maskStringsAndComments(code);
  // A graded problem's tools are named only as far as the student already sees them (its question, its starter).
  const seen = (tool: string) => {
    if (visible === undefined) return true;
    const bare = tool.replace(/\(\)$/, '');
    return /^[A-Za-z_]+$/.test(bare) ? new RegExp(`(?<![\\w])${bare}(?![\\w])`).test(visible) : visible.replace(/\s+/g, '').includes(bare);
  };
  const called = (tool: string) => new RegExp(`(?<![\\w])${tool.replace(/\(\)$/, '')}\\s*\\(`).test(masked) && seen(tool);
  // A label that is only a list of functions ('sum(), max(), min(), sorted()'): the ones the code calls.
  if (/^[\w()]+(?:,\s*[\w()]+)+$/.test(label)) {
    const calls = label.split(/,\s*/).filter(called);
    return calls.length ? calls.map((t) => `\`${t}\``).join(', ') : name;
  }
  const listed = [...label.matchAll(/\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(/,\s*/)).map((t) => t.replace(/[\s…]+$/g, '').trim());
  const used = (tool: string) => (/^[A-Za-z_]+$/.test(tool) ? new RegExp(`(?<![\\w])${tool}(?![\\w])`).test(masked) : tool.length > 0 && masked.includes(tool));
  // Longest operators first, so '//' is not also read as '/'.
  const tools = [...new Set(listed)].filter((t) => t && !/[가-힣]/.test(t)).sort((a, b) => b.length - a.length);
  const found: string[] = [];
  let rest = masked;
  for (const t of tools) {
    if (!used(t) || (!/^[A-Za-z_]+$/.test(t) && !rest.includes(t))) continue;
    if (!/^[A-Za-z_]+$/.test(t)) rest = rest.split(t).join(' ');
    if (seen(t)) found.push(t);
  }
  if (found.length === 0) return name;
  const order = (t: string) => listed.indexOf(t);
  // '`//`, `%` 같은 산술 연산자': the particle that follows then fits a Korean word.
  return `${found.sort((a, b) => order(a) - order(b)).map((t) => `\`${t}\``).join(', ')} 같은 ${name}`;
}

/** conceptName for the open task: on a graded problem only the tools its question or starter already shows. */
export function taskConceptName(ctx: TutorContext, c: ConceptId, code: string): string {
  return conceptName(c, code, ctx.problem ? `${ctx.problem.question}\n${ctx.problem.starter_code}` : undefined);
}

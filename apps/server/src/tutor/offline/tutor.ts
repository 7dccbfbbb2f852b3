// The basic tutor (기본 튜터): works with no network and no key. It recognises what the student
// asks, explains the last error with the Korean error table and the student's own line, answers
// concept questions from this and earlier sections' lessons, climbs a hint ladder (goal → the
// problem's hint → a skeleton with blanks) and never gives the full solution. Short, polite Korean
// that ends with a question or a next step.
import { CONCEPTS, TUTOR_LABELS, explainPythonError, maskStringsAndComments, normalizeOutput, outputsMatch, parseFenceInfo, resolveJosa, type ConceptFence, type ConceptId, type PythonErrorExplanation, type TutorIntent } from '@dodam/contracts';
import { errorInWords } from './error-words.js';
import { readCode, type Finding } from '../code-reading.js';
import { codeOfReply, conceptsInCode, conceptsInReply, gistAndPlace, taughtAtSentence, TAUGHT_AT_LINE } from './concept-scan.js';
import type { TutorContext } from '../context.js';
import { casualYesNoEnd, classify, formExpansions, type Classification } from './intents.js';
import { understand as understandWord } from './understanding.js';
import { codeExamples, proseLines, type Chunk, type CourseIndex, type Hit, type Retrieval } from '../retrieval.js';
import { BLANK, logicalLines, skeletonFromSolution } from '../skeleton.js';
import { parsonsRung } from '../parsons.js';
import { normaliseLine } from '../state.js';
import { loopBoundReading, statedExpectation, type StatedExpectation } from './expectation.js';
import { heartsOf, withoutNearSolutions } from './near-solution.js';
import { codeJ } from '../korean.js';
import { CONCEPT_GISTS } from './gists.js';
import { casualAnswer } from './casual.js';
import { expressesFeeling, inLadder, shortTurn, warmSentence, type ShortTurn } from './short-turns.js';

export interface OfflineReply {
  text: string;
  intent: TutorIntent;
  hintLevel: number | null;
  /** Reference-solution lines shown whole (recorded in the conversation state). */
  revealed?: string[];
}

export const OFFLINE_PREFIX = `**[${TUTOR_LABELS.offline}]** `;
/** A hit answers the question when it covers most of the query and names the topic (or scores high). */
function answers(hit: Hit | undefined): hit is Hit {
  return hit !== undefined && hit.coverage >= 0.5 && (hit.headingHit || hit.score >= 6);
}

const QUESTIONS = [
  '이 예시를 직접 실행해 보기 전에, 어떤 결과가 나올지 먼저 예상해 볼까요?',
  '예시에서 값을 하나 바꿔 보면 결과가 어떻게 달라질까요?',
  '이 내용을 지금 풀고 있는 문제에 어떻게 쓸 수 있을지 생각해 볼까요?',
];

function pick<T>(items: readonly T[], seed: string): T {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

function fence(code: string, lang = 'python'): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(Math.max(3, longest + 1));
  return `${f}${lang}\n${code.replace(/\n+$/, '')}\n${f}`;
}

function inlineCode(text: string): string {
  const t = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  return t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
}

function sectionName(ctx: TutorContext): string {
  return ctx.section ? `${ctx.section.id}섹션 「${ctx.section.title}」` : '파이썬';
}

interface Task {
  kind: 'problem' | 'exercise';
  title: string;
  text: string;
  hint: string;
  starter: string;
  exampleInputs: string[];
  expectedOutput?: string | undefined;
  solution?: string | undefined;
}

function taskOf(ctx: TutorContext): Task | undefined {
  if (ctx.problem) {
    const p = ctx.problem;
    return { kind: 'problem', title: p.title, text: p.question, hint: p.hint, starter: p.starter_code, exampleInputs: p.example_inputs, expectedOutput: p.expected_output, solution: p.reference_solution };
  }
  if (ctx.exercise) {
    const e = ctx.exercise;
    const blocks = [...e.prompt.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\n$/, ''));
    const expected = /출력/.test(e.prompt) ? blocks.at(-1) : undefined;
    return { kind: 'exercise', title: e.title, text: e.prompt, hint: e.hint, starter: e.starter_code, exampleInputs: e.example_inputs, expectedOutput: expected };
  }
  return undefined;
}

/**
 * The task restated: its sentences quoted (at most five) with the short blocks they refer to ('아래
 *코드는 …', '고친 뒤의 출력:'), so no sentence points at an example that is not there.
 */
function goalText(task: Task): string {
  const parts: string[] = [];
  let prose = 0;
  let block: string[] | null = null;
  let lang = '';
  for (const raw of task.text.split('\n')) {
    const unquoted = raw.replace(/^>\s?/, '');
    if (unquoted.trimStart().startsWith('```')) {
      if (block === null) {
        block = [];
        lang = unquoted.trim().slice(3);
        continue;
      }
      if (block.length > 0 && block.length <= 12) parts.push(`\`\`\`${lang}\n${block.join('\n')}\n\`\`\``);
      block = null;
      continue;
    }
    if (block !== null) {
      block.push(unquoted);
      continue;
    }
    const line = unquoted.trim();
    if (!line) continue;
    if (prose >= 5) break;
    prose++;
    parts.push(`> ${line}`);
  }
  // A sentence pointing below at a block the task text does not hold ('아래 코드는 …') gets what the page
  // shows there: the starter code, else the example output (both are on the student's screen).
  const pointsBelow = parts.findIndex((x) => /^> .*(아래\s*(코드|예시|예제)|아래처럼)/.test(x));
  if (pointsBelow >= 0 && !parts.slice(pointsBelow).some((x) => x.startsWith('```'))) {
    const shown = /예시|아래처럼/.test(parts[pointsBelow]!) && task.expectedOutput ? task.expectedOutput : task.starter.trim() || task.expectedOutput;
    if (shown && shown.split('\n').length <= 12) parts.splice(pointsBelow + 1, 0, `\`\`\`${shown === task.starter.trim() ? 'python' : 'text'}\n${shown}\n\`\`\``);
    else parts.splice(pointsBelow, 1);
  }
  // A last sentence announcing a block that is not shown ('…출력:', '아래처럼') goes too.
  while (parts.length > 1 && /^> .*([:：]|아래\S*|하면)$/.test(parts.at(-1)!)) parts.pop();
  return parts.reduce((acc, part, i) => (i === 0 ? part : `${acc}${part.startsWith('> ') && parts[i - 1]!.startsWith('> ') ? '\n>\n' : '\n\n'}${part}`), '');
}

// ---------------------------------------------------------------------------------------------
// Lesson links

/** A markdown link to the lesson passage that best explains `query`, within what the student has reached. */
function lessonLink(ctx: TutorContext, index: CourseIndex | undefined, query: string): string {
  const top = index?.search(query, { maxOrder: ctx.section?.order, limit: 1, boost: (c) => (c.sectionId === ctx.section?.id ? 1.2 : 1) })[0];
  return top ? `\n\n📖 ${linkTo(ctx, top.chunk)}` : '';
}

function linkTo(ctx: TutorContext, chunk: Chunk): string {
  const courseId = ctx.course?.id ?? 'python';
  return `[${chunk.sectionId}섹션 「${chunk.sectionTitle}」 › ${chunk.heading}](/learning/${courseId}/video?section=${encodeURIComponent(chunk.sectionId)})`;
}

// ---------------------------------------------------------------------------------------------
// Hint ladder: goal → the task's hint → a skeleton with blanks, and there it ends. The rung is the
// server's (ctx.state): a history the client sends cannot raise it. On a graded problem no rung, and
// no sum of rungs over the conversation, shows every line the starter code lacks.

/** The skeleton of a reference solution that leaves at least one line the starter lacks blank, also counting `revealed`. */
export function safeSkeleton(solution: string, starter: string, revealed: readonly string[] = []): { code: string; revealed: string[] } {
  const lines = skeletonFromSolution(solution, starter).split('\n');
  const given = new Set(logicalLines(starter).map(normaliseLine).filter(Boolean));
  const missing = new Set(logicalLines(solution).map(normaliseLine).filter((l) => l && !given.has(l)));
  const shownAt = () => lines.map((l, i) => (!l.includes(BLANK) && missing.has(normaliseLine(l)) ? i : -1)).filter((i) => i >= 0);
  const known = new Set(revealed.map(normaliseLine));
  // Blank whole lines, last first, until something the starter lacks stays hidden.
  for (let shown = shownAt(); missing.size > 0 && [...missing].every((m) => known.has(m) || shown.some((i) => normaliseLine(lines[i]!) === m)) && shown.length; shown = shownAt()) {
    const i = shown.at(-1)!;
    lines[i] = `${/^\s*/.exec(lines[i]!)![0]}${BLANK}`;
  }
  return { code: lines.join('\n'), revealed: shownAt().map((i) => normaliseLine(lines[i]!)) };
}

/** The top rung of the ladder: a skeleton with blanks (or the starter's own blanks, or the hint). */
export const TOP_RUNG = 3;

/** A stored hint written as bare code ('var = sum((x - mean) ** 2 …)') is shown as code, not read as markdown. */
function hintProse(hint: string): string {
  if (hint.includes('`')) return hint;
  const codeChars = (hint.match(/[\x20-\x7e]/g) ?? []).length;
  if (/[=(]/.test(hint) && codeChars / Math.max(1, hint.length) > 0.9) return inlineCode(hint);
  // An expression inside a sentence ('횟수는 2 ** n - 1 과 같아요') whose * or _ markdown would eat.
  return hint.replace(/[A-Za-z0-9_.()[\]]+(?:\s*(?:\*\*|\*|\/\/|[-+/%])\s*[A-Za-z0-9_.()[\]]+)+/g, (expr) => (/[*_]/.test(expr) ? inlineCode(expr) : expr));
}

export function hintReply(ctx: TutorContext, level: number, opening = ''): OfflineReply {
  const task = taskOf(ctx);
  const intro = opening ? `${opening}\n\n` : '';
  if (!task) {
    return {
      intent: 'hint',
      hintLevel: null,
      text: `${intro}지금 어떤 문제를 풀고 있는지 알려 줄래요? 문제를 고르거나 문제 내용을 보내 주면, 목표를 정리하는 것부터 한 단계씩 같이 해 볼게요.`,
    };
  }
  const title = `「${task.title}」`;
  const rung = Math.min(Math.max(level, 1), TOP_RUNG);
  const beyond = level > TOP_RUNG;
  if (rung === 1) {
    const goal = goalText(task);
    const next = task.exampleInputs.length
      ? '먼저 입력받은 값을 어떤 변수에 저장할지 정해 볼까요? 입력은 몇 번 받아야 할까요?'
      : '출력해야 하는 첫 줄은 무엇일까요? 그 줄을 출력하는 코드부터 써 볼까요?';
    return { intent: 'hint', hintLevel: 1, text: `${intro}**1단계: 목표 정리** — ${title}에서 할 일을 다시 정리해 볼게요.\n\n${goal}\n\n${next}` };
  }
  if (rung === 2) {
    return {
      intent: 'hint',
      hintLevel: 2,
      text: `${intro}**2단계: 힌트** — ${title}\n\n💡 ${hintProse(task.hint)}\n\n이 힌트는 코드의 어느 줄에 쓰면 될까요? 한 줄씩 고쳐 보고 실행해 봐요.`,
    };
  }
  const last = beyond ? '힌트는 여기까지가 마지막 단계예요. 더 알려 주면 정답이 되니까, 이제부터는 직접 채워 볼 차례예요. 💪\n\n' : '';
  // A practice exercise with a model solution ends at a Parsons puzzle with distractor lines (../parsons.ts).
  const puzzle = task.kind === 'exercise' && ctx.exercise ? parsonsRung(ctx.exercise) : undefined;
  if (puzzle) return { intent: 'hint', hintLevel: TOP_RUNG, text: `${intro}${last}${puzzle}` };
  let skeleton: { code: string; revealed: string[] } | undefined;
  if (task.solution) skeleton = safeSkeleton(task.solution, task.starter, ctx.state.revealed);
  else if (task.starter.includes('___')) skeleton = { code: task.starter.trimEnd(), revealed: [] };
  if (!skeleton) {
    return {
      intent: 'hint',
      hintLevel: TOP_RUNG,
      text: `${intro}${last}**3단계: 마지막 힌트** — ${title}\n\n💡 ${hintProse(task.hint)}\n\n여기서 더 알려 주면 정답이 돼요. 지금까지 쓴 코드를 실행해 보고, 어느 줄에서 막혔는지 알려 줄래요?`,
    };
  }
  return {
    intent: 'hint',
    hintLevel: TOP_RUNG,
    revealed: skeleton.revealed,
    text: `${intro}${last}**3단계: 뼈대 코드** — ${title}의 빈칸(\`${BLANK}\`)을 채워 보세요.\n\n${fence(skeleton.code)}\n\n어느 빈칸이 어려운지 알려 주면 그 빈칸에 필요한 개념을 같이 볼게요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?`,
  };
}

// ---------------------------------------------------------------------------------------------
// Errors

interface ErrorSource {
  text: string;
  code: string;
}

function errorSource(ctx: TutorContext, pasted: boolean): ErrorSource | undefined {
  if (pasted) return { text: ctx.userInput, code: ctx.code };
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) return { text: run.error || run.output, code: ctx.code };
  return undefined;
}

export function explainError(source: ErrorSource): string | undefined {
  const e = explainPythonError(source.text, { code: source.code });
  if (!e) return undefined;
  return errorCard(e);
}

/** A card without a line number says nothing about 'the Nth line' (its templates leave '번째 줄' empty). */
function withoutEmptyLine(text: string): string {
  return text.replace(/(^|[\s(])번째\s*줄(?:에서|의|에)?\s*/g, '$1').replace(/^\s+/, '');
}

/** The explainer's card as a reply: where, what, why, and the tip about that error. */
function errorCard(e: PythonErrorExplanation): string {
  if (e.line === undefined) {
    return `오류가 났어요. **${e.title.replace(/[.!]$/, '')}**\n\n${withoutEmptyLine(e.explanation)}\n\n💡 ${withoutEmptyLine(e.suggestion)}\n\n고친 뒤 다시 실행하면 어떻게 되는지 알려 줄래요?`;
  }
  const where = `${e.line}번째 줄에서 `;
  const quoted = e.code ? `\n\n${fence(e.code)}` : '';
  return `${where}오류가 났어요. **${e.title.replace(/[.!]$/, '')}**${quoted}\n\n${e.explanation}\n\n💡 ${e.suggestion}\n\n고친 뒤 다시 실행하면 어떻게 되는지 알려 줄래요?`;
}

/** A run that stopped because it never ended (time limit, stopped by the student). */
function endless(ctx: TutorContext): boolean {
  const text = `${ctx.lastRun?.error ?? ''}`;
  // The browser's messages and the server sandbox's ('실행 시간 제한(2초)을 넘어 …', '출력이 너무 많아 …').
  return /시간\s*(초과|제한)|timed?\s*out|timeout|KeyboardInterrupt|중지|출력이\s*너무\s*많/i.test(text);
}

function errorReply(ctx: TutorContext, pasted: boolean): OfflineReply | undefined {
  const source = errorSource(ctx, pasted);
  if (!source) return undefined;
  if (endless(ctx)) {
    const loop = readCode(ctx.code).find((f) => f.kind === 'infinite-loop' || f.kind === 'loop-update-outside') ?? repairFinding(ctx);
    if (loop) return findingsReply(ctx, [loop], 'error_help', '실행이 끝나지 않아서 멈췄어요.');
  }
  const text = explainError(source);
  if (text) return { intent: 'error_help', hintLevel: null, text };
  // No traceback to explain (a stop without one): what the code itself shows, when it shows something.
  const found = source.code.trim() ? readCode(source.code) : [];
  if (found.length) return findingsReply(ctx, found, 'error_help');
  const lastLine = source.text.trim().split('\n').filter(Boolean).at(-1) ?? '';
  return {
    intent: 'error_help',
    hintLevel: null,
    text: `이 오류는 제가 정확히 설명하기 어려워요. 😥 오류 메시지의 마지막 줄 ${inlineCode(lastLine)}에 무엇이 잘못됐는지 적혀 있어요. 그 줄이 가리키는 코드 줄을 같이 볼까요? 몇 번째 줄에서 난 오류인가요?`,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the student's code (no traceback)

function findingsFor(ctx: TutorContext, task: Task | undefined): Finding[] {
  const run = ctx.lastRun;
  const own = isTaskCode(ctx, task);
  return readCode(ctx.code, { expectedOutput: own ? task?.expectedOutput : undefined, output: run?.success ? run.output : undefined, taskText: own ? task?.text : undefined, said: ctx.userInput });
}

/**
 * The code is the open task's (its starter's lines are there, or it has no starter): only then is
 * the task's example output the expectation. Other code is read on its own and the student's words.
 */
function isTaskCode(ctx: TutorContext, task: Task | undefined): boolean {
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

/** The message is about what the student's own code does (its output, a stop, a value), not a topic. */
const ABOUT_RUN =
  /나와|나옴|나오|나온|떠요|떠여|뜸|뜨는|뜨네|생겨|생김|생기|그대로|안\s*멈|멈추지|멈춰|멈춤|안\s*끝|끝나지|끝이\s*안|계속\s*(돌|나와|반복)|이상|틀|결과|None|안\s*바뀌|바뀌어|바뀜|바뀌네|왜\s*(이래|이렇|저래|그래)|뭐가\s*(문제|잘못)|어디가\s*(틀|잘못|문제)|출력이|값이|안\s*돼|안\s*됨|안\s*되|작동|동작/;

/** The message names one of the code's own variables ('a는 안 건드렸는데'). */
function namesOwnVariable(message: string, code: string): boolean {
  const names = new Set([...maskStringsAndComments(code).matchAll(/^\s*([A-Za-z_]\w*)\s*(?:[-+*/]?=)(?!=)/gm)].map((m) => m[1]!));
  return [...names].some((n) => n.length >= 1 && new RegExp(`(^|[^A-Za-z_0-9])${n}(?![A-Za-z_0-9])`).test(message));
}

/** What the program printed last, and the print line (1-based) and its value expression. */
function printedValue(code: string): { line: number; expr: string } | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^\s*print\s*\((.*)\)\s*$/.exec(lines[i]!);
    if (m) return { line: i + 1, expr: m[1]!.trim() };
  }
  return undefined;
}

/**
 * Which branch printed `shown` and the condition that chose it: `print("홀수")` under `else:` ran
 * because `if n % 2 == 1:` (and every elif) was false. Read on the student's own code and output.
 */
function branchReading(code: string, shown: string, inputs: readonly string[]): string | undefined {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  const at = lines.findIndex((l) => {
    const m = /^\s*print\s*\(\s*(["'])(.*)\1\s*\)\s*$/.exec(l);
    return m !== null && m[2] === shown;
  });
  if (at < 0) return undefined;
  // The header of the block holding the print line.
  let h = at - 1;
  while (h >= 0 && (!lines[h]!.trim() || indent(lines[h]!) >= indent(lines[at]!))) h--;
  if (h < 0) return undefined;
  const header = lines[h]!.trim();
  const given = inputs.length ? ` 입력한 ${codeJ(inputs.join(', '), '을/를')} 넣고` : '';
  const cond = /^(?:if|elif)\s+(.+):$/.exec(header);
  if (cond) return `${codeJ(shown, '은/는')} ${h + 1}번째 줄 조건 ${codeJ(cond[1]!, '이/가')} **참**이어서 나왔어요.${given} 이 조건을 직접 계산해 보면 왜 참이 되는지 보일 거예요. 조건이 내가 원하는 경우를 제대로 나타내나요?`;
  if (header !== 'else:') return undefined;
  // else: every condition of its chain above was false.
  const conds: { line: number; cond: string }[] = [];
  for (let i = h - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (!l.trim() || indent(l) > indent(lines[h]!)) continue;
    if (indent(l) < indent(lines[h]!)) break;
    const m = /^\s*(if|elif)\s+(.+):\s*$/.exec(l);
    if (!m) break;
    conds.unshift({ line: i + 1, cond: m[2]! });
    if (m[1] === 'if') break;
  }
  if (conds.length === 0) return undefined;
  const list = conds.map((c) => `${c.line}번째 줄 ${inlineCode(c.cond)}`).join(', ');
  return `${codeJ(shown, '은/는')} ${h + 1}번째 줄 \`else:\` 쪽에서 나왔어요. 그러니까 ${list}의 조건이 모두 **거짓**이었다는 뜻이에요.${given} 조건을 직접 계산해 볼까요? 조건이 내가 원하는 경우를 제대로 나타내나요?`;
}

/** The repair the server verified on this code (context.repair), as a finding on the student's line. */
function repairFinding(ctx: TutorContext): Finding | undefined {
  const r = ctx.repair;
  if (!r) return undefined;
  return { kind: 'mistake', line: r.line, code: r.code, query: r.query, concept: r.concept, message: `${r.message}\n\n(이 부분 하나만 고쳐서 실행해 보면 말한 결과가 나와요. 직접 고쳐서 확인해 볼까요?)` };
}

/** Code first: the run's error, else the lessons' mistakes in the code, else the code's own output against what the student says. */
function codeFirstReply(ctx: TutorContext, task: Task | undefined): OfflineReply {
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return r;
  }
  const findings = findingsFor(ctx, task);
  if (findings.length) return findingsReply(ctx, findings, 'check_code');
  if (isTaskCode(ctx, task)) return checkReply(ctx);
  const printed = printedValue(ctx.code);
  const out = run?.success ? normalizeOutput(run.output) : '';
  const branch = out ? branchReading(ctx.code, out.split('\n').at(-1) ?? '', run?.inputs ?? []) : undefined;
  if (branch) return { intent: 'check_code', hintLevel: null, text: resolveJosa(branch) };
  const shown = out ? `실행하면 ${codeJ(out.split('\n').at(-1) ?? '', '이/가')} 나와요. ` : '';
  const where = printed ? `${printed.line}번째 줄 ${inlineCode(`print(${printed.expr})`)}에서 출력하는 ${codeJ(printed.expr, '이/가')} 어떻게 만들어지는지 위에서부터 한 줄씩 따라가 볼까요?` : '코드를 위에서부터 한 줄씩 따라가며 변수마다 어떤 값이 들어가는지 적어 볼까요?';
  return { intent: 'check_code', hintLevel: null, text: resolveJosa(`${shown}${where} 어느 줄에서 값이 처음으로 생각과 달라지는지 찾으면 고칠 곳이 보여요. 원래 어떤 결과가 나와야 하는지 알려 주면 같이 비교해 볼게요.`) };
}


function findingsReply(ctx: TutorContext, findings: Finding[], intent: TutorIntent, opening = ''): OfflineReply {
  const [first, second] = findings;
  const f = first!;
  const index = ctx.index;
  const parts = [opening, `${f.line}번째 줄을 볼까요?\n\n${fence(f.code)}`, f.message].filter(Boolean);
  if (second && second.line !== f.line) parts.push(`그리고 ${second.message}`);
  const link = lessonLink(ctx, index, f.query);
  return { intent, hintLevel: null, text: `${parts.join('\n\n')}${link}\n\n고친 뒤 다시 실행해 봐요. 이 줄을 어떻게 고치면 될까요?` };
}

function firstDifference(actual: string, expected: string): { line: number; got: string; want: string } | undefined {
  const a = normalizeOutput(actual).split('\n');
  const e = normalizeOutput(expected).split('\n');
  for (let i = 0; i < Math.max(a.length, e.length); i++) {
    if (a[i] !== e[i]) return { line: i + 1, got: a[i] ?? '', want: e[i] ?? '' };
  }
  return undefined;
}

/** Only spaces or line breaks differ (the values are right). */
export function whitespaceOnly(actual: string, expected: string): boolean {
  return actual.replace(/\s+/g, '') === expected.replace(/\s+/g, '') && normalizeOutput(actual) !== normalizeOutput(expected);
}

function diagnose(got: string, want: string, actual: string, expected: string): string {
  const gotLines = normalizeOutput(actual).split('\n').length;
  const wantLines = normalizeOutput(expected).split('\n').length;
  if (whitespaceOnly(actual, expected)) {
    return got.replace(/\s+/g, '') === want.replace(/\s+/g, '')
      ? '값은 맞는데 **띄어쓰기만** 달라요. `print()`에서 쉼표(,)로 값을 나누면 사이에 공백이 하나 들어가요.'
      : '값은 맞는데 **줄바꿈만** 달라요. 한 줄에 출력할 것과 여러 줄에 나눌 것을 확인해 보세요.';
  }
  if (got === '' || want === '') return `출력한 줄 수가 달라요 (예시는 ${wantLines}줄, 내 출력은 ${gotLines}줄).`;
  if (got.toLowerCase() === want.toLowerCase()) return '대문자와 소문자가 달라요.';
  if (got.replace(/[^\p{L}\p{N}\s]/gu, '') === want.replace(/[^\p{L}\p{N}\s]/gu, '')) return '문장부호(쉼표, 마침표, 느낌표 등)가 달라요.';
  if (/\d/.test(want) && /\d/.test(got)) return '**값이** 달라요. 이 값을 계산하는 줄을 따라가며, 변수에 어떤 값이 들어 있는지 하나씩 확인해 보세요.';
  return '**내용이** 달라요. 이 줄을 출력하는 코드를 찾아 예시와 비교해 보세요.';
}

function checkReply(ctx: TutorContext, intent: TutorIntent = 'check_code'): OfflineReply {
  const task = taskOf(ctx);
  const code = ctx.code.trim();
  const reply = (text: string): OfflineReply => ({ intent, hintLevel: null, text });
  if (!code) return reply('아직 코드가 보이지 않아요. 편집기에 코드를 쓰고 한 번 실행해 본 뒤 다시 물어봐 주세요. 첫 줄은 무엇으로 시작하면 좋을까요?');
  if (/_{3,}/.test(code)) return reply('아직 빈칸(`___`)이 남아 있어요. 빈칸을 모두 채운 뒤 실행해 보세요. 첫 번째 빈칸에는 무엇이 들어가야 할까요?');
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return { ...r, intent, text: r.text.startsWith('실행이 끝나지') ? r.text : `실행하면 오류가 나요. ${r.text}` };
  }
  const findings = findingsFor(ctx, task);
  const matches = run && task?.expectedOutput !== undefined && outputsMatch(run.output, task.expectedOutput);
  if (findings.length && !matches) return findingsReply(ctx, findings, intent);
  if (!run) {
    return reply('아직 실행 결과가 없어요. 먼저 코드를 실행해 보세요. 실행 결과가 예시 출력과 같은지 직접 비교해 볼까요?');
  }
  if (!task?.expectedOutput) {
    // 'Is this right?' on code that ran, with no open task to compare with and none of the lessons' mistakes found.
    const last = normalizeOutput(run.output).split('\n').at(-1)?.trim() ?? '';
    const shown = last && last.length <= 40 ? ` 마지막 출력: ${inlineCode(last)}.` : '';
    const other = run.inputs.length ? ' 다른 입력으로도 한 번 더 실행해 보면 확실해요.' : '';
    return reply(`오류 없이 실행됐고, 자주 하는 실수도 보이지 않아요. 잘 짰어요! 👍${shown}${other} 원하던 출력과 같았나요?`);
  }
  const sameInputs = run.inputs.length === 0 ? task.exampleInputs.length === 0 || run.output !== '' : run.inputs.join('\n').trim() === task.exampleInputs.join('\n').trim();
  if (!sameInputs) {
    return reply(`예시 입력(${task.exampleInputs.map(inlineCode).join(', ')})으로 실행하면 예시 출력과 바로 비교할 수 있어요. 예시 입력으로 한 번 실행해 볼까요?`);
  }
  if (matches) {
    return reply(
      task.kind === 'problem'
        ? '예시 입력으로는 예시 출력과 똑같이 나와요! 👍 제출하면 숨겨진 테스트의 다른 입력으로도 채점해요. 다른 값을 넣어도 맞게 나올지 한 번 더 생각해 볼까요?'
        : '예시 출력과 똑같아요! 잘했어요. 👍 값을 바꿔서도 실행해 보고, 다 됐다면 다음 실습으로 넘어가 볼까요?',
    );
  }
  const diff = firstDifference(run.output, task.expectedOutput)!;
  const why = diagnose(diff.got, diff.want, run.output, task.expectedOutput);
  return reply(
    `예시 출력과 ${diff.line}번째 줄이 달라요.\n\n- 예시 출력: ${diff.want ? inlineCode(diff.want) : '(없음)'}\n- 내 출력: ${diff.got ? inlineCode(diff.got) : '(없음)'}\n\n${why}\n\n어느 줄을 고치면 이 줄이 예시처럼 나올까요?`,
  );
}

/** '안 돼요' without an error: the run's error if any, else what the code does wrong, else the topic. */
function notWorkingReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined): OfflineReply {
  const err = errorReply(ctx, c.pastedTraceback);
  if (err) return err;
  if (ctx.code.trim()) return checkReply(ctx, 'check_code');
  const concept = c.understood.concepts.length ? conceptReply(ctx, c, index) : undefined;
  if (concept) return concept;
  return {
    intent: 'check_code',
    hintLevel: null,
    text: '어떤 코드가 안 되는지 아직 보이지 않아요. 편집기에 코드를 쓰고 한 번 실행한 뒤 다시 물어봐 주세요. 오류 메시지가 나왔나요, 아니면 결과가 예상과 달랐나요?',
  };
}

// ---------------------------------------------------------------------------------------------
// Concepts

function excerpt(hit: Hit): string {
  const lines = proseLines(hit.chunk.body)
    .filter((l) => !/^[-*]\s*$/.test(l))
    .slice(0, 3)
    .map((l) => (l.length > 220 ? `${l.slice(0, 217)}...` : l));
  return lines.join('\n');
}

/** The chunk's first short runnable example that stays inside the fence. */
function example(hit: Hit, fenceOf: ConceptFence, solutions: readonly string[]): string {
  // Some lessons teach with the very program a problem asks for: never show that one.
  const ok = (code: string) => [...conceptsInCode(code)].every((c) => fenceOf.allows(c)) && !solutions.some((s) => includesLines(code, s));
  const ex = codeExamples(hit.chunk.body).find((e) => !e.norun && e.code.split('\n').length <= 10 && ok(e.code));
  return ex ? `\n\n${fence(ex.code)}` : '';
}

/** The reference solutions of the course's problems (for keeping lesson examples that equal one out of replies). */
function solutionsOf(ctx: TutorContext): string[] {
  return (ctx.course?.sections ?? []).flatMap((s) => s.problems.map((p) => p.reference_solution));
}

/** `solution`'s lines (two or more) appear in `code` in order, one after another. */
export function includesLines(code: string, solution: string): boolean {
  const norm = (l: string) => l.replace(/\s+/g, ' ').trim();
  const want = solution.split('\n').map(norm).filter((l) => l && !l.startsWith('#'));
  if (want.length < 2) return false;
  const got = code.split('\n').map(norm).filter(Boolean);
  for (let i = 0; i + want.length <= got.length; i++) if (want.every((w, k) => got[i + k] === w)) return true;
  return false;
}

function laterReply(ctx: TutorContext, blocked: ConceptId[], alternative: Hit | undefined): OfflineReply {
  // A one-line gist in taught words first, then where the course teaches it (the content's concept index).
  const gist = CONCEPT_GISTS[blocked[0]!];
  const sentences = [...(gist ? [gist] : []), ...blocked.slice(0, 2).map((c) => taughtAtSentence(ctx.fence, c, ctx.course))];
  const alt = alternative
    ? `\n\n지금까지 배운 것 중에서는 ${alternative.chunk.sectionId}섹션 「${alternative.chunk.sectionTitle}」의 **${alternative.chunk.heading}**이 도움이 될 거예요.\n\n${excerpt(alternative)}\n\n📖 ${linkTo(ctx, alternative.chunk)}`
    : '';
  return {
    intent: 'concept',
    hintLevel: null,
    text: resolveJosa(`좋은 질문이에요! ${sentences.join(' ')}${alt}\n\n지금은 ${sectionName(ctx)}까지 배운 것으로 해 볼 수 있어요. 지금 배우는 내용에서 궁금한 점이 있나요?`),
  };
}

/** A question answered with yes or no: an interrogative ending and no question word. */
const WH_WORD = /뭐|무엇|무슨|어떻게|어케|어떡|왜|언제|어디|누구|몇|어느|어떤|얼마|차이|방법|법\b/;
const YES_NO_END = /(돼요?|되나요|되요|됨|돼|되죠|가능(해요|한가요|함)?|있어요?|있나요|있음|있죠|맞아요?|맞나요|맞음|맞죠|인가요|이야|야|예요|이에요|임|나요|까요|ㄴ가요|니|냐|어요|아요|해요|함|져요|워요|뀌어요|뀌나요|요)\s*\?+\s*$|(돼요|되나요|됨|가능|있어요|있나요|맞아요|맞음|맞나요|인가요|시작함|시작해요|바뀌어요|바뀌나요)\s*$/;
/** The question itself says no ('쓰면 안 돼요?'): a yes then agrees with the no. */
const NEGATED_QUESTION = /(?:^|\s)(안|못)\s*(돼|되|됨|해|하|써|쓰|나와|나오|바뀌|들어|돌)|(?:^|\s)없(어|나|음|는지)|않(아|나|는)/;
/** A sentence that says no: cannot, not, stays the same, only, looks like … but. */
const NEGATIVE = /없어요|없습니다|없고|없는|안\s*돼|안\s*되|않아요|않고|않습니다|않는|못\s|못해|아니에요|아니라|아니고|그대로예요|그대로|뿐|에서만|보여도|오류가\s*(나|생)|에러가\s*나|사라져/;

export function isYesNoQuestion(text: string): boolean {
  const t = text.trim();
  return !WH_WORD.test(t) && (YES_NO_END.test(t) || casualYesNoEnd(t));
}

/** A sentence that points at an example next to it in the lesson ('아래 코드는 …'): it reads broken alone. */
const REFERS_TO_EXAMPLE = /아래|위의?\s*(코드|예시|예제)|다음\s*(코드|예시|예제)|이\s*코드(를|는|에서)/;

/** Words of a question that say how it is asked, not what about (never matched against the lessons). */
const FORM_WORDS = /^(뭐하|뭐예|뭐에|뭐야|뭔지|무엇|어떻|어케|되나|돼요|되요|하면|하는|이거|그거|저거|진짜|근데|써요|쓰면|쓰는|써도|해도|넣어|있어|있나|없어|나와|되는|알려|궁금|혹시|그냥|이렇|저렇)$/;
/** Sentences that say why, what happens, or how (preferred for those question forms). */
const FORM_HINT: [RegExp, RegExp][] = [
  [/왜|이유|어째서/, /때문|그래서|그러면|려고|위해|수\s*있어|편리|덕분/],
  [/어떻게\s*(돼|되|됨)|뭐가\s*(돼|나와|돌아)|어케\s*(돼|되|됨)|하면\s*어떻게|어떻게\s*될/, /돼요|나요|생겨|Error|남아요|나와요|돌려|만들어요|바뀌어요/],
];

/** A question's words: code words whole, Korean words by their first two syllables (spacing is unreliable). */
function questionWords(question: string): string[] {
  const words = (question.match(/[A-Za-z_]+|-?\d+|[\uAC00-\uD7A3]{2,}/g) ?? []).map((w) => (/[\uAC00-\uD7A3]/.test(w) ? w.slice(0, 2) : w.toLowerCase()));
  return [...new Set(words.filter((w) => !FORM_WORDS.test(w)))];
}

/**
 * The sentence of the lessons that answers the question asked: the one sharing the question's rarest
 * words (weighted by how few candidate sentences have them), preferring, for a why or a what-happens
 * question, a sentence that gives a reason or a result. A caveat right after it ('하지만 …') comes with it.
 */
function answerSentence(question: string, hits: readonly Hit[], expansions = ''): string | undefined {
  // The words for what the question's form asks (its predicate, intents.ts) weigh more than the topic's.
  const asked = questionWords(formExpansions(question));
  const words = [...new Set([...questionWords(question), ...questionWords(expansions), ...asked])];
  if (words.length === 0 || hits.length === 0) return undefined;
  const candidates: { sentence: string; next: string | undefined; plain: string; rank: number }[] = [];
  for (const [rank, hit] of hits.entries()) {
    for (const raw of proseLines(hit.chunk.body)) {
      // A bold-only line is a heading ('**1. 끝 글자가 포함된다고 생각하기**'): it states a mistake, not an answer.
      // A predict item ('… 봄: 정답 문장') keeps only its answer after the colon.
      if (/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(raw.replace(/^[-*]\s+/, ''))) continue;
      const line = raw.replace(/^.*?(?:봄|생각함|생각하기)\s*:\s*/, '');
      const sentences = line.replace(/^[-*]\s+/, '').split(/(?<=[.!?])\s+/);
      for (const [i, sentence] of sentences.entries()) {
        if (sentence.length < 8 || sentence.length > 220 || REFERS_TO_EXAMPLE.test(sentence)) continue;
        candidates.push({ sentence: sentence.trim(), next: sentences[i + 1]?.trim(), plain: sentence.replace(/\*\*|`/g, '').replace(/\s+/g, '').toLowerCase(), rank });
      }
    }
  }
  if (candidates.length === 0) return undefined;
  const df = new Map(words.map((w) => [w, candidates.filter((c) => c.plain.includes(w)).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  const form = FORM_HINT.find(([asked]) => asked.test(question))?.[1];
  let best: { c: (typeof candidates)[number]; score: number } | undefined;
  for (const c of candidates) {
    const hit = words.filter((w) => c.plain.includes(w));
    if (hit.length === 0) continue;
    const score = hit.reduce((sum, w) => sum + idf(w) * (asked.includes(w) ? 1.5 : 1), 0) * (form && form.test(c.sentence) ? 1.3 : 1) * (1 - c.rank * 0.05);
    if (!best || score > best.score) best = { c, score };
  }
  if (!best) return undefined;
  const caveat = best.c.next && /^(하지만|다만|단,|그래도|그런데)/.test(best.c.next) ? ` ${best.c.next}` : '';
  const text = `${best.c.sentence}${caveat}`;
  // Emphasis cut in half by the sentence split is dropped rather than left dangling.
  return (text.match(/\*\*/g) ?? []).length % 2 === 1 ? text.replace(/\*\*/g, '') : text;
}

/** '네, …' / '아니요, …': the sentence that answers the question, and its polarity (of the sentence, not its caveat). */
function yesNoAnswer(question: string, hits: readonly Hit[]): string | undefined {
  if (!isYesNoQuestion(question)) return undefined;
  const sentence = answerSentence(question, hits);
  if (!sentence) return undefined;
  const first = sentence.split(/\s+(?=하지만|다만|단,|그래도|그런데)/)[0]!;
  const negative = NEGATIVE.test(first) !== NEGATED_QUESTION.test(question);
  return `${negative ? '아니요' : '네'}, ${sentence}`;
}

function conceptReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined, strict = false): OfflineReply | undefined {
  if (!index) return undefined;
  const u = c.understood;
  // Small talk ('오늘 급식 뭐예요') shares a word or two with the lessons by chance: a question
  // without code words must be mostly in the course's own vocabulary.
  if (!c.programming && u.concepts.length === 0 && index.knownShare(u.base) < 0.5) return undefined;
  const order = ctx.section?.order;
  const fenceOf = ctx.fence;
  const asked = u.concepts;
  const blocked = asked.filter((x) => !fenceOf.allows(x));
  const open = asked.filter((x) => fenceOf.allows(x));
  // Sections that teach an asked (allowed) concept first, then the current one.
  const teaching = new Set<string>();
  for (const x of open) {
    const at = conceptSection(ctx, x);
    if (at) teaching.add(at);
  }
  const boost = (chunk: Chunk) => (teaching.has(chunk.sectionId) ? 1.2 : 1) * (chunk.sectionId === ctx.section?.id ? 1.3 : 1);
  const ranked = index.search(u.base, { maxOrder: order, limit: 8, boost, extra: u.extra }).filter((h) => proseLines(h.chunk.body).length > 0);
  // Among close hits, the passage whose heading names most of the question teaches it.
  const first = ranked[0];
  const fit = (h: Hit) => h.headingCoverage + (h.chunk.sectionId === ctx.section?.id ? 0.15 : 0);
  const top = first ? ([...ranked].filter((h) => h.score >= first.score * 0.5 && (h.chunk.sectionId === first.chunk.sectionId || h.chunk.sectionId === ctx.section?.id)).sort((a, b) => fit(b) - fit(a) || b.score - a.score)[0] ?? first) : undefined;
  const near = (h: Hit) => teaching.has(h.chunk.sectionId) || h.chunk.sectionId === ctx.section?.id;
  const good = (h: Hit | undefined): h is Hit =>
    h !== undefined && (answers(h as Hit | undefined) || (!strict && ((h.headingHit && h.coverage >= 0.25) || (near(h) && h.coverage >= 0.25) || (teaching.has(h.chunk.sectionId) && h.headingHit && h.coverage >= 0.2))));
  // A question that names a concept the course has not reached is answered with its gist and place
  // (a passage of what was taught, when one fits, follows).
  if (blocked.length) return laterReply(ctx, blocked, good(top) && top.headingHit ? top : undefined);
  if (good(top)) {
    const where = `${top.chunk.sectionId}섹션 「${top.chunk.sectionTitle}」`;
    const intro = top.chunk.sectionId === ctx.section?.id ? `지금 배우는 ${where}의 **${top.chunk.heading}** 부분을 볼까요?` : `앞에서 배운 ${where}의 **${top.chunk.heading}** 부분을 다시 볼까요?`;
    // A later concept the question also names is not used, but its place is named.
    const later = blocked.length ? `\n\n${blocked.slice(0, 2).map((x) => taughtAtSentence(fenceOf, x, ctx.course)).join(' ')}` : '';
    const text = `${intro}\n\n${excerpt(top)}${example(top, fenceOf, solutionsOf(ctx))}\n\n📖 ${linkTo(ctx, top.chunk)}${later}\n\n${pick(QUESTIONS, u.text)}`;
    // A yes/no question starts with 네 or 아니요 and the sentence of the passage that answers it; a why,
    // how or what-happens question starts with the sentence that answers it when the excerpt lacks it.
    const near3 = ranked.filter((h) => h.chunk.sectionId === top.chunk.sectionId).slice(0, 5);
    const yesNo = yesNoAnswer(c.understood.text, near3);
    if (yesNo) return { intent: 'concept', hintLevel: null, text: `${yesNo}\n\n${text}` };
    const lead = answerSentence(c.understood.text, [top, ...ranked.filter((h) => h !== top && (h.chunk.sectionId === top.chunk.sectionId || h.chunk.sectionId === ctx.section?.id)).slice(0, 3)], u.extra);
    const shown = excerpt(top).replace(/\*\*|`/g, '');
    const fresh = lead && !shown.includes(lead.replace(/\*\*|`/g, '').split(/(?<=[.!?])\s/)[0]!.trim());
    return { intent: 'concept', hintLevel: null, text: fresh ? `${lead}\n\n${text}` : text };
  }
  // Nothing up to here and nothing the student named: a later section may teach it.
  if (order !== undefined && asked.length === 0 && !strict) {
    const later = index.search(u.base, { limit: 5, extra: u.extra }).find((h) => h.chunk.sectionOrder > order && answers(h));
    if (later && (first?.coverage ?? 0) < 0.25) {
      return {
        intent: 'concept',
        hintLevel: null,
        text: resolveJosa(
          `좋은 질문이에요! 그 내용은 ${later.chunk.sectionId}섹션 「${later.chunk.sectionTitle}」의 **${later.chunk.heading}**에서 자세히 배워요.\n\n지금은 ${sectionName(ctx)}을/를 먼저 익혀 두면 그때 훨씬 쉬워요. 지금 배우는 내용에서 궁금한 점이 있나요?`,
        ),
      };
    }
  }
  return undefined;
}

/** The section of this course that teaches `concept` (if it does). */
function conceptSection(ctx: TutorContext, concept: ConceptId): string | undefined {
  return ctx.course?.sections.find((s) => s.concepts.includes(concept))?.id;
}


// ---------------------------------------------------------------------------------------------
// The fence over everything said

/**
 * Drops code the student has not learnt yet from a reply (code blocks and lines with such code
 * spans), and says where that concept is taught instead. The student's own code may be quoted.
 */
export function applyFence(text: string, ctx: Pick<TutorContext, 'fence' | 'code' | 'course'>): string {
  const own = ctx.code;
  const isOwn = (code: string) => code.trim() !== '' && own.includes(code.trim());
  // What the student's own code already uses may be named in the answer about it (else a tip about
  // their `for` loop in section 12 would be cut out, leaving its line quoted with nothing said).
  const used = own.trim() ? conceptsInCode(own) : new Set<ConceptId>();
  const allows = (c: ConceptId) => ctx.fence.allows(c) || used.has(c);
  const dropped = new Set<ConceptId>();
  const outside = (code: string) => [...conceptsInCode(code)].filter((c) => !allows(c));
  let out = text.replace(/(`{3,})([^\n]*)\n([\s\S]*?)\n?\1/g, (whole, _f, lang: string, body: string) => {
    if (isOwn(body) || body.split('\n').every((l) => !l.trim() || isOwn(l))) return whole;
    // A Parsons puzzle is the open exercise's own model solution (and its mistakes): the exercise's content, not a suggestion.
    if (parseFenceInfo(lang).parsons) return whole;
    const bad = outside(body);
    if (bad.length === 0) return whole;
    for (const c of bad) dropped.add(c);
    return '';
  });
  let inCode = false;
  out = out
    .split('\n')
    .filter((line) => {
      if (/^`{3,}/.test(line)) inCode = !inCode;
      if (inCode || TAUGHT_AT_LINE.test(line)) return true;
      const spans = codeOfReply(line).spans.filter((s) => !isOwn(s));
      if (spans.length === 0) return true;
      const bad = [...conceptsInReply(spans.map((s) => `\`${s}\``).join(' '))].filter((c) => !allows(c));
      if (bad.length === 0) return true;
      for (const c of bad) dropped.add(c);
      return false;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  if (dropped.size === 0) return text;
  const notes = [...dropped].slice(0, 2).map((c) => taughtAtSentence(ctx.fence, c, ctx.course));
  return `${out.trim()}\n\n(${notes.join(' ')})`;
}

/**
 * Code blocks that contain a reference solution of the course (two or more of its lines in order) are
 * replaced: a model may quote a lesson that teaches with the very program a problem asks for.
 */
export function dropSolutions(text: string, ctx: Pick<TutorContext, 'course' | 'code' | 'problem'>): string {
  const solutions = [...(ctx.course?.sections ?? []).flatMap((s) => s.problems.map((p) => p.reference_solution)), ...(ctx.problem ? [ctx.problem.reference_solution] : [])];
  return text.replace(/(`{3,})[^\n]*\n([\s\S]*?)\n?\1/g, (whole, _f, body: string) =>
    solutions.some((s) => includesLines(body, s) && !includesLines(ctx.code, s)) ? '(정답이 되는 코드는 보여 드릴 수 없어요. 한 줄씩 같이 만들어 봐요.)' : whole,
  );
}

/** Concepts beyond the fence in a reply, the student's own code excepted (for tests and the model's answers). */
export function fenceViolations(text: string, ctx: Pick<TutorContext, 'fence' | 'code'>): ConceptId[] {
  const own = ctx.code;
  const kept = text.replace(/(`{3,})[^\n]*\n([\s\S]*?)\n?\1/g, (whole, _f, body: string) => (body.trim() && own.includes(body.trim()) ? '' : whole));
  const spansRemoved = kept.replace(/(`+)\s?([^`\n]+?)\s?\1/g, (whole, _t, span: string) => (own.includes(span.trim()) ? '' : whole));
  return [...conceptsInReply(spansRemoved)].filter((c) => !ctx.fence.allows(c));
}

// ---------------------------------------------------------------------------------------------

function taskLine(ctx: TutorContext): string {
  const task = taskOf(ctx);
  if (!task) return '';
  return task.kind === 'problem' ? ` 지금은 평가 문제 「${task.title}」을/를 풀고 있네요.` : ` 지금은 실습 「${task.title}」을/를 하고 있네요.`;
}

const DIFFERENCE = /차이|다른\s*점|뭐가\s*(달라|다름|다른)|어떻게\s*달라|\bvs\.?\b|difference/i;
/** What the lessons call an operator the index cannot search for by itself. */
const SIDE_QUERY: Record<string, string> = { '=': '대입 변수 값 넣기 =', '==': '비교 연산자 == 같은지', '/': '나누기 /', '//': '몫 //', '%': '나머지 %', '+': '더하기 연결 +', '*': '곱하기 반복 *' };

/** The two things a difference question compares: code words and operators first, then concepts it names. */
function differenceSides(message: string, concepts: readonly ConceptId[]): { label: string; query: string; concept?: ConceptId | undefined }[] {
  const sides: { label: string; query: string; concept?: ConceptId | undefined }[] = [];
  for (const m of message.matchAll(/[A-Za-z_][A-Za-z_0-9]*(?:\(\))?|==|!=|\/\/|[=/%+*]/g)) {
    const word = m[0];
    if (/^(vs|difference|and|or|the)$/i.test(word) && !/^(and|or)$/.test(word)) continue;
    if (sides.some((x) => x.label === word)) continue;
    const u = understandWord(word);
    sides.push({ label: word, query: SIDE_QUERY[word] ?? `${word} ${u.extra}`, concept: u.concepts[0] });
  }
  for (const c of concepts) {
    if (sides.length >= 2) break;
    if (sides.some((x) => x.concept === c)) continue;
    sides.push({ label: CONCEPTS[c], query: CONCEPTS[c], concept: c });
  }
  return sides.slice(0, 2);
}

/** The body rows of a markdown table as lines ('`A and B` — 그리고 — A와 B가 모두 참일 때'); header and rule rows left out. */
function tableRows(body: string): string[] {
  const lines = body.split('\n');
  return lines
    .filter((l, i) => /^\s*\|/.test(l) && !/^\s*\|[\s|:-]+\|\s*$/.test(l) && !/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1] ?? ''))
    .map((l) =>
      l
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean)
        .join(' — '),
    );
}

/** A difference question: one sentence for each side, from the lessons within the fence. */
function differenceReply(ctx: TutorContext, c: Classification, index: CourseIndex | undefined): OfflineReply | undefined {
  if (!index || !DIFFERENCE.test(c.understood.text)) return undefined;
  const sides = differenceSides(c.understood.text, c.understood.concepts);
  if (sides.length < 2) return undefined;
  const links: string[] = [];
  const lines = sides.map((side) => {
    if (side.concept && !ctx.fence.allows(side.concept)) return `- **${inlineCode(side.label)}**: ${gistAndPlace(ctx.fence, side.concept, ctx.course)}`;
    const keyOf = (label: string) => label.replace(/\(\)$/, '').toLowerCase();
    const key = keyOf(side.label);
    const names = (l: string, k: string) => (k.length > 2 ? l.toLowerCase().includes(k) : l.includes(`\`${k}\``) || l.includes(` ${k} `));
    const other = sides.map((x) => keyOf(x.label)).find((k) => k !== key);
    // The first passage (within what the student has reached) with a sentence that names this side; a passage
    // whose heading names it first, and a sentence about this side alone before one naming both.
    let found: { hit: Hit; sentence: string } | undefined;
    const hits = index.search(side.query, { maxOrder: ctx.section?.order, limit: 6 });
    // A passage whose heading names this side: its sentences, then its table rows; then the other passages'
    // sentences; a table row of those only when no passage says it in a sentence.
    const titled = hits.filter((h) => names(` ${h.chunk.heading} `, key));
    const rest = hits.filter((h) => !titled.includes(h));
    const order: [(body: string) => string[], Hit][] = [...titled.flatMap((h) => [[proseLines, h], [tableRows, h]] as [(body: string) => string[], Hit][]), ...rest.map((h) => [proseLines, h] as [(body: string) => string[], Hit]), ...rest.map((h) => [tableRows, h] as [(body: string) => string[], Hit])];
    for (const [read, hit] of order) {
      // A bold-only line is a heading ('**4. `or`를 말하듯이 쓰기**'): it names a mistake, it does not explain.
      const usable = read(hit.chunk.body)
        .map((l) => l.replace(/^[-*]\s+/, ''))
        .filter((l) => l.length > 3 && !/^(\d+\.\s*)?\*\*[^*]+\*\*$/.test(l) && !REFERS_TO_EXAMPLE.test(l) && names(l, key));
      const named = usable.find((l) => !other || !names(l, other)) ?? usable[0];
      if (named) {
        found = { hit, sentence: named };
        break;
      }
    }
    if (!found) {
      if (side.concept) return `- **${inlineCode(side.label)}**: ${taughtAtSentence(ctx.fence, side.concept, ctx.course)}`;
      return `- **${inlineCode(side.label)}**: 지금까지 배운 내용에서는 따로 설명하지 않았어요.`;
    }
    const { hit, sentence } = found;
    const link = linkTo(ctx, hit.chunk);
    if (!links.includes(link)) links.push(link);
    return `- **${inlineCode(side.label)}**: ${sentence.length > 200 ? `${sentence.slice(0, 197)}...` : sentence}`;
  });
  return {
    intent: 'concept',
    hintLevel: null,
    text: `두 가지를 나눠서 볼게요.\n\n${lines.join('\n')}${links.length ? `\n\n📖 ${links.join(' · ')}` : ''}\n\n둘의 차이를 한 문장으로 말해 본다면 어떻게 말할 수 있을까요?`,
  };
}

/** Code without a traceback and the student's own expectation: explain the difference on their code and numbers. */
function expectationReply(ctx: TutorContext, stated: StatedExpectation, task: Task | undefined): OfflineReply {
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) {
    const r = errorReply(ctx, false);
    if (r) return { ...r, intent: 'check_code' };
  }
  const got = stated.got ?? (run?.success ? normalizeOutput(run.output).split('\n').at(-1) : undefined);
  // The student's own words back: a value in backticks, a description ('큰 순서대로') as said, nothing as nothing.
  const shown = (v: string) => (stated.described ? v : codeJ(v, '이/가'));
  const said =
    got === undefined ? `${shown(stated.want)} 나와야 하는군요.` : got === '' ? `${shown(stated.want)} 나와야 하는데 아무것도 나오지 않았군요.` : `${shown(stated.want)} 나와야 하는데 ${shown(got)} 나왔군요.`;
  const bound = loopBoundReading(ctx.code, { want: stated.want, got });
  if (bound) return { intent: 'check_code', hintLevel: null, text: `${said} ${bound.line}번째 줄을 볼까요?\n\n${fence(bound.code)}\n\n${bound.message}` };
  // The lessons' repair that, tried on this code in the sandbox, prints what the student said (repair.ts).
  const repaired = repairFinding(ctx);
  if (repaired) return findingsReply(ctx, [repaired], 'check_code', said);
  const findings = readCode(ctx.code, { expectedOutput: stated.want, output: got, taskText: isTaskCode(ctx, task) ? task?.text : undefined, said: ctx.userInput, want: stated.want, got });
  if (findings.length) return findingsReply(ctx, findings, 'check_code', said);
  const branch = got ? branchReading(ctx.code, got, run?.inputs ?? []) : undefined;
  if (branch) return { intent: 'check_code', hintLevel: null, text: resolveJosa(`${said} ${branch}`) };
  const printed = printedValue(ctx.code);
  const target = printed ? `${printed.line}번째 줄에서 출력하는 ${codeJ(printed.expr, '이/가')}` : got ? `${codeJ(got, '을/를')} 만드는 줄에서 값이` : '그 값을 만드는 줄에서 값이';
  return {
    intent: 'check_code',
    hintLevel: null,
    text: `${said}\n\n코드를 한 줄씩 따라가면서 변수마다 어떤 값이 들어가는지 적어 볼까요? ${target} ${stated.described ? `${stated.want} 나오려면` : `${codeJ(stated.want, '이/가')} 되려면`} 무엇이 달라야 할지 생각해 봐요. 어느 줄에서 값이 처음으로 예상과 달라지나요?`,
  };
}

/** '다음은 14섹션 「반복문 while」에서 …을 배워요.' (the next section of the course, with its first concept's gist). */
function nextSectionSentence(ctx: TutorContext): string {
  const sections = ctx.course?.sections ?? [];
  const at = sections.findIndex((s) => s.id === ctx.section?.id);
  const next = at >= 0 ? sections[at + 1] : undefined;
  if (!next) return at >= 0 ? `${sectionName(ctx)}이/가 이 과정의 마지막 섹션이에요. 지금까지 배운 것을 모아 작은 프로그램을 만들어 보면 좋아요.` : '섹션을 고르면 다음에 무엇을 배우는지 알려 줄게요.';
  const first = next.concepts.find((c) => CONCEPT_GISTS[c as ConceptId]) as ConceptId | undefined;
  return `다음은 ${next.id}섹션 「${next.title}」을/를 배워요.${first ? ` ${CONCEPT_GISTS[first]}` : ''}`;
}

/** The next small step after a feeling or small talk: the open task, else the section. */
function nextStep(ctx: TutorContext): string {
  const task = taskOf(ctx);
  if (task) return `'힌트'라고 보내 주면 목표부터 정리해 줄게요. 지금 하던 ${task.kind === 'problem' ? '문제' : '실습'} 「${task.title}」, 딱 한 단계만 같이 해 볼까요?`;
  if (ctx.section) return `궁금한 개념 이름 하나만 보내 주면 쉽게 설명해 줄게요. ${sectionName(ctx)}에서 딱 하나만 같이 해 볼까요?`;
  return '배우고 있는 섹션을 고르고 궁금한 개념 이름 하나만 보내 주면 쉽게 설명해 줄게요. 딱 하나만 같이 해 볼까요?';
}

/** A short turn ('더', 'ㅇㅇ', 'ㄴㄴ', 'ㅠㅠ') read against the conversation state. */
function shortTurnReply(ctx: TutorContext, turn: Exclude<ShortTurn, null>): OfflineReply | undefined {
  const task = taskOf(ctx);
  const state = ctx.state;
  const run = ctx.lastRun;
  const failedRun = run && (run.error || !run.success);
  switch (turn) {
    case 'more': {
      if (task) return hintReply(ctx, state.rung + 1);
      // No ladder: the failed run goes on being explained, else the topic of the last question with another example.
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: `이어서 볼게요.\n\n${r.text}` };
      }
      const again = shortTurnReply(ctx, 'example');
      if (again) return again;
      return { intent: 'concept', hintLevel: null, text: '좋아요, 더 볼까요? 😊 방금 내용에서 어느 부분이 헷갈렸는지 알려 주세요. 개념 이름이나 코드 한 줄이면 충분해요.' };
    }
    case 'yes':
      // 'ㅇㅇ' / 'ㄱㄱ' to a question that is not a yes/no one, in the middle of a ladder: go on climbing.
      if (task && inLadder(state) && !(state.lastQuestion && isYesNoQuestion(state.lastQuestion))) return hintReply(ctx, state.rung + 1);
      if (state.lastQuestion) {
        const previous = [...ctx.recent].reverse().find((m) => m.role === 'user' && !shortTurn(m.content.trim()))?.content.trim();
        // The student's own word for the topic ('upper'), else the concept it names.
        const word = previous ? /[A-Za-z_][A-Za-z_0-9]*(?:\(\))?/.exec(previous)?.[0] : undefined;
        const topic = previous ? classify(previous, 'chat').understood.concepts[0] : undefined;
        const about = word && word.length > 1 ? ` \`${word}\`에 대해` : topic ? ` ${CONCEPTS[topic]}에 대해` : '';
        return {
          intent: state.lastIntent ?? 'unknown',
          hintLevel: null,
          text: resolveJosa(`좋아요! 😊 그럼${about} 제가 물어본 것부터 같이 해 봐요.\n\n> ${state.lastQuestion}\n\n생각한 답을 한 줄로 보내 주거나, 코드에 써서 실행해 보고 결과를 알려 주세요.`),
        };
      }
      return { intent: 'unknown', hintLevel: null, text: `좋아요! 😊 ${nextStep(ctx)}` };
    case 'no':
      return { intent: 'unknown', hintLevel: null, text: '알겠어요. 🙂 그럼 어디서 막혔는지 알려 줄래요? 오류 메시지가 났는지, 출력이 예상과 다른지, 아니면 어떻게 시작할지 모르겠는지 — 어느 쪽인가요?' };
    case 'done': {
      const praise = '잘했어요! 🎉 스스로 해낸 거예요.';
      if (task) return { intent: 'thanks', hintLevel: null, text: `${praise} 예시 입력 말고 다른 값으로도 한 번 더 실행해 보고, 그래도 맞으면 다음 ${task.kind === 'problem' ? '문제' : '실습'}에 도전해 볼까요?` };
      return { intent: 'thanks', hintLevel: null, text: `${praise} ${nextStep(ctx)}` };
    }
    case 'why':
    case 'confused':
    case 'example': {
      // In the middle of a ladder: one step more concrete. Otherwise the topic of the student's last question.
      const opening = turn === 'example' ? '예시로 한 번 더 볼게요.' : turn === 'why' ? '왜 그런지 한 단계씩 볼게요.' : '괜찮아요, 더 쉽게 다시 볼게요. 🙂';
      if (task && inLadder(state)) return hintReply(ctx, state.rung + 1, opening);
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: `${opening}\n\n${r.text}` };
      }
      const previous = [...ctx.recent].reverse().find((m) => m.role === 'user' && !shortTurn(m.content.trim()))?.content.trim();
      if (!previous) return undefined;
      const c = classify(`${previous}${turn === 'why' ? ' 왜' : ''}`, 'chat');
      const concept = c.understood.concepts.find((x) => ctx.fence.allows(x));
      const gist = turn === 'confused' && concept ? CONCEPT_GISTS[concept] : undefined;
      const r = conceptReply(ctx, c, ctx.index ?? undefined);
      if (!r) return undefined;
      return { ...r, text: `${opening}${gist ? ` 한 줄로 말하면, ${gist}` : ''}\n\n${r.text}` };
    }
    case 'sad': {
      const comfort = '괜찮아요, 막히는 건 누구나 겪어요. 같이 하나씩 볼까요? 🙂';
      if (failedRun) {
        const r = errorReply(ctx, false);
        if (r) return { ...r, text: `${comfort}\n\n${r.text}` };
      }
      if (ctx.code.trim() && run) {
        const r = checkReply(ctx);
        return { ...r, text: `${comfort}\n\n${r.text}` };
      }
      if (task) {
        const r = hintReply(ctx, state.rung + 1);
        return { ...r, text: `${comfort}\n\n${r.text}` };
      }
      return { intent: 'unknown', hintLevel: null, text: `${comfort} ${nextStep(ctx)}` };
    }
  }
}

export interface OfflineTutor {
  reply(ctx: TutorContext): OfflineReply;
}

export function createOfflineTutor(retrieval: Retrieval, defaultCourseId = 'python'): OfflineTutor {
  const indexFor = (ctx: TutorContext) => ctx.index ?? retrieval.forCourse(defaultCourseId);

  function reply(ctx: TutorContext): OfflineReply {
    const message = ctx.userInput.trim();
    const turn = ctx.contextType === 'chat' ? shortTurn(message) : null;
    if (turn) {
      const r = shortTurnReply(ctx, turn);
      if (r) return r;
    }
    const c = classify(message, ctx.contextType);
    if (expressesFeeling(message) && c.intent !== 'prompt_probe') {
      // A feeling is acknowledged first; a question that comes with it is still answered.
      // Only a real question or a failed run is answered after the warm sentence; 'coding' alone is not one.
      const failedRun = Boolean(ctx.lastRun && (ctx.lastRun.error || !ctx.lastRun.success));
      const about = c.understood.concepts.length > 0 || c.pastedTraceback || failedRun || c.intent === 'hint' || c.intent === 'solution_request' || (c.intent === 'error_help' && Boolean(ctx.code.trim()));
      if (!about) return { intent: 'off_topic', hintLevel: null, text: `${warmSentence(message)} ${nextStep(ctx)}` };
      const r = answer(ctx, c);
      return { ...r, text: `${warmSentence(message)}\n\n${r.text}` };
    }
    return answer(ctx, c);
  }

  function answer(ctx: TutorContext, c: Classification): OfflineReply {
    const message = ctx.userInput.trim();
    const index = indexFor(ctx);
    const task = taskOf(ctx);
    // Code first: the student's own expectation beats the open exercise's example output.
    const asksForHelp = c.intent === 'prompt_probe' || c.intent === 'solution_request' || c.intent === 'hint';
    const stated = ctx.code.trim() && !asksForHelp && !c.pastedTraceback ? statedExpectation(message) : undefined;
    if (stated) return expectationReply(ctx, stated, task);
    // Code first: a message about what the student's own code does is answered on that code.
    const aboutCode = ctx.code.trim() && !asksForHelp && c.intent !== 'error_help' && !c.pastedTraceback && (ABOUT_RUN.test(message) || namesOwnVariable(message, ctx.code));
    if (aboutCode && !(c.intent === 'concept' && c.understood.concepts.length > 0 && !ABOUT_RUN.test(message))) return codeFirstReply(ctx, task);
    const run = ctx.lastRun;
    const failedRun = Boolean(run && (run.error || !run.success));
    // An error named in words ('list index out of range 이거 뭐예요'), with no run or traceback to read.
    if (!failedRun && !c.pastedTraceback && c.intent !== 'prompt_probe' && c.intent !== 'solution_request') {
      const named = errorInWords(message, ctx.code);
      if (named) {
        const text = errorCard(named).replace(/^오류가 났어요\. (\*\*[^\n]*\*\*)/, '그 오류 메시지는 이런 뜻이에요: $1').replace(/\n\n고친 뒤 다시 실행하면 어떻게 되는지 알려 줄래요\?$/, '');
        const ask = ctx.code.trim() ? '내 코드에서 이 오류가 난 줄은 어디일까요? 오류 메시지의 line 번호를 보고 그 줄을 같이 볼까요?' : '오류가 난 코드와 오류 메시지 전체(line 번호가 있는 부분까지)를 보내 주면 그 줄을 같이 볼게요. 어느 줄에서 났나요?';
        return { intent: 'error_help', hintLevel: null, text: resolveJosa(`${text}\n\n${ask}`) };
      }
    }
    // Code whose run failed, and a message that names no topic ('이제 어떻게 해요?'): it is about that run.
    if (failedRun && ctx.code.trim() && c.understood.concepts.length === 0 && !asksForHelp && c.intent !== 'greeting' && c.intent !== 'thanks') return codeFirstReply(ctx, task);
    if (c.intent === 'concept' || c.intent === 'unknown') {
      const diff = differenceReply(ctx, c, index);
      if (diff) return diff;
    }
    const casual = c.intent !== 'prompt_probe' && c.intent !== 'solution_request' && !c.pastedTraceback ? casualAnswer(c.understood.text) : undefined;
    if (casual) return { intent: 'concept', hintLevel: null, text: resolveJosa(casual.answer.replace('{next}', nextSectionSentence(ctx))) };
    switch (c.intent) {
      case 'prompt_probe':
        return {
          intent: 'prompt_probe',
          hintLevel: null,
          text: `튜터의 내부 설정이나 지시문은 알려 드릴 수 없어요. 🙂 대신 ${sectionName(ctx)}에서 궁금한 점이나 막힌 문제가 있으면 같이 풀어 봐요. 무엇부터 볼까요?`,
        };
      case 'solution_request': {
        const level = ctx.state.rung + 1;
        const r = hintReply(ctx, level, '정답 코드를 통째로 알려 드리면 실력이 늘지 않아요. 😊 대신 한 단계씩 같이 풀어 봐요.');
        return { ...r, intent: 'solution_request' };
      }
      case 'hint': {
        // No task open: 'X 어떻게 풀어요?' is answered from the lessons when they cover it.
        if (!task && ctx.contextType === 'chat') {
          const concept = conceptReply(ctx, c, index, true);
          if (concept) return concept;
        }
        return hintReply(ctx, ctx.state.rung + 1);
      }
      case 'error_help': {
        const r = errorReply(ctx, c.pastedTraceback);
        if (r) return r;
        if (ctx.code.trim() && !ctx.lastRun) {
          const findings = findingsFor(ctx, task);
          if (findings.length) return findingsReply(ctx, findings, 'error_help');
        }
        const concept = /[A-Z][a-z]+Error/.test(message) || c.understood.concepts.length ? conceptReply(ctx, c, index) : undefined;
        if (concept) return concept;
        if (ctx.lastRun?.success) return checkReply(ctx, 'error_help');
        return {
          intent: 'error_help',
          hintLevel: null,
          text: '아직 오류 메시지가 보이지 않아요. 코드를 한 번 실행해 보고, 빨간 오류 메시지가 나오면 다시 물어봐 주세요. 아니면 어떤 부분이 예상과 다르게 동작하는지 알려 줄래요?',
        };
      }
      case 'check_code': {
        // '맞음?' / '안 돼요?' with no code and no run is a question about the topic it names.
        if (!ctx.code.trim() && !ctx.lastRun && ctx.contextType === 'chat') {
          const concept = conceptReply(ctx, c, index);
          if (concept) return concept;
        }
        if (c.notWorking && ctx.contextType === 'chat') return notWorkingReply(ctx, c, index);
        return checkReply(ctx);
      }
      case 'greeting':
        return {
          intent: 'greeting',
          hintLevel: null,
          text: resolveJosa(`안녕하세요! 저는 도담의 ${TUTOR_LABELS.offline}예요. 😊${ctx.section ? ` 오늘은 ${sectionName(ctx)}을/를 공부하고 있어요.` : ''}${taskLine(ctx)}\n\n오류 설명, 개념 질문, 문제 힌트를 도와줄 수 있어요. 무엇이 궁금한가요?`),
        };
      case 'thanks':
        return { intent: 'thanks', hintLevel: null, text: '천만에요! 😊 잘하고 있어요. 또 궁금한 게 생기면 언제든 물어봐 주세요. 이어서 무엇을 해 볼까요?' };
      case 'concept':
      case 'unknown':
      case 'off_topic': {
        // A message with no question or programming word needs a strong match in the lessons
        // ('나머지 구하기'); small talk ('오늘 날씨 어때?') goes back to the lesson.
        // A question next to code ('왜 None 나와요?', '왜 이렇게 나와요') is about that code.
        if (ctx.code.trim() && c.intent !== 'concept' && /\?|왜|나와|나옴|나와요|뭐가|이상|틀|맞/.test(c.understood.text)) return checkReply(ctx);
        const tryLessons = c.intent === 'concept' || c.programming;
        const concept = tryLessons ? conceptReply(ctx, c, index) : conceptReply(ctx, c, index, true);
        if (concept) return concept;
        const courseWords = c.intent === 'concept' && (index?.knownShare(c.understood.base) ?? 0) >= 0.5 && (index?.search(c.understood.base, { limit: 1, extra: c.understood.extra })[0]?.coverage ?? 0) >= 0.5;
        if (c.programming || courseWords) {
          // Never 'off-topic' for a programming message: say what can be done instead.
          const codeHelp = ctx.code.trim() ? findingsFor(ctx, task) : [];
          if (codeHelp.length) return findingsReply(ctx, codeHelp, 'check_code');
          // An open task: the next step of its ladder rather than 'not found'.
          if (task) return hintReply(ctx, ctx.state.rung + 1, '지금 하고 있는 것부터 같이 볼게요.');
          return {
            intent: 'unknown',
            hintLevel: null,
            text: `그 질문은 수업 내용에서 딱 맞는 부분을 찾지 못했어요. 😥 ${sectionName(ctx)}까지 배운 개념 이름(예: 변수, \`print()\`)이나 오류 메시지, 아니면 내 코드를 넣어서 다시 물어봐 줄래요? 어떤 걸 하려고 했는지 한 문장으로 알려 주면 더 잘 도와줄 수 있어요.`,
          };
        }
        return {
          intent: 'off_topic',
          hintLevel: null,
          text: `${expressesFeeling(message) ? warmSentence(message) : '말 걸어 줘서 고마워요, 오늘도 공부하러 와 줘서 수고 많았어요. 😊'} 저는 파이썬 공부를 돕는 튜터라서 그 얘기는 잘 모르지만, ${nextStep(ctx)}`,
        };
      }
    }
  }

  return {
    reply(ctx) {
      const r = reply(ctx);
      return { ...r, text: OFFLINE_PREFIX + applyFence(withoutSolutionLines(r.text, ctx), ctx) };
    },
  };
}

/** Expressions every program reads its input with: never a secret by themselves. */
const COMMON_CORE = /^(?:(?:int|float|str|list)\()?input\(\)(?:\.split\(\))?\)?$/;

/** The expression at the heart of a solution line: an assignment's right side, a return value, a condition, what is printed. */
function secretCores(line: string): string[] {
  const cores: string[] = [];
  const assign = /^[\w.,[\]"'\s]+?\s*(?:\*\*|\/\/|[-+*/%])?=(?!=)\s*(.+)$/.exec(line);
  if (assign && !/^(if|elif|while|for|return)\b/.test(line)) cores.push(assign[1]!);
  const ret = /^return\s+(.+)$/.exec(line);
  if (ret) cores.push(ret[1]!);
  const cond = /^(?:if|elif|while)\s+(.+):$/.exec(line);
  if (cond) cores.push(cond[1]!);
  const printed = /^print\s*\((.+)\)$/.exec(line);
  if (printed) cores.push(printed[1]!);
  return cores;
}

/**
 * On a graded problem no reply line shows a finished line of the reference solution that the starter
 * lacks — not even quoted from the student's own code (it would confirm the answer line by line).
 */
export function withoutSolutionLines(text: string, ctx: Pick<TutorContext, 'mode' | 'problem'>): string {
  if (ctx.mode !== 'evaluation' || !ctx.problem) return text;
  const given = new Set(logicalLines(ctx.problem.starter_code).map(normaliseLine));
  const secret = new Set(logicalLines(ctx.problem.reference_solution).map(normaliseLine).filter((l) => l.length > 3 && !given.has(l) && !/^(else:|try:|break|continue|pass|return)$/.test(l)));
  if (secret.size === 0) return text;
  const blank = (code: string) => (secret.has(normaliseLine(code)) ? `${/^\s*/.exec(code)![0]}${BLANK}` : code);
  // What the student already sees (the starter code and the question) is never a secret by itself.
  const shown = normaliseLine(`${ctx.problem.starter_code}\n${ctx.problem.question}`);
  const cores = logicalLines(ctx.problem.reference_solution)
    .filter((l) => secret.has(normaliseLine(l)))
    .flatMap((l) => secretCores(l.trim()))
    .map(normaliseLine).filter((c) => c.length >= 8 && !shown.includes(c) && !COMMON_CORE.test(c));
  // A secret line, or the expression at its heart (a stored hint may hold `[n * n for n in nums if …]`
  // without the `squares =` in front), written anywhere (a span, a sentence), whatever its spacing.
  const anywhere = [...new Set([...[...secret].filter((l) => l.length > 6), ...cores])]
    .sort((a, b) => b.length - a.length)
    .map((l) => new RegExp(l.split('').map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s`]*'), 'g'));
  // A piece of a sentence that is nearly a line's heart (a stored hint's `email[at + 1:]`): near-solution.ts.
  const hearts = logicalLines(ctx.problem.reference_solution)
    .filter((l) => secret.has(normaliseLine(l)))
    .flatMap((l) => heartsOf(l.trim(), secretCores(l.trim())))
    .filter((h) => !COMMON_CORE.test(h));
  return withoutNearSolutions(text, hearts, shown)
    .replace(/(`{3,})([^\n]*)\n([\s\S]*?)\n?\1/g, (_w, f: string, lang: string, body: string) => `${f}${lang}\n${body.split('\n').map(blank).join('\n')}\n${f}`)
    .split('\n')
    .map((line) => {
      const out = anywhere.reduce((acc, re) => acc.replace(re, BLANK), line);
      // A blank that swallowed one side of a code span leaves the other: the line keeps no half span.
      return out !== line && !/^\s*`{3}/.test(out) && (out.match(/`/g) ?? []).length % 2 === 1 ? out.replace(/`/g, '') : out;
    })
    .join('\n');
}


/** Feedback of the basic evaluation (spec: output comparison) for POST /code/evaluate-code-ai. */
export function basicEvaluationFeedback(input: { code: string; output: string; expected: string; isCorrect: boolean }): string {
  if (input.isCorrect) return '출력이 예상 출력과 똑같아요. 👍 다른 입력을 넣어도 맞게 동작할지 한 번 더 생각해 보세요.';
  const explained = looksLikeError(input.output) ? explainPythonError(input.output, { code: input.code }) : null;
  if (explained) {
    const where = explained.line !== undefined ? `${explained.line}번째 줄에서 ` : '';
    return `${where}실행 오류(**${explained.title}**)가 났어요. ${explained.suggestion}`;
  }
  const diff = firstDifference(input.output, input.expected);
  if (whitespaceOnly(input.output, input.expected)) {
    const where = diff ? `${diff.line}번째 줄부터 ` : '';
    return `값은 모두 맞아요! ${where}**띄어쓰기나 줄바꿈만** 예상 출력과 달라요. 예상 출력과 공백, 줄바꿈을 한 글자씩 맞춰 보세요.`;
  }
  if (!diff) return '출력이 예상 출력과 달라요. 마지막 줄까지 하나씩 비교해 보세요.';
  const want = diff.want ? inlineCode(diff.want) : '(없음)';
  const got = diff.got ? inlineCode(diff.got) : '(없음)';
  return `${diff.line}번째 줄부터 달라요. 예상 출력은 ${want}, 내 출력은 ${got}이에요. ${diagnose(diff.got, diff.want, input.output, input.expected)}`;
}

function looksLikeError(text: string): boolean {
  return /Traceback|Error:|Error\b/.test(text);
}

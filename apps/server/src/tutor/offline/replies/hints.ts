// Hint-ladder replies: goal → the task's hint → a skeleton with blanks (a Parsons puzzle on practice
// exercises), and there it ends.
import type { TutorContext } from '../../context.js';
import { phraseJ } from '../../korean.js';
import { BLANK, logicalLines, skeletonFromSolution } from '../../skeleton.js';
import { parsonsRung } from '../../parsons.js';
import { normaliseLine } from '../../state.js';
import type { OfflineReply } from '../reply.js';
import { fencedCode, inlineCode } from '../format.js';
import { type Task, taskConceptName, taskNeeds, taskOf } from '../task.js';
import { TEXTS } from '../texts.js';
import { claimsPermission } from '../answer-request.js';

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

/** 'This task is solved with …': the concepts the task needs (never a line), or '' when there is no solution to read them from. */
export function needsSentence(ctx: TutorContext): string {
  const needs = taskNeeds(ctx);
  const names = needs.concepts.map((c) => taskConceptName(ctx, c, needs.code)).join(', ');
  // The particle fits the last name as it is read, code spans included ('문자열 `split()`을' → 스플릿을).
  return names ? TEXTS.hint.needs(phraseJ(names, '을/를')) : '';
}

export function hintReply(ctx: TutorContext, level: number, opening = ''): OfflineReply {
  const task = taskOf(ctx);
  const intro = opening ? `${opening}\n\n` : '';
  if (!task) {
    return {
      intent: 'hint',
      hintLevel: null,
      text: TEXTS.hint.noTask(intro),
    };
  }
  const title = `「${task.title}」`;
  const rung = Math.min(Math.max(level, 1), TOP_RUNG);
  const beyond = level > TOP_RUNG;
  if (rung === 1) {
    const goal = goalText(task);
    const next = task.exampleInputs.length ? TEXTS.hint.firstStepInput : TEXTS.hint.firstStepOutput;
    return { intent: 'hint', hintLevel: 1, text: TEXTS.hint.goal(intro, title, goal, needsSentence(ctx), next) };
  }
  if (rung === 2) {
    return {
      intent: 'hint',
      hintLevel: 2,
      text: TEXTS.hint.hint(intro, title, hintProse(task.hint)),
    };
  }
  const last = beyond ? TEXTS.hint.beyondTop : '';
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
      text: TEXTS.hint.lastHint(`${intro}${last}`, title, hintProse(task.hint)),
    };
  }
  return {
    intent: 'hint',
    hintLevel: TOP_RUNG,
    revealed: skeleton.revealed,
    text: TEXTS.hint.skeleton(`${intro}${last}`, title, BLANK, fencedCode(skeleton.code)),
  };
}

/**
 * Asked for the answer: never the answer, and never a bare no — the next rung of the ladder (the server's
 * rung, so asking again climbs it up to the skeleton; at least the task's hint) with what the task needs named.
 */
export function answerRequestReply(ctx: TutorContext, message: string): OfflineReply {
  // Asked for the answer, the student gets at least the task's own hint (a nudge about this task), not the goal again.
  const level = Math.max(ctx.state.rung + 1, 2);
  const opening = claimsPermission(message) ? TEXTS.intent.permissionClaimed : TEXTS.intent.solutionRequest;
  const needs = taskOf(ctx) ? needsSentence(ctx) : '';
  const r = hintReply(ctx, level, needs ? `${opening} ${needs}` : opening);
  return { ...r, intent: 'solution_request' };
}

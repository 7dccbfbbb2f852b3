// The open task (a graded problem or a practice exercise) as the offline tutor reads it, and whether
// the student's code is that task's.
import { outputsMatch } from '@dodam/contracts';
import type { TutorContext } from '../context.js';
import { logicalLines } from '../skeleton.js';
import { normaliseLine } from '../state.js';
import { codeBlocks } from '../code-blocks.js';

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

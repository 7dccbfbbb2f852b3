// The lessons' 자주 하는 실수 found in the student's code (../../code-reading.ts), as a reply.
import type { TutorIntent } from '@dodam/contracts';
import { readCode, type Finding } from '../../code-reading.js';
import type { TutorContext } from '../../context.js';
import type { OfflineReply } from '../reply.js';
import { fencedCode, lessonLink } from '../format.js';
import { type Task, isTaskCode } from '../task.js';
import { TEXTS } from '../texts.js';

export function findingsFor(ctx: TutorContext, task: Task | undefined): Finding[] {
  const run = ctx.lastRun;
  const own = isTaskCode(ctx, task);
  return readCode(ctx.code, { expectedOutput: own ? task?.expectedOutput : undefined, output: run?.success ? run.output : undefined, taskText: own ? task?.text : undefined, said: ctx.userInput });
}

export function findingsReply(ctx: TutorContext, findings: Finding[], intent: TutorIntent, opening = ''): OfflineReply {
  const [first, second] = findings;
  const f = first!;
  const index = ctx.index;
  const parts = [opening, TEXTS.findings.lookAt(f.line, fencedCode(f.code)), f.message].filter(Boolean);
  if (second && second.line !== f.line) parts.push(TEXTS.findings.also(second.message));
  const link = lessonLink(ctx, index, f.query);
  return { intent, hintLevel: null, text: `${parts.join('\n\n')}${link}\n\n${TEXTS.findings.close}` };
}

/** The repair the server verified on this code (context.repair, offline/repair.ts), as a finding on the student's line. */
export function repairFinding(ctx: TutorContext): Finding | undefined {
  const r = ctx.repair;
  if (!r) return undefined;
  return { kind: 'mistake', line: r.line, code: r.code, query: r.query, concept: r.concept, message: TEXTS.expectation.repaired(r.message, r.basis) };
}

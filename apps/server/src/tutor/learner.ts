// What the model is told about the learner (issue 24): the error kinds of their latest runs and
// the misconception behind the current code (the lessons' '자주 하는 실수', content/mistakes.json,
// through the one mistake engine). Only error kinds and the engine's sentence on the student's own
// code: never a name, username, e-mail, id or 학번 (the prompt is scrubbed as well).
import { errorTypeOf } from '@dodam/contracts/teacher';
import type { Db } from '../db/client.js';
import { selectCodeExecutionsForUser } from '../db/queries/code-executions.js';
import type { TutorContext } from './context.js';
import { findMistakes } from './offline/mistakes.js';

export interface RecentMistakes {
  /** Error kinds of the latest runs, most frequent first (`TypeError` ×2). */
  errors: { type: string; count: number }[];
  /** The misconception the mistake engine reads in the current code (Korean, markdown), if any. */
  misconception: string | null;
}

/** Runs looked at: the last few, where a pattern shows. */
const RECENT_RUNS = 10;
const KINDS_SHOWN = 3;

export async function recentMistakes(db: Db, ctx: TutorContext, onError: (err: unknown) => void): Promise<RecentMistakes> {
  let errors: RecentMistakes['errors'] = [];
  try {
    const runs = await selectCodeExecutionsForUser(db, ctx.user.id, { limit: RECENT_RUNS });
    const counts = new Map<string, number>();
    for (const run of runs) {
      const type = run.success ? null : errorTypeOf(run.error, run.status);
      if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    errors = [...counts].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count).slice(0, KINDS_SHOWN);
  } catch (err) {
    // Without the record the model still gets the current code and run.
    onError(err);
  }
  const run = ctx.lastRun;
  const [finding] = findMistakes(ctx.code, { said: ctx.userInput, got: run?.output.trim() || undefined });
  return { errors, misconception: finding ? `${finding.message}` : null };
}

/** The prompt's block about the learner, or '' when there is nothing to say. */
export function mistakesBlock(m: RecentMistakes | undefined): string {
  if (!m || (m.errors.length === 0 && !m.misconception)) return '';
  const lines = ['[학생의 최근 실수] 아래 실수를 짚어 주되, 답을 주지 말고 학생이 스스로 고치도록 질문하세요.'];
  if (m.errors.length) lines.push(`최근 실행 오류: ${m.errors.map((e) => `${e.type} ${e.count}번`).join(', ')}`);
  if (m.misconception) lines.push(`지금 코드의 실수: ${m.misconception.replace(/\s*\n+\s*/g, ' ')}`);
  return lines.join('\n');
}

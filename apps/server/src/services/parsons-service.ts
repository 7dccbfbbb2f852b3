// POST /tutor/parsons/check: the learner's order of the tutor's Parsons puzzle (the top hint rung of
// a practice exercise). The lines are compared with the model solution (tutor/parsons.ts); exactly the
// needed lines in another order are run in the sandbox on the exercise's example inputs and count as
// right when they print what the solution prints (two independent lines may come in either order).
import { TUTOR_MSG, type ParsonsCheckResponse } from '@dodam/contracts';
import { notFound } from '../lib/http-errors.js';
import { REORDERED_RIGHT, checkParsons, exercisePuzzle } from '../tutor/parsons.js';
import type { ServiceDeps } from './deps.js';
import { takePerMinute, withSandboxSlot } from './limits.js';

/** What each model solution prints on its exercise's example inputs (content does not change while running). */
const solutionOutputs = new Map<string, Promise<string | null>>();

export async function checkParsonsAnswer(deps: Pick<ServiceDeps, 'db' | 'sandbox' | 'config' | 'content'>, userId: number, exerciseId: string, lines: readonly string[]): Promise<ParsonsCheckResponse> {
  const exercise = deps.content.courses.flatMap((c) => c.sections.flatMap((s) => s.practice)).find((e) => e.id === exerciseId);
  // The puzzle is the same for everyone (seeded by the exercise); its solution never leaves the server.
  const puzzle = exercise ? exercisePuzzle(exercise) : undefined;
  if (!exercise?.solution || !puzzle) throw notFound(TUTOR_MSG.exerciseNotFound);
  const v = checkParsons(puzzle, lines);
  let { correct, message } = v;
  if (v.reordered) {
    // A run per check of this kind: bounded like code runs.
    await takePerMinute(deps, `parsons:check:${userId}`, deps.config.CODE_RUNS_PER_MINUTE, '확인이 너무 잦습니다. 잠시 후 다시 해 보세요.');
    const busy = '실행 대기열이 가득 찼습니다. 잠시 후 다시 확인해 주세요.';
    const solution = exercise.solution;
    let expected = solutionOutputs.get(exercise.id);
    if (!expected) {
      expected = withSandboxSlot(() => deps.sandbox.run({ code: solution, stdin: exercise.example_inputs }), busy).then((r) => (r.success ? r.stdout : null));
      solutionOutputs.set(exercise.id, expected);
      // A failed run (busy, a timeout on a loaded machine) is not remembered: the next check tries again.
      void expected.then(
        (out) => out === null && solutionOutputs.delete(exercise.id),
        () => solutionOutputs.delete(exercise.id),
      );
    }
    const output = await expected;
    if (output !== null) {
      const code = `${lines.filter((l) => l.trim() !== '').join('\n')}\n`;
      const grade = await withSandboxSlot(() => deps.sandbox.grade(code, [{ inputs: exercise.example_inputs, expected_output: output }]), busy);
      if (grade.allPassed) {
        correct = true;
        message = REORDERED_RIGHT;
      }
    }
  }
  return { correct, message, distractors: v.distractors, missing: v.missing, first_wrong: correct ? null : v.firstWrong };
}

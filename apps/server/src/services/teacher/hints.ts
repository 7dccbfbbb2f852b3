// What teachers learn from the tutor (issue 24): the facts behind the hint-efficacy figure and the
// "stuck after the last rung" alert, read from every hint rung the tutor showed (tutor_hint_events)
// and the graded submissions. The figures themselves are defined in @dodam/contracts/teacher.
import type { HintFact, SubmissionFact } from '@dodam/contracts/teacher';
import { selectProblemHints, selectSubmissionOutcomes } from '../../db/queries/teacher.js';
import type { ScopeCourse, TeacherDeps } from './scope.js';

export interface HintFacts {
  hints: HintFact[];
  submissions: SubmissionFact[];
}

export async function courseHintFacts(deps: TeacherDeps, course: ScopeCourse): Promise<HintFacts> {
  const problemIds = course.sections.flatMap((s) => s.problems.map((p) => p.id));
  const [hints, submissions] = await Promise.all([
    selectProblemHints(deps.db, course.id, problemIds),
    selectSubmissionOutcomes(
      deps.db,
      course.id,
      course.sections.map((s) => s.id),
    ),
  ]);
  return { hints, submissions };
}

// Per evaluation problem of a course: who tried, first-try and eventual success, mean attempts, and
// the most common failure clusters (contracts' failureCluster) with one example submission each.
import { failureCluster, type TeacherProblems } from '@dodam/contracts/teacher';
import { selectFailureGroups, selectProblemFacts, selectSubmissionExamples } from '../../db/queries/teacher.js';
import type { ScopeCourse, TeacherDeps } from './scope.js';

/** Clusters shown per problem. */
export const CLUSTERS_PER_PROBLEM = 3;

const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1000) / 10);

export async function teacherProblems(deps: TeacherDeps, course: ScopeCourse): Promise<TeacherProblems> {
  const sectionIds = course.sections.map((s) => s.id);
  const [facts, groups] = await Promise.all([selectProblemFacts(deps.db, course.id, sectionIds), selectFailureGroups(deps.db, course.id, sectionIds)]);

  interface Cluster {
    label: string;
    count: number;
    users: Set<number>;
    exampleId: number;
  }
  const clusters = new Map<string, Map<string, Cluster>>();
  for (const g of groups) {
    const problemKey = `${g.sectionId}/${g.problemId}`;
    const { key, label } = failureCluster({ error: g.error, output: g.output, status: g.status });
    const byKey = clusters.get(problemKey) ?? new Map<string, Cluster>();
    clusters.set(problemKey, byKey);
    const c = byKey.get(key) ?? { label, count: 0, users: new Set<number>(), exampleId: g.exampleId };
    c.count += g.count;
    for (const u of g.userIds) c.users.add(u);
    c.exampleId = Math.min(c.exampleId, g.exampleId);
    byKey.set(key, c);
  }
  const top = new Map<string, Cluster[]>();
  for (const [k, byKey] of clusters) top.set(k, [...byKey.values()].sort((a, b) => b.count - a.count || a.exampleId - b.exampleId).slice(0, CLUSTERS_PER_PROBLEM));
  const examples = new Map((await selectSubmissionExamples(deps.db, [...top.values()].flat().map((c) => c.exampleId))).map((e) => [e.id, e]));
  const factsBy = new Map(facts.map((f) => [`${f.sectionId}/${f.problemId}`, f]));

  const problems = course.sections.flatMap((section) =>
    section.problems.map((problem) => {
      const k = `${section.id}/${problem.id}`;
      const f = factsBy.get(k);
      return {
        section_id: section.id,
        section_title: section.title,
        problem_id: problem.id,
        problem_title: problem.title,
        students_tried: f?.tried ?? 0,
        first_try_correct_pct: pct(f?.firstTryCorrect ?? 0, f?.tried ?? 0),
        eventually_correct_pct: pct(f?.eventuallyCorrect ?? 0, f?.tried ?? 0),
        mean_attempts: f && f.tried ? Math.round((f.submissions / f.tried) * 10) / 10 : 0,
        clusters: (top.get(k) ?? []).flatMap((c) => {
          const e = examples.get(c.exampleId);
          if (!e) return [];
          return [{ label: c.label, count: c.count, students: c.users.size, example: { submission_id: e.id, student_id: e.userId, username: e.identity.username, name: e.identity.name, code: e.code, error: e.error, output: e.output } }];
        }),
      };
    }),
  );
  return { course_id: course.id, course_name: course.title, problems };
}

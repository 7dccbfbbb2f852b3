// Early warning: students who need attention now, with reasons a teacher can act on. The reasons and
// their thresholds are defined in @dodam/contracts (alertReasons, ALERT_THRESHOLDS).
import { compareRoster } from '@dodam/contracts';
import { ALERT_THRESHOLDS, alertReasons, median, stuckAfterLastRung, type TeacherAlert } from '@dodam/contracts/teacher';
import { selectRecentRunErrors, selectStudentTutorMessages, selectUnsolvedProblems } from '../../db/queries/teacher.js';
import { classify } from '../../tutor/offline/intents.js';
import { courseStudents } from './dashboard.js';
import { courseHintFacts } from './hints.js';
import { problemTitle, type ScopeCourse, type TeacherDeps } from './scope.js';

const DAY_MS = 86_400_000;
/** How many latest practice runs are read per student to find an error streak. */
const RUNS_PER_STUDENT = 10;

export async function teacherAlerts(deps: TeacherDeps, scope: ScopeCourse[]): Promise<{ alerts: TeacherAlert[]; class_median: number }> {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - ALERT_THRESHOLDS.recentDays * DAY_MS);
  const perCourse = await Promise.all(
    scope.map(async (course) => {
      const sectionIds = course.sections.map((s) => s.id);
      const [students, unsolved, runs, messages, hintFacts] = await Promise.all([
        courseStudents(deps, course),
        selectUnsolvedProblems(deps.db, course.id, sectionIds, 1),
        selectRecentRunErrors(deps.db, course.id, since, RUNS_PER_STUDENT),
        selectStudentTutorMessages(deps.db, course.id, sectionIds, since),
        courseHintFacts(deps, course),
      ]);
      return { course, students, unsolved, runs, messages, hintFacts };
    }),
  );

  const alerts: TeacherAlert[] = [];
  let firstMedian = 0;
  for (const [i, c] of perCourse.entries()) {
    const classMedian = median(c.students.rows.map((r) => r.progress_percentage));
    if (i === 0) firstMedian = classMedian;
    const runsBy = groupBy(c.runs, (r) => r.userId);
    const unsolvedBy = groupBy(c.unsolved, (u) => u.userId);
    const stuckBy = groupBy(stuckAfterLastRung(c.hintFacts.hints, c.hintFacts.submissions, now), (h) => h.userId);
    const sectionOf = new Map(c.course.sections.flatMap((s) => s.problems.map((p) => [p.id, s.id] as const)));
    const answerRequests = new Map<number, number>();
    for (const m of c.messages) {
      const at = Date.parse(m.timestamp);
      if (Number.isFinite(at) && at < since.getTime()) continue;
      if (classify(m.content).intent === 'solution_request') answerRequests.set(m.userId, (answerRequests.get(m.userId) ?? 0) + 1);
    }
    for (const [j, f] of c.students.facts.entries()) {
      const row = c.students.rows[j]!;
      const reasons = alertReasons({
        now,
        enrolledAt: f.enrolledAt,
        lastActivity: f.lastActivity,
        failedProblems: (unsolvedBy.get(f.userId) ?? []).map((u) => ({ sectionId: u.sectionId, problemId: u.problemId, title: problemTitle(scope, u.sectionId, u.problemId), failures: u.failures })),
        recentRunErrors: (runsBy.get(f.userId) ?? []).map((r) => (r.ok ? null : (r.errorType ?? null))),
        answerRequests: answerRequests.get(f.userId) ?? 0,
        progress: row.progress_percentage,
        classMedian,
        stuckProblems: (stuckBy.get(f.userId) ?? []).map((h) => {
          const sectionId = sectionOf.get(h.problemId) ?? '';
          return { sectionId, problemId: h.problemId, title: problemTitle(scope, sectionId, h.problemId) };
        }),
      });
      if (reasons.length === 0) continue;
      alerts.push({
        student_id: f.userId,
        ...f.identity,
        course_id: c.course.id,
        course_name: c.course.title,
        progress_percentage: row.progress_percentage,
        last_activity: row.last_activity,
        reasons,
      });
    }
  }
  // Most reasons first, then the least recently active.
  alerts.sort((a, b) => b.reasons.length - a.reasons.length || (a.last_activity ?? '').localeCompare(b.last_activity ?? '') || compareRoster(a, b));
  return { alerts, class_median: firstMedian };
}

function groupBy<T>(items: T[], key: (t: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

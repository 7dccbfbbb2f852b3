// The student dashboard, daily stats and mistakes notebook, computed from learning records with the
// definitions of packages/contracts (ADR 013). The class comparison returns aggregates only.
import { todaySections } from './class-plan.js';
import {
  LEARNING_TYPES,
  averageScore,
  completionRate,
  coursePercent,
  studyStatus,
  earnBadges,
  insightTips,
  isAdmin,
  lastDays,
  mean,
  mistakeStatus,
  seoulDay,
  stepPercent,
  streaks,
  totalProgress,
  type DailyStat,
  type DashboardCourse,
  type LearningType,
  type Mistake,
  type SectionProgress,
  type StudentDashboard,
} from '@dodam/contracts';
import type { ContentCourseData } from '../content/store.js';
import {
  selectActivityDays,
  selectClassFacts,
  selectClassStudentIds,
  selectCompletionTimes,
  selectDailyRows,
  selectFirstPerfectScoreAt,
  selectFirstRunAt,
  selectSubmissionFacts,
  selectTeachesStudent,
  type SubmissionFact,
} from '../db/queries/student.js';
import { selectUserById, type UserRow } from '../db/queries/users.js';
import { notFound } from '../lib/http-errors.js';
import type { ServiceDeps } from './deps.js';
import { sectionProgressFor } from './learning-service.js';
import { studentCourses } from './progress.js';

type Deps = Pick<ServiceDeps, 'db' | 'content' | 'now'>;

/** One student's figures over a course set, from per-section facts (shared by self and classmates). */
function figuresOf(courses: readonly ContentCourseData[], sections: ReadonlyMap<string, { types: number; best: number | null }>, seconds: number) {
  const perCourse = courses.map((c) => ({
    total_sections: c.sections.length,
    done_steps: c.sections.reduce((n, s) => n + (sections.get(s.id)?.types ?? 0), 0),
  }));
  const all = courses.flatMap((c) => c.sections.map((s) => sections.get(s.id)));
  const total = all.length;
  const completed = all.filter((s) => (s?.types ?? 0) === LEARNING_TYPES.length).length;
  return {
    progress: totalProgress(perCourse),
    completed,
    total,
    completionRate: completionRate(completed, total),
    averageScore: averageScore(all.map((s) => s?.best ?? null)),
    seconds,
  };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const earliest = (dates: readonly (Date | null | undefined)[]) => {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
};

/** When each fully completed section became complete (its last learning type done). */
function sectionCompletedAt(rows: { sectionId: string; learningType: string; completedAt: Date }[]): Map<string, Date> {
  const by = new Map<string, Date[]>();
  for (const r of rows) by.set(r.sectionId, [...(by.get(r.sectionId) ?? []), r.completedAt]);
  const out = new Map<string, Date>();
  for (const [id, dates] of by) if (dates.length === LEARNING_TYPES.length) out.set(id, new Date(Math.max(...dates.map((d) => d.getTime()))));
  return out;
}

/** Per (section, problem): tries until solved, when solved, first-try flag, last and last wrong submissions. */
function problemHistories(subs: readonly SubmissionFact[]) {
  const map = new Map<string, { sectionId: string; problemId: string; tries: number; solvedAt: Date | null; firstTry: boolean; last: SubmissionFact; lastWrong: SubmissionFact | null }>();
  for (const s of subs) {
    const key = `${s.sectionId}/${s.problemId}`;
    const h = map.get(key) ?? { sectionId: s.sectionId, problemId: s.problemId, tries: 0, solvedAt: null, firstTry: false, last: s, lastWrong: null };
    if (h.solvedAt === null) h.tries += 1;
    if (s.isCorrect && h.solvedAt === null) {
      h.solvedAt = s.createdAt;
      h.firstTry = h.tries === 1;
    }
    if (!s.isCorrect) h.lastWrong = s;
    h.last = s;
    map.set(key, h);
  }
  return [...map.values()];
}

export async function studentDashboard(deps: Deps, userId: number, now = deps.now()): Promise<StudentDashboard> {
  const owned = await studentCourses(deps, userId);
  const courses = owned.map((o) => o.course);
  const sectionIds = courses.flatMap((c) => c.sections.map((s) => s.id));
  const [progress, days, classIds, completionTimes, firstRunAt, perfectAt, submissions] = await Promise.all([
    sectionProgressFor(deps.db, userId, sectionIds),
    selectActivityDays(deps.db, userId),
    selectClassStudentIds(deps.db, courses.map((c) => c.id), userId),
    selectCompletionTimes(deps.db, userId),
    selectFirstRunAt(deps.db, userId),
    selectFirstPerfectScoreAt(deps.db, userId),
    selectSubmissionFacts(deps.db, userId),
  ]);
  const bySection = new Map<string, SectionProgress>(progress.map((p) => [p.section_id, p]));

  const dashboardCourses: DashboardCourse[] = owned.map(({ course, enrolledAt }) => {
    const sections = course.sections.map((s) => bySection.get(s.id)!);
    const percent = coursePercent(sections, course.sections.length);
    const completed = sections.filter((s) => s.completed).length;
    return {
      id: course.id,
      title: course.title,
      description: course.description,
      progress: percent,
      total_sections: course.sections.length,
      completed_sections: completed,
      status: studyStatus(completed, course.sections.length, percent),
      enrollment_date: iso(enrolledAt),
      average_score: averageScore(sections.map((s) => s.best_score)),
      study_time: sections.reduce((n, s) => n + s.study_seconds, 0),
      sections: course.sections.map((s) => {
        const p = bySection.get(s.id)!;
        return { id: s.id, title: s.title, progress: stepPercent(p.completed_types.length, 1), score: p.best_score, study_time: p.study_seconds, completed: p.completed };
      }),
    };
  });

  const mine = figuresOf(
    courses,
    new Map(progress.map((p) => [p.section_id, { types: p.completed_types.length, best: p.best_score }])),
    progress.reduce((n, p) => n + p.study_seconds, 0),
  );
  const streak = streaks(days, seoulDay(now));

  // Class: the same figures for every student of the same courses, then averaged (no identities leave).
  const facts = await selectClassFacts(deps.db, classIds, sectionIds);
  const perUser = new Map<number, Map<string, { types: number; best: number | null }>>();
  const cell = (u: number, s: string) => {
    const m = perUser.get(u) ?? new Map<string, { types: number; best: number | null }>();
    perUser.set(u, m);
    const c = m.get(s) ?? { types: 0, best: null };
    m.set(s, c);
    return c;
  };
  for (const c of facts.completions) cell(c.userId, c.sectionId).types += 1;
  for (const b of facts.bestScores) cell(b.userId, b.sectionId).best = b.best;
  const secondsOf = new Map(facts.seconds.map((s) => [s.userId, s.seconds]));
  const classFigures = classIds.map((id) => figuresOf(courses, perUser.get(id) ?? new Map(), secondsOf.get(id) ?? 0));
  const classScores = classFigures.map((f) => f.averageScore).filter((s): s is number => s !== null);
  const classAverage = {
    students: classIds.length,
    progress: mean(classFigures.map((f) => f.progress)),
    completion_rate: mean(classFigures.map((f) => f.completionRate)),
    average_score: classScores.length ? mean(classScores) : null,
    study_time: Math.round(mean(classFigures.map((f) => f.seconds))),
  };

  // Badges from the events themselves.
  const histories = problemHistories(submissions);
  const completedAt = sectionCompletedAt(completionTimes);
  const courseDone = courses.map((c) => (c.sections.length > 0 && c.sections.every((s) => completedAt.has(s.id)) ? new Date(Math.max(...c.sections.map((s) => completedAt.get(s.id)!.getTime()))) : null));
  const achievements = earnBadges({
    firstRunAt: iso(firstRunAt),
    firstCorrectAt: iso(earliest(histories.map((h) => h.solvedAt))),
    firstTryCorrectAt: iso(earliest(histories.filter((h) => h.firstTry).map((h) => h.solvedAt))),
    firstSectionCompletedAt: iso(earliest([...completedAt.values()])),
    firstPerfectScoreAt: iso(perfectAt),
    firstCourseCompletedAt: iso(earliest(courseDone)),
    activityDays: days,
  });

  const courseProgress = (id: string) => dashboardCourses.find((c) => c.id === id)?.progress ?? null;
  const insights = insightTips({
    progress: mine.progress,
    classProgress: classAverage.progress,
    score: mine.averageScore,
    classScore: classAverage.average_score,
    streak: streak.current,
    pythonProgress: courseProgress('python'),
    mathProgress: courseProgress('ai-math'),
  });

  return {
    overview: {
      total_sections: mine.total,
      completed_sections: mine.completed,
      total_study_time: mine.seconds,
      avg_progress: mine.progress,
      learning_streak: streak.current,
      longest_streak: streak.longest,
      last_study_date: days.at(-1) ?? null,
      completion_rate: mine.completionRate,
      average_score: mine.averageScore,
    },
    courses: dashboardCourses,
    achievements,
    classAverage,
    insights,
    next_step: nextStep(courses, bySection),
    today: await todaySections(deps.db, deps.content, userId),
  };
}

/**
 * The first learning step not done, in curriculum order (video → practice → evaluation), in a course
 * already started before one not started yet (a student busy with python is not sent elsewhere).
 */
function nextStep(courses: readonly ContentCourseData[], progress: ReadonlyMap<string, SectionProgress>): StudentDashboard['next_step'] {
  const started = (c: ContentCourseData) => c.sections.some((s) => (progress.get(s.id)?.completed_types.length ?? 0) > 0);
  for (const course of [...courses.filter(started), ...courses.filter((c) => !started(c))]) {
    for (const section of course.sections) {
      const done = progress.get(section.id)?.completed_types ?? [];
      const type = LEARNING_TYPES.find((t: LearningType) => !done.includes(t));
      if (type) return { course_id: course.id, course_title: course.title, section_id: section.id, section_title: section.title, learning_type: type };
    }
  }
  return null;
}

const DAILY_NOT_FOUND = '사용자를 찾을 수 없습니다.';

/**
 * Who may read a user's daily stats: the user, a teacher of a course the user studies in as a
 * student, an administrator. Anyone else gets the same 404 as for an unknown id.
 */
export async function authorizeDailyStats({ db }: Pick<ServiceDeps, 'db'>, caller: UserRow, targetId: number): Promise<void> {
  const target = await selectUserById(db, targetId);
  if (!target) throw notFound(DAILY_NOT_FOUND);
  if (caller.id === targetId) return;
  if (isAdmin({ user_type: caller.userType, is_superuser: caller.isSuperuser })) return;
  if (caller.userType === 'teacher' && (await selectTeachesStudent(db, caller.id, targetId))) return;
  throw notFound(DAILY_NOT_FOUND);
}

/** Per study day (Asia/Seoul) of the last `count` days, oldest first, zeros included (chart axes). */
export async function dailyStats({ db, now: clock }: Pick<ServiceDeps, 'db' | 'now'>, userId: number, count: number, now = clock()): Promise<DailyStat[]> {
  const axis = lastDays(seoulDay(now), count);
  const since = new Date(Date.parse(`${axis[0]}T00:00:00+09:00`));
  const [rows, completions] = await Promise.all([selectDailyRows(db, userId, since), selectCompletionTimes(db, userId)]);
  const stats = new Map<string, DailyStat>(axis.map((date) => [date, { date, study_seconds: 0, runs: 0, submissions: 0, correct: 0, sections_completed: 0 }]));
  for (const e of rows.events) {
    const s = stats.get(e.day);
    if (!s) continue;
    if (e.kind === 'heartbeat') s.study_seconds += e.seconds;
    else s.runs += e.count;
  }
  for (const r of rows.serverRuns) {
    const s = stats.get(r.day);
    if (s) s.runs += r.count;
  }
  for (const r of rows.submissions) {
    const s = stats.get(r.day);
    if (s) Object.assign(s, { submissions: r.count, correct: r.correct });
  }
  for (const at of sectionCompletedAt(completions).values()) {
    const s = stats.get(seoulDay(at));
    if (s) s.sections_completed += 1;
  }
  return [...stats.values()];
}

/**
 * The mistakes notebook: evaluation problems not solved yet or solved after several tries, each with
 * the last submitted code and the first failing case of the last wrong submission.
 */
export async function mistakes({ db, content, now: clock }: Deps, userId: number, now = clock()): Promise<Mistake[]> {
  const histories = problemHistories(await selectSubmissionFacts(db, userId));
  const order = { unsolved: 0, review: 1, solved_recently: 2 } as const;
  return histories
    .flatMap((h): Mistake[] => {
      const section = content.section(h.sectionId);
      const index = section?.problems.findIndex((p) => p.id === h.problemId) ?? -1;
      const problem = section?.problems[index];
      const status = mistakeStatus({ tries: h.tries, solvedAt: iso(h.solvedAt) }, now);
      if (!section || !problem || status === null) return [];
      const wrong = h.lastWrong;
      const failed = wrong?.result.tests?.find((t) => !t.passed);
      return [
        {
          course_id: section.courseId,
          section_id: section.id,
          section_title: section.title,
          problem_id: problem.id,
          problem_index: index,
          problem_title: problem.title,
          status,
          tries: h.tries,
          last_code: h.last.code,
          last_submitted_at: h.last.createdAt.toISOString(),
          solved_at: iso(h.solvedAt),
          failing: wrong
            ? {
                passed: wrong.passed,
                total: wrong.total,
                test_index: failed ? failed.index : null,
                status: failed?.status ?? null,
                output: wrong.result.output ?? '',
                expected: problem.expected_output,
                error: wrong.result.error ?? null,
                code: wrong.code,
                submitted_at: wrong.createdAt.toISOString(),
              }
            : null,
        },
      ];
    })
    .sort((a, b) => order[a.status] - order[b.status] || b.last_submitted_at.localeCompare(a.last_submitted_at));
}

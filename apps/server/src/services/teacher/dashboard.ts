// The teacher dashboard (spec section 3, "Teacher dashboard data") from records, per course in the
// caller's scope; every figure's definition lives in @dodam/contracts/teacher.
import { compareRoster, stepPercent } from '@dodam/contracts';
import { ACTIVE_WINDOW_DAYS, CHART_WINDOW_DAYS, average, averageSessionMinutes, completionRate, hintEfficacy, mostActiveTime, progressDistribution, type TeacherDashboard, type TeacherStudentRow } from '@dodam/contracts/teacher';
import { selectActivityGrid, selectDailyFacts, selectPopularSections, selectSectionFailureRates, selectStudentFacts, type StudentFacts } from '../../db/queries/teacher.js';
import { classScheduleText, loadTimetable } from '../school-settings.js';
import { courseHintFacts } from './hints.js';
import { sectionTitle, type ScopeCourse, type TeacherDeps } from './scope.js';

const DAY_MS = 86_400_000;
const POPULAR_LIMIT = 5;
const STRUGGLING_LIMIT = 3;
/** A section needs this many graded submissions before its failure rate says anything. */
const STRUGGLING_MIN_SUBMISSIONS = 3;

export interface CourseStudents {
  course: ScopeCourse;
  facts: StudentFacts[];
  rows: TeacherStudentRow[];
}

export function studentRow(course: ScopeCourse, f: StudentFacts): TeacherStudentRow {
  return {
    student_id: f.userId,
    ...f.identity,
    email: f.email,
    course_id: course.id,
    course_name: course.title,
    current_section: sectionTitle([course], f.currentSectionId),
    completed_sections: f.completedSections,
    total_sections: course.sections.length,
    progress_percentage: stepPercent(f.completedTypes, course.sections.length),
    total_study_time: f.studySeconds,
    last_activity: f.lastActivity?.toISOString() ?? null,
  };
}

export async function courseStudents(deps: TeacherDeps, course: ScopeCourse): Promise<CourseStudents> {
  // Class-roster order (학년·반·번호, then name): the order of every teacher list and export.
  const facts = (await selectStudentFacts(deps.db, course.id)).sort((a, b) => compareRoster(a.identity, b.identity));
  return { course, facts, rows: facts.map((f) => studentRow(course, f)) };
}

/** Seoul calendar day (YYYY-MM-DD) of an instant. */
const seoulDay = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

export async function teacherDashboard(deps: TeacherDeps, scope: ScopeCourse[]): Promise<Omit<TeacherDashboard, 'archived_courses'>> {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - CHART_WINDOW_DAYS * DAY_MS);
  const periods = await loadTimetable(deps.db);
  const perCourse = await Promise.all(
    scope.map(async (course) => {
      const sectionIds = course.sections.map((s) => s.id);
      const [students, grid, days, popular, failures, hintFacts] = await Promise.all([
        courseStudents(deps, course),
        selectActivityGrid(deps.db, course.id, since),
        selectDailyFacts(deps.db, course.id, since),
        selectPopularSections(deps.db, course.id, since, POPULAR_LIMIT),
        selectSectionFailureRates(deps.db, course.id, sectionIds),
        courseHintFacts(deps, course),
      ]);
      return { ...students, grid, days, popular, failures, hintFacts };
    }),
  );

  const rows = perCourse.flatMap((c) => c.rows);
  const activeSince = now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS;
  const distinctStudents = new Set(rows.map((r) => r.student_id));
  const activeStudents = new Set(rows.filter((r) => r.last_activity && Date.parse(r.last_activity) >= activeSince).map((r) => r.student_id));

  const grid = new Map<string, number>();
  const hours = new Map<number, number>();
  for (const c of perCourse)
    for (const g of c.grid) {
      grid.set(`${g.weekday}:${g.hour}`, (grid.get(`${g.weekday}:${g.hour}`) ?? 0) + g.count);
      hours.set(g.hour, (hours.get(g.hour) ?? 0) + g.count);
    }

  // Daily active students over the window; a student of two courses counts once per course (rare).
  const daily = new Map<string, number>();
  let studyingDays = 0;
  let studySeconds = 0;
  for (const c of perCourse)
    for (const d of c.days) {
      daily.set(d.day, (daily.get(d.day) ?? 0) + d.active);
      studyingDays += d.studying;
      studySeconds += d.studySeconds;
    }
  const dailyActive = Array.from({ length: CHART_WINDOW_DAYS }, (_, i) => {
    const date = seoulDay(new Date(now.getTime() - (CHART_WINDOW_DAYS - 1 - i) * DAY_MS));
    return { date, count: daily.get(date) ?? 0 };
  });

  const popular = perCourse
    .flatMap((c) => c.popular.map((p) => ({ title: sectionTitle([c.course], p.sectionId) ?? p.sectionId, students: p.students })))
    .sort((a, b) => b.students - a.students)
    .slice(0, POPULAR_LIMIT)
    .map((p) => p.title);
  const struggling = perCourse
    .flatMap((c) => c.failures.filter((f) => f.total >= STRUGGLING_MIN_SUBMISSIONS && f.failed > 0).map((f) => ({ title: sectionTitle([c.course], f.sectionId) ?? f.sectionId, rate: f.failed / f.total })))
    .sort((a, b) => b.rate - a.rate)
    .slice(0, STRUGGLING_LIMIT)
    .map((s) => s.title);

  const completedSections = perCourse.reduce((n, c) => n + c.facts.reduce((m, f) => m + f.completedSections, 0), 0);
  const pairs = perCourse.reduce((n, c) => n + c.rows.length * c.course.sections.length, 0);

  return {
    overview: {
      total_courses: scope.length,
      total_students: distinctStudents.size,
      active_students: activeStudents.size,
      avg_progress: average(rows.map((r) => r.progress_percentage)),
      course_stats: perCourse.map((c) => ({
        course_id: c.course.id,
        course_name: c.course.title,
        description: c.course.description,
        schedule: classScheduleText(c.course.schedule, periods),
        student_count: c.rows.length,
        avg_progress: average(c.rows.map((r) => r.progress_percentage)),
      })),
    },
    students: rows,
    insights: {
      most_active_time: mostActiveTime([...hours.entries()].map(([hour, count]) => ({ hour, count }))),
      avg_session_time: averageSessionMinutes(studySeconds, studyingDays),
      // Over every (student, section) pair of every course in scope.
      completion_rate: pairs === 0 ? 0 : completionRate(completedSections, 1, pairs),
      popular_sections: popular,
      struggling_topics: struggling,
    },
    charts: {
      activity: [...grid.entries()].map(([k, count]) => {
        const [weekday, hour] = k.split(':').map(Number) as [number, number];
        return { weekday, hour, count };
      }),
      progress_distribution: progressDistribution(rows.map((r) => r.progress_percentage)),
      daily_active: dailyActive,
    },
    hint_efficacy: hintEfficacy(
      uniqueBy(perCourse.flatMap((c) => c.hintFacts.hints), (h) => `${h.userId}:${h.problemId}:${h.rung}:${h.at.getTime()}`),
      uniqueBy(perCourse.flatMap((c) => c.hintFacts.submissions), (s) => `${s.userId}:${s.problemId}:${s.at.getTime()}`),
      now,
    ),
    generated_at: now.toISOString(),
  };
}

/** A student in two classes of one curriculum leaves one set of records: count them once. */
function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

// The student dashboard: response shapes, badges, insight tips, score colours and the mistakes
// notebook rule. Pure definitions; the server fills them from records (ADR 013).
import { z } from 'zod';
import { dbIdSchema } from './ids.js';
import { learningTypeSchema } from './learning.js';
import { todaySectionSchema } from './class-plan.js';
import { streakReachedOn } from './progress.js';

// ---------------------------------------------------------------------------------------------
// Colours (spec section 9)
// ---------------------------------------------------------------------------------------------

/** Student course badge: 80+ green, 50+ amber, else grey. */
export function courseBadgeVariant(percent: number): 'success' | 'warning' | 'secondary' {
  return percent >= 80 ? 'success' : percent >= 50 ? 'warning' : 'secondary';
}

/** Section score badge: 90+ success, 80+ primary, 70+ warning, else secondary. */
export function sectionScoreVariant(score: number): 'success' | 'primary' | 'warning' | 'secondary' {
  return score >= 90 ? 'success' : score >= 80 ? 'primary' : score >= 70 ? 'warning' : 'secondary';
}

export type StudyStatus = 'not_started' | 'in_progress' | 'completed';
export const STUDY_STATUS_LABELS: Record<StudyStatus, string> = { not_started: '시작 전', in_progress: '진행 중', completed: '완료' };
export function studyStatus(completedSections: number, totalSections: number, percent: number): StudyStatus {
  if (totalSections > 0 && completedSections >= totalSections) return 'completed';
  return percent > 0 ? 'in_progress' : 'not_started';
}

/** The progress tab lists at most this many sections per course, then "...그 외 N개 섹션". */
export const PROGRESS_TAB_SECTIONS = 8;

// ---------------------------------------------------------------------------------------------
// Badges: each one earned from a real event, with the date it happened
// ---------------------------------------------------------------------------------------------

export const BADGES = [
  { id: 'first_run', name: '첫 실행', description: '처음으로 파이썬 코드를 실행했어요.' },
  { id: 'first_correct', name: '첫 정답', description: '평가 문제를 처음으로 맞혔어요.' },
  { id: 'first_try', name: '한 번에 정답', description: '평가 문제를 첫 제출에 바로 맞혔어요.' },
  { id: 'section_complete', name: '섹션 완주', description: '한 섹션의 기본 학습·실습·평가를 모두 마쳤어요.' },
  { id: 'perfect_score', name: '만점', description: '한 섹션의 평가에서 100점을 받았어요.' },
  { id: 'course_complete', name: '과정 완주', description: '한 과정의 모든 섹션을 마쳤어요.' },
  { id: 'streak_3', name: '3일 연속 학습', description: '3일 연속으로 공부했어요.' },
  { id: 'streak_7', name: '7일 연속 학습', description: '7일 연속으로 공부했어요.' },
  { id: 'streak_30', name: '30일 연속 학습', description: '30일 연속으로 공부했어요.' },
] as const;
export type BadgeId = (typeof BADGES)[number]['id'];
/** How many of the latest earned badges are listed as recent achievements. */
export const RECENT_ACHIEVEMENTS = 5;

/** The earliest instant (ISO) of each badge's event, null when it never happened. */
export interface BadgeFacts {
  firstRunAt: string | null;
  firstCorrectAt: string | null;
  firstTryCorrectAt: string | null;
  firstSectionCompletedAt: string | null;
  firstPerfectScoreAt: string | null;
  firstCourseCompletedAt: string | null;
  /** Study days (Asia/Seoul). */
  activityDays: readonly string[];
}

export function earnBadges(facts: BadgeFacts): { badges: Badge[]; recent_achievements: { name: string; date: string }[] } {
  const dates: Record<BadgeId, string | null> = {
    first_run: facts.firstRunAt,
    first_correct: facts.firstCorrectAt,
    first_try: facts.firstTryCorrectAt,
    section_complete: facts.firstSectionCompletedAt,
    perfect_score: facts.firstPerfectScoreAt,
    course_complete: facts.firstCourseCompletedAt,
    streak_3: streakReachedOn(facts.activityDays, 3),
    streak_7: streakReachedOn(facts.activityDays, 7),
    streak_30: streakReachedOn(facts.activityDays, 30),
  };
  const badges: Badge[] = BADGES.map((b) => ({ id: b.id, name: b.name, description: b.description, earned: dates[b.id] !== null, date: dates[b.id] }));
  const recent = badges
    .flatMap((b) => (b.date === null ? [] : [{ name: b.name, date: b.date }]))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT_ACHIEVEMENTS);
  return { badges, recent_achievements: recent };
}

// ---------------------------------------------------------------------------------------------
// Insight tips (spec section 9) and the class comparison
// ---------------------------------------------------------------------------------------------

export const MAX_INSIGHT_TIPS = 4;
/** More than this many points below the class gives the improvement tip. */
export const BEHIND_CLASS_POINTS = 10;
/** Python more than this many points ahead of math gives the balance tip. */
export const BALANCE_GAP_POINTS = 30;
export const ACHIEVEMENT_STREAK_DAYS = 7;

export interface InsightInput {
  progress: number;
  classProgress: number;
  score: number | null;
  classScore: number | null;
  streak: number;
  /** Progress of the python and ai-math courses when the student has them. */
  pythonProgress: number | null;
  mathProgress: number | null;
}

export type InsightKind = 'comparison' | 'improvement' | 'strength' | 'achievement' | 'restart' | 'balance';
export interface InsightTip {
  kind: InsightKind;
  text: string;
}

/** Up to four tips by the spec's rules, in the spec's order. */
export function insightTips(i: InsightInput): InsightTip[] {
  const tips: InsightTip[] = [];
  if (i.progress > i.classProgress) tips.push({ kind: 'comparison', text: `진도가 반 평균(${i.classProgress}%)보다 ${roundGap(i.progress - i.classProgress)}%p 앞서 있어요. 지금 속도를 유지해 보세요.` });
  else if (i.classProgress - i.progress > BEHIND_CLASS_POINTS)
    tips.push({ kind: 'improvement', text: `진도가 반 평균(${i.classProgress}%)보다 ${roundGap(i.classProgress - i.progress)}%p 뒤처져 있어요. 하루에 한 단계씩 꾸준히 해 보세요.` });
  if (i.score !== null && i.classScore !== null && i.score > i.classScore) tips.push({ kind: 'strength', text: `평균 점수 ${i.score}점으로 반 평균(${i.classScore}점)보다 높아요. 평가에 강점이 있어요.` });
  if (i.streak >= ACHIEVEMENT_STREAK_DAYS) tips.push({ kind: 'achievement', text: `${i.streak}일 연속으로 공부하고 있어요. 훌륭해요!` });
  if (i.streak === 0) tips.push({ kind: 'restart', text: '연속 학습이 끊겼어요. 오늘 짧게라도 한 단계를 공부해 다시 시작해 보세요.' });
  if (i.pythonProgress !== null && i.mathProgress !== null && i.pythonProgress - i.mathProgress > BALANCE_GAP_POINTS)
    tips.push({ kind: 'balance', text: '파이썬 진도에 비해 수학 진도가 많이 늦어요. 두 과정을 균형 있게 공부해 보세요.' });
  return tips.slice(0, MAX_INSIGHT_TIPS);
}
const roundGap = (v: number) => Math.round(v * 10) / 10;

/** "평균 이상" when the student's figure is at least the class average. */
export function aboveAverage(mine: number | null, classValue: number | null): boolean {
  return (mine ?? 0) >= (classValue ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Mistakes notebook (오답 노트): simple spaced repetition
// ---------------------------------------------------------------------------------------------

/** A problem solved after several tries moves to "다시 풀어 보기" this many days after it was solved. */
export const MISTAKE_REVIEW_AFTER_DAYS = 3;
export type MistakeStatus = 'unsolved' | 'solved_recently' | 'review';

/** Null when the problem does not belong in the notebook (solved on the first try). */
export function mistakeStatus(p: { tries: number; solvedAt: string | null }, now: Date): MistakeStatus | null {
  if (p.solvedAt === null) return 'unsolved';
  if (p.tries <= 1) return null;
  const days = (now.getTime() - Date.parse(p.solvedAt)) / 86_400_000;
  return days >= MISTAKE_REVIEW_AFTER_DAYS ? 'review' : 'solved_recently';
}

// ---------------------------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------------------------

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** When it was earned: an ISO instant, or a 'YYYY-MM-DD' study day for streaks; null if not earned. */
  date: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const dashboardSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Percent of the section's learning types done (0, 33.3, 66.7, 100). */
  progress: z.number(),
  /** Best evaluation score, null before any completed attempt. */
  score: z.number().nullable(),
  study_time: z.number().int(),
  completed: z.boolean(),
});

export const dashboardCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  progress: z.number(),
  total_sections: z.number().int(),
  completed_sections: z.number().int(),
  status: z.enum(['not_started', 'in_progress', 'completed']),
  /** Enrolment date (ISO), null for a course studied without enrolment. */
  enrollment_date: z.string().nullable(),
  average_score: z.number().nullable(),
  study_time: z.number().int(),
  sections: z.array(dashboardSectionSchema),
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

export const studentDashboardSchema = z.object({
  overview: z.object({
    total_sections: z.number().int(),
    completed_sections: z.number().int(),
    /** Seconds. */
    total_study_time: z.number().int(),
    /** Total progress (same figure as the profile's total_progress). */
    avg_progress: z.number(),
    learning_streak: z.number().int(),
    longest_streak: z.number().int(),
    last_study_date: z.string().nullable(),
    completion_rate: z.number(),
    average_score: z.number().nullable(),
  }),
  courses: z.array(dashboardCourseSchema),
  achievements: z.object({ badges: z.array(badgeSchema), recent_achievements: z.array(z.object({ name: z.string(), date: z.string() })) }),
  /** Aggregates over the students of the same courses (the student included); never identities. */
  classAverage: z.object({
    students: z.number().int(),
    progress: z.number(),
    completion_rate: z.number(),
    average_score: z.number().nullable(),
    study_time: z.number().int(),
  }),
  insights: z.array(z.object({ kind: z.string(), text: z.string() })),
  /** The first learning step not done yet, null when everything is done. */
  next_step: z.object({ course_id: z.string(), course_title: z.string(), section_id: z.string(), section_title: z.string(), learning_type: learningTypeSchema }).nullable(),
  /** 오늘의 학습: the section each of the student's classes set for today (issue 22). */
  today: z.array(todaySectionSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

export const DAILY_STATS_DAYS = 28;
export const dailyStatsQuerySchema = z.object({
  userId: dbIdSchema('사용자 번호가 올바르지 않습니다.'),
  days: z.coerce.number().int().min(1).max(90).default(DAILY_STATS_DAYS),
});
export const dailyStatSchema = z.object({
  date: z.string(),
  study_seconds: z.number().int(),
  /** Code runs: browser practice runs and server runs. */
  runs: z.number().int(),
  submissions: z.number().int(),
  correct: z.number().int(),
  sections_completed: z.number().int(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;
export const dailyStatsResponseSchema = z.object({ user_id: z.number().int(), days: z.array(dailyStatSchema) });

export const mistakeSchema = z.object({
  course_id: z.string(),
  section_id: z.string(),
  section_title: z.string(),
  problem_id: z.string(),
  problem_index: z.number().int(),
  problem_title: z.string(),
  status: z.enum(['unsolved', 'solved_recently', 'review']),
  tries: z.number().int(),
  last_code: z.string(),
  last_submitted_at: z.string(),
  solved_at: z.string().nullable(),
  /**
   * The first failing case of the last wrong submission (hidden tests are described, never shown),
   * with that submission's own code and time (not the latest code, which may be a later fix).
   */
  failing: z
    .object({
      passed: z.number().int(),
      total: z.number().int(),
      test_index: z.number().int().nullable(),
      status: z.string().nullable(),
      output: z.string(),
      expected: z.string(),
      error: z.string().nullable(),
      code: z.string(),
      submitted_at: z.string(),
    })
    .nullable(),
});
export type Mistake = z.infer<typeof mistakeSchema>;
export const mistakesResponseSchema = z.object({ mistakes: z.array(mistakeSchema) });

// Teacher insight: the shapes of the teacher endpoints and every teacher figure's definition, written
// once here and unit-tested (teacher.test.ts). The server computes raw counts in SQL and turns them
// into figures with these functions; the web only displays them.
import { z } from 'zod';
import { dbIdSchema } from './ids.js';
import { LEARNING_TYPES } from './constants.js';
import { learningTypeSchema } from './learning.js';
import { chatMessageSchema } from './tutor.js';
import { parseTraceback } from './python/traceback.js';
import { personIdentitySchema } from './identity.js';
import { formatStudyTime } from './format.js';

// Course progress is progress.ts's stepPercent (completed learning types over sections × 3): the
// teacher sees the same number as the student.

// ---------------------------------------------------------------------------------------------
// Named thresholds (issue 9: "thresholds are named constants")
// ---------------------------------------------------------------------------------------------

/** A student is "active" when they left any learning record in the last N days. */
export const ACTIVE_WINDOW_DAYS = 7;
/**
 * "지금 학습 중": a learning record in the last LIVE_WINDOW_SECONDS. A studying student sends a
 * heartbeat every 30 s (and one more when the page is hidden or left), so 45 s keeps them listed
 * while they study, and one who left drops within a minute (window + the stream's 15 s keep-alive;
 * issue 22: it was five minutes).
 */
export const LIVE_WINDOW_SECONDS = 45;
/** The window as the screen words it ("최근 1분"). */
export const LIVE_WINDOW_MINUTES = 1;
/** How often each server instance looks at the database for new learning records for a live view. */
export const LIVE_POLL_MS = 2000;
/** Activity charts look back this many days (weekday × hour, daily active students). */
export const CHART_WINDOW_DAYS = 28;

export const ALERT_THRESHOLDS = {
  /** No learning record for this many days (or never, once enrolled this long). */
  inactiveDays: 7,
  /** Failed graded submissions on one problem without any correct one. */
  failedSubmissions: 3,
  /** The same Python error type this many times in a row in the latest practice runs. */
  sameErrorStreak: 3,
  /** Tutor messages asking for the answer (recognised by the tutor's intent rules) in the window. */
  answerRequests: 3,
  /** Look-back for answer requests and practice errors. */
  recentDays: 14,
  /** Progress this many percentage points below the class median. */
  belowMedianPoints: 25,
  /** Minutes after the last hint rung before a student still without a pass counts as stuck. */
  stuckAfterLastRungMinutes: 10,
} as const;

// ---------------------------------------------------------------------------------------------
// Pure figure definitions
// ---------------------------------------------------------------------------------------------

/** Mean of the values rounded to one decimal, 0 for none. */
export function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Class completion rate: sections with all three learning types done, over every (student, section)
 * pair of the class, in percent. Differs from average progress, which also counts half-done sections.
 */
export function completionRate(completedSections: number, students: number, sectionCount: number): number {
  const total = students * sectionCount;
  return total <= 0 ? 0 : Math.round((completedSections / total) * 1000) / 10;
}

/**
 * Average session time in minutes. A session is one study day (Asia/Seoul) of one student: the
 * study seconds of heartbeats divided by the number of (student, day) pairs with study.
 */
export function averageSessionMinutes(studySeconds: number, studyDays: number): number {
  return studyDays <= 0 ? 0 : Math.round(studySeconds / studyDays / 60);
}

/** The most active hour (Asia/Seoul) as a Korean range, e.g. '오후 8시~9시'; null without activity. */
export function mostActiveTime(hourCounts: readonly { hour: number; count: number }[]): string | null {
  let best: { hour: number; count: number } | null = null;
  for (const h of hourCounts) if (h.count > 0 && (!best || h.count > best.count || (h.count === best.count && h.hour < best.hour))) best = h;
  if (!best) return null;
  return `${hourLabel(best.hour)}~${hourLabel((best.hour + 1) % 24).replace(/^(오전|오후) /, '')}`;
}

export function hourLabel(hour: number): string {
  const half = hour < 12 ? '오전' : '오후';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${half} ${h12}시`;
}

/** Spec colours of a teacher's progress bar: 80+ success, 60+ info, 40+ warning, else danger. */
export function progressColor(percent: number): 'success' | 'info' | 'warning' | 'danger' {
  if (percent >= 80) return 'success';
  if (percent >= 60) return 'info';
  if (percent >= 40) return 'warning';
  return 'danger';
}

/** Study time as hours and minutes ('1시간 5분', '12분', '0분'). */
export function studyTimeLabel(seconds: number): string {
  // The one study-time formatter (issue 22): the teacher's screens read exactly like the student's.
  return formatStudyTime(seconds);
}

/** Students per 10-point progress bucket: '0-9', …, '90-99', '100'. */
export function progressDistribution(percents: readonly number[]): { bucket: string; count: number }[] {
  const buckets = Array.from({ length: 11 }, (_, i) => ({ bucket: i === 10 ? '100' : `${i * 10}-${i * 10 + 9}`, count: 0 }));
  for (const p of percents) buckets[Math.min(10, Math.max(0, Math.floor(p / 10)))]!.count += 1;
  return buckets;
}

/** Python error type of a run's error text ('NameError'), or the sandbox's reason ('timeout'), or null. */
export function errorTypeOf(error: string | null | undefined, status?: string | null): string | null {
  if (status === 'timeout' || status === 'memory' || status === 'output_limit') return status;
  if (!error) return null;
  return parseTraceback(error)?.type ?? null;
}

/** How many of the latest runs (newest first) failed with the same error type in a row. */
export function trailingErrorStreak(errorTypesNewestFirst: readonly (string | null)[]): { type: string | null; count: number } {
  const first = errorTypesNewestFirst[0];
  if (!first) return { type: null, count: 0 };
  let count = 0;
  for (const t of errorTypesNewestFirst) {
    if (t !== first) break;
    count += 1;
  }
  return { type: first, count };
}

/**
 * The shape of an error message: quoted names, numbers and long tails replaced, so that
 * "name 'x' is not defined" and "name 'y' is not defined" fall into one cluster.
 */
export function messageShape(message: string): string {
  return message
    .replace(/'[^']*'|"[^"]*"/g, "'…'")
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

export interface FailureFacts {
  /** Last line of the error of the example run (may be a traceback's final line). */
  error: string | null;
  /** Output of the example run. */
  output: string;
  /** Status of the failing hidden tests that makes a cluster of its own: 'timeout', 'memory' or 'error' (a test raised). */
  status: string | null;
}

/** Cluster key and Korean label of a failed submission: same error type and message shape, or same wrong output. */
export function failureCluster(f: FailureFacts): { key: string; label: string } {
  if (f.status === 'timeout') return { key: 'timeout', label: '시간 초과 (끝나지 않는 반복)' };
  if (f.status === 'memory') return { key: 'memory', label: '메모리 초과' };
  const parsed = f.error ? parseTraceback(f.error) : null;
  if (parsed) {
    const shape = messageShape(parsed.message);
    return { key: `error:${parsed.type}:${shape}`, label: shape ? `${parsed.type}: ${shape}` : parsed.type };
  }
  if (f.error) return { key: `error:${messageShape(f.error)}`, label: messageShape(f.error) };
  // The example ran cleanly but a hidden test raised: its output may even equal the expected one,
  // so it is no 'wrong output' — the error after the prints is what failed.
  if (f.status === 'error') return { key: 'hidden_error', label: '숨겨진 테스트에서 실행 오류' };
  const out = f.output.replace(/\s+$/g, '').slice(0, 200);
  if (!out) return { key: 'output:', label: '출력 없음' };
  return { key: `output:${out}`, label: `오답 출력: ${out.split('\n')[0]!.slice(0, 60)}` };
}

// ---------------------------------------------------------------------------------------------
// Early warning
// ---------------------------------------------------------------------------------------------

export const alertReasonCodeSchema = z.enum(['inactive', 'never_started', 'failed_problem', 'error_streak', 'answer_requests', 'below_median', 'stuck_last_rung']);
export type AlertReasonCode = z.infer<typeof alertReasonCodeSchema>;

export const alertReasonSchema = z.object({
  code: alertReasonCodeSchema,
  /** What a teacher reads, in Korean. */
  message: z.string(),
  section_id: z.string().nullable(),
  problem_id: z.string().nullable(),
});
export type AlertReason = z.infer<typeof alertReasonSchema>;

export interface AlertFacts {
  now: Date;
  enrolledAt: Date;
  lastActivity: Date | null;
  /** Problems with ≥1 failed and no correct submission. */
  failedProblems: { sectionId: string; problemId: string; title: string; failures: number }[];
  /** Error types of the latest practice runs, newest first. */
  recentRunErrors: (string | null)[];
  answerRequests: number;
  progress: number;
  classMedian: number;
  /** Graded problems where the student is stuck after the last hint rung (stuckAfterLastRung). */
  stuckProblems?: { sectionId: string; problemId: string; title: string }[];
}

const DAY_MS = 86_400_000;
/** Failed problems named one by one in a student's reasons; the rest are counted in one line. */
export const MAX_NAMED_FAILED_PROBLEMS = 2;

/** The reasons a student needs attention now (empty when none). */
export function alertReasons(f: AlertFacts, t: typeof ALERT_THRESHOLDS = ALERT_THRESHOLDS): AlertReason[] {
  const reasons: AlertReason[] = [];
  const base = { section_id: null, problem_id: null };
  if (f.lastActivity) {
    const days = Math.floor((f.now.getTime() - f.lastActivity.getTime()) / DAY_MS);
    if (days >= t.inactiveDays) reasons.push({ ...base, code: 'inactive', message: `${days}일 동안 학습 기록이 없어요.` });
  } else if (f.now.getTime() - f.enrolledAt.getTime() >= t.inactiveDays * DAY_MS) {
    reasons.push({ ...base, code: 'never_started', message: `등록 후 ${t.inactiveDays}일이 지났지만 아직 학습을 시작하지 않았어요.` });
  }
  // The two worst problems by name; more are summed up in one line so the list stays readable.
  const failed = f.failedProblems.filter((p) => p.failures >= t.failedSubmissions).sort((a, b) => b.failures - a.failures);
  for (const p of failed.slice(0, MAX_NAMED_FAILED_PROBLEMS)) {
    reasons.push({ code: 'failed_problem', message: `'${p.title}' 문제를 ${p.failures}번 제출했지만 아직 맞히지 못했어요.`, section_id: p.sectionId, problem_id: p.problemId });
  }
  if (failed.length > MAX_NAMED_FAILED_PROBLEMS) {
    reasons.push({ ...base, code: 'failed_problem', message: `그 밖에 ${failed.length - MAX_NAMED_FAILED_PROBLEMS}개 문제도 ${t.failedSubmissions}번 이상 틀린 채 남아 있어요.` });
  }
  const streak = trailingErrorStreak(f.recentRunErrors);
  if (streak.type && streak.count >= t.sameErrorStreak) {
    reasons.push({ ...base, code: 'error_streak', message: `실습에서 같은 오류(${streak.type})가 ${streak.count}번 연속으로 났어요.` });
  }
  if (f.answerRequests >= t.answerRequests) {
    reasons.push({ ...base, code: 'answer_requests', message: `최근 ${t.recentDays}일 동안 튜터에게 정답을 ${f.answerRequests}번 요청했어요.` });
  }
  const stuck = f.stuckProblems ?? [];
  for (const p of stuck.slice(0, MAX_NAMED_FAILED_PROBLEMS)) {
    reasons.push({ code: 'stuck_last_rung', message: `'${p.title}' 문제에서 튜터의 마지막 힌트(${HINT_RUNG_LABELS[LAST_HINT_RUNG]})까지 봤지만 아직 통과하지 못했어요.`, section_id: p.sectionId, problem_id: p.problemId });
  }
  if (stuck.length > MAX_NAMED_FAILED_PROBLEMS) {
    reasons.push({ ...base, code: 'stuck_last_rung', message: `그 밖에 ${stuck.length - MAX_NAMED_FAILED_PROBLEMS}개 문제도 마지막 힌트까지 보고 아직 통과하지 못했어요.` });
  }
  if (f.classMedian - f.progress >= t.belowMedianPoints) {
    reasons.push({ ...base, code: 'below_median', message: `진도가 반 중앙값(${f.classMedian}%)보다 ${Math.round((f.classMedian - f.progress) * 10) / 10}%p 낮아요.` });
  }
  return reasons;
}

// ---------------------------------------------------------------------------------------------
// What teachers learn from the tutor (issue 24): hint efficacy and "stuck after the last rung"
// ---------------------------------------------------------------------------------------------

/** The graded-problem hint ladder's rungs as the tutor numbers them (its last rung is the skeleton). */
export const HINT_RUNG_LABELS: Record<number, string> = { 1: '목표 다시 보기', 2: '힌트', 3: '빈칸 뼈대 코드' };
export const LAST_HINT_RUNG = 3;
/** A next attempt "works" when it passes within this many minutes. */
export const HINT_EFFECT_WINDOW_MINUTES = 10;

/** The figure's definition, shown one click away from it on the teacher dashboard. */
export const HINT_EFFICACY_DEFINITION = [
  `힌트 단계별: 평가 문제에서 튜터가 힌트 단계를 보여 줄 때마다 한 번씩 세어, 그 뒤 같은 문제의 첫 제출이 ${HINT_EFFECT_WINDOW_MINUTES}분 안에 통과한 비율입니다.`,
  `그 제출 전에(${HINT_EFFECT_WINDOW_MINUTES}분 안에) 다음 힌트를 또 보았다면, 그 제출은 나중에 본 힌트의 단계에서 셉니다.`,
  `힌트 없이: 그 문제에서 아직 힌트를 하나도 보지 않은 학생의 틀린 제출 바로 다음 제출이 ${HINT_EFFECT_WINDOW_MINUTES}분 안에 통과한 비율입니다.`,
  `아직 ${HINT_EFFECT_WINDOW_MINUTES}분이 지나지 않았고 다시 제출하지도 않은 경우는 세지 않습니다. 이미 통과한 문제에서 본 힌트도 세지 않습니다.`,
  `마지막 힌트 후 막힘(경고): 마지막 단계(${HINT_RUNG_LABELS[LAST_HINT_RUNG]})를 마지막으로 보고 ${HINT_EFFECT_WINDOW_MINUTES}분이 지났는데 그 문제를 아직 통과하지 못한 학생입니다.`,
] as const;

/** One hint rung the tutor showed a student on a graded problem, and when (table tutor_hint_events). */
export interface HintFact {
  userId: number;
  problemId: string;
  rung: number;
  at: Date;
}
/** A graded submission. */
export interface SubmissionFact {
  userId: number;
  problemId: string;
  correct: boolean;
  at: Date;
}

export const hintEffectRowSchema = z.object({
  /** Hint rung (1…LAST_HINT_RUNG), or null for the row of attempts without a hint. */
  rung: z.number().int().nullable(),
  label: z.string(),
  /** Counted cases: hints shown (or failed attempts without a hint) whose window is over or that were followed by an attempt. */
  cases: z.number().int(),
  /** Of those, the next attempt passed within the window. */
  passed: z.number().int(),
  /** passed / cases in percent (one decimal), null without cases. */
  rate: z.number().nullable(),
});
export const hintEfficacySchema = z.object({
  window_minutes: z.number().int(),
  rungs: z.array(hintEffectRowSchema),
  without_hint: hintEffectRowSchema,
  definition: z.array(z.string()),
});
export type HintEfficacy = z.infer<typeof hintEfficacySchema>;

const pairKey = (userId: number, problemId: string) => `${userId}:${problemId}`;
const rateOf = (passed: number, cases: number) => (cases === 0 ? null : Math.round((passed / cases) * 1000) / 10);

/** Whether the next attempt after `at` (the first submission at or after it) passed within the window; null while still open. */
function nextAttemptPassed(after: Date, subs: readonly SubmissionFact[], now: Date, windowMs: number): boolean | null {
  const next = subs.find((s) => s.at.getTime() >= after.getTime());
  if (next) return next.correct && next.at.getTime() - after.getTime() <= windowMs;
  return now.getTime() - after.getTime() >= windowMs ? false : null;
}

function bySortedPair<T extends { userId: number; problemId: string; at: Date }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const s of [...items].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const k = pairKey(s.userId, s.problemId);
    const list = map.get(k);
    if (list) list.push(s);
    else map.set(k, [s]);
  }
  return map;
}

/**
 * Per hint rung, how often the next attempt passes within the window, against attempts without a
 * hint. Every rung shown is one event: a hint followed by another hint before the next attempt (and
 * within the window) leaves that attempt to the later hint; attempts without a hint are the failed
 * attempts, and the one after each, of a student who had seen no hint on that problem yet.
 */
export function hintEfficacy(hints: readonly HintFact[], submissions: readonly SubmissionFact[], now: Date, windowMinutes = HINT_EFFECT_WINDOW_MINUTES): HintEfficacy {
  const windowMs = windowMinutes * 60_000;
  const subs = bySortedPair(submissions);
  const shown = bySortedPair(hints.filter((h) => h.rung >= 1));
  const counts = new Map<number, { cases: number; passed: number }>();
  for (let r = 1; r <= LAST_HINT_RUNG; r += 1) counts.set(r, { cases: 0, passed: 0 });
  for (const [key, events] of shown) {
    const list = subs.get(key) ?? [];
    events.forEach((h, i) => {
      const t = h.at.getTime();
      // A hint on a problem already passed helped nothing to pass: not a case.
      if (list.some((s) => s.correct && s.at.getTime() < t)) return;
      const next = list.find((s) => s.at.getTime() >= t);
      const decided = Math.min(next ? next.at.getTime() : Infinity, t + windowMs);
      const later = events[i + 1];
      if (later && later.at.getTime() <= decided) return;
      const outcome = nextAttemptPassed(h.at, list, now, windowMs);
      if (outcome === null) return;
      const c = counts.get(Math.min(h.rung, LAST_HINT_RUNG))!;
      c.cases += 1;
      if (outcome) c.passed += 1;
    });
  }
  let cases = 0;
  let passed = 0;
  for (const [key, list] of subs) {
    const firstHint = shown.get(key)?.[0]?.at.getTime() ?? Infinity;
    list.forEach((s, i) => {
      if (s.correct) return;
      const next = list[i + 1];
      // A hint seen before the next attempt (or within the window without one) makes it a hint case.
      if (firstHint <= Math.min(next ? next.at.getTime() : Infinity, s.at.getTime() + windowMs)) return;
      const outcome = nextAttemptPassed(new Date(s.at.getTime() + 1), list.slice(i + 1), now, windowMs);
      if (outcome === null) return;
      cases += 1;
      if (outcome) passed += 1;
    });
  }
  return {
    window_minutes: windowMinutes,
    rungs: [...counts].map(([rung, c]) => ({ rung, label: `${rung}단계 · ${HINT_RUNG_LABELS[rung]}`, cases: c.cases, passed: c.passed, rate: rateOf(c.passed, c.cases) })),
    without_hint: { rung: null, label: '힌트 없이 (틀린 뒤 다음 제출)', cases, passed, rate: rateOf(passed, cases) },
    definition: [...HINT_EFFICACY_DEFINITION],
  };
}

/**
 * Problems the student has never passed although they last saw the last rung at least the window
 * ago: one fact per student and problem (the latest showing of the last rung), from the same events.
 */
export function stuckAfterLastRung(hints: readonly HintFact[], submissions: readonly SubmissionFact[], now: Date, windowMinutes: number = ALERT_THRESHOLDS.stuckAfterLastRungMinutes): HintFact[] {
  const subs = bySortedPair(submissions);
  const lastShown = new Map<string, HintFact>();
  for (const h of hints) {
    if (h.rung < LAST_HINT_RUNG) continue;
    const k = pairKey(h.userId, h.problemId);
    const seen = lastShown.get(k);
    if (!seen || seen.at.getTime() < h.at.getTime()) lastShown.set(k, h);
  }
  return [...lastShown.values()].filter((h) => now.getTime() - h.at.getTime() >= windowMinutes * 60_000 && !(subs.get(pairKey(h.userId, h.problemId)) ?? []).some((s) => s.correct));
}

// ---------------------------------------------------------------------------------------------
// Request and response shapes
// ---------------------------------------------------------------------------------------------

const courseIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, '과정 ID가 올바르지 않습니다.');
/** `fresh=1` asks for newly computed figures (the refresh button) instead of ones up to a few seconds old. */
const freshSchema = z.enum(['1']).optional();
export const teacherCourseQuerySchema = z.object({ course_id: courseIdSchema.optional(), fresh: freshSchema });
export const teacherFreshQuerySchema = z.object({ fresh: freshSchema });
export const teacherCourseRequiredQuerySchema = z.object({ course_id: courseIdSchema });
export const teacherCourseParamSchema = z.object({ id: courseIdSchema });
export const teacherStudentParamSchema = z.object({ id: dbIdSchema('학생 ID가 올바르지 않습니다.') });

const isoDate = z.string();

export const courseStatSchema = z.object({
  course_id: z.string(),
  course_name: z.string(),
  description: z.string(),
  /** The class's days and times, a school period named ("월 6교시 (13:40–14:30)"); '' when none. */
  schedule: z.string(),
  student_count: z.number().int(),
  avg_progress: z.number(),
});

export const teacherStudentRowSchema = z.object({
  student_id: z.number().int(),
  ...personIdentitySchema.shape,
  email: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  /** Title of the section of the student's latest learning record in this course, null before any. */
  current_section: z.string().nullable(),
  completed_sections: z.number().int(),
  total_sections: z.number().int(),
  progress_percentage: z.number(),
  /** Seconds of visible, active study (heartbeats). */
  total_study_time: z.number().int(),
  last_activity: isoDate.nullable(),
});
export type TeacherStudentRow = z.infer<typeof teacherStudentRowSchema>;

export const teacherDashboardSchema = z.object({
  /** Classes archived at the end of the year (issue 25): left out of the figures above, still readable by id until deleted. */
  archived_courses: z.array(z.object({ course_id: z.string(), course_name: z.string(), archived_at: z.string() })),
  overview: z.object({
    total_courses: z.number().int(),
    total_students: z.number().int(),
    /** Distinct students with a learning record in the last ACTIVE_WINDOW_DAYS days. */
    active_students: z.number().int(),
    avg_progress: z.number(),
    course_stats: z.array(courseStatSchema),
  }),
  students: z.array(teacherStudentRowSchema),
  insights: z.object({
    most_active_time: z.string().nullable(),
    avg_session_time: z.number(),
    completion_rate: z.number(),
    popular_sections: z.array(z.string()),
    struggling_topics: z.array(z.string()),
  }),
  charts: z.object({
    /** Learning records of the last CHART_WINDOW_DAYS days by weekday (0 = Monday) and hour, Asia/Seoul. */
    activity: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), count: z.number().int() })),
    progress_distribution: z.array(z.object({ bucket: z.string(), count: z.number().int() })),
    /** Distinct active students per day (YYYY-MM-DD, Asia/Seoul), oldest first, CHART_WINDOW_DAYS days. */
    daily_active: z.array(z.object({ date: z.string(), count: z.number().int() })),
  }),
  /** What teachers learn from the tutor (issue 24): see HINT_EFFICACY_DEFINITION. */
  hint_efficacy: hintEfficacySchema,
  generated_at: isoDate,
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

export const teacherAlertSchema = z.object({
  student_id: z.number().int(),
  ...personIdentitySchema.shape,
  course_id: z.string(),
  course_name: z.string(),
  progress_percentage: z.number(),
  last_activity: isoDate.nullable(),
  reasons: z.array(alertReasonSchema),
});
export type TeacherAlert = z.infer<typeof teacherAlertSchema>;
export const teacherAlertsSchema = z.object({
  alerts: z.array(teacherAlertSchema),
  thresholds: z.object({
    inactiveDays: z.number(),
    failedSubmissions: z.number(),
    sameErrorStreak: z.number(),
    answerRequests: z.number(),
    recentDays: z.number(),
    belowMedianPoints: z.number(),
    stuckAfterLastRungMinutes: z.number(),
  }),
  class_median: z.number(),
});

export const failureClusterSchema = z.object({
  label: z.string(),
  count: z.number().int(),
  /** Distinct students in the cluster. */
  students: z.number().int(),
  example: z.object({ submission_id: z.number().int(), student_id: z.number().int(), username: z.string(), name: z.string(), code: z.string(), error: z.string().nullable(), output: z.string() }),
});
export const problemStatSchema = z.object({
  section_id: z.string(),
  section_title: z.string(),
  problem_id: z.string(),
  problem_title: z.string(),
  students_tried: z.number().int(),
  first_try_correct_pct: z.number(),
  eventually_correct_pct: z.number(),
  mean_attempts: z.number(),
  clusters: z.array(failureClusterSchema),
});
export type ProblemStat = z.infer<typeof problemStatSchema>;
export const teacherProblemsSchema = z.object({ course_id: z.string(), course_name: z.string(), problems: z.array(problemStatSchema) });
export type TeacherProblems = z.infer<typeof teacherProblemsSchema>;

export const liveStudentSchema = z.object({
  student_id: z.number().int(),
  ...personIdentitySchema.shape,
  course_id: z.string(),
  section_id: z.string().nullable(),
  section_title: z.string().nullable(),
  learning_type: learningTypeSchema.nullable(),
  last_seen: isoDate,
  /** `stopped`: the student pressed Stop (neither a success nor an error). */
  last_run: z.object({ ok: z.boolean(), stopped: z.boolean().optional(), error_type: z.string().nullable(), at: isoDate }).nullable(),
  last_verdict: z.object({ correct: z.boolean(), problem_id: z.string(), at: isoDate }).nullable(),
});
export type LiveStudent = z.infer<typeof liveStudentSchema>;
export const liveSnapshotSchema = z.object({ students: z.array(liveStudentSchema), at: isoDate });
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

const typeStatusSchema = z.object({ completed: z.boolean(), completed_at: isoDate.nullable(), study_seconds: z.number().int() });
export const teacherStudentDetailSchema = z.object({
  student: z.object({ id: z.number().int(), ...personIdentitySchema.shape, email: z.string(), last_activity: isoDate.nullable() }),
  courses: z.array(z.object({ course_id: z.string(), course_name: z.string(), progress_percentage: z.number(), completed_sections: z.number().int(), total_sections: z.number().int(), total_study_time: z.number().int() })),
  sections: z.array(
    z.object({
      course_id: z.string(),
      section_id: z.string(),
      title: z.string(),
      types: z.object(Object.fromEntries(LEARNING_TYPES.map((t) => [t, typeStatusSchema])) as Record<(typeof LEARNING_TYPES)[number], typeof typeStatusSchema>),
    }),
  ),
  evaluations: z.array(
    z.object({
      section_id: z.string(),
      section_title: z.string(),
      attempt: z.number().int(),
      score: z.number().nullable(),
      started_at: isoDate,
      completed_at: isoDate.nullable(),
      /** The class's evaluation due date for this section (issue 22), null when none. */
      due_at: isoDate.nullable(),
      /** Completed after the due date: accepted, shown as 기한 후 제출. */
      late: z.boolean(),
      submissions: z.array(
        z.object({
          id: z.number().int(),
          problem_id: z.string(),
          problem_title: z.string(),
          code: z.string(),
          correct: z.boolean(),
          passed: z.number().int(),
          total: z.number().int(),
          /** 1-based index and status of the first failing hidden test, null when all passed. */
          failing_test: z.object({ index: z.number().int(), status: z.string() }).nullable(),
          error: z.string().nullable(),
          output: z.string(),
          created_at: isoDate,
        }),
      ),
    }),
  ),
  runs: z.array(z.object({ id: z.number().int(), section_id: z.string().nullable(), code: z.string(), success: z.boolean(), error: z.string().nullable(), error_type: z.string().nullable(), output: z.string(), created_at: isoDate })),
  conversations: z.array(z.object({ section_id: z.string(), section_title: z.string(), updated_at: isoDate, messages: z.array(chatMessageSchema) })),
  timeline: z.array(z.object({ at: isoDate, kind: z.string(), section_id: z.string().nullable(), section_title: z.string().nullable(), learning_type: z.string().nullable(), detail: z.string() })),
  warnings: z.array(alertReasonSchema),
});
export type TeacherStudentDetail = z.infer<typeof teacherStudentDetailSchema>;

/** Column headers of the student table's CSV (Korean, as a teacher's spreadsheet shows them); one 점수 column per section follows. */
export const STUDENT_CSV_COLUMNS = [
  ['grade', '학년'],
  ['class_number', '반'],
  ['student_number', '번호'],
  ['student_code', '학번'],
  ['name', '이름'],
  ['username', '아이디'],
  ['email', '이메일'],
  ['course_name', '과정'],
  ['current_section', '현재 섹션'],
  ['completed_sections', '완료 섹션 수'],
  ['progress_percentage', '진도율(%)'],
  ['total_study_time_minutes', '학습 시간(분)'],
  ['average_score', '평균 점수'],
  ['last_activity', '최근 활동 (한국 시간)'],
] as const;

/** '자주 고른 오답' of a course's '예측해 보기' questions: which wrong choices (mistakes) students pick. */
export const predictMistakeSchema = z.object({
  section_id: z.string(),
  section_title: z.string(),
  question_id: z.string(),
  /** First line of the question's code, to recognise it. */
  code_preview: z.string(),
  /** Students who answered the question at least once. */
  students: z.number().int(),
  choice: z.string(),
  /** Name of the misconception the choice shows (null when the content names none). */
  misconception: z.string().nullable(),
  /** Students who picked this wrong choice at least once. */
  picked_by: z.number().int(),
});
export const teacherPredictMistakesSchema = z.object({ course_id: z.string(), mistakes: z.array(predictMistakeSchema) });
export type TeacherPredictMistakes = z.infer<typeof teacherPredictMistakesSchema>;

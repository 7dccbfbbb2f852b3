// One student's drill-down for their teacher: per section and learning type status and time, every
// evaluation attempt with each submission's code (code replay), recent practice runs, the tutor
// conversation per section (read-only), the tutor replies its guard withheld (in the timeline) and
// the early-warning reasons that apply.
import { LEARNING_TYPES, PAGE_SIZES, type ChatMessage, type LearningType } from '@dodam/contracts';
import { displayName } from '@dodam/contracts';
import { schoolOf } from '../../presenters/users.js';
import { errorTypeOf, type TeacherStudentDetail } from '@dodam/contracts/teacher';
import { and, asc, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import { classSectionPlans, codeExecutions, evaluationAttempts, evaluationSubmissions, learningEvents, sectionCompletions, tutorConversations, tutorUsage, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { teacherAlerts } from './alerts.js';
import { courseStudents } from './dashboard.js';
import { STUDENT_NOT_FOUND, problemTitle, sectionTitle, type ScopeCourse, type TeacherDeps } from './scope.js';

const TIMELINE_LIMIT = 60;

const KIND_LABELS: Record<string, string> = {
  section_start: '섹션 시작',
  heartbeat: '학습 중',
  video_progress: '영상 시청',
  practice_run: '실습 코드 실행',
  evaluation_attempt: '평가 문제 제출',
  evaluation_complete: '평가 완료',
  completion: '학습 완료',
  completion_undone: '완료 취소',
  tutor_guarded: 'AI 튜터 답변 차단',
};

/** A tutor reply the guard withheld, as a timeline entry (its section, or the section of the problem it gave away). */
function guardedEntry(scope: ScopeCourse[], row: { createdAt: Date; sectionId: string | null; guardReason: string | null; guardProblemId: string | null }) {
  const problemSection = row.guardProblemId ? scope.flatMap((c) => c.sections).find((s) => s.problems.some((p) => p.id === row.guardProblemId)) : undefined;
  const sectionId = row.sectionId && sectionTitle(scope, row.sectionId) ? row.sectionId : (problemSection?.id ?? row.sectionId);
  const detail =
    row.guardReason === 'prompt'
      ? 'AI 튜터의 지시문이 답변에 나와서 막았어요'
      : problemSection && row.guardProblemId
        ? `AI 튜터 답변에 정답 코드가 있어 힌트로 바꿨어요 (「${problemTitle(scope, problemSection.id, row.guardProblemId)}」)`
        : 'AI 튜터 답변에 정답 코드가 있어 힌트로 바꿨어요';
  return { at: row.createdAt.toISOString(), kind: 'tutor_guarded', section_id: sectionId, section_title: sectionTitle(scope, sectionId), learning_type: null, detail };
}

function timelineDetail(scope: ScopeCourse[], sectionId: string | null, kind: string, payload: Record<string, unknown>, score: number | null, seconds: number): string {
  if (kind === 'practice_run' && payload.status === 'stopped') return '실행 중지';
  if (kind === 'practice_run') return payload.success ? '실행 성공' : `오류${typeof payload.error_type === 'string' ? ` (${payload.error_type})` : ''}`;
  if (kind === 'evaluation_attempt') {
    // The problem by its title (「…」), never its internal id.
    const title = problemTitle(scope, sectionId ?? '', String(payload.problem_id ?? ''));
    return score === 100 ? `정답 「${title}」` : `오답 「${title}」 ${String(payload.passed ?? 0)}/${String(payload.total ?? 0)}`;
  }
  if (kind === 'evaluation_complete') return `점수 ${score ?? 0}점`;
  if (kind === 'heartbeat') return `${seconds}초`;
  return KIND_LABELS[kind] ?? kind;
}

/** The earliest evaluation due date per section over these courses. */
async function dueDates(db: TeacherDeps['db'], courseIds: string[]): Promise<Map<string, Date>> {
  const map = new Map<string, Date>();
  if (courseIds.length === 0) return map;
  const rows = await db.select({ sectionId: classSectionPlans.sectionId, dueAt: classSectionPlans.dueAt }).from(classSectionPlans).where(inArray(classSectionPlans.courseId, courseIds));
  for (const r of rows) if (r.dueAt && (!map.has(r.sectionId) || r.dueAt < map.get(r.sectionId)!)) map.set(r.sectionId, r.dueAt);
  return map;
}

export async function teacherStudentDetail(deps: TeacherDeps, scope: ScopeCourse[], studentId: number): Promise<TeacherStudentDetail> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, studentId)).limit(1);
  if (!user) throw notFound(STUDENT_NOT_FOUND);
  const sectionIds = scope.flatMap((c) => c.sections.map((s) => s.id));
  const courseIds = scope.map((c) => c.id);
  const none = sectionIds.length === 0 ? ['-'] : sectionIds;
  const problemIds = scope.flatMap((c) => c.sections.flatMap((s) => s.problems.map((p) => p.id)));
  const due = await dueDates(db, courseIds);

  const [perCourse, completions, seconds, attempts, submissions, runs, conversations, events, guarded, alerts] = await Promise.all([
    Promise.all(scope.map((c) => courseStudents(deps, c))),
    db.select().from(sectionCompletions).where(and(eq(sectionCompletions.userId, studentId), inArray(sectionCompletions.sectionId, none))),
    db
      .select({ sectionId: learningEvents.sectionId, learningType: learningEvents.learningType, seconds: sum(learningEvents.durationSeconds).mapWith(Number) })
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, studentId), eq(learningEvents.kind, 'heartbeat'), inArray(learningEvents.courseId, courseIds)))
      .groupBy(learningEvents.sectionId, learningEvents.learningType),
    db.select().from(evaluationAttempts).where(and(eq(evaluationAttempts.userId, studentId), inArray(evaluationAttempts.sectionId, none))).orderBy(asc(evaluationAttempts.startedAt), asc(evaluationAttempts.id)),
    db.select().from(evaluationSubmissions).where(and(eq(evaluationSubmissions.userId, studentId), inArray(evaluationSubmissions.sectionId, none))).orderBy(asc(evaluationSubmissions.createdAt), asc(evaluationSubmissions.id)),
    db
      .select()
      .from(codeExecutions)
      .where(and(eq(codeExecutions.userId, studentId), sql`(${codeExecutions.sectionId} is null or ${inArray(codeExecutions.sectionId, none)})`))
      .orderBy(desc(codeExecutions.createdAt), desc(codeExecutions.id))
      .limit(PAGE_SIZES.codeExecutions),
    db.select().from(tutorConversations).where(and(eq(tutorConversations.userId, studentId), inArray(tutorConversations.sectionId, none))).orderBy(desc(tutorConversations.updatedAt), desc(tutorConversations.id)).limit(PAGE_SIZES.conversations),
    db
      .select()
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, studentId), inArray(learningEvents.courseId, courseIds), sql`${learningEvents.kind} <> 'heartbeat'`))
      .orderBy(desc(learningEvents.createdAt), desc(learningEvents.id))
      .limit(TIMELINE_LIMIT),
    // Replies withheld in a section of these courses, or giving away one of their problems (asked with no section selected).
    db
      .select({ createdAt: tutorUsage.createdAt, sectionId: tutorUsage.sectionId, guardReason: tutorUsage.guardReason, guardProblemId: tutorUsage.guardProblemId })
      .from(tutorUsage)
      .where(
        and(
          eq(tutorUsage.userId, studentId),
          eq(tutorUsage.outcome, 'guarded'),
          or(inArray(tutorUsage.sectionId, none), inArray(tutorUsage.guardProblemId, problemIds.length ? problemIds : ['-'])),
        ),
      )
      .orderBy(desc(tutorUsage.createdAt), desc(tutorUsage.id))
      .limit(TIMELINE_LIMIT),
    teacherAlerts(deps, scope),
  ]);

  const rows = perCourse.flatMap((c) => c.rows.filter((r) => r.student_id === studentId));
  const lastActivity = rows.map((r) => r.last_activity).filter((v): v is string => Boolean(v)).sort().at(-1) ?? null;
  const done = new Map(completions.map((c) => [`${c.sectionId}:${c.learningType}`, c.completedAt]));
  const secs = new Map(seconds.map((s) => [`${s.sectionId}:${s.learningType}`, s.seconds ?? 0]));
  const subsByAttempt = new Map<number, typeof submissions>();
  for (const s of submissions) subsByAttempt.set(s.attemptId, [...(subsByAttempt.get(s.attemptId) ?? []), s]);

  return {
    student: {
      id: user.id,
      name: displayName(user.profile.fullName, user.username),
      username: user.username,
      ...schoolOf(user),
      email: user.email ?? '',
      last_activity: lastActivity,
    },
    courses: rows.map((r) => ({
      course_id: r.course_id,
      course_name: r.course_name,
      progress_percentage: r.progress_percentage,
      completed_sections: r.completed_sections,
      total_sections: r.total_sections,
      total_study_time: r.total_study_time,
    })),
    sections: scope.flatMap((c) =>
      c.sections.map((s) => ({
        course_id: c.id,
        section_id: s.id,
        title: s.title,
        types: Object.fromEntries(
          LEARNING_TYPES.map((t) => {
            const at = done.get(`${s.id}:${t}`);
            return [t, { completed: Boolean(at), completed_at: at?.toISOString() ?? null, study_seconds: secs.get(`${s.id}:${t}`) ?? 0 }];
          }),
        ) as TeacherStudentDetail['sections'][number]['types'],
      })),
    ),
    evaluations: attempts.map((a) => ({
      section_id: a.sectionId,
      section_title: sectionTitle(scope, a.sectionId) ?? a.sectionId,
      attempt: a.attempt,
      score: a.score,
      started_at: a.startedAt.toISOString(),
      completed_at: a.completedAt?.toISOString() ?? null,
      due_at: due.get(a.sectionId)?.toISOString() ?? null,
      // Accepted, and marked (issue 22): completed after the class's due date.
      late: Boolean(a.completedAt && due.has(a.sectionId) && a.completedAt > due.get(a.sectionId)!),
      submissions: (subsByAttempt.get(a.id) ?? []).map((s) => {
        const failing = s.result.tests?.find((t) => !t.passed);
        return {
          id: s.id,
          problem_id: s.problemId,
          problem_title: problemTitle(scope, s.sectionId, s.problemId),
          code: s.code,
          correct: s.isCorrect,
          passed: s.passed,
          total: s.total,
          failing_test: failing ? { index: failing.index + 1, status: failing.status } : null,
          error: s.result.error ?? null,
          output: s.result.output ?? '',
          created_at: s.createdAt.toISOString(),
        };
      }),
    })),
    runs: runs.map((r) => ({
      id: r.id,
      section_id: r.sectionId,
      code: r.code,
      success: r.success,
      error: r.error,
      error_type: r.success ? null : errorTypeOf(r.error, r.status),
      output: r.output,
      created_at: r.createdAt.toISOString(),
    })),
    conversations: conversations.map((c) => ({
      section_id: c.sectionId,
      section_title: sectionTitle(scope, c.sectionId) ?? c.sectionId,
      updated_at: c.updatedAt.toISOString(),
      messages: (c.messages as ChatMessage[]).slice(-PAGE_SIZES.conversationMessages),
    })),
    timeline: [
      ...events.map((e) => ({
        at: e.createdAt.toISOString(),
        kind: e.kind as string,
        section_id: e.sectionId,
        section_title: sectionTitle(scope, e.sectionId),
        learning_type: (e.learningType as LearningType | null) ?? null,
        detail: timelineDetail(scope, e.sectionId, e.kind, e.payload, e.score, e.durationSeconds),
      })),
      ...guarded.map((g) => guardedEntry(scope, g)),
    ]
      .sort((x, y) => y.at.localeCompare(x.at))
      .slice(0, TIMELINE_LIMIT),
    warnings: alerts.alerts.filter((a) => a.student_id === studentId).flatMap((a) => a.reasons),
  };
}

import { MSG_CORRECT, MSG_WRONG, summarize, type EvaluationState, type ProblemResult } from '@dodam/contracts';
import type { ContentSection } from '../content/store.js';
import { insertAttempt, insertLearningEvents, insertSubmission, lockCurrentAttempt, selectLatestAttempt, selectSubmissions, updateAttempt, type AttemptRow } from '../db/queries/learning.js';
import type { GradeResult } from '../grader/index.js';
import type { ServiceDeps } from './deps.js';
import { takePerMinute, withSandboxSlot } from './limits.js';

/** Feedback on a graded attempt: how many hidden tests passed and what went wrong first. */
function feedbackFor(grade: GradeResult, exampleError: string | null): string {
  if (grade.allPassed) return `숨겨진 테스트 ${grade.total}개를 모두 통과했어요.`;
  const failed = grade.results.find((r) => !r.passed);
  const lines = [`숨겨진 테스트 ${grade.total}개 중 ${grade.passed}개를 통과했어요.`];
  if (failed?.status === 'timeout') lines.push('시간 제한을 넘겼어요. 끝나지 않는 반복문이 있는지 확인해 보세요.');
  else if (failed?.status === 'memory') lines.push('메모리를 너무 많이 사용했어요.');
  else if (failed?.status === 'error' || exampleError) lines.push('실행 중 오류가 났어요. 오류 메시지를 확인해 보세요.');
  else lines.push('출력 형식(띄어쓰기, 줄바꿈, 문장부호)이 문제의 예시와 같은지 확인해 보세요.');
  return lines.join(' ');
}

/** Saved evaluation state of the current attempt, rebuilt from server-graded submissions. */
export async function evaluationState(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: number,
  section: ContentSection,
  attempt?: AttemptRow,
  /** The attempt's submissions when the caller has just read them (saves a query per submit). */
  known?: Awaited<ReturnType<typeof selectSubmissions>>,
): Promise<EvaluationState> {
  const current = attempt ?? (await selectLatestAttempt(db, userId, section.id));
  const submissions = known ?? (current ? await selectSubmissions(db, current.id) : []);
  const latest = new Map<string, ProblemResult>();
  for (const s of submissions) latest.set(s.problemId, s.result);
  const order = section.problems.map((p) => p.id);
  const results = order.flatMap((id) => (latest.has(id) ? [latest.get(id)!] : []));
  const complete = Boolean(current?.completedAt);
  const correct = results.filter((r) => r.correct).length;
  return {
    section_id: section.id,
    attempt: current?.attempt ?? 1,
    results,
    currentProblem: Math.min(current?.currentProblem ?? 0, Math.max(0, order.length - 1)),
    evaluationComplete: complete,
    summary: complete ? summarize(correct, order.length) : null,
    timestamp: (current?.completedAt ?? submissions.at(-1)?.createdAt ?? current?.startedAt ?? new Date()).toISOString(),
  };
}

/**
 * Grade a submission against the problem's hidden tests in the sandbox, record it, and complete the
 * attempt once every problem has a submission.
 */
export async function submitEvaluation(
  { db, sandbox, config }: Pick<ServiceDeps, 'db' | 'sandbox' | 'config'>,
  input: { userId: number; courseId: string; section: ContentSection; problemIndex: number; code: string },
): Promise<{ result: ProblemResult; state: EvaluationState }> {
  const problem = input.section.problems[input.problemIndex]!;
  // Each submission costs one sandbox run per hidden test: bound it per user.
  await takePerMinute({ db }, `evaluation:submit:${input.userId}`, config.EVAL_SUBMITS_PER_MINUTE, '제출이 너무 잦습니다. 잠시 후 다시 제출해 주세요.');
  // Grade first (outside any transaction): a crashed sandbox resolves with a verdict, never twice.
  // The hidden tests and the example run share one sandbox process (each in its own forked child).
  const grade = await withSandboxSlot(
    () => sandbox.grade(input.code, problem.tests, { example: problem.example_inputs }),
    '채점 대기열이 가득 찼습니다. 잠시 후 다시 제출해 주세요.',
  );
  const example = grade.example!;
  const exampleError = example.success ? null : (example.message ?? example.stderr) || null;
  const result: ProblemResult = {
    problemId: problem.id,
    submitted: true,
    correct: grade.allPassed,
    output: example.stdout,
    error: exampleError,
    passed: grade.passed,
    total: grade.total,
    tests: grade.results.map((r) => ({ index: r.index, passed: r.passed, status: r.status })),
    explanation: grade.allPassed ? MSG_CORRECT : MSG_WRONG,
    ai_feedback: feedbackFor(grade, exampleError),
    submitted_at: new Date().toISOString(),
  };
  const state = await recordEvaluationSubmission({ db }, { ...input, result });
  return { result, state };
}

/**
 * Record a graded submission in the student's current attempt and complete the attempt once every
 * problem has one: one transaction with the attempt row locked, so it is correct under concurrency.
 */
export async function recordEvaluationSubmission(
  { db }: Pick<ServiceDeps, 'db'>,
  input: { userId: number; courseId: string; section: ContentSection; problemIndex: number; code: string; result: ProblemResult },
): Promise<EvaluationState> {
  const problem = input.section.problems[input.problemIndex]!;
  const { result } = input;
  return db.transaction(async (tx) => {
    // The attempt row stays locked until commit: concurrent submissions of one student count in turn.
    let attempt = await lockCurrentAttempt(tx, input.userId, input.section.id);
    if (attempt.completedAt) {
      // Submitting after completion without a retry starts a fresh attempt.
      await insertAttempt(tx, input.userId, input.section.id, attempt.attempt + 1);
      attempt = await lockCurrentAttempt(tx, input.userId, input.section.id);
    }
    await insertSubmission(tx, {
      attemptId: attempt.id,
      userId: input.userId,
      sectionId: input.section.id,
      problemId: problem.id,
      code: input.code,
      isCorrect: result.correct,
      passed: result.passed,
      total: result.total,
      result,
    });
    const submissions = await selectSubmissions(tx, attempt.id);
    const latest = new Map<string, boolean>();
    for (const s of submissions) latest.set(s.problemId, s.isCorrect);
    const total = input.section.problems.length;
    const patch: Parameters<typeof updateAttempt>[2] = { currentProblem: input.problemIndex };
    const events: Parameters<typeof insertLearningEvents>[1] = [
      { userId: input.userId, courseId: input.courseId, sectionId: input.section.id, kind: 'evaluation_attempt', learningType: 'evaluation', score: result.correct ? 100 : 0, payload: { problem_id: problem.id, passed: result.passed, total: result.total } },
    ];
    if (latest.size === total) {
      const correct = [...latest.values()].filter(Boolean).length;
      const summary = summarize(correct, total);
      Object.assign(patch, { completedAt: new Date(), correctCount: correct, totalCount: total, score: Math.round(summary.percentage) });
      events.push({ userId: input.userId, courseId: input.courseId, sectionId: input.section.id, kind: 'evaluation_complete', learningType: 'evaluation', score: Math.round(summary.percentage), payload: { correct, total } });
    }
    await updateAttempt(tx, attempt.id, patch);
    await insertLearningEvents(tx, events);
    return evaluationState({ db: tx }, input.userId, input.section, { ...attempt, ...patch } as AttemptRow, submissions);
  });
}

/** Retry: a new attempt starting at problem 1 with no results (earlier attempts stay for teachers). */
export async function resetEvaluation({ db }: Pick<ServiceDeps, 'db'>, userId: number, section: ContentSection): Promise<EvaluationState> {
  return db.transaction(async (tx) => {
    // Locked like a submission, so a retry never interleaves with a submission being counted.
    const latest = await lockCurrentAttempt(tx, userId, section.id);
    const hasWork = latest.completedAt || (await selectSubmissions(tx, latest.id)).length > 0;
    if (hasWork) await insertAttempt(tx, userId, section.id, latest.attempt + 1);
    return evaluationState({ db: tx }, userId, section);
  });
}

export async function moveEvaluationPointer({ db }: Pick<ServiceDeps, 'db'>, userId: number, section: ContentSection, index: number): Promise<EvaluationState> {
  return db.transaction(async (tx) => {
    const attempt = await lockCurrentAttempt(tx, userId, section.id);
    const bounded = Math.min(Math.max(0, index), Math.max(0, section.problems.length - 1));
    await updateAttempt(tx, attempt.id, { currentProblem: bounded });
    return evaluationState({ db: tx }, userId, section, { ...attempt, currentProblem: bounded });
  });
}

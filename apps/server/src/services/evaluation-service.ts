import { MSG_CORRECT, MSG_WRONG, MSG_WRONG_REQUIREMENT, classifyOutputDifference, describeRequirement, describeUnmetRequirements, evaluationMarksDone, describeOutputDifference, explainPythonError, isSetOrderDifference, SET_ORDER_HINT, parseSyntaxCheckOutput, syntaxCheckProgram, type EvaluationSyntaxCheckResponse, summarize, type EvaluationState, type ProblemResult } from '@dodam/contracts';
import type { ContentSection } from '../content/store.js';
import { insertAttempt, insertCompletion, insertLearningEvents, insertSubmission, lockCurrentAttempt, selectLatestAttempt, selectSubmissions, updateAttempt, type AttemptRow } from '../db/queries/learning.js';
import type { GradeResult } from '../grader/index.js';
import type { ServiceDeps } from './deps.js';
import { takePerMinute, withSandboxSlot } from './limits.js';

/**
 * Feedback on a graded attempt: how many hidden tests passed, then what went wrong on the visible
 * example — an error gets the same Korean card as in practice (explainPythonError on the grader's
 * traceback), a finished run the kind of difference (contracts classifyOutputDifference). It never
 * describes output that was not printed, and hidden inputs never appear.
 */
export function feedbackFor(grade: GradeResult, code: string, expectedExample: string, expectedTests: readonly string[] = []): string {
  const unmet = describeUnmetRequirements(grade.structure?.unmet ?? []);
  if (grade.allPassed) return unmet ? `숨겨진 테스트 ${grade.total}개의 출력은 모두 맞지만, ${unmet}` : `숨겨진 테스트 ${grade.total}개를 모두 통과했어요.`;
  const failed = grade.results.find((r) => !r.passed);
  const lines = [`숨겨진 테스트 ${grade.total}개 중 ${grade.passed}개를 통과했어요.`];
  if (unmet) lines.push(unmet);
  const example = grade.example;
  if (example?.status === 'error') {
    const card = explainPythonError(example.stderr, { code });
    lines.push(card ? `예시 입력으로 실행하면 오류가 나요 — ${card.title}${card.line ? ` (${card.line}번째 줄)` : ''}: ${card.explanation} ${card.suggestion}` : '예시 입력으로 실행하면 오류가 나요. 오류 메시지를 확인해 보세요.');
  } else if (example?.status === 'timeout' || failed?.status === 'timeout') {
    lines.push('시간 제한을 넘겼어요. 끝나지 않는 반복문이나 너무 오래 걸리는 계산이 있는지 확인해 보세요.');
  } else if (example?.status === 'memory' || failed?.status === 'memory') {
    lines.push('메모리를 너무 많이 사용했어요.');
  } else if (example && example.status !== 'ok') {
    lines.push(example.message ?? '예시 입력으로 실행이 끝나지 않았어요.');
  } else if (example) {
    const difference = classifyOutputDifference(example.stdout, expectedExample);
    // Only the order differs and the code uses a set or hash(): say so (ADR 020, the hash-order
    // residue); the hidden outputs are compared the same way but never shown.
    const orderOnly =
      isSetOrderDifference(code, example.stdout, expectedExample) ||
      grade.results.some((r) => !r.passed && r.status === 'ok' && expectedTests[r.index] !== undefined && isSetOrderDifference(code, r.stdout, expectedTests[r.index]!));
    if (orderOnly) lines.push(SET_ORDER_HINT);
    else if (difference.kind !== 'same') lines.push(describeOutputDifference(difference));
    else if (failed?.status === 'error') lines.push('예시 입력에서는 맞지만 숨겨진 테스트 중에 오류가 나는 입력이 있어요. 문제에서 허용하는 다른 입력(0, 가장 큰 값, 같은 값이 여러 번)을 넣어 실행해 보세요.');
    else lines.push('예시 입력에서는 맞지만 숨겨진 테스트의 출력이 달라요. 문제의 조건(경계값, 같은 값이 여러 번 나오는 경우, 입력 크기)과 출력 형식을 다시 확인해 보세요.');
  }
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
  { db, sandbox, config, now }: Pick<ServiceDeps, 'db' | 'sandbox' | 'config' | 'now'>,
  input: { userId: number; courseId: string; section: ContentSection; problemIndex: number; code: string },
): Promise<{ result: ProblemResult; state: EvaluationState }> {
  const problem = input.section.problems[input.problemIndex]!;
  // Each submission costs one sandbox run per hidden test: bound it per user.
  await takePerMinute({ db }, `evaluation:submit:${input.userId}`, config.EVAL_SUBMITS_PER_MINUTE, '제출이 너무 잦습니다. 잠시 후 다시 제출해 주세요.');
  // Grade first (outside any transaction): a crashed sandbox resolves with a verdict, never twice.
  // The hidden tests and the example run share one sandbox process (each in its own forked child).
  const grade = await withSandboxSlot(
    () => sandbox.grade(input.code, problem.tests, { example: problem.example_inputs, ...(problem.requirements?.length ? { requirements: problem.requirements } : {}) }),
    '채점 대기열이 가득 찼습니다. 잠시 후 다시 제출해 주세요.',
  );
  const example = grade.example!;
  // Requirements about how it is solved (statement rules, checked on the syntax tree in the same
  // batch): a submission that breaks one is not correct, whatever its output.
  const unmet = grade.structure?.unmet ?? [];
  const correct = grade.allPassed && unmet.length === 0;
  const exampleError = example.success ? null : (example.message ?? example.stderr) || null;
  const result: ProblemResult = {
    problemId: problem.id,
    submitted: true,
    correct,
    output: example.stdout,
    error: exampleError,
    passed: grade.passed,
    total: grade.total,
    tests: grade.results.map((r) => ({ index: r.index, passed: r.passed, status: r.status })),
    explanation: correct ? MSG_CORRECT : grade.allPassed ? MSG_WRONG_REQUIREMENT : MSG_WRONG,
    ai_feedback: feedbackFor(grade, input.code, problem.expected_output, problem.tests.map((t) => t.expected_output)),
    submitted_at: now().toISOString(),
    ...(unmet.length ? { unmet_requirements: unmet.map(describeRequirement) } : {}),
  };
  const state = await recordEvaluationSubmission({ db, now }, { ...input, result });
  return { result, state };
}

/**
 * Compile a practice program with the grader's Python (in the sandbox; the code is never run), so the
 * browser (a newer Python) can show the SyntaxError the grade would get before the student submits.
 */
export async function syntaxCheck(
  { db, sandbox, config }: Pick<ServiceDeps, 'db' | 'sandbox' | 'config'>,
  input: { userId: number; code: string },
): Promise<EvaluationSyntaxCheckResponse> {
  await takePerMinute({ db }, `evaluation:syntax:${input.userId}`, config.EVAL_SUBMITS_PER_MINUTE * 4, '문법 확인이 너무 잦습니다. 잠시 후 다시 시도해 주세요.');
  const run = await withSandboxSlot(() => sandbox.run({ code: syntaxCheckProgram(input.code), timeLimitMs: 3000 }), '채점 대기열이 가득 찼습니다. 잠시 후 다시 시도해 주세요.');
  const error = run.status === 'ok' ? parseSyntaxCheckOutput(run.stdout) : undefined;
  return error === undefined ? { syntax_error: null, checked: false } : { syntax_error: error, checked: true };
}

/**
 * Record a graded submission in the student's current attempt and complete the attempt once every
 * problem has one: one transaction with the attempt row locked, so it is correct under concurrency.
 */
export async function recordEvaluationSubmission(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  input: { userId: number; courseId: string; section: ContentSection; problemIndex: number; code: string; result: ProblemResult },
): Promise<EvaluationState> {
  const problem = input.section.problems[input.problemIndex]!;
  const { result } = input;
  const at = now();
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
      createdAt: at,
    });
    const submissions = await selectSubmissions(tx, attempt.id);
    const latest = new Map<string, boolean>();
    for (const s of submissions) latest.set(s.problemId, s.isCorrect);
    const total = input.section.problems.length;
    const patch: Parameters<typeof updateAttempt>[2] = { currentProblem: input.problemIndex };
    const events: Parameters<typeof insertLearningEvents>[1] = [
      { userId: input.userId, courseId: input.courseId, sectionId: input.section.id, kind: 'evaluation_attempt', learningType: 'evaluation', score: result.correct ? 100 : 0, payload: { problem_id: problem.id, passed: result.passed, total: result.total }, createdAt: at },
    ];
    if (latest.size === total) {
      const correct = [...latest.values()].filter(Boolean).length;
      const summary = summarize(correct, total);
      Object.assign(patch, { completedAt: at, correctCount: correct, totalCount: total, score: Math.round(summary.percentage) });
      events.push({ userId: input.userId, courseId: input.courseId, sectionId: input.section.id, kind: 'evaluation_complete', learningType: 'evaluation', score: Math.round(summary.percentage), payload: { correct, total }, createdAt: at });
      // Passing at 양호 or better is the evaluation done (ADR 021); a weaker attempt never clears it.
      if (evaluationMarksDone(summary.percentage) && (await insertCompletion(tx, { userId: input.userId, courseId: input.courseId, sectionId: input.section.id, learningType: 'evaluation', completedAt: at }))) {
        events.push({ userId: input.userId, courseId: input.courseId, sectionId: input.section.id, kind: 'completion', learningType: 'evaluation', payload: { by: 'evaluation' }, createdAt: at });
      }
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

import { z } from 'zod';

/** Grade bands of the spec (section 9) with their feedback sentence. */
export const GRADE_BANDS = [
  { min: 90, grade: '우수', feedback: '훌륭해요! 이 섹션의 개념을 완벽하게 이해했어요. 다음 섹션으로 넘어가도 좋아요.' },
  { min: 70, grade: '양호', feedback: '잘했어요! 대부분의 문제를 해결했어요. 틀린 문제를 한 번 더 살펴보면 더 완벽해질 거예요.' },
  { min: 50, grade: '보통', feedback: '절반 이상 해결했어요. 요약을 다시 읽고 틀린 문제의 힌트를 확인해 보세요.' },
  { min: 0, grade: '부족', feedback: '아직 어려운 부분이 있어요. 기본 학습과 실습을 한 번 더 하고 다시 도전해 보세요.' },
] as const;
export type Grade = (typeof GRADE_BANDS)[number]['grade'];
export const SUCCESS_PERCENT = 70;

/**
 * Progress from work (issue 21, ADR 021): a completed evaluation at the grade band 양호 or better
 * (SUCCESS_PERCENT) marks the evaluation done; a watched share of VIDEO_DONE_RATIO of the video
 * marks the lesson done; a solved exercise marks practice done. The manual toggle stays.
 */
export const EVALUATION_DONE_GRADE: Grade = '양호';
export const VIDEO_DONE_RATIO = 0.9;
export function evaluationMarksDone(percentage: number): boolean {
  const band = GRADE_BANDS.find((b) => b.grade === EVALUATION_DONE_GRADE)!;
  return percentage >= band.min;
}
export function videoMarksDone(positionSeconds: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && positionSeconds / durationSeconds >= VIDEO_DONE_RATIO;
}

export const MSG_CORRECT = '정답입니다! 코드가 올바르게 실행되었습니다.';
export const MSG_WRONG = '다시 시도해보세요. 예상 출력과 다릅니다.';
/** Wrong although every output matched: a requirement about how it is solved is not met (never claim the output differs). */
export const MSG_WRONG_REQUIREMENT = '다시 시도해보세요. 출력은 맞지만 문제의 요구 사항을 지키지 않았습니다.';

export function gradeFor(percentage: number): { grade: Grade; feedback: string } {
  const band = GRADE_BANDS.find((b) => percentage >= b.min) ?? GRADE_BANDS[GRADE_BANDS.length - 1]!;
  return { grade: band.grade, feedback: band.feedback };
}

export const evaluationSummarySchema = z.object({
  correctCount: z.number().int(),
  totalCount: z.number().int(),
  percentage: z.number(),
  grade: z.enum(['우수', '양호', '보통', '부족']),
  feedback: z.string(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

export function summarize(correctCount: number, totalCount: number): EvaluationSummary {
  const percentage = totalCount === 0 ? 0 : Math.round((correctCount / totalCount) * 1000) / 10;
  return { correctCount, totalCount, percentage, ...gradeFor(percentage) };
}

/** A hidden test's sandbox verdict in words a student understands (a failed 'ok' run printed something else). */
export const TEST_STATUS_LABELS: Record<string, string> = {
  ok: '출력이 달라요',
  error: '실행 오류',
  timeout: '시간 초과',
  memory: '메모리 초과',
  output_limit: '출력이 너무 많아요',
  killed: '실행이 중단됐어요',
};
/** The Korean reason a hidden test failed; an unknown verdict never reaches the screen raw. */
export function testStatusLabel(status: string | null | undefined): string {
  return (status && TEST_STATUS_LABELS[status]) || '통과하지 못했어요';
}

export const testVerdictSchema = z.object({
  index: z.number().int(),
  passed: z.boolean(),
  status: z.string(),
});

export const problemResultSchema = z.object({
  problemId: z.string(),
  submitted: z.boolean(),
  correct: z.boolean(),
  /** Output of the example-input run, for the learner to compare. */
  output: z.string(),
  error: z.string().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  tests: z.array(testVerdictSchema),
  /** The spec's correct/wrong sentence. */
  explanation: z.string(),
  /** Feedback on the attempt (which tests failed, Korean error explanation, tutor feedback later). */
  ai_feedback: z.string(),
  submitted_at: z.string(),
  /** Requirements about how it is solved that the submission does not meet (Korean sentences); a result with any is not correct. */
  unmet_requirements: z.array(z.string()).optional(),
});
export type ProblemResult = z.infer<typeof problemResultSchema>;

export const evaluationSubmitRequestSchema = z
  .object({
    section_id: z.string().regex(/^[0-9]{1,6}$/),
    problem_id: z.string().regex(/^[a-z0-9-]{1,64}$/),
    code: z.string().max(20_000, '코드는 20,000자 이하여야 합니다.'),
  })
  .strict();

/** POST /evaluation/syntax-check: the grader's Python compiles the code (never runs it). */
export const evaluationSyntaxCheckRequestSchema = evaluationSubmitRequestSchema;
export const evaluationSyntaxCheckResponseSchema = z.object({
  /** The SyntaxError the grader's Python reports (as a traceback text), or null when it compiles. */
  syntax_error: z.string().nullable(),
  /** False when the check could not run (then nothing is claimed). */
  checked: z.boolean(),
});
export type EvaluationSyntaxCheckResponse = z.infer<typeof evaluationSyntaxCheckResponseSchema>;

export const evaluationStateSchema = z.object({
  section_id: z.string(),
  attempt: z.number().int(),
  results: z.array(problemResultSchema),
  currentProblem: z.number().int(),
  evaluationComplete: z.boolean(),
  summary: evaluationSummarySchema.nullable(),
  timestamp: z.string(),
});
export type EvaluationState = z.infer<typeof evaluationStateSchema>;

export const evaluationSubmitResponseSchema = z.object({ result: problemResultSchema, state: evaluationStateSchema });
export const evaluationPointerRequestSchema = z.object({ section_id: z.string().regex(/^[0-9]{1,6}$/), current_problem: z.number().int().min(0).max(100) }).strict();

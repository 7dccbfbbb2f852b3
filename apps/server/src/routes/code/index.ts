import {
  MSG,
  PYTHON_MSG,
  buildCodeRunHistory,
  errorBodySchema,
  evaluateCodeAiRequestSchema,
  evaluateCodeAiResponseSchema,
  executeCodeRequestSchema,
  executeCodeResponseSchema,
  submitInputRequestSchema,
  tutorChatResponseSchema,
  type LastRun,
} from '@dodam/contracts';
import { HttpError, unprocessable } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { chatMessage, presentReply } from '../../presenters/tutor.js';
import { runStudentCode } from '../../services/code-runs.js';
import { findSection } from '../../tutor/context.js';
import { NEVER, admit, checkInput, contextFor } from '../../tutor/requests.js';
import { assertSectionOpen } from '../../services/class-plan.js';
import { courseOfSection } from '../../services/learning-service.js';
import { withModelConsent } from '../../services/consent-service.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** /code/*: server sandbox runs, and the tutor looking at code (submitted input, evaluation feedback). */
export const codeRoutes = routeFolder('user', async (app) => {
  const tutor = app.tutor;

  app.post(
    '/code/execute-code',
    { schema: { tags: ['code'], summary: '서버 샌드박스에서 파이썬 실행 (기록됨)', body: executeCodeRequestSchema, response: { 200: executeCodeResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      // Practice in a section a class locked is refused like opening it (issue 22).
      const practiced = body.selected_section ? courseOfSection(app.content, body.selected_section) : undefined;
      if (practiced) await assertSectionOpen(app.db, user, practiced.course.id, practiced.section.id);
      const { run, error, shown, executionId } = await runStudentCode(app.deps, {
        userId: user.id,
        code: body.code,
        inputValues: body.input_values,
        selectedSection: body.selected_section,
        timeLimitMs: body.time_limit_ms,
      });
      return {
        success: run.success,
        result: shown,
        output: run.stdout,
        error,
        status: run.status,
        timed_out: run.timedOut,
        truncated: run.truncated,
        duration_ms: Math.round(run.durationMs),
        execution_id: executionId,
      };
    },
  );

  app.post(
    '/code/submit-input',
    {
      schema: { tags: ['tutor'], summary: '질문(source=question) 또는 코드(source=code: 서버에서 실행 후 튜터가 설명) 보내기', body: submitInputRequestSchema, response: { 200: tutorChatResponseSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const common = { history: body.chat_history, selectedSection: body.selected_section, mode: body.mode, problemId: body.problem_id, exerciseId: body.exercise_id };
      if (body.source === 'question') {
        checkInput(app.config, body.input, 'body.input');
        const ctx = contextFor(tutor, user, { ...common, userInput: body.input, code: body.code, lastRun: body.last_run });
        const admission = await withModelConsent(app.db, user.id, await admit(tutor, user.id));
        const result = await tutor.collect(ctx, 'submit', NEVER, undefined, admission);
        if (!result) throw new HttpError(500, MSG.internalError);
        return presentReply([...ctx.history, chatMessage('user', body.input)], result, admission.remaining);
      }

      // source 'code': run the student's code in the sandbox, then the tutor looks at the run.
      if (!body.input.trim()) throw unprocessable(PYTHON_MSG.blankCode, 'body.input');
      const probe = contextFor(tutor, user, { ...common, userInput: '', code: body.input });
      const admission = await withModelConsent(app.db, user.id, await admit(tutor, user.id));
      const { run, inputs, error, shown } = await runStudentCode(app.deps, {
        userId: user.id,
        code: body.input,
        inputValues: body.input_values,
        selectedSection: probe.section?.id ?? body.selected_section,
      });
      const lastRun: LastRun = { inputs, output: run.stdout, error, success: run.success };
      const entries = buildCodeRunHistory({ code: body.input, output: shown, isError: !run.success });
      const ctx = { ...probe, userInput: '이 코드를 실행한 결과를 봐 주세요.', contextType: 'code' as const, lastRun };
      const result = await tutor.collect(ctx, 'submit', NEVER, undefined, admission);
      if (!result) throw new HttpError(500, MSG.internalError);
      return presentReply([...ctx.history, ...entries], result, admission.remaining);
    },
  );

  app.post(
    '/code/evaluate-code-ai',
    { schema: { tags: ['tutor'], summary: '코드 평가 피드백 (판정은 출력 비교, 실패 시 기본 평가)', body: evaluateCodeAiRequestSchema, response: { 200: evaluateCodeAiResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const pc = body.problem_context;
      let problemId = pc.problem_id;
      if (!problemId && pc.question && pc.section) {
        const section = findSection(app.content, pc.section);
        problemId = section?.problems.find((p) => p.question.trim() === pc.question?.trim())?.id;
      }
      const ctx = contextFor(tutor, user, { userInput: '', history: [], selectedSection: pc.section ?? '', mode: 'evaluation', problemId, code: body.student_code });
      const result = await tutor.evaluate(ctx, { code: body.student_code, output: body.student_output, expected: body.expected_output, question: pc.question, hint: pc.hint }, NEVER);
      return { success: true, is_correct: result.isCorrect, feedback: result.feedback, error: null, evaluation: result.evaluation, note: result.note, provider: result.provider };
    },
  );
});

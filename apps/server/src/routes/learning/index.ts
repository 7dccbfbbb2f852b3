import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completionRequestSchema,
  contentCourseSchema,
  contentListResponseSchema,
  courseIdParamSchema,
  courseProgressQuerySchema,
  courseProgressSchema,
  errorBodySchema,
  evaluationPointerRequestSchema,
  evaluationStateSchema,
  evaluationSubmitRequestSchema,
  evaluationSubmitResponseSchema,
  learningEventsRequestSchema,
  learningEventsResponseSchema,
  practiceResponseSchema,
  problemsResponseSchema,
  sectionGuideSchema,
  sectionParamSchema,
  sectionProgressSchema,
  sectionQuerySchema,
  sectionsQuerySchema,
  sectionsResponseSchema,
  startSectionRequestSchema,
  startSectionResponseSchema,
} from '@dodam/contracts';
import type { ContentCourseData } from '../../content/store.js';
import { publicProblem, tableOfContents } from '../../content/store.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { deleteCompletion, insertCompletion, insertLearningEvents, selectVideoSectionIds, type NewLearningEvent } from '../../db/queries/learning.js';
import { SandboxBusyError } from '../../grader/index.js';
import { requireAuth } from '../../plugins/auth.js';
import { moveEvaluationPointer, evaluationState, resetEvaluation, submitEvaluation } from '../../services/evaluation-service.js';
import { HttpError, notFound, tooManyRequests } from '../../services/http-errors.js';
import { incrementRateLimit } from '../../db/queries/rate-limits.js';
import { courseOfSection, courseProgressFor, presentSection, sectionProgressFor } from '../../services/learning-service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };
const SECTION_NOT_FOUND = '섹션을 찾을 수 없습니다.';
const CONTENT_NOT_FOUND = '콘텐츠를 찾을 수 없습니다';

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const findSection = (id: string) => {
    const found = courseOfSection(app.content, id);
    if (!found) throw notFound(SECTION_NOT_FOUND);
    return found;
  };

  async function presentCourse(course: ContentCourseData, userId: number, videos: Set<string>, enrolled: Set<string>) {
    return {
      id: course.id,
      title: course.title,
      category: course.category,
      description: course.description,
      difficulty: course.difficulty,
      duration_hours: course.duration_hours,
      age_label: course.age_label,
      label_color: course.label_color,
      goals: course.goals,
      sections: course.sections.map((s) => presentSection(s, course, videos)),
      progress: await courseProgressFor(app.db, userId, course),
      enrolled: enrolled.has(course.id),
    };
  }

  async function enrolledCourses(userId: number) {
    return new Set((await selectMembershipsForUsers(app.db, [userId])).map((m) => m.courseId));
  }

  app.get(
    '/contents',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '콘텐츠(과정) 목록과 내 진도', response: { 200: contentListResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const [videos, enrolled] = await Promise.all([selectVideoSectionIds(app.db), enrolledCourses(user.id)]);
      return { courses: await Promise.all(app.content.courses.map((c) => presentCourse(c, user.id, videos, enrolled))) };
    },
  );

  app.get(
    '/contents/:courseId',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '콘텐츠 상세', params: courseIdParamSchema, response: { 200: contentCourseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const course = app.content.course(request.params.courseId);
      if (!course) throw notFound(CONTENT_NOT_FOUND);
      const [videos, enrolled] = await Promise.all([selectVideoSectionIds(app.db), enrolledCourses(user.id)]);
      return presentCourse(course, user.id, videos, enrolled);
    },
  );

  app.get(
    '/sections',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '섹션 목록', querystring: sectionsQuerySchema, response: { 200: sectionsResponseSchema, ...errors } } },
    async (request) => {
      const videos = await selectVideoSectionIds(app.db);
      const courses = request.query.course_id ? [app.content.course(request.query.course_id)].filter((c) => c !== undefined) : app.content.courses;
      if (request.query.course_id && courses.length === 0) throw notFound(CONTENT_NOT_FOUND);
      return { sections: courses.flatMap((c) => c.sections.map((s) => presentSection(s, c, videos))) };
    },
  );

  app.get(
    '/section-guide/:section',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '섹션 학습 가이드와 요약', params: sectionParamSchema, response: { 200: sectionGuideSchema, ...errors } } },
    async (request) => {
      const { section } = findSection(request.params.section);
      return { section_id: section.id, title: section.title, guide: section.lesson, summary: section.summary, toc: tableOfContents(section.lesson) };
    },
  );

  // Static-style files of spec section 7 (lesson and summary markdown, problems JSON without answers' tests).
  const markdownFile = (name: 'lesson.md' | 'summary.md', pick: (s: { lesson: string; summary: string }) => string) =>
    app.get(
      `/content/sections/:section/${name}`,
      { config: { auth: 'user' }, schema: { tags: ['learning'], summary: `섹션 ${name}`, params: sectionParamSchema, response: { 200: z.string(), ...errors } } },
      async (request, reply) => {
        const { section } = findSection(request.params.section);
        reply.type('text/markdown; charset=utf-8');
        return pick(section);
      },
    );
  markdownFile('lesson.md', (s) => s.lesson);
  markdownFile('summary.md', (s) => s.summary);

  app.get(
    '/content/sections/:section/problems.json',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '평가 문제 (숨은 테스트·정답 코드 제외)', params: sectionParamSchema, response: { 200: problemsResponseSchema, ...errors } } },
    async (request) => {
      const { section } = findSection(request.params.section);
      return { section_id: section.id, problems: section.problems.map(publicProblem) };
    },
  );

  app.get(
    '/content/sections/:section/practice.json',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '실습 문제', params: sectionParamSchema, response: { 200: practiceResponseSchema, ...errors } } },
    async (request) => {
      const { section } = findSection(request.params.section);
      return { section_id: section.id, exercises: section.practice };
    },
  );

  app.post(
    '/start-section',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '섹션 학습 시작 기록', body: startSectionRequestSchema, response: { 200: startSectionResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section, course } = findSection(request.body.section);
      await insertLearningEvents(app.db, [
        { userId: user.id, courseId: course.id, sectionId: section.id, kind: 'section_start', learningType: request.body.learning_type ?? null },
      ]);
      const [progress] = await sectionProgressFor(app.db, user.id, [section.id]);
      return { status: 'success' as const, section: presentSection(section, course, await selectVideoSectionIds(app.db)), progress: progress! };
    },
  );

  app.get(
    '/section-progress',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '섹션 진도', querystring: sectionQuerySchema, response: { 200: sectionProgressSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section } = findSection(request.query.section);
      const [progress] = await sectionProgressFor(app.db, user.id, [section.id]);
      return progress!;
    },
  );

  app.get(
    '/learning/progress',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '과정 진도 (섹션별 완료)', querystring: courseProgressQuerySchema, response: { 200: courseProgressSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const course = app.content.course(request.query.course_id);
      if (!course) throw notFound(CONTENT_NOT_FOUND);
      return courseProgressFor(app.db, user.id, course);
    },
  );

  app.put(
    '/learning/completion',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '학습 유형 완료 표시/해제', body: completionRequestSchema, response: { 200: sectionProgressSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section, course } = findSection(request.body.section_id);
      const { learning_type: learningType, completed } = request.body;
      const changed = completed
        ? await insertCompletion(app.db, { userId: user.id, courseId: course.id, sectionId: section.id, learningType })
        : await deleteCompletion(app.db, user.id, section.id, learningType);
      if (changed) {
        await insertLearningEvents(app.db, [
          { userId: user.id, courseId: course.id, sectionId: section.id, kind: completed ? 'completion' : 'completion_undone', learningType },
        ]);
      }
      const [progress] = await sectionProgressFor(app.db, user.id, [section.id]);
      return progress!;
    },
  );

  app.post(
    '/learning/events',
    { config: { auth: 'user' }, schema: { tags: ['learning'], summary: '학습 기록 (학습 시간, 영상 진행)', body: learningEventsRequestSchema, response: { 200: learningEventsResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const rows = request.body.events.flatMap((event): NewLearningEvent[] => {
        const found = courseOfSection(app.content, event.section_id);
        if (!found) return [];
        const base = { userId: user.id, courseId: found.course.id, sectionId: found.section.id };
        switch (event.kind) {
          case 'heartbeat':
            return [{ ...base, kind: 'heartbeat', learningType: event.learning_type, durationSeconds: event.seconds }];
          case 'video_progress':
            return [{ ...base, kind: 'video_progress', learningType: 'video', payload: { position: event.position_seconds, duration: event.duration_seconds } }];
          case 'practice_run':
            return [{ ...base, kind: 'practice_run', learningType: 'practice', payload: { success: event.success, exercise_id: event.exercise_id ?? null, error_type: event.error_type ?? null, where: 'browser' } }];
        }
      });
      await insertLearningEvents(app.db, rows);
      return { accepted: rows.length };
    },
  );

  app.post(
    '/evaluation/submit',
    { config: { auth: 'user' }, schema: { tags: ['evaluation'], summary: '평가 답안 제출 (서버 채점)', body: evaluationSubmitRequestSchema, response: { 200: evaluationSubmitResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const { section, course } = findSection(request.body.section_id);
      const problemIndex = section.problems.findIndex((p) => p.id === request.body.problem_id);
      if (problemIndex < 0) throw notFound('문제를 찾을 수 없습니다.');
      // Each submission costs one sandbox run per hidden test: bound it per user.
      const window = await incrementRateLimit(app.db, `evaluation:submit:${user.id}`, 60_000);
      if (window.count > app.config.EVAL_SUBMITS_PER_MINUTE) {
        throw tooManyRequests('제출이 너무 잦습니다. 잠시 후 다시 제출해 주세요.', (window.resetAt.getTime() - Date.now()) / 1000);
      }
      try {
        return await submitEvaluation(app.db, app.sandbox, { userId: user.id, courseId: course.id, section, problemIndex, code: request.body.code });
      } catch (err) {
        if (err instanceof SandboxBusyError) throw new HttpError(503, '채점 대기열이 가득 찼습니다. 잠시 후 다시 제출해 주세요.', { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) });
        throw err;
      }
    },
  );

  app.get(
    '/evaluation/state',
    { config: { auth: 'user' }, schema: { tags: ['evaluation'], summary: '평가 진행 상태 (재입장 시 복원)', querystring: sectionQuerySchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => evaluationState(app.db, requireAuth(request).user.id, findSection(request.query.section).section),
  );

  app.put(
    '/evaluation/state',
    { config: { auth: 'user' }, schema: { tags: ['evaluation'], summary: '현재 문제 위치 저장', body: evaluationPointerRequestSchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => moveEvaluationPointer(app.db, requireAuth(request).user.id, findSection(request.body.section_id).section, request.body.current_problem),
  );

  app.delete(
    '/evaluation/state',
    { config: { auth: 'user' }, schema: { tags: ['evaluation'], summary: '다시 풀기 (새 시도)', querystring: sectionQuerySchema, response: { 200: evaluationStateSchema, ...errors } } },
    async (request) => resetEvaluation(app.db, requireAuth(request).user.id, findSection(request.query.section).section),
  );
};

import { z } from 'zod';
import { errorBodySchema, fenceToData, practiceResponseSchema, problemsResponseSchema, sectionConceptsResponseSchema, sectionParamSchema } from '@dodam/contracts';
import { publicProblem } from '../../content/store.js';
import { sectionOrNotFound } from '../../services/learning-service.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** /content/sections/*: the static-style files of spec section 7 (problems without hidden tests or answers). */
export const contentRoutes = routeFolder('user', async (app) => {
  const markdownFile = (name: 'lesson.md' | 'summary.md', pick: (s: { lesson: string; summary: string }) => string) =>
    app.get(
      `/content/sections/:section/${name}`,
      { schema: { tags: ['learning'], summary: `섹션 ${name}`, params: sectionParamSchema, response: { 200: z.string(), ...errors } } },
      async (request, reply) => {
        const { section } = sectionOrNotFound(app.content, request.params.section);
        reply.type('text/markdown; charset=utf-8');
        return pick(section);
      },
    );
  markdownFile('lesson.md', (s) => s.lesson);
  markdownFile('summary.md', (s) => s.summary);

  app.get(
    '/content/sections/:section/problems.json',
    { schema: { tags: ['learning'], summary: '평가 문제 (숨은 테스트·정답 코드 제외)', params: sectionParamSchema, response: { 200: problemsResponseSchema, ...errors } } },
    async (request) => {
      const { section } = sectionOrNotFound(app.content, request.params.section);
      return { section_id: section.id, problems: section.problems.map(publicProblem) };
    },
  );

  app.get(
    '/content/sections/:section/practice.json',
    { schema: { tags: ['learning'], summary: '실습 문제', params: sectionParamSchema, response: { 200: practiceResponseSchema, ...errors } } },
    async (request) => {
      const { section } = sectionOrNotFound(app.content, request.params.section);
      // The model solution (the tutor's Parsons puzzle) stays on the server.
      return { section_id: section.id, exercises: section.practice.map(({ solution: _solution, parsons_skip: _skip, ...exercise }) => exercise) };
    },
  );

  // The concept fence of the section, so the browser's error cards suggest only what was taught.
  app.get(
    '/content/sections/:section/concepts.json',
    { schema: { tags: ['learning'], summary: '섹션까지 배운 개념 (오류 설명의 개념 울타리)', params: sectionParamSchema, response: { 200: sectionConceptsResponseSchema, ...errors } } },
    async (request) => {
      const { section, course } = sectionOrNotFound(app.content, request.params.section);
      return { section_id: section.id, concept_fence: fenceToData(app.content.fenceFor(course.id, section.id)) };
    },
  );
});

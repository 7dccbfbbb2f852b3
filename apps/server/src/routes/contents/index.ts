import { contentCourseSchema, contentListResponseSchema, courseIdParamSchema, errorBodySchema } from '@dodam/contracts';
import type { ContentCourseData } from '../../content/store.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { selectVideoSectionIds } from '../../db/queries/learning.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentCourse } from '../../presenters/learning.js';
import { courseOrNotFound, courseProgressFor } from '../../services/learning-service.js';
import { studentPlan } from '../../services/class-plan.js';
import { routeFolder } from '../folder.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** /contents: the courses with the caller's progress and enrolment. */
export const contentsRoutes = routeFolder('user', async (app) => {
  async function courseView(course: ContentCourseData, userId: number, videos: Set<string>, enrolled: Set<string>) {
    const view = presentCourse(course, videos, enrolled, await courseProgressFor(app.db, userId, course));
    if (!enrolled.has(course.id)) return view;
    // A student's classes decide today's section, locks and due dates (issue 22).
    const plan = await studentPlan(app.db, userId, course.id);
    return {
      ...view,
      current_section_id: plan.today && !plan.locked.has(plan.today.sectionId) ? plan.today.sectionId : null,
      sections: view.sections.map((s) => ({ ...s, locked: plan.locked.has(s.id), due_at: plan.due.get(s.id)?.toISOString() ?? null })),
    };
  }

  async function enrolledCourses(userId: number) {
    // Members of a class study the catalogue curriculum it follows.
    return new Set((await selectMembershipsForUsers(app.db, [userId])).map((m) => m.contentId));
  }

  app.get(
    '/contents',
    { schema: { tags: ['learning'], summary: '콘텐츠(과정) 목록과 내 진도', response: { 200: contentListResponseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const [videos, enrolled] = await Promise.all([selectVideoSectionIds(app.db), enrolledCourses(user.id)]);
      return { courses: await Promise.all(app.content.courses.map((c) => courseView(c, user.id, videos, enrolled))) };
    },
  );

  app.get(
    '/contents/:courseId',
    { schema: { tags: ['learning'], summary: '콘텐츠 상세', params: courseIdParamSchema, response: { 200: contentCourseSchema, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request);
      const course = courseOrNotFound(app.content, request.params.courseId);
      const [videos, enrolled] = await Promise.all([selectVideoSectionIds(app.db), enrolledCourses(user.id)]);
      return courseView(course, user.id, videos, enrolled);
    },
  );
});

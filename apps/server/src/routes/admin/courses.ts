import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCoursesQuerySchema,
  adminCoursesResponseSchema,
  bulkEnrolResponseSchema,
  classDeleteConfirmSchema,
  classDeletePreviewSchema,
  classDeleteResponseSchema,
  bulkEnrolSchema,
  codeListBodySchema,
  codeStatsSchema,
  codesDetailedResponseSchema,
  codesResponseSchema,
  courseCreateSchema,
  courseIdPathSchema,
  courseTeachersUpdateSchema,
  courseUserPathSchema,
  expireCodesResponseSchema,
  generateCodesSchema,
  legacyGenerateCodesSchema,
  managedCourseDetailSchema,
  reissueCodesSchema,
  rosterImportResponseSchema,
  rosterImportSchema,
} from '@dodam/contracts';
import { selectCoursesWithCounts } from '../../db/queries/classes.js';
import { contentNamer, createClass, deleteClass, loadManagedCourse, presentManagedCourse, removeParticipant, setCourseTeachers, teachersByCourse, updateClass } from '../../services/class-service.js';
import { codeStats, expireCodes, generateCodes, listCodes, listCodesDetailed, reissueCodes } from '../../services/code-service.js';
import { bulkEnrol, importRoster } from '../../services/user-admin-service.js';
import { linkBase } from '../../services/guardian-service.js';
import { setClassArchived, yearEndDelete, yearEndDeletePreview } from '../../services/class-archive.js';
import { actorOf, adminDeps, errors } from './deps.js';

const message = z.object({ message: z.string() });

/** Courses (catalogue curricula and classes), participants, registration codes, bulk enrolment. */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = adminDeps(app);

  app.get(
    '/admin/courses',
    { schema: { tags: ['admin'], summary: '과정 목록 (검색·카테고리)', querystring: adminCoursesQuerySchema, response: { 200: adminCoursesResponseSchema, ...errors } } },
    async (request) => {
      const rows = await selectCoursesWithCounts(app.db, { q: request.query.q, category: request.query.category });
      const teachers = await teachersByCourse(app.db, rows.map((r) => r.id));
      return { courses: rows.map((r) => presentManagedCourse(r, contentNamer(deps), teachers.get(r.id))) };
    },
  );

  app.post(
    '/admin/courses',
    { schema: { tags: ['admin'], summary: '반(과정) 만들기', body: courseCreateSchema, response: { 201: managedCourseDetailSchema, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return createClass(deps, actorOf(request), request.body);
    },
  );

  app.get(
    '/admin/courses/:id',
    { schema: { tags: ['admin'], summary: '과정 상세와 참여자', params: courseIdPathSchema, response: { 200: managedCourseDetailSchema, ...errors } } },
    async (request) => loadManagedCourse(deps, request.params.id),
  );

  app.put(
    '/admin/courses/:id',
    { schema: { tags: ['admin'], summary: '반 수정', params: courseIdPathSchema, body: courseCreateSchema, response: { 200: managedCourseDetailSchema, ...errors } } },
    async (request) => updateClass(deps, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/admin/courses/:id/teachers',
    { schema: { tags: ['admin'], summary: '담당 강사 지정 (강사 계정 목록으로 교체)', params: courseIdPathSchema, body: courseTeachersUpdateSchema, response: { 200: managedCourseDetailSchema, ...errors } } },
    async (request) => setCourseTeachers(deps, actorOf(request), request.params.id, request.body.teacher_ids),
  );

  app.delete(
    '/admin/courses/:id',
    { schema: { tags: ['admin'], summary: '반 삭제 (참여자가 없을 때만)', params: courseIdPathSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await deleteClass(deps, actorOf(request), request.params.id);
      return { message: '과정을 삭제했습니다.' };
    },
  );

  app.post(
    '/admin/courses/:id/archive',
    { schema: { tags: ['admin'], summary: '반 보관 (학년도 말: 읽기 전용, 강사의 운영 중 목록에서 숨김)', params: courseIdPathSchema, response: { 200: managedCourseDetailSchema, ...errors } } },
    async (request) => {
      await setClassArchived(app.db, actorOf(request), request.params.id, true);
      return loadManagedCourse(deps, request.params.id);
    },
  );

  app.post(
    '/admin/courses/:id/unarchive',
    { schema: { tags: ['admin'], summary: '반 보관 해제', params: courseIdPathSchema, response: { 200: managedCourseDetailSchema, ...errors } } },
    async (request) => {
      await setClassArchived(app.db, actorOf(request), request.params.id, false);
      return loadManagedCourse(deps, request.params.id);
    },
  );

  app.get(
    '/admin/courses/:id/year-end-delete',
    { schema: { tags: ['admin'], summary: '보관된 반 삭제 미리 보기 (학생별로 계정 삭제인지 이 반의 등록만 삭제인지)', params: courseIdPathSchema, response: { 200: classDeletePreviewSchema, ...errors } } },
    async (request) => yearEndDeletePreview(app.db, request.params.id),
  );

  app.post(
    '/admin/courses/:id/year-end-delete',
    {
      schema: {
        tags: ['admin'],
        summary: '보관된 반 삭제 (학년도 말; 다른 운영 중인 반이 없는 학생은 계정과 개인정보 삭제, 학습량은 익명 수치로만 보존)',
        params: courseIdPathSchema,
        body: classDeleteConfirmSchema,
        response: { 200: classDeleteResponseSchema, ...errors },
      },
    },
    async (request) => yearEndDelete(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/courses/:id/users/:userId',
    { schema: { tags: ['admin'], summary: '참여자 제거 (학습 기록은 유지)', params: courseUserPathSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await removeParticipant(deps, actorOf(request), request.params.id, request.params.userId);
      return { message: '참여자를 과정에서 제거했습니다.' };
    },
  );

  app.get(
    '/admin/courses/:id/codes',
    { schema: { tags: ['admin'], summary: '등록 코드 목록', params: courseIdPathSchema, response: { 200: codesResponseSchema, ...errors } } },
    async (request) => ({ codes: await listCodes(deps, request.params.id) }),
  );

  app.get(
    '/admin/courses/:id/codes/detailed',
    { schema: { tags: ['admin'], summary: '등록 코드와 사용 내역', params: courseIdPathSchema, response: { 200: codesDetailedResponseSchema, ...errors } } },
    async (request) => ({ codes: await listCodesDetailed(deps, request.params.id) }),
  );

  app.get(
    '/admin/courses/:id/codes/stats',
    { schema: { tags: ['admin'], summary: '등록 코드 통계', params: courseIdPathSchema, response: { 200: codeStatsSchema, ...errors } } },
    async (request) => codeStats(deps, request.params.id),
  );

  app.post(
    '/admin/courses/:id/codes',
    { schema: { tags: ['admin'], summary: '등록 코드 생성', params: courseIdPathSchema, body: generateCodesSchema, response: { 201: codesResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return { codes: await generateCodes(deps, actorOf(request), request.params.id, request.body) };
    },
  );

  app.post(
    '/admin/courses/:id/codes/expire',
    { schema: { tags: ['admin'], summary: '등록 코드 만료', params: courseIdPathSchema, body: codeListBodySchema, response: { 200: expireCodesResponseSchema, ...errors } } },
    async (request) => {
      const codes = await expireCodes(deps, actorOf(request), request.params.id, request.body.codes);
      return { expired: codes.length, codes };
    },
  );

  app.post(
    '/admin/courses/:id/codes/reissue',
    { schema: { tags: ['admin'], summary: '등록 코드 재발급 (기존 코드 만료)', params: courseIdPathSchema, body: reissueCodesSchema, response: { 200: expireCodesResponseSchema, ...errors } } },
    async (request) => reissueCodes(deps, actorOf(request), request.params.id, request.body.codes, request.body.expires_at),
  );

  app.post(
    '/admin/courses/registration-codes/generate',
    { schema: { tags: ['admin'], summary: '등록 코드 생성 (과정 지정)', body: legacyGenerateCodesSchema, response: { 201: codesResponseSchema, ...errors } } },
    async (request, reply) => {
      const { course_id, ...input } = request.body;
      reply.status(201);
      return { codes: await generateCodes(deps, actorOf(request), course_id, input) };
    },
  );

  app.post(
    '/admin/courses/:id/enrol-csv',
    {
      bodyLimit: 256 * 1024,
      schema: { tags: ['admin'], summary: 'CSV 일괄 등록 (아이디, 이메일, 이름)', params: courseIdPathSchema, body: bulkEnrolSchema, response: { 201: bulkEnrolResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const result = await bulkEnrol(deps, actorOf(request), request.params.id, request.body.csv, request.body.user_type);
      reply.status(201);
      return result;
    },
  );

  app.post(
    '/admin/courses/:id/roster',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: '학교 명단 가져오기 (CSV UTF-8/CP949, .xlsx; 미리보기 후 등록)',
        params: courseIdPathSchema,
        body: rosterImportSchema,
        response: { 200: rosterImportResponseSchema, 201: rosterImportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.file_base64, 'base64');
      const result = await importRoster(deps, actorOf(request), request.params.id, bytes, request.body.user_type, request.body.dry_run, linkBase(app.config, `${request.protocol}://${request.host}`));
      reply.status(result.created ? 201 : 200);
      return result;
    },
  );
};

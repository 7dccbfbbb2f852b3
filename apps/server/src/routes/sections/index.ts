import { z } from 'zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { SECTION_VIDEO_NOTICE as VIDEO_NOTICE, errorBodySchema, format, sectionParamSchema, sectionsQuerySchema, sectionsResponseSchema } from '@dodam/contracts';
import { courses } from '../../db/schema.js';
import { recordAudit } from '../../services/admin-deps.js';
import { actorOf } from '../admin/deps.js';
import { selectVideo, selectVideoSectionIds } from '../../db/queries/learning.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentSection } from '../../presenters/learning.js';
import { courseOrNotFound, sectionOrNotFound } from '../../services/learning-service.js';
import { mediaDir, storeSectionVideo } from '../../services/media-service.js';
import { routeFolder } from '../folder.js';

const uploadResponse = z.object({
  section_id: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  /** A section video belongs to the curriculum: every class following it sees the same video (issue 20). */
  applies_to: z.object({ content_id: z.string(), class_count: z.number().int() }),
  notice: z.string(),
});

/** /sections: the section list and each section's lesson video (upload by admins and teachers). */
export const sectionsRoutes = routeFolder('user', async (app) => {
  app.get(
    '/sections',
    { schema: { tags: ['learning'], summary: '섹션 목록', querystring: sectionsQuerySchema, response: { 200: sectionsResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema } } },
    async (request) => {
      const videos = await selectVideoSectionIds(app.db);
      const courses = request.query.course_id ? [courseOrNotFound(app.content, request.query.course_id)] : app.content.courses;
      return { sections: courses.flatMap((c) => c.sections.map((s) => presentSection(s, c, videos))) };
    },
  );

  app.post(
    '/sections/:section/video',
    {
      // Replacing a video changes what every class of the curriculum sees: audited, allowed or refused.
      config: { audit: true },
      schema: {
        tags: ['media'],
        summary: '섹션 영상 업로드 (관리자·강사, mp4/webm) — 이 교육과정을 따르는 모든 반의 영상이 바뀝니다',
        consumes: ['multipart/form-data'],
        params: sectionParamSchema,
        response: { 201: uploadResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!user.isSuperuser && user.userType !== 'teacher') throw forbidden('영상은 관리자나 강사만 올릴 수 있습니다.');
      const { section, course } = sectionOrNotFound(app.content, request.params.section);
      if (!user.isSuperuser) {
        // A teacher uploads only for a curriculum they teach (directly or through a class following it).
        const memberships = await selectMembershipsForUsers(app.db, [user.id]);
        if (!memberships.some((m) => m.memberType === 'teacher' && m.contentId === course.id)) throw forbidden('담당하는 과정의 섹션에만 영상을 올릴 수 있습니다.');
      }
      if (!request.isMultipart()) throw new HttpError(415, 'multipart/form-data 형식으로 영상 파일을 보내 주세요.');
      const file = await request.file({ limits: { fileSize: app.config.MAX_VIDEO_MB * 1024 * 1024, files: 1 } });
      if (!file) throw new HttpError(400, '영상 파일이 없습니다.');
      const stored = await storeSectionVideo(app.deps, { sectionId: section.id, userId: user.id, file: file.file });
      const [classes] = await app.db.select({ n: count() }).from(courses).where(sql`coalesce(${courses.contentId}, ${courses.id}) = ${course.id}`);
      const classCount = classes?.n ?? 0;
      await recordAudit(app.db, actorOf(request), 'section.video_upload', { type: 'section', id: section.id }, {
        content_id: course.id,
        class_count: classCount,
        mime_type: stored.mimeType,
        size_bytes: stored.sizeBytes,
        replaced: stored.replaced,
      });
      reply.status(201);
      return {
        section_id: section.id,
        mime_type: stored.mimeType,
        size_bytes: stored.sizeBytes,
        url: `/api/v1/sections/${section.id}/video`,
        applies_to: { content_id: course.id, class_count: classCount },
        notice: format(VIDEO_NOTICE, { curriculum: course.title, count: String(classCount) }),
      };
    },
  );

  // Public so that <video src> works without a bearer header; lesson videos are not secret.
  app.get(
    '/sections/:section/video',
    { config: { auth: 'public' }, schema: { tags: ['media'], summary: '섹션 영상 (Range 요청 지원)', params: sectionParamSchema } },
    async (request, reply) => {
      const dir = mediaDir(app.config);
      const video = await selectVideo(app.db, request.params.section);
      if (!video || !existsSync(join(dir, video.fileName))) throw notFound('이 섹션에는 영상이 없습니다.');
      reply.header('Cache-Control', 'public, max-age=3600');
      return reply.sendFile(video.fileName, dir, { acceptRanges: true, cacheControl: false });
    },
  );
});

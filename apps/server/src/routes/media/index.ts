import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { errorBodySchema, sectionParamSchema } from '@dodam/contracts';
import { selectVideo, upsertVideo } from '../../db/queries/learning.js';
import { requireAuth } from '../../plugins/auth.js';
import { selectMembershipsForUsers } from '../../db/queries/courses.js';
import { forbidden, HttpError, notFound } from '../../services/http-errors.js';
import { courseOfSection } from '../../services/learning-service.js';

/** Container type from the first bytes of a file: mp4 ('ftyp' box) or WebM (EBML header). */
export function sniffVideoType(head: Buffer): { mime: string; ext: string } | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { mime: 'video/webm', ext: 'webm' };
  return null;
}

const uploadResponse = z.object({ section_id: z.string(), mime_type: z.string(), size_bytes: z.number().int(), url: z.string() });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaDir = join(app.config.dataDir, 'media');

  app.post(
    '/sections/:section/video',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['media'],
        summary: '섹션 영상 업로드 (관리자·강사, mp4/webm)',
        consumes: ['multipart/form-data'],
        params: sectionParamSchema,
        response: { 201: uploadResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!user.isSuperuser && user.userType !== 'teacher') throw forbidden('영상은 관리자나 강사만 올릴 수 있습니다.');
      const found = courseOfSection(app.content, request.params.section);
      if (!found) throw notFound('섹션을 찾을 수 없습니다.');
      if (!user.isSuperuser) {
        // A teacher uploads only for a curriculum they teach (directly or through a class following it).
        const memberships = await selectMembershipsForUsers(app.db, [user.id]);
        const teaches = memberships.some((m) => m.memberType === 'teacher' && m.contentId === found.course.id);
        if (!teaches) throw forbidden('담당하는 과정의 섹션에만 영상을 올릴 수 있습니다.');
      }
      if (!request.isMultipart()) throw new HttpError(415, 'multipart/form-data 형식으로 영상 파일을 보내 주세요.');
      const file = await request.file({ limits: { fileSize: app.config.MAX_VIDEO_MB * 1024 * 1024, files: 1 } });
      if (!file) throw new HttpError(400, '영상 파일이 없습니다.');

      mkdirSync(mediaDir, { recursive: true });
      const tmp = join(mediaDir, `.upload-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(file.file, createWriteStream(tmp));
        if (file.file.truncated) throw new HttpError(413, `영상은 ${app.config.MAX_VIDEO_MB}MB 이하만 올릴 수 있습니다.`);
        // The type is decided by the file's bytes, never by its name or the client's content type.
        const handle = await open(tmp, 'r');
        const head = Buffer.alloc(16);
        await handle.read(head, 0, 16, 0);
        await handle.close();
        const type = sniffVideoType(head);
        if (!type) throw new HttpError(415, 'mp4 또는 webm 영상만 올릴 수 있습니다.');
        const fileName = `section-${found.section.id}.${type.ext}`;
        renameSync(tmp, join(mediaDir, fileName));
        const size = statSync(join(mediaDir, fileName)).size;
        await upsertVideo(app.db, { sectionId: found.section.id, fileName, mimeType: type.mime, sizeBytes: size, uploadedBy: user.id, uploadedAt: new Date() });
        reply.status(201);
        return { section_id: found.section.id, mime_type: type.mime, size_bytes: size, url: `/api/v1/sections/${found.section.id}/video` };
      } finally {
        rmSync(tmp, { force: true });
      }
    },
  );

  // Public so that <video src> works without a bearer header; lesson videos are not secret.
  app.get(
    '/sections/:section/video',
    { config: { auth: 'public' }, schema: { tags: ['media'], summary: '섹션 영상 (Range 요청 지원)', params: sectionParamSchema } },
    async (request, reply) => {
      const video = await selectVideo(app.db, request.params.section);
      if (!video || !existsSync(join(mediaDir, video.fileName))) throw notFound('이 섹션에는 영상이 없습니다.');
      reply.header('Cache-Control', 'public, max-age=3600');
      return reply.sendFile(video.fileName, mediaDir, { acceptRanges: true, cacheControl: false });
    },
  );
};

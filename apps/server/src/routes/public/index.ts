import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MSG,
  MSG,
  checkDuplicateRequestSchema,
  checkDuplicateResponseSchema,
  errorBodySchema,
  isReservedUsername,
  publicCoursesResponseSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
} from '@dodam/contracts';
import { selectActiveCourses } from '../../db/queries/courses.js';
import { incrementRateLimit } from '../../db/queries/rate-limits.js';
import { selectEmailTaken, selectUsernameTaken } from '../../db/queries/users.js';
import { tooManyRequests } from '../../services/http-errors.js';
import { checkRegistrationCode } from '../../services/registration-codes.js';

const PUBLIC_LOOKUPS_PER_MINUTE = 120;
/** Code checks get their own, tighter window: 8 characters of 32 letters cannot be guessed at 20 a minute. */
export const CODE_CHECKS_PER_MINUTE = 20;

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  // Availability and code checks reveal whether something exists: cap them per IP.
  async function limitLookups(ip: string) {
    const window = await incrementRateLimit(app.db, `public:lookup:${ip}`, 60_000);
    if (window.count > PUBLIC_LOOKUPS_PER_MINUTE) throw tooManyRequests(MSG.tooManyRequests, (window.resetAt.getTime() - Date.now()) / 1000);
  }

  app.get(
    '/public/courses',
    { config: { auth: 'public' }, schema: { tags: ['public'], summary: '공개 과정 목록', response: { 200: publicCoursesResponseSchema } } },
    async () => {
      const rows = await selectActiveCourses(app.db);
      return rows.map((c) => ({
        id: c.id,
        name: c.title,
        category: c.category,
        description: c.description,
        difficulty: c.difficulty,
        age_label: c.ageLabel,
        label_color: c.labelColor,
        section_count: c.sectionCount,
        duration_hours: c.durationHours,
      }));
    },
  );

  app.post(
    '/public/check-duplicate',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: '아이디·이메일 중복 확인',
        body: checkDuplicateRequestSchema,
        response: { 200: checkDuplicateResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await limitLookups(request.ip);
      const body = request.body;
      if ('username' in body) {
        const available = !isReservedUsername(body.username) && !(await selectUsernameTaken(app.db, body.username));
        return { username_available: available, message: available ? MSG.usernameAvailable : isReservedUsername(body.username) ? MSG.usernameReserved : MSG.usernameTaken };
      }
      const available = !(await selectEmailTaken(app.db, body.email));
      return { email_available: available, message: available ? MSG.emailAvailable : MSG.emailTaken };
    },
  );

  app.post(
    '/public/validate-code',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: '등록 코드 확인',
        body: validateCodeRequestSchema,
        response: { 200: validateCodeResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const window = await incrementRateLimit(app.db, `public:code:${request.ip}`, 60_000);
      if (window.count > CODE_CHECKS_PER_MINUTE) throw tooManyRequests(ADMIN_MSG.tooManyCodeChecks, (window.resetAt.getTime() - Date.now()) / 1000);
      return checkRegistrationCode(app.db, request.body.code);
    },
  );

  app.get(
    '/public/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: '공개 설정 (관리자 연락처)',
        response: { 200: z.object({ admin_contact_email: z.string().nullable(), mail_delivery: z.enum(['smtp', 'outbox']) }) },
      },
    },
    async () => ({ admin_contact_email: app.config.ADMIN_CONTACT_EMAIL ?? app.config.ADMIN_EMAIL, mail_delivery: app.mailer.delivery }),
  );

  app.get(
    '/health',
    { config: { auth: 'public' }, schema: { tags: ['public'], summary: '상태 확인', response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: errorBodySchema } } },
    async () => ({ status: 'ok' as const, database: app.database.dialect }),
  );
};

import { loadAdminContact } from '../../services/school-settings.js';
import { z } from 'zod';
import {
  MSG,
  checkDuplicateRequestSchema,
  checkDuplicateResponseSchema,
  errorBodySchema,
  guardianDecisionResponseSchema,
  guardianDecisionSchema,
  guardianRequestViewSchema,
  guardianTokenParamSchema,
  isReservedUsername,
  publicCoursesResponseSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
} from '@dodam/contracts';
import { privacyNoticeSchema } from '@dodam/contracts/privacy';
import { selectActiveCourses } from '../../db/queries/courses.js';
import { selectEmailTaken, selectUsernameTaken } from '../../db/queries/users.js';
import { takePerMinute } from '../../services/limits.js';
import { decideGuardianConsent, guardianRequest } from '../../services/guardian-service.js';
import { privacyNotice } from '../../services/privacy-notice.js';
import { checkCodeWithinBudget } from '../../services/registration-codes.js';
import { routeFolder } from '../folder.js';

const PUBLIC_LOOKUPS_PER_MINUTE = 120;

/** /public/*: what the sign-up and landing pages need before login. */
export const publicRoutes = routeFolder('public', async (app) => {
  // Availability and code checks reveal whether something exists: cap them per IP.
  const limitLookups = (ip: string) => takePerMinute(app.deps, `public:lookup:${ip}`, PUBLIC_LOOKUPS_PER_MINUTE, MSG.tooManyRequests);

  app.get(
    '/public/courses',
    { schema: { tags: ['public'], summary: '공개 과정 목록', response: { 200: publicCoursesResponseSchema } } },
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
      schema: {
        tags: ['public'],
        summary: '등록 코드 확인',
        body: validateCodeRequestSchema,
        response: { 200: validateCodeResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      // The guessing budget shared with sign-up: only invalid codes spend it (services/registration-codes.ts).
      return checkCodeWithinBudget(app.deps, request.ip, request.body.code);
    },
  );

  app.get(
    '/public/config',
    {
      schema: {
        tags: ['public'],
        summary: '공개 설정 (관리자 연락처)',
        response: { 200: z.object({ admin_contact_email: z.string().nullable(), mail_delivery: z.enum(['smtp', 'outbox']), admin_contact: z.string().nullable() }) },
      },
    },
    async () => ({ admin_contact_email: app.config.ADMIN_CONTACT_EMAIL ?? app.config.ADMIN_EMAIL, mail_delivery: app.mailer.delivery, admin_contact: await loadAdminContact(app.db) }),
  );

  app.get(
    '/public/privacy-notice',
    { schema: { tags: ['public', 'privacy'], summary: '개인정보 처리방침 (저장하는 정보, 목적, 보유 기간, 제3자, 보호책임자)', response: { 200: privacyNoticeSchema } } },
    async () => privacyNotice(app.db, app.config),
  );

  const guardianErrors = { 404: errorBodySchema, 410: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

  app.get(
    '/public/guardian/:token',
    { schema: { tags: ['public', 'privacy'], summary: '보호자 동의 요청 보기 (만 14세 미만, 이메일 링크)', params: guardianTokenParamSchema, response: { 200: guardianRequestViewSchema, ...guardianErrors } } },
    async (request, reply) => {
      await limitLookups(request.ip);
      reply.header('cache-control', 'no-store');
      return guardianRequest(app.deps, request.params.token);
    },
  );

  app.post(
    '/public/guardian/:token',
    {
      schema: {
        tags: ['public', 'privacy'],
        summary: '보호자 동의 또는 거부 (링크는 한 번만, 기한 안에)',
        params: guardianTokenParamSchema,
        body: guardianDecisionSchema,
        response: { 200: guardianDecisionResponseSchema, ...guardianErrors },
      },
    },
    async (request) => {
      await limitLookups(request.ip);
      return decideGuardianConsent(app.deps, request.params.token, request.body.decision, request.ip);
    },
  );
});

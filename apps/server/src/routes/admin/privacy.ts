import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardianWaitingResponseSchema } from '@dodam/contracts';
import { retentionRunRequestSchema, retentionRunResponseSchema, retentionSettingsSchema, retentionStateSchema } from '@dodam/contracts/privacy';
import { privacyOfficerSchema, privacySettingsSchema, adminPrivacyRequestsQuerySchema, adminPrivacyRequestsResponseSchema, completeDeletionResponseSchema, privacyRequestParamSchema } from '@dodam/contracts/privacy';
import { PRIVACY_MSG, completeDeletion, listPrivacyRequests } from '../../services/privacy-service.js';
import { loadPrivacyOfficer, savePrivacyOfficer } from '../../services/privacy-notice.js';
import { guardianWaitingList, linkBase, resendGuardianLink } from '../../services/guardian-service.js';
import { loadLastRetentionRun, loadRetentionSettings, runRetention, saveRetentionSettings } from '../../services/retention.js';
import { actorOf, errors } from './deps.js';

/** /admin/privacy/*: students' deletion requests and their completion (issue 25). */
export const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/privacy/requests',
    { schema: { tags: ['admin', 'privacy'], summary: '개인정보 삭제 요청 목록', querystring: adminPrivacyRequestsQuerySchema, response: { 200: adminPrivacyRequestsResponseSchema, ...errors } } },
    async (request) => ({ requests: await listPrivacyRequests(app.db, request.query.status) }),
  );

  app.post(
    '/admin/privacy/requests/:id/complete',
    {
      schema: {
        tags: ['admin', 'privacy'],
        summary: '삭제 요청 처리 (계정·개인정보 삭제, 학습 통계는 익명 수치로만 보존)',
        params: privacyRequestParamSchema,
        response: { 200: completeDeletionResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: PRIVACY_MSG.deletionCompleted, request: await completeDeletion(app.db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/admin/privacy/settings',
    { schema: { tags: ['admin', 'privacy'], summary: '개인정보 보호책임자 설정 보기', response: { 200: privacySettingsSchema, ...errors } } },
    async () => ({ officer: await loadPrivacyOfficer(app.db) }),
  );

  app.put(
    '/admin/privacy/settings',
    { schema: { tags: ['admin', 'privacy'], summary: '개인정보 보호책임자 설정 (처리방침에 표시)', body: z.object({ officer: privacyOfficerSchema }).strict(), response: { 200: privacySettingsSchema, ...errors } } },
    async (request) => ({ officer: await savePrivacyOfficer(app.db, actorOf(request), request.body.officer) }),
  );

  app.get(
    '/admin/privacy/retention',
    { schema: { tags: ['admin', 'privacy'], summary: '보존 기간 설정과 지금 실행하면 일어날 일 (미리 보기)', response: { 200: retentionStateSchema, ...errors } } },
    async () => ({ settings: await loadRetentionSettings(app.db), preview: await runRetention(app.deps, null, new Date(), true), last_run: await loadLastRetentionRun(app.db) }),
  );

  app.put(
    '/admin/privacy/retention/settings',
    { schema: { tags: ['admin', 'privacy'], summary: '보존 기간 설정 (학년도 말 + N년, 안내 기간)', body: retentionSettingsSchema, response: { 200: retentionSettingsSchema, ...errors } } },
    async (request) => saveRetentionSettings(app.db, actorOf(request), request.body),
  );

  app.post(
    '/admin/privacy/retention/run',
    {
      schema: {
        tags: ['admin', 'privacy'],
        summary: '보존 기간 작업 지금 실행 (dry_run: true면 미리 보기만)',
        body: retentionRunRequestSchema,
        response: { 200: retentionRunResponseSchema, ...errors },
      },
    },
    async (request) => runRetention(app.deps, actorOf(request), new Date(), request.body.dry_run),
  );

  app.get(
    '/admin/privacy/guardian-waiting',
    { schema: { tags: ['admin', 'privacy'], summary: '보호자 동의를 기다리는 만 14세 미만 계정', response: { 200: guardianWaitingResponseSchema, ...errors } } },
    async () => ({ accounts: await guardianWaitingList(app.db) }),
  );

  app.post(
    '/admin/privacy/guardian-waiting/:id/resend',
    {
      schema: {
        tags: ['admin', 'privacy'],
        summary: '보호자에게 동의 링크 다시 보내기 (이전 링크는 더 이상 쓸 수 없음)',
        params: privacyRequestParamSchema,
        response: { 200: z.object({ message: z.string(), expires_at: z.string() }), ...errors },
      },
    },
    async (request) => resendGuardianLink(app.deps, actorOf(request), request.params.id, linkBase(app.config, `${request.protocol}://${request.host}`)),
  );
};

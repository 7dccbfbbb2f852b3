import { consentStateSchema, consentUpdateSchema, errorBodySchema, userSchema } from '@dodam/contracts';
import { accessLogResponseSchema, correctionSchema, deletionRequestBodySchema, deletionRequestResponseSchema, privacyExportSchema, privacyStatusSchema, processingUpdateSchema } from '@dodam/contracts/privacy';
import { requireAuth } from '../../plugins/auth.js';
import { PRIVACY_MSG, accessLogFor, correctOwnAccount, exportFor, privacyStatus, requestDeletion, setProcessingSuspended } from '../../services/privacy-service.js';
import { consentState, updateModelConsent } from '../../services/consent-service.js';
import { routeFolder } from '../folder.js';
import { acknowledgeRetentionNotice } from '../../services/retention.js';
import { z } from 'zod';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** /me/privacy/*: the signed-in user's own privacy rights (issue 25; an outside contract). */
export const meRoutes = routeFolder('user', async (app) => {
  app.get(
    '/me/privacy',
    { schema: { tags: ['privacy'], summary: '내 개인정보 권리 현황 (처리 정지, 삭제 요청)', response: { 200: privacyStatusSchema, ...errors } } },
    async (request) => privacyStatus(app.db, requireAuth(request).user),
  );

  app.get(
    '/me/privacy/export',
    { schema: { tags: ['privacy'], summary: '내 정보 전체 내려받기 (JSON)', response: { 200: privacyExportSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exportFor(app.db, requireAuth(request).user);
    },
  );

  app.get(
    '/me/privacy/access-log',
    { schema: { tags: ['privacy'], summary: '내 기록을 열람한 사람 (누가, 무엇을, 언제)', response: { 200: accessLogResponseSchema, ...errors } } },
    async (request) => ({ entries: await accessLogFor(app.db, requireAuth(request).user.id) }),
  );

  app.post(
    '/me/privacy/deletion-request',
    { schema: { tags: ['privacy'], summary: '계정·개인정보 삭제 요청 (관리자가 처리)', body: deletionRequestBodySchema, response: { 202: deletionRequestResponseSchema, ...errors } } },
    async (request, reply) => {
      const created = await requestDeletion(app.db, requireAuth(request).user, request.body?.reason || null);
      reply.status(202);
      return { message: PRIVACY_MSG.deletionReceived, request: created };
    },
  );

  app.post(
    '/me/privacy/retention-notice/ack',
    {
      schema: {
        tags: ['privacy'],
        summary: '보존 기간 안내 배너 확인 (로그인·사용으로 보존 기간이 다시 시작된 뒤 배너를 닫음)',
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await acknowledgeRetentionNotice(app.db, requireAuth(request).user);
      return { message: '안내를 확인했습니다. 도담을 계속 쓰는 동안 계정은 삭제되지 않습니다.' };
    },
  );

  app.put(
    '/me/privacy/processing',
    { schema: { tags: ['privacy'], summary: '처리 정지 (AI 튜터, 실시간 보기, 학습 분석 중단) 또는 해제', body: processingUpdateSchema, response: { 200: privacyStatusSchema, ...errors } } },
    async (request) => setProcessingSuspended(app.db, requireAuth(request).user, request.body.suspended),
  );

  app.put(
    '/me/privacy/correction',
    { schema: { tags: ['privacy'], summary: '이름·이메일 정정', body: correctionSchema, response: { 200: userSchema, ...errors } } },
    async (request) => correctOwnAccount(app.deps, requireAuth(request).user, request.body),
  );

  app.get(
    '/me/privacy/consents',
    { schema: { tags: ['privacy'], summary: '내 동의 기록과 선택 항목(AI 모델 전송) 동의 상태', response: { 200: consentStateSchema, ...errors } } },
    async (request) => consentState(app.db, app.config, requireAuth(request).user.id),
  );

  app.put(
    '/me/privacy/consents',
    { schema: { tags: ['privacy'], summary: '선택 항목(AI 모델 전송) 동의 또는 철회', body: consentUpdateSchema, response: { 200: consentStateSchema, ...errors } } },
    async (request) => updateModelConsent(app.db, app.config, requireAuth(request).user.id, request.body.ai_model, request.ip),
  );
});

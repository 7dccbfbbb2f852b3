import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@dodam/contracts';
import { oidcProviderCreateSchema, oidcProviderListSchema, oidcProviderParamsSchema, oidcProviderSchema, oidcProviderUpdateSchema } from '@dodam/contracts/oidc';
import { createProvider, listProviders, removeProvider, updateProvider } from '../../services/oidc-service.js';
import { publicOrigin } from '../auth/oidc.js';
import { errors } from './deps.js';

/** /admin/oidc/providers: school sign-in providers (ADR 018). The secret goes in, never out; the audit hook records every change. */
export const adminOidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/oidc/providers',
    { schema: { tags: ['admin'], summary: '학교 계정 로그인 설정 목록', response: { 200: oidcProviderListSchema, ...errors } } },
    async (request) => ({ providers: await listProviders(app.db, publicOrigin(app.config, request)) }),
  );

  app.post(
    '/admin/oidc/providers',
    { schema: { tags: ['admin'], summary: '학교 계정 로그인 추가', body: oidcProviderCreateSchema, response: { 201: oidcProviderSchema, ...errors } } },
    async (request, reply) => {
      reply.status(201);
      return createProvider(app.db, request.body, publicOrigin(app.config, request));
    },
  );

  app.put(
    '/admin/oidc/providers/:id',
    { schema: { tags: ['admin'], summary: '학교 계정 로그인 수정 (시크릿은 입력할 때만 바뀜)', params: oidcProviderParamsSchema, body: oidcProviderUpdateSchema, response: { 200: oidcProviderSchema, ...errors } } },
    async (request) => updateProvider(app.db, request.params.id, request.body, publicOrigin(app.config, request)),
  );

  app.delete(
    '/admin/oidc/providers/:id',
    { schema: { tags: ['admin'], summary: '학교 계정 로그인 삭제 (연결된 학교 계정도 해제)', params: oidcProviderParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await removeProvider(app.db, request.params.id);
      return { message: '학교 계정 로그인 설정을 삭제했습니다.' };
    },
  );
};

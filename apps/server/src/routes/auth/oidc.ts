import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, loginResponseSchema, messageResponseSchema, registerResponseSchema } from '@dodam/contracts';
import {
  oidcExchangeSchema,
  oidcIdentityListSchema,
  oidcIdentityParamsSchema,
  oidcLinkInfoSchema,
  oidcLinkPasswordSchema,
  oidcProviderParamsSchema,
  oidcPublicProvidersSchema,
  oidcRegisterSchema,
} from '@dodam/contracts/oidc';
import { requireAuth } from '../../plugins/auth.js';
import { loadUserView } from '../../services/auth-service.js';
import {
  OidcFlowError,
  exchangeCode,
  finishSignIn,
  identitiesOf,
  linkInfo,
  linkWithPassword,
  publicProviders,
  registerAndLink,
  startSignIn,
  unlinkIdentity,
} from '../../services/oidc-service.js';
import type { Config } from '../../config.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** Where people open Dodam: PUBLIC_URL, or this request's own origin. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The SPA's page that finishes a school sign-in; what it needs rides in the fragment, which no server or Referer sees. */
const SPA_PAGE = '/login/oidc';

function handOff(reply: FastifyReply, fragment: Record<string, string>) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  return reply.redirect(`${SPA_PAGE}#${new URLSearchParams(fragment).toString()}`, 302);
}

/** /auth/oidc/*: school sign-in (ADR 018); /auth/me/identities: the school accounts linked to me. */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/oidc/providers',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: '학교 계정 로그인 목록 (로그인 화면의 버튼)', response: { 200: oidcPublicProvidersSchema } } },
    async () => ({ providers: await publicProviders(app.db) }),
  );

  app.get(
    '/auth/oidc/:id/start',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: '학교 계정 로그인 시작 (제공자로 이동)', params: oidcProviderParamsSchema } },
    async (request, reply) => {
      try {
        const url = await startSignIn(app.db, request.params.id, publicOrigin(app.config, request));
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href, 302);
      } catch (err) {
        if (err instanceof OidcFlowError) return handOff(reply, { error: err.code });
        throw err;
      }
    },
  );

  app.get(
    '/auth/oidc/:id/callback',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '학교 계정 로그인 결과 (제공자가 돌려보냄)', params: oidcProviderParamsSchema, querystring: z.record(z.string(), z.string().max(4000)) },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.query);
      try {
        const result = await finishSignIn(app.db, request.params.id, publicOrigin(app.config, request), query);
        return handOff(reply, { [result.kind]: result.value });
      } catch (err) {
        if (err instanceof OidcFlowError) {
          request.log.warn({ oidc: err.code, provider: request.params.id }, 'school sign-in refused');
          return handOff(reply, { error: err.code });
        }
        throw err;
      }
    },
  );

  app.post(
    '/auth/oidc/exchange',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: '학교 계정 로그인 완료 (일회용 코드 → 세션)', body: oidcExchangeSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => {
      const result = await exchangeCode(app.deps, request.body.code, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { access_token: result.token, token_type: 'bearer' as const, expires_at: result.expiresAt.toISOString(), user: await loadUserView(app.deps, result.user) };
    },
  );

  app.get(
    '/auth/oidc/link/:ticket',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '연결할 학교 계정 정보', params: z.object({ ticket: z.string().max(100) }), response: { 200: oidcLinkInfoSchema, ...errors } },
    },
    async (request) => linkInfo(app.db, request.params.ticket),
  );

  app.post(
    '/auth/oidc/link',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: '학교 계정을 기존 계정에 연결 (아이디·비밀번호로 확인)', body: oidcLinkPasswordSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) => {
      const result = await linkWithPassword(app.deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { access_token: result.token, token_type: 'bearer' as const, expires_at: result.expiresAt.toISOString(), user: await loadUserView(app.deps, result.user) };
    },
  );

  app.post(
    '/auth/oidc/register',
    { config: { auth: 'public' }, schema: { tags: ['auth'], summary: '학교 계정으로 회원가입 (등록 코드, 승인 규칙은 일반 가입과 같음)', body: oidcRegisterSchema, response: { 201: registerResponseSchema, ...errors } } },
    async (request, reply) => {
      const { user, registrations } = await registerAndLink(app.deps, request.body.ticket, request.body.registration, request.ip, publicOrigin(app.config, request));
      reply.status(201);
      const approved = user.approvalStatus === 'approved';
      const guardian = user.guardianStatus === 'pending';
      return {
        message: guardian
          ? '회원가입 신청이 완료되고 학교 계정이 연결되었습니다. 만 14세 미만이라 보호자가 이메일로 받은 링크에서 동의해야 계정을 쓸 수 있습니다.'
          : approved
            ? '회원가입이 완료되고 학교 계정이 연결되었습니다. 학교 계정으로 바로 로그인할 수 있습니다.'
            : '회원가입 신청이 완료되고 학교 계정이 연결되었습니다. 관리자 승인 후 학교 계정으로 로그인할 수 있습니다.',
        user: {
          id: user.id,
          username: user.username,
          email: user.email ?? '',
          approval_status: approved ? ('approved' as const) : ('pending' as const),
          guardian_status: guardian ? ('pending' as const) : null,
        },
        course_registrations: registrations,
      };
    },
  );

  app.get(
    '/auth/me/identities',
    { schema: { tags: ['auth'], summary: '연결된 학교 계정', response: { 200: oidcIdentityListSchema, ...errors } } },
    async (request) => ({ identities: await identitiesOf(app.db, requireAuth(request).user.id) }),
  );

  app.delete(
    '/auth/me/identities/:id',
    { schema: { tags: ['auth'], summary: '학교 계정 연결 해제', params: oidcIdentityParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await unlinkIdentity(app.db, requireAuth(request).user.id, request.params.id);
      return { message: '학교 계정 연결을 해제했습니다.' };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginResponseSchema, adminSchema, errorBodySchema, loginRequestSchema } from '@dodam/contracts';
import { deviceTokenReader, setDeviceCookie } from '../../lib/device-cookie.js';
import { requireAuth } from '../../plugins/auth.js';
import { presentAdmin } from '../../presenters/users.js';
import { loadUserView, login } from '../../services/auth-service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** /admin/auth/*: the admin console's login (public) and profile (admin, the folder's level). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/auth/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['admin'], summary: '관리자 로그인 (form-encoded)', body: loginRequestSchema, response: { 200: adminLoginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await login(app.deps, username, password, { ip: request.ip, userAgent: request.headers['user-agent'], adminOnly: true, deviceToken: deviceTokenReader(request) });
      if (result.deviceToken) setDeviceCookie(request, reply, result.user.id, result.deviceToken);
      return {
        access_token: result.token,
        token_type: 'bearer' as const,
        expires_at: result.expiresAt.toISOString(),
        admin: presentAdmin(result.user),
        user: await loadUserView(app.deps, result.user),
      };
    },
  );

  app.get(
    '/admin/auth/profile',
    { schema: { tags: ['admin'], summary: '관리자 프로필', response: { 200: adminSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => presentAdmin(requireAuth(request).user),
  );
};

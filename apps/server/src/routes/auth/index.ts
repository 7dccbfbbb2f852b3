import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginResponseSchema,
  adminSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registerResponseSchema,
  settingsSchema,
  userSchema,
  type Admin,
  type Profile,
} from '@dodam/contracts';
import { revokeSession } from '../../db/queries/sessions.js';
import { selectUserById, updateUser, type UserRow } from '../../db/queries/users.js';
import { changeOwnPassword } from '../../services/user-admin-service.js';
import { requireAuth } from '../../plugins/auth.js';
import { loadUserView, login, register } from '../../services/auth-service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

function presentAdmin(user: UserRow): Admin {
  const profile = user.profile as Profile;
  return { id: user.id, username: user.username, name: profile.fullName || user.username, email: user.email };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '로그인 (form-encoded)', body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request) => {
      const { username, password } = request.body;
      const result = await login(app.db, app.config, username, password, { ip: request.ip, userAgent: request.headers['user-agent'], adminOnly: false });
      return { access_token: result.token, token_type: 'bearer' as const, expires_at: result.expiresAt.toISOString(), user: await loadUserView(app.db, result.user) };
    },
  );

  app.post(
    '/admin/auth/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['admin'], summary: '관리자 로그인 (form-encoded)', body: loginRequestSchema, response: { 200: adminLoginResponseSchema, ...errors } },
    },
    async (request) => {
      const { username, password } = request.body;
      const result = await login(app.db, app.config, username, password, { ip: request.ip, userAgent: request.headers['user-agent'], adminOnly: true });
      return {
        access_token: result.token,
        token_type: 'bearer' as const,
        expires_at: result.expiresAt.toISOString(),
        admin: presentAdmin(result.user),
        user: await loadUserView(app.db, result.user),
      };
    },
  );

  app.get(
    '/admin/auth/profile',
    { config: { auth: 'admin' }, schema: { tags: ['admin'], summary: '관리자 프로필', response: { 200: adminSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => presentAdmin(requireAuth(request).user),
  );

  app.post(
    '/auth/register',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '회원가입 (관리자 승인 대기)', body: registerRequestSchema, response: { 201: registerResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, registrations } = await register(app.db, request.body);
      reply.status(201);
      return {
        message:
          user.approvalStatus === 'approved'
            ? '회원가입이 완료되었습니다. 등록 코드로 바로 승인되어 지금 로그인할 수 있습니다.'
            : '회원가입 신청이 완료되었습니다. 관리자 승인 후 로그인할 수 있습니다.',
        user: { id: user.id, username: user.username, email: user.email, approval_status: user.approvalStatus === 'approved' ? ('approved' as const) : ('pending' as const) },
        course_registrations: registrations,
      };
    },
  );

  app.get(
    '/auth/me',
    { config: { auth: 'user' }, schema: { tags: ['auth'], summary: '내 정보', response: { 200: userSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => loadUserView(app.db, requireAuth(request).user),
  );

  app.post(
    '/auth/logout',
    { config: { auth: 'user' }, schema: { tags: ['auth'], summary: '로그아웃 (토큰 폐기)', response: { 200: messageResponseSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      await revokeSession(app.db, requireAuth(request).session.id);
      return { message: '로그아웃되었습니다.' };
    },
  );

  app.put(
    '/auth/me/profile',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: '프로필 수정', body: profileUpdateSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const profile = { ...(user.profile as Profile), ...request.body };
      const updated = await updateUser(app.db, user.id, { profile });
      return loadUserView(app.db, updated ?? user);
    },
  );

  app.put(
    '/auth/me/password',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: '비밀번호 변경 (현재 비밀번호 필요, 다른 세션 해제)', body: passwordChangeSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      await changeOwnPassword({ db: app.db }, user, session.id, request.body.current_password, request.body.new_password);
      const fresh = await selectUserById(app.db, user.id);
      return loadUserView(app.db, fresh ?? user);
    },
  );

  app.put(
    '/auth/me/settings',
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: '설정 수정', body: settingsSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const settings = { ...user.settings, ...request.body };
      const updated = await updateUser(app.db, user.id, { settings });
      return loadUserView(app.db, updated ?? user);
    },
  );
};

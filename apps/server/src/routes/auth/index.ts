import {
  errorBodySchema,
  firstConsentSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registerResponseSchema,
  settingsSchema,
  userSchema,
} from '@dodam/contracts';
import { selectUserById } from '../../db/queries/users.js';
import { changeOwnPassword } from '../../services/user-admin-service.js';
import { deviceTokenReader, setDeviceCookie } from '../../lib/device-cookie.js';
import { requireAuth } from '../../plugins/auth.js';
import { conflict } from '../../lib/http-errors.js';
import { recordFirstConsent } from '../../services/consent-service.js';
import { loadUserView, login, logout, register, updateOwnAccount } from '../../services/auth-service.js';
import { routeFolder } from '../folder.js';
import { oidcRoutes } from './oidc.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

/** /auth/*: sign-up and login (public), the caller's own account (signed-in users, the folder's level). */
export const authRoutes = routeFolder('user', async (app) => {
  await app.register(oidcRoutes);

  app.post(
    '/auth/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '로그인 (form-encoded)', body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await login(app.deps, username, password, { ip: request.ip, userAgent: request.headers['user-agent'], adminOnly: false, deviceToken: deviceTokenReader(request) });
      if (result.deviceToken) setDeviceCookie(request, reply, result.user.id, result.deviceToken);
      return { access_token: result.token, token_type: 'bearer' as const, expires_at: result.expiresAt.toISOString(), user: await loadUserView(app.deps, result.user) };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: '회원가입 (관리자 승인 대기)', body: registerRequestSchema, response: { 201: registerResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, registrations } = await register(app.deps, request.body, request.ip, `${request.protocol}://${request.host}`);
      reply.status(201);
      return {
        message:
          user.guardianStatus === 'pending'
            ? '회원가입 신청이 완료되었습니다. 만 14세 미만이라 보호자가 이메일로 받은 링크에서 동의해야 계정을 쓸 수 있습니다.'
            : user.approvalStatus === 'approved'
              ? '회원가입이 완료되었습니다. 등록 코드로 바로 승인되어 지금 로그인할 수 있습니다.'
              : '회원가입 신청이 완료되었습니다. 관리자 승인 후 로그인할 수 있습니다.',
        user: {
          id: user.id,
          username: user.username,
          email: user.email ?? '',
          approval_status: user.approvalStatus === 'approved' ? ('approved' as const) : ('pending' as const),
          guardian_status: user.guardianStatus === 'pending' ? ('pending' as const) : null,
        },
        course_registrations: registrations,
      };
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: '내 정보', response: { 200: userSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => loadUserView(app.deps, requireAuth(request).user),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: '로그아웃 (토큰 폐기)', response: { 200: messageResponseSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request) => {
      await logout(app.deps, requireAuth(request).session.id);
      return { message: '로그아웃되었습니다.' };
    },
  );

  app.post(
    '/auth/consent',
    {
      schema: {
        tags: ['auth', 'privacy'],
        summary: '첫 로그인 동의 (명단으로 만든 계정: 개인정보 수집·이용 필수, AI 모델 전송 선택)',
        body: firstConsentSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!user.consentRequired) throw conflict('이미 동의를 기록한 계정입니다. 선택 항목은 내 정보 > 개인정보에서 바꿀 수 있어요.');
      await recordFirstConsent(app.db, app.config, user.id, request.body.consents, request.ip);
      return loadUserView(app.deps, { ...user, consentRequired: false });
    },
  );

  app.put(
    '/auth/me/profile',
    {
      schema: { tags: ['auth'], summary: '프로필 수정', body: profileUpdateSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      return updateOwnAccount(app.deps, requireAuth(request).user, { profile: request.body });
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
      await changeOwnPassword(app.deps, user, session.id, request.body.current_password, request.body.new_password);
      const fresh = await selectUserById(app.db, user.id);
      return loadUserView(app.deps, fresh ?? user);
    },
  );

  app.put(
    '/auth/me/settings',
    {
      schema: { tags: ['auth'], summary: '설정 수정', body: settingsSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => {
      return updateOwnAccount(app.deps, requireAuth(request).user, { settings: request.body });
    },
  );
});

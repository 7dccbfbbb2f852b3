import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ADMIN_MSG, CONSENT_MSG, MSG, isAdmin } from '@dodam/contracts';
import { revokeUserSessions, selectLiveSessionWithUser } from '../db/queries/sessions.js';
import { approvalBlockedDetail } from '../services/auth-service.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { hashToken } from '../lib/tokens.js';
import type { AuthContext } from './types.js';
import type { Db } from '../db/client.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';

/** How often a signed-in session's use is written down as the account's last activity. */
export const ACTIVITY_WRITE_MS = 3600_000;

/** What an account made for the student (roster import) may do before its one-time consent (issue 25). */
const FIRST_CONSENT_ROUTES = new Set(['GET /api/v1/auth/me', 'POST /api/v1/auth/logout', 'POST /api/v1/auth/consent']);
const PASSWORD_CHANGE_ROUTES = new Set(['GET /api/v1/auth/me', 'POST /api/v1/auth/logout', 'PUT /api/v1/auth/me/password', 'GET /api/v1/admin/auth/profile']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in user of a request; routes with `config.auth` other than 'public' guarantee it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(MSG.authRequired);
  return request.auth;
}

/**
 * Whether the request's bearer session still stands right now: the token names a live session
 * (not logged out, not expired), the account is active, approved, and not waiting for a password
 * change. Long-lived answers (the teacher's live stream) call this before every push; the route's
 * own scope check comes on top. Returns the fresh user, or null when any check fails.
 */
export async function recheckSession(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const found = await selectLiveSessionWithUser(db, hashToken(token));
  if (!found) return null;
  const { user } = found;
  if (user.status !== 'active' || approvalBlockedDetail(user) || user.mustChangePassword) return null;
  if (request.auth && request.auth.user.id !== user.id) return null;
  return found;
}

/**
 * Authentication and role guard as one hook (fastify/demo style): every /api route declares
 * `config.auth`; undeclared routes default to 'user' so a forgotten declaration fails closed.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // Guard by the matched route, not the raw URL: 404s and the SPA's static wildcard are not API routes.
      const route = request.routeOptions.url;
      // The spec's bare /learning-progress path is an API route too (registered outside /api/v1).
      if (!route || (!route.startsWith('/api/') && !route.startsWith('/learning-progress/')) || route.startsWith('/api/docs')) return;
      const level = request.routeOptions.config.auth ?? 'user';
      const token = bearerToken(request);
      if (token) {
        const found = await selectLiveSessionWithUser(app.db, hashToken(token));
        if (found) request.auth = found;
      }
      if (level === 'public') return;

      const isAdminRoute = level === 'admin';
      if (!request.auth) {
        if (token || request.headers.authorization) throw unauthorized(MSG.sessionExpired);
        throw unauthorized(isAdminRoute ? MSG.adminRequired : MSG.authRequired);
      }
      const { user } = request.auth;
      if (user.status !== 'active') {
        await revokeUserSessions(app.db, user.id);
        request.auth = null;
        throw unauthorized(MSG.accountDisabled);
      }
      const blocked = approvalBlockedDetail(user);
      if (blocked) throw forbidden(blocked);
      // A temporary password opens only what is needed to replace it.
      if (user.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(`${request.method} ${route}`)) throw forbidden(ADMIN_MSG.mustChangePassword);
      // The password comes first (the line above), then the one-time consent.
      if (user.consentRequired && !user.mustChangePassword && !FIRST_CONSENT_ROUTES.has(`${request.method} ${route}`)) throw forbidden(CONSENT_MSG.consentRequired);
      if (isAdminRoute && !isAdmin({ user_type: user.userType, is_superuser: user.isSuperuser })) throw forbidden(MSG.forbidden);
      if (level === 'teacher' && user.userType !== 'teacher') throw forbidden(MSG.teacherOnly);
      if (level === 'student' && user.userType !== 'student') throw forbidden(MSG.studentOnly);
      // Using Dodam is activity for retention (issue 25), not only logging in: at most one write an hour.
      const now = new Date();
      if (!user.lastActiveAt || now.getTime() - user.lastActiveAt.getTime() >= ACTIVITY_WRITE_MS) {
        await app.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
        user.lastActiveAt = now;
      }
    });
  },
  { name: 'auth' },
);

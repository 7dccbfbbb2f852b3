import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AuditTargetType } from '@dodam/contracts';
import { insertAuditEntry } from '../db/queries/audit.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route's requests belong in the audit log: every state-changing admin route, plus opted-in ones. */
export function isAuditedRoute(method: string, config: { auth?: string; audit?: boolean } | undefined): boolean {
  if (!MUTATING.has(method.toUpperCase()) || config?.audit === false) return false;
  return config?.auth === 'admin' || config?.audit === true;
}

const TARGETS: [RegExp, AuditTargetType][] = [
  [/^\/api\/v1\/admin\/users\//, 'user'],
  [/^\/api\/v1\/admin\/courses\//, 'course'],
  [/^\/api\/v1\/admin\/notifications?\//, 'notification'],
  [/^\/api\/v1\/admin\/approval\//, 'approval'],
  [/^\/api\/v1\/admin\/privacy\//, 'privacy_request'],
  [/^\/api\/v1\/admin\/backups/, 'backup'],
  [/^\/api\/v1\/admin\/oidc\//, 'oidc_provider'],
  [/^\/api\/v1\/sections\//, 'section'],
];

function targetOf(route: string, params: Record<string, unknown>): { type: AuditTargetType; id: string | null } {
  const type = TARGETS.find(([re]) => re.test(route))?.[1] ?? 'request';
  const id = params.id ?? params.section ?? null;
  return { type, id: id === null || id === undefined ? null : String(id).slice(0, 64) };
}

/** The Korean `detail` of an error answer, if the payload is one. */
function detailOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 4000) return null;
  try {
    const detail = (JSON.parse(payload) as { detail?: unknown }).detail;
    return typeof detail === 'string' ? detail.slice(0, 300) : null;
  } catch {
    return null;
  }
}

/** Path and query values as the route saw them; bodies are never copied (passwords, rosters). */
function requestFacts(request: FastifyRequest): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  if (request.params && typeof request.params === 'object' && Object.keys(request.params).length) facts.params = request.params;
  if (request.query && typeof request.query === 'object' && Object.keys(request.query).length) facts.query = request.query;
  return facts;
}

/**
 * The audit trail at the root (issue 20): every state-changing admin request — allowed, refused
 * (403, 404, 409, 422 …) or failed (5xx) — lands in the audit log with its actor, keyed on the
 * route's config (`auth: 'admin'`, or `audit: true`), so a new route cannot forget it. A handler
 * that recorded a domain entry (approval.approve, user.status …) for a successful request gets no
 * second, generic one. Written before the answer leaves (onSend), so an acknowledged action is
 * already in the log. Requests without a signed-in actor (401) are not audited: they change
 * nothing and have no one to name (the request log keeps them).
 */
export default fp(
  async (app) => {
    app.decorateRequest('audited', false);
    app.addHook('onSend', async (request, reply, payload) => {
      const config = request.routeOptions.config;
      const route = request.routeOptions.url;
      if (!route || !isAuditedRoute(request.method, config) || !request.auth) return payload;
      const status = reply.statusCode;
      if (status < 400 && request.audited) return payload;
      const { user } = request.auth;
      const outcome = status >= 500 ? 'failed' : status >= 400 ? 'refused' : 'done';
      const target = targetOf(route, (request.params ?? {}) as Record<string, unknown>);
      try {
        await insertAuditEntry(app.db, {
          actorId: user.id,
          actorName: user.username,
          action: 'admin.request',
          targetType: target.type,
          targetId: target.id,
          details: { method: request.method, route, status, outcome, ...requestFacts(request), ...(status >= 400 ? { detail: detailOf(payload) } : {}) },
        });
      } catch (err) {
        request.log.error({ err }, 'audit entry not written');
      }
      return payload;
    });
  },
  { name: 'audit-trail' },
);

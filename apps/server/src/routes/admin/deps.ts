import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema } from '@dodam/contracts';
import { requireAuth } from '../../plugins/auth.js';
import type { Actor, AdminDeps } from '../../services/admin-deps.js';

export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const adminDeps = (app: FastifyInstance): AdminDeps => app.deps;

export function actorOf(request: FastifyRequest): Actor {
  const { user } = requireAuth(request);
  return {
    id: user.id,
    username: user.username,
    noteRecorded: () => {
      request.audited = true;
    },
  };
}

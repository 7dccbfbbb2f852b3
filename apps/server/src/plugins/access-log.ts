import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { recordStudentReads } from '../services/privacy-service.js';

/** Names the students whose records a `studentRead` route is returning (the hook records them). */
export function noteStudentReads(request: FastifyRequest, ids: number[], courseId: string | null = null): void {
  const prev = request.studentReads;
  request.studentReads = { ids: [...(prev?.ids ?? []), ...ids], courseId: courseId ?? prev?.courseId ?? null };
}

/**
 * The access log's one hook (issue 25): a route that returns students' records to a teacher or an
 * admin declares `config.studentRead`; when its answer is a success, each named student gets an
 * entry (reader's name and role, what, when) before the answer leaves, so the student's access log
 * is never behind what was read. A failed write fails the read: no unlogged access.
 */
export default fp(
  async (app) => {
    app.decorateRequest('studentReads', null);
    app.addHook('onSend', async (request, reply, payload) => {
      const what = request.routeOptions.config.studentRead;
      if (!what || !request.auth || reply.statusCode >= 300 || !request.studentReads) return payload;
      const { ids, courseId } = request.studentReads;
      request.studentReads = null;
      await recordStudentReads(app.db, request.auth.user, what, ids, courseId);
      return payload;
    });
  },
  { name: 'access-log', dependencies: ['auth'] },
);

// Safe retries (issue 21): a state-changing route declares `config.idempotent`; a request to it
// carrying `Idempotency-Key` is handled once per user and key. The key is claimed in the database
// before the handler runs (so two copies in flight cannot both be handled, on any instance), the
// successful response is stored, and a retry gets the stored response (header
// `Idempotent-Replayed: true`). A failed request (any non-2xx) frees its key: the retry runs again.
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS, MSG, idempotencyKeySchema } from '@dodam/contracts';
import {
  claimIdempotencyKey,
  deleteIdempotencyKey,
  deleteIdempotencyKeysBefore,
  retakeStaleIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
} from '../db/queries/idempotency-keys.js';
import { HttpError, badRequest } from '../lib/http-errors.js';

/** A claim older than this without a response belongs to a request whose server stopped. */
export const IDEMPOTENCY_STALE_MS = 2 * 60 * 1000;
/** Expired keys are swept once per this many claims (housekeeping: replays check nothing by age). */
const SWEEP_EVERY = 200;

export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    let claims = 0;

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent || !request.auth) return;
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return;
      const parsed = idempotencyKeySchema.safeParse(header);
      if (!parsed.success) throw badRequest(MSG.invalidIdempotencyKey);
      const key = parsed.data;
      const userId = request.auth.user.id;
      const route = `${request.method} ${request.routeOptions.url}`;
      if (await claimIdempotencyKey(app.db, userId, key, route)) {
        request.idempotency = { userId, key };
        claims += 1;
        if (claims % SWEEP_EVERY === 0) {
          deleteIdempotencyKeysBefore(app.db, new Date(Date.now() - IDEMPOTENCY_TTL_MS)).catch((err: unknown) => request.log.warn({ err }, 'idempotency sweep failed'));
        }
        return;
      }
      const row = await selectIdempotencyKey(app.db, userId, key);
      if (!row) throw new HttpError(409, MSG.idempotencyInFlight, { 'Retry-After': '1' });
      if (row.route !== route) throw new HttpError(422, MSG.idempotencyKeyReused);
      if (row.statusCode === null || row.body === null) {
        if (await retakeStaleIdempotencyKey(app.db, userId, key, new Date(Date.now() - IDEMPOTENCY_STALE_MS))) {
          request.idempotency = { userId, key };
          return;
        }
        throw new HttpError(409, MSG.idempotencyInFlight, { 'Retry-After': '1' });
      }
      return reply.status(row.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(row.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim) return payload;
      request.idempotency = null;
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
          await storeIdempotentResponse(app.db, claim.userId, claim.key, reply.statusCode, payload);
        } else {
          await deleteIdempotencyKey(app.db, claim.userId, claim.key);
        }
      } catch (err) {
        // The response itself is fine; a retry without the stored copy waits for the stale claim.
        request.log.warn({ err }, 'idempotent response not stored');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);

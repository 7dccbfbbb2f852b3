// The device cookie of OWASP's "slow down online guessing" pattern (ADR 016): one cookie per account
// a browser signed in to, holding an opaque token whose hash the database knows. It is only ever
// sent to the login endpoint itself (Path), so a Chromebook shared by a whole class does not carry
// dozens of cookies on every API call; HttpOnly, so page scripts cannot read it.
import type { FastifyReply, FastifyRequest } from 'fastify';

const PREFIX = 'dodam_device_';
/** A school year and a bit: a student's own Chromebook stays trusted across the holidays. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The device token this request carries for a user id (reads the Cookie header; malformed values are ignored). */
export function deviceTokenReader(request: FastifyRequest): (userId: number) => string | undefined {
  const header = request.headers.cookie ?? '';
  const found = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name.startsWith(PREFIX) && TOKEN.test(value)) found.set(name.slice(PREFIX.length), value);
  }
  return (userId) => found.get(String(userId));
}

/** Trust this browser for the account from now on. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, userId: number, token: string): void {
  const path = request.routeOptions.url ?? '/api/v1/auth/login';
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${PREFIX}${userId}=${token}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
}

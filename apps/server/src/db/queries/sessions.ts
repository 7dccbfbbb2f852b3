import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { sessions, users } from '../schema.js';
import type { UserRow } from './users.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert sessions returned nothing');
  return row;
}

function prepareSessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('select_live_session_with_user');
}

// Every authenticated request runs this lookup: prepared once per database (a server-side
// prepared statement on PostgreSQL), so neither drizzle nor the planner rebuilds it each time.
const lookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** A live (not revoked, not expired) session and its user, by token hash. */
export async function selectLiveSessionWithUser(db: Db, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: new Date() });
  return row;
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every live session of a user except the one making the request (password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** How many different accounts opened a session from this address since `since` (the address's login budget grows with it). */
export async function countAccountsSignedInFrom(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${sessions.userId})`.mapWith(Number) })
    .from(sessions)
    .where(and(eq(sessions.ip, ip), gt(sessions.createdAt, since)));
  return row?.n ?? 0;
}

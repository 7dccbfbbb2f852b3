import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { oidcFlows, oidcProviders, userIdentities } from '../schema.js';

export type OidcProviderRow = typeof oidcProviders.$inferSelect;
export type OidcFlowRow = typeof oidcFlows.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;

export async function selectOidcProviders(db: Db): Promise<(OidcProviderRow & { linkedAccounts: number })[]> {
  const rows = await db.select().from(oidcProviders).orderBy(asc(oidcProviders.id));
  const counts = await db.select({ providerId: userIdentities.providerId, n: count() }).from(userIdentities).groupBy(userIdentities.providerId);
  const byProvider = new Map(counts.map((c) => [c.providerId, Number(c.n)]));
  return rows.map((row) => ({ ...row, linkedAccounts: byProvider.get(row.id) ?? 0 }));
}

export async function selectEnabledOidcProviders(db: Db): Promise<OidcProviderRow[]> {
  return db.select().from(oidcProviders).where(eq(oidcProviders.enabled, true)).orderBy(asc(oidcProviders.id));
}

export async function selectOidcProviderById(db: Db, id: number): Promise<OidcProviderRow | undefined> {
  const [row] = await db.select().from(oidcProviders).where(eq(oidcProviders.id, id)).limit(1);
  return row;
}

export async function selectOidcProviderByClient(db: Db, issuer: string, clientId: string): Promise<OidcProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(oidcProviders)
    .where(and(eq(oidcProviders.issuer, issuer), eq(oidcProviders.clientId, clientId)))
    .limit(1);
  return row;
}

export async function insertOidcProvider(db: Db, values: typeof oidcProviders.$inferInsert): Promise<OidcProviderRow> {
  const [row] = await db.insert(oidcProviders).values(values).returning();
  if (!row) throw new Error('insert oidc_providers returned nothing');
  return row;
}

export async function updateOidcProvider(db: Db, id: number, patch: Partial<typeof oidcProviders.$inferInsert>): Promise<OidcProviderRow | undefined> {
  const [row] = await db
    .update(oidcProviders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(oidcProviders.id, id))
    .returning();
  return row;
}

export async function deleteOidcProvider(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(oidcProviders).where(eq(oidcProviders.id, id)).returning({ id: oidcProviders.id });
  return rows.length > 0;
}

export async function insertOidcFlow(db: Db, values: typeof oidcFlows.$inferInsert): Promise<void> {
  await db.insert(oidcFlows).values(values);
}

/** Takes a flow of the given stage by its code hash, once: the row is deleted as it is read. */
export async function takeOidcFlow(db: Db, codeHash: string, stage: OidcFlowRow['stage']): Promise<OidcFlowRow | undefined> {
  const [row] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.codeHash, codeHash), eq(oidcFlows.stage, stage), gt(oidcFlows.expiresAt, new Date())))
    .returning();
  return row;
}

/** Reads a live flow without using it up (the link step shows it, and a wrong password keeps it). */
export async function selectLiveOidcFlow(db: Db, codeHash: string, stage: OidcFlowRow['stage']): Promise<OidcFlowRow | undefined> {
  const [row] = await db
    .select()
    .from(oidcFlows)
    .where(and(eq(oidcFlows.codeHash, codeHash), eq(oidcFlows.stage, stage), gt(oidcFlows.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function deleteExpiredOidcFlows(db: Db): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date()));
}

export async function selectIdentityBySubject(db: Db, issuer: string, subject: string): Promise<UserIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function selectIdentitiesOfUser(db: Db, userId: number): Promise<(UserIdentityRow & { providerName: string })[]> {
  const rows = await db
    .select({ identity: userIdentities, providerName: oidcProviders.displayName })
    .from(userIdentities)
    .innerJoin(oidcProviders, eq(oidcProviders.id, userIdentities.providerId))
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
  return rows.map((r) => ({ ...r.identity, providerName: r.providerName }));
}

export async function insertUserIdentity(db: Db, values: typeof userIdentities.$inferInsert): Promise<UserIdentityRow> {
  const [row] = await db.insert(userIdentities).values(values).returning();
  if (!row) throw new Error('insert user_identities returned nothing');
  return row;
}

export async function touchUserIdentity(db: Db, id: number): Promise<void> {
  await db.update(userIdentities).set({ lastLoginAt: new Date() }).where(eq(userIdentities.id, id));
}

export async function deleteUserIdentity(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, id), eq(userIdentities.userId, userId)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

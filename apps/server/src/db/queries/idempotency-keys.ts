import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { idempotencyKeys } from '../schema.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claim a key for a request about to be handled; false when the key is already known. */
export async function claimIdempotencyKey(db: Db, userId: number, key: string, route: string): Promise<boolean> {
  const rows = await db.insert(idempotencyKeys).values({ userId, key, route }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function selectIdempotencyKey(db: Db, userId: number, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Take over a claim whose request never finished (its server stopped); false when someone else did. */
export async function retakeStaleIdempotencyKey(db: Db, userId: number, key: string, claimedBefore: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, claimedBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function storeIdempotentResponse(db: Db, userId: number, key: string, statusCode: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ statusCode, body }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKey(db: Db, userId: number, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

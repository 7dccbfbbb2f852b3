import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { auditLog } from '../schema.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export async function selectAuditEntries(db: Db, f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.actor) conditions.push(ilike(auditLog.actorName, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.targetType) conditions.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) conditions.push(eq(auditLog.targetId, f.targetId));
  if (f.from) conditions.push(gte(auditLog.createdAt, f.from));
  if (f.to) conditions.push(lt(auditLog.createdAt, f.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(f.limit).offset(f.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { notifications } from '../schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insert notifications returned nothing');
  return row;
}

export async function updateNotification(db: Db, id: number, patch: Partial<typeof notifications.$inferInsert>): Promise<void> {
  await db.update(notifications).set(patch).where(eq(notifications.id, id));
}

export async function selectRecentNotifications(db: Db, limit: number, unreadOnly = false): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(unreadOnly ? isNull(notifications.readAt) : undefined)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function selectNotificationById(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

export async function countNotifications(db: Db): Promise<{ total: number; unread: number }> {
  const [all] = await db.select({ n: count() }).from(notifications);
  const [unread] = await db.select({ n: count() }).from(notifications).where(isNull(notifications.readAt));
  return { total: all?.n ?? 0, unread: unread?.n ?? 0 };
}

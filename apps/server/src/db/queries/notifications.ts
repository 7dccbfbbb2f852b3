import { desc, eq } from 'drizzle-orm';
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

export async function selectRecentNotifications(db: Db, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

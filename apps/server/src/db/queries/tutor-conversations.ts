import { and, desc, eq } from 'drizzle-orm';
import type { ChatMessage } from '@dodam/contracts';
import type { Db } from '../client.js';
import { tutorConversations } from '../schema.js';

export type TutorConversationRow = typeof tutorConversations.$inferSelect;

/** Replace the user's saved unified history of a section (one row per user and section). */
export async function upsertTutorConversation(db: Db, userId: number, sectionId: string, messages: ChatMessage[]): Promise<TutorConversationRow> {
  const now = new Date();
  const [row] = await db
    .insert(tutorConversations)
    .values({ userId, sectionId, messages, messageCount: messages.length, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [tutorConversations.userId, tutorConversations.sectionId], set: { messages, messageCount: messages.length, updatedAt: now } })
    .returning();
  if (!row) throw new Error('upsert tutor_conversations returned nothing');
  return row;
}

/** The user's own conversation of a section (object-level authorisation lives in the query). */
export async function selectTutorConversation(db: Db, userId: number, sectionId: string): Promise<TutorConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(tutorConversations)
    .where(and(eq(tutorConversations.userId, userId), eq(tutorConversations.sectionId, sectionId)))
    .limit(1);
  return row;
}

/** Same, locking the row until the transaction ends (appends read-modify-write it). */
export async function selectTutorConversationForUpdate(db: Db, userId: number, sectionId: string): Promise<TutorConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(tutorConversations)
    .where(and(eq(tutorConversations.userId, userId), eq(tutorConversations.sectionId, sectionId)))
    .limit(1)
    .for('update');
  return row;
}

/** The user's conversations, most recently updated first. */
export async function selectTutorConversationsForUser(db: Db, userId: number, opts: { limit: number; sectionId?: string | undefined }): Promise<TutorConversationRow[]> {
  const where = opts.sectionId ? and(eq(tutorConversations.userId, userId), eq(tutorConversations.sectionId, opts.sectionId)) : eq(tutorConversations.userId, userId);
  return db.select().from(tutorConversations).where(where).orderBy(desc(tutorConversations.updatedAt), desc(tutorConversations.id)).limit(opts.limit);
}

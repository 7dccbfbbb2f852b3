import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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

/** The newest `max` elements of a jsonb array expression, in order. */
const newest = (array: SQL, max: number) =>
  sql`(select coalesce(jsonb_agg(e order by o), '[]'::jsonb) from (select e, o from jsonb_array_elements(${array}) with ordinality t(e, o) order by o desc limit ${max}) x)`;

/**
 * Append entries to a section's conversation, keeping the newest `max` messages, in one statement:
 * the row lock of the upsert orders concurrent appends, and only the new entries travel (not the
 * whole history twice, as a read-modify-write would). Returns the stored message count.
 */
export async function appendTutorConversation(db: Db, userId: number, sectionId: string, entries: ChatMessage[], max: number): Promise<number> {
  const added = sql`${JSON.stringify(entries)}::jsonb`;
  const result = (await db.execute(sql`
    insert into tutor_conversations as tc (user_id, section_id, messages, message_count, created_at, updated_at)
    values (${userId}, ${sectionId}, ${newest(added, max)}, ${Math.min(entries.length, max)}, now(), now())
    on conflict (user_id, section_id) do update set
      messages = ${newest(sql`tc.messages || excluded.messages`, max)},
      message_count = least(jsonb_array_length(tc.messages) + jsonb_array_length(excluded.messages), ${max}),
      updated_at = now()
    returning message_count`)) as unknown as { rows: { message_count: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('append to tutor_conversations returned nothing');
  return Number(row.message_count);
}

/** The user's conversations, most recently updated first. */
export async function selectTutorConversationsForUser(db: Db, userId: number, opts: { limit: number; sectionId?: string | undefined }): Promise<TutorConversationRow[]> {
  const where = opts.sectionId ? and(eq(tutorConversations.userId, userId), eq(tutorConversations.sectionId, opts.sectionId)) : eq(tutorConversations.userId, userId);
  return db.select().from(tutorConversations).where(where).orderBy(desc(tutorConversations.updatedAt), desc(tutorConversations.id)).limit(opts.limit);
}

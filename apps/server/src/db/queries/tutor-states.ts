import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorStates } from '../schema.js';

export type TutorStateRow = typeof tutorStates.$inferSelect;
export type TutorStateValues = Pick<TutorStateRow, 'rung' | 'lastIntent' | 'lastQuestion' | 'lastRun' | 'revealed'>;

/** The tutor's state of one conversation of a student (undefined: nothing said there yet). */
export async function selectTutorState(db: Db, userId: number, scope: string): Promise<TutorStateRow | undefined> {
  const [row] = await db
    .select()
    .from(tutorStates)
    .where(and(eq(tutorStates.userId, userId), eq(tutorStates.scope, scope)))
    .limit(1);
  return row;
}

/** Write the state of one conversation (one row per student and scope). */
export async function upsertTutorState(db: Db, userId: number, scope: string, values: TutorStateValues): Promise<void> {
  const now = new Date();
  await db
    .insert(tutorStates)
    .values({ userId, scope, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [tutorStates.userId, tutorStates.scope], set: { ...values, updatedAt: now } });
}

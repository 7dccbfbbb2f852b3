import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorHintEvents, tutorStates } from '../schema.js';

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

/**
 * Write the state of one conversation (one row per student and scope) and, when the reply was a
 * hint-ladder rung, the event of that rung being shown (tutor_hint_events), in one transaction.
 */
export async function upsertTutorState(db: Db, userId: number, scope: string, values: TutorStateValues, hintRung: number | null = null): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(tutorStates)
      .values({ userId, scope, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: [tutorStates.userId, tutorStates.scope], set: { ...values, updatedAt: now } });
    if (hintRung !== null) await tx.insert(tutorHintEvents).values({ userId, scope, rung: hintRung, createdAt: now });
  });
}

/** The hint rungs a student was shown in one scope, oldest first. */
export async function selectHintEvents(db: Db, userId: number, scope: string): Promise<{ rung: number; createdAt: Date }[]> {
  return db
    .select({ rung: tutorHintEvents.rung, createdAt: tutorHintEvents.createdAt })
    .from(tutorHintEvents)
    .where(and(eq(tutorHintEvents.userId, userId), eq(tutorHintEvents.scope, scope)))
    .orderBy(asc(tutorHintEvents.createdAt), asc(tutorHintEvents.id));
}

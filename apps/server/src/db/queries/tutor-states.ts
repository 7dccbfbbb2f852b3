import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorHintEvents, tutorStates } from '../schema.js';

export type TutorStateRow = typeof tutorStates.$inferSelect;
export type TutorStateValues = Pick<TutorStateRow, 'rung' | 'lastIntent' | 'lastQuestion' | 'lastTopic' | 'lastRun' | 'lastShown' | 'revealed'>;

/** The states of several scopes of a student (a problem's and its section's), the most recently updated first. */
export async function selectTutorStates(db: Db, userId: number, scopes: readonly string[]): Promise<TutorStateRow[]> {
  return db
    .select()
    .from(tutorStates)
    .where(and(eq(tutorStates.userId, userId), inArray(tutorStates.scope, [...scopes])))
    .orderBy(desc(tutorStates.updatedAt), desc(tutorStates.id));
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

import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { codeDrafts } from '../schema.js';

export type CodeDraftRow = typeof codeDrafts.$inferSelect;

export async function selectDraft(db: Db, userId: number, itemKey: string): Promise<CodeDraftRow | undefined> {
  const [row] = await db.select().from(codeDrafts).where(and(eq(codeDrafts.userId, userId), eq(codeDrafts.itemKey, itemKey)));
  return row;
}

/**
 * Save `code` when the stored version is still `baseVersion` (0: no draft yet) and return the new
 * row; undefined when another save came first (the caller answers 409 with the stored one).
 */
export async function saveDraftIfVersion(
  db: Db,
  row: { userId: number; kind: CodeDraftRow['kind']; itemKey: string; sectionId: string | null; itemId: string | null; code: string },
  baseVersion: number,
): Promise<CodeDraftRow | undefined> {
  if (baseVersion === 0) {
    const [inserted] = await db
      .insert(codeDrafts)
      .values({ ...row, version: 1 })
      .onConflictDoNothing({ target: [codeDrafts.userId, codeDrafts.itemKey] })
      .returning();
    return inserted;
  }
  const [updated] = await db
    .update(codeDrafts)
    .set({ code: row.code, version: baseVersion + 1, updatedAt: new Date() })
    .where(and(eq(codeDrafts.userId, row.userId), eq(codeDrafts.itemKey, row.itemKey), eq(codeDrafts.version, baseVersion)))
    .returning();
  return updated;
}

/** A student's newest drafts in the given sections (the teacher's drill-down). */
export async function selectDraftsInSections(db: Db, userId: number, sectionIds: string[], limit: number): Promise<CodeDraftRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(codeDrafts)
    .where(and(eq(codeDrafts.userId, userId), isNotNull(codeDrafts.sectionId), inArray(codeDrafts.sectionId, sectionIds)))
    .orderBy(desc(codeDrafts.updatedAt), desc(codeDrafts.id))
    .limit(limit);
}

import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { courses, registrationCodeUses, registrationCodes, users } from '../schema.js';

export type RegistrationCodeRow = typeof registrationCodes.$inferSelect;
export type CodeWithNames = RegistrationCodeRow & { courseTitle: string; creatorName: string | null };

export async function selectCodeWithCourse(db: Db, code: string): Promise<{ code: RegistrationCodeRow; courseTitle: string; courseArchivedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ code: registrationCodes, courseTitle: courses.title, courseArchivedAt: courses.archivedAt })
    .from(registrationCodes)
    .innerJoin(courses, eq(courses.id, registrationCodes.courseId))
    .where(sql`upper(${registrationCodes.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row;
}

export async function insertRegistrationCode(db: Db, values: typeof registrationCodes.$inferInsert): Promise<RegistrationCodeRow> {
  const [row] = await db.insert(registrationCodes).values(values).returning();
  if (!row) throw new Error('insert registration_codes returned nothing');
  return row;
}

export async function updateRegistrationCode(db: Db, id: number, patch: Partial<typeof registrationCodes.$inferInsert>): Promise<void> {
  await db.update(registrationCodes).set(patch).where(eq(registrationCodes.id, id));
}

export async function selectCodesForCourse(db: Db, courseId: string, codes?: string[]): Promise<CodeWithNames[]> {
  const where = codes
    ? and(eq(registrationCodes.courseId, courseId), inArray(sql`upper(${registrationCodes.code})`, codes.map((c) => c.trim().toUpperCase())))
    : eq(registrationCodes.courseId, courseId);
  const rows = await db
    .select({ code: registrationCodes, courseTitle: courses.title, creatorName: users.username })
    .from(registrationCodes)
    .innerJoin(courses, eq(courses.id, registrationCodes.courseId))
    .leftJoin(users, eq(users.id, registrationCodes.createdBy))
    .where(where)
    .orderBy(desc(registrationCodes.createdAt), asc(registrationCodes.id));
  return rows.map((r) => ({ ...r.code, courseTitle: r.courseTitle, creatorName: r.creatorName }));
}

export async function selectUsesForCodes(db: Db, codeIds: number[]) {
  if (codeIds.length === 0) return [];
  return db
    .select({ codeId: registrationCodeUses.codeId, userId: registrationCodeUses.userId, username: users.username, usedAt: registrationCodeUses.usedAt })
    .from(registrationCodeUses)
    .leftJoin(users, eq(users.id, registrationCodeUses.userId))
    .where(inArray(registrationCodeUses.codeId, codeIds))
    .orderBy(asc(registrationCodeUses.usedAt), asc(registrationCodeUses.id));
}

/**
 * Take one use of a code if it is still usable, atomically (two sign-ups racing for the last use of
 * a code cannot both get it). Returns the updated row, or undefined when it was not usable.
 */
export async function consumeCode(db: Db, id: number): Promise<RegistrationCodeRow | undefined> {
  const [row] = await db
    .update(registrationCodes)
    .set({
      usedCount: sql`${registrationCodes.usedCount} + 1`,
      status: sql`case when ${registrationCodes.usedCount} + 1 >= ${registrationCodes.maxUses} then 'used' else 'active' end`,
    })
    .where(
      and(
        eq(registrationCodes.id, id),
        eq(registrationCodes.status, 'active'),
        lt(registrationCodes.usedCount, registrationCodes.maxUses),
        sql`(${registrationCodes.expiresAt} is null or ${registrationCodes.expiresAt} > now())`,
      ),
    )
    .returning();
  return row;
}

export async function insertCodeUse(db: Db, values: typeof registrationCodeUses.$inferInsert): Promise<void> {
  await db.insert(registrationCodeUses).values(values);
}

export async function expireCodesByIds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(registrationCodes).set({ status: 'expired' }).where(inArray(registrationCodes.id, ids));
}

export async function selectCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: registrationCodes.id }).from(registrationCodes).where(sql`upper(${registrationCodes.code}) = ${code.toUpperCase()}`).limit(1);
  return Boolean(row);
}

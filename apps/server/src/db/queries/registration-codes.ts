import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { courses, registrationCodes } from '../schema.js';

export type RegistrationCodeRow = typeof registrationCodes.$inferSelect;

export async function selectCodeWithCourse(db: Db, code: string): Promise<{ code: RegistrationCodeRow; courseTitle: string } | undefined> {
  const [row] = await db
    .select({ code: registrationCodes, courseTitle: courses.title })
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

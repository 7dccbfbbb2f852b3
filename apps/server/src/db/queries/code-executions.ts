import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { codeExecutions } from '../schema.js';

export type CodeExecutionRow = typeof codeExecutions.$inferSelect;

export async function insertCodeExecution(db: Db, values: typeof codeExecutions.$inferInsert): Promise<CodeExecutionRow> {
  const [row] = await db.insert(codeExecutions).values(values).returning();
  if (!row) throw new Error('insert code_executions returned nothing');
  return row;
}

/** The user's own runs only (object-level authorisation lives in the query). */
export async function selectCodeExecutionsForUser(db: Db, userId: number, opts: { limit: number; sectionId?: string | undefined }): Promise<CodeExecutionRow[]> {
  const where = opts.sectionId ? and(eq(codeExecutions.userId, userId), eq(codeExecutions.sectionId, opts.sectionId)) : eq(codeExecutions.userId, userId);
  return db.select().from(codeExecutions).where(where).orderBy(desc(codeExecutions.createdAt), desc(codeExecutions.id)).limit(opts.limit);
}

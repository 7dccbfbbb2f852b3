import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tutorUsage, users } from '../schema.js';

export type NewTutorUsage = typeof tutorUsage.$inferInsert;

export async function insertTutorUsage(db: Db, rows: NewTutorUsage[]): Promise<void> {
  if (rows.length) await db.insert(tutorUsage).values(rows);
}

const totals = {
  requests: sql<number>`count(*)::int`,
  prompt_tokens: sql<number>`coalesce(sum(${tutorUsage.promptTokens}), 0)::int`,
  completion_tokens: sql<number>`coalesce(sum(${tutorUsage.completionTokens}), 0)::int`,
  fallbacks: sql<number>`count(*) filter (where ${tutorUsage.outcome} = 'fallback')::int`,
  guarded: sql<number>`count(*) filter (where ${tutorUsage.outcome} = 'guarded')::int`,
};

export interface UsageTotals {
  requests: number;
  prompt_tokens: number;
  completion_tokens: number;
  fallbacks: number;
  guarded: number;
}

export async function selectTutorUsageTotals(db: Db, since?: Date): Promise<UsageTotals> {
  const query = db.select(totals).from(tutorUsage);
  const [row] = since ? await query.where(gte(tutorUsage.createdAt, since)) : await query;
  return row ?? { requests: 0, prompt_tokens: 0, completion_tokens: 0, fallbacks: 0, guarded: 0 };
}

export async function selectTutorUsageByProvider(db: Db): Promise<(UsageTotals & { provider: string })[]> {
  return db
    .select({ provider: tutorUsage.provider, ...totals })
    .from(tutorUsage)
    .groupBy(tutorUsage.provider)
    .orderBy(tutorUsage.provider);
}

export async function selectTopTutorUsers(db: Db, limit: number): Promise<(UsageTotals & { user_id: number; username: string })[]> {
  return db
    .select({ user_id: tutorUsage.userId, username: users.username, ...totals })
    .from(tutorUsage)
    .innerJoin(users, eq(users.id, tutorUsage.userId))
    .groupBy(tutorUsage.userId, users.username)
    .orderBy(desc(sql`count(*)`), tutorUsage.userId)
    .limit(limit);
}

/** Tutor messages a user sent about a section (for the section summary). */
export async function countTutorUsageForSection(db: Db, userId: number, sectionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorUsage)
    .where(sql`${tutorUsage.userId} = ${userId} and ${tutorUsage.sectionId} = ${sectionId}`);
  return row?.n ?? 0;
}

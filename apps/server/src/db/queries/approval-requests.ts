import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ApprovalListFilter } from '@dodam/contracts';
import type { Db } from '../client.js';
import { approvalRequests, courses, users } from '../schema.js';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

export async function insertApprovalRequests(db: Db, rows: (typeof approvalRequests.$inferInsert)[]): Promise<ApprovalRequestRow[]> {
  if (rows.length === 0) return [];
  return db.insert(approvalRequests).values(rows).returning();
}

const listColumns = {
  request: approvalRequests,
  username: users.username,
  // Shown as '' when the account has no e-mail (roster-imported students).
  email: sql<string>`coalesce(${users.email}, '')`,
  accountStatus: users.approvalStatus,
  courseTitle: courses.title,
  courseCategory: courses.category,
  courseArchivedAt: courses.archivedAt,
};

export type ApprovalRequestListRow = {
  request: ApprovalRequestRow;
  username: string;
  email: string;
  accountStatus: (typeof users.$inferSelect)['approvalStatus'];
  courseTitle: string;
  courseCategory: string;
  courseArchivedAt: Date | null;
};

function filterWhere(filter: ApprovalListFilter | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'archived') return isNotNull(courses.archivedAt);
  return eq(approvalRequests.status, filter);
}

/** Pending first (oldest first), then processed (newest first); `offset` pages through that order. */
export async function selectApprovalRequests(
  db: Db,
  opts: { limit: number; offset?: number; filter?: ApprovalListFilter | undefined },
): Promise<ApprovalRequestListRow[]> {
  return db
    .select(listColumns)
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.userId))
    .innerJoin(courses, eq(courses.id, approvalRequests.courseId))
    .where(filterWhere(opts.filter))
    .orderBy(
      sql`case when ${approvalRequests.status} = 'pending' then 0 else 1 end`,
      sql`${approvalRequests.processedAt} desc nulls last`,
      asc(approvalRequests.createdAt),
      asc(approvalRequests.id),
    )
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
}

/** How many requests there are, how many are pending, and how many match `filter` (for paging). */
export async function countApprovalRequests(db: Db, filter?: ApprovalListFilter): Promise<{ total: number; pending: number; matched: number }> {
  const rows = await db
    .select({ status: approvalRequests.status, archived: sql<boolean>`${courses.archivedAt} is not null`, n: count() })
    .from(approvalRequests)
    .innerJoin(users, eq(users.id, approvalRequests.userId))
    .innerJoin(courses, eq(courses.id, approvalRequests.courseId))
    .groupBy(approvalRequests.status, sql`${courses.archivedAt} is not null`);
  const sum = (keep: (r: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((acc, r) => acc + r.n, 0);
  return {
    total: sum(() => true),
    pending: sum((r) => r.status === 'pending'),
    matched: sum((r) => filter === undefined || (filter === 'archived' ? r.archived : r.status === filter)),
  };
}

export type RequestWithCourse = ApprovalRequestRow & { courseTitle: string; courseCategory: string; courseArchivedAt: Date | null };

export async function selectRequestsForUser(db: Db, userId: number): Promise<RequestWithCourse[]> {
  const rows = await db
    .select({ request: approvalRequests, courseTitle: courses.title, courseCategory: courses.category, courseArchivedAt: courses.archivedAt })
    .from(approvalRequests)
    .innerJoin(courses, eq(courses.id, approvalRequests.courseId))
    .where(eq(approvalRequests.userId, userId))
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
  return rows.map((r) => ({ ...r.request, courseTitle: r.courseTitle, courseCategory: r.courseCategory, courseArchivedAt: r.courseArchivedAt }));
}

/** The users with a pending request for a course (archiving the course closes those requests). */
export async function selectPendingApplicantIds(db: Db, courseId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: approvalRequests.userId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.courseId, courseId), eq(approvalRequests.status, 'pending')))
    .orderBy(asc(approvalRequests.userId));
  return rows.map((r) => r.userId);
}

export async function updateApprovalRequests(db: Db, ids: number[], patch: Partial<typeof approvalRequests.$inferInsert>): Promise<void> {
  if (ids.length === 0) return;
  await db.update(approvalRequests).set(patch).where(inArray(approvalRequests.id, ids));
}

import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { courseMembers, users } from '../schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function selectUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Case-insensitive lookup by username or email (login accepts both). */
export async function selectUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lower = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`))
    .limit(1);
  return row;
}

export async function selectUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`).limit(1);
  return Boolean(row);
}

export async function selectEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return Boolean(row);
}

export async function selectAnySuperuser(db: Db): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.isSuperuser, true)).limit(1);
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export interface UserListFilter {
  search?: string | undefined;
  userType?: UserRow['userType'] | undefined;
  approvalStatus?: UserRow['approvalStatus'] | undefined;
  status?: UserRow['status'] | undefined;
  courseId?: string | undefined;
  ids?: number[] | undefined;
  limit: number;
  offset: number;
}

export async function selectUsers(db: Db, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.username, pattern), ilike(users.email, pattern), sql`${users.profile}->>'fullName' ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  if (filter.userType) conditions.push(eq(users.userType, filter.userType));
  if (filter.approvalStatus) conditions.push(eq(users.approvalStatus, filter.approvalStatus));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.ids) conditions.push(inArray(users.id, filter.ids));
  if (filter.courseId) {
    conditions.push(inArray(users.id, db.select({ id: courseMembers.userId }).from(courseMembers).where(eq(courseMembers.courseId, filter.courseId))));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(filter.limit).offset(filter.offset);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

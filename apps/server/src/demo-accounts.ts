// The demo accounts of `npm run seed:demo`: a teacher and students (approved, enrolled). Used by the
// seed script on its own database, or by the running server on the seed's request (control socket).
import type { Db } from './db/client.js';
import { upsertCourseMember } from './db/queries/courses.js';
import { insertUser, selectUserByLogin, updateUser } from './db/queries/users.js';
import { hashPassword } from './lib/passwords.js';
import { generatePassword } from './lib/tokens.js';

export const DEMO_ACCOUNTS = [
  { username: 'demo_teacher', fullName: '김도담 선생님', userType: 'teacher', courses: ['python', 'ai-literacy'] },
  { username: 'demo_student1', fullName: '이하늘', userType: 'student', courses: ['python'] },
  { username: 'demo_student2', fullName: '박바다', userType: 'student', courses: ['python', 'computer-thinking'] },
  { username: 'demo_student3', fullName: '최가람', userType: 'student', courses: ['ai-literacy'] },
] as const;

export interface DemoAccount {
  username: string;
  password: string;
  userType: string;
}

/**
 * Creates or resets the demo accounts with fresh passwords, all in one transaction: when this
 * resolves every printed password works; when it rejects none was changed. Re-running is idempotent.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoAccount[]> {
  // Hashing (slow) happens before the transaction, so the database is held only for the writes.
  const prepared = await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => {
      const password = generatePassword();
      return { demo, password, passwordHash: await hashPassword(password) };
    }),
  );
  await db.transaction(async (tx) => {
    for (const { demo, passwordHash } of prepared) {
      const existing = await selectUserByLogin(tx, demo.username);
      const values = {
        passwordHash,
        userType: demo.userType,
        approvalStatus: 'approved' as const,
        approvedAt: new Date(),
        status: 'active' as const,
        profile: { fullName: demo.fullName },
      };
      const user = existing
        ? ((await updateUser(tx, existing.id, values)) ?? existing)
        : await insertUser(tx, { username: demo.username, email: `${demo.username}@demo.dodam.local`, ...values });
      for (const course of demo.courses) await upsertCourseMember(tx, course, user.id, demo.userType);
    }
  });
  return prepared.map(({ demo, password }) => ({ username: demo.username, password, userType: demo.userType }));
}

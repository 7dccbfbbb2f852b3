// The demo accounts of `npm run seed:demo`: a teacher and a class of 24 students (approved, enrolled). Used by the
// seed script on its own database, or by the running server on the seed's request (control socket).
import type { Db } from '../db/client.js';
import { upsertCourseMember } from '../db/queries/courses.js';
import { insertUser, selectUserByLogin, updateUser } from '../db/queries/users.js';
import { hashPassword } from '../lib/passwords.js';
import { generatePassword } from '../lib/tokens.js';

/** How a demo student studies over the simulated three weeks (see history.ts). */
export type Archetype = 'ahead' | 'steady' | 'struggling' | 'fading' | 'never';

export interface DemoAccountSpec {
  username: string;
  fullName: string;
  userType: 'teacher' | 'student';
  courses: readonly string[];
  archetype?: Archetype;
}

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'];
const GIVEN = ['하늘', '바다', '가람', '나래', '다온', '라온', '마루', '보람', '새봄', '솔', '아름', '예준', '지우', '하린', '도윤', '서연', '민준', '수아', '시우', '하은', '주원', '지아', '은우', '유나'];
// 24 students: some ahead, most steady, some stuck, some who stopped, two who never started.
const ARCHETYPES: Archetype[] = ['ahead', 'ahead', 'ahead', 'ahead', 'steady', 'steady', 'steady', 'steady', 'steady', 'steady', 'steady', 'steady', 'steady', 'steady', 'struggling', 'struggling', 'struggling', 'struggling', 'struggling', 'fading', 'fading', 'fading', 'never', 'never'];

/** The catalogue course the demo class studies (the teacher and the 24 students are its members). */
export const CLASS_COURSE = 'python';

export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  { username: 'demo_teacher', fullName: '김도담', userType: 'teacher', courses: [CLASS_COURSE, 'ai-literacy'] },
  ...ARCHETYPES.map((archetype, i): DemoAccountSpec => ({
    username: `demo_student${i + 1}`,
    fullName: `${FAMILY[i % FAMILY.length]}${GIVEN[i]}`,
    userType: 'student',
    courses: i === 1 ? [CLASS_COURSE, 'computer-thinking'] : [CLASS_COURSE],
    archetype,
  })),
];

export interface DemoAccount {
  id: number;
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
  const ids: number[] = [];
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
      ids.push(user.id);
    }
  });
  return prepared.map(({ demo, password }, i) => ({ id: ids[i]!, username: demo.username, password, userType: demo.userType }));
}

// `npm run seed:demo`: a demo teacher and students (approved, enrolled) so screens can be tried.
// Passwords are generated per run and written to DATA_DIR/demo-accounts.txt (mode 600); none is fixed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { upsertCourseMember } from './db/queries/courses.js';
import { insertUser, selectUserByLogin, updateUser } from './db/queries/users.js';
import { ensureFirstAdmin, seedCatalogue } from './db/seed.js';
import { hashPassword } from './lib/passwords.js';
import { generatePassword } from './lib/tokens.js';

const DEMO = [
  { username: 'demo_teacher', fullName: '김도담 선생님', userType: 'teacher', courses: ['python', 'ai-literacy'] },
  { username: 'demo_student1', fullName: '이하늘', userType: 'student', courses: ['python'] },
  { username: 'demo_student2', fullName: '박바다', userType: 'student', courses: ['python', 'computer-thinking'] },
  { username: 'demo_student3', fullName: '최가람', userType: 'student', courses: ['ai-literacy'] },
] as const;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
await seedCatalogue(database.db);
await ensureFirstAdmin(database.db, config, { info: (_obj, msg) => console.log(msg) });
const lines: string[] = [];
for (const demo of DEMO) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const existing = await selectUserByLogin(database.db, demo.username);
  const values = {
    passwordHash,
    userType: demo.userType,
    approvalStatus: 'approved' as const,
    approvedAt: new Date(),
    profile: { fullName: demo.fullName },
  };
  const user = existing
    ? ((await updateUser(database.db, existing.id, values)) ?? existing)
    : await insertUser(database.db, { username: demo.username, email: `${demo.username}@demo.dodam.local`, ...values });
  for (const course of demo.courses) await upsertCourseMember(database.db, course, user.id, demo.userType);
  lines.push(`${demo.username}\t${password}\t${demo.userType}`);
}
await database.close();
const file = join(config.dataDir, 'demo-accounts.txt');
writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`데모 계정을 만들었습니다 (${DEMO.length}개). 아이디와 비밀번호: ${file}`);
console.log(lines.map((l) => `  ${l}`).join('\n'));

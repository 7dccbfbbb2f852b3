// `npm run seed:demo`: a demo teacher and students (approved, enrolled) so screens can be tried.
// Passwords are generated per run and written to DATA_DIR/demo-accounts.txt (mode 600); none is fixed.
import { writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { upsertCourseMember } from './db/queries/courses.js';
import { selectCoursesWithCounts } from './db/queries/classes.js';
import { insertUser, selectAnySuperuser, selectUserByLogin, updateUser } from './db/queries/users.js';
import { loadContent } from './content/store.js';
import { createMailer } from './lib/mailer.js';
import { CONTENT_DIR } from './paths.js';
import { createClass } from './services/class-service.js';
import { generateCodes } from './services/code-service.js';
import { ensureFirstAdmin, seedCatalogue } from './db/seed.js';
import { hashPassword } from './lib/passwords.js';
import { generatePassword } from './lib/tokens.js';

const DEMO = [
  { username: 'demo_teacher', fullName: '김도담 선생님', userType: 'teacher', courses: ['python', 'ai-literacy'] },
  { username: 'demo_student1', fullName: '이하늘', userType: 'student', courses: ['python'] },
  { username: 'demo_student2', fullName: '박바다', userType: 'student', courses: ['python', 'computer-thinking'] },
  { username: 'demo_student3', fullName: '최가람', userType: 'student', courses: ['ai-literacy'] },
] as const;

const DEMO_CLASS = '파이썬기초1 — 데모반';
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
// A demo class (반) with a schedule and auto-approve codes, made through the admin services.
const admin = await selectAnySuperuser(database.db);
if (admin) {
  const deps = {
    db: database.db,
    content: loadContent(CONTENT_DIR),
    // Fastify's own logger (warn and above), so the mailer logs like the server does.
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: Fastify({ logger: { level: 'warn' } }).log }),
  };
  const actor = { id: admin.id, username: admin.username };
  const existing = (await selectCoursesWithCounts(database.db, { q: DEMO_CLASS })).find((c) => c.title === DEMO_CLASS);
  const classId =
    existing?.id ??
    (
      await createClass(deps, actor, {
        name: DEMO_CLASS,
        description: '데모용 반입니다. 월·수 방과후 수업으로 파이썬기초1을 배웁니다.',
        category: 'Python',
        content_id: 'python',
        startDate: '2026-03-02',
        endDate: '2026-12-18',
        maxStudents: 30,
        dayOfWeek: ['월', '수'],
        classTime: { 월: { start: '15:00', end: '16:30' }, 수: { start: '15:00', end: '16:30' } },
        instructorName: '김도담',
        duration: '40주',
        is_active: true,
      })
    ).id;
  const codes = await generateCodes(deps, actor, classId, { count: 5, user_type: 'student', max_uses: 1, auto_approve: true });
  lines.push(`# ${DEMO_CLASS} 자동 승인 등록 코드`, ...codes.map((c) => c.code));
}
await database.close();
const file = join(config.dataDir, 'demo-accounts.txt');
writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`데모 계정과 데모반을 만들었습니다 (${DEMO.length}명). 아이디, 비밀번호, 등록 코드: ${file}`);
console.log(lines.map((l) => `  ${l}`).join('\n'));

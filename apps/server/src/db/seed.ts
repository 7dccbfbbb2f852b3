import { catalogueSchema } from '@dodam/contracts';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { CONTENT_DIR } from '../paths.js';
import { hashPassword } from '../lib/passwords.js';
import { generatePassword } from '../lib/tokens.js';
import type { Database, Db } from './client.js';
import { upsertCourse } from './queries/courses.js';
import { insertUser, selectAnySuperuser, selectUserByLogin, updateUser } from './queries/users.js';

/**
 * Everything a database needs before it serves: migrations, the course catalogue, the first admin.
 * One process at a time (Database.exclusive): two instances starting together on a fresh or
 * outdated PostgreSQL database would otherwise both run a migration (one fails: "already exists")
 * or both create the first admin (one fails on the unique username).
 */
export async function prepareDatabase(database: Database, config: Config, log: { info(obj: object, msg: string): void }): Promise<void> {
  await database.exclusive(async () => {
    await database.migrate();
    await seedCatalogue(database.db, config.CONTENT_DIR);
    await ensureFirstAdmin(database.db, config, log);
  });
}

/** Courses of content/catalogue.json, upserted at every start so content edits reach the database. */
export async function seedCatalogue(db: Db, contentDir: string = CONTENT_DIR): Promise<number> {
  const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(join(contentDir, 'catalogue.json'), 'utf8')));
  for (const [i, c] of catalogue.courses.entries()) {
    await upsertCourse(db, {
      id: c.id,
      title: c.title,
      category: c.category,
      description: c.description,
      difficulty: c.difficulty,
      ageLabel: c.age_label,
      labelColor: c.label_color,
      durationHours: c.duration_hours,
      sectionCount: c.section_ids.length,
      sortOrder: i,
      source: 'catalogue',
    });
  }
  return catalogue.courses.length;
}

/**
 * The first administrator, created when no superuser exists. Without ADMIN_PASSWORD a strong password
 * is generated, printed once and written to DATA_DIR/initial-admin-password.txt (mode 600).
 */
export async function ensureFirstAdmin(db: Db, config: Config, log: { info(obj: object, msg: string): void }): Promise<void> {
  if (await selectAnySuperuser(db)) return;
  const generated = config.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = config.ADMIN_PASSWORD ?? generated ?? '';
  const passwordHash = await hashPassword(password);
  const existing = await selectUserByLogin(db, config.ADMIN_USERNAME);
  if (existing) {
    await updateUser(db, existing.id, { isSuperuser: true, userType: 'admin', approvalStatus: 'approved', status: 'active', passwordHash });
  } else {
    await insertUser(db, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      passwordHash,
      userType: 'admin',
      isSuperuser: true,
      approvalStatus: 'approved',
      approvedAt: new Date(),
      profile: { fullName: '관리자' },
    });
  }
  if (generated) {
    mkdirSync(config.dataDir, { recursive: true });
    const file = join(config.dataDir, 'initial-admin-password.txt');
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    // Printed once, to the console only (not the structured log), so the operator can sign in.
    process.stdout.write(
      `\n  첫 관리자 계정이 만들어졌습니다 / First administrator created\n  아이디: ${config.ADMIN_USERNAME}\n  비밀번호: ${generated}\n  (저장 위치: ${file})\n\n`,
    );
  }
  log.info({ username: config.ADMIN_USERNAME }, 'first administrator created');
}

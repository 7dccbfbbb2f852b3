// `npm run seed:demo`: a demo teacher and students (approved, enrolled) so screens can be tried.
// Passwords are generated per run and written to DATA_DIR/demo-accounts.txt (mode 600) only after the
// accounts were committed; none is fixed. When the server is running on the same embedded data
// directory, the accounts are made by the server (its control socket) instead of opening the
// directory a second time, which PGlite does not survive.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { callControl } from './db/control-socket.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { ensureFirstAdmin, seedCatalogue } from './db/seed.js';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.js';

const accountsSchema = z.array(z.object({ username: z.string().min(1), password: z.string().min(8), userType: z.string().min(1) })).min(1);

async function seedHere(): Promise<DemoAccount[]> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    await ensureFirstAdmin(database.db, config, { info: (_obj, msg) => console.log(msg) });
    return await seedDemoAccounts(database.db);
  } finally {
    await database.close();
  }
}

const config = loadConfig();
let accounts: DemoAccount[];
try {
  accounts = await seedHere();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  if (!err.holder.control) {
    console.error(err.message);
    console.error('서버를 멈춘 뒤 `npm run seed:demo`를 다시 실행하세요. / Stop the server, then run `npm run seed:demo` again.');
    process.exit(75);
  }
  console.log(`서버(pid ${err.holder.pid})가 이 데이터 폴더를 쓰고 있어 서버를 통해 데모 계정을 만듭니다.`);
  console.log(`The server (pid ${err.holder.pid}) holds this data directory: creating the demo accounts through it.`);
  try {
    accounts = accountsSchema.parse(await callControl(err.holder, 'seed-demo'));
  } catch (cause) {
    console.error(err.message);
    console.error(`서버에 요청하지 못했습니다 / The server did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    console.error('서버를 멈춘 뒤 다시 실행하세요. / Stop the server and run this again.');
    process.exit(75);
  }
}
const lines = accounts.map((a) => `${a.username}\t${a.password}\t${a.userType}`);
const file = join(config.dataDir, 'demo-accounts.txt');
writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
chmodSync(file, 0o600);
console.log(`데모 계정을 만들었습니다 (${accounts.length}개). 아이디와 비밀번호: ${file}`);
console.log(lines.map((l) => `  ${l}`).join('\n'));

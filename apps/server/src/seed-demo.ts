// `npm run seed:demo`: a demo teacher, a class of 24 students (approved, enrolled in 파이썬기초1) with
// about three weeks of learning made through the real API, and a demo class (반) with auto-approve
// codes, so screens can be tried. `--accounts-only` skips the learning history (fast).
// Passwords are generated per run and written to DATA_DIR/demo-accounts.txt (mode 600) as soon as the
// accounts were committed (before the history); none is fixed. When the server is running on the same
// embedded data directory, the work is done by the server (its control socket) instead of opening the
// directory a second time, which PGlite does not survive: this script waits for it with progress
// lines, however long the history takes (no fixed time limit; it gives up only if the server falls
// silent), and the server writes the passwords file itself.
import { z } from 'zod';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { callControl, waitForControl } from './db/control-socket.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { prepareDatabase } from './db/seed.js';
import { DEMO_ACCOUNTS_FILENAME, demoAccountLines, seedDemo, type DemoSeedResult } from './demo/index.js';
import { join } from 'node:path';

const resultSchema = z.object({
  accounts: z.array(z.object({ username: z.string().min(1), password: z.string().min(8), userType: z.string().min(1) })).min(1),
  className: z.string().nullable(),
  codes: z.array(z.string()),
  sessions: z.number().int(),
});
const history = !process.argv.includes('--accounts-only');
const log = (line: string) => console.log(line);

async function seedHere(): Promise<DemoSeedResult> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await prepareDatabase(database, config, { info: (_obj, msg) => console.log(msg) });
    return await seedDemo(config, database, { history, log });
  } finally {
    await database.close();
  }
}

const config = loadConfig();
let result: DemoSeedResult;
try {
  result = await seedHere();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  const holder = await waitForControl(config.dataDir, err.holder, {
    onWait: () => console.log('서버가 시작하는 중입니다. 잠시 기다립니다… / The server is starting; waiting for it…'),
  });
  if (!holder?.control) {
    console.error(err.message);
    console.error('서버를 멈춘 뒤 `npm run seed:demo`를 다시 실행하세요. / Stop the server, then run `npm run seed:demo` again.');
    process.exit(75);
  }
  console.log(`서버(pid ${holder.pid})가 이 데이터 폴더를 쓰고 있어 서버를 통해 데모 계정을 만듭니다.`);
  console.log(`The server (pid ${holder.pid}) holds this data directory: creating the demo accounts through it.`);
  try {
    // The history takes minutes on a busy machine: the server acknowledges, reports progress and
    // answers when it is done.
    result = resultSchema.parse(await callControl(holder, history ? 'seed-demo' : 'seed-demo-accounts', { onProgress: (line) => console.log(`  ${line}`) }));
  } catch (cause) {
    console.error(err.message);
    console.error(`서버에 요청하지 못했습니다 / The server did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    console.error('서버를 멈춘 뒤 다시 실행하세요. / Stop the server and run this again.');
    process.exit(75);
  }
}
const { accounts, className, codes, sessions } = result;
// seedDemo wrote the file (here or in the server) once the accounts existed.
const lines = demoAccountLines({ accounts, className, codes });
const file = join(config.dataDir, DEMO_ACCOUNTS_FILENAME);
console.log(`데모 계정을 만들었습니다 (${accounts.length}개, 학습 세션 ${sessions}개). 아이디, 비밀번호, 등록 코드: ${file}`);
console.log(lines.map((l) => `  ${l}`).join('\n'));

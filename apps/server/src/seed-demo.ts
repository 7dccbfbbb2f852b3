// `npm run seed:demo`: a demo teacher, a class of 24 students (approved, enrolled in 파이썬기초1) with
// about three weeks of learning made through the real API, and a demo class (반) with auto-approve
// codes, so screens can be tried. `--accounts-only` skips the learning history (fast); `--days N`
// makes N days of history instead of 21.
// Passwords are generated per run and written to DATA_DIR/demo-accounts.txt (mode 600) as soon as the
// accounts were committed (before the history); none is fixed. When the server is running on the same
// embedded data directory, the work is done by the server (its control socket) instead of opening the
// directory a second time, which PGlite does not survive: this script waits for it with progress
// lines, however long the history takes (no fixed time limit; it gives up only if the server falls
// silent), and the server writes the passwords file itself.
import { z } from 'zod';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { callControl } from './db/control-socket.js';
import { serverHoldingDataDir } from './db/server-holder.js';
import { prepareDatabase } from './db/seed.js';
import { DEMO_ACCOUNTS_FILENAME, demoAccountLines, demoOptionsSchema, seedDemo, type DemoSeedResult } from './demo/index.js';
import { join } from 'node:path';

const resultSchema = z.object({
  accounts: z.array(z.object({ username: z.string().min(1), password: z.string().min(8), userType: z.string().min(1) })).min(1),
  className: z.string().nullable(),
  codes: z.array(z.string()),
  sessions: z.number().int(),
});
const history = !process.argv.includes('--accounts-only');
/** `--days N` or `--days=N`; absent: the default three weeks. */
function parseDays(argv: string[]): number | undefined {
  const at = argv.findIndex((a) => a === '--days' || a.startsWith('--days='));
  if (at < 0) return undefined;
  const raw = argv[at]!.includes('=') ? argv[at]!.slice('--days='.length) : argv[at + 1];
  const parsed = demoOptionsSchema.shape.days.safeParse(Number(raw));
  if (!parsed.success) {
    console.error(`--days에는 1부터 60까지의 정수를 쓰세요 (받은 값: ${raw ?? '없음'}). / --days takes a whole number from 1 to 60.`);
    process.exit(64);
  }
  return parsed.data;
}
const days = parseDays(process.argv.slice(2));
const log = (line: string) => console.log(line);

async function seedHere(): Promise<DemoSeedResult> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await prepareDatabase(database, config, { info: (_obj, msg) => console.log(msg) });
    return await seedDemo(config, database, { history, ...(days === undefined ? {} : { days }), log });
  } finally {
    await database.close();
  }
}

const config = loadConfig();
let result: DemoSeedResult;
try {
  result = await seedHere();
} catch (err) {
  const holder = await serverHoldingDataDir(config.dataDir, err, '서버를 멈춘 뒤 `npm run seed:demo`를 다시 실행하세요. / Stop the server, then run `npm run seed:demo` again.');
  console.log(`서버(pid ${holder.pid})가 이 데이터 폴더를 쓰고 있어 서버를 통해 데모 계정을 만듭니다.`);
  console.log(`The server (pid ${holder.pid}) holds this data directory: creating the demo accounts through it.`);
  try {
    // The history takes minutes on a busy machine: the server acknowledges, reports progress and
    // answers when it is done.
    result = resultSchema.parse(
      await callControl(holder, history ? 'seed-demo' : 'seed-demo-accounts', {
        ...(days === undefined ? {} : { args: { days } }),
        onProgress: (line) => console.log(`  ${line}`),
      }),
    );
  } catch (cause) {
    console.error(err instanceof Error ? err.message : String(err));
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

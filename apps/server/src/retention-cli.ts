// `npm run retention -- --dry-run | --run` (issue 25): the retention job from the command line, the
// same run as the server's 6-hourly schedule and the admin's "지금 실행". PostgreSQL: this process
// connects beside the running server. Embedded (PGlite): when the server holds the data directory,
// the server runs the job (asked through its control socket); a server without one is refused with
// exit code 75; otherwise this process opens the directory itself.
import type { RetentionPlanEntry, RetentionRunResponse } from '@dodam/contracts/privacy';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.js';
import { openOrAskServer } from './db/server-holder.js';
import { createMailer } from './lib/mailer.js';
import { parseRetentionArgs, runRetention } from './services/retention.js';

const USAGE = [
  '사용법 / usage: npm run retention -- --dry-run   (미리 보기: 누가 안내를 받고 누가 삭제되는지, 아무것도 바꾸지 않음)',
  '                npm run retention -- --run       (실행: 안내를 보내고 안내 기간이 지난 계정을 삭제)',
].join('\n');

const day = (iso: string) => iso.slice(0, 10);
const line = (e: RetentionPlanEntry) => `  - ${e.name} (${e.username}, ${e.user_type}) 마지막 사용 ${day(e.last_active_at)}, 삭제 예정 ${day(e.delete_at)}`;

function report(result: RetentionRunResponse): void {
  console.log(result.dry_run ? '보존 기간 작업 미리 보기 (아무것도 바꾸지 않았습니다) / dry run (nothing changed)' : '보존 기간 작업을 실행했습니다 / retention run done');
  console.log(`  설정: 학년도 말 + ${result.settings.years_after_school_year}년, 안내 기간 ${result.settings.notice_days}일`);
  console.log(`  ${result.message}`);
  console.log(`  삭제 안내 / notices: ${result.notify.length}`);
  for (const e of result.notify) console.log(line(e));
  console.log(`  계정 삭제 / deletions: ${result.delete.length}`);
  for (const e of result.delete) console.log(line(e));
}

async function main(): Promise<void> {
  const args = parseRetentionArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    process.exit(64);
  }
  const config = loadConfig();
  const opened = await openOrAskServer(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    {
      refusal:
        '서버가 제어 소켓 없이 실행 중이라 보존 기간 작업을 요청할 수 없습니다. 관리자 화면의 개인정보 > 보존 기간에서 실행하거나 서버를 멈춘 뒤 다시 실행하세요. / The server has no control socket: use the admin screen, or stop it and run this again.',
      viaServer: (pid) => `서버(pid ${pid})가 이 데이터 폴더를 쓰고 있어 서버를 통해 실행합니다. / The server (pid ${pid}) holds this data directory: it runs the job.`,
    },
  );
  if (opened.ask) {
    report((await opened.ask('retention', { dry_run: args.dryRun })) as RetentionRunResponse);
    process.exit(0);
  }
  const { database } = opened;
  try {
    // The mailer only warns when SMTP delivery fails (the mail stays in the outbox).
    const log = { warn: (obj: object, msg: string) => console.warn(`  ${msg}: ${JSON.stringify(obj)}`) } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
    report(await runRetention({ db: database.db, mailer }, null, new Date(), args.dryRun, 'cli'));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`보존 기간 작업을 하지 못했습니다 / Retention failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

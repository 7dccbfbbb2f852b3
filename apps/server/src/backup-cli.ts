// `npm run backup`: a consistent backup of the database into BACKUP_DIR (ADR 017), also while the
// server runs. PostgreSQL: one REPEATABLE READ snapshot over this process's own connection. Embedded
// (PGlite): when the server holds the data directory, the server itself writes the backup (asked
// through its control socket); otherwise this process opens the directory and writes it.
import { loadConfig } from './config.js';
import { openOrAskServer } from './db/server-holder.js';
import { BackupService } from './backup/service.js';

const config = loadConfig();
const settings = { backupDir: config.backupDir, keepDays: config.BACKUP_KEEP_DAYS, hour: config.BACKUP_HOUR };

function report(file: { path: string; size_bytes: number; rows: Record<string, number> }): void {
  const rows = Object.values(file.rows).reduce((a, b) => a + b, 0);
  console.log(`백업을 만들었습니다 / Backup written: ${file.path}`);
  console.log(`  ${(file.size_bytes / 1024).toFixed(1)} KB, ${Object.keys(file.rows).length}개 표, ${rows}개 행 / ${Object.keys(file.rows).length} tables, ${rows} rows`);
  console.log('  이 폴더를 서버 밖(다른 컴퓨터, USB)으로 복사해 두세요. / Copy this folder off the server (another computer, a USB drive).');
}

try {
  const opened = await openOrAskServer(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    {
      refusal: '서버가 제어 소켓 없이 실행 중이라 백업을 요청할 수 없습니다. 서버를 멈춘 뒤 다시 실행하세요. / The server has no control socket: stop it and run this again.',
      viaServer: (pid) => `서버(pid ${pid})가 이 데이터 폴더를 쓰고 있어 서버가 백업을 만듭니다. / The server (pid ${pid}) holds this data directory: it writes the backup.`,
    },
  );
  if (opened.ask) {
    report((await opened.ask('backup')) as { path: string; size_bytes: number; rows: Record<string, number> });
    process.exit(0);
  }
  const { database } = opened;
  try {
    const service = new BackupService(database, settings);
    report(await service.create('manual'));
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`백업하지 못했습니다 / Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

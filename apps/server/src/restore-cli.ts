// `npm run restore <file>`: brings a backup (ADR 017) back into a fresh data folder (DATA_DIR, PGlite)
// or an empty database (DATABASE_URL). Refuses, in Korean and English, when the target is in use or
// already holds data; never overwrites anything.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config.js';
import { BackupFileError } from './backup/format.js';
import { restoreIntoDataDir, restoreIntoPostgres, RestoreRefusedError } from './backup/restore.js';

const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!arg) {
  console.error('사용법 / usage: npm run restore <백업 파일 / backup file>');
  console.error('  복원할 곳: 비어 있는 DATA_DIR (내장 DB) 또는 비어 있는 DATABASE_URL 데이터베이스.');
  console.error('  Target: an empty DATA_DIR (embedded database) or an empty DATABASE_URL database.');
  process.exit(64);
}
const file = resolve(arg);
if (!existsSync(file)) {
  console.error(`백업 파일이 없습니다 / No such backup file: ${file}`);
  process.exit(66);
}
const config = loadConfig();
try {
  const target = config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir;
  console.log(`복원 중 / restoring ${file} → ${target}`);
  const summary = config.DATABASE_URL ? await restoreIntoPostgres(file, config.DATABASE_URL) : await restoreIntoDataDir(file, config.dataDir);
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  console.log(`복원했습니다 / Restored: ${rows}개 행 / rows, 백업 시각 / taken at ${new Date(summary.header.created_at).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })} (KST)`);
  console.log('이제 서버를 시작하세요 (npm start). / Now start the server (npm start).');
} catch (err) {
  if (err instanceof RestoreRefusedError) {
    console.error(err.message);
    process.exit(err.reason === 'in_use' ? 75 : 73);
  }
  if (err instanceof BackupFileError) {
    console.error(err.message);
    process.exit(65);
  }
  console.error(`복원하지 못했습니다 / Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

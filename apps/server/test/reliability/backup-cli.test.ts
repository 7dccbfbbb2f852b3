// `npm run backup` and `npm run restore` as a school runs them, with real processes (issue 20, ADR
// 017): a backup while the server runs (PGlite: the server writes it on the control socket's request;
// PostgreSQL with TEST_DATABASE_URL: the script's own snapshot), a restore refused while the target is
// in use, a restore into a fresh data folder (or database), and a server started on the restored data
// where every account made before the backup signs in.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminLogin, approvedAccount, login, runScript, scratchSpace, startServer } from './server-process.js';

const ADMIN_PASSWORD = `admin-${randomBytes(8).toString('hex')}`;
const scratch = scratchSpace('bkcli');
afterAll(() => scratch.cleanup());

const run = (script: string, args: string[], env: Record<string, string>) => runScript(script, args, env, { adminPassword: ADMIN_PASSWORD });

describe.runIf(process.platform === 'linux')('npm run backup / restore beside the running server', () => {
  it('backs up while the server runs, refuses a restore into the data in use, restores into a fresh one that serves every account', async () => {
    const dataDir = scratch.dir();
    const backupDir = join(dataDir, 'backups');
    const databaseUrl = await scratch.databaseUrl();
    const server = await startServer({ dataDir, adminPassword: ADMIN_PASSWORD, ...(databaseUrl ? { databaseUrl } : {}) });
    const admin = await adminLogin(server.url, ADMIN_PASSWORD);
    const accounts = [];
    for (let i = 0; i < 3; i += 1) accounts.push(await approvedAccount(server.url, admin, { prefix: 'bkcli' }));

    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
    const backup = await run('src/backup-cli.ts', [], env);
    expect(backup.code, backup.out).toBe(0);
    if (!databaseUrl) expect(backup.out).toContain('서버가 백업을 만듭니다');
    expect(backup.out).toContain('백업을 만들었습니다');
    const files = readdirSync(backupDir).filter((n) => n.endsWith('.dodam-backup.gz'));
    expect(files).toHaveLength(1);
    const file = join(backupDir, files[0]!);

    // Into the data the server is using: refused, in Korean and English. The server is idle here (no
    // request in flight; on PostgreSQL its pool may have closed every client): a running server is
    // found by its lock (the data directory's, or on PostgreSQL the shared advisory lock it holds for
    // its whole life), not by its open connections.
    const refused = await run('src/restore-cli.ts', [file], env);
    expect(refused.code, refused.out).toBe(75);
    expect(refused.out).toContain('복원할 곳이 사용 중입니다');
    expect(refused.out).toContain('in use');
    expect((await login(server.url, accounts[0]!.username, accounts[0]!.password)).status).toBe(200);

    // Into a fresh data folder (or database).
    const freshDir = scratch.dir();
    const freshUrl = await scratch.databaseUrl();
    const restored = await run('src/restore-cli.ts', [file], { DATA_DIR: freshDir, DATABASE_URL: freshUrl ?? '' });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('복원했습니다');
    // Again into the same, now full, target: refused as not empty.
    const again = await run('src/restore-cli.ts', [file], { DATA_DIR: freshDir, DATABASE_URL: freshUrl ?? '' });
    expect(again.code, again.out).toBe(73);
    expect(again.out).toContain('이미 데이터가 있습니다');

    const second = await startServer({ dataDir: freshDir, adminPassword: ADMIN_PASSWORD, ...(freshUrl ? { databaseUrl: freshUrl } : {}) });
    for (const a of accounts) expect((await login(second.url, a.username, a.password)).status, a.username).toBe(200);
    expect(await second.stop()).toBe(0);
    expect(await server.stop()).toBe(0);
  }, 600_000);
});

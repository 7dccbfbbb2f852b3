// `npm run retention -- --dry-run|--run` beside the running server (issue 25), with real processes:
// PGlite (the server holds the data directory: the job goes through its control socket) by default,
// PostgreSQL (the script connects beside the server) with TEST_DATABASE_URL. An account idle since a
// past school year is listed by the dry run (nothing changes), noticed by the run (the admin screen
// shows the run as the CLI's), and after signing in its user sees the notice with the new date.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { parseRetentionArgs } from '../../src/services/retention.js';
import { adminLogin, api, approvedAccount, restartServer, runScript, scratchSpace, startServer, tokenOf } from './server-process.js';

const ADMIN_PASSWORD = `admin-${randomBytes(8).toString('hex')}`;
const scratch = scratchSpace('retcli');
afterAll(() => scratch.cleanup());

const run = (args: string[], env: Record<string, string>) => runScript('src/retention-cli.ts', args, env, { adminPassword: ADMIN_PASSWORD });

describe('retention CLI arguments', () => {
  it('takes exactly one of --dry-run and --run', () => {
    expect(parseRetentionArgs(['--dry-run'])).toEqual({ dryRun: true });
    expect(parseRetentionArgs(['--run'])).toEqual({ dryRun: false });
    expect(parseRetentionArgs([])).toBeNull();
    expect(parseRetentionArgs(['--run', '--dry-run'])).toBeNull();
    expect(parseRetentionArgs(['--now'])).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('npm run retention beside the running server', () => {
  it('previews without changing anything, runs, and the noticed user sees the banner data after signing in', async () => {
    const dataDir = scratch.dir();
    const databaseUrl = await scratch.databaseUrl();
    const first = await startServer({ dataDir, adminPassword: ADMIN_PASSWORD, ...(databaseUrl ? { databaseUrl } : {}) });
    const idle = await approvedAccount(first.url, await adminLogin(first.url, ADMIN_PASSWORD), { prefix: 'retcli' });
    expect(await first.stop()).toBe(0);

    // The account was last used in the 2024 school year (the server is stopped: the directory is free).
    const database = await openDatabase({ databaseUrl, dataDir });
    const longAgo = new Date('2024-05-01T00:00:00Z');
    await database.db.update(users).set({ createdAt: longAgo, lastLoginAt: longAgo, lastActiveAt: null }).where(eq(users.id, idle.id));
    await database.close();

    const server = await restartServer(first);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
    const usage = await run([], env);
    expect(usage.code, usage.out).toBe(64);
    expect(usage.out).toContain('사용법');

    const preview = await run(['--dry-run'], env);
    expect(preview.code, preview.out).toBe(0);
    if (!databaseUrl) expect(preview.out).toContain('서버를 통해 실행합니다');
    expect(preview.out).toContain('아무것도 바꾸지 않았습니다');
    expect(preview.out).toContain(idle.username);
    const admin = await adminLogin(server.url, ADMIN_PASSWORD);
    const before = await api(server.url, 'GET', '/api/v1/admin/privacy/retention', { token: admin });
    expect(before.body.last_run).toBeNull();

    const done = await run(['--run'], env);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain('실행했습니다');
    expect(done.out).toContain(idle.username);
    const after = await api(server.url, 'GET', '/api/v1/admin/privacy/retention', { token: admin });
    expect(after.body.last_run).toMatchObject({ trigger: 'cli' });
    expect(after.body.last_run.notified).toBeGreaterThanOrEqual(1);
    // Noticed now: the next run no longer lists them as due for a notice.
    expect(after.body.preview.notify.map((e: { username: string }) => e.username)).not.toContain(idle.username);

    // Signing in starts the period over; the user is told when the notice came and the new date.
    const me = await api(server.url, 'GET', '/api/v1/auth/me', { token: await tokenOf(server.url, idle) });
    expect(me.status).toBe(200);
    expect(me.body.retention_notice).toMatchObject({ kept: true, announced_delete_at: '2026-02-28T15:00:00.000Z' });
    expect(new Date(me.body.retention_notice.delete_at).getTime()).toBeGreaterThan(Date.now());
    expect(await server.stop()).toBe(0);
  }, 300_000);
});

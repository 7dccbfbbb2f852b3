// `npm run seed:demo` beside the running server (issue 20): the demo (24 students' learning made
// through the real API, with the real command's `--days 7`: a week of history instead of three, the
// same work per day) is made while the server runs. The seed is acknowledged, prints the server's
// progress, waits for the end and exits 0; the passwords file exists before the history is done (the
// accounts exist then), and every password in it signs in on the running server. The seed starts
// while the server is still starting (it has the data directory, not yet its socket). That a command
// outlives the socket's 30 s request deadline and the client's silence limit is proven on the protocol
// itself in src/db/control-socket.test.ts (shortened limits), so this test need not last minutes.
// PGlite (the server holds the data directory: the seed goes through its control socket, `--days`
// with it) by default, PostgreSQL (the seed opens its own connections beside the server) with
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { login, runScript, scratchSpace, startServer } from './server-process.js';

const ADMIN_PASSWORD = `admin-${randomBytes(8).toString('hex')}`;
// The three-week demo took 83 s alone on an idle 2-core machine and 186 to 458 s in this test with
// other suites on the same cores; a week is about a third of that. The limit leaves room for a
// machine far busier than that (the server alone can take minutes to start there).
const SLOW_TEST_MS = 15 * 60_000;
const DAYS = 7;
const scratch = scratchSpace('seed');
afterAll(() => scratch.cleanup());

function accountsIn(file: string): { username: string; password: string }[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [username = '', password = ''] = line.split('\t');
      return { username, password };
    });
}

describe.runIf(process.platform === 'linux')('seed:demo beside the running server', () => {
  it(
    'makes the demo (a week of history) through the running server, with progress, and every written password signs in',
    async () => {
      const dataDir = scratch.dir();
      const databaseUrl = await scratch.databaseUrl();
      // The seed is started as soon as the server has taken the data directory, while it is still
      // starting (what a school's script that runs both does): it must wait for the server, not refuse.
      const starting = startServer({ dataDir, adminPassword: ADMIN_PASSWORD, ...(databaseUrl ? { databaseUrl } : {}) });
      starting.catch(() => undefined);
      if (!databaseUrl) {
        while (!existsSync(join(dataDir, 'pglite.lock'))) await new Promise((r) => setTimeout(r, 20));
      } else {
        await starting;
      }
      const file = join(dataDir, 'demo-accounts.txt');

      let fileBeforeHistoryEnded = false;
      const { code, out } = await runScript('src/seed-demo.ts', ['--days', String(DAYS)], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }, {
        adminPassword: ADMIN_PASSWORD,
        // The history's progress lines: the passwords file must already be there.
        onStdout: (soFar) => {
          if (/학습 기록 만드는 중/.test(soFar) && existsSync(file)) fileBeforeHistoryEnded = true;
        },
      });
      const server = await starting;

      expect(code, `${out}\n--- server ---\n${server.output()}`).toBe(0);
      if (!databaseUrl) {
        expect(out).toContain('서버를 통해');
        expect(out).not.toContain('no valid answer');
      }
      // The option reached the work (through the control socket on PGlite).
      expect(out).toContain(`학습 기록 만드는 중: ${DAYS}/${DAYS}일`);
      expect(fileBeforeHistoryEnded).toBe(true);
      const sessions = Number(/학습 세션 (\d+)개\)/.exec(out)?.[1] ?? 0);
      expect(sessions).toBeGreaterThan(DAYS);

      const accounts = accountsIn(file);
      expect(accounts).toHaveLength(25);
      for (const a of accounts) expect((await login(server.url, a.username, a.password)).status, a.username).toBe(200);
      expect(await server.stop()).toBe(0);
    },
    SLOW_TEST_MS,
  );
});

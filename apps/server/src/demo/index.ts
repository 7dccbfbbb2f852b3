// `npm run seed:demo`'s work, shared by the seed process (its own database) and the running server
// (asked through the control socket when it holds the embedded data directory).
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { seedDemoAccounts, type DemoAccount } from './accounts.js';
import { DEMO_CLASS, seedDemoClass } from './class.js';
import { seedDemoHistory } from './history.js';

export interface DemoSeedResult {
  accounts: { username: string; password: string; userType: string }[];
  className: string | null;
  codes: string[];
  sessions: number;
}

/**
 * Accounts (one transaction: every returned password works), the demo class with codes, then, unless
 * `history` is false, three weeks of learning through the real API. The API calls go to a private,
 * non-listening app on the same database whose rate limits are lifted and whose tutor is offline, so
 * a running server's live limits and LLM are untouched; closing it leaves the database open.
 */
export async function seedDemo(config: Config, database: Database, options: { history: boolean; log?: (line: string) => void }): Promise<DemoSeedResult> {
  const log = options.log ?? (() => {});
  const accounts: DemoAccount[] = await seedDemoAccounts(database.db);
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'error', TUTOR_PROVIDER: 'offline', LOGIN_MAX_FAILURES_PER_IP: 100_000, CODE_RUNS_PER_MINUTE: 100_000, EVAL_SUBMITS_PER_MINUTE: 100_000, TUTOR_BURST: 100_000, TUTOR_RATE_PER_MINUTE: 100_000 },
    database: { ...database, close: async () => {} },
    prepare: false,
  });
  try {
    await app.ready();
    const demoClass = await seedDemoClass(app.deps);
    const sessions = options.history ? await seedDemoHistory(app, accounts, log) : 0;
    return {
      accounts: accounts.map(({ username, password, userType }) => ({ username, password, userType })),
      className: demoClass ? DEMO_CLASS : null,
      codes: demoClass?.codes ?? [],
      sessions,
    };
  } finally {
    await app.close();
  }
}

// `npm run seed:demo`'s work, shared by the seed process (its own database) and the running server
// (asked through the control socket when it holds the embedded data directory).
import { chmodSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { seedDemoAccounts, type DemoAccount } from './accounts.js';
import { DEMO_CLASS, seedDemoClass } from './class.js';
import { DEMO_DAYS, seedDemoHistory } from './history.js';

/** The options of `npm run seed:demo` that reach the work (also sent through the control socket). */
export const demoOptionsSchema = z.object({
  /** Days of learning history, ending today (default: three weeks). */
  days: z.number().int().min(1).max(60).default(DEMO_DAYS),
});
export type DemoOptions = z.infer<typeof demoOptionsSchema>;

export interface DemoSeedResult {
  accounts: { username: string; password: string; userType: string }[];
  className: string | null;
  codes: string[];
  sessions: number;
}

export const DEMO_ACCOUNTS_FILENAME = 'demo-accounts.txt';

/** The lines of DATA_DIR/demo-accounts.txt: "username<TAB>password<TAB>type", then the class's codes. */
export function demoAccountLines(result: Pick<DemoSeedResult, 'accounts' | 'className' | 'codes'>): string[] {
  const lines = result.accounts.map((a) => `${a.username}\t${a.password}\t${a.userType}`);
  // Code lines carry no tab, so readers of "username<TAB>password" lines skip them.
  if (result.className) lines.push(`# ${result.className} 자동 승인 등록 코드`, ...result.codes);
  return lines;
}

/** Writes DATA_DIR/demo-accounts.txt (owner-only) atomically; returns its path. */
export function writeDemoAccountsFile(dataDir: string, result: Pick<DemoSeedResult, 'accounts' | 'className' | 'codes'>): string {
  const file = join(dataDir, DEMO_ACCOUNTS_FILENAME);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${demoAccountLines(result).join('\n')}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  return file;
}

/**
 * Accounts (one transaction: every returned password works), the demo class with codes, then, unless
 * `history` is false, `days` (three weeks by default) of learning through the real API. The API calls go to a private,
 * non-listening app on the same database whose rate limits are lifted and whose tutor is offline, so
 * a running server's live limits and LLM are untouched; closing it leaves the database open.
 * The passwords file (DATA_DIR/demo-accounts.txt) is written as soon as the accounts and the class
 * exist, before the history: whoever asked (a script that may have gone away) finds them there.
 */
export async function seedDemo(
  config: Config,
  database: Database,
  options: { history: boolean; days?: number; log?: (line: string) => void },
): Promise<DemoSeedResult> {
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
    const made = {
      accounts: accounts.map(({ username, password, userType }) => ({ username, password, userType })),
      className: demoClass ? DEMO_CLASS : null,
      codes: demoClass?.codes ?? [],
    };
    const file = writeDemoAccountsFile(config.dataDir, made);
    log(`데모 계정 ${made.accounts.length}개를 만들었습니다. 비밀번호: ${file} / ${made.accounts.length} demo accounts made, passwords in ${file}`);
    const sessions = options.history ? await seedDemoHistory(app, accounts, log, options.days) : 0;
    return { ...made, sessions };
  } finally {
    await app.close();
  }
}

// For the command-line scripts that open the data directory themselves (`npm run backup`,
// `npm run seed:demo`): when the running server holds the embedded directory, the work goes through its
// control socket. A server that is still starting gets its socket a moment later: wait for it; a
// holder without one (or one that ends) is refused with exit code 75 (EX_TEMPFAIL).
import { callControl, waitForControl } from './control-socket.js';
import { openDatabase, type Database } from './client.js';
import { DataDirLockedError, type LockHolder } from './data-dir-lock.js';

/**
 * The holder to ask through its control socket, for `err` thrown by openDatabase. Any other error is
 * rethrown; without a socket the process prints the lock's message and `refusal`, and exits 75.
 */
export async function serverHoldingDataDir(dataDir: string, err: unknown, refusal: string): Promise<LockHolder & { control: string }> {
  if (!(err instanceof DataDirLockedError)) throw err;
  const holder = await waitForControl(dataDir, err.holder, {
    onWait: () => console.log('서버가 시작하는 중입니다. 잠시 기다립니다… / The server is starting; waiting for it…'),
  });
  if (!holder?.control) {
    console.error(err.message);
    console.error(refusal);
    process.exit(75);
  }
  return { ...holder, control: holder.control };
}

/**
 * For a script that does one job (`npm run backup`, `npm run retention`): its own database, or —
 * when the running server holds the embedded data directory — `ask`, which runs the job in the
 * server through its control socket (after printing `viaServer(pid)`). A holder without a socket is
 * refused as in serverHoldingDataDir (exit 75).
 */
export async function openOrAskServer(
  opts: { databaseUrl?: string | undefined; dataDir: string },
  messages: { refusal: string; viaServer: (pid: number) => string },
): Promise<{ database: Database; ask?: undefined } | { database?: undefined; ask: (command: string, args?: Record<string, unknown>) => Promise<unknown> }> {
  try {
    return { database: await openDatabase(opts) };
  } catch (err) {
    const holder = await serverHoldingDataDir(opts.dataDir, err, messages.refusal);
    console.log(messages.viaServer(holder.pid));
    return { ask: (command, args) => callControl(holder, command, { ...(args ? { args } : {}), onProgress: (line) => console.log(`  ${line}`) }) };
  }
}

// When the server process dies without close() (SIGKILL, crash), no sandbox process may survive:
// idle ones see EOF on their job pipe, running ones lose their lifeline pipe, even while sleeping.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSandboxProcess, waitFor } from './sandbox-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'dodam-crash-'));

beforeAll(async () => {
  await build({
    entryPoints: [join(import.meta.dirname, '../../src/grader/index.ts')],
    outfile: join(dir, 'grader.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const grader = pathToFileURL(join(dir, 'grader.mjs')).href;
  writeFileSync(
    join(dir, 'server.mjs'),
    `import { readFileSync } from 'node:fs';
const { createSandbox } = await import(${JSON.stringify(grader)});
const sb = createSandbox({ poolSize: 3, logger: { info() {}, warn() {}, error() {} } });
while (sb.stats().idle < 3) await new Promise((r) => setTimeout(r, 10));
sb.run({ code: 'import time\\nwhile True:\\n    time.sleep(1)', timeLimitMs: 10000 });
sb.run({ code: 'import time\\nwhile True:\\n    time.sleep(1)', timeLimitMs: 10000 });
await new Promise((r) => setTimeout(r, 300));
const all = [];
const todo = sb.processIds();
while (todo.length) {
  const pid = todo.pop();
  all.push(pid);
  for (const t of (() => { try { return readFileSync('/proc/' + pid + '/task/' + pid + '/children', 'utf8').trim().split(' ').filter(Boolean).map(Number); } catch { return []; } })()) todo.push(t);
}
console.log(JSON.stringify({ busy: sb.stats().busy, pids: all }));
setInterval(() => {}, 1000);
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.platform === 'linux')('server crash', () => {
  it('leaves no sandbox process behind when the server is SIGKILLed mid-run', async () => {
    const server = spawn(process.execPath, [join(dir, 'server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      server.on('exit', () => reject(new Error(`server exited early: ${out}`)));
    });
    const { busy, pids } = JSON.parse(line) as { busy: number; pids: number[] };
    expect(busy).toBe(2);
    expect(pids.filter(isSandboxProcess).length).toBeGreaterThanOrEqual(3);
    server.kill('SIGKILL');
    await waitFor(() => pids.every((pid) => !isSandboxProcess(pid)), 5000);
  });
});

// Helpers shared by the grader and security suites: pick a sandbox configuration that works here,
// and find the processes a sandbox started (Linux /proc) to prove that none survive.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { createSandbox, type RunResult, type Sandbox, type SandboxLogger, type SandboxMode, type SandboxOptions } from '../../src/grader/index.js';

export const quietLogger: SandboxLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Short limits keep the suites fast; 1.5 s still leaves room for a loaded 2-core CI machine. */
export const TEST_TIME_LIMIT_MS = 1500;

/**
 * A sandbox in the given mode, or null when that mode cannot run here. Degraded mode drops to an
 * unprivileged uid when the server is root, so the interpreter must be readable by everyone: a pyenv
 * install under /root is not, the system /usr/bin/python3 is.
 */
export function openSandbox(mode: SandboxMode, options: SandboxOptions = {}): Sandbox | null {
  const candidates = [...new Set<string | undefined>([options.pythonPath, undefined, '/usr/bin/python3'])];
  for (const pythonPath of candidates) {
    if (pythonPath !== undefined && !existsSync(pythonPath)) continue;
    try {
      const sandbox = createSandbox({ logger: quietLogger, ...options, mode, pythonPath });
      if (sandbox.stats().available) return sandbox;
      void sandbox.close();
    } catch {
      // mode not available with this interpreter
    }
  }
  return null;
}

/** `roots` and the processes below them whose command line is a sandbox process. */
export function sandboxProcessIds(roots: number[]): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // process ended while listing
    }
  }
  const found: number[] = roots.filter(isSandboxProcess);
  const todo = [...roots];
  while (todo.length) {
    const pid = todo.pop();
    if (pid === undefined) break;
    for (const child of children.get(pid) ?? []) {
      todo.push(child);
      if (isSandboxProcess(child)) found.push(child);
    }
  }
  return found;
}

export function isSandboxProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('<dodam-sandbox>');
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The sandbox still answers a trivial program correctly. */
export async function expectHealthy(sandbox: Sandbox): Promise<void> {
  const r = await sandbox.run({ code: 'print(6 * 7)', timeLimitMs: 5000 });
  expect(r.status, r.stderr).toBe('ok');
  expect(r.stdout).toBe('42\n');
}

export function describeResult(r: RunResult): string {
  return `status=${r.status} exit=${String(r.exitCode)}\nstdout=${r.stdout.slice(0, 400)}\nstderr=${r.stderr.slice(-600)}`;
}

// What this machine offers: the Python interpreter, and whether the namespace sandbox works here.
// Both are measured once, synchronously, when the sandbox is created (≈ 0.1–0.2 s at server start).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { PYTHON_HASH_SEED } from '@dodam/contracts';
import { BOOTSTRAP_SOURCE, BOOTSTRAP_STUB } from './bootstrap.js';
import type { SandboxMode } from './types.js';

export interface PythonInfo {
  /** Real interpreter binary (a pyenv shim or symlink resolved), started directly for every run. */
  executable: string;
  version: string;
  /** Debian-style multiarch triplet ('x86_64-linux-gnu'), for the library directories to expose. */
  multiarch: string;
}

/** Configuration read by the bootstrap (argv[2], a Python literal). */
export interface WorkerConfig {
  mode: SandboxMode;
  uid: number;
  gid: number;
  /** Running as root of an own user namespace (the server itself is not root). */
  userns: boolean;
  /** Cwd of the program: '/work' (tmpfs) in isolated mode, a fresh host temp dir in degraded mode. */
  workDir: string;
  /** Host directory over which the new root tmpfs is mounted (inside the mount namespace only). */
  rootMount: string;
  multiarch: string;
  workBytes: number;
  fsizeBytes: number;
  nofile: number;
  memBytes: number;
  nproc: number;
  seccomp: boolean;
  filename: string;
  /** fd 3 is the server's lifeline pipe: the program ends when the server goes away. */
  lifeline: boolean;
  /** A batch process (gradings only): it prepares for forking tests before it announces READY. */
  batch?: boolean;
  probe?: boolean;
}

export interface LaunchPlan {
  mode: SandboxMode;
  python: PythonInfo;
  /** unshare binary (isolated mode only). */
  unshare: string | null;
  userns: boolean;
}

// Not -I: isolated mode ignores PYTHONHASHSEED (it implies -E). The environment is empty apart from
// SANDBOX_ENV, user site-packages are off (-s) and the bootstrap stub drops the script directory from
// sys.path, which is what -I would add.
export const PYTHON_FLAGS = ['-s', '-S', '-B', '-X', 'utf8'] as const;

/**
 * The only environment of a sandbox process. A fixed hash seed makes str/bytes hashes, and with them
 * the order of sets of strings, the same in every process and after every restart; the browser's
 * Pyodide is started with the same seed (contracts PYTHON_HASH_SEED), so practice and grading agree.
 */
export const SANDBOX_ENV: Readonly<Record<string, string>> = { PYTHONHASHSEED: PYTHON_HASH_SEED };

export function findExecutable(name: string, pathEnv: string = process.env.PATH ?? ''): string | null {
  if (isAbsolute(name)) return isExecutable(name) ? name : null;
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Finds the interpreter and asks it for its real path; throws an Error with the reason. */
export function resolvePython(pythonPath?: string): PythonInfo {
  const candidate = pythonPath ?? findExecutable('python3') ?? findExecutable('python');
  if (!candidate) throw new Error('python3 not found on PATH (set the pythonPath option)');
  const script =
    'import sys, sysconfig, json; print(json.dumps([sys.executable, "%d.%d.%d" % sys.version_info[:3], sysconfig.get_config_var("MULTIARCH") or "", sys.version_info >= (3, 9)]))';
  // The caller's environment is needed here only: a pyenv shim finds its interpreter through it.
  const out = spawnSync(candidate, ['-I', '-S', '-c', script], { encoding: 'utf8', timeout: 15_000 });
  if (out.error) throw new Error(`cannot start ${candidate}: ${out.error.message}`);
  if (out.status !== 0) throw new Error(`${candidate} failed: ${out.stderr.trim().slice(0, 300)}`);
  const parsed: unknown = JSON.parse(out.stdout.trim().split('\n').pop() ?? 'null');
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new Error(`${candidate}: unexpected answer`);
  const [executable, version, multiarch, supported] = parsed as [unknown, unknown, unknown, unknown];
  if (typeof executable !== 'string' || !executable) throw new Error(`${candidate}: no sys.executable`);
  if (supported !== true) throw new Error(`${candidate} is Python ${String(version)}; 3.9 or newer is needed (audit hooks that do not fire on every import)`);
  return { executable: realpathSync(executable), version: String(version), multiarch: String(multiarch) };
}

/** The configuration as a Python dict literal: the bootstrap evaluates it without importing json (≈ 4 ms per start). */
export function toPythonLiteral(config: WorkerConfig): string {
  const items: string[] = [];
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    let literal: string;
    if (typeof value === 'boolean') literal = value ? 'True' : 'False';
    else if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new RangeError(`config ${key} must be an integer`);
      literal = String(value);
    } else if (typeof value === 'string') literal = JSON.stringify(value); // JSON string escapes are valid Python
    else throw new TypeError(`config ${key} has an unsupported type`);
    items.push(`${JSON.stringify(key)}: ${literal}`);
  }
  return `{${items.join(', ')}}`;
}

export function commandFor(plan: LaunchPlan, config: WorkerConfig): { command: string; args: string[] } {
  const python = [...PYTHON_FLAGS, '-c', BOOTSTRAP_STUB, BOOTSTRAP_SOURCE, toPythonLiteral(config)];
  if (plan.mode === 'degraded' || !plan.unshare) return { command: plan.python.executable, args: python };
  const ns = ['--net', '--pid', '--mount', '--ipc', '--uts', '--fork', '--kill-child'];
  if (plan.userns) ns.unshift('--user', '--map-root-user');
  return { command: plan.unshare, args: [...ns, '--', plan.python.executable, ...python] };
}

/** The bootstrap configuration of one worker under a plan. */
export function configFor(plan: LaunchPlan, base: WorkerConfig, uid: number): WorkerConfig {
  // In an own user namespace only uid 0 is mapped: the program stays "root" there with every capability dropped.
  const id = plan.userns ? 0 : uid;
  return { ...base, mode: plan.mode, userns: plan.userns, uid: id, gid: id };
}

export interface ProbeOutcome {
  ok: boolean;
  detail: string;
  notes: string[];
}

/** Runs the full setup once with self-checks; a plan is used only if its probe passes. */
export function probePlan(plan: LaunchPlan, base: WorkerConfig): ProbeOutcome {
  const workDir = plan.mode === 'degraded' ? mkdtempSync(join(tmpdir(), 'dodam-probe-')) : base.workDir;
  try {
    const { command, args } = commandFor(plan, { ...configFor(plan, base, base.uid), workDir, probe: true });
    const out = spawnSync(command, args, { env: { ...SANDBOX_ENV }, cwd: plan.mode === 'degraded' ? workDir : '/', encoding: 'utf8', timeout: 15_000 });
    if (out.error) return { ok: false, detail: out.error.message, notes: [] };
    const line = out.stdout.split('\n').find((l) => l.startsWith('DODAM-PROBE '));
    if (out.status !== 0 || !line) {
      return { ok: false, detail: (out.stderr || `exit ${String(out.status ?? out.signal)}`).trim().slice(0, 500), notes: [] };
    }
    const report = JSON.parse(line.slice('DODAM-PROBE '.length)) as { checks?: Record<string, string>; notes?: unknown };
    const checks = report.checks ?? {};
    const notes = Array.isArray(report.notes) ? report.notes.map(String) : [];
    const problems: string[] = [];
    if (checks.read_passwd === 'allowed') problems.push('/etc/passwd readable');
    if (checks.socket === 'allowed') problems.push('sockets allowed');
    if (checks.fork === 'allowed') problems.push('fork allowed');
    if (checks.write_work !== 'allowed') problems.push(`work dir not writable (${String(checks.write_work)})`);
    if (checks.import_module !== 'allowed') problems.push(`standard library not importable after the privilege drop (${String(checks.import_module)})`);
    return problems.length ? { ok: false, detail: problems.join('; '), notes } : { ok: true, detail: 'ok', notes };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err), notes: [] };
  } finally {
    if (plan.mode === 'degraded') rmSync(workDir, { recursive: true, force: true });
  }
}

export interface PlanChoice {
  plan: LaunchPlan;
  /** Why isolation is not used (degraded mode), for the warning. */
  degradedReason: string | null;
  notes: string[];
}

/** Picks the strongest mode that works here ('auto'), or checks the one asked for. */
export function choosePlan(python: PythonInfo, requested: 'auto' | SandboxMode, base: WorkerConfig): PlanChoice {
  const reasons: string[] = [];
  if (requested !== 'degraded') {
    const unshare = process.platform === 'linux' ? findExecutable('unshare') ?? findExecutable('/usr/bin/unshare') : null;
    if (!unshare) {
      reasons.push(process.platform === 'linux' ? 'unshare (util-linux) not found' : `no Linux namespaces on ${process.platform}`);
    } else {
      const root = typeof process.geteuid === 'function' && process.geteuid() === 0;
      const plan: LaunchPlan = { mode: 'isolated', python, unshare, userns: !root };
      const outcome = probePlan(plan, base);
      if (outcome.ok) return { plan, degradedReason: null, notes: outcome.notes };
      reasons.push(`namespace sandbox failed: ${outcome.detail}`);
    }
    if (requested === 'isolated') throw new Error(`isolated sandbox unavailable: ${reasons.join('; ')}`);
  } else {
    reasons.push('degraded mode requested');
  }
  const plan: LaunchPlan = { mode: 'degraded', python, unshare: null, userns: false };
  const outcome = probePlan(plan, base);
  if (!outcome.ok) throw new Error(`python cannot run in the sandbox: ${outcome.detail}`);
  return { plan, degradedReason: reasons.join('; '), notes: outcome.notes };
}

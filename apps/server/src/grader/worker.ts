// One sandbox process: started ahead of time, announces READY, runs exactly one job, then exits.
// A fresh process per run is what guarantees that nothing (monkeypatched builtins, files, threads)
// survives into the next student's run.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { READY_MARKER } from './bootstrap.js';
import { CappedBuffer, classifyExit, encodeJob, statusMessage, type StopReason } from './result.js';
import type { RunResult } from './types.js';

export interface WorkerLaunch {
  command: string;
  args: string[];
  cwd: string;
  /** Host directory to delete when the process is gone (degraded mode scratch dir). */
  cleanupDir: string | null;
  /** The interpreter runs under `unshare --fork`, which reports the child's death on its own. */
  viaUnshare: boolean;
}

export interface WorkerJob {
  code: string;
  stdin: readonly string[];
  timeLimitMs: number;
  memoryLimitMb: number;
  outputLimitBytes: number;
}

export interface WorkerEvents {
  ready(worker: SandboxProcess): void;
  /** beforeReady: the process died during setup (a start failure); detail: its error output. */
  exit(worker: SandboxProcess, beforeReady: boolean, detail: string): void;
}

type State = 'starting' | 'idle' | 'busy' | 'exited';

/** After SIGKILL the 'close' event should follow within milliseconds; this bounds a pathological wait. */
const CLOSE_GRACE_MS = 3000;
const STARTUP_STDERR_LIMIT = 4096;

interface ActiveRun {
  job: WorkerJob;
  startedAt: number;
  stdout: CappedBuffer;
  stderr: CappedBuffer;
  stoppedFor: StopReason;
  timer: NodeJS.Timeout | null;
  resolve: (result: RunResult) => void;
}

export class SandboxProcess {
  private state: State = 'starting';
  private readonly child: ChildProcess;
  private startupOut = Buffer.alloc(0);
  private startupErr = '';
  private active: ActiveRun | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  private finished = false;
  private resolveExited!: () => void;
  /** Resolves once the process is gone and its result (if any) was delivered. */
  readonly exited = new Promise<void>((resolve) => {
    this.resolveExited = resolve;
  });

  constructor(
    private readonly launch: WorkerLaunch,
    private readonly events: WorkerEvents,
  ) {
    // detached: own process group, so one kill(-pgid) reaches unshare and the interpreter together.
    // fd 3: the lifeline (see the bootstrap); nothing is ever written to it.
    this.child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: {}, stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true });
    // Stream errors (EPIPE when the program exits without reading its stdin) must never become
    // uncaught exceptions in the server; the 'close' event decides the outcome.
    for (const stream of this.child.stdio) stream?.on('error', () => {});
    this.child.stdout?.on('data', (chunk: Buffer) => this.onStdout(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => this.onStderr(chunk));
    // 'error': the spawn failed (no pid), or a kill failed (the 'close' event still follows).
    this.child.on('error', (err) => {
      if (this.child.pid === undefined) this.finish(null, null, `spawn failed: ${err.message}`);
    });
    this.child.once('close', (code, signal) => this.finish(code, signal, ''));
  }

  get status(): State {
    return this.state;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Idle workers must not keep the server (or a test run) alive; a busy one must. */
  setRef(ref: boolean): void {
    for (const handle of this.child.stdio) {
      if (handle instanceof Socket) {
        if (ref) handle.ref();
        else handle.unref();
      }
    }
    if (ref) this.child.ref();
    else this.child.unref();
  }

  run(job: WorkerJob): Promise<RunResult> {
    if (this.state !== 'idle') throw new Error(`worker is ${this.state}`);
    this.state = 'busy';
    this.setRef(true);
    return new Promise<RunResult>((resolve) => {
      const active: ActiveRun = {
        job,
        startedAt: performance.now(),
        stdout: new CappedBuffer(job.outputLimitBytes),
        stderr: new CappedBuffer(job.outputLimitBytes),
        stoppedFor: null,
        timer: null,
        resolve,
      };
      this.active = active;
      active.timer = setTimeout(() => this.stop('timeout'), job.timeLimitMs);
      const stdin = this.child.stdin;
      if (stdin) {
        stdin.write(encodeJob(job.code, job.stdin, job.timeLimitMs));
        stdin.end();
      }
    });
  }

  /** Kills the process group; a running job resolves with the verdict for `reason`. */
  stop(reason: Exclude<StopReason, null>): void {
    if (this.finished) return;
    if (this.active && this.active.stoppedFor === null) this.active.stoppedFor = reason;
    const pid = this.child.pid;
    if (pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // group already gone
      }
    }
    this.child.kill('SIGKILL');
    if (!this.graceTimer) {
      this.graceTimer = setTimeout(() => this.finish(null, 'SIGKILL', 'no close event after SIGKILL'), CLOSE_GRACE_MS);
    }
  }

  private onStdout(chunk: Buffer): void {
    if (this.state === 'starting') {
      this.startupOut = Buffer.concat([this.startupOut, chunk]);
      const n = Math.min(this.startupOut.length, READY_MARKER.length);
      if (!this.startupOut.subarray(0, n).equals(READY_MARKER.subarray(0, n))) {
        this.startupErr += `unexpected output before READY: ${JSON.stringify(this.startupOut.toString('latin1').slice(0, 80))}`;
        this.stop('closed');
        return;
      }
      if (this.startupOut.length >= READY_MARKER.length) {
        this.startupOut = Buffer.alloc(0);
        this.state = 'idle';
        this.setRef(false);
        this.events.ready(this);
      }
      return;
    }
    const active = this.active;
    if (active && !active.stdout.push(chunk)) this.stop('output');
  }

  private onStderr(chunk: Buffer): void {
    const active = this.active;
    if (active) {
      if (!active.stderr.push(chunk)) this.stop('output');
    } else if (this.startupErr.length < STARTUP_STDERR_LIMIT) {
      this.startupErr += chunk.toString('utf8');
    }
  }

  private finish(exitCode: number | null, signal: NodeJS.Signals | null, detail: string): void {
    if (this.finished) return;
    this.finished = true;
    const beforeReady = this.state === 'starting';
    this.state = 'exited';
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.child.stdout?.removeAllListeners('data');
    this.child.stderr?.removeAllListeners('data');
    const lifeline = this.child.stdio[3];
    if (lifeline instanceof Socket) lifeline.destroy();
    if (this.launch.cleanupDir) {
      try {
        rmSync(this.launch.cleanupDir, { recursive: true, force: true });
      } catch {
        // best effort; the OS temp dir is cleaned eventually
      }
    }
    const active = this.active;
    this.active = null;
    if (active) {
      if (active.timer) clearTimeout(active.timer);
      active.resolve(buildResult(active, exitCode, signal, this.launch.viaUnshare));
    }
    const why = [detail, this.startupErr.trim()].filter(Boolean).join('; ') || `exit ${String(exitCode ?? signal)}`;
    this.events.exit(this, beforeReady, why);
    this.resolveExited();
  }
}

// util-linux 2.38 `unshare --fork` cannot re-raise SIGKILL on itself: it prints "unshare: ... failed"
// and exits 1 instead. Read that as what it is, a death by SIGKILL (OOM killer, CPU hard limit, admin).
const UNSHARE_DIAGNOSTIC = /(?:^|\n)unshare: [^\n]*\n?$/;

function buildResult(active: ActiveRun, exitCode: number | null, signal: NodeJS.Signals | null, viaUnshare: boolean): RunResult {
  const { job, stoppedFor } = active;
  const stdout = active.stdout.text();
  let stderr = active.stderr.text();
  if (viaUnshare && signal === null && exitCode === 1) {
    const diagnostic = UNSHARE_DIAGNOSTIC.exec(stderr);
    if (diagnostic) {
      stderr = stderr.slice(0, diagnostic.index + (diagnostic[0].startsWith('\n') ? 1 : 0));
      signal = 'SIGKILL';
      exitCode = null;
    }
  }
  const status = classifyExit({ stoppedFor, exitCode, signal, stderr });
  const truncated = active.stdout.overflowed || active.stderr.overflowed;
  return {
    success: status === 'ok',
    stdout,
    stderr,
    exitCode: stoppedFor === null && signal === null ? exitCode : null,
    timedOut: status === 'timeout',
    memoryExceeded: status === 'memory',
    truncated,
    durationMs: Math.round(performance.now() - active.startedAt),
    status,
    message: statusMessage(status, { ...job, signal, stoppedFor }),
  };
}

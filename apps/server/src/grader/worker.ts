// One sandbox process: started ahead of time, announces READY, runs exactly one job, then exits.
// A fresh process per run is what guarantees that nothing (monkeypatched builtins, files, threads)
// survives into the next student's run. A batch job (one submission's tests) runs each test in a
// child forked by the process's trusted bootstrap, so tests of one submission are as separate as runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { constants as osConstants } from 'node:os';
import { performance } from 'node:perf_hooks';
import { READY_MARKER } from './bootstrap.js';
import { SANDBOX_ENV } from './environment.js';
import { CappedBuffer, classifyExit, encodeBatch, encodeJob, parseBatchFrames, statusMessage, type BatchFrame, type StopReason } from './result.js';
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

/** One program against several stdins, each run in its own forked child (see the bootstrap). */
export interface WorkerBatchJob {
  code: string;
  stdins: readonly (readonly string[])[];
  timeLimitMs: number;
  memoryLimitMb: number;
  outputLimitBytes: number;
  /**
   * A trusted program (the structure check) reported as one more case; the bootstrap runs it in the
   * last test's child before the program, with its output on a pipe closed before the program starts.
   */
  check?: string;
}

/** Cases of a batch: one per stdin, plus the check program when there is one. */
export function batchCaseCount(job: WorkerBatchJob): number {
  return job.stdins.length + (job.check ? 1 : 0);
}

export interface WorkerEvents {
  ready(worker: SandboxProcess): void;
  /** A batch finished and the process waits for the next one (or to be retired). */
  batchDone?(worker: SandboxProcess): void;
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
  /** Set for a batch job: its cases and where their results go. */
  batch?: { job: WorkerBatchJob; resolve: (results: RunResult[]) => void };
}

/** Slack per test and per batch on top of the tests' own limits (the bootstrap enforces those). */
const BATCH_SLACK_PER_CASE_MS = 250;
const BATCH_SLACK_MS = 1000;

export class SandboxProcess {
  private state: State = 'starting';
  private readonly child: ChildProcess;
  private startupOut = Buffer.alloc(0);
  private startupErr = '';
  private active: ActiveRun | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  private finished = false;
  /** Batches this process has served (a batch process is reused; see the bootstrap). */
  batches = 0;
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
    this.child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: { ...SANDBOX_ENV }, stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true });
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

  /** Runs every stdin of the batch in order; resolves with one result per stdin. */
  runBatch(job: WorkerBatchJob): Promise<RunResult[]> {
    if (this.state !== 'idle') throw new Error(`worker is ${this.state}`);
    this.state = 'busy';
    this.setRef(true);
    return new Promise<RunResult[]>((resolve) => {
      const count = batchCaseCount(job);
      // Frames carry at most limit + 1 bytes per stream plus a short header.
      const cap = count * (2 * (job.outputLimitBytes + 1) + 128);
      const single: WorkerJob = { code: job.code, stdin: [], timeLimitMs: job.timeLimitMs, memoryLimitMb: job.memoryLimitMb, outputLimitBytes: job.outputLimitBytes };
      const active: ActiveRun = {
        job: single,
        startedAt: performance.now(),
        stdout: new CappedBuffer(cap),
        stderr: new CappedBuffer(job.outputLimitBytes),
        stoppedFor: null,
        timer: null,
        resolve: () => {},
        batch: { job, resolve },
      };
      this.active = active;
      const overall = count * (job.timeLimitMs + BATCH_SLACK_PER_CASE_MS) + BATCH_SLACK_MS;
      active.timer = setTimeout(() => this.stop('timeout'), overall);
      this.batches += 1;
      // stdin stays open: the process serves the next batch after this one.
      this.child.stdin?.write(encodeBatch(job.code, job.stdins, job.timeLimitMs, job.outputLimitBytes, job.check));
    });
  }

  /** Ends an idle batch process: it exits when its stdin closes. */
  retire(): void {
    if (this.state !== 'idle') return;
    this.child.stdin?.end();
  }

  private batchProgress(active: ActiveRun): void {
    const batch = active.batch;
    if (!batch) return;
    const count = batchCaseCount(batch.job);
    const frames = parseBatchFrames(active.stdout.bytes(), count);
    if (frames.size < count) return;
    if (active.timer) clearTimeout(active.timer);
    this.active = null;
    this.state = 'idle';
    this.setRef(false);
    batch.resolve(Array.from({ length: count }, (_, index) => caseResult(frames.get(index)!, batch.job)));
    this.events.batchDone?.(this);
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
    else if (active?.batch) this.batchProgress(active);
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
      if (active.batch) active.batch.resolve(buildBatchResults(active, active.batch.job, exitCode, signal, this.launch.viaUnshare));
      else active.resolve(buildResult(active, exitCode, signal, this.launch.viaUnshare));
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

const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(osConstants.signals).map(([name, number]) => [number, name as NodeJS.Signals]),
);

function caseResult(frame: BatchFrame, job: WorkerBatchJob): RunResult {
  const stoppedFor: StopReason = frame.stop === 't' ? 'timeout' : frame.stop === 'o' ? 'output' : null;
  const signal = frame.signal > 0 ? (SIGNAL_NAMES.get(frame.signal) ?? 'SIGKILL') : null;
  const exitCode = frame.signal > 0 ? null : frame.exitCode;
  const stdout = new CappedBuffer(job.outputLimitBytes);
  const stderr = new CappedBuffer(job.outputLimitBytes);
  stdout.push(frame.stdout);
  stderr.push(frame.stderr);
  const stderrText = stderr.text();
  const status = classifyExit({ stoppedFor, exitCode, signal, stderr: stderrText });
  return {
    success: status === 'ok',
    stdout: stdout.text(),
    stderr: stderrText,
    exitCode: stoppedFor === null && signal === null ? exitCode : null,
    timedOut: status === 'timeout',
    memoryExceeded: status === 'memory',
    truncated: stdout.overflowed || stderr.overflowed,
    durationMs: frame.durationMs,
    status,
    message: statusMessage(status, { ...job, signal, stoppedFor }),
  };
}

/**
 * Results of a batch: the tests the bootstrap reported keep their own verdicts; tests it never reached
 * (the whole process was stopped or died) get the verdict of the process's end.
 */
function buildBatchResults(active: ActiveRun, job: WorkerBatchJob, exitCode: number | null, signal: NodeJS.Signals | null, viaUnshare: boolean): RunResult[] {
  const count = batchCaseCount(job);
  const frames = parseBatchFrames(active.stdout.bytes(), count);
  const results: RunResult[] = [];
  for (let index = 0; index < count; index += 1) {
    const frame = frames.get(index);
    if (frame) {
      results.push(caseResult(frame, job));
      continue;
    }
    const end = buildResult({ ...active, stdout: new CappedBuffer(0) }, exitCode, signal, viaUnshare);
    // A batch that ended cleanly without reporting a test is a broken process, never a pass.
    if (end.status === 'ok') {
      results.push({ ...end, success: false, status: 'killed', exitCode: null, message: statusMessage('killed', { ...job, signal: null, stoppedFor: null }) });
    } else {
      results.push(end);
    }
  }
  return results;
}

// The sandbox pool: warm single-use Python processes for runs, warm batch processes for gradings (each
// test in its own forked child), bounded FIFO queues.
import { outputsMatch, parseStructureOutput, structureCheckProgram } from '@dodam/contracts';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { choosePlan, commandFor, configFor, resolvePython, type LaunchPlan, type PythonInfo, type WorkerConfig } from './environment.js';
import { SandboxBusyError, SandboxClosedError, SandboxUnavailableError } from './errors.js';
import { headText, tailText } from './result.js';
import type {
  GradeOptions,
  GradeResult,
  GradeTestCase,
  RunRequest,
  RunResult,
  Sandbox,
  SandboxLogger,
  SandboxMode,
  SandboxOptions,
  SandboxStats,
} from './types.js';
import { SandboxProcess, type WorkerBatchJob, type WorkerJob } from './worker.js';

/** How the student's code is named in tracebacks (same name as in the browser runner). */
export const USER_CODE_FILENAME = 'main.py';

const GRADE_STDOUT_CHARS = 2048;
const GRADE_STDERR_CHARS = 1024;
const MIN_TIME_LIMIT_MS = 100;
/** Consecutive start failures after which waiting runs are failed instead of kept waiting. */
const FAILURES_BEFORE_UNAVAILABLE = 3;
/** Unique uids per process so RLIMIT_NPROC counts one program's threads only (root mode). */
const UID_BASE = 2_000_000_000;
const UID_SPAN = 1_000_000;
/** A batch process is retired after this many submissions (bounds anything a long life could gather). */
const BATCHES_PER_PROCESS = 200;

interface QueuedRun {
  /** A batch goes to a batch process (reused); a single run needs a fresh one. */
  kind: 'run' | 'batch';
  start: (worker: SandboxProcess) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface ResolvedOptions {
  poolSize: number;
  queueLimit: number;
  queueTimeoutMs: number;
  defaultTimeLimitMs: number;
  maxTimeLimitMs: number;
  memoryLimitMb: number;
  outputLimitBytes: number;
  workspaceLimitMb: number;
  maxThreads: number;
  logger: SandboxLogger;
}

const consoleLogger: SandboxLogger = {
  info: (m) => console.info(`[grader] ${m}`),
  warn: (m) => console.warn(`[grader] ${m}`),
  error: (m) => console.error(`[grader] ${m}`),
};

function positiveInt(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 1) throw new RangeError(`${name} must be a positive number`);
  return Math.floor(value);
}

function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const maxTimeLimitMs = positiveInt(options.maxTimeLimitMs, 10_000, 'maxTimeLimitMs');
  return {
    poolSize: positiveInt(options.poolSize, Math.max(2, availableParallelism() + 1), 'poolSize'),
    queueLimit: options.queueLimit === 0 ? 0 : positiveInt(options.queueLimit, 64, 'queueLimit'),
    queueTimeoutMs: positiveInt(options.queueTimeoutMs, 30_000, 'queueTimeoutMs'),
    defaultTimeLimitMs: Math.min(positiveInt(options.defaultTimeLimitMs, 5000, 'defaultTimeLimitMs'), maxTimeLimitMs),
    maxTimeLimitMs,
    memoryLimitMb: positiveInt(options.memoryLimitMb, 256, 'memoryLimitMb'),
    outputLimitBytes: positiveInt(options.outputLimitBytes, 65_536, 'outputLimitBytes'),
    workspaceLimitMb: positiveInt(options.workspaceLimitMb, 16, 'workspaceLimitMb'),
    maxThreads: options.maxThreads === 0 ? 0 : positiveInt(options.maxThreads, 8, 'maxThreads'),
    logger: options.logger ?? consoleLogger,
  };
}

class SandboxPool implements Sandbox {
  readonly mode: SandboxMode;
  private readonly opts: ResolvedOptions;
  private readonly plan: LaunchPlan | null;
  private readonly baseConfig: WorkerConfig;
  private unavailableReason: string | null = null;
  private readonly workers = new Set<SandboxProcess>();
  private readonly idle: SandboxProcess[] = [];
  /** Batch processes waiting for a grading (never used for a single run). */
  private readonly batchIdle: SandboxProcess[] = [];
  /** The processes started for gradings (the others are single-use, for runs). */
  private readonly batchRole = new Set<SandboxProcess>();
  private readonly queue: QueuedRun[] = [];
  private closed = false;
  private closing: Promise<void> | null = null;
  private refillTimer: NodeJS.Timeout | null = null;
  private consecutiveFailures = 0;
  private spawnFailures = 0;
  private completed = 0;
  // Random start: two pools on one host (tests, several instances) should not share uids.
  private uidCounter = Math.floor(Math.random() * UID_SPAN);
  private averageRunMs = 100;

  constructor(options: SandboxOptions) {
    this.opts = resolveOptions(options);
    const mb = 1024 * 1024;
    this.baseConfig = {
      mode: 'degraded',
      uid: UID_BASE,
      gid: UID_BASE,
      userns: false,
      workDir: '/work',
      rootMount: '/tmp',
      multiarch: '',
      workBytes: this.opts.workspaceLimitMb * mb,
      fsizeBytes: Math.min(this.opts.workspaceLimitMb, 8) * mb,
      nofile: 64,
      memBytes: this.opts.memoryLimitMb * mb,
      // RLIMIT_NPROC counts tasks of the uid: the main thread, the lifeline thread, the program's threads.
      // (fork itself is refused separately).
      nproc: this.opts.maxThreads + 2,
      seccomp: process.platform === 'linux',
      filename: USER_CODE_FILENAME,
      lifeline: true,
    };
    let plan: LaunchPlan | null = null;
    try {
      const python: PythonInfo = resolvePython(options.pythonPath);
      this.baseConfig.multiarch = python.multiarch;
      const choice = choosePlan(python, options.mode ?? 'auto', this.baseConfig);
      plan = choice.plan;
      for (const note of choice.notes) this.opts.logger.warn(`sandbox note: ${note}`);
      if (choice.degradedReason) {
        this.opts.logger.warn(
          `DEGRADED sandbox: student code runs WITHOUT OS isolation (rlimits, seccomp where available, audit hooks, empty environment only). Reason: ${choice.degradedReason}`,
        );
      } else {
        this.opts.logger.info(
          `sandbox isolated (namespaces${plan.userns ? ' + user namespace' : ''}, seccomp, rlimits), Python ${python.version} at ${python.executable}, pool ${this.opts.poolSize}`,
        );
      }
    } catch (err) {
      this.unavailableReason = err instanceof Error ? err.message : String(err);
      if (options.mode === 'isolated') throw err;
      this.opts.logger.error(`code execution unavailable: ${this.unavailableReason}`);
    }
    this.plan = plan;
    this.mode = plan?.mode ?? 'degraded';
    this.fill();
  }

  sandboxMode(): SandboxMode {
    return this.mode;
  }

  run(request: RunRequest): Promise<RunResult> {
    let job: WorkerJob;
    try {
      job = this.jobFor(request.code, request.stdin ?? [], request.timeLimitMs);
      this.ensureCapacity(1, 'run');
    } catch (err) {
      return Promise.reject(err);
    }
    return this.submit(job);
  }

  async grade(code: string, tests: readonly GradeTestCase[], options: GradeOptions = {}): Promise<GradeResult> {
    const stdins = tests.map((test) => test.inputs);
    if (options.example) stdins.push(options.example);
    if (stdins.length === 0) return { passed: 0, total: 0, allPassed: false, results: [] };
    const first = this.jobFor(code, stdins[0] ?? [], options.timeLimitMs);
    for (const stdin of stdins) this.jobFor(code, stdin, options.timeLimitMs); // validates every stdin
    const rules = options.requirements ?? [];
    const batch: WorkerBatchJob = { code, stdins, timeLimitMs: first.timeLimitMs, memoryLimitMb: first.memoryLimitMb, outputLimitBytes: first.outputLimitBytes };
    if (rules.length > 0) batch.check = structureCheckProgram(code, rules);
    this.ensureCapacity(1, 'batch');
    const all = await this.submitWith('batch', (worker) => this.dispatchBatch(worker, batch));
    const runs = all.slice(0, tests.length);
    const example = options.example ? all[tests.length] : undefined;
    const check = rules.length > 0 ? all[stdins.length] : undefined;
    const results = runs.map((run, index) => {
      const test = tests[index];
      const passed = run.status === 'ok' && test !== undefined && outputsMatch(run.stdout, test.expected_output);
      return {
        index,
        passed,
        status: run.status,
        stdout: headText(run.stdout, GRADE_STDOUT_CHARS),
        stderr: tailText(run.stderr, GRADE_STDERR_CHARS),
        message: run.message,
        durationMs: run.durationMs,
      };
    });
    const passed = results.filter((r) => r.passed).length;
    const graded: GradeResult = { passed, total: results.length, allPassed: results.length > 0 && passed === results.length, results };
    if (example) graded.example = example;
    if (rules.length > 0) graded.structure = check?.status === 'ok' ? parseStructureOutput(check.stdout, rules) : null;
    return graded;
  }

  stats(): SandboxStats {
    let busy = 0;
    let starting = 0;
    for (const w of this.workers) {
      if (w.status === 'busy') busy += 1;
      else if (w.status === 'starting') starting += 1;
    }
    return {
      mode: this.mode,
      available: this.unavailableReason === null && !this.closed,
      poolSize: this.opts.poolSize,
      idle: this.idle.length,
      batchIdle: this.batchIdle.length,
      busy,
      starting,
      queued: this.queue.length,
      queueLimit: this.opts.queueLimit,
      completed: this.completed,
      spawnFailures: this.spawnFailures,
      python: this.plan?.python.executable ?? null,
    };
  }

  processIds(): number[] {
    return [...this.workers].map((w) => w.pid).filter((pid): pid is number => pid !== undefined);
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closed = true;
    if (this.refillTimer) clearTimeout(this.refillTimer);
    this.refillTimer = null;
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.timer);
      queued.reject(new SandboxClosedError());
    }
    this.idle.length = 0;
    this.batchIdle.length = 0;
    const all = [...this.workers];
    for (const w of all) w.stop('closed');
    this.closing = Promise.all(all.map((w) => w.exited)).then(() => undefined);
    return this.closing;
  }

  private jobFor(code: string, stdin: readonly string[], timeLimitMs: number | undefined): WorkerJob {
    if (typeof code !== 'string') throw new TypeError('code must be a string');
    if (!Array.isArray(stdin) || stdin.some((line) => typeof line !== 'string')) throw new TypeError('stdin must be an array of strings');
    const requested = timeLimitMs === undefined || !Number.isFinite(timeLimitMs) ? this.opts.defaultTimeLimitMs : timeLimitMs;
    return {
      code,
      stdin: [...stdin],
      timeLimitMs: Math.round(Math.min(this.opts.maxTimeLimitMs, Math.max(MIN_TIME_LIMIT_MS, requested))),
      memoryLimitMb: this.opts.memoryLimitMb,
      outputLimitBytes: this.opts.outputLimitBytes,
    };
  }

  /** Throws unless `count` runs (or gradings) can start or wait now. */
  private ensureCapacity(count: number, kind: QueuedRun['kind']): void {
    if (this.closed) throw new SandboxClosedError();
    if (this.unavailableReason !== null) throw new SandboxUnavailableError(this.unavailableReason);
    const idle = kind === 'run' ? this.idle.length : this.batchIdle.length;
    if (this.consecutiveFailures >= FAILURES_BEFORE_UNAVAILABLE && idle === 0) {
      throw new SandboxUnavailableError('sandbox processes keep failing to start');
    }
    const room = idle + (this.opts.queueLimit - this.queue.length);
    if (count > room) {
      const waitMs = ((this.queue.length + count) / this.opts.poolSize) * this.averageRunMs;
      throw new SandboxBusyError(Math.max(1, Math.ceil(waitMs / 1000)));
    }
  }

  /** Capacity was checked by the caller, synchronously. */
  private submit(job: WorkerJob): Promise<RunResult> {
    return this.submitWith('run', (worker) => this.dispatch(worker, job));
  }

  /** Starts `work` on an idle process now, or when one becomes ready. */
  private submitWith<T>(kind: QueuedRun['kind'], work: (worker: SandboxProcess) => Promise<T>): Promise<T> {
    const worker = this.takeWorker(kind);
    if (worker) return work(worker);
    return new Promise<T>((resolve, reject) => {
      const entry: QueuedRun = {
        kind,
        start: (w) => {
          work(w).then(resolve, reject);
        },
        reject,
        // Sleeping programs can hold every slot; a request should not hang behind them indefinitely.
        timer: setTimeout(() => {
          const at = this.queue.indexOf(entry);
          if (at >= 0) this.queue.splice(at, 1);
          reject(new SandboxBusyError(Math.max(1, Math.ceil(this.averageRunMs / 1000))));
        }, this.opts.queueTimeoutMs),
      };
      this.queue.push(entry);
    });
  }

  private dispatch(worker: SandboxProcess, job: WorkerJob): Promise<RunResult> {
    const result = worker.run(job);
    void result.then((r) => {
      this.completed += 1;
      this.averageRunMs = this.averageRunMs * 0.9 + r.durationMs * 0.1;
    });
    return result;
  }

  /** An idle process for this kind of work: batches go to batch processes, single runs to fresh ones. */
  private takeWorker(kind: QueuedRun['kind']): SandboxProcess | undefined {
    return kind === 'run' ? this.idle.shift() : this.batchIdle.shift();
  }

  /** Starts queued work on idle processes that may take it, oldest first. */
  private drain(): void {
    for (let i = 0; i < this.queue.length; ) {
      const entry = this.queue[i]!;
      const worker = this.takeWorker(entry.kind);
      if (!worker) {
        i += 1;
        continue;
      }
      this.queue.splice(i, 1);
      clearTimeout(entry.timer);
      entry.start(worker);
    }
  }

  private dispatchBatch(worker: SandboxProcess, job: WorkerBatchJob): Promise<RunResult[]> {
    const started = Date.now();
    const results = worker.runBatch(job);
    void results.then(() => {
      this.completed += 1;
      this.averageRunMs = this.averageRunMs * 0.9 + (Date.now() - started) * 0.1;
    });
    return results;
  }

  /**
   * Keeps poolSize processes of each role, started ahead of time: fresh single-use ones for runs, and
   * batch processes for gradings. Batch processes are started with the pool (not turned from fresh
   * ones on first use): spawning forks the whole server process (tens of ms of main-thread time at a
   * few hundred MB), which must not happen while the first gradings of a class wait.
   */
  private fill(): void {
    if (this.closed || !this.plan || this.refillTimer) return;
    let runs = 0;
    let batches = 0;
    for (const w of this.workers) {
      if (this.batchRole.has(w)) batches += 1;
      else runs += 1;
    }
    for (; runs < this.opts.poolSize; runs += 1) this.spawnWorker(this.plan, 'run');
    for (; batches < this.opts.poolSize; batches += 1) this.spawnWorker(this.plan, 'batch');
  }

  private spawnWorker(plan: LaunchPlan, role: QueuedRun['kind']): void {
    this.uidCounter = (this.uidCounter + 1) % UID_SPAN;
    const config = configFor(plan, this.baseConfig, UID_BASE + this.uidCounter);
    if (role === 'batch') config.batch = true;
    let cleanupDir: string | null = null;
    try {
      if (plan.mode === 'degraded') {
        cleanupDir = mkdtempSync(join(tmpdir(), 'dodam-run-'));
        config.workDir = cleanupDir;
      }
      const { command, args } = commandFor(plan, config);
      const worker = new SandboxProcess(
        { command, args, cwd: cleanupDir ?? '/', cleanupDir, viaUnshare: plan.mode === 'isolated' },
        { ready: (w) => this.onReady(w), batchDone: (w) => this.onBatchDone(w), exit: (w, beforeReady, detail) => this.onExit(w, beforeReady, detail) },
      );
      this.workers.add(worker);
      if (role === 'batch') this.batchRole.add(worker);
    } catch (err) {
      this.startFailed(err instanceof Error ? err.message : String(err));
    }
  }

  private onReady(worker: SandboxProcess): void {
    this.consecutiveFailures = 0;
    if (this.closed) {
      worker.stop('closed');
      return;
    }
    if (this.batchRole.has(worker)) this.batchIdle.push(worker);
    else this.idle.push(worker);
    this.drain();
  }

  private onBatchDone(worker: SandboxProcess): void {
    if (this.closed) {
      worker.stop('closed');
      return;
    }
    if (worker.batches >= BATCHES_PER_PROCESS) {
      worker.retire();
      return;
    }
    this.batchIdle.push(worker);
    this.drain();
  }

  private onExit(worker: SandboxProcess, beforeReady: boolean, detail: string): void {
    this.workers.delete(worker);
    this.batchRole.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    const batchAt = this.batchIdle.indexOf(worker);
    if (batchAt >= 0) this.batchIdle.splice(batchAt, 1);
    if (this.closed) return;
    if (!beforeReady) {
      this.fill();
      this.drain();
      return;
    }
    this.startFailed(detail);
  }

  private startFailed(detail: string): void {
    this.spawnFailures += 1;
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures <= FAILURES_BEFORE_UNAVAILABLE || this.consecutiveFailures % 50 === 0) {
      this.opts.logger.error(`sandbox process failed to start (${this.consecutiveFailures} in a row): ${detail.slice(0, 500)}`);
    }
    if (this.consecutiveFailures >= FAILURES_BEFORE_UNAVAILABLE) {
      const error = new SandboxUnavailableError(detail.slice(0, 500));
      for (const queued of this.queue.splice(0)) {
        clearTimeout(queued.timer);
        queued.reject(error);
      }
    }
    // Back off so a broken interpreter does not become a busy loop of spawns.
    if (!this.refillTimer && !this.closed) {
      const delay = Math.min(5000, 50 * 2 ** Math.min(this.consecutiveFailures, 7));
      this.refillTimer = setTimeout(() => {
        this.refillTimer = null;
        this.fill();
      }, delay);
      this.refillTimer.unref();
    }
  }
}

/** Creates the pool and starts its warm processes (the environment probe runs synchronously, once). */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  return new SandboxPool(options);
}

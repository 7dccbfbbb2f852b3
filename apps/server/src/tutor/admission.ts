// Admission of one tutor message: the abuse-level rate, the model budget (budgets protect money:
// only a model call takes one; when it is spent the basic tutor answers) and the lease that lets
// one model answer at a time per student, on every instance.
import { TUTOR_MSG } from '@dodam/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { deleteRateLimit, incrementRateLimit, takeLease } from '../db/queries/rate-limits.js';
import { takeTutorBudget, type BudgetResult } from '../db/queries/tutor-budgets.js';

/** Whether this message may use the model (its budget is taken) or the basic tutor answers with a note. */
export interface Admission {
  useModel: boolean;
  /** Model messages left (null when the basic tutor is the configured tutor). */
  remaining: number | null;
  /** Shown with the answer when the budget is spent. */
  note: string | null;
}

export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `약 ${Math.ceil(seconds / 60)}분`;
}

/** How long a student's answer lease outlives the provider deadline, and how often a waiting request retries. */
const LEASE_MARGIN_MS = 5_000;
const LEASE_POLL_MS = 250;

export class Admissions {
  constructor(private readonly deps: { db: Db; config: Config }) {}

  takeBudget(userId: number): Promise<BudgetResult> {
    return takeTutorBudget(this.deps.db, userId, this.deps.config.TUTOR_BURST, this.deps.config.TUTOR_REFILL_SECONDS);
  }

  /**
   * Abuse-level limit (config TUTOR_RATE_PER_MINUTE per user): the only one the free tutor has. Counted
   * in the database so every instance behind a load balancer shares it (DESIGN.md: never in memory only).
   */
  async rateLimit(userId: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const window = await incrementRateLimit(this.deps.db, `tutor-rate:${userId}`, 60_000);
    if (window.count <= this.deps.config.TUTOR_RATE_PER_MINUTE) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000)) };
  }

  /** The model budget of one message (`modelActive`: a model would answer now). */
  async admit(userId: number, modelActive: boolean): Promise<Admission> {
    if (!modelActive) return { useModel: false, remaining: null, note: null };
    const budget = await this.takeBudget(userId);
    if (budget.allowed) return { useModel: true, remaining: budget.remaining, note: null };
    return { useModel: false, remaining: 0, note: TUTOR_MSG.budgetSpentNote.replace('{wait}', waitText(budget.retryAfterSeconds)) };
  }

  /**
   * Waits (up to the tutor deadline) to be the one answering this student; null when it could not,
   * else the release. A second request waits for the first, so its guard counts what the first one
   * revealed (parallel requests for one line each would otherwise each be judged alone).
   */
  async lease(userId: number, signal: AbortSignal, onReleaseError: (err: unknown) => void): Promise<(() => Promise<void>) | null> {
    const key = `tutor-answering:${userId}`;
    // The lease outlives the longest answer (the provider deadline) by a margin, then frees itself.
    const leaseMs = this.deps.config.TUTOR_TIMEOUT_MS + LEASE_MARGIN_MS;
    const giveUpAt = Date.now() + this.deps.config.TUTOR_TIMEOUT_MS;
    for (;;) {
      if (await takeLease(this.deps.db, key, leaseMs)) return () => deleteRateLimit(this.deps.db, key).then(() => undefined, onReleaseError);
      if (signal.aborted || Date.now() >= giveUpAt) return null;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }
}

// Study time as the server wants it (ADR 013, rule in packages/contracts/src/progress.ts): time only
// counts while the page is visible and the student did something recently, so a tab left open
// overnight does not inflate dashboards. Pure, so the gating is unit-tested without a browser.
import { ACTIVITY_WINDOW_MS, HEARTBEAT_INTERVAL_MS, MAX_HEARTBEAT_SECONDS, isStudying, type ClockInput } from '@dodam/contracts';

export { ACTIVITY_WINDOW_MS, HEARTBEAT_INTERVAL_MS, MAX_HEARTBEAT_SECONDS, isStudying };
export type { ClockInput };

/**
 * Counts studied seconds between ticks. `take` returns whole seconds to report (0 when nothing
 * counts) and starts a new interval; `restart` forgets time that must not count (hidden page).
 */
export class StudyClock {
  private since: number;
  private carry = 0;

  constructor(now: number) {
    this.since = now;
  }

  restart(now: number): void {
    this.since = now;
  }

  take(input: ClockInput): number {
    const elapsed = Math.max(0, input.now - this.since);
    this.since = input.now;
    if (!isStudying(input)) return 0;
    // Keep the sub-second remainder so many short flushes do not lose time.
    const total = elapsed + this.carry;
    const seconds = Math.floor(total / 1000);
    this.carry = total - seconds * 1000;
    return Math.min(seconds, MAX_HEARTBEAT_SECONDS);
  }
}

/** Video position reports: at most one per interval, plus on pause/end (`force`). */
export function shouldReportVideo(lastReportAt: number | null, now: number, intervalMs: number, force = false): boolean {
  if (force) return true;
  return lastReportAt === null || now - lastReportAt >= intervalMs;
}

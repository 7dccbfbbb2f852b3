// Study time as the server wants it (spec 'learning records'): time only counts while the page is
// visible and the student did something (pointer or keyboard) recently, so a tab left open
// overnight does not inflate dashboards. Pure, so the gating is unit-tested without a browser.

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Activity older than this means the student walked away. */
export const ACTIVITY_WINDOW_MS = 60_000;
/** The server accepts 1-120 seconds per heartbeat. */
export const MAX_HEARTBEAT_SECONDS = 120;

export interface ClockInput {
  now: number;
  visible: boolean;
  lastActivityAt: number;
}

/** Whether time up to `now` counts as study time. */
export function isStudying({ now, visible, lastActivityAt }: ClockInput): boolean {
  return visible && now - lastActivityAt <= ACTIVITY_WINDOW_MS;
}

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

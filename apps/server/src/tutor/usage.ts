// Usage rows are written in batches (one multi-row insert per second, or per 100 rows) so that
// recording never adds a database round trip to an answer; preClose flushes what is left.
import type { Db } from '../db/client.js';
import { insertTutorUsage, type NewTutorUsage } from '../db/queries/tutor-usage.js';

const FLUSH_MS = 1000;
const MAX_BATCH = 100;

export class UsageRecorder {
  private rows: NewTutorUsage[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg?: string): void },
  ) {}

  record(row: NewTutorUsage): void {
    this.rows.push({ ...row, createdAt: new Date() });
    if (this.rows.length >= MAX_BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Write everything recorded so far (admins' reads call this first). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.rows;
    this.rows = [];
    const previous = this.flushing;
    this.flushing = previous.then(async () => {
      if (!batch.length) return;
      try {
        await insertTutorUsage(this.db, batch);
      } catch (err) {
        this.log.warn({ err, rows: batch.length }, 'tutor usage not recorded');
      }
    });
    return this.flushing;
  }
}

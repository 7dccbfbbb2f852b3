// Class figures are aggregations over a whole course; when several teachers (or tabs, or the
// dashboard's panels) ask for the same course at once, one computation answers them all, and its
// result is reused for a few seconds. Per instance, with a short TTL: figures are at most TTL old,
// the live view does not use it, and a teacher's refresh asks for fresh figures.
export class FigureCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, compute: () => Promise<T>, fresh = false): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && !fresh && now - hit.at < this.ttlMs) return hit.value;
    const value = compute();
    this.entries.set(key, { at: now, value });
    // A failure is not remembered: the next call computes again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      for (const [k, e] of this.entries) if (now - e.at >= this.ttlMs || this.entries.size > this.maxEntries) this.entries.delete(k);
    }
    return value;
  }
}

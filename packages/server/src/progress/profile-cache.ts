/**
 * Values kept in the process for a while, keyed by a string; ages are measured on the caller's clock (the request's
 * `now`, so fake clocks in tests age them too). The oldest entry goes when the cache is full. A plain Map rather than
 * `lru-cache`: the entries are updated in place between loads and expire on the request's clock, not the process's.
 */
export class TimedCache<T> {
  private readonly entries = new Map<string, { value: T; loadedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value stored under `key`, unless it is older than the cache's lifetime at `now`. */
  get(key: string, now: Date): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    const age = now.getTime() - entry.loadedAt;
    if (age > this.ttlMs || age < -this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value loaded at `now`. */
  set(key: string, value: T, now: Date): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) {
        this.entries.delete(oldest.value);
      }
    }
    this.entries.set(key, { value, loadedAt: now.getTime() });
  }

  /** Forgets the value under `key`. */
  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** A small least-recently-used map bounded by a total size (entries count 1 each unless `sizeOf` says otherwise). */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private total = 0;

  /** @param capacity largest total size kept. @param sizeOf size of one value. Default: 1 per entry. */
  constructor(
    private readonly capacity: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  /** The value, marked as most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores a value, dropping the least recently used entries beyond the capacity. */
  set(key: K, value: V): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.total -= this.sizeOf(previous);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += this.sizeOf(value);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.total <= this.capacity || this.entries.size === 1) {
        break;
      }
      this.entries.delete(oldestKey);
      this.total -= this.sizeOf(oldest);
    }
  }
}

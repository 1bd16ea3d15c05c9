// A bounded least-recently-used map whose entries also expire after a fixed time.

export interface TtlCacheOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** Optional second bound: the summed weight (e.g. bytes) of the entries. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private totalWeight = 0;
  private readonly opts: Required<Omit<TtlCacheOptions<V>, 'weigh'>> & Pick<TtlCacheOptions<V>, 'weigh'>;

  constructor(maxEntries: number, ttlMs: number, now?: () => number);
  constructor(options: TtlCacheOptions<V>);
  constructor(a: number | TtlCacheOptions<V>, ttlMs = 0, now: () => number = Date.now) {
    const o = typeof a === 'number' ? { maxEntries: a, ttlMs, now } : a;
    this.opts = { maxWeight: Number.POSITIVE_INFINITY, now: Date.now, ...o };
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.opts.now()) {
      this.totalWeight -= entry.weight;
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is the recency order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.opts.weigh?.(value) ?? 0;
    if (weight > this.opts.maxWeight) return;
    this.entries.set(key, { value, expires: this.opts.now() + this.opts.ttlMs, weight });
    this.totalWeight += weight;
    while (this.entries.size > this.opts.maxEntries || this.totalWeight > this.opts.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }
}

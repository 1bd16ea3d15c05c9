// Token buckets by key: a budget that refills at a steady rate up to a cap, for request counts and for CPU time.
//
// State is a few numbers per key in one process (issue 11 runs several: each has its own budgets). Keys are kept
// in recency order and the oldest dropped beyond maxKeys; a dropped key starts again with a full bucket.

export interface BucketOptions {
  /** the most a bucket holds (and what a new key starts with) */
  capacity: number;
  /** what it regains per minute */
  perMinute: number;
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  level: number;
  updated: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(readonly opts: BucketOptions) {
    this.perMs = opts.perMinute / 60_000;
    this.maxKeys = opts.maxKeys ?? 100_000;
    this.now = opts.now ?? Date.now;
  }

  private bucket(key: string): Bucket {
    const now = this.now();
    let b = this.buckets.get(key);
    if (b === undefined) {
      b = { level: this.opts.capacity, updated: now };
      if (this.buckets.size >= this.maxKeys) {
        const oldest = this.buckets.keys().next();
        if (!oldest.done) this.buckets.delete(oldest.value);
      }
    } else {
      this.buckets.delete(key); // re-inserted below: Map order is recency order
      b.level = Math.min(this.opts.capacity, b.level + (now - b.updated) * this.perMs);
      b.updated = now;
    }
    this.buckets.set(key, b);
    return b;
  }

  /** Takes `amount` if the bucket holds that much; else takes nothing. Returns the ms to wait (0 = taken). */
  take(key: string, amount = 1): number {
    const b = this.bucket(key);
    if (b.level >= amount) {
      b.level -= amount;
      return 0;
    }
    return Math.ceil((amount - b.level) / this.perMs);
  }

  /** The ms until the bucket is above zero (0 = now): for costs charged after the fact. */
  waitFor(key: string): number {
    const b = this.bucket(key);
    return b.level > 0 ? 0 : Math.ceil((-b.level + 1e-9) / this.perMs);
  }

  /** Takes `amount` whatever the level (it may go below zero: the next requests wait until it refills); a negative
   * amount gives back, up to the capacity. */
  charge(key: string, amount: number): void {
    const b = this.bucket(key);
    b.level = Math.min(this.opts.capacity, b.level - amount);
  }

  /** What the bucket holds now (for X-RateLimit-Remaining). */
  level(key: string): number {
    return this.bucket(key).level;
  }

  get size(): number {
    return this.buckets.size;
  }
}

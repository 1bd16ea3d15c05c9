// Budgets by key: bounded in keys, the least recently used dropped first.
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets';

describe('token buckets', () => {
  it('drop the key used least recently when full, and a dropped key starts again full', () => {
    let t = 0;
    const buckets = new TokenBuckets({ capacity: 10, perMinute: 0, maxKeys: 2, now: () => t });
    buckets.charge('a', 4);
    buckets.charge('b', 4);
    t += 1000;
    buckets.charge('a', 4); // a is now the more recent of the two
    buckets.charge('c', 4); // full: b goes
    expect(buckets.size).toBe(2);
    expect(buckets.level('a')).toBe(2);
    expect(buckets.level('c')).toBe(6);
    expect(buckets.level('b')).toBe(10);
  });

  it('refill at their rate up to their capacity', () => {
    let t = 0;
    const buckets = new TokenBuckets({ capacity: 10, perMinute: 60, now: () => t });
    expect(buckets.take('a', 10)).toBe(0);
    expect(buckets.take('a', 1)).toBe(1000);
    t += 500;
    expect(buckets.level('a')).toBeCloseTo(0.5);
    t += 60_000;
    expect(buckets.level('a')).toBe(10);
  });
});

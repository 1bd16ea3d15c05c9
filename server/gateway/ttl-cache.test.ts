// The gateway's cache: bounded by entry count (least recently used goes first) and by age.
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets entries older than the TTL', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(10, 500, () => now);
    cache.set('a', 'A');
    now += 499;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value set again under the same key', () => {
    const cache = new TtlCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });
});

describe('TtlCache with a weight bound', () => {
  it('drops the oldest entries until the summed weight fits, and refuses a value heavier than the bound', () => {
    const cache = new TtlCache<string>({
      maxEntries: 100,
      ttlMs: 60_000,
      maxWeight: 10,
      weigh: (v) => v.length,
    });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bbbb');
    expect(cache.weight).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.weight).toBe(8);
  });
});

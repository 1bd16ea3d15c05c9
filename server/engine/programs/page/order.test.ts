// Presorted orders: packed-key sorting must equal a plain multi-key sort, ties by index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstByKeys, rankStrings, sortByKeys } from './order';

function naive(n: number, keys: number[][]): number[] {
  return Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    for (const k of keys) if (k[a] !== k[b]) return (k[a] ?? 0) - (k[b] ?? 0);
    return a - b;
  });
}

describe('sortByKeys', () => {
  it('orders by the keys in turn, ties by index, whether packed or compared', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.array(fc.integer({ min: 0, max: 2 ** 20 }), { minLength: n, maxLength: n }), {
              minLength: 1,
              maxLength: 4,
            }),
          ),
        ),
        ([n, keys]) => {
          expect([...sortByKeys(n, keys)]).toEqual(naive(n, keys));
        },
      ),
    );
  });
});

describe('firstByKeys', () => {
  it('gives the first k of the same order, however many ties, whether selected or sorted whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }), {
              minLength: 1,
              maxLength: 3,
            }),
            fc.integer({ min: 1, max: n }),
          ),
        ),
        ([n, keys, k]) => {
          expect([...firstByKeys(n, keys, k)]).toEqual(naive(n, keys).slice(0, k));
          expect([...firstByKeys(n, keys, Math.ceil(k / 8))]).toEqual(
            naive(n, keys).slice(0, Math.ceil(k / 8)),
          );
        },
      ),
    );
  });
});

describe('rankStrings', () => {
  it('ranks case-insensitively, numbers numerically, equal strings equal', () => {
    expect([...rankStrings(['b', 'A', 'a', 'Item 10', 'Item 9'])]).toEqual([1, 0, 0, 3, 2]);
  });
});

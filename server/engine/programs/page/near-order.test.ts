import { describe, expect, it } from 'vitest';
import { NearOrder } from './near-order';

/** Schools named 0…n-1 by rank, at distances with many ties (as tenths of a mile often are). */
function schools(n: number, seed: number) {
  const unit = 2 ** Math.ceil(Math.log2(n + 1));
  const byName = Int32Array.from({ length: n }, (_, r) => (r * 7919) % n); // rank → school
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const packed = Float64Array.from({ length: n }, (_, r) => Math.floor(rand() * 50) * unit + r);
  const expected = [...packed].sort((a, b) => a - b).map((v) => byName[v % unit] ?? -1);
  return { packed, unit, byName, expected };
}

describe('NearOrder: the schools nearest first, put in order only as far as read', () => {
  it('gives the fully sorted order at every depth, however far each reading reaches', () => {
    for (const n of [1, 63, 64, 65, 1000, 5000]) {
      const { packed, unit, byName, expected } = schools(n, n);
      const order = new NearOrder(packed, unit, byName);
      for (let k = 0; k < n; k += 1 + Math.floor(k / 3)) {
        order.extend(k + 1);
        expect(order.ready).toBeGreaterThanOrEqual(k + 1);
        expect([...order.insts.subarray(0, order.ready)]).toEqual(expected.slice(0, order.ready));
      }
      order.extend(n);
      expect([...order.insts]).toEqual(expected);
    }
  });

  it('sorts only a first share of a long order at the first reading', () => {
    const { packed, unit, byName, expected } = schools(20_000, 3);
    const order = new NearOrder(packed, unit, byName);
    order.extend(1);
    expect(order.ready).toBeLessThan(1000);
    expect([...order.insts.subarray(0, order.ready)]).toEqual(expected.slice(0, order.ready));
  });
});

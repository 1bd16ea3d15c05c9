import { describe, expect, it } from 'vitest';
import { selectSmallest } from './packed-sort';

/** A deterministic shuffle of 0..m-1 scaled into distinct floats (the packed keys are distinct). */
function keys(m: number, seed: number): Float64Array {
  const a = Float64Array.from({ length: m }, (_, k) => k * 3.5 + 2 ** 40);
  let s = seed;
  for (let k = m - 1; k > 0; k--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (k + 1);
    [a[k], a[j]] = [a[j] ?? 0, a[k] ?? 0];
  }
  return a;
}

describe('selectSmallest', () => {
  it('moves exactly the n smallest keys to the front, whatever the order they came in', () => {
    for (const [m, n, seed] of [
      [1000, 1, 1],
      [1000, 37, 2],
      [1000, 999, 3],
      [1000, 1000, 4],
      [5000, 250, 5],
      [17, 5, 6],
    ] as const) {
      const a = keys(m, seed);
      const expected = [...a].sort((x, y) => x - y).slice(0, n);
      selectSmallest(a, n);
      expect([...a.subarray(0, n)].sort((x, y) => x - y)).toEqual(expected);
      // Nothing lost: the rest are the others.
      expect(new Set(a).size).toBe(m);
    }
  });

  it('works on keys already in order and in reverse order', () => {
    const up = Float64Array.from({ length: 2000 }, (_, k) => k);
    selectSmallest(up, 100);
    expect([...up.subarray(0, 100)].sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, k) => k));
    const down = Float64Array.from({ length: 2000 }, (_, k) => 2000 - k);
    selectSmallest(down, 10);
    expect([...down.subarray(0, 10)].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 10 }, (_, k) => k + 1),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { MarkPool } from './mark-pool';

describe('MarkPool', () => {
  it('lends arrays at rest and cleans only the written positions on release', () => {
    const pool = new MarkPool(1024, 255);
    const a = pool.scoped(() => {
      const buf = pool.take([1, 500]);
      expect(buf.every((v) => v === 255)).toBe(true);
      buf[1] = 0;
      buf[500] = 3;
      return buf;
    });
    expect(a.every((v) => v === 255)).toBe(true);
    // The same array is lent again, still clean.
    expect(pool.take(null)).toBe(a);
  });

  it('cleans an array whose written list is long, wherever the list says it was written', () => {
    const pool = new MarkPool(1024, 255);
    const written = Array.from({ length: 100 }, (_, k) => k * 10);
    const a = pool.scoped(() => {
      const buf = pool.take(written);
      for (const p of written) buf[p] = 1;
      return buf;
    });
    expect(a.every((v) => v === 255)).toBe(true);
  });

  it('refills an array lent for writing anywhere, and lends a second one while the first is out', () => {
    const pool = new MarkPool(4, 9);
    const [a, b] = pool.scoped(() => {
      const x = pool.take(null);
      const y = pool.take([0]);
      x.fill(1);
      y[0] = 2;
      expect(y).not.toBe(x);
      return [x, y];
    });
    expect([...a]).toEqual([9, 9, 9, 9]);
    expect([...b]).toEqual([9, 9, 9, 9]);
  });

  it('hands arrays back when the query throws', () => {
    const pool = new MarkPool(2, 0);
    expect(() =>
      pool.scoped(() => {
        pool.take(null)[0] = 7;
        throw new Error('deadline');
      }),
    ).toThrow('deadline');
    expect([...pool.take(null)]).toEqual([0, 0]);
  });
});

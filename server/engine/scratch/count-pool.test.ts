// Counters lent to a search come back zeroed, whether it finishes or is stopped midway (a deadline): a borrower
// stopped before its list of written entries was made must not leave counts for the next search to start from.
import { describe, expect, it } from 'vitest';
import { CountPool } from './count-pool';
import { MarkPool } from './mark-pool';

describe('CountPool', () => {
  it('zeroes the entries a finished search lists as written, and lends the array again', () => {
    const marks = new MarkPool(4, 0);
    const pool = new CountPool(marks);
    let listed: number[] = [];
    const a = marks.scoped(() => {
      const counts = pool.int32(1000, () => listed);
      counts[3] = 5;
      counts[700] = 2;
      listed = [3, 700];
      return counts;
    });
    expect(a.every((v) => v === 0)).toBe(true);
    expect(marks.scoped(() => pool.int32(1000))).toBe(a);
  });

  it('zeroes the whole array when the search is stopped before it listed what it wrote', () => {
    const marks = new MarkPool(4, 0);
    const pool = new CountPool(marks);
    let listed = 0;
    expect(() =>
      marks.scoped(() => {
        // The list of written entries is only known once the loop is done (as tierNamedPrograms' profiles are).
        const counts = pool.int32(1000, () => [0, 1, 2].slice(0, listed));
        for (let k = 0; k < 1000; k++) {
          counts[k] = 1;
          if (k === 600) throw new Error('deadline');
        }
        listed = 3;
      }),
    ).toThrow('deadline');
    const again = marks.scoped(() => Array.from(pool.int32(1000)));
    expect(again.every((v) => v === 0)).toBe(true);
  });

  it('lends byte marks the same way, apart from counters of the same length', () => {
    const marks = new MarkPool(4, 0);
    const pool = new CountPool(marks);
    const flags = marks.scoped(() => {
      const f = pool.uint8(500, () => [7, 42]);
      f[7] = 1;
      f[42] = 1;
      expect(pool.int32(500)).not.toBe(f);
      return f;
    });
    expect(flags.every((v) => v === 0)).toBe(true);
    expect(marks.scoped(() => pool.uint8(500))).toBe(flags);
  });

  it('lends 16-bit memos apart from the other kinds, and takes them back clean', () => {
    const marks = new MarkPool(4, 0);
    const pool = new CountPool(marks);
    const memo = marks.scoped(() => {
      const m = pool.uint16(500, () => [9]);
      m[9] = 300;
      expect(pool.uint8(500)).not.toBe(m);
      expect(pool.int32(500)).not.toBe(m);
      return m;
    });
    expect(memo).toBeInstanceOf(Uint16Array);
    expect(memo.every((v) => v === 0)).toBe(true);
    expect(marks.scoped(() => pool.uint16(500))).toBe(memo);
  });
});

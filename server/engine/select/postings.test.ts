// Candidates are gathered in program order, each once, whatever the order and overlap of the groups asked for.
import { describe, expect, it, vi } from 'vitest';
import { gather, groupPrograms } from './postings';

/** The deadline's check, made to stop a search at its `stopAt`-th call (0: never). */
const clock = vi.hoisted(() => ({ calls: 0, stopAt: 0 }));
vi.mock('../deadline', () => ({
  CHECK_MASK: 0xfff,
  checkDeadline: () => {
    clock.calls++;
    if (clock.stopAt > 0 && clock.calls >= clock.stopAt) throw new Error('deadline');
  },
}));

/** 2,000 programs at 50 schools, grouped by two keys that overlap (as CIP and occupation groups do). */
const n = 2000;
const progInst = Int32Array.from({ length: n }, (_, p) => (p * 7) % 50);
const byA = groupPrograms(
  n,
  13,
  Int32Array.from({ length: n }, (_, p) => (p * 31) % 13),
);
const byB = groupPrograms(
  n,
  5,
  Int32Array.from({ length: n }, (_, p) => (p % 11 === 0 ? -1 : (p * 3) % 5)),
);
const keysA = Uint8Array.from({ length: 13 }, (_, k) => (k % 3 === 0 ? 1 : 0));
const keysB = Uint8Array.from([0, 1, 0, 0, 1]);

/** The same set, worked out the plain way. */
function expected(instOk: Uint8Array | null): number[] {
  const out: number[] = [];
  for (let p = 0; p < n; p++) {
    const a = keysA[(p * 31) % 13] === 1;
    const b = p % 11 !== 0 && keysB[(p * 3) % 5] === 1;
    if ((a || b) && (!instOk || instOk[progInst[p] ?? 0])) out.push(p);
  }
  return out;
}

describe('gather', () => {
  const d = { progInst };
  it('lists every program of the chosen groups once, in program order', () => {
    const got = Array.from(
      gather(d, n, [
        [byA, keysA],
        [byB, keysB],
      ]),
    );
    expect(got).toEqual(expected(null));
    expect(got.length).toBeGreaterThan(500);
  });

  it('leaves out programs of schools outside the location, and leaves nothing behind for the next search', () => {
    const instOk = Uint8Array.from({ length: 50 }, (_, i) => (i % 4 === 0 ? 1 : 0));
    expect(
      Array.from(
        gather(
          d,
          n,
          [
            [byB, keysB],
            [byA, keysA],
          ],
          instOk,
        ),
      ),
    ).toEqual(expected(instOk));
    // A search of one group only, after the larger one: nothing of the earlier marks shows.
    const only = Uint8Array.from({ length: 13 }, (_, k) => (k === 4 ? 1 : 0));
    const got = Array.from(gather(d, n, [[byA, only]]));
    expect(got).toEqual(Array.from({ length: n }, (_, p) => p).filter((p) => (p * 31) % 13 === 4));
  });

  it('a search stopped by its deadline leaves no marks behind', () => {
    // 5,000 groups of two programs: the check after the first 4,096 groups stops it, with 8,192 programs marked.
    const big = 10_000;
    const pairs = groupPrograms(
      big,
      5000,
      Int32Array.from({ length: big }, (_, p) => p % 5000),
    );
    const all = new Uint8Array(5000).fill(1);
    Object.assign(clock, { calls: 0, stopAt: 2 });
    expect(() =>
      gather({ progInst: new Int32Array(big) }, big, [
        [pairs, all],
        [byA, keysA],
      ]),
    ).toThrow('deadline');
    expect(clock.calls).toBe(2);
    clock.stopAt = 0;
    expect(
      Array.from(
        gather(d, n, [
          [byA, keysA],
          [byB, keysB],
        ]),
      ),
    ).toEqual(expected(null));
  });
});

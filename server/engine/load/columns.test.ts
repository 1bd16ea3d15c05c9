// The column parser must read what group_concat writes, exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberColumn } from './columns';

describe('parseNumberColumn', () => {
  it('reads integers, big ids, negatives, dotted codes and empty items', () => {
    expect([...parseNumberColumn('1,48000008856,-1,51.3801,,7')]).toEqual([
      1,
      48000008856,
      -1,
      513801,
      NaN,
      7,
    ]);
    expect([...parseNumberColumn('')]).toEqual([]);
    expect([...parseNumberColumn(null)]).toEqual([]);
  });

  it('round-trips any list of safe integers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 46 }), { minLength: 1 }), (xs) => {
        expect([...parseNumberColumn(xs.join(','))]).toEqual(xs);
      }),
    );
  });
});

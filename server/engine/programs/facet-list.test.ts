// Facet lists: the top values by count, requested values always present and marked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetItems, topByCount, type FacetDomain } from './facet-list';

describe('topByCount', () => {
  it('equals sorting by count (desc) then rank and keeping the first k non-zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 80 }),
        fc.integer({ min: 1, max: 10 }),
        (counts, k) => {
          const rank = counts.map((_, i) => (i * 7) % counts.length);
          const expected = counts
            .map((c, i) => i)
            .filter((i) => (counts[i] ?? 0) > 0)
            .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0))
            .slice(0, k);
          expect(topByCount(counts, rank, k)).toEqual(expected);
        },
      ),
    );
  });

  it('reads only the listed indices when told which are not 0, with the same top (equal ranks included)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 80 }),
        fc.integer({ min: 1, max: 10 }),
        (counts, k) => {
          const rank = counts.map((_, i) => i % 4); // many equal ranks: the lower index wins, either way
          const among = Int32Array.from(counts.flatMap((c, i) => (c > 0 ? [i] : [])));
          expect(topByCount(counts, rank, k, among)).toEqual(topByCount(counts, rank, k));
        },
      ),
    );
  });
});

describe('facetItems', () => {
  const domain: FacetDomain = {
    size: 4,
    value: (i) => `v${i}`,
    item: (i) => `Item ${i}`,
    rank: [0, 1, 2, 3],
  };

  it('marks exactly the requested values, keeping selected ones beyond the cap and unknown ones at 0', () => {
    const items = facetItems(
      domain,
      [5, 0, 9, 1],
      { values: ['v3', 'nope'], indices: [3, undefined] },
      { cap: 1 },
    );
    expect(items).toEqual([
      { Item: 'Item 2', Count: 9, Value: 'v2', IsSelected: false },
      { Item: 'Item 3', Count: 1, Value: 'v3', IsSelected: true },
      { Item: 'nope', Count: 0, Value: 'nope', IsSelected: true },
    ]);
  });

  it('lists a natural-order facet in domain order', () => {
    const items = facetItems(domain, [5, 0, 9, 1], { values: [], indices: [] }, { natural: true });
    expect(items.map((i) => i.Value)).toEqual(['v0', 'v2', 'v3']);
  });
});

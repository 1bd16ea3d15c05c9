// The relevance measures on hand-worked rankings (grades 2 exact, 1 related, 0 not relevant).
import { describe, expect, it } from 'vitest';
import { mean, ndcgAt10, precisionAtK, recall } from './metrics';

describe('precisionAtK: k = min(10, max(exact programs, results returned), acceptable programs)', () => {
  it('does not punish a query with 3 relevant programs for returning them first and then others', () => {
    expect(precisionAtK([2, 2, 1, 0, 0, 0, 0, 0, 0, 0], 2, 3)).toBe(1);
  });

  it('punishes an irrelevant result ranked above a relevant one', () => {
    expect(precisionAtK([0, 2, 2, 1, 0], 2, 3)).toBeCloseTo(2 / 3, 9);
  });

  it('is the share of the first 10 when there are more relevant programs than that', () => {
    expect(precisionAtK([2, 2, 2, 2, 2, 0, 0, 1, 1, 1, 2, 2], 30, 40)).toBe(0.8);
  });

  it('does not blame a page of exact programs only for leaving related programs out', () => {
    // 7 exact and 12 related programs in the radius; the service shows the 7 exact ones and nothing else.
    expect(precisionAtK([2, 2, 2, 2, 2, 2, 2], 7, 19)).toBe(1);
  });

  it('counts an irrelevant result filling the page when relevant programs were left out', () => {
    expect(precisionAtK([2, 2, 2, 0, 0, 0, 0, 0, 0, 0], 3, 20)).toBe(0.3);
  });

  it('counts exact programs left out as misses, scores zero results 0, and is undefined when nothing is relevant', () => {
    expect(precisionAtK([2, 2], 4, 6)).toBe(0.5);
    expect(precisionAtK([], 5, 5)).toBe(0);
    expect(precisionAtK([0, 0], 0, 0)).toBeNull();
  });
});

describe('recall of the exact programs', () => {
  it('counts exact programs among the results read, related ones not', () => {
    expect(recall([2, 1, 0, 2, 1], 4, 3000)).toBe(0.5);
  });

  it('is measured against the depth when more exact programs exist than results are read', () => {
    expect(recall([2, 2, 2, 1], 10, 3)).toBe(1);
  });

  it('is undefined without exact programs', () => {
    expect(recall([1, 1], 0, 3000)).toBeNull();
  });
});

describe('ndcgAt10', () => {
  it('is 1 for the ideal order and less when a related program comes before an exact one', () => {
    expect(ndcgAt10([2, 2, 1], [2, 2, 1])).toBe(1);
    // DCG = 1 + 3/log2(3) + 3/2; ideal = 3 + 3/log2(3) + 1/2
    const swapped = (1 + 3 / Math.log2(3) + 3 / 2) / (3 + 3 / Math.log2(3) + 1 / 2);
    expect(ndcgAt10([1, 2, 2], [2, 2, 1])).toBeCloseTo(swapped, 12);
  });

  it('looks at the first 10 results only, and is undefined when nothing is relevant', () => {
    expect(ndcgAt10([...Array<number>(10).fill(0), 2], [2])).toBe(0);
    expect(ndcgAt10([0], [])).toBeNull();
  });
});

describe('mean', () => {
  it('averages the defined values only', () => {
    expect(mean([1, null, 0.5])).toBe(0.75);
    expect(mean([null])).toBeNull();
  });
});

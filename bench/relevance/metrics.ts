// The relevance measures (decision 0068). `ranked` holds the grades of the service's results in its order with the
// don't-care items already left out: they neither help nor hurt.

export const PAGE_SIZE = 10;

/**
 * Precision of the first page, at k = min(10, max(exact programs in the radius, results returned), acceptable
 * programs in the radius): the share of the first k results that are relevant (grade ≥ 1).
 * - A query with 3 acceptable programs that returns them first scores 1 whatever follows (k ≤ 3).
 * - A service that shows only exact programs is not blamed for leaving related ones out (k ≤ results returned),
 *   but leaving out exact ones costs (k ≥ exact programs, up to 10), and zero results score 0.
 * - An irrelevant result among the first k costs, wherever it stands.
 * Null when nothing in the radius is relevant.
 */
export function precisionAtK(
  ranked: readonly number[],
  exactCount: number,
  acceptableCount: number,
): number | null {
  const k = Math.min(PAGE_SIZE, Math.max(exactCount, ranked.length), acceptableCount);
  if (k === 0) return null;
  return ranked.slice(0, k).filter((g) => g >= 1).length / k;
}

/**
 * Recall of the exact programs (grade 2) among the first `depth` results, over min(exact programs, depth): the
 * programs that are exactly what was asked must be found; the related ones are welcome but not required.
 */
export function recall(ranked: readonly number[], exactCount: number, depth: number): number | null {
  if (exactCount === 0) return null;
  const found = ranked.slice(0, depth).filter((g) => g === 2).length;
  return found / Math.min(exactCount, depth);
}

const dcg = (grades: readonly number[]) =>
  grades.slice(0, PAGE_SIZE).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

/** nDCG@10 with gains 2^grade − 1 (3 for exact, 1 for related), against the best ordering of the radius's programs. */
export function ndcgAt10(ranked: readonly number[], idealGrades: readonly number[]): number | null {
  const ideal = dcg([...idealGrades].sort((a, b) => b - a));
  return ideal === 0 ? null : dcg(ranked) / ideal;
}

/** Mean of the defined values; null when there are none. */
export function mean(values: ReadonlyArray<number | null>): number | null {
  const defined = values.filter((v): v is number => v !== null);
  return defined.length === 0 ? null : defined.reduce((a, b) => a + b, 0) / defined.length;
}

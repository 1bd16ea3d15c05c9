// Sort orders by cost and by length, built once: programs that report the value first (ties by title), then the
// rest by title. Descending reverses only the reported part, so "not reported" stays last either way (0070).

export interface FactOrder {
  order: Int32Array;
  /** How many programs at the start of `order` report the value. */
  reported: number;
  /** Position of each program in `order`. */
  rank: Int32Array;
}

/** `byTitle` is every program in title order; `values` is NaN where not reported. */
export function buildFactOrder(
  values: ArrayLike<number>,
  byTitle: Int32Array,
  titleRank: Int32Array,
): FactOrder {
  const reported: number[] = [];
  const rest: number[] = [];
  for (const p of byTitle) (Number.isNaN(values[p] ?? NaN) ? rest : reported).push(p);
  reported.sort(
    (a, b) => (values[a] ?? 0) - (values[b] ?? 0) || (titleRank[a] ?? 0) - (titleRank[b] ?? 0) || a - b,
  );
  const order = Int32Array.from([...reported, ...rest]);
  const rank = new Int32Array(order.length);
  order.forEach((p, i) => (rank[p] = i));
  return { order, reported: reported.length, rank };
}

/** The k-th program of the order in the requested direction. */
export function factOrderAt(o: FactOrder, desc: boolean, k: number): number {
  if (!desc || k >= o.reported) return o.order[k] ?? 0;
  return o.order[o.reported - 1 - k] ?? 0;
}

/** A sort key: ascending keys give the requested direction. */
export function factOrderKey(o: FactOrder, desc: boolean, p: number): number {
  const r = o.rank[p] ?? 0;
  return desc && r < o.reported ? o.reported - 1 - r : r;
}

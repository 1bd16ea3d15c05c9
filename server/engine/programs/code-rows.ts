// Several dimensions' codes side by side, one row per profile (or per school, for school-level ones; built once per
// data set and set of dimensions): counting a result's profiles into all of them reads each profile's row once,
// where a column per dimension cost a cache miss per profile and dimension (countAll spent most of its time waiting
// on those reads).
// Each code is stored shifted by its dimension's base, so that every dimension counts into one flat array.
import type { EngineData } from '../data';

export interface CodeRows {
  /** the dimensions' code columns this was built from (its key) */
  readonly columns: readonly ArrayLike<number>[];
  /** codes per row (one per dimension) */
  readonly width: number;
  /** row k, column c at k * width + c: the code plus the column's base */
  readonly cells: Uint16Array | Int32Array;
  /** where each column's codes begin in the flat counts */
  readonly bases: Int32Array;
  /** the flat counts' length (every column's code count) */
  readonly total: number;
}

/** A few sets of dimensions per data set at most (a cost basis chosen changes one column). */
const KEPT_PER_DATA = 8;
const built = new WeakMap<EngineData, CodeRows[]>();

/** The rows of `columns` (per profile or school: `rows` of them), each column's codes below its `codeCounts` entry. */
export function codeRows(
  d: EngineData,
  rows: number,
  columns: readonly ArrayLike<number>[],
  codeCounts: readonly number[],
): CodeRows {
  let kept = built.get(d);
  if (!kept) built.set(d, (kept = []));
  const found = kept.find(
    (r) => r.columns.length === columns.length && r.columns.every((c, j) => c === columns[j]),
  );
  if (found) return found;
  const width = columns.length;
  const bases = new Int32Array(width);
  let total = 0;
  for (let c = 0; c < width; c++) {
    bases[c] = total;
    total += codeCounts[c] ?? 0;
  }
  const cells = total <= 0x10000 ? new Uint16Array(rows * width) : new Int32Array(rows * width);
  for (let c = 0; c < width; c++) {
    const codes = columns[c] ?? [];
    const base = bases[c] ?? 0;
    for (let k = 0; k < rows; k++) cells[k * width + c] = base + (codes[k] ?? 0);
  }
  const out: CodeRows = { columns: [...columns], width, cells, bases, total };
  kept.push(out);
  if (kept.length > KEPT_PER_DATA) kept.shift();
  return out;
}

/** flat[code of each column] += n0[j] for each listed row at[j]: every column's counts in one read of each row. */
export function addRowCounts(flat: Int32Array, rows: CodeRows, at: Int32Array, n0: Int32Array): void {
  const { width, cells } = rows;
  const m = at.length;
  for (let j = 0; j < m; j++) {
    const n = n0[j] as number;
    if (n === 0) continue;
    const from = (at[j] as number) * width;
    const end = from + width;
    for (let q = from; q < end; q++) {
      const c = cells[q] as number;
      flat[c] = (flat[c] as number) + n;
    }
  }
}

// Per-school arrays a located search fills (distances, inside marks) lent from a pool like MarkPool's (decision
// 0121): at 10× data each is 71 k entries (the distances 570 KB), made and swept per query before; now a query
// writes and cleans only the schools near its point. Outside a search's scope (a test calling applyLocation
// directly) the arrays are made afresh, so nothing lent can be cleaned under its holder.
import type { MarkPool } from './mark-pool';

/** The schools a borrower writes: a list it fills, one it makes once the writing is done, or null for any. */
type Written = ArrayLike<number> | (() => ArrayLike<number>) | null;
const listOf = (written: Written) => (typeof written === 'function' ? written() : written);

export class SchoolScratch {
  private readonly freeDist: Float64Array[] = [];
  private readonly freeMarks: Uint8Array[] = [];
  private found: Int32Array | null = null;

  /** A list of up to every school whose content means nothing, for one step of a search to gather schools in. */
  gather(): Int32Array {
    return (this.found ??= new Int32Array(this.restDist.length));
  }

  /** `restDist`: the distances at rest — Infinity, NaN for schools without coordinates (never changed). */
  constructor(
    private readonly marks: MarkPool,
    private readonly restDist: Float64Array,
  ) {}

  /**
   * Distances at rest; `written` (filled by the borrower, or made once it is done) lists every school it sets,
   * reset at the scope's end (null: every school, the whole array reset).
   */
  distances(written: Written): Float64Array {
    if (!this.marks.inScope) return this.restDist.slice();
    const buf = this.freeDist.pop() ?? this.restDist.slice();
    const rest = this.restDist;
    this.marks.onRelease((whole) => {
      const list = listOf(written);
      if (whole || !list) buf.set(rest);
      else
        for (let k = 0; k < list.length; k++) {
          const i = list[k] ?? 0;
          buf[i] = rest[i] ?? Infinity;
        }
      this.freeDist.push(buf);
    });
    return buf;
  }

  /** Zeroed marks per school; `written` lists every school the borrower sets, zeroed at the scope's end. */
  schoolMarks(written: Written): Uint8Array {
    if (!this.marks.inScope) return new Uint8Array(this.restDist.length);
    const buf = this.freeMarks.pop() ?? new Uint8Array(this.restDist.length);
    this.marks.onRelease((whole) => {
      const list = listOf(written);
      if (whole || !list) buf.fill(0);
      else for (let k = 0; k < list.length; k++) buf[list[k] ?? 0] = 0;
      this.freeMarks.push(buf);
    });
    return buf;
  }
}

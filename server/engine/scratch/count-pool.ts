// Zeroed counters lent to one search (decision 0161): per profile, per school, per code of a dimension. Like the mark
// pool's arrays (decision 0121) they are handed back when the search's scope ends and zeroed then, so a search makes
// no array the size of the schools or profiles for the garbage collector to sweep. Outside a scope (a pass kept
// longer, a test calling a pass directly) they are made afresh.
import type { MarkPool } from './mark-pool';

type Counter = Int32Array | Uint32Array | Uint16Array | Uint8Array;

export class CountPool {
  /** Free arrays by kind, then by length (no key string made per loan: a search takes a few dozen). */
  private readonly free = new Map<string, Map<number, Counter[]>>();

  constructor(private readonly marks: MarkPool) {}

  /**
   * A zeroed Int32Array of n entries. `written`, asked when the scope ends, lists every entry the borrower may have
   * set (null: any): a short list is zeroed entry by entry rather than the whole array. A scope that ends by throwing
   * zeroes the whole array (a count stopped midway may not be in its list yet).
   */
  int32(n: number, written?: () => ArrayLike<number> | null): Int32Array {
    return this.take(n, 'i', (m) => new Int32Array(m), written);
  }

  uint32(n: number, written?: () => ArrayLike<number> | null): Uint32Array {
    return this.take(n, 'u', (m) => new Uint32Array(m), written);
  }

  /** A zeroed Uint16Array of n entries (a memo per profile), handed back like int32's. */
  uint16(n: number, written?: () => ArrayLike<number> | null): Uint16Array {
    return this.take(n, 'h', (m) => new Uint16Array(m), written);
  }

  /** A zeroed Uint8Array of n entries (marks per school or profile), handed back like int32's. */
  uint8(n: number, written?: () => ArrayLike<number> | null): Uint8Array {
    return this.take(n, 'b', (m) => new Uint8Array(m), written);
  }

  /** An Int32Array of n entries whose content means nothing (a list filled up to a count), never zeroed. */
  scratch32(n: number): Int32Array {
    return this.take(
      n,
      's',
      (m) => new Int32Array(m),
      () => [],
    );
  }

  /** Lets go of the kept arrays, as MarkPool.trim does (outside a search's scope only). */
  trim(): void {
    if (!this.marks.inScope) this.free.clear();
  }

  private take<T extends Counter>(
    n: number,
    kind: string,
    make: (n: number) => T,
    written?: () => ArrayLike<number> | null,
  ): T {
    if (!this.marks.inScope) return make(n);
    let byLength = this.free.get(kind);
    if (!byLength) this.free.set(kind, (byLength = new Map()));
    let list = byLength.get(n) as T[] | undefined;
    if (!list) byLength.set(n, (list = []));
    const free = list;
    const buf = free.pop() ?? make(n);
    this.marks.onRelease((whole) => {
      const w = whole ? null : (written?.() ?? null);
      // Entry by entry only for a short list: a fill costs far less per entry than a scattered write (decision 0261).
      if (w && w.length * 32 < n) for (let k = 0; k < w.length; k++) buf[w[k] ?? 0] = 0;
      else buf.fill(0);
      free.push(buf);
    });
    return buf;
  }
}

/**
 * A list of at least n numbers whose content means nothing (filled up to a count by its borrower): lent by `pool`
 * for the search when there is one, its length rounded up to a power of two (from 64) so that the pool keeps a few
 * sizes; else made afresh at that length.
 */
export function lentList(pool: CountPool | null, n: number): Int32Array {
  let size = 64;
  while (size < n) size *= 2;
  return pool ? pool.scratch32(size) : new Int32Array(size);
}

// Corpus-sized byte arrays lent to one query at a time and cleaned where they were written (issue 11, decision
// 0121): a query pays for the entries it touches, not for allocating and filling an array the size of the corpus
// (2.7 M entries at 10× data, several per query), and the garbage collector has nothing to sweep. Searches run one at
// a time per thread, so a pool per engine state (per worker) is enough; a request hands everything back at its end.
export class MarkPool {
  private readonly free: Uint8Array[] = [];
  private readonly lent: Array<{ buf: Uint8Array; written: ArrayLike<number> | null }> = [];
  /** what other scratch (scratch/school-scratch.ts) hands back when the scope ends */
  private readonly cleanups: Array<() => void> = [];
  private depth = 0;

  /** `rest`: the value every entry holds while the array is not lent (NO_MATCH for tiers). */
  constructor(
    readonly size: number,
    readonly rest: number,
  ) {}

  /**
   * An array with every entry at `rest`. `written`: the only positions the borrower may change (cleaned back to
   * `rest` at release), or null when it may write anywhere (then the whole array is filled again).
   */
  take(written: ArrayLike<number> | null): Uint8Array {
    const buf = this.free.pop() ?? new Uint8Array(this.size).fill(this.rest);
    this.lent.push({ buf, written });
    return buf;
  }

  /** Cleans and takes back every array lent since the last release. */
  releaseAll(): void {
    for (const clean of this.cleanups.splice(0)) clean();
    for (const { buf, written } of this.lent) {
      // Past an eighth of the array, one fill (a memset) is cheaper than a write per listed position.
      if (!written || written.length > buf.length >>> 3) buf.fill(this.rest);
      else for (let k = 0; k < written.length; k++) buf[written[k] ?? 0] = this.rest;
      this.free.push(buf);
    }
    this.lent.length = 0;
  }

  /** Runs `fn` with this pool, handing back whatever it lent however it ends (a deadline, a bad request). */
  scoped<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
      this.releaseAll();
    }
  }

  /** Whether a search's scope is open, so that scratch lent now is surely handed back (else: allocate afresh). */
  get inScope(): boolean {
    return this.depth > 0;
  }

  /** Runs `clean` when the open scope ends (call only while `inScope`). */
  onRelease(clean: () => void): void {
    this.cleanups.push(clean);
  }
}

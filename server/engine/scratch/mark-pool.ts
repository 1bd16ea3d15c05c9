// Corpus-sized byte arrays lent to one query at a time and cleaned where they were written (issue 11, decision
// 0121): a query pays for the entries it touches, not for allocating and filling an array the size of the corpus
// (2.7 M entries at 10× data, several per query), and the garbage collector has nothing to sweep. Searches run one at
// a time per thread, so a pool per engine state (per worker) is enough; a request hands everything back at its end.
export class MarkPool {
  private readonly free: Uint8Array[] = [];
  private readonly lent: Array<{ buf: Uint8Array; written: ArrayLike<number> | null }> = [];
  /** what other scratch (count-pool.ts, school-scratch.ts) hands back when the scope ends */
  private readonly cleanups: Array<(whole: boolean) => void> = [];
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

  /**
   * Cleans and takes back every array lent since the last release. `whole`: clean every entry, whatever the
   * borrowers said they wrote (a search stopped midway — by its deadline, say — may have written more than its lists
   * say by then).
   */
  releaseAll(whole = false): void {
    for (const clean of this.cleanups.splice(0)) clean(whole);
    for (const { buf, written } of this.lent) {
      // Past a 64th of the array, one fill (a memset) is cheaper than a write per listed position: a fill of the 2.7 M
      // entries at 10× takes about 0.03 ms, a write per position about 2.3 ns even in program order (decision 0261).
      if (whole || !written || written.length > buf.length >>> 6) buf.fill(this.rest);
      else for (let k = 0; k < written.length; k++) buf[written[k] ?? 0] = this.rest;
      this.free.push(buf);
    }
    this.lent.length = 0;
  }

  /**
   * Runs `fn` with this pool, handing back whatever it lent however it ends: cleaned where it was written when it
   * returns, cleaned whole when it throws (a deadline, a bad request), since a borrower stopped midway cannot have
   * said all it wrote.
   */
  scoped<T>(fn: () => T): T {
    this.depth++;
    let finished = false;
    try {
      const out = fn();
      finished = true;
      return out;
    } finally {
      this.depth--;
      this.releaseAll(!finished);
    }
  }

  /**
   * Lets go of the arrays kept for the next searches (none is lent outside a scope): after a starting engine's
   * warm-up searches (warm-searches.ts), so that the worker keeps what its users' searches need, not what those grew.
   */
  trim(): void {
    if (this.depth === 0) this.free.length = 0;
  }

  /** Whether a search's scope is open, so that scratch lent now is surely handed back (else: allocate afresh). */
  get inScope(): boolean {
    return this.depth > 0;
  }

  /** Runs `clean` when the open scope ends (call only while `inScope`); `whole`: as in releaseAll. */
  onRelease(clean: (whole: boolean) => void): void {
    this.cleanups.push(clean);
  }
}

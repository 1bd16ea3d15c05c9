// How much of the service each client has used lately: CPU ms that fade away with a half-life, per key (an address,
// an API token, a token's user id). Admission control orders and sheds requests by it (decision 0191): the client
// that used the least of its share goes first, the one that used the most is shed first.

/** Usage seconds ago counts half as much as usage now: long enough to see a steady flood, short enough to forgive. */
const HALF_LIFE_MS = 10_000;
const LN2 = Math.log(2);

interface Entry {
  value: number;
  at: number;
}

export class UsageMeter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private decayed(e: Entry, t: number): number {
    return e.value * Math.exp((-LN2 * (t - e.at)) / HALF_LIFE_MS);
  }

  add(key: string, ms: number): void {
    const t = this.now();
    const e = this.entries.get(key);
    if (e) {
      this.entries.delete(key);
      e.value = this.decayed(e, t) + ms;
      e.at = t;
      this.entries.set(key, e);
      return;
    }
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value: ms, at: t });
  }

  /** The recent rate, in ms of CPU per minute (a steady use of r ms/min reads r). */
  perMinute(key: string): number {
    const e = this.entries.get(key);
    if (!e) return 0;
    // A steady rate r (ms per ms) accumulates to r × HALF_LIFE / ln 2.
    return (this.decayed(e, this.now()) * LN2 * 60_000) / HALF_LIFE_MS;
  }
}

// Disjunctive counts for the added filters: a program that fails no filter counts everywhere; one that fails only
// an added filter counts only for that filter's list (so ticking an option gives exactly the count it showed).
import { ATTR_VALUES, BUCKETS, field, FIELDS, YES_NO_FIELDS, type YesNoField } from './attributes';
import { inRange, type FactFilters } from './fact-filters';

/** Failure bits of the added filters (the path filters use bits 1–64 in program-pass.ts). */
export const FACT_BIT = {
  cost: 128,
  weeks: 256,
  pell: 512,
  childcare: 1024,
  flexibleHours: 2048,
  publicTransit: 4096,
  sector: 8192,
} as const;

export interface FactCounts {
  /** Programs per cost bucket (facts/attributes.ts); the last one is "not reported". */
  cost: Int32Array;
  /** Programs with a reported cost at most the requested maximum (when it is not one of the steps). */
  costAtMax: number;
  weeks: Int32Array;
  weeksAtMax: number;
  yesNo: Record<YesNoField, Int32Array>;
  /** By control: 0 not reported, 1 public, 2 private nonprofit, 3 private for-profit. */
  sector: Int32Array;
}

/** Which added filters a program fails, as FACT_BIT bits. */
export function factFailures(
  f: FactFilters,
  attr: number,
  control: number,
  cost: number,
  weeks: number,
): number {
  let fail = 0;
  if (f.cost && !inRange(f.cost, cost)) fail |= FACT_BIT.cost;
  if (f.weeks && !inRange(f.weeks, weeks)) fail |= FACT_BIT.weeks;
  for (const k of YES_NO_FIELDS) {
    const mask = f.yesNo[k];
    if (mask && !(mask & (1 << field(attr, k)))) fail |= FACT_BIT[k];
  }
  if (f.sector && !(f.sector & (1 << control))) fail |= FACT_BIT.sector;
  return fail;
}

export class FactTally {
  /** Programs failing no filter, by their packed attributes (spread to every list at the end). */
  private readonly hist = new Int32Array(ATTR_VALUES);
  private readonly counts: FactCounts = {
    cost: new Int32Array(BUCKETS),
    costAtMax: 0,
    weeks: new Int32Array(BUCKETS),
    weeksAtMax: 0,
    yesNo: {
      pell: new Int32Array(3),
      childcare: new Int32Array(3),
      flexibleHours: new Int32Array(3),
      publicTransit: new Int32Array(3),
    },
    sector: new Int32Array(4),
  };

  constructor(
    private readonly maxCost: number | null,
    private readonly maxWeeks: number | null,
  ) {}

  /** A program that fails no filter at all, or (`fail`) exactly one filter bit. */
  add(fail: number, attr: number, control: number, cost: number, weeks: number): void {
    const c = this.counts;
    if (fail === 0) {
      this.hist[attr] = (this.hist[attr] ?? 0) + 1;
      c.sector[control] = (c.sector[control] ?? 0) + 1;
    } else if (fail === FACT_BIT.sector) c.sector[control] = (c.sector[control] ?? 0) + 1;
    else if (fail === FACT_BIT.cost) {
      const b = field(attr, 'cost');
      c.cost[b] = (c.cost[b] ?? 0) + 1;
    } else if (fail === FACT_BIT.weeks) {
      const b = field(attr, 'weeks');
      c.weeks[b] = (c.weeks[b] ?? 0) + 1;
    } else {
      for (const k of YES_NO_FIELDS) {
        if (fail !== FACT_BIT[k]) continue;
        const s = field(attr, k);
        c.yesNo[k][s] = (c.yesNo[k][s] ?? 0) + 1;
      }
    }
    if (fail === 0 || fail === FACT_BIT.cost) {
      if (this.maxCost !== null && cost <= this.maxCost) c.costAtMax++;
    }
    if (fail === 0 || fail === FACT_BIT.weeks) {
      if (this.maxWeeks !== null && weeks <= this.maxWeeks) c.weeksAtMax++;
    }
  }

  /** The counts, once every program has been offered. */
  finish(): FactCounts {
    const c = this.counts;
    for (let a = 0; a < ATTR_VALUES; a++) {
      const n = this.hist[a] ?? 0;
      if (n === 0) continue;
      const cb = (a >> FIELDS.cost.shift) & FIELDS.cost.mask;
      const wb = (a >> FIELDS.weeks.shift) & FIELDS.weeks.mask;
      c.cost[cb] = (c.cost[cb] ?? 0) + n;
      c.weeks[wb] = (c.weeks[wb] ?? 0) + n;
      for (const k of YES_NO_FIELDS) {
        const s = (a >> FIELDS[k].shift) & FIELDS[k].mask;
        c.yesNo[k][s] = (c.yesNo[k][s] ?? 0) + n;
      }
    }
    return c;
  }
}

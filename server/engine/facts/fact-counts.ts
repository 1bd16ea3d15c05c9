// Disjunctive counts for the added filters: a program that fails no filter counts everywhere; one that fails only
// an added filter counts only for that filter's list (so ticking an option gives exactly the count it showed).
// Per request the filters become two small tables (by packed attributes, by control), so the pass over programs
// does two lookups instead of testing each filter.
import { COST_STEPS, WEEK_STEPS } from '../../../contract/programs/program-filters';
import { BUCKETS, FIELDS, NONE_BUCKET, YES_NO_FIELDS, type YesNoField } from './attributes';
import type { FactFilters, RangeFilter } from './fact-filters';

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
/** A bucket only partly under a requested maximum: the program's own value decides. */
export const CHECK_COST = 1 << 14;
export const CHECK_WEEKS = 1 << 15;

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

/** What a range filter does to a bucket: 0 keeps it all, the bit fails it all, `check` asks the value. */
function bucketVerdict(
  r: RangeFilter,
  b: number,
  steps: readonly number[],
  bit: number,
  check: number,
): number {
  if (b === NONE_BUCKET) return r.none ? 0 : bit;
  if (r.max === null) return bit;
  const upper = b < steps.length ? (steps[b] ?? Infinity) : Infinity;
  const lower = b > 0 ? (steps[b - 1] ?? 0) : -Infinity;
  if (r.max >= upper) return 0;
  if (r.max <= lower) return bit;
  return check;
}

export interface FactTables {
  /** Failure bits (and CHECK_* bits) by attribute index (EngineData.attrValues). */
  byAttr: Uint16Array;
  /** Failure bits by control. */
  byControl: Uint16Array;
  maxCost: number;
  maxWeeks: number;
}

export function factTables(f: FactFilters, attrValues: Uint16Array): FactTables {
  const cost = f.cost ? COST_STEPS.map((_, b) => b).concat([COST_STEPS.length, NONE_BUCKET]) : [];
  const byCostBucket = new Uint16Array(8);
  const byWeeksBucket = new Uint16Array(8);
  for (const b of cost)
    byCostBucket[b] = f.cost ? bucketVerdict(f.cost, b, COST_STEPS, FACT_BIT.cost, CHECK_COST) : 0;
  if (f.weeks)
    for (const b of [...WEEK_STEPS.map((_, k) => k), WEEK_STEPS.length, NONE_BUCKET])
      byWeeksBucket[b] = bucketVerdict(f.weeks, b, WEEK_STEPS, FACT_BIT.weeks, CHECK_WEEKS);
  const byAttr = new Uint16Array(attrValues.length);
  for (let ix = 0; ix < attrValues.length; ix++) {
    const a = attrValues[ix] ?? 0;
    let bits =
      (byCostBucket[(a >> FIELDS.cost.shift) & FIELDS.cost.mask] ?? 0) |
      (byWeeksBucket[(a >> FIELDS.weeks.shift) & FIELDS.weeks.mask] ?? 0);
    for (const k of YES_NO_FIELDS) {
      const mask = f.yesNo[k];
      if (mask && !(mask & (1 << ((a >> FIELDS[k].shift) & FIELDS[k].mask)))) bits |= FACT_BIT[k];
    }
    byAttr[ix] = bits;
  }
  const byControl = Uint16Array.from([0, 1, 2, 3], (c) =>
    f.sector && !(f.sector & (1 << c)) ? FACT_BIT.sector : 0,
  );
  return { byAttr, byControl, maxCost: f.cost?.max ?? NaN, maxWeeks: f.weeks?.max ?? NaN };
}

/** Counts kept during a pass, spread to the lists at the end. */
export class FactTally {
  /** Programs failing no filter, by attribute index. */
  readonly all: Int32Array;
  readonly sector = new Int32Array(4);
  private readonly only = {
    cost: new Int32Array(BUCKETS),
    weeks: new Int32Array(BUCKETS),
    yesNo: {
      pell: new Int32Array(3),
      childcare: new Int32Array(3),
      flexibleHours: new Int32Array(3),
      publicTransit: new Int32Array(3),
    } as Record<YesNoField, Int32Array>,
  };
  costAtMax = 0;
  weeksAtMax = 0;

  constructor(private readonly attrValues: Uint16Array) {
    this.all = new Int32Array(attrValues.length);
  }

  /** A program that fails exactly one added filter (`fail` is its bit). */
  addOnly(fail: number, attrIx: number, control: number): void {
    const attr = this.attrValues[attrIx] ?? 0;
    if (fail === FACT_BIT.sector) this.sector[control] = (this.sector[control] ?? 0) + 1;
    else if (fail === FACT_BIT.cost) {
      const b = (attr >> FIELDS.cost.shift) & FIELDS.cost.mask;
      this.only.cost[b] = (this.only.cost[b] ?? 0) + 1;
    } else if (fail === FACT_BIT.weeks) {
      const b = (attr >> FIELDS.weeks.shift) & FIELDS.weeks.mask;
      this.only.weeks[b] = (this.only.weeks[b] ?? 0) + 1;
    } else {
      for (const k of YES_NO_FIELDS) {
        if (fail !== FACT_BIT[k]) continue;
        const s = (attr >> FIELDS[k].shift) & FIELDS[k].mask;
        this.only.yesNo[k][s] = (this.only.yesNo[k][s] ?? 0) + 1;
      }
    }
  }

  /** The counts, once every program has been offered. */
  finish(): FactCounts {
    const c: FactCounts = {
      cost: this.only.cost,
      costAtMax: this.costAtMax,
      weeks: this.only.weeks,
      weeksAtMax: this.weeksAtMax,
      yesNo: this.only.yesNo,
      sector: this.sector,
    };
    for (let ix = 0; ix < this.all.length; ix++) {
      const n = this.all[ix] ?? 0;
      if (n === 0) continue;
      const a = this.attrValues[ix] ?? 0;
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

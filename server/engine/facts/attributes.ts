// Program facts packed into 14 bits: cost and length buckets and four yes/no facts (0 not reported, 1 yes, 2 no).
import { COST_STEPS, WEEK_STEPS } from '../../../contract/programs/program-filters';

/** Bucket i holds values ≤ steps[i] (and > steps[i-1]); steps.length holds larger values; this one "not reported". */
export const NONE_BUCKET = 6;
export const BUCKETS = 7;

export type YesNoState = 0 | 1 | 2;
export const STATE_NONE = 0;
export const STATE_YES = 1;
export const STATE_NO = 2;

export const FIELDS = {
  cost: { shift: 0, mask: 7 },
  weeks: { shift: 3, mask: 7 },
  pell: { shift: 6, mask: 3 },
  childcare: { shift: 8, mask: 3 },
  flexibleHours: { shift: 10, mask: 3 },
  publicTransit: { shift: 12, mask: 3 },
} as const;
export type FactField = keyof typeof FIELDS;
export const YES_NO_FIELDS = ['pell', 'childcare', 'flexibleHours', 'publicTransit'] as const;
export type YesNoField = (typeof YES_NO_FIELDS)[number];
export const ATTR_VALUES = 1 << 14;

export function bucketOf(value: number, steps: readonly number[]): number {
  if (Number.isNaN(value)) return NONE_BUCKET;
  for (let i = 0; i < steps.length; i++) if (value <= (steps[i] ?? 0)) return i;
  return steps.length;
}

export const costBucket = (cost: number) => bucketOf(cost, COST_STEPS);
export const weeksBucket = (weeks: number) => bucketOf(weeks, WEEK_STEPS);

/** SQLite 1 / 0 / NULL -> yes / no / not reported. */
export function yesNoState(v: unknown): YesNoState {
  return v === 1 || v === '1' ? STATE_YES : v === 0 || v === '0' ? STATE_NO : STATE_NONE;
}

export function packAttr(cost: number, weeks: number, flags: Record<YesNoField, YesNoState>): number {
  let a = (costBucket(cost) << FIELDS.cost.shift) | (weeksBucket(weeks) << FIELDS.weeks.shift);
  for (const f of YES_NO_FIELDS) a |= flags[f] << FIELDS[f].shift;
  return a;
}

/** The attributes of a program no source says anything about (every IPEDS program). */
export const NOTHING_REPORTED = packAttr(NaN, NaN, {
  pell: STATE_NONE,
  childcare: STATE_NONE,
  flexibleHours: STATE_NONE,
  publicTransit: STATE_NONE,
});

export function field(attr: number, f: FactField): number {
  return (attr >> FIELDS[f].shift) & FIELDS[f].mask;
}

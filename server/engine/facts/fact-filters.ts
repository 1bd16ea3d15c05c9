// The added v2 filters (decision 0070) read from the request: what each keeps, checked, as masks over states.
import {
  NO,
  NOT_REPORTED,
  SECTOR_VALUES,
  YES,
  type ProgramFilterSearch,
} from '../../../contract/programs/program-filters';
import { BadRequestError } from '../types';
import { clip } from '../validate';
import { STATE_NO, STATE_NONE, STATE_YES, type YesNoField } from './attributes';

/** Keeps values at most `max` (null: no number asked) and, when `none`, programs that report no value. */
export interface RangeFilter {
  max: number | null;
  none: boolean;
}

export interface FactFilters {
  cost: RangeFilter | null;
  weeks: RangeFilter | null;
  /** Bit per state (1 << STATE_NONE / STATE_YES / STATE_NO) of the states kept; 0 = no filter. */
  yesNo: Record<YesNoField, number>;
  /** Bit per control (0 not reported, 1 public, 2 private nonprofit, 3 private for-profit); 0 = no filter. */
  sector: number;
}

const MAX_DOLLARS = 10_000_000;
const MAX_WEEKS = 1000;

function range(values: readonly string[], param: string, limit: number): RangeFilter | null {
  if (values.length === 0) return null;
  let max: number | null = null;
  let none = false;
  for (const raw of values) {
    const v = raw.trim().toLowerCase();
    if (v === NOT_REPORTED) none = true;
    else if (/^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) <= limit) max = Math.max(max ?? 0, Number(v));
    else
      throw new BadRequestError(
        `${param} takes a number from 0 to ${limit.toLocaleString('en-US')} and/or "${NOT_REPORTED}", got "${clip(raw)}".`,
        param,
      );
  }
  return { max, none };
}

function states(values: readonly string[], param: string): number {
  let mask = 0;
  for (const raw of values) {
    const v = raw.trim().toLowerCase();
    if (v === YES) mask |= 1 << STATE_YES;
    else if (v === NO) mask |= 1 << STATE_NO;
    else if (v === NOT_REPORTED) mask |= 1 << STATE_NONE;
    else
      throw new BadRequestError(`${param} takes yes, no and/or ${NOT_REPORTED}, got "${clip(raw)}".`, param);
  }
  return mask;
}

function sectors(values: readonly string[]): number {
  let mask = 0;
  for (const raw of values) {
    const v = raw.trim().toLowerCase();
    const i = SECTOR_VALUES.indexOf(v as (typeof SECTOR_VALUES)[number]);
    if (i >= 0) mask |= 1 << (i + 1);
    else if (v === NOT_REPORTED) mask |= 1;
    else
      throw new BadRequestError(
        `sector takes ${SECTOR_VALUES.join(', ')} and/or ${NOT_REPORTED}, got "${clip(raw)}".`,
        'sector',
      );
  }
  return mask;
}

/** Throws BadRequestError (400, naming the parameter) for a value no filter can mean. */
export function readFactFilters(s: ProgramFilterSearch): FactFilters {
  return {
    cost: range(s.maxCost, 'maxCost', MAX_DOLLARS),
    weeks: range(s.maxWeeks, 'maxWeeks', MAX_WEEKS),
    yesNo: {
      pell: states(s.pell, 'pell'),
      childcare: states(s.childcare, 'childcare'),
      flexibleHours: states(s.flexibleHours, 'flexibleHours'),
      publicTransit: states(s.publicTransit, 'publicTransit'),
    },
    sector: sectors(s.sector),
  };
}

export function hasFactFilter(f: FactFilters): boolean {
  return (
    f.cost !== null ||
    f.weeks !== null ||
    f.sector !== 0 ||
    f.yesNo.pell !== 0 ||
    f.yesNo.childcare !== 0 ||
    f.yesNo.flexibleHours !== 0 ||
    f.yesNo.publicTransit !== 0
  );
}

// The filters, count lists and sorts over cost, length, online offer and pay for every program (decision 0177),
// as values the service and the app share: parameter values, band edges, labels, and which selections only the
// state lists (ETPL) can answer. How each program's value is worked out is server/engine/facts/dimension-values.ts;
// wiring them into the filter dimensions of issue 20 is what is left.
import { NOT_REPORTED } from './program-filters';

/** `minPay`: programs whose lowest occupation median is at least this (USD a year); cumulative "or more" items. */
export const PAY_STEPS = [30_000, 40_000, 50_000, 65_000, 80_000, 100_000] as const;
export const PAY_PARAM = 'minPay';
export const PAY_COUNT_LIST = 'PayCountList';
/** `sortColumns` value: by PayMedianLow, programs without pay last in either direction (like Cost and Length). */
export const PAY_SORT = 'Pay';

/** The Format value of a program whose school offers programs fully online (IPEDS, decision 0173). */
export const SCHOOL_ONLINE_FORMAT = 'school-online';
export const SCHOOL_ONLINE_FORMAT_LABEL = 'This school offers programs fully online';

/** "$50,000 or more" (the count list's item for a pay step). */
export function payStepLabel(step: number): string {
  return `$${step.toLocaleString('en-US')} or more`;
}

/** Which band of PAY_STEPS a pay falls in: -1 below the first step, NaN (not reported) stays NaN. */
export function payBand(pay: number): number {
  if (Number.isNaN(pay)) return NaN;
  let band = -1;
  PAY_STEPS.forEach((step, i) => {
    if (pay >= step) band = i;
  });
  return band;
}

/**
 * Filter parameters whose facts only the state lists report (Pell eligibility, services) and the Format values only
 * a list can give (a program's own delivery). A note beside each says so (decision 0177).
 */
export const LIST_ONLY_PARAMS = ['pell', 'childcare', 'flexibleHours', 'publicTransit'] as const;
export const LIST_ONLY_FORMATS = ['In-person', 'Online', 'Hybrid'] as const;

export interface ListOnlySelection {
  /** The parameter or path segment ('pell', 'programFormat'). */
  filter: string;
  values: string[];
}

/**
 * The selections that keep list programs only: a list-only parameter without `none`, or Format values all of which
 * only a list gives. A search with any of them holds only the programs of the states whose lists were loaded, and
 * the page says so (with those states' names) instead of letting the filter silently drop every other program.
 */
export function listOnlySelections(search: {
  programFormat?: readonly string[];
  pell?: readonly string[];
  childcare?: readonly string[];
  flexibleHours?: readonly string[];
  publicTransit?: readonly string[];
}): ListOnlySelection[] {
  const out: ListOnlySelection[] = [];
  for (const param of LIST_ONLY_PARAMS) {
    const values = (search[param] ?? []).map((v) => v.trim().toLowerCase());
    if (values.length > 0 && !values.includes(NOT_REPORTED)) out.push({ filter: param, values });
  }
  const formats = [...(search.programFormat ?? [])];
  const listOnly = (v: string) => (LIST_ONLY_FORMATS as readonly string[]).includes(v);
  if (formats.length > 0 && formats.every(listOnly)) out.push({ filter: 'programFormat', values: formats });
  return out;
}

// The v2 filters beyond docs/service.md's path (decision 0070): optional query parameters, each a comma-joined list.
//
// Every one keeps programs whose source does not report the value only when `none` is among its values, so a
// program that reports nothing is counted under "Not reported" and never silently dropped or silently kept.

/** The value that selects "Not reported" in every added filter (and in programFormat, decision 0070). */
export const NOT_REPORTED = 'none';
export const NOT_REPORTED_LABEL = 'Not reported';

/** Yes/no facts a source may report about a program (ETPL: Pell eligibility and three services). */
export const YES = 'yes';
export const NO = 'no';

/** School control, as IPEDS CONTROL names it (an ETPL campus: its college's, or the list's institution type). */
export const SECTOR_VALUES = ['public', 'private-nonprofit', 'private-for-profit'] as const;
export const SECTOR_LABELS: Record<(typeof SECTOR_VALUES)[number], string> = {
  public: 'Public',
  'private-nonprofit': 'Private not-for-profit',
  'private-for-profit': 'Private for-profit',
};

/** Thresholds the count lists offer for the two maximum filters (a request may name any other number too). */
export const COST_STEPS = [1000, 2500, 5000, 10000, 20000] as const;
export const WEEK_STEPS = [4, 8, 12, 26, 52] as const;

export interface ProgramFilterSearch {
  /** A number of dollars (total required cost at most that) and/or `none`; [] no filter. */
  maxCost: string[];
  /** A number of weeks (length at most that) and/or `none`. */
  maxWeeks: string[];
  /** `yes`, `no`, `none` (Pell Grant eligible, as the source says). */
  pell: string[];
  childcare: string[];
  flexibleHours: string[];
  publicTransit: string[];
  /** `public`, `private-nonprofit`, `private-for-profit`, `none`. */
  sector: string[];
}

export const defaultProgramFilters: ProgramFilterSearch = {
  maxCost: [],
  maxWeeks: [],
  pell: [],
  childcare: [],
  flexibleHours: [],
  publicTransit: [],
  sector: [],
};

/** Query parameter names in the order they are written. */
export const programFilterParams = [
  'maxCost',
  'maxWeeks',
  'pell',
  'childcare',
  'flexibleHours',
  'publicTransit',
  'sector',
] as const satisfies ReadonlyArray<keyof ProgramFilterSearch>;

export type ProgramFilterParam = (typeof programFilterParams)[number];

/** What each parameter means, for the OpenAPI description. */
export const programFilterDescriptions: Record<ProgramFilterParam, string> = {
  maxCost:
    'Maximum total required cost in US dollars (tuition and fees plus books and supplies), e.g. `5000`. Add `none` (comma-separated) to keep programs whose source reports no cost; `none` alone gives only those.',
  maxWeeks:
    'Maximum length in weeks, e.g. `26`. Add `none` to keep programs whose source reports no length in weeks.',
  pell: 'Pell Grant eligibility: `yes`, `no` and/or `none` (not reported), comma-separated.',
  childcare: 'On-site childcare: `yes`, `no` and/or `none` (not reported).',
  flexibleHours: 'Flexible hours: `yes`, `no` and/or `none` (not reported).',
  publicTransit: 'Reachable by public transit: `yes`, `no` and/or `none` (not reported).',
  sector: 'School sector: `public`, `private-nonprofit`, `private-for-profit` and/or `none` (not reported).',
};

/** Reads one comma-joined parameter value into its values (blank parts dropped). */
export function splitParam(raw: string | null): string[] {
  if (raw === null) return [];
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function joinParam(values: readonly string[]): string {
  return values.join(',');
}

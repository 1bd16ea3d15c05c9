// What each query-parameter dimension means, for the service's OpenAPI description (contract/operations.ts): decision
// 0160's `about`, kept beside the declarations rather than in them, since the browser loads the declarations and only
// the description reads this (decision 0230). Keyed by the declared ids: a query dimension without its text does not
// compile.
import type { ProgramQueryDimension } from './program-dimensions';

export const programParameterAbout: Record<ProgramQueryDimension['id'], string> = {
  maxCost:
    'Maximum cost of the whole program in US dollars (tuition and fees plus books and supplies), e.g. `5000`: the program’s own price (CostBasis `Program`), or, for a program priced by a year at the college (CostBasis `Year`), that year’s CostTotal times the longest usual full-time length of its award level, in years (an estimate; decision 0179). The count list offers 1000, 2500, 5000, 10000 and 20000; a maximum between two of them keeps the programs known to cost at most it. Add `none` (comma-separated) to keep programs no source prices; `none` alone gives only those. The `Cost` sort orders by the same figure.',
  maxWeeks:
    'Maximum length in calendar weeks, e.g. `26`: the program’s own length (its weeks; else months to complete, clock hours at 900 or credit hours at 30 a 36-week academic year), else the longest usual full-time length of its award level (LengthTypicalWeeksMax), so a range meets the maximum when its upper end does (decision 0179). Every program has one; `none` keeps the few whose award level has no usual length. The `Length` sort orders by the same figure.',
  pay: 'Pay band of the work a program leads to: the lowest national median annual pay (BLS OEWS) of its occupations that count (PayMedianLow; postsecondary teachers only from a master’s up, decision 0176): `under-30000`, `30000-39999`, `40000-49999`, `50000-64999`, `65000-79999`, `80000-99999`, `100000-or-more` and/or `none` (no occupation with a published median), comma-separated. National figures for the occupation, not the earnings of the program’s graduates. The `Pay` sort orders by PayMedianLow.',
  sector: 'School sector: `public`, `private-nonprofit`, `private-for-profit` and/or `none` (not reported).',
  schoolLevel:
    'Level of the school (IPEDS ICLEVEL): `four-year` (four-year or above), `two-year`, `less-than-two-year` and/or `none` (not reported), comma-separated.',
  pell: 'Pell Grant eligibility: `yes`, `no` and/or `none` (not reported), comma-separated.',
  childcare: 'On-site childcare: `yes`, `no` and/or `none` (not reported).',
  flexibleHours: 'Flexible hours: `yes`, `no` and/or `none` (not reported).',
  publicTransit: 'Reachable by public transit: `yes`, `no` and/or `none` (not reported).',
};

export const institutionParameterAbout: Record<'region', string> = {
  region:
    'IPEDS region codes (RegionCountList values, e.g. `6` for the Southwest), comma-joined: schools in any of them (decision 0075).',
};

// Optional fields a program item and a program listing may carry beside docs/service.md's (decision 0070).
// A field is absent when the source does not report the value: absent means "Not reported", never zero.
import { z } from 'zod';
import { countItemSchema } from './facets';
import { list, text } from '../lenient';
import type { ItemView } from '../dimensions/dimension';
import { programQueryDimensions, type ProgramQueryList } from '../dimensions/program-dimensions';

const yesNo = z.enum(['Yes', 'No']);

/** CostBasis values (decision 0172). */
export const COST_BASIS = { program: 'Program', year: 'Year' } as const;
/** LengthBasis values (decision 0171). */
export const LENGTH_BASIS = { program: 'Program', awardLevel: 'Award level' } as const;
/** SchoolOnline values (decision 0173). */
export const SCHOOL_ONLINE = { all: 'All', some: 'Some', none: 'None' } as const;

export const programItemExtras = {
  /** Required cost: tuition and fees (USD). */
  CostTuitionFees: z
    .number()
    .optional()
    .describe('Tuition and fees (USD): for the whole program, or for a year at the school (see CostBasis).'),
  /** Required cost: books and supplies (USD). */
  CostBooksSupplies: z
    .number()
    .optional()
    .describe('Books and supplies (USD), on the same basis as the tuition.'),
  /** Optional costs the source lists (USD), e.g. a laptop. */
  CostOptional: z.number().optional(),
  /** Total required cost: tuition and fees plus books and supplies (present when tuition is reported). */
  CostTotal: z
    .number()
    .optional()
    .describe('Tuition and fees plus books and supplies (USD), on the basis CostBasis says.'),
  /** What the cost figures are (decision 0172). */
  CostBasis: text
    .optional()
    .describe(
      '`Program`: the whole program’s required cost (a state list, or the school’s IPEDS figure for this program). `Year`: a year of full-time tuition and fees at the school, not specific to this program (IPEDS IC_AY). Absent: no source prices it.',
    ),
  /** The academic year the cost is for ("2023-24"). */
  CostYear: text
    .optional()
    .describe(
      'The academic year the cost figures are for, e.g. `2023-24` (a state list: the year of its date).',
    ),
  /** Year basis: whose price CostTuitionFees is; absent when every student pays the same. */
  CostResidency: text
    .optional()
    .describe(
      'With CostBasis `Year`: `In-district` or `In-state`, the residence the price is for (students from elsewhere pay more); absent when every student pays the same.',
    ),
  LengthWeeks: z
    .number()
    .optional()
    .describe('The program’s length in weeks, as its source reports it (LengthBasis `Program`).'),
  LengthHours: z.number().optional().describe('The program’s length in contact (clock) hours.'),
  LengthCreditHours: z.number().optional().describe('The program’s length in credit hours (IPEDS IC_PY).'),
  LengthMonths: z
    .number()
    .optional()
    .describe('The average months students take to complete the program (IPEDS IC_PY).'),
  /** What the length figures are (decision 0171). */
  LengthBasis: text
    .optional()
    .describe(
      '`Program`: the source gives this program’s own length (LengthWeeks, LengthHours, LengthCreditHours, LengthMonths). `Award level`: it does not; LengthTypicalWeeksMin/Max give the usual full-time length of the award level.',
    ),
  LengthTypicalWeeksMin: z
    .number()
    .optional()
    .describe(
      'LengthBasis `Award level`: the usual full-time length of the award level, from (weeks; 0 = "less than" the maximum).',
    ),
  LengthTypicalWeeksMax: z
    .number()
    .optional()
    .describe('LengthBasis `Award level`: the usual full-time length of the award level, up to (weeks).'),
  /** The school's online offer for the program's study level (decision 0173). */
  SchoolOnline: text
    .optional()
    .describe(
      'What IPEDS says the school offers entirely online at this program’s level (undergraduate or graduate), not whether this program is: `All` (all its programs), `Some` (at least one program), `None`. Absent when not reported.',
    ),
  /** National median annual pay of the occupations the program leads to (decision 0174). */
  PayMedianLow: z
    .number()
    .optional()
    .describe(
      'The lowest national median annual pay (USD, BLS OEWS) among the occupations the program leads to. National figures for the occupations, not the earnings of the program’s graduates.',
    ),
  PayMedianHigh: z.number().optional().describe('The highest of those medians (USD a year).'),
  PayMedianHighTopCoded: z
    .boolean()
    .optional()
    .describe('Present (true) when PayMedianHigh is the BLS top code: that median is at or above it.'),
  PayYear: text.optional().describe('When the pay figures were estimated, e.g. `May 2024`.'),
  PellEligible: yesNo.optional(),
  OnsiteChildcare: yesNo.optional(),
  FlexibleHours: yesNo.optional(),
  PublicTransit: yesNo.optional(),
  /** IPEDS sector label, e.g. "Public, 2-year". */
  SchoolSector: text.optional(),
  /** "Public", "Private not-for-profit" or "Private for-profit". */
  SchoolControl: text.optional(),
  /** The program's own page at the provider, as published (no scheme added). */
  ProgramURL: text.optional(),
  /** The campus of an ETPL provider, e.g. "Lubbock Center". */
  CampusName: text.optional(),
  /** The academic year NumberCompleted counts, e.g. "2023-24". */
  CompletionsYear: text.optional(),
};

/** Count lists for the added filters, one per declared query dimension (decision 0160); each has "Not reported". */
type ExtraLists = { [K in ProgramQueryList]: ReturnType<typeof optionalList> };
const optionalList = () => list(countItemSchema).optional();
export const programListExtras = Object.fromEntries(
  programQueryDimensions.map((d) => [d.binding.list, optionalList()]),
) as ExtraLists;

/** The item fields dimensions read (contract/dimensions/dimension.ts ItemView) are all fields of a list item. */
export type ItemViewFits<T extends ItemView> = T;

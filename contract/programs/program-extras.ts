// Optional fields a program item and a program listing may carry beside docs/service.md's (decision 0070).
// A field is absent when the source does not report the value: absent means "Not reported", never zero.
import { z } from 'zod';
import { countItemSchema } from './facets';
import { list, text } from '../lenient';

const yesNo = z.enum(['Yes', 'No']);

export const programItemExtras = {
  /** Required cost: tuition and fees (USD). */
  CostTuitionFees: z.number().optional(),
  /** Required cost: books and supplies (USD). */
  CostBooksSupplies: z.number().optional(),
  /** Optional costs the source lists (USD), e.g. a laptop. */
  CostOptional: z.number().optional(),
  /** Total required cost: tuition and fees plus books and supplies (present when tuition is reported). */
  CostTotal: z.number().optional(),
  LengthWeeks: z.number().optional(),
  LengthHours: z.number().optional(),
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

/** Count lists for the added filters; each has a "Not reported" item (Value `none`). */
export const programListExtras = {
  CostCountList: list(countItemSchema).optional(),
  WeeksCountList: list(countItemSchema).optional(),
  PellCountList: list(countItemSchema).optional(),
  ChildcareCountList: list(countItemSchema).optional(),
  FlexibleHoursCountList: list(countItemSchema).optional(),
  PublicTransitCountList: list(countItemSchema).optional(),
  SectorCountList: list(countItemSchema).optional(),
};

export type ProgramExtraList = keyof typeof programListExtras;

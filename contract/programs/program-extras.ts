// Optional fields a program item and a program listing may carry beside docs/service.md's (decision 0070).
// A field is absent when the source does not report the value: absent means "Not reported", never zero.
import { z } from 'zod';
import { countItemSchema } from './facets';
import { list, text } from '../lenient';
import type { ItemView } from '../dimensions/dimension';
import { programQueryDimensions, type ProgramQueryList } from '../dimensions/program-dimensions';

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

/** Count lists for the added filters, one per declared query dimension (decision 0160); each has "Not reported". */
type ExtraLists = { [K in ProgramQueryList]: ReturnType<typeof optionalList> };
const optionalList = () => list(countItemSchema).optional();
export const programListExtras = Object.fromEntries(
  programQueryDimensions.map((d) => [d.binding.list, optionalList()]),
) as ExtraLists;

export type ProgramExtraList = ProgramQueryList;

/** The item fields dimensions read (contract/dimensions/dimension.ts ItemView) are all fields of a list item. */
export type ItemViewFits<T extends ItemView> = T;

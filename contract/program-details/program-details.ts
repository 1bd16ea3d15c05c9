// One program with its details: GET /v2/training/program/{userId}/{detailId} (docs/service.md; decision 0073).
// XML root: ProgramDetails. Every field of the list item, plus what only a program page shows.
import { z } from 'zod';
import { list, text } from '../lenient';
import { dataSourceSchema } from '../metadata';
import { programItemSchema } from '../programs/programs';

export {
  PROGRAM_DETAILS_API_PREFIX,
  parseProgramDetailsApiPath,
  programDetailsApiPath,
  type ProgramDetailsRequest,
} from './program-details-path';

/** An occupation the program leads to, with the code a search can use. XML element: Occupation. */
export const occupationSchema = z.object({ Code: text, Title: text });
/** @public The type of an Occupation, for clients of the contract. */
export type Occupation = z.infer<typeof occupationSchema>;

/** The school (or ETPL campus) with what IPEDS and the list say about it. */
export const schoolDetailsSchema = z.object({
  ID: z.number().int(),
  Name: text,
  CampusName: text,
  /** IPEDS sector label ("Public, 2-year"); "" when not reported. */
  Sector: text,
  /** "Public", "Private not-for-profit", "Private for-profit"; "" when not reported. */
  Control: text,
  /** IPEDS enrollment size category ("5,000 - 9,999"); "" when not reported. */
  Size: text,
  Website: text,
  FinancialAidURL: text,
  NetPriceCalculatorURL: text,
  ApplicationURL: text,
  /** The list's own words for the provider type (ETPL), e.g. "Private for-profit". */
  InstitutionType: text,
  Description: text,
  /** The IPEDS UNITID of the college (for an ETPL campus: the college it was linked to; decision 0071); 0 when none. */
  IpedsId: z.number().int(),
});
export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;

export const programDetailsSchema = programItemSchema.extend({
  Description: text,
  Prerequisites: text,
  /** What the program leads to, in the list's words ("Community college certificate of completion"). */
  Outcome: text,
  /** The credential's own name, as the list writes it ("" for IPEDS: AwardLevel says it). */
  CredentialName: text,
  CostTuitionFeesNote: text,
  CostBooksSuppliesNote: text,
  CostOptionalNote: text,
  /** Out-of-district tuition and fees (USD), where a college charges more outside its district. */
  CostOutOfDistrict: z.number().optional(),
  /** True for programs on a state's WIOA Eligible Training Provider List (DataSource ETPL). */
  WioaEligible: z.boolean(),
  /** ISO date the source last updated this program ("" when it does not say). */
  ProgramUpdated: text,
  Occupations: list(occupationSchema),
  School: schoolDetailsSchema,
  /** The source files this program's facts come from, with their dates and vintages; the first is the program's own. */
  Sources: list(dataSourceSchema),
});
export type ProgramDetails = z.infer<typeof programDetailsSchema>;

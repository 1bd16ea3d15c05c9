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

/**
 * What an occupation pays nationally (BLS OEWS, decision 0174): figures for the occupation across the United States,
 * not the earnings of a program's graduates. A figure OEWS does not publish is absent.
 */
export const occupationPaySchema = z.object({
  /** The OEWS occupation the figures are for: the occupation itself, or the group OEWS publishes in its place. */
  Code: text,
  Title: text,
  Employment: z.number().optional().describe('National employment, excluding the self-employed.'),
  AnnualMedian: z.number().optional().describe('Median annual wage (USD).'),
  AnnualPct25: z.number().optional().describe('25th percentile annual wage (USD).'),
  AnnualPct75: z.number().optional().describe('75th percentile annual wage (USD).'),
  HourlyMedian: z.number().optional().describe('Median hourly wage (USD).'),
  /** Figures at or above the BLS top code ($239,200 a year, $115 an hour), given as the top code. */
  TopCoded: list(text).describe(
    'Names of the figures published only as "at or above" the BLS top code ($239,200 a year, $115 an hour); each is given as the top code.',
  ),
  /** "May 2024" */
  Year: text,
  /** False for a postsecondary teacher (SOC 25-1xxx) of a program below a master's (decision 0176). */
  InPayRange: z
    .boolean()
    .describe(
      'Whether this occupation counts toward the program’s PayMedianLow/High: postsecondary teachers (SOC 25-1xxx) count only for master’s degrees and above.',
    ),
});
export type OccupationPay = z.infer<typeof occupationPaySchema>;

/** An occupation the program leads to, with the code a search can use. XML element: Occupation. */
export const occupationSchema = z.object({ Code: text, Title: text, Pay: occupationPaySchema.optional() });
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
  /** CostBasis Year: a year's tuition and fees for students from out of state, where they pay more (decision 0172). */
  CostOutOfState: z.number().optional(),
  /** True for programs on a state's WIOA Eligible Training Provider List (DataSource ETPL). */
  WioaEligible: z.boolean(),
  /** ISO date the source last updated this program ("" when it does not say). */
  ProgramUpdated: text,
  Occupations: list(occupationSchema),
  School: schoolDetailsSchema,
  /** The source files this program's facts come from, with their dates and vintages; the first is the program's own. */
  Sources: list(dataSourceSchema),
  /** Which of Sources gives the cost, the length, the online offer and the pay (its DataName; decision 0175). */
  FactSources: z
    .object({
      Cost: text.optional(),
      Length: text.optional(),
      Online: text.optional(),
      Pay: text.optional(),
    })
    .optional()
    .describe('The DataName of the entry of Sources each figure comes from; absent when no source gives it.'),
});
export type ProgramDetails = z.infer<typeof programDetailsSchema>;

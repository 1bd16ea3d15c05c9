// Every operation the service offers, in one registry: the OpenAPI description is generated from it (openapi.ts).
// Adding an operation = one entry here (its path, parameters and the zod schema of its answer).
import type { z } from 'zod';
import { institutionListSchema } from './institutions/institutions';
import {
  institutionsKeywordPathParams,
  institutionsKeywordSegments,
} from './institutions/keyword-institutions';
import { programDetailsSchema, PROGRAM_DETAILS_API_PREFIX } from './program-details/program-details';
import { programFilterDescriptions, programFilterParams } from './programs/program-filters';
import { programListSchema } from './programs/programs';
import { MAX_SUGGESTIONS, MAX_SUGGEST_TEXT, SUGGEST_API_PREFIX } from './suggest/suggest';
import { suggestionListSchema } from './suggest/suggest-schema';
import { INSTITUTIONS_API_PREFIX, PROGRAMS_API_PREFIX } from './urls/paths';
import { institutionsSegments, programsSegments } from './requests';
import { xmlNames } from './xml-names';
import { institutionDimensions } from './dimensions/institution-dimensions';
import { institutionParameterAbout } from './dimensions/parameter-about';
import { dimensionSorts } from './dimensions/program-dimensions';
import type { Dimension } from './dimensions/dimension';

export interface ParameterSpec {
  name: string;
  description: string;
  /** JSON Schema type of the value as written. */
  type: 'string' | 'integer' | 'boolean';
}

export interface OperationSpec {
  operationId: string;
  summary: string;
  description: string;
  /** Path under the API base, OpenAPI style: /v2/training/programs/{userId}/… */
  path: string;
  pathParams: ParameterSpec[];
  queryParams: ParameterSpec[];
  /** Name of the answer's schema in components, and the schema itself. */
  responseName: string;
  response: z.ZodType;
  /** Root element of the XML form. */
  xmlRoot: string;
  /** Statuses besides 200 this operation answers with an error payload. */
  errors: number[];
  /** Added beyond the CareerOneStop interface, with the decision that records it. */
  extension?: string;
}

const segmentDescriptions: Record<string, string> = {
  userId: 'Identifier of the calling user.',
  keyword: 'Free text, or a SOC, O*NET or CIP code; `0` for everything.',
  location: 'A 5-digit ZIP, "City, ST", a state, or `0` for nationwide.',
  radius: 'Miles around the location, 0–500; `0` is no limit.',
  programLength: 'Award-level codes (ProgramLengthCountList values), `|`-joined; `0` no filter.',
  school: 'School ids (SchoolCountList values), `|`-joined; `0` no filter.',
  programName: 'CIP codes (ProgramCountList values), `|`-joined; `0` no filter.',
  programFormat:
    '`In-person`, `Online`, `Hybrid` (a program’s own format: only state lists of WIOA-eligible programs report it), `school-online` (the school offers programs entirely online at the program’s level, IPEDS IC: about the school, not this program; decision 0179), or `none` (no format of its own), `|`-joined; `0` no filter.',
  occupation: 'SOC codes (OccupationCountList values), `|`-joined; `0` no filter.',
  filterBySource: '`Y` only WIOA-eligible (ETPL) programs; `N` or `0` all.',
  area: 'Counties (AreaCountList values, e.g. "Travis County, TX"), `|`-joined; `0` no filter.',
  sortColumns: `\`Program\`, \`Provider\`, \`DegreeCredential\`, \`Location\`, ${dimensionSorts.map((x) => `\`${x.column}\``).join(', ')}, or \`0\` for relevance. \`Cost\` sorts by the whole program's cost (\`maxCost\`'s figure: a year's price times the award level's usual length where only a year is reported), \`Length\` by calendar weeks (\`maxWeeks\`'s figure), \`Pay\` by PayMedianLow (the lowest national median pay of the occupations the program leads to, BLS OEWS); programs that do not report the figure come last in either direction.`,
  sortDirection: '`ASC`, `DESC`, or `0`.',
  sortDirections: '`ASC`, `DESC`, or `0`.',
  startRecord: '0-based offset of the page.',
  limitRecord: 'Records in the page, 1–500.',
  occupationV1: 'Occupation text or codes, `|`-joined; `0` none.',
  state: 'States, and cities written "City, ST", `|`-joined; `0` no filter.',
  sortColumnsV1: '`School`, `City`, `Distance`, or `0` for relevance.',
  detailId: 'The program id (DetailId of a list item).',
};

const segment = (name: string, kind: string, key = name): ParameterSpec => ({
  name,
  description: segmentDescriptions[key] ?? `Filter. \`0\` no filter.`,
  type: kind === 'int' ? 'integer' : 'string',
});

const userId = segment('userId', 'text');

export const operations: OperationSpec[] = [
  {
    operationId: 'listTrainingPrograms',
    summary: 'List training programs (v2)',
    description:
      'Programs matching a keyword near a place, with facet counts. The query parameters after `enableMetaData` are additions (decision 0070): a client that ignores them sees the CareerOneStop listing exactly.',
    path: `${PROGRAMS_API_PREFIX}/{userId}/${programsSegments.map(([n]) => `{${n}}`).join('/')}`,
    pathParams: [userId, ...programsSegments.map(([n, k]) => segment(n, k))],
    queryParams: [
      {
        name: 'enableMetaData',
        type: 'boolean',
        description: 'Add the Metadata object (sources, vintages).',
      },
      ...programFilterParams.map((name) => ({
        name,
        type: 'string' as const,
        description: programFilterDescriptions[name],
      })),
    ],
    responseName: 'ProgramList',
    response: programListSchema,
    xmlRoot: xmlNames.programListRoot,
    errors: [400, 401, 406, 414, 429, 502, 504],
  },
  {
    operationId: 'listTrainingInstitutions',
    summary: 'List training institutions (v1)',
    description: 'Schools offering programs that match, one item per school, with facet groups.',
    path: `${INSTITUTIONS_API_PREFIX}/{userId}/${institutionsSegments.map(([n]) => `{${n}}`).join('/')}`,
    pathParams: [
      userId,
      ...institutionsSegments.map(([n, k]) =>
        segment(n, k, n === 'occupation' ? 'occupationV1' : n === 'sortColumns' ? 'sortColumnsV1' : n),
      ),
    ],
    queryParams: [
      { name: 'radius', type: 'string', description: 'Miles around the location, 0–500.' },
      ...(institutionDimensions as readonly Dimension[])
        .filter((d) => d.binding.in === 'query')
        .map((d) => ({
          name: d.binding.field,
          type: 'string' as const,
          description: institutionParameterAbout[d.binding.field as 'region'],
        })),
    ],
    responseName: 'InstitutionList',
    response: institutionListSchema,
    xmlRoot: xmlNames.institutionListRoot,
    errors: [400, 401, 406, 414, 429, 502, 504],
  },
  {
    operationId: 'listTrainingInstitutionsByKeyword',
    summary: 'List training institutions by keyword (v1, 12 segments)',
    description:
      'The older v1 institution search existing CareerOneStop clients call: the same listing as the 9-segment search, told apart by its segment count.',
    path: `${INSTITUTIONS_API_PREFIX}/{userId}/${institutionsKeywordSegments.map(([n]) => `{${n}}`).join('/')}`,
    // The descriptions are the keyword search's own (contract/institutions/keyword-institutions.ts).
    pathParams: (['userId', ...institutionsKeywordSegments.map(([n]) => n)] as const).map((name) => ({
      name,
      type: name === 'startRecord' || name === 'limitRecord' ? ('integer' as const) : ('string' as const),
      description: institutionsKeywordPathParams.shape[name].description ?? '',
    })),
    queryParams: [],
    responseName: 'InstitutionList',
    response: institutionListSchema,
    xmlRoot: xmlNames.institutionListRoot,
    errors: [400, 401, 406, 414, 429, 502, 504],
    extension: 'decision 0110',
  },
  {
    operationId: 'getTrainingProgram',
    summary: 'One training program with its details',
    description:
      'Every field of the list item, plus description, prerequisites, costs with their notes, eligibility, services, occupations with codes, the school and the sources with their dates. 404 when no program has this id.',
    path: `${PROGRAM_DETAILS_API_PREFIX}/{userId}/{detailId}`,
    pathParams: [userId, segment('detailId', 'text')],
    queryParams: [
      {
        name: 'location',
        type: 'string',
        description: 'A place to give Distance from (ZIP, "City, ST" or a state); none by default.',
      },
    ],
    responseName: 'ProgramDetails',
    response: programDetailsSchema,
    xmlRoot: xmlNames.programDetailsRoot,
    errors: [400, 401, 404, 406, 414, 429, 502, 504],
    extension: 'decision 0073',
  },
  {
    operationId: 'suggestSearchTerms',
    summary: 'Suggestions for what is typed so far in the keyword or location field',
    description: `At most ${MAX_SUGGESTIONS} suggestions, best first, prefix and typo tolerant: job-seeker terms (Kind "Term", Detail their meaning), program titles ("Program", Detail the CIP code), occupation titles ("Occupation", Detail the SOC code) for the keyword; states, cities and ZIP codes ("Place") for the location. Value is what to put in the field.`,
    path: `${SUGGEST_API_PREFIX}/{userId}/{field}/{text}`,
    pathParams: [
      userId,
      { name: 'field', type: 'string', description: '`keyword` or `location`.' },
      {
        name: 'text',
        type: 'string',
        description: `What is typed so far (at most ${MAX_SUGGEST_TEXT} characters), written like a path segment of the searches.`,
      },
    ],
    queryParams: [
      {
        name: 'limit',
        type: 'integer',
        description: `Suggestions wanted, 1–${MAX_SUGGESTIONS} (default ${MAX_SUGGESTIONS}).`,
      },
    ],
    responseName: 'SuggestionList',
    response: suggestionListSchema,
    xmlRoot: xmlNames.suggestionListRoot,
    errors: [400, 401, 406, 414, 429],
    extension: 'decision 0066',
  },
];

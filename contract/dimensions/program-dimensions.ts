// The dimensions of the program search (v2), in the order the web app shows them: docs/service.md's path segments
// (their field names and segments never change) and the query parameters added since (decisions 0070, 0160).
// Adding one: a declaration here, its engine half (server/engine/dimensions/), and its tests — decision 0160 says how.
import { NOT_REPORTED, type Dimension, type FixedValue, type ItemView } from './dimension';

/** Yes and no, as a source reports a fact (the absent value is "Not reported"). */
export const YES_NO = [
  { value: 'yes', words: { en: 'Yes', es: 'Sí' } },
  { value: 'no', words: { en: 'No', es: 'No' } },
] as const satisfies readonly FixedValue[];

/** A yes/no item field (absent: not reported) as the request writes it. */
const yesNo = (v: 'Yes' | 'No' | undefined): string[] => [v === undefined ? NOT_REPORTED : v.toLowerCase()];
const number = (v: number | undefined): string[] => [v === undefined ? NOT_REPORTED : String(v)];

/** A fact only some sources report (ETPL rows): Pell eligibility and three services. */
function yesNoFact<I extends string, L extends string>(
  id: I,
  list: L,
  legend: Dimension['legend'],
  about: string,
  field: (item: ItemView) => 'Yes' | 'No' | undefined,
) {
  return {
    id,
    operation: 'programs',
    binding: { field: id, in: 'query', list },
    legend,
    choose: 'any',
    values: { from: 'fixed', options: YES_NO },
    notReported: true,
    filterable: false,
    chip: 'legend',
    about,
    fromItem: (item: ItemView) => yesNo(field(item)),
  } as const satisfies Dimension;
}

/** IPEDS CONTROL, as the program item's SchoolControl words it. */
export const SECTORS = [
  { value: 'public', words: { en: 'Public', es: 'Público' } },
  { value: 'private-nonprofit', words: { en: 'Private not-for-profit', es: 'Privado sin fines de lucro' } },
  { value: 'private-for-profit', words: { en: 'Private for-profit', es: 'Privado con fines de lucro' } },
] as const satisfies readonly FixedValue[];

/** IPEDS level of institution (ICLEVEL), which the school's SECTOR carries (1–3, 4–6, 7–9). */
export const SCHOOL_LEVELS = [
  {
    value: 'four-year',
    words: { en: 'Four-year school or above', es: 'Escuela de cuatro años o más' },
  },
  { value: 'two-year', words: { en: 'Two-year school', es: 'Escuela de dos años' } },
  {
    value: 'less-than-two-year',
    words: { en: 'Less-than-two-year school', es: 'Escuela de menos de dos años' },
  },
] as const satisfies readonly FixedValue[];

/** The Source group's one option (filterBySource=Y). */
export const WIOA_ONLY = { en: 'WIOA-eligible programs only', es: 'Solo programas elegibles para WIOA' };

/** Delivery formats (decision 0070); a program may have several. */
export const FORMATS = [
  { value: 'In-person', words: { en: 'In-person', es: 'Presencial' } },
  { value: 'Online', words: { en: 'Online', es: 'En línea' } },
  { value: 'Hybrid', words: { en: 'Hybrid', es: 'Híbrido' } },
] as const satisfies readonly FixedValue[];

export const programDimensions = [
  {
    id: 'programLength',
    operation: 'programs',
    binding: { field: 'programLength', in: 'path', list: 'ProgramLengthCountList' },
    legend: { en: 'Program length', es: 'Duración del programa' },
    choose: 'any',
    values: { from: 'data', catalogue: 'award' },
    notReported: false,
    filterable: false,
    chip: 'value',
    fromItem: (item: ItemView) => [String(item.AwLevelCode)],
  },
  {
    id: 'maxCost',
    operation: 'programs',
    binding: { field: 'maxCost', in: 'query', list: 'CostCountList' },
    legend: { en: 'Maximum cost', es: 'Costo máximo' },
    choose: 'atMost',
    values: {
      from: 'steps',
      steps: [1000, 2500, 5000, 10000, 20000],
      unit: 'dollars',
      limit: 10_000_000,
      atMost: { en: '{money} or less', es: '{money} o menos' },
    },
    notReported: true,
    filterable: false,
    chip: 'legend',
    about:
      'Maximum total required cost in US dollars (tuition and fees plus books and supplies), e.g. `5000`. Add `none` (comma-separated) to keep programs whose source reports no cost; `none` alone gives only those.',
    sort: {
      column: 'Cost',
      asc: { en: 'Lowest cost first', es: 'Menor costo primero' },
      desc: { en: 'Highest cost first', es: 'Mayor costo primero' },
    },
    // Until issue 21 wires the comparable figures (decision 0177) cost and length read the state lists' own only.
    fromItem: (item: ItemView) => number(item.DataSource === 'ETPL' ? item.CostTotal : undefined),
  },
  {
    id: 'maxWeeks',
    operation: 'programs',
    binding: { field: 'maxWeeks', in: 'query', list: 'WeeksCountList' },
    legend: { en: 'Maximum length', es: 'Duración máxima' },
    choose: 'atMost',
    values: {
      from: 'steps',
      steps: [4, 8, 12, 26, 52],
      unit: 'weeks',
      limit: 1000,
      atMost: {
        en: { one: '{count} week or less', other: '{count} weeks or less' },
        es: { one: '{count} semana o menos', other: '{count} semanas o menos' },
      },
    },
    notReported: true,
    filterable: false,
    chip: 'legend',
    about:
      'Maximum length in weeks, e.g. `26`. Add `none` to keep programs whose source reports no length in weeks.',
    sort: {
      column: 'Length',
      asc: { en: 'Shortest first', es: 'Más cortos primero' },
      desc: { en: 'Longest first', es: 'Más largos primero' },
    },
    fromItem: (item: ItemView) => number(item.DataSource === 'ETPL' ? item.LengthWeeks : undefined),
  },
  {
    id: 'school',
    operation: 'programs',
    binding: { field: 'school', in: 'path', list: 'SchoolCountList' },
    legend: { en: 'School', es: 'Escuela' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
    fromItem: (item: ItemView) => [String(item.SchoolIDUnique)],
  },
  {
    id: 'programName',
    operation: 'programs',
    binding: { field: 'programName', in: 'path', list: 'ProgramCountList' },
    legend: { en: 'Program', es: 'Programa' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
    fromItem: (item: ItemView) => (item.CipCode ? [item.CipCode] : []),
  },
  {
    id: 'programFormat',
    operation: 'programs',
    binding: { field: 'programFormat', in: 'path', list: 'FormatCountList' },
    legend: { en: 'Format', es: 'Formato' },
    choose: 'any',
    values: { from: 'fixed', options: FORMATS },
    notReported: true,
    filterable: false,
    chip: 'value',
    fromItem: (item: ItemView) => (item.Format.length > 0 ? item.Format : [NOT_REPORTED]),
  },
  {
    id: 'sector',
    operation: 'programs',
    binding: { field: 'sector', in: 'query', list: 'SectorCountList' },
    legend: { en: 'School sector', es: 'Sector de la escuela' },
    choose: 'any',
    values: { from: 'fixed', options: SECTORS },
    notReported: true,
    filterable: false,
    chip: 'legend',
    about: 'School sector: `public`, `private-nonprofit`, `private-for-profit` and/or `none` (not reported).',
    fromItem: (item: ItemView) => [
      SECTORS.find((s) => s.words.en === item.SchoolControl)?.value ?? NOT_REPORTED,
    ],
  },
  {
    id: 'schoolLevel',
    operation: 'programs',
    binding: { field: 'schoolLevel', in: 'query', list: 'SchoolLevelCountList' },
    legend: { en: 'School level', es: 'Nivel de la escuela' },
    choose: 'any',
    values: { from: 'fixed', options: SCHOOL_LEVELS },
    notReported: true,
    filterable: false,
    chip: 'legend',
    about:
      'Level of the school (IPEDS ICLEVEL): `four-year` (four-year or above), `two-year`, `less-than-two-year` and/or `none` (not reported), comma-separated.',
    fromItem: (item: ItemView) => [levelOfSector(item.SchoolSector)],
  },
  yesNoFact(
    'pell',
    'PellCountList',
    { en: 'Pell Grant eligible', es: 'Elegible para la Beca Pell' },
    'Pell Grant eligibility: `yes`, `no` and/or `none` (not reported), comma-separated.',
    (item) => item.PellEligible,
  ),
  yesNoFact(
    'childcare',
    'ChildcareCountList',
    { en: 'On-site childcare', es: 'Cuidado infantil en el lugar' },
    'On-site childcare: `yes`, `no` and/or `none` (not reported).',
    (item) => item.OnsiteChildcare,
  ),
  yesNoFact(
    'flexibleHours',
    'FlexibleHoursCountList',
    { en: 'Flexible hours', es: 'Horario flexible' },
    'Flexible hours: `yes`, `no` and/or `none` (not reported).',
    (item) => item.FlexibleHours,
  ),
  yesNoFact(
    'publicTransit',
    'PublicTransitCountList',
    { en: 'Near public transit', es: 'Cerca del transporte público' },
    'Reachable by public transit: `yes`, `no` and/or `none` (not reported).',
    (item) => item.PublicTransit,
  ),
  {
    id: 'occupation',
    operation: 'programs',
    binding: { field: 'occupation', in: 'path', list: 'OccupationCountList' },
    legend: { en: 'Occupation', es: 'Ocupación' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'area',
    operation: 'programs',
    binding: { field: 'area', in: 'path', list: 'AreaCountList' },
    legend: { en: 'Area', es: 'Área' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'filterBySource',
    operation: 'programs',
    binding: { field: 'filterBySource', in: 'path', list: 'EtpCount' },
    legend: { en: 'Source', es: 'Fuente' },
    choose: 'flag',
    values: { from: 'flag', value: 'Y', words: WIOA_ONLY },
    notReported: false,
    filterable: false,
    chip: 'value',
    fromItem: (item: ItemView) => (item.DataSource === 'ETPL' ? ['Y'] : []),
  },
] as const satisfies readonly Dimension[];

/** The school level an IPEDS sector label says ("Public, 2-year" → two-year); `none` when it says none. */
export function levelOfSector(sector: string | undefined): string {
  if (!sector) return NOT_REPORTED;
  if (/less-than 2-year/i.test(sector)) return 'less-than-two-year';
  if (/\b2-year/.test(sector)) return 'two-year';
  if (/4-year/.test(sector)) return 'four-year';
  return NOT_REPORTED;
}

export type ProgramDimension = (typeof programDimensions)[number];

/** The sorts the dimensions declare ("Cost", "Length"), after docs/service.md's four. */
export const dimensionSorts = (programDimensions as readonly Dimension[]).flatMap((d) =>
  d.sort ? [d.sort] : [],
);
export type ProgramDimensionId = ProgramDimension['id'];
/** The dimensions carried in the query string (the path's are docs/service.md's segments). */
export type ProgramQueryDimension = Extract<ProgramDimension, { binding: { in: 'query' } }>;
type BasisField<D> = D extends { basis: { field: infer F } } ? F : never;
/** The added query parameters: each query dimension's, and the basis parameter of one that has bases. */
export type ProgramFilterParam =
  ProgramQueryDimension['binding']['field'] | BasisField<ProgramQueryDimension>;
export type ProgramQueryList = ProgramQueryDimension['binding']['list'];

export const programQueryDimensions = programDimensions.filter(
  (d): d is ProgramQueryDimension => d.binding.in === 'query',
);

export function programDimension(id: ProgramDimensionId): ProgramDimension {
  const d = programDimensions.find((x) => x.id === id);
  if (!d) throw new Error(`no dimension ${id}`);
  return d;
}

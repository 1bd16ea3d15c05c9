// The dimensions of the program search (v2), in the order the web app shows them: docs/service.md's path segments
// (their field names and segments never change) and the query parameters added since (decisions 0070, 0160).
// Adding one: a declaration here, its engine half (server/engine/dimensions/), and its tests — decision 0160 says how.
import { NOT_REPORTED, type Dimension, type FixedValue, type ItemView, type Words } from './dimension';
import {
  comparableCost,
  comparableWeeks,
  formatValues,
  PAY_BANDS,
  payValue,
  SCHOOL_ONLINE_FORMAT,
} from './fact-values';
import { programBindings, type ProgramBindingId } from './program-bindings';

/** Beside a filter whose facts only the state lists report (decision 0179). */
export const LIST_ONLY_NOTE: Words = {
  en: 'Only state lists of WIOA-eligible programs report this; other programs are under “Not reported”.',
  es: 'Solo lo informan las listas estatales de programas elegibles para WIOA; los demás programas están en “No informado”.',
};

/** Yes and no, as a source reports a fact (the absent value is "Not reported"). */
export const YES_NO = [
  { value: 'yes', words: { en: 'Yes', es: 'Sí' } },
  { value: 'no', words: { en: 'No', es: 'No' } },
] as const satisfies readonly FixedValue[];

/** A yes/no item field (absent: not reported) as the request writes it. */
const yesNo = (v: 'Yes' | 'No' | undefined): string[] => [v === undefined ? NOT_REPORTED : v.toLowerCase()];
const number = (v: number | undefined): string[] => [v === undefined ? NOT_REPORTED : String(v)];
const orUndefined = (v: number): number | undefined => (Number.isNaN(v) ? undefined : v);

/** A fact only some sources report (ETPL rows): Pell eligibility and three services. */
function yesNoFact<I extends 'pell' | 'childcare' | 'flexibleHours' | 'publicTransit'>(
  id: I,
  legend: Dimension['legend'],
  field: (item: ItemView) => 'Yes' | 'No' | undefined,
) {
  return {
    id,
    operation: 'programs',
    binding: programBindings[id],
    legend,
    choose: 'any',
    values: { from: 'fixed', options: YES_NO },
    notReported: true,
    filterable: false,
    chip: 'legend',
    note: LIST_ONLY_NOTE,
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
  {
    value: SCHOOL_ONLINE_FORMAT,
    words: {
      en: 'School offers programs fully online',
      es: 'La escuela ofrece programas totalmente en línea',
    },
  },
] as const satisfies readonly FixedValue[];

/** Pay bands (PAY_BANDS), as the count list and the filter read. */
export const PAY_OPTIONS = [
  { value: PAY_BANDS[0].value, words: { en: 'Under $30,000', es: 'Menos de $30,000' } },
  { value: PAY_BANDS[1].value, words: { en: '$30,000 to $39,999', es: '$30,000 a $39,999' } },
  { value: PAY_BANDS[2].value, words: { en: '$40,000 to $49,999', es: '$40,000 a $49,999' } },
  { value: PAY_BANDS[3].value, words: { en: '$50,000 to $64,999', es: '$50,000 a $64,999' } },
  { value: PAY_BANDS[4].value, words: { en: '$65,000 to $79,999', es: '$65,000 a $79,999' } },
  { value: PAY_BANDS[5].value, words: { en: '$80,000 to $99,999', es: '$80,000 a $99,999' } },
  { value: PAY_BANDS[6].value, words: { en: '$100,000 or more', es: '$100,000 o más' } },
] as const satisfies readonly FixedValue[];

export const programDimensions = [
  {
    id: 'programLength',
    operation: 'programs',
    binding: programBindings.programLength,
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
    binding: programBindings.maxCost,
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
    note: {
      en: 'The whole program’s cost. Where a college gives only a year’s tuition and fees, that year times the usual full-time length of the award level (an estimate).',
      es: 'El costo de todo el programa. Cuando la institución solo informa la matrícula y las cuotas de un año, ese año por la duración habitual a tiempo completo del nivel de credencial (una estimación).',
    },
    sort: {
      column: 'Cost',
      asc: { en: 'Lowest cost first', es: 'Menor costo primero' },
      desc: { en: 'Highest cost first', es: 'Mayor costo primero' },
    },
    fromItem: (item: ItemView) => number(orUndefined(comparableCost(item))),
  },
  {
    id: 'maxWeeks',
    operation: 'programs',
    binding: programBindings.maxWeeks,
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
    note: {
      en: 'A program’s own length where its source gives one; else its award level’s usual full-time length, counted at the long end of the range (“usually 1–2 years” is up to 104 weeks).',
      es: 'La duración propia del programa cuando su fuente la da; si no, la duración habitual a tiempo completo de su nivel de credencial, contada por el extremo largo del rango (“normalmente 1–2 años” es hasta 104 semanas).',
    },
    sort: {
      column: 'Length',
      asc: { en: 'Shortest first', es: 'Más cortos primero' },
      desc: { en: 'Longest first', es: 'Más largos primero' },
    },
    fromItem: (item: ItemView) => number(orUndefined(comparableWeeks(item))),
  },
  {
    id: 'pay',
    operation: 'programs',
    binding: programBindings.pay,
    legend: { en: 'Pay of the work it leads to', es: 'Salario del trabajo al que conduce' },
    choose: 'any',
    values: { from: 'fixed', options: PAY_OPTIONS },
    notReported: true,
    filterable: false,
    chip: 'legend',
    note: {
      en: 'National median yearly pay (BLS, May 2024) of the lowest-paid occupation the program leads to: figures for the occupation across the United States, not what its graduates earn.',
      es: 'Salario anual medio nacional (BLS, mayo de 2024) de la ocupación peor pagada a la que conduce el programa: cifras de la ocupación en todo Estados Unidos, no lo que ganan sus egresados.',
    },
    sort: {
      column: 'Pay',
      asc: { en: 'Lowest pay first', es: 'Menor salario primero' },
      desc: { en: 'Highest pay first', es: 'Mayor salario primero' },
    },
    fromItem: (item: ItemView) => [payValue(item)],
  },
  {
    id: 'school',
    operation: 'programs',
    binding: programBindings.school,
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
    binding: programBindings.programName,
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
    binding: programBindings.programFormat,
    legend: { en: 'Format', es: 'Formato' },
    choose: 'any',
    values: { from: 'fixed', options: FORMATS },
    notReported: true,
    filterable: false,
    chip: 'value',
    note: {
      en: 'In-person, Online and Hybrid: only state lists of WIOA-eligible programs say how a program is taught. “School offers programs fully online” is about the school (IPEDS), not this program.',
      es: 'Presencial, En línea e Híbrido: solo las listas estatales de programas elegibles para WIOA dicen cómo se imparte un programa. “La escuela ofrece programas totalmente en línea” se refiere a la escuela (IPEDS), no a este programa.',
    },
    fromItem: (item: ItemView) => formatValues(item),
  },
  {
    id: 'sector',
    operation: 'programs',
    binding: programBindings.sector,
    legend: { en: 'School sector', es: 'Sector de la escuela' },
    choose: 'any',
    values: { from: 'fixed', options: SECTORS },
    notReported: true,
    filterable: false,
    chip: 'legend',
    fromItem: (item: ItemView) => [
      SECTORS.find((s) => s.words.en === item.SchoolControl)?.value ?? NOT_REPORTED,
    ],
  },
  {
    id: 'schoolLevel',
    operation: 'programs',
    binding: programBindings.schoolLevel,
    legend: { en: 'School level', es: 'Nivel de la escuela' },
    choose: 'any',
    values: { from: 'fixed', options: SCHOOL_LEVELS },
    notReported: true,
    filterable: false,
    chip: 'legend',
    fromItem: (item: ItemView) => [levelOfSector(item.SchoolSector)],
  },
  yesNoFact(
    'pell',
    { en: 'Pell Grant eligible', es: 'Elegible para la Beca Pell' },
    (item) => item.PellEligible,
  ),
  yesNoFact(
    'childcare',
    { en: 'On-site childcare', es: 'Cuidado infantil en el lugar' },
    (item) => item.OnsiteChildcare,
  ),
  yesNoFact('flexibleHours', { en: 'Flexible hours', es: 'Horario flexible' }, (item) => item.FlexibleHours),
  yesNoFact(
    'publicTransit',
    { en: 'Near public transit', es: 'Cerca del transporte público' },
    (item) => item.PublicTransit,
  ),
  {
    id: 'occupation',
    operation: 'programs',
    binding: programBindings.occupation,
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
    binding: programBindings.area,
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
    binding: programBindings.filterBySource,
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
/** B is one of A (a compile-time check). */
type Includes<A, B extends A> = B;
/** Every declaration has its binding in program-bindings.ts and every binding its declaration (else no compile). */
type _BindingsMatch = [
  Includes<ProgramDimensionId, ProgramBindingId>,
  Includes<ProgramBindingId, ProgramDimensionId>,
];
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

// The queries on which two engines must give the same answers (bench/answers/compare-answers.ts): the engine
// bench's set, every judged relevance query (main and held-out sets, as v2 and as the v1 keyword search), and
// systematic mixes of sorts and pages, filters and places, v1 segments, bad input, details and suggestions. Built
// from lists, not from any engine's answers, so it can be run against any two checkouts.
import {
  defaultInstitutionsKeywordSearch,
  type InstitutionsKeywordRequest,
} from '../../contract/institutions/keyword-institutions';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../contract/requests';
import { addedQueries, benchQueries, schoolNameKeywords, type BenchQuery } from '../engine/engine-queries';
import { holdoutQueries } from '../relevance/holdout-queries';
import { jobseekerAll } from '../relevance/jobseeker-queries';
import { judgedQueries } from '../relevance/queries';

const v2 = (cls: string, over: Partial<ProgramsRequest>): BenchQuery => ({
  cls,
  op: 'v2',
  req: { ...defaultProgramsSearch, userId: 'answers', ...over },
});
const v1 = (cls: string, over: Partial<InstitutionsRequest>): BenchQuery => ({
  cls,
  op: 'v1',
  req: { ...defaultInstitutionsSearch, userId: 'answers', ...over },
});
const v1k = (cls: string, over: Partial<InstitutionsKeywordRequest>): BenchQuery => ({
  cls,
  op: 'v1',
  req: { ...defaultInstitutionsKeywordSearch, userId: 'answers', ...over } as never,
});

const placeOf = (location: string, radius: number) => ({
  location: location === '0' ? '' : location,
  radius: radius > 0 ? String(radius) : '',
});

const SORTS = ['Program', 'Provider', 'DegreeCredential', 'Location', 'Cost', 'Length'];
const KEYWORDS = [
  'nursing',
  'business',
  'welding',
  'teacher education',
  'cosmetology',
  '',
  'truck driving',
  'medical assistant',
  '51',
  '29-1141',
  'HVAC',
  'dental',
];
const PLACES: Array<{ location: string; radius: string }> = [
  { location: '', radius: '' },
  { location: 'TX', radius: '' },
  { location: 'Lubbock, TX', radius: '100' },
  { location: '10001', radius: '25' },
  { location: 'Chicago, IL', radius: '0' },
];
/** One filter or two at a time: every added filter, each path segment, "Not reported", values between steps. */
const FILTERS: Array<Partial<ProgramsRequest>> = [
  {},
  { programLength: ['3'] },
  { programLength: ['20', '21', '2'] },
  { programFormat: ['Online'] },
  { programFormat: ['none'] },
  { programFormat: ['In-person', 'Hybrid'] },
  { filterBySource: 'Y' },
  { programName: ['51.3801', '52.0201'] },
  { occupation: ['29-1141'] },
  { area: ['Harris County, TX', 'Lubbock County, TX'] },
  { school: ['228769', '10000001', '999999999'] },
  { sector: ['public'] },
  { sector: ['private-for-profit', 'none'] },
  { pell: ['yes'] },
  { childcare: ['yes', 'none'] },
  { flexibleHours: ['no'] },
  { publicTransit: ['yes'] },
  { maxCost: ['5000'] },
  { maxCost: ['3000', 'none'] },
  { maxWeeks: ['12'] },
  { maxWeeks: ['30', 'none'] },
  { programLength: ['3', '5'], programFormat: ['In-person', 'none'] },
  { sector: ['public'], pell: ['yes', 'none'] },
  { maxCost: ['10000'], filterBySource: 'Y' },
  { programLength: ['20'], area: ['Harris County, TX'] },
  { sector: ['private-nonprofit'], programFormat: ['none'], programLength: ['5'] },
];

function judged(): BenchQuery[] {
  return [...judgedQueries, ...holdoutQueries, ...jobseekerAll].flatMap((q) => [
    v2('judged (v2)', { keyword: q.keyword, ...placeOf(q.location, q.radius) }),
    v1k('judged (v1 keyword search)', { keyword: q.keyword, ...placeOf(q.location, q.radius) }),
  ]);
}

/**
 * Keywords that hold words naming a filter (decision 0181): alone they browse everything with the filter offered
 * (the `all` match carrying a query), beside other words they are left out of the search; with places, filters,
 * sorts and deep pages.
 */
function filterWords(): BenchQuery[] {
  const out: BenchQuery[] = [];
  const keywords = [
    'online',
    'cheap',
    'free',
    'weekend classes',
    'online cheap',
    'short',
    '10 weeks',
    'en línea',
  ];
  const mixed = [
    'cheap welding',
    'online nursing classes',
    'free cna training',
    'evening phlebotomy',
    'pell cdl',
  ];
  keywords.forEach((keyword, k) => {
    const place = PLACES[k % PLACES.length] ?? { location: '', radius: '' };
    out.push(v2('filter words', { keyword }));
    out.push(v2('filter words', { keyword, ...place }));
    out.push(v2('filter words', { keyword, ...place, programFormat: ['Online'], startRecord: 20 }));
    out.push(v2('filter words', { keyword, sortColumns: SORTS[k % SORTS.length], startRecord: 3000 }));
  });
  mixed.forEach((keyword, k) => {
    out.push(v2('filter words', { keyword }));
    out.push(v2('filter words', { keyword, ...(PLACES[1 + (k % (PLACES.length - 1))] ?? {}) }));
  });
  return out;
}

function sortsAndPages(): BenchQuery[] {
  const out: BenchQuery[] = [];
  KEYWORDS.forEach((keyword, k) => {
    const place = PLACES[k % PLACES.length] ?? { location: '', radius: '' };
    for (const sortColumns of SORTS)
      for (const sortDirection of ['ASC', 'DESC'])
        for (const [startRecord, limitRecord] of [
          [0, 10],
          [40, 20],
          [3000, 100],
        ] as const)
          out.push(
            v2('sorts and pages', {
              keyword,
              ...place,
              sortColumns,
              sortDirection,
              startRecord,
              limitRecord,
            }),
          );
    // Relevance order, deep.
    for (const startRecord of [0, 25, 500, 20000])
      out.push(v2('relevance pages', { keyword, ...place, startRecord, limitRecord: 25 }));
  });
  return out;
}

function filtersAndPlaces(): BenchQuery[] {
  const out: BenchQuery[] = [];
  const keywords = ['nursing', 'welding', '', 'business', 'truck driving', '51.3801'];
  keywords.forEach((keyword, k) => {
    FILTERS.forEach((f, j) => {
      // Every filter nationwide, and each keyword × filter at one place (rotating), so all places meet all filters.
      out.push(v2('filters', { keyword, ...f }));
      const place = PLACES[1 + ((j + k) % (PLACES.length - 1))] ?? { location: '', radius: '' };
      out.push(v2('filters near a place', { keyword, ...place, ...f }));
    });
  });
  // Searches that find nothing, so their no-result hints are compared too.
  for (const over of [
    { keyword: 'welding', location: 'Lubbock, TX', radius: '5', pell: ['yes'], maxWeeks: ['1'] },
    { keyword: 'astrophysics', location: 'Lubbock, TX', radius: '10' },
    { keyword: 'zzyzx' },
    { keyword: 'nursing', location: 'WY', programFormat: ['Online'], filterBySource: 'Y' },
    { keyword: '', location: '79401', radius: '1', sector: ['private-for-profit'], programLength: ['17'] },
    { keyword: 'nursng', location: 'Austin, TX', radius: '10', programLength: ['19'] },
  ])
    out.push(v2('no results', over));
  return out;
}

/**
 * Keywords naming schools, alone or beside program words (the schools whose name holds a word have their programs
 * tiered on their own): broad ones that name a thousand schools, multi-word ones where the school names only some of
 * the words, and partial matches; with places, filters, sorts and deep pages.
 */
function schoolNames(): BenchQuery[] {
  const out: BenchQuery[] = [];
  const keywords = [
    ...schoolNameKeywords,
    'technical college welding',
    'lubbock christian',
    'austin community college',
    'university zzyzx',
  ];
  keywords.forEach((keyword, k) => {
    const place = PLACES[k % PLACES.length] ?? { location: '', radius: '' };
    const filter = FILTERS[(k * 7) % FILTERS.length] ?? {};
    out.push(v2('school names', { keyword }));
    out.push(v2('school names', { keyword, startRecord: 40 + k * 97, limitRecord: 25 }));
    out.push(v2('school names', { keyword, ...place }));
    out.push(v2('school names', { keyword, ...place, ...filter }));
    out.push(v2('school names', { keyword, ...filter, startRecord: 500 }));
    out.push(v2('school names', { keyword, sortColumns: SORTS[k % SORTS.length], startRecord: 20 }));
    out.push(v1k('school names (v1 keyword search)', { keyword, ...place }));
  });
  return out;
}

function institutions(): BenchQuery[] {
  const out: BenchQuery[] = [];
  const texts: Array<Partial<InstitutionsRequest>> = [
    {},
    { occupation: ['welding'] },
    { occupation: ['29-1141'] },
    { programName: ['nursing'] },
    { programName: ['51.3801', 'cosmetology'] },
    { occupation: ['truck driver'], programName: ['49.0205'] },
    { occupation: ['nursng'] },
  ];
  const wheres: Array<Partial<InstitutionsRequest>> = [
    {},
    { location: 'TX' },
    { location: 'Houston, TX', radius: '50' },
    { state: ['TX', 'OK'] },
    { state: ['Houston, TX', 'CA'] },
    { region: ['6'] },
    { region: ['5', '8'], programLength: ['3'] },
    { programLength: ['20', '21'] },
  ];
  const sorts = [
    ['', ''],
    ['School', 'ASC'],
    ['City', 'DESC'],
    ['Distance', 'ASC'],
  ];
  texts.forEach((t, i) =>
    wheres.forEach((w, j) => {
      const [sortColumns = '', sortDirections = ''] = sorts[(i + j) % sorts.length] ?? [];
      out.push(v1('v1 institutions', { ...t, ...w, sortColumns, sortDirections }));
      out.push(v1('v1 institutions, page 2', { ...t, ...w, startRecord: 10, limitRecord: 50 }));
    }),
  );
  for (const keyword of ['welding', '47-2111.00', 'nursing', 'medcal asistant', 'Statisticians', ''])
    for (const over of [
      {},
      { location: '79401', radius: '50' },
      { region: ['Southwest'] },
      { state: ['TX'], programLength: ['3'] },
      { location: 'TX', limitRecord: 500, sortColumns: 'Distance' },
    ])
      out.push(v1k('v1 keyword search', { keyword, ...over }));
  return out;
}

function badInput(): BenchQuery[] {
  return [
    v2('bad input', { keyword: 'welding', location: 'Springfield' }),
    v2('bad input', { keyword: 'welding', location: 'Lubock, TX', radius: '25' }),
    v2('bad input', { keyword: 'welding', location: '00000' }),
    v2('bad input', { keyword: 'welding', radius: '900', location: 'TX' }),
    v2('bad input', { keyword: 'welding', maxCost: ['cheap'] }),
    v2('bad input', { keyword: 'welding', pell: ['maybe'] }),
    v2('bad input', { keyword: 'welding', sector: ['state'] }),
    v2('bad input', { keyword: 'welding', sortColumns: 'Price' }),
    v2('bad input', { keyword: 'welding', sortDirection: 'UP' }),
    v2('bad input', { keyword: 'welding', filterBySource: 'X' }),
    v2('bad input', { keyword: 'welding', limitRecord: 501 }),
    v2('bad input', { keyword: 'x'.repeat(300) }),
    v2('bad input', { keyword: 'welding', programLength: Array.from({ length: 30 }, (_, i) => String(i)) }),
    v1('bad input', { location: 'Springfield' }),
    v1('bad input', { sortColumns: 'Size' }),
    v1k('bad input', { keyword: 'welding', region: ['Atlantis'] }),
  ];
}

function detailsAndSuggest(): BenchQuery[] {
  const out: BenchQuery[] = [];
  for (const [detailId, location] of [
    ['48000010865', 'Lubbock, TX'],
    ['48000010865', ''],
    ['22815848050821', ''],
    ['48000030906', '79401'],
    ['1', ''],
    ['100000000048000010865', ''],
  ] as const)
    out.push({ cls: 'details', op: 'details', req: { userId: 'answers', detailId, location } });
  for (const [field, text] of [
    ['keyword', 'we'],
    ['keyword', 'nursin'],
    ['keyword', 'enfermer'],
    ['keyword', '51.38'],
    ['location', 'lub'],
    ['location', 'san an'],
    ['location', '7940'],
  ] as const)
    out.push({ cls: 'suggest', op: 'suggest', req: { userId: 'answers', field, text, limit: 10 } });
  return out;
}

/** Every query, in a fixed order. */
export function answerQueries(): BenchQuery[] {
  return [
    ...benchQueries,
    ...addedQueries,
    ...judged(),
    ...filterWords(),
    ...sortsAndPages(),
    ...filtersAndPlaces(),
    ...schoolNames(),
    ...institutions(),
    ...badInput(),
    ...detailsAndSuggest(),
  ];
}

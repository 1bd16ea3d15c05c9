// Searches a starting engine runs on itself before its first users, so that V8 has compiled its ways of searching
// (decision 0276). Each way's functions are compiled only after they have run several times, and a long loop first
// compiled in the middle of a call is left again at the first line no search had reached yet: a way of searching
// few searches take ran several times slower for its first five or so searches (7–18 ms instead of 1 at 10×, the
// school-filter-only search). A replaced worker's first users paid for that; now these searches do, at start.
//
// The searches are made from the data, not from a list of words: its most common program and school-name words, its
// largest school's place, and each filter's largest value in the answer of a search of everything — so that every
// way is taken (named schools, several words, a misspelling, part of the words, codes, a place and a radius, each
// filter alone and with a keyword, each sort, a deep page, the v1 institution search).
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../contract/requests';
import { programBindings } from '../../contract/dimensions/program-bindings';
import type { EngineState } from './engine-state';
import { INSTITUTION_SORTS } from './institutions/institutions';
import { unkept } from './programs/keyword-matches';
import { PROGRAM_SORTS } from './programs/page/fact-sorts';
import { addWarmMs } from './warm-time';
import type { InstitutionList } from '../../contract/institutions/institutions';
import type { ProgramList } from '../../contract/programs/programs';
import type { CountItem } from '../../contract/programs/facets';

/** The local engine's two searches, answered at once (not the gateway's, which may wait). */
export interface LocalSearch {
  searchPrograms: (req: ProgramsRequest) => ProgramList;
  searchInstitutions: (req: InstitutionsRequest) => InstitutionList;
}

/** How many times each search runs: enough for a function reached once per search to be compiled whole. */
export const WARM_ROUNDS = 3;

const USER = 'warm-up';

/** Words of at least five letters, lower-cased, in order. */
const longWords = (text: string) => (text.toLowerCase().match(/[a-z]{5,}/g) ?? []) as string[];

/** The words naming the most schools, most first. */
function schoolNameWords(s: EngineState, count: number): string[] {
  const schools = new Map<string, number>();
  for (const name of s.d.instName) {
    for (const w of new Set(longWords(name))) schools.set(w, (schools.get(w) ?? 0) + 1);
  }
  return [...schools]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([w]) => w);
}

/** The school with the most programs: its place is where the located searches look. */
function largestSchool(s: EngineState): number {
  const { start } = s.ps.byInst;
  let best = 0;
  for (let i = 1; i < s.d.instCount; i++) {
    if ((start[i + 1] ?? 0) - (start[i] ?? 0) > (start[best + 1] ?? 0) - (start[best] ?? 0)) best = i;
  }
  return best;
}

/** The searches a starting engine runs (each WARM_ROUNDS times), made from its data and a search of everything. */
export function warmRequests(
  s: EngineState,
  engine: Pick<LocalSearch, 'searchPrograms'>,
): { programs: ProgramsRequest[]; institutions: InstitutionsRequest[] } {
  if (s.d.progCount === 0 || s.d.instCount === 0) return { programs: [], institutions: [] };
  const v2 = (over: Partial<ProgramsRequest>): ProgramsRequest => ({
    ...defaultProgramsSearch,
    userId: USER,
    ...over,
  });
  const v1 = (over: Partial<InstitutionsRequest>): InstitutionsRequest => ({
    ...defaultInstitutionsSearch,
    userId: USER,
    ...over,
  });
  const everything = engine.searchPrograms(v2({})) as unknown as Record<string, unknown>;
  const facet = (list: string): CountItem[] => {
    const items = everything[list];
    return Array.isArray(items) ? (items as CountItem[]) : [];
  };
  const programs = facet('ProgramCountList');
  const programWords = [...new Set(programs.slice(0, 6).flatMap((f) => longWords(f.Item ?? '')))];
  const [word = 'program', second = word, third = second] = programWords;
  const [named = word, namedToo = named] = schoolNameWords(s, 2);
  const i = largestSchool(s);
  const state = s.d.instStateAbbr[i] ?? '';
  const zip = (s.d.instZip[i] ?? '').slice(0, 5);
  const city = s.d.instCity[i] && state ? `${s.d.instCity[i]}, ${state}` : state;
  const region = s.d.instRegionCode[i] ?? '';
  const cip = programs[0]?.Value ?? '';
  const soc = facet('OccupationCountList')[0]?.Value ?? '';
  const total = Number(everything.RecordCount ?? 0);
  const inState = state ? engine.searchPrograms(v2({ location: state })).RecordCount : 0;
  const keywords = [
    word,
    `${word} ${second}`,
    named,
    `${namedToo} ${named}`,
    `${named} ${word}`,
    `${word} ${second} ${third} ${named} ${namedToo}`,
    // a misspelling, and words only some of which are found
    word.slice(0, 2) + word.slice(3),
    `${word} qzxv`,
    cip,
    cip.slice(0, 2),
    soc,
  ].filter((k) => k !== '');
  const located = zip ? { location: zip, radius: '50' } : { location: state };
  const requests: ProgramsRequest[] = [
    ...keywords.map((keyword) => v2({ keyword })),
    v2({ location: state }),
    v2({ keyword: word, location: state }),
    v2({ keyword: word, location: zip, radius: '25' }),
    v2({ keyword: word, location: zip, radius: '0' }),
    v2({ keyword: second, location: city, radius: '50' }),
    ...PROGRAM_SORTS.flatMap((sortColumns) =>
      ['ASC', 'DESC'].map((sortDirection) => v2({ keyword: word, ...located, sortColumns, sortDirection })),
    ),
    // deep pages
    v2({
      keyword: word,
      sortColumns: 'Provider',
      sortDirection: 'DESC',
      startRecord: 2000,
      limitRecord: 100,
    }),
    v2({ location: state, startRecord: Math.floor(inState / 2), limitRecord: 20 }),
    v2({ startRecord: Math.floor(total / 3), limitRecord: 50 }),
  ];
  // Each filter alone (a school-level one is counted by what it leaves out), with "not reported" beside its largest
  // value; with a keyword; and with a keyword and a place (often nothing: the facts only some states' lists report).
  for (const { field, list } of Object.values(programBindings)) {
    const value = facet(list)[0]?.Value;
    if (!value || field === 'filterBySource') continue;
    requests.push(v2({ [field]: [value, 'none'] }));
    requests.push(v2({ keyword: word, [field]: [value] }));
    requests.push(v2({ keyword: word, location: state, [field]: [value] }));
  }
  requests.push(v2({ filterBySource: 'Y', keyword: word }));
  const institutions: InstitutionsRequest[] = [
    v1({ location: state }),
    v1({ programName: [word], location: city, radius: '50' }),
    v1({ occupation: [soc || word], state: [state] }),
    ...INSTITUTION_SORTS.map((sortColumns) =>
      v1({ programName: [second], ...located, sortColumns, sortDirections: 'ASC' }),
    ),
    ...(region ? [v1({ programName: [word], region: [region] })] : []),
  ];
  return { programs: requests, institutions };
}

/**
 * The searches to run, as steps of one search each (its answer dropped, its failure ignored: warming only moves work
 * off the first requests). Empty when the data holds no program.
 */
export function warmSearches(s: EngineState, engine: LocalSearch): Array<() => void> {
  const { programs, institutions } = warmRequests(s, engine);
  const calls = [
    ...programs.map((req) => () => void engine.searchPrograms(req)),
    ...institutions.map((req) => () => void engine.searchInstitutions(req)),
  ];
  const steps: Array<() => void> = [];
  for (let r = 0; r < WARM_ROUNDS; r++) {
    for (const call of calls) {
      steps.push(() => {
        const start = performance.now();
        try {
          unkept(call);
        } catch {
          // A search warming up that fails (its deadline on a busy machine) is a real request's error later.
        } finally {
          addWarmMs(performance.now() - start);
        }
      });
    }
  }
  return steps;
}

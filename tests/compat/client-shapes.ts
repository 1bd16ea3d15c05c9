// The requests existing CareerOneStop clients send (shapes seen in public client code, and issue 13's table), and
// what each client needs back. Values are ours; the path shape, casing, headers and page sizes are the clients'.
import { expect } from 'vitest';
import type { InstitutionItem, InstitutionList } from '../../contract/institutions/institutions';
import type { ProgramItem, ProgramList } from '../../contract/programs/programs';
import { MAX_LIMIT } from '../../contract/requests';

interface Shape<L> {
  /** What kind of client sends it, and how. */
  client: string;
  /** The path after the base URL, with the caller's user id. */
  path: (userId: string) => string;
  /** Headers beyond Authorization (some clients send no Accept at all). */
  headers: Record<string, string>;
  /** The answer makes sense for what was asked. */
  check: (list: L, headers: Headers) => void;
}
export type V1Shape = Shape<InstitutionList> & { version: 'v1' };
export type V2Shape = Shape<ProgramList> & { version: 'v2' };

const json = { accept: 'application/json' };

/** Every school has a distance, none beyond the radius. */
function within(miles: number, items: Array<{ Distance: string }>): void {
  for (const item of items) {
    expect(item.Distance).not.toBe('');
    expect(Number(item.Distance)).toBeLessThanOrEqual(miles);
  }
}

/** The school offers programs named like `words`, or leading to the occupation `soc`. */
function offers(school: InstitutionItem, words: RegExp, soc?: string): boolean {
  return words.test(school.ProgramName) || school.Occupationslist.some((o) => o.Value === soc);
}

function everySchoolOffers(list: InstitutionList, words: RegExp, soc?: string): void {
  expect(list.SchoolPrograms.length).toBeGreaterThan(0);
  const odd = list.SchoolPrograms.filter((s) => !offers(s, words, soc)).map((s) => s.SchoolName);
  expect(odd, `schools offering nothing like ${String(words)}`).toEqual([]);
}

/** A client asking for "all" (1000, 6000 records) gets the first 500 and is told so. */
function clampedPage(list: InstitutionList, headers: Headers): void {
  expect(headers.get('x-limit-record-applied')).toBe(String(MAX_LIMIT));
  expect(list.SchoolPrograms).toHaveLength(Math.min(list.RecordCount, MAX_LIMIT));
}

export const v1Shapes: V1Shape[] = [
  {
    version: 'v1',
    client: 'issue table row 1 (Express app, O*NET code and ZIP)',
    path: (u) => `/v1/training/${u}/29-1141.00/95628/25/0/0/0/0/0/0/0/0/10`,
    headers: json,
    check: (list) => {
      everySchoolOffers(list, /nurs/i, '29-1141');
      within(25, list.SchoolPrograms);
      expect(list.SchoolPrograms.every((s) => s.StateAbbr === 'CA')).toBe(true);
      expect(list.RecordCount).toBeGreaterThanOrEqual(3);
    },
  },
  {
    version: 'v1',
    client: 'issue table row 2 (Python app, occupation title and ZIP, no Accept header)',
    path: (u) => `/v1/training/${u}/Statisticians/11101/25/0/0/0/0/0/0/0/0/10`,
    headers: {},
    check: (list) => {
      everySchoolOffers(list, /statist|mathemat|analytic|data science/i, '15-2041');
      within(25, list.SchoolPrograms);
      expect(list.SchoolPrograms.every((s) => ['NY', 'NJ', 'CT'].includes(s.StateAbbr))).toBe(true);
    },
  },
  {
    version: 'v1',
    client: 'issue table row 3 (React app, O*NET code in a state, 500 miles, 6000 records)',
    path: (u) => `/v1/training/${u}/47-2111.00/TX/500/0/0/0/0/0/0/0/0/6000`,
    headers: {},
    check: (list, headers) => {
      clampedPage(list, headers);
      everySchoolOffers(list, /electric/i, '47-2111');
      expect(list.SchoolPrograms.every((s) => s.StateAbbr === 'TX')).toBe(true);
    },
  },
  {
    version: 'v1',
    client: 'issue table row 4 (serverless proxy: /v1/Training/, Distance, lower-case asc)',
    path: (u) => `/v1/Training/${u}/welding/79401/50/0/0/0/0/0/Distance/asc/0/25`,
    headers: json,
    check: (list) => {
      everySchoolOffers(list, /weld/i, '51-4121');
      within(50, list.SchoolPrograms);
      const miles = list.SchoolPrograms.map((s) => Number(s.Distance));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    },
  },
  {
    version: 'v1',
    client: 'React app, O*NET code nationwide ("0"), 500 miles, 1000 records',
    path: (u) => `/v1/training/${u}/47-2111.00/0/500/0/0/0/0/0/0/0/0/1000`,
    headers: {},
    check: (list, headers) => {
      clampedPage(list, headers);
      everySchoolOffers(list, /electric/i, '47-2111');
      expect(new Set(list.SchoolPrograms.map((s) => s.StateAbbr)).size).toBeGreaterThan(10);
    },
  },
  {
    version: 'v1',
    client: 'Express app (superagent), keyword and ZIP, 150 miles, 3 records, misspelt Accepts header',
    path: (u) => `/v1/training/${u}/electrician/98101/150/0/0/0/0/0/0/0/0/3`,
    headers: { accepts: 'application/json', 'user-agent': 'request' },
    check: (list) => {
      expect(list.SchoolPrograms).toHaveLength(3);
      everySchoolOffers(list, /electric/i, '47-2111');
      within(150, list.SchoolPrograms);
    },
  },
  {
    version: 'v1',
    client: 'serverless function, encodeURIComponent(keyword), sortColumns 0 with direction asc',
    path: (u) => `/v1/Training/${u}/${encodeURIComponent('medical assistant')}/30301/25/0/0/0/0/0/0/asc/0/10`,
    headers: json,
    check: (list) => {
      everySchoolOffers(list, /medical|assist/i, '31-9092');
      within(25, list.SchoolPrograms);
    },
  },
  {
    version: 'v1',
    client: 'jQuery page, O*NET code and "City, ST" written raw into the path, 5 records',
    path: (u) => `/v1/training/${u}/49-3023.00/Austin, TX/50/0/0/0/0/0/0/0/0/5`,
    headers: json,
    check: (list) => {
      expect(list.SchoolPrograms).toHaveLength(5);
      everySchoolOffers(list, /automo|mechanic/i, '49-3023');
      within(50, list.SchoolPrograms);
    },
  },
];

function everyProgram(list: ProgramList, ok: (p: ProgramItem) => boolean, what: string): void {
  expect(list.SchoolPrograms.length).toBeGreaterThan(0);
  const odd = list.SchoolPrograms.filter((p) => !ok(p)).map((p) => `${p.SchoolName}: ${p.EtaProgramName}`);
  expect(odd, what).toEqual([]);
}

export const v2Shapes: V2Shape[] = [
  {
    version: 'v2',
    client: 'TypeScript API client, O*NET code and ZIP, every filter 0 (filterBySource 0)',
    path: (u) => `/v2/training/programs/${u}/53-3032.00/75201/25/0/0/0/0/0/0/0/0/0/0/10`,
    headers: json,
    check: (list) => {
      expect(list.SearchedOn).toMatchObject({ IsCode: true, FormattedCode: '53-3032', Type: 'Occupation' });
      everyProgram(list, (p) => p.OccupationsList.some((o) => /truck/i.test(o)), 'leads to truck driving');
      within(25, list.SchoolPrograms);
    },
  },
  {
    version: 'v2',
    client: 'TypeScript API client with program length and format filters, enableMetaData=true',
    path: (u) =>
      `/v2/training/programs/${u}/welding/${encodeURIComponent('Houston, TX')}/50/20/0/0/In-person/0/0/0/0/0/0/10?enableMetaData=true`,
    headers: json,
    check: (list) => {
      expect(list.Metadata?.DataSource.length).toBeGreaterThan(0);
      everyProgram(
        list,
        (p) => p.AwLevelCode === 20 && p.Format.includes('In-person'),
        'length 20, in person',
      );
      everyProgram(list, (p) => /weld/i.test(`${p.EtaProgramName} ${p.CipTitle}`), 'welding');
      within(50, list.SchoolPrograms);
    },
  },
  {
    version: 'v2',
    client: 'Python (FastAPI) app, quote(value, safe="") segments, second page',
    path: (u) =>
      `/v2/training/programs/${u}/medical%20assistant/Chicago%2C%20IL/25/0/0/0/0/0/0/0/0/0/10/10?enableMetaData=true`,
    headers: json,
    check: (list) => {
      expect(list.RecordCount).toBeGreaterThan(10);
      expect(list.SchoolPrograms.length).toBe(Math.min(10, list.RecordCount - 10));
      everyProgram(
        list,
        (p) => /medical|assist/i.test(`${p.EtaProgramName} ${p.CipTitle}`),
        'medical assisting',
      );
      within(25, list.SchoolPrograms);
    },
  },
  {
    version: 'v2',
    client: 'TypeScript server route, keyword and ZIP, filterBySource N, enableMetaData=true',
    path: (u) => `/v2/training/programs/${u}/electrician/30303/50/0/0/0/0/0/N/0/0/0/0/10?enableMetaData=true`,
    headers: json,
    check: (list) => {
      expect(list.SearchedOn.DataSetType).toBe('All');
      everyProgram(list, (p) => /electric/i.test(`${p.EtaProgramName} ${p.CipTitle}`), 'electrician');
      within(50, list.SchoolPrograms);
    },
  },
];

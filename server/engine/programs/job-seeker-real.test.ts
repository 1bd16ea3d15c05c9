// Issue 8 on the real national data: the words job seekers type find the programs the data holds for them there.
import { beforeAll, describe, expect, it } from 'vitest';
import { programListSchema, type ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { suggestionListSchema } from '../../../contract/suggest/suggest-schema';
import { openEngine, type LocalEngine } from '../open-engine';
import { realDbPath } from '../../../tests/engine/real-db';
import { needsRealData } from '../../../tests/support/real-data';

let engine: LocalEngine;

function search(over: Partial<ProgramsRequest>): ProgramList {
  return programListSchema.parse(
    engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }),
  );
}
function everything(over: Partial<ProgramsRequest>): ProgramList['SchoolPrograms'] {
  const out: ProgramList['SchoolPrograms'] = [];
  for (let start = 0; ; start += 500) {
    const page = search({ ...over, startRecord: start, limitRecord: 500 }).SchoolPrograms;
    out.push(...page);
    if (page.length < 500) return out;
  }
}

/** The issue's table: what was typed, where, and the CIP codes of the programs the raw files hold for it. */
const ISSUE_TABLE: Array<[keyword: string, location: string, radius: string, cips: string[]]> = [
  ['CNA', 'Houston, TX', '25', ['51.3902']],
  ['LPN', 'Pittsburgh, PA', '50', ['51.3901']],
  ['CDL', '30303', '50', ['49.0205']],
  ['auto mechanic', 'Detroit, MI', '25', ['47.0604']],
  ['police academy', 'Sacramento, CA', '50', ['43.0107']],
  ['IT support', 'Charlotte, NC', '25', ['11.1006', '11.0103']],
  ['certified nursing assistant', 'Cleveland, OH', '25', ['51.3902']],
  ['cybersecurity', 'Washington, DC', '25', ['11.1003', '43.0404', '43.0403', '43.0116']],
  ['truck driving', 'Dallas, TX', '50', ['49.0205']],
  ['HVAC', 'Chicago, IL', '25', ['47.0201', '15.0501']],
  ['coding', 'Seattle, WA', '25', ['11.0201', '11.0202', '11.0203', '11.0299', '51.0713']],
  [
    'teacher certification',
    'Austin, TX',
    '50',
    ['13.1202', '13.1203', '13.1205', '13.1206', '13.1207', '13.1209', '13.1210', '13.13', '13.10'],
  ],
];

/** The programs under the codes at that place, found by code (which the other real-data tests check against SQL). */
function byCode(location: string, radius: string, cips: string[]): Set<number> {
  const ids = new Set<number>();
  for (const cip of cips) {
    const keyword = cip.length === 5 ? cip.replace('.', '') : cip;
    for (const p of everything({ keyword, location, radius })) ids.add(p.DetailId);
  }
  return ids;
}

describe('job seekers’ words on the real data', needsRealData, () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
    engine.warmUp();
    await engine.ready();
  });

  it.each(ISSUE_TABLE)(
    '"%s" near %s (%s mi) finds every program the data holds for it, those first',
    (keyword, location, radius, cips) => {
      const expected = byCode(location, radius, cips);
      expect(expected.size).toBeGreaterThan(0);
      const got = everything({ keyword, location, radius });
      const found = new Set(got.map((p) => p.DetailId));
      expect([...expected].filter((id) => !found.has(id))).toEqual([]);
      const k = Math.min(10, expected.size);
      const head = got.slice(0, k);
      expect(head.filter((p) => cips.some((c) => p.CipCode.startsWith(c)))).toHaveLength(k);
    },
  );

  it('finds nationwide what the codes find ("CNA", "LPN", "auto mechanic")', () => {
    for (const [keyword, cip] of [
      ['CNA', '51.3902'],
      ['LPN', '51.3901'],
      ['auto mechanic', '47.0604'],
    ] as const) {
      expect(search({ keyword }).RecordCount).toBeGreaterThanOrEqual(search({ keyword: cip }).RecordCount);
    }
  });

  it('fills the first page of "nursing" near Austin with the programs a job seeker looks for', () => {
    const page = search({ keyword: 'nursing', location: 'Austin, TX', radius: '25' }).SchoolPrograms;
    const schools = new Set(page.map((p) => p.SchoolIDUnique));
    expect(schools.size).toBeGreaterThanOrEqual(6); // no one school fills it
    // Certificates and associate's programs are there; graduate degrees and programs without completions are not.
    expect(page.some((p) => [2, 3, 20, 21].includes(p.AwLevelCode))).toBe(true);
    expect(page.filter((p) => [6, 7, 8, 17, 18, 19].includes(p.AwLevelCode))).toEqual([]);
    expect(page.filter((p) => p.NumberCompleted[0] === '0')).toEqual([]);
    // Asked for, graduate programs come first.
    const grad = search({ keyword: 'nursing graduate program', location: 'Houston, TX', radius: '25' });
    expect(grad.SchoolPrograms.slice(0, 5).every((p) => [6, 7, 8, 17, 18, 19].includes(p.AwLevelCode))).toBe(
      true,
    );
  });

  it('shows the best partial matches, and says which words they match', () => {
    const r = search({ keyword: 'underwater welding', location: 'Houston, TX', radius: '25' });
    expect(r.RecordCount).toBeGreaterThan(10);
    expect(r.PartialMatch).toEqual({ MatchedWords: ['welding'], MissingWords: ['underwater'] });
    expect(r.SchoolPrograms.every((p) => /weld/i.test(`${p.EtaProgramName} ${p.CipTitle}`))).toBe(true);
  });

  it('names what emptied the list, with counts, when nothing is found', () => {
    const r = search({ keyword: 'CNA', location: 'Marfa, TX', radius: '10', programFormat: ['Online'] });
    expect(r.RecordCount).toBe(0);
    const hints = r.NoResultHints;
    expect(hints?.Distances.map((x) => x.Radius)).toEqual(['25', '50', '100', '200']);
    const wider = hints?.Distances.find((x) => x.Count > 0);
    expect(wider?.Count).toBe(
      search({
        keyword: 'CNA',
        location: 'Marfa, TX',
        radius: wider?.Radius ?? '',
        programFormat: ['Online'],
      }).RecordCount,
    );
    expect(hints?.Filters).toEqual([
      {
        Segment: 'programFormat',
        Values: ['Online'],
        Count: search({ keyword: 'CNA', location: 'Marfa, TX', radius: '10' }).RecordCount,
      },
    ]);
    expect(hints?.Nationwide).toBe(search({ keyword: 'CNA', programFormat: ['Online'] }).RecordCount);
    expect(search({ keyword: 'CNA', location: 'Houston, TX', radius: '25' }).NoResultHints).toBeUndefined();
  });

  it('says what a wider distance and one filter fewer add when few are found (issue 19)', () => {
    const asked = { keyword: 'CNA', location: 'Lubbock, TX', radius: '25', programFormat: ['Online'] };
    const r = search(asked);
    expect(r.RecordCount).toBeGreaterThan(0);
    expect(r.RecordCount).toBeLessThan(10);
    const few = r.FewResultHints;
    // Every count is the service's own answer to that search; the last distance is the first to fill a page.
    for (const d of few?.Distances ?? [])
      expect(d.Count, d.Radius).toBe(search({ ...asked, radius: d.Radius }).RecordCount);
    const counts = few?.Distances.map((d) => d.Count) ?? [];
    expect(counts.slice(0, -1).every((c) => c < 10)).toBe(true);
    expect(counts.every((c) => c > r.RecordCount)).toBe(true);
    expect(few?.Filters).toEqual([
      {
        Segment: 'programFormat',
        Values: ['Online'],
        Count: search({ ...asked, programFormat: [] }).RecordCount,
      },
    ]);
    // A full page, or nothing found, carries no such hints.
    expect(
      search({ keyword: 'welding', location: 'Houston, TX', radius: '25' }).FewResultHints,
    ).toBeUndefined();
    expect(search({ ...asked, location: 'Marfa, TX', radius: '10' }).FewResultHints).toBeUndefined();
  });

  // Decision 0269: the distances after the first are counted from one pass at the widest; each count must still be
  // what the service finds at that distance, wherever it is asked from.
  it('counts every offered distance as the search at that distance finds it, for many sparse searches', () => {
    let checked = 0;
    for (const keyword of ['CNA', 'welding', 'HVAC', 'phlebotomy', 'dental hygiene', 'paralegal', 'CDL', ''])
      for (const location of [
        'Marfa, TX',
        'Lubbock, TX',
        'Bozeman, MT',
        'Elko, NV',
        '04769',
        'Bismarck, ND',
      ]) {
        for (const extra of [{}, { programFormat: ['Online'] }, { maxCost: ['5000'] }]) {
          const asked = { keyword, location, radius: '10', ...extra };
          const r = search(asked);
          if (r.RecordCount === 0 || r.RecordCount >= 10) continue;
          checked++;
          for (const d of r.FewResultHints?.Distances ?? [])
            expect(d.Count, `${JSON.stringify(asked)} at ${d.Radius}`).toBe(
              search({ ...asked, radius: d.Radius }).RecordCount,
            );
        }
      }
    expect(checked).toBeGreaterThan(10);
  });

  it('offers the vocabulary’s nearest terms that do find programs there', () => {
    const r = search({ keyword: 'medication aide', location: 'Austin, TX', radius: '10' });
    if (r.RecordCount === 0) {
      for (const t of r.NoResultHints?.Terms ?? [])
        expect(search({ keyword: t.Term, location: 'Austin, TX', radius: '10' }).RecordCount).toBe(t.Count);
    }
  });

  it('offers only well-attested words as spellings, never one list’s typo', () => {
    // "electrcian" is in one ETPL program name; one letter from "electrcan", two from "electrician".
    const r = search({ keyword: 'electrcan' });
    expect(r.DidYouMean).not.toContain('electrcian');
    expect(r.DidYouMean[0]).toBe('electrician');
  });

  it('suggests as you type: terms, programs, occupations and places, prefix and typo tolerant, at most ten', () => {
    const suggest = (field: 'keyword' | 'location', text: string) =>
      suggestionListSchema.parse(engine.suggest?.({ userId: 't', field, text, limit: 10 })).Suggestions;
    expect(suggest('keyword', 'nurs').length).toBeLessThanOrEqual(10);
    expect(suggest('keyword', 'nurs').map((s) => s.Value)).toContain('nursing');
    expect(suggest('keyword', 'cna')[0]).toMatchObject({ Value: 'CNA', Kind: 'Term' });
    expect(suggest('keyword', 'weldng').map((s) => s.Value)).toContain('welding');
    expect(suggest('keyword', '29-114').map((s) => s.Value)).toContain('Registered Nurses');
    expect(suggest('keyword', 'phlebot').map((s) => s.Kind)).toEqual(
      expect.arrayContaining(['Term', 'Program', 'Occupation']),
    );
    expect(suggest('location', 'aus')[0]).toMatchObject({ Value: 'Austin, TX', Kind: 'Place' });
    expect(suggest('location', 'sacrmento')[0]?.Value).toBe('Sacramento, CA');
    expect(suggest('location', '7870')[0]).toMatchObject({ Value: '78701', Detail: 'Austin, TX' });
    expect(suggest('location', 'x')).toEqual([]);
  });
});

// The details operation and the list item's added fields on the real data, checked against the raw ETPL file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { programDetailsSchema, type ProgramDetails } from '../../../contract/program-details/program-details';
import { programListSchema } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { openEngine, type LocalEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, REAL_DATA_DIR, realDbPath } from '../../../tests/engine/real-db';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

type RawRow = Record<string, string>;
let engine: LocalEngine;
let raw: RawRow[];

const details = (detailId: string | number, location = '') => {
  const d = engine.programDetails({ userId: 'test', detailId: String(detailId), location });
  return d === null ? null : programDetailsSchema.parse(d as ProgramDetails);
};
const v2 = (over: Partial<ProgramsRequest>) =>
  programListSchema.parse(engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }));
const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
/** The id a Texas ETPL Program ID gets (decision 0011: state FIPS × 10⁹ + Program ID). */
const texasId = (row: RawRow) => 48_000_000_000 + Number(row['Program ID']);

describe.skipIf(!HAS_REAL_DATA)('program details on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
    raw = ['part1', 'part2'].flatMap(
      (part) =>
        parse(readFileSync(path.join(REAL_DATA_DIR, `tx_etpl_2024-03-20.${part}.csv`)), {
          columns: true,
          bom: true,
        }) as RawRow[],
    );
  });

  it("South Plains College's welding certificate in Lubbock: cost, books, hours and weeks as the list publishes them", () => {
    const row = raw.find(
      (r) =>
        r.ProviderName === 'South Plains College' &&
        r['Campus City'] === 'Lubbock' &&
        r['Program Name'] === 'Welding Technology Basic Processes Certificate',
    );
    expect(row).toBeDefined();
    if (!row) return;
    const d = details(texasId(row), 'Lubbock, TX');
    expect(d).not.toBeNull();
    expect(d?.CostTuitionFees).toBe(num(row['Required Cost: Tuition & Fees']));
    expect(d?.CostBooksSupplies).toBe(num(row['Required Cost: Books & Supplies']));
    expect(d?.CostTotal).toBe(
      Number(row['Required Cost: Tuition & Fees']) + Number(row['Required Cost: Books & Supplies']),
    );
    expect(d?.LengthHours).toBe(num(row['Length: Contact Hours']));
    expect(d?.LengthWeeks).toBe(num(row['Length: Weeks']));
    expect(d?.Prerequisites).toBe(row['Academic PreRequisites']);
    expect(d?.PellEligible).toBe(row['Pell Eligible']);
    expect(d?.School.CampusName).toBe(row['Campus Name']);
    // The campus is linked to its college in IPEDS (decision 0071): sector and the college's pages.
    expect(d?.School.Control).toBe('Public');
    expect(d?.School.Website).toMatch(/southplainscollege\.edu/);
    expect(d?.School.FinancialAidURL).not.toBe('');
    expect(Number(d?.Distance)).toBeLessThan(15);
    expect(d?.Sources.map((s) => s.DataName).join(' | ')).toMatch(/Eligible Training Provider List/);
    expect(d?.Sources.every((s) => s.DataLastUpdate !== '' || s.DataVintageOrVersion !== '')).toBe(true);
    // The same figures on its card in a search.
    const card = v2({
      keyword: 'welding',
      location: 'Lubbock, TX',
      radius: '25',
      limitRecord: 100,
    }).SchoolPrograms.find((p) => p.DetailId === texasId(row));
    expect(card).toMatchObject({
      CostTuitionFees: d?.CostTuitionFees,
      CostBooksSupplies: d?.CostBooksSupplies,
      LengthHours: d?.LengthHours,
      LengthWeeks: d?.LengthWeeks,
      SchoolControl: 'Public',
    });
  });

  it('every 25th row of the list: the numbers it reports are the numbers shown, and blanks are absent', () => {
    let checked = 0;
    for (const [k, row] of raw.entries()) {
      if (k % 25 !== 0) continue;
      const d = details(texasId(row));
      if (d === null) continue; // rejected by the build (no length and no degree), counted in the report
      checked++;
      const tuition = num(row['Required Cost: Tuition & Fees']);
      expect(d.CostTuitionFees).toBe(tuition);
      if (tuition !== undefined) expect(d).toMatchObject({ CostBasis: 'Program', CostYear: '2023-24' });
      // Lengths as the list gives them, except what cannot be a length (decision 0171): the 99,999-week
      // placeholder, more than six years or 10,000 hours, or more hours than twelve a day for the weeks given.
      const rawHours = num(row['Length: Contact Hours']);
      const rawWeeks = num(row['Length: Weeks']);
      let hours = rawHours !== undefined && rawHours > 0 && rawHours <= 10_000 ? rawHours : undefined;
      let weeks = rawWeeks !== undefined && rawWeeks > 0 && rawWeeks <= 312 ? rawWeeks : undefined;
      if (hours !== undefined && weeks !== undefined && hours > weeks * 84) hours = weeks = undefined;
      expect(d.LengthHours).toBe(hours);
      expect(d.LengthWeeks).toBe(weeks);
      expect(d.LengthBasis).toBe(hours !== undefined || weeks !== undefined ? 'Program' : 'Award level');
      if (rawWeeks === 99_999) expect(d.LengthWeeks).toBeUndefined();
      const pell = row['Pell Eligible'];
      expect(d.PellEligible).toBe(pell === 'Yes' || pell === 'No' ? pell : undefined);
      expect(d.WioaEligible).toBe(true);
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('an IPEDS program: award level, completions with their year, school sector, a year at the college', () => {
    const list = v2({ keyword: 'registered nursing', location: 'Austin, TX', radius: '25' });
    const item = list.SchoolPrograms.find((p) => p.DataSource === 'IPEDS' && p.NumberCompleted.length > 0);
    expect(item).toBeDefined();
    if (!item) return;
    const d = details(item.DetailId);
    expect(d).toMatchObject({ WioaEligible: false, CompletionsYear: '2023-24', AwardLevel: item.AwardLevel });
    // No price of its own: a year of tuition and fees at the college (decision 0172), from IC_AY.
    expect(d).toMatchObject({ CostBasis: 'Year', CostYear: '2022-23' });
    expect(d?.FactSources?.Cost).toMatch(/IC2022_AY/);
    expect(d?.Sources.map((s) => s.DataName)).toContain(d?.FactSources?.Cost);
    // No length of its own: the award level's usual length (decision 0171).
    expect(d?.LengthWeeks).toBeUndefined();
    expect(d?.LengthBasis).toBe('Award level');
    expect(d?.LengthTypicalWeeksMax).toBeGreaterThan(0);
    expect(d?.School.Sector).not.toBe('');
    expect(d?.Occupations.length).toBeGreaterThan(0);
    expect(d?.Occupations[0]?.Code).toMatch(/^\d{2}-\d{4}$/);
    expect(d?.Sources.map((s) => s.DataName).join(' | ')).toMatch(/C2024_A/);
  });

  it('an unknown id is null (404), and a place that cannot be found is a 400', () => {
    expect(details('1')).toBeNull();
    expect(details('99999999999999')).toBeNull();
    expect(() => details(texasId(raw[0] ?? {}), 'Atlantis, ZZ')).toThrow(/was not found/);
  });
});

// The build's optional sources of cost, length, online and pay (decision 0170), on fixture files in the publishers'
// layouts: what each file gives, bad rows reported, and a missing or damaged file left out with a reason.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from '../build-database';
import { DataBuildRefusedError } from '../errors';
import type { BuildReport, FileReport } from '../report';
import { FIXTURES, copyFixture, query, silent, tempDir } from '../../../tests/data/helpers';
import { measureCoverage } from './coverage';

const tmp = tempDir();
const dbPath = path.join(tmp.dir, 'facts.db');
let report: BuildReport;

beforeAll(async () => {
  report = await buildDatabase({ dbPath, dataDir: path.join(FIXTURES, 'quirky'), log: silent });
});
afterAll(() => tmp.cleanup());

const fileReport = (r: BuildReport, name: string): FileReport | undefined =>
  r.files.find((f) => f.file.includes(name));

type Row = Record<string, unknown>;
const program = (unitId: number, cip: string, level: number): Row | undefined =>
  query<Row>(
    dbPath,
    'SELECT * FROM program WHERE institution_id = ? AND cip = ? AND award_level = ?',
    unitId,
    cip,
    level,
  )[0];

describe('cost, length, online and pay sources', () => {
  it('reports each file: rows read, kept, rejected and program slots skipped, by reason', () => {
    expect(fileReport(report, 'ic2023_py')).toEqual({
      file: 'ic2023_py.csv',
      rowsRead: 5,
      rowsKept: 2,
      rejected: {
        'UNITID is not a 6-digit number': 1,
        'duplicate UNITID': 1,
        'UNITID not in the HD institutions file': 1,
      },
      // '12.041' is 12.0410 once its lost zero is back: a real code, but not one of the fixture's CIP codes.
      skipped: { 'program slot whose CIP code is not in CIP 2020': 1 },
    });
    expect(fileReport(report, 'ic2022_ay')).toMatchObject({
      rowsRead: 3,
      rowsKept: 1,
      rejected: {
        'UNITID not in the HD institutions file': 1,
        'no tuition and fees for a year of full-time study': 1,
      },
    });
    expect(fileReport(report, 'ic2023.csv')).toMatchObject({
      rowsRead: 3,
      rowsKept: 2,
      rejected: { 'distance education not reported or not applicable (-1 / -2)': 1 },
    });
    expect(fileReport(report, 'national_oews')).toMatchObject({
      rowsRead: 8,
      rowsKept: 7,
      rejected: { 'OCC_CODE is not a SOC code (NN-NNNN)': 1 },
    });
    expect(report.omitted).toEqual([]);
  });

  it('puts a career school’s program figures on the award level whose length they fit', () => {
    // Two welding programs at Alpha: 300 clock hours (under 12 weeks' work) and 1,200 (one to two years).
    expect(program(100001, '48.0508', 20)).toMatchObject({
      cost_tuition: 2950,
      cost_books: 310,
      cost_year: '2023-24',
      contact_hours: 300,
      months: 3,
      weeks: null,
    });
    // The largest program's price comes from the CHG series, its weeks from WKCMP1.
    expect(program(100001, '48.0508', 2)).toMatchObject({
      cost_tuition: 14500,
      cost_books: 2200,
      contact_hours: 1200,
      months: 10,
      weeks: 40,
    });
    // A program the school did not list among its largest has no price of its own.
    expect(program(100001, '51.3801', 3)).toMatchObject({ cost_tuition: null, cost_year: '', months: null });
    // At a school with no full-time first-time students the price is in CIPTUIT1.
    expect(program(100003, '12.0401', 21)).toMatchObject({ cost_tuition: 16297, cost_books: 1850 });
  });

  it('keeps a year of tuition and fees per school and study level, with its year', () => {
    expect(query(dbPath, 'SELECT * FROM school_year_cost ORDER BY level')).toEqual([
      // Graduate: average tuition plus required fees (TUITION5–7 + FEE5–7).
      {
        institution_id: 100002,
        level: 'graduate',
        in_district: 10_100,
        in_state: 10_100,
        out_of_state: 21_600,
        books: null,
        year: '2022-23',
      },
      // Undergraduate: the published price for first-time full-time students (CHG1–3AY3).
      {
        institution_id: 100002,
        level: 'undergraduate',
        in_district: 9210,
        in_state: 9210,
        out_of_state: 24_660,
        books: 1240,
        year: '2022-23',
      },
    ]);
  });

  it('keeps whether each school offers programs fully online, by study level', () => {
    expect(query(dbPath, 'SELECT * FROM school_online ORDER BY institution_id, level')).toEqual([
      { institution_id: 100001, level: 'undergraduate', offer: 'some' },
      { institution_id: 100002, level: 'graduate', offer: 'some' },
      { institution_id: 100002, level: 'undergraduate', offer: 'none' },
    ]);
  });

  it('keeps national pay per occupation: top-coded figures marked, a broad group in place of a missing code', () => {
    const wages = query<Row>(dbPath, 'SELECT * FROM occupation_wage ORDER BY soc');
    expect(wages.map((w) => w.soc)).toEqual(['15-1252', '29-1141', '39-5012', '47-2111', '51-4121']);
    expect(wages[0]).toMatchObject({ wage_code: '15-1250', annual_median: 131_450, top_coded: '' });
    expect(wages[1]).toMatchObject({
      wage_code: '29-1141',
      wage_title: 'Registered Nurses',
      employment: 3_282_010,
      annual_median: 93_600,
      annual_p25: 79_480,
      annual_p75: 239_200,
      hourly_median: 45,
      top_coded: 'annual_p75',
    });
  });

  it('records provenance for each file read', () => {
    const sources = query<Row>(dbPath, "SELECT * FROM source WHERE kind IN ('icPy', 'icAy', 'ic', 'oews')");
    expect(sources.map((s) => [s.kind, s.file_name, s.vintage])).toEqual([
      ['icPy', 'ic2023_py.csv', 'IC2023_PY (2023-24 charges)'],
      ['icAy', 'ic2022_ay.csv', 'IC2022_AY (2022-23 charges)'],
      ['ic', 'ic2023.csv', 'IC2023 (2023-24)'],
      ['oews', 'national_oews_2024.csv', 'May 2024 estimates (SOC 2018)'],
    ]);
    expect(sources.every((s) => String(s.publisher).length > 0 && String(s.citation).length > 0)).toBe(true);
  });

  it('measures coverage from the built database', () => {
    const c = measureCoverage(dbPath);
    expect(c.all).toMatchObject({ programs: 11, costProgram: 8, costYear: 2, pay: 11 });
    // Beta University (LA): both its programs priced by a year at the school, with the school's online offer.
    expect(c.topStates.find((s) => s.group === 'LA')).toMatchObject({
      programs: 2,
      costYear: 2,
      lengthAwardLevel: 2,
      onlineSchool: 2,
    });
  });
});

describe('a missing or damaged optional source', () => {
  it('leaves its facts out, says so, and the build goes on', async () => {
    const dir = tempDir();
    try {
      const data = copyFixture('quirky', dir.dir);
      rmSync(path.join(data, 'national_oews_2024.csv'));
      // A column renamed: the file cannot be read as IC_AY.
      const ay = path.join(data, 'ic2022_ay.csv');
      writeFileSync(ay, readFileSync(ay, 'utf8').replace(',CHG1AY3,', ',CHG1AYX,'));
      const out = path.join(dir.dir, 'out.db');
      const r = await buildDatabase({ dbPath: out, dataDir: data, log: silent });
      expect(r.omitted).toEqual([
        {
          source: 'ic2022_ay.csv',
          reason: expect.stringMatching(
            /required column "CHG1AY3" is missing.*yearly tuition and fees .*left out/,
          ),
        },
        {
          source: expect.stringContaining('national_oews_<year>.csv'),
          reason: 'not found: what occupations pay left out',
        },
      ]);
      expect(query(out, 'SELECT count(*) n FROM occupation_wage')).toEqual([{ n: 0 }]);
      expect(query(out, 'SELECT count(*) n FROM school_year_cost')).toEqual([{ n: 0 }]);
      expect(query(out, "SELECT kind FROM source WHERE kind IN ('icAy', 'oews')")).toEqual([]);
      expect(query(out, "SELECT value FROM build_info WHERE key = 'wage_year'")).toEqual([{ value: '' }]);
      // The other sources still give their facts.
      expect(query(out, 'SELECT count(*) n FROM school_online')).toEqual([{ n: 3 }]);
    } finally {
      dir.cleanup();
    }
  });

  it('does not replace a database that had it (decision 0083)', async () => {
    const dir = tempDir();
    try {
      const data = copyFixture('quirky', dir.dir);
      const out = path.join(dir.dir, 'current.db');
      await buildDatabase({ dbPath: out, dataDir: data, log: silent });
      const before = readFileSync(out);
      rmSync(path.join(data, 'ic2023_py.csv'));
      const failure = await buildDatabase({ dbPath: out, dataDir: data, log: silent }).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(DataBuildRefusedError);
      expect((failure as DataBuildRefusedError).problems.join('\n')).toMatch(
        /ic2023_py\.csv \(IPEDS IC2023_PY .*\) was read for the current database and is missing now/,
      );
      expect(readFileSync(out).equals(before)).toBe(true);
    } finally {
      dir.cleanup();
    }
  });
});
